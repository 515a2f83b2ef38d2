/**
 * SCIM's own error format on /scim/v2 (RFC 7644 §3.12; issue #27 "the error envelope (SCIM's own error schema on
 * /scim)"): every error of the SCIM scope, whatever raised it (the bearer check, the access hook, a rate limit, zod
 * validation, Fastify's parsers, a service, an unknown path), answers
 * `{ schemas: ["urn:ietf:params:scim:api:messages:2.0:Error"], status: "404", scimType?, detail }` as
 * `application/scim+json`, never the product's `{ errors: [...] }` envelope.
 *
 * Mapping: {@link ScimHttpError} as thrown; the product's AppError by status (400 VALIDATION_ERROR -> `invalidValue`,
 * 409 -> `uniqueness`), RateLimitedError 429 with its Retry-After; request validation 400 `invalidValue` (a body that
 * is not a JSON object: `invalidSyntax`); Fastify client errors (bad JSON 400 `invalidSyntax`, 413, 415) with fixed
 * text; anything else 500 with a fixed text (the cause goes to the log). 401 also carries
 * `WWW-Authenticate: Bearer realm="scim"` (RFC 6750 §3).
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { SCIM_MEDIA_TYPE, SCIM_SCHEMAS, type ScimError, type ScimErrorType } from '@travel/contract';
import { AppError, RateLimitedError, clientErrorDescription } from '../../errors.ts';

/** An error answered in SCIM's format. Throw it from the SCIM module. */
export class ScimHttpError extends Error {
  constructor(
    readonly status: number,
    detail: string,
    readonly scimType?: ScimErrorType,
  ) {
    super(detail);
    this.name = 'ScimHttpError';
  }
}

/** 400 with a scimType (invalidValue, invalidFilter, invalidPath, noTarget, mutability, invalidSyntax). */
export function scimBadRequest(scimType: ScimErrorType, detail: string): ScimHttpError {
  return new ScimHttpError(400, detail, scimType);
}

/** 404 for an id the caller's company does not have (another company's ids included: nothing tells them apart). */
export function scimNotFound(resource: 'User' | 'Group' | 'resource', id?: string): ScimHttpError {
  return new ScimHttpError(404, id === undefined ? `No such ${resource}` : `${resource} ${id} not found`);
}

/** The body of a SCIM error. */
export function scimErrorBody(status: number, detail: string, scimType?: ScimErrorType): ScimError {
  return { schemas: [SCIM_SCHEMAS.error], status: String(status), ...(scimType ? { scimType } : {}), detail };
}

/** Content type of every SCIM reply. */
export const SCIM_REPLY_CONTENT_TYPE = `${SCIM_MEDIA_TYPE}; charset=utf-8`;

function send(reply: FastifyReply, status: number, detail: string, scimType?: ScimErrorType): FastifyReply {
  if (status === 401) reply.header('WWW-Authenticate', 'Bearer realm="scim"');
  return reply.code(status).header('cache-control', 'no-store').type(SCIM_REPLY_CONTENT_TYPE).send(scimErrorBody(status, detail, scimType));
}

/** The SCIM scope's error handler (see the module docstring). */
export function scimErrorHandler(err: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (err instanceof ScimHttpError) return send(reply, err.status, err.message, err.scimType);
  if (err instanceof AppError) {
    if (err instanceof RateLimitedError) reply.header('Retry-After', String(err.retryAfterS));
    if (err.statusCode >= 500) request.log.error({ err }, 'scim: server error');
    const scimType: ScimErrorType | undefined = err.statusCode === 409 ? 'uniqueness' : err.statusCode === 400 ? 'invalidValue' : undefined;
    const detail = err.statusCode >= 500 ? 'Internal server error' : err.field ? `${err.field}: ${err.message}` : err.message;
    return send(reply, err.statusCode, detail, scimType);
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const context = (err as { validationContext?: string }).validationContext;
    const first = err.validation[0];
    const where = first?.instancePath ? first.instancePath.split('/').filter(Boolean).join('.') : context ?? 'request';
    const notAnObject = context === 'body' && (first?.instancePath ?? '') === '';
    return send(reply, 400, `${where}: ${first?.message ?? 'Invalid value'}`, notAnObject ? 'invalidSyntax' : 'invalidValue');
  }
  if (isResponseSerializationError(err)) {
    request.log.error({ err, issues: err.cause.issues }, 'scim: reply does not match its schema');
    return send(reply, 500, 'Internal server error');
  }
  const status = (err as FastifyError).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    request.log.info({ err: { code: (err as FastifyError).code, message: err.message } }, 'scim: client error');
    return send(reply, status, status === 415 ? `Send the body as ${SCIM_MEDIA_TYPE} or application/json` : clientErrorDescription(status), status === 400 ? 'invalidSyntax' : undefined);
  }
  request.log.error({ err }, 'scim: unhandled error');
  return send(reply, 500, 'Internal server error');
}

/** The SCIM scope's 404 for paths it does not serve. */
export function scimNotFoundHandler(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0] ?? '/';
  return send(reply, 404, `No SCIM endpoint ${request.method} ${path}`);
}
