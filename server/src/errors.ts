/**
 * Error replies: every non-OK JSON reply is `{ errors: [{ code, description, field? }] }`
 * (ErrorEnvelopeSchema; core-and-business §3 "Error objects in API replies carry a code", §8).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ErrorEnvelopeSchema, type ApiError, type ErrorCode, type ErrorEnvelope } from '@travel/contract';

/** An error that maps to one HTTP status and one contract error code. Throw it from services. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    description: string,
    readonly field?: string,
  ) {
    super(description);
    this.name = 'AppError';
  }

  toEnvelope(): ErrorEnvelope {
    const error: ApiError = { code: this.code, description: this.message };
    if (this.field !== undefined) error.field = this.field;
    return { errors: [error] };
  }
}

/** 400 VALIDATION_ERROR for one field (dotted path). */
export function validationError(field: string, description: string): AppError {
  return new AppError(400, 'VALIDATION_ERROR', description, field);
}

/** Reply schemas every JSON route declares next to its success schema. */
export const ERROR_RESPONSES = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  500: ErrorEnvelopeSchema,
} as const;

/** Turns `/a/0/b` (a JSON pointer) into `a.0.b`; undefined for the root. */
function pointerToField(pointer: string | undefined): string | undefined {
  if (pointer === undefined) return undefined;
  const field = pointer.split('/').filter(Boolean).join('.');
  return field === '' ? undefined : field;
}

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'INVALID_SESSION';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500) return 'INTERNAL_ERROR';
  return 'VALIDATION_ERROR';
}

/** Paths whose unknown routes answer with the JSON envelope (others get a small HTML page). */
const JSON_PATH_PREFIXES = ['/i/', '/k/', '/horizon/', '/bench/'];

/**
 * Installs the error handler (AppError, zod request validation -> 400 VALIDATION_ERROR with `field`,
 * fastify client errors, anything else -> logged 500 INTERNAL_ERROR) and the 404 handler.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      return reply.code(err.statusCode).type('application/json').send(err.toEnvelope());
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const context = (err as { validationContext?: string }).validationContext;
      const errors: ApiError[] = err.validation.map((issue) => {
        const field = pointerToField(issue.instancePath);
        const e: ApiError = { code: 'VALIDATION_ERROR', description: issue.message ?? 'Invalid value' };
        if (field !== undefined) e.field = field;
        else if (context === 'body') e.field = 'body';
        return e;
      });
      const envelope: ErrorEnvelope = { errors: errors.length > 0 ? errors : [{ code: 'VALIDATION_ERROR', description: 'Invalid request' }] };
      return reply.code(400).type('application/json').send(envelope);
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'reply does not match its schema');
      return reply.code(500).type('application/json').send(internalEnvelope());
    }
    const status = (err as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply
        .code(status)
        .type('application/json')
        .send({ errors: [{ code: codeForStatus(status), description: err.message }] } satisfies ErrorEnvelope);
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).type('application/json').send(internalEnvelope());
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (JSON_PATH_PREFIXES.some((p) => path.startsWith(p))) {
      return reply
        .code(404)
        .type('application/json')
        .send({ errors: [{ code: 'NOT_FOUND', description: `No route for ${request.method} ${path}` }] } satisfies ErrorEnvelope);
    }
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'")
      .send('<!doctype html><meta charset="utf-8"><title>Not found</title><h1>Not found</h1>');
  });
}

function internalEnvelope(): ErrorEnvelope {
  return { errors: [{ code: 'INTERNAL_ERROR', description: 'Internal server error' }] };
}
