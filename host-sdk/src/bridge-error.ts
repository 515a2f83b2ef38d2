import type { ApiError, ErrorCode } from '@travel/contract';

/**
 * Thrown (as a rejection) by every FrameHandle call when the frame answers `{ ok: false, error }`
 * (contract `BridgeReply`), e.g. `RELAY_FORBIDDEN` for an ajax relay outside the partner's allow-list.
 * A reply that is not a BridgeReply at all rejects with code `INTERNAL_ERROR`.
 * Spec: core-and-business §7 (embedded-frame messages), §8 (error codes).
 */
export class BridgeError extends Error {
  /** Contract error code, e.g. `RELAY_FORBIDDEN`, `VALIDATION_ERROR`, `AJAX_CALL_ERROR`. */
  declare readonly code: ErrorCode;
  /** Developer-facing description from the frame. */
  declare readonly description: string;
  /** Translated description, when the frame supplied one. */
  declare readonly localizedDescription: string | undefined;
  /** Offending request field (dotted path) for VALIDATION_ERROR, when known. */
  declare readonly field: string | undefined;

  constructor(error: ApiError) {
    super(`${error.code}: ${error.description}`);
    this.name = 'BridgeError';
    const { code, description, localizedDescription, field } = error;
    Object.assign(this, { code, description, localizedDescription, field });
  }
}
