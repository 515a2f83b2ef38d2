/**
 * The SCIM 2.0 service at /scim/v2 (issue #27; RFC 7644 §3 endpoints, §4 discovery): one encapsulated Fastify scope
 * with its own content type, authentication and error format. Register it with `{ prefix: SCIM_BASE_PATH }`.
 *
 * - **Content type**: requests may be `application/scim+json` (RFC 7644 §3.1) or `application/json`; every reply,
 *   errors included, is `application/scim+json; charset=utf-8` and `Cache-Control: no-store`.
 * - **Who**: every route declares `auth: { bearer: 'scim' }` (access plugin: no session, no account) and
 *   `csrf: 'exempt'`: a SCIM client is a server (Entra ID, Okta) sending `Authorization: Bearer`, never a browser with
 *   our cookie, so there is no cross-site request to forge and no form token it could hold; the route-table sweep
 *   accepts exactly these routes' exemption. The scope's hook looks the token up in the database on every request
 *   (tokens.ts): missing, unknown or revoked -> 401; a company whose plan lost SSO_INTEGRATION -> 403. Unknown paths
 *   answer 404 without asking for a token.
 * - **Rate limit**: each route counts against SCIM_TOKEN (rate-limit plugin, kind `bearer`: per token, shared by every
 *   process through the database), answering 429 with `Retry-After` in SCIM's error format.
 * - **Errors**: SCIM's schema on every error (errors.ts), never the product's envelope.
 *
 * | Route | Answers |
 * |---|---|
 * | GET /ServiceProviderConfig, /ResourceTypes(/{id}), /Schemas(/{id}) | discovery.ts |
 * | GET /Users?filter&startIndex&count&attributes&excludedAttributes, POST /Users | ListResponse; 201 User + Location |
 * | GET, PUT, PATCH /Users/{id}; DELETE /Users/{id} | User; 204 |
 * | GET /Groups?..., POST /Groups | ListResponse; 201 Group + Location |
 * | GET, PUT /Groups/{id}; PATCH /Groups/{id}; DELETE /Groups/{id} | Group; 204 (PATCH: RFC 7644 §3.5.2 allows it, Entra ID prefers it); 204 |
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SCIM_BASE_PATH, SCIM_MEDIA_TYPE, ScimDocumentListSchema, ScimDocumentSchema, ScimErrorSchema, ScimGroupInputSchema, ScimGroupListSchema, ScimGroupSchema, ScimListQuerySchema,
  ScimPatchSchema, ScimResourceQuerySchema, ScimUserInputSchema, ScimUserListSchema, ScimUserSchema, SCIM_SCHEMAS,
} from '@travel/contract';
import type { RateLimitName } from '../rate-limit/constants.ts';
import { discoveryDocuments } from './discovery.ts';
import { SCIM_REPLY_CONTENT_TYPE, ScimHttpError, scimErrorHandler, scimNotFound, scimNotFoundHandler } from './errors.ts';
import type { ScimService } from './service.ts';
import type { ScimCaller, ScimTokenService } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** On /scim/v2 routes: the authenticated token and its company (set by the scope's hook). */
    scimCaller: ScimCaller | null;
  }
}

/** What every SCIM route declares (see the module docstring). */
const ROUTE_CONFIG = { auth: { bearer: 'scim' as const }, csrf: 'exempt' as const, rateLimits: ['SCIM_TOKEN'] as readonly RateLimitName[] };

const SCIM_ERRORS = { 400: ScimErrorSchema, 401: ScimErrorSchema, 403: ScimErrorSchema, 404: ScimErrorSchema, 409: ScimErrorSchema, 429: ScimErrorSchema, 500: ScimErrorSchema } as const;
const IdParamsSchema = z.object({ id: z.string().min(1).max(200) });
/** Bearer tokens: base64url after a `scim_` prefix; anything else is refused without a lookup. */
const BEARER = /^Bearer +(\S{1,200})\s*$/i;

/** The caller of a request in the scope (the hook guarantees it). */
function callerOf(request: { scimCaller: ScimCaller | null }): ScimCaller {
  if (!request.scimCaller) throw new ScimHttpError(401, 'Send the SCIM token as Authorization: Bearer <token>');
  return request.scimCaller;
}

/** Builds the scope (see the module docstring). */
export function scimRoutes(deps: { tokens: ScimTokenService; scim: ScimService; publicOrigin: string }): FastifyPluginAsync {
  return async (app) => {
    const { tokens, scim } = deps;
    const base = `${deps.publicOrigin}${SCIM_BASE_PATH}`;
    const docs = discoveryDocuments(base);
    app.decorateRequest('scimCaller', null);
    app.setErrorHandler(scimErrorHandler);
    app.setNotFoundHandler(scimNotFoundHandler);
    app.addContentTypeParser(SCIM_MEDIA_TYPE, { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

    app.addHook('onRoute', (route) => {
      const config = route.config ?? {};
      const auth = config.auth as { bearer?: unknown } | undefined;
      if (auth?.bearer !== 'scim' || config.csrf !== 'exempt' || !config.rateLimits?.includes('SCIM_TOKEN')) {
        throw new Error(`SCIM route ${String(route.method)} ${route.url} must declare auth { bearer: 'scim' }, csrf 'exempt' and rate limit SCIM_TOKEN`);
      }
      route.config = { ...config, bearerScope: 'scim' };
    });
    app.addHook('onRequest', async (request) => {
      if (request.is404) return;
      const header = request.headers.authorization;
      const match = typeof header === 'string' ? BEARER.exec(header) : null;
      if (!match) throw new ScimHttpError(401, 'Send the SCIM token as Authorization: Bearer <token>');
      const auth = await tokens.authenticate(match[1]!);
      if (!auth.ok) {
        throw auth.reason === 'notOnPlan'
          ? new ScimHttpError(403, 'SCIM provisioning is not part of this company\'s plan')
          : new ScimHttpError(401, 'The token is unknown or has been revoked');
      }
      request.scimCaller = auth.caller;
      request.bearerCredentialId = auth.caller.tokenId;
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (payload !== null && payload !== undefined && payload !== '') reply.header('content-type', SCIM_REPLY_CONTENT_TYPE);
      reply.header('cache-control', 'no-store');
      return payload;
    });

    const r = app.withTypeProvider<ZodTypeProvider>();
    const config = ROUTE_CONFIG;

    // Discovery (RFC 7644 §4).
    r.get('/ServiceProviderConfig', { config, schema: { response: { 200: ScimDocumentSchema, ...SCIM_ERRORS } } }, async () => docs.serviceProviderConfig);
    const listOf = (items: Record<string, unknown>[]) => ({ schemas: [SCIM_SCHEMAS.listResponse] as [typeof SCIM_SCHEMAS.listResponse], totalResults: items.length, itemsPerPage: items.length, startIndex: 1, Resources: items });
    r.get('/ResourceTypes', { config, schema: { response: { 200: ScimDocumentListSchema, ...SCIM_ERRORS } } }, async () => listOf(docs.resourceTypes));
    r.get('/ResourceTypes/:id', { config, schema: { params: IdParamsSchema, response: { 200: ScimDocumentSchema, ...SCIM_ERRORS } } }, async (request) => {
      const doc = docs.resourceTypes.find((d) => d.id === request.params.id);
      if (!doc) throw scimNotFound('resource', request.params.id);
      return doc;
    });
    r.get('/Schemas', { config, schema: { response: { 200: ScimDocumentListSchema, ...SCIM_ERRORS } } }, async () => listOf(docs.schemas));
    r.get('/Schemas/:id', { config, schema: { params: IdParamsSchema, response: { 200: ScimDocumentSchema, ...SCIM_ERRORS } } }, async (request) => {
      const doc = docs.schemas.find((d) => d.id === request.params.id);
      if (!doc) throw scimNotFound('resource', request.params.id);
      return doc;
    });

    // Users (RFC 7644 §3.3-3.6).
    r.get('/Users', { config, schema: { querystring: ScimListQuerySchema, response: { 200: ScimUserListSchema, ...SCIM_ERRORS } } },
      async (request) => scim.listUsers(callerOf(request), request.query));
    r.post('/Users', { config, schema: { body: ScimUserInputSchema, response: { 201: ScimUserSchema, ...SCIM_ERRORS } } }, async (request, reply) => {
      const user = await scim.createUser(callerOf(request), request.body);
      return reply.code(201).header('location', user.meta?.location ?? '').send(user);
    });
    r.get('/Users/:id', { config, schema: { params: IdParamsSchema, querystring: ScimResourceQuerySchema, response: { 200: ScimUserSchema, ...SCIM_ERRORS } } },
      async (request) => scim.getUser(callerOf(request), request.params.id, request.query));
    r.put('/Users/:id', { config, schema: { params: IdParamsSchema, body: ScimUserInputSchema, response: { 200: ScimUserSchema, ...SCIM_ERRORS } } },
      async (request) => scim.replaceUser(callerOf(request), request.params.id, request.body));
    r.patch('/Users/:id', {
      config, schema: { params: IdParamsSchema, querystring: ScimResourceQuerySchema, body: ScimPatchSchema, response: { 200: ScimUserSchema, ...SCIM_ERRORS } },
    }, async (request) => scim.patchUser(callerOf(request), request.params.id, request.body, request.query));
    r.delete('/Users/:id', { config, schema: { params: IdParamsSchema, response: { 204: z.null(), ...SCIM_ERRORS } } }, async (request, reply) => {
      await scim.deleteUser(callerOf(request), request.params.id);
      return reply.code(204).send(null);
    });

    // Groups.
    r.get('/Groups', { config, schema: { querystring: ScimListQuerySchema, response: { 200: ScimGroupListSchema, ...SCIM_ERRORS } } },
      async (request) => scim.listGroups(callerOf(request), request.query));
    r.post('/Groups', { config, schema: { body: ScimGroupInputSchema, response: { 201: ScimGroupSchema, ...SCIM_ERRORS } } }, async (request, reply) => {
      const group = await scim.createGroup(callerOf(request), request.body);
      return reply.code(201).header('location', group.meta?.location ?? '').send(group);
    });
    r.get('/Groups/:id', { config, schema: { params: IdParamsSchema, querystring: ScimResourceQuerySchema, response: { 200: ScimGroupSchema, ...SCIM_ERRORS } } },
      async (request) => scim.getGroup(callerOf(request), request.params.id, request.query));
    r.put('/Groups/:id', { config, schema: { params: IdParamsSchema, body: ScimGroupInputSchema, response: { 200: ScimGroupSchema, ...SCIM_ERRORS } } },
      async (request) => scim.replaceGroup(callerOf(request), request.params.id, request.body));
    r.patch('/Groups/:id', { config, schema: { params: IdParamsSchema, body: ScimPatchSchema, response: { 204: z.null(), ...SCIM_ERRORS } } }, async (request, reply) => {
      await scim.patchGroup(callerOf(request), request.params.id, request.body);
      return reply.code(204).send(null);
    });
    r.delete('/Groups/:id', { config, schema: { params: IdParamsSchema, response: { 204: z.null(), ...SCIM_ERRORS } } }, async (request, reply) => {
      await scim.deleteGroup(callerOf(request), request.params.id);
      return reply.code(204).send(null);
    });
  };
}
