/**
 * The SCIM discovery documents (RFC 7644 §4; RFC 7643 §5 ServiceProviderConfig, §6 ResourceType, §7 Schema): what this
 * service supports, so a directory (or the Microsoft SCIM validator) can read it instead of guessing. They say exactly
 * what service.ts does: PATCH yes; bulk, sort, ETags, password change no; filters (eq on the attributes filter.ts
 * accepts) with at most contract SCIM_MAX_RESULTS per page; OAuth bearer tokens made on the integrations page.
 */
import { SCIM_MAX_RESULTS, SCIM_SCHEMAS } from '@travel/contract';

type Doc = Record<string, unknown>;

/** One attribute definition (RFC 7643 §7). */
function attribute(name: string, over: Doc = {}): Doc {
  return {
    name, type: 'string', multiValued: false, description: '', required: false, caseExact: false, mutability: 'readWrite', returned: 'default', uniqueness: 'none',
    ...over,
  };
}

const REFERENCE_SUBS = (refTypes: string[]) => [
  attribute('value', { description: 'The id of the resource.', mutability: 'immutable' }),
  attribute('$ref', { type: 'reference', referenceTypes: refTypes, mutability: 'immutable' }),
  attribute('display', { mutability: 'readOnly' }),
];

const USER_SCHEMA: Doc = {
  id: SCIM_SCHEMAS.user,
  name: 'User',
  description: 'A member of the company: a business profile and its account.',
  attributes: [
    attribute('userName', { description: 'The email the account signs in with; unique, case-insensitive; cannot change.', required: true, mutability: 'immutable', uniqueness: 'server' }),
    attribute('name', {
      type: 'complex', description: 'The person\'s name.',
      subAttributes: [attribute('formatted'), attribute('givenName'), attribute('familyName')],
    }),
    attribute('displayName', { description: 'The name shown in the product.' }),
    attribute('emails', {
      type: 'complex', multiValued: true, mutability: 'readOnly', description: 'The userName, as the primary work email; emails sent are not stored.',
      subAttributes: [attribute('value'), attribute('type'), attribute('primary', { type: 'boolean' })],
    }),
    attribute('active', { type: 'boolean', description: 'false deactivates the business profile and ends the person\'s sessions.' }),
    attribute('groups', { type: 'complex', multiValued: true, mutability: 'readOnly', description: 'The group the user is in (at most one).', subAttributes: REFERENCE_SUBS(['Group']) }),
  ],
};

const ENTERPRISE_SCHEMA: Doc = {
  id: SCIM_SCHEMAS.enterpriseUser,
  name: 'EnterpriseUser',
  description: 'Enterprise User: only manager is kept.',
  attributes: [
    attribute('manager', {
      type: 'complex', description: 'The user\'s manager, who becomes their manager and approver for business travel.',
      subAttributes: [attribute('value', { description: 'The id of the manager (a user of the same company).' }), attribute('$ref', { type: 'reference', referenceTypes: ['User'] }), attribute('displayName', { mutability: 'readOnly' })],
    }),
  ],
};

const GROUP_SCHEMA: Doc = {
  id: SCIM_SCHEMAS.group,
  name: 'Group',
  description: 'A group of the company (travel policy and approver scope).',
  attributes: [
    attribute('displayName', { required: true, uniqueness: 'server', description: 'Unique within the company, case-insensitive.' }),
    attribute('members', { type: 'complex', multiValued: true, description: 'Users; a user is in at most one group.', subAttributes: REFERENCE_SUBS(['User']) }),
  ],
};

/** The documents, with their `meta.location` under `base` (`{publicOrigin}/scim/v2`). */
export function discoveryDocuments(base: string): { serviceProviderConfig: Doc; resourceTypes: Doc[]; schemas: Doc[] } {
  const meta = (resourceType: string, path: string) => ({ resourceType, location: `${base}${path}` });
  return {
    serviceProviderConfig: {
      schemas: [SCIM_SCHEMAS.serviceProviderConfig],
      patch: { supported: true },
      bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
      filter: { supported: true, maxResults: SCIM_MAX_RESULTS },
      changePassword: { supported: false },
      sort: { supported: false },
      etag: { supported: false },
      authenticationSchemes: [{
        type: 'oauthbearertoken', name: 'OAuth Bearer Token', primary: true,
        description: 'A SCIM token made on the integrations page (/business/integrations), sent as Authorization: Bearer <token>.',
      }],
      meta: meta('ServiceProviderConfig', '/ServiceProviderConfig'),
    },
    resourceTypes: [
      {
        schemas: [SCIM_SCHEMAS.resourceType], id: 'User', name: 'User', endpoint: '/Users', description: 'Members of the company',
        schema: SCIM_SCHEMAS.user, schemaExtensions: [{ schema: SCIM_SCHEMAS.enterpriseUser, required: false }], meta: meta('ResourceType', '/ResourceTypes/User'),
      },
      {
        schemas: [SCIM_SCHEMAS.resourceType], id: 'Group', name: 'Group', endpoint: '/Groups', description: 'Groups of the company',
        schema: SCIM_SCHEMAS.group, meta: meta('ResourceType', '/ResourceTypes/Group'),
      },
    ],
    schemas: [USER_SCHEMA, ENTERPRISE_SCHEMA, GROUP_SCHEMA].map((s) => ({ schemas: [SCIM_SCHEMAS.schema], ...s, meta: meta('Schema', `/Schemas/${String(s.id)}`) })),
  };
}
