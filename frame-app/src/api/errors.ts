/** Errors the HTTP client rejects with. Spec: core-and-business §8, chrome-and-consent §8. */
import { UNRECOGNIZED_ERROR_CODE, type ApiError, type ApiErrorRead, type ErrorCode } from '@travel/contract';

function isKnown(error: ApiErrorRead): error is ApiError {
  return error.code !== UNRECOGNIZED_ERROR_CODE;
}

/**
 * A reply the server answered with an error: a non-OK JSON reply (parsed `body`; `errors` holds the
 * envelope's errors when the body is `{ errors: [...] }`, else `[]`), a reply envelope carrying errors, or
 * a redirect to a captcha page (`errors[0].code === 'CAPTCHA_REQUIRED'`).
 *
 * Envelopes are read tolerantly (contract ErrorEnvelopeReadSchema, issue #8): errors with a code this build
 * knows are in `errors`, so callers act on them as before; errors with an unknown code are in `unrecognized`
 * (code `UNRECOGNIZED`, the received code in `rawCode`) and never hide the known ones. The message is the
 * description of the envelope's first error, known or not.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  /** The envelope's errors with a known code, in order (possibly empty). */
  readonly errors: ApiError[];
  /** The envelope's errors with a code this build does not know, in order (usually empty). */
  readonly unrecognized: ApiErrorRead[];
  constructor(
    /** HTTP status of the reply. */
    readonly status: number,
    /** The envelope's errors as read (possibly empty). */
    errors: readonly ApiErrorRead[],
    /** The parsed reply body as received. */
    readonly body: unknown,
  ) {
    super(errors[0]?.description ?? `Request failed with status ${status}`);
    this.errors = errors.filter(isKnown);
    this.unrecognized = errors.filter((e) => !isKnown(e));
  }

  /** Code of the first error, if any. */
  get code(): ErrorCode | undefined {
    return this.errors[0]?.code;
  }

  /** Whether any error in the envelope has this code. */
  hasCode(code: ErrorCode): boolean {
    return this.errors.some((e) => e.code === code);
  }
}

/** A non-OK reply that is not JSON; message `${statusText} ${status} ${url}` (chrome-and-consent §8). */
export class HttpStatusError extends Error {
  override readonly name = 'HttpStatusError';
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly url: string,
  ) {
    super(`${statusText} ${status} ${url}`);
  }
}

/** Message of the rejection when no form token could be obtained (core-and-business §8). */
export const FORM_TOKEN_ERROR_MESSAGE = 'Failed to retrieve formToken';
