/**
 * Error replies: every non-OK JSON reply is `{ errors: [{ code, description, field? }] }`
 * (ErrorEnvelopeSchema; core-and-business §3 "Error objects in API replies carry a code", §8).
 *
 * Issue #6 item 6: that holds for every 4xx and 5xx the server sends, including the ones produced before a
 * route runs - Node's HTTP parser (431 header too large, 400 malformed request: {@link clientErrorHandler}),
 * Fastify's router (400 bad percent-encoding, 414 parameter too long: {@link frameworkErrorHandler}), unknown
 * paths (404 JSON for every path) and requests arriving while the server closes (503). Pass
 * {@link ERROR_SERVER_OPTIONS} to `Fastify()` and call {@link installErrorHandling}.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
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

/**
 * 429 RATE_LIMITED with the time until the limit lets the caller in again. The one way a limit answers (issue #22:
 * every 429 carries `Retry-After`): the error handler sends `Retry-After` with {@link retryAfterS}, and
 * installSecurityHeaders (security-headers.ts) gives any 429 that still lacks one {@link FALLBACK_RETRY_AFTER_S}.
 */
export class RateLimitedError extends AppError {
  /** Whole seconds until the caller may retry, at least 1. */
  readonly retryAfterS: number;

  constructor(retryAfterMs: number, description: string) {
    super(429, 'RATE_LIMITED', description);
    this.name = 'RateLimitedError';
    this.retryAfterS = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}

/**
 * The error a rate limit throws. @param retryAfterMs ms until the window that refused the call ends (rounded up to
 * whole seconds, at least 1) @param description the reason, for the envelope
 */
export function rateLimited(retryAfterMs: number, description: string): RateLimitedError {
  return new RateLimitedError(retryAfterMs, description);
}

/** Retry-After of a 429 whose limit did not say when it ends (none should: see {@link RateLimitedError}), seconds. */
export const FALLBACK_RETRY_AFTER_S = 60;

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
  429: ErrorEnvelopeSchema,
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

/**
 * The description of a framework client error by status: fixed text, never the exception's message (issue #22).
 * @param status a 4xx status
 */
export function clientErrorDescription(status: number): string {
  if (status === 413) return 'The request body is too large';
  if (status === 415) return 'The request body has a content type this call does not accept';
  if (status === 404) return 'Not found';
  if (status === 400) return 'The request body could not be read: check its syntax and content type';
  return 'The request could not be processed';
}

/** Headers of every error reply (issue #6 item 7): never cached, never content-sniffed. */
export const ERROR_REPLY_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' } as const;

/** CSP of 404 replies: nothing to run, never framed (what the former HTML 404 page carried). */
const NOT_FOUND_CSP = "default-src 'none'; frame-ancestors 'none'";

function envelopeOf(code: ErrorCode, description: string): ErrorEnvelope {
  return { errors: [{ code, description }] };
}

/**
 * Fastify's `frameworkErrors` option: errors the router raises before any hook runs. FST_ERR_BAD_URL (a path
 * or query that is not valid percent-encoding, e.g. `/i/api/%`) -> 400 VALIDATION_ERROR; FST_ERR_MAX_PARAM_LENGTH
 * -> 414 VALIDATION_ERROR; anything else -> 500 INTERNAL_ERROR. These replies bypass the app's hooks, so the
 * error headers are set here. The offending URL is not echoed.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  let status = 500;
  let envelope = internalEnvelope();
  if (error.code === 'FST_ERR_BAD_URL') {
    status = 400;
    envelope = envelopeOf('VALIDATION_ERROR', 'The URL is not valid: malformed percent-encoding');
  } else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    status = 414;
    envelope = envelopeOf('VALIDATION_ERROR', 'A URL path segment is too long');
  } else {
    request.log.error({ err: error }, 'framework error');
  }
  void reply.code(status).headers(ERROR_REPLY_HEADERS).type('application/json; charset=utf-8').send(envelope);
}

/**
 * Fastify's `clientErrorHandler` option: Node's HTTP parser rejected the connection's request before Fastify
 * saw it, so the reply is written to the raw socket. HPE_HEADER_OVERFLOW -> 431, ERR_HTTP_REQUEST_TIMEOUT -> 408,
 * any other parse error -> 400, all VALIDATION_ERROR; the connection is then closed. A reset or already
 * destroyed socket gets nothing (there is nobody to answer).
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket): void {
  const code = (error as ConnectionError & { code?: string }).code;
  if (code === 'ECONNRESET' || socket.destroyed) return;
  const [status, description] =
    code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request headers are too large']
      : code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive']
        : [400, 'Malformed HTTP request'];
  const body = JSON.stringify(envelopeOf('VALIDATION_ERROR', description));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * The `Fastify()` options that route framework and parser errors into the envelope. `return503OnClosing` is
 * off because Fastify's own 503 body is not the envelope; {@link installErrorHandling} answers requests that
 * arrive while the server closes with 503 INTERNAL_ERROR instead.
 */
export const ERROR_SERVER_OPTIONS = {
  frameworkErrors: frameworkErrorHandler,
  clientErrorHandler,
  return503OnClosing: false,
} satisfies Partial<FastifyServerOptions>;

/**
 * Installs the error handler (AppError, zod request validation -> 400 VALIDATION_ERROR with `field`,
 * fastify client errors, anything else -> logged 500 INTERNAL_ERROR), the 404 handler (JSON NOT_FOUND for
 * every path, with a restrictive CSP) and the closing guard (503 for requests arriving once `close()` has begun;
 * replies in flight then close their connection).
 */
export function installErrorHandling(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', async () => {
    if (closing) throw new AppError(503, 'INTERNAL_ERROR', 'The server is shutting down; retry the request');
  });
  // Replies still in flight close their keep-alive connection, so `close()` (SIGTERM drain) does not wait
  // for idle keep-alive timeouts.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });

  app.setErrorHandler((err: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      if (err instanceof RateLimitedError) reply.header('Retry-After', String(err.retryAfterS));
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
      // Fastify's own client errors (FST_ERR_CTP_*: 400 bad JSON, 413 too large, 415 media type, ...). Their message
      // is a caught exception's text (a JSON parser's SyntaxError, a plugin's), so it goes to the log, and the reply
      // says what happened in our words (issue #22: validation errors never carry internal exception text).
      request.log.info({ err: { code: (err as FastifyError).code, message: err.message } }, 'client error');
      return reply
        .code(status)
        .type('application/json')
        .send({ errors: [{ code: codeForStatus(status), description: clientErrorDescription(status) }] } satisfies ErrorEnvelope);
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).type('application/json').send(internalEnvelope());
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    return reply
      .code(404)
      .type('application/json')
      .header('Content-Security-Policy', NOT_FOUND_CSP)
      .send(envelopeOf('NOT_FOUND', `No route for ${request.method} ${path}`));
  });
}

function internalEnvelope(): ErrorEnvelope {
  return { errors: [{ code: 'INTERNAL_ERROR', description: 'Internal server error' }] };
}
