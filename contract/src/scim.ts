/**
 * SCIM 2.0 provisioning (issue #27 "SCIM 2.0 (RFC 7643/7644) at /scim/v2 per company with a bearer token the admin
 * creates and revokes on the integrations page"; core-and-business §6 feature SSO_INTEGRATION, permission
 * COMPANY_INTEGRATION_MANAGEMENT, page `/business/integrations`). Two parts:
 *
 * 1. **The token panel's calls** (inside the business route tree, {@link SCIM_TOKEN_PATHS}): list, create (the token is
 *    answered once), revoke. Declared as the `integrations` admin page plus feature SSO_INTEGRATION: SCIM is the
 *    enterprise tier's provisioning, next to SSO (contract business-roles.ts TIER_FEATURES).
 * 2. **The SCIM protocol** at {@link SCIM_BASE_PATH}: RFC 7643 resources (core User with the enterprise extension's
 *    `manager`, core Group) and RFC 7644 messages (ListResponse, PatchOp, Error) as zod schemas. No maintained SCIM
 *    library fits Fastify (scimmy's routers are Express-only), so the shapes are written here from the RFCs.
 *
 * Readings where the RFCs leave a choice (written down for the directory's admin):
 * - `userName` is the account's email (lower-cased: accounts are unique by it, and RFC 7643 §4.1.1 makes userName
 *   case-insensitive). It cannot change after creation (400 `mutability`): the account signs in with it. `emails`
 *   answers that address as the primary work email; emails sent in requests are accepted and not stored.
 * - `name.givenName` / `name.familyName` / `displayName` are kept as sent; the account's display name is `displayName`,
 *   else `name.formatted`, else given and family name joined.
 * - Input is lenient the way Microsoft Entra ID and Okta need it: unknown attributes are ignored, `active` may be the
 *   strings "True"/"False" (any case), operation names any case (`Replace`).
 * - A business profile belongs to at most one group, so a user is a member of at most one SCIM group: adding them to a
 *   group takes them out of the one they were in.
 */
import { z } from 'zod';

/** Where the SCIM service answers (absolute path on the product's origin). */
export const SCIM_BASE_PATH = '/scim/v2';
/** The SCIM media type (RFC 7644 §3.1), in and out. */
export const SCIM_MEDIA_TYPE = 'application/scim+json';

/** Schema and message URNs (RFC 7643 §8.7, RFC 7644 §3). */
export const SCIM_SCHEMAS = {
  user: 'urn:ietf:params:scim:schemas:core:2.0:User',
  group: 'urn:ietf:params:scim:schemas:core:2.0:Group',
  enterpriseUser: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
  serviceProviderConfig: 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig',
  resourceType: 'urn:ietf:params:scim:schemas:core:2.0:ResourceType',
  schema: 'urn:ietf:params:scim:schemas:core:2.0:Schema',
  listResponse: 'urn:ietf:params:scim:api:messages:2.0:ListResponse',
  patchOp: 'urn:ietf:params:scim:api:messages:2.0:PatchOp',
  error: 'urn:ietf:params:scim:api:messages:2.0:Error',
} as const;

/** Page size when a list request gives no `count` (RFC 7644 §3.4.2.4 leaves it to the provider). */
export const SCIM_DEFAULT_COUNT = 100;
/** Most resources one list answers (`ServiceProviderConfig.filter.maxResults`); a larger `count` is lowered to it. */
export const SCIM_MAX_RESULTS = 200;
/** Most operations of one PATCH request. */
export const SCIM_MAX_OPERATIONS = 1000;
/** Prefix of the bearer tokens the panel makes (`scim_` + 43 base64url characters: 256 random bits). */
export const SCIM_TOKEN_PREFIX = 'scim_';
/** Most active tokens a company holds (one per directory connection is the usual; rotation needs two for a while). */
export const SCIM_TOKENS_MAX = 10;

// ---------------------------------------------------------------------------------------------
// The token panel (business route tree)

/** Base of the token panel's calls (inside the business route tree). */
export const SCIM_TOKENS_API_BASE = '/i/api/business/integrations/v1/scim';
/** Paths under {@link SCIM_TOKENS_API_BASE}. */
export const SCIM_TOKEN_PATHS = {
  tokens: `${SCIM_TOKENS_API_BASE}/tokens`,
  token: `${SCIM_TOKENS_API_BASE}/tokens/:id`,
} as const;
/** {@link SCIM_TOKEN_PATHS}.token for one id. */
export function scimTokenPath(id: string): string {
  return SCIM_TOKEN_PATHS.token.replace(':id', encodeURIComponent(id));
}

/** A token as the panel lists it: never the token itself, only its last 4 characters. */
export const ScimTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  hint: z.string(),
  createdAt: z.iso.datetime(),
  /** Who created it (their name, else email); null when that profile is gone. */
  createdBy: z.string().nullable(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type ScimToken = z.infer<typeof ScimTokenSchema>;

/** GET tokens: the SCIM base URL to give the directory and the company's active tokens, newest first. */
export const ScimTokensReplySchema = z.object({ baseUrl: z.string(), tokens: z.array(ScimTokenSchema) });
export type ScimTokensReply = z.infer<typeof ScimTokensReplySchema>;

/** A token's name: what the directory connection is (e.g. "Microsoft Entra ID"); the audit log's actor. */
export const ScimTokenNameSchema = z.string().trim().min(1, 'Enter a name').max(60, 'Use at most 60 characters');
/** POST tokens body. */
export const ScimTokenCreateSchema = z.object({ name: ScimTokenNameSchema });
export type ScimTokenCreate = z.infer<typeof ScimTokenCreateSchema>;
/** Reply of POST tokens: the token's row and the bearer token, answered this once. */
export const ScimTokenCreatedReplySchema = z.object({ token: ScimTokenSchema, secret: z.string() });
export type ScimTokenCreatedReply = z.infer<typeof ScimTokenCreatedReplySchema>;
export const ScimTokenParamsSchema = z.object({ id: z.string().min(1).max(64) });

// ---------------------------------------------------------------------------------------------
// The SCIM protocol (RFC 7643 / 7644)

/** RFC 7644 §3.12 `scimType` values. */
export const ScimErrorTypeSchema = z.enum([
  'invalidFilter', 'tooMany', 'uniqueness', 'mutability', 'invalidSyntax', 'invalidPath', 'noTarget', 'invalidValue', 'invalidVers', 'sensitive',
]);
export type ScimErrorType = z.infer<typeof ScimErrorTypeSchema>;

/** RFC 7644 §3.12: every error of /scim/v2, whatever its status. `status` is the HTTP status as a string. */
export const ScimErrorSchema = z.object({
  schemas: z.tuple([z.literal(SCIM_SCHEMAS.error)]),
  status: z.string(),
  scimType: ScimErrorTypeSchema.optional(),
  detail: z.string(),
});
export type ScimError = z.infer<typeof ScimErrorSchema>;

/** A boolean as directories send it: `true`, or the strings "True"/"False" in any case (Entra ID's PATCH values). */
export const ScimBooleanSchema = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  const lower = v.trim().toLowerCase();
  return lower === 'true' ? true : lower === 'false' ? false : v;
}, z.boolean());

/** Parses a SCIM boolean (see {@link ScimBooleanSchema}). @returns the boolean, or undefined when it is not one */
export function scimBoolean(value: unknown): boolean | undefined {
  const r = ScimBooleanSchema.safeParse(value);
  return r.success ? r.data : undefined;
}

/** RFC 7643 §3.1 `meta`. */
export const ScimMetaSchema = z.object({
  resourceType: z.string(),
  created: z.iso.datetime(),
  lastModified: z.iso.datetime(),
  location: z.string(),
});

const ScimNameSchema = z.object({
  formatted: z.string().optional(),
  givenName: z.string().optional(),
  familyName: z.string().optional(),
});

/** A multi-valued reference (a group of a user, a member of a group, a manager). */
const ScimReferenceSchema = z.object({
  value: z.string(),
  $ref: z.string().optional(),
  display: z.string().optional(),
  type: z.string().optional(),
});

/** The enterprise extension as answered: only `manager` is kept (RFC 7643 §4.3). */
const ScimEnterpriseOutSchema = z.object({
  manager: z.object({ value: z.string(), $ref: z.string().optional(), displayName: z.string().optional() }).optional(),
});

/**
 * A User as answered (RFC 7643 §4.1). Every attribute but `schemas` and `id` is optional: `attributes` /
 * `excludedAttributes` (RFC 7644 §3.9) may leave them out.
 */
export const ScimUserSchema = z.object({
  schemas: z.array(z.string()),
  id: z.string(),
  externalId: z.string().optional(),
  userName: z.string().optional(),
  name: ScimNameSchema.optional(),
  displayName: z.string().optional(),
  emails: z.array(z.object({ value: z.string(), type: z.string(), primary: z.boolean() })).optional(),
  active: z.boolean().optional(),
  groups: z.array(ScimReferenceSchema).optional(),
  [SCIM_SCHEMAS.enterpriseUser]: ScimEnterpriseOutSchema.optional(),
  meta: ScimMetaSchema.optional(),
});
export type ScimUser = z.infer<typeof ScimUserSchema>;

/** A manager as directories send it: `{ value }` (RFC), the bare id (Entra ID's PATCH), or null / "" to clear. */
export const ScimManagerInputSchema = z.union([z.string(), z.looseObject({ value: z.string().nullish() }), z.null()]);

/** User attributes a request may carry (POST, PUT; a PATCH value object). Unknown attributes are ignored. */
export const ScimUserInputSchema = z.looseObject({
  schemas: z.array(z.string()).optional(),
  userName: z.string().trim().min(1).max(254),
  externalId: z.string().max(256).nullish(),
  name: z.looseObject({
    formatted: z.string().max(200).nullish(),
    givenName: z.string().max(100).nullish(),
    familyName: z.string().max(100).nullish(),
  }).nullish(),
  displayName: z.string().max(200).nullish(),
  emails: z.array(z.looseObject({ value: z.string().optional(), type: z.string().optional(), primary: ScimBooleanSchema.optional() })).nullish(),
  active: ScimBooleanSchema.optional(),
  [SCIM_SCHEMAS.enterpriseUser]: z.looseObject({ manager: ScimManagerInputSchema.optional() }).nullish(),
});
export type ScimUserInput = z.infer<typeof ScimUserInputSchema>;

/** A Group as answered (RFC 7643 §4.2); `members` may be left out (`excludedAttributes=members`). */
export const ScimGroupSchema = z.object({
  schemas: z.array(z.string()),
  id: z.string(),
  externalId: z.string().optional(),
  displayName: z.string().optional(),
  members: z.array(ScimReferenceSchema).optional(),
  meta: ScimMetaSchema.optional(),
});
export type ScimGroup = z.infer<typeof ScimGroupSchema>;

/** A member as requests name it (`value` is the user's SCIM id). */
export const ScimMemberInputSchema = z.looseObject({ value: z.string().min(1).max(64), display: z.string().optional() });

/** Group attributes of POST and PUT. Unknown attributes are ignored. */
export const ScimGroupInputSchema = z.looseObject({
  schemas: z.array(z.string()).optional(),
  displayName: z.string().trim().min(1).max(80),
  externalId: z.string().max(256).nullish(),
  members: z.array(ScimMemberInputSchema).max(10_000).nullish(),
});
export type ScimGroupInput = z.infer<typeof ScimGroupInputSchema>;

/** One PATCH operation (RFC 7644 §3.5.2); `op` in any case (Entra ID sends `Replace`). */
export const ScimPatchOperationSchema = z.looseObject({
  op: z.string().refine((v) => ['add', 'replace', 'remove'].includes(v.toLowerCase()), 'op must be add, replace or remove'),
  path: z.string().max(500).optional(),
  value: z.unknown().optional(),
});
export type ScimPatchOperation = z.infer<typeof ScimPatchOperationSchema>;

/** A PATCH body (RFC 7644 §3.5.2: `schemas` holds the PatchOp URN). */
export const ScimPatchSchema = z.looseObject({
  schemas: z.array(z.string()).optional(),
  Operations: z.array(ScimPatchOperationSchema).min(1).max(SCIM_MAX_OPERATIONS),
});
export type ScimPatch = z.infer<typeof ScimPatchSchema>;

/**
 * List query (RFC 7644 §3.4.2): `filter`, 1-based `startIndex` (below 1 counts as 1), `count` (negative counts as 0;
 * above {@link SCIM_MAX_RESULTS} lowered to it), `attributes` / `excludedAttributes` (comma-separated). Sorting is not
 * supported (`ServiceProviderConfig.sort.supported` false): `sortBy` is ignored, the order is creation order.
 */
export const ScimListQuerySchema = z.looseObject({
  filter: z.string().max(1000).optional(),
  startIndex: z.coerce.number().int().optional(),
  count: z.coerce.number().int().optional(),
  attributes: z.string().max(1000).optional(),
  excludedAttributes: z.string().max(1000).optional(),
});
export type ScimListQuery = z.infer<typeof ScimListQuerySchema>;

/** `attributes` / `excludedAttributes` of a GET by id. */
export const ScimResourceQuerySchema = ScimListQuerySchema.pick({ attributes: true, excludedAttributes: true });

/** A ListResponse (RFC 7644 §3.4.2) of `item`. `Resources` is left out when empty. */
export function scimListResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    schemas: z.tuple([z.literal(SCIM_SCHEMAS.listResponse)]),
    totalResults: z.number().int().nonnegative(),
    itemsPerPage: z.number().int().nonnegative(),
    startIndex: z.number().int().min(1),
    Resources: z.array(item).optional(),
  });
}
export const ScimUserListSchema = scimListResponseSchema(ScimUserSchema);
export type ScimUserList = z.infer<typeof ScimUserListSchema>;
export const ScimGroupListSchema = scimListResponseSchema(ScimGroupSchema);
export type ScimGroupList = z.infer<typeof ScimGroupListSchema>;

/** Discovery documents (ServiceProviderConfig, ResourceType, Schema: RFC 7643 §5-7) are answered as JSON objects. */
export const ScimDocumentSchema = z.record(z.string(), z.unknown());
export const ScimDocumentListSchema = scimListResponseSchema(ScimDocumentSchema);
