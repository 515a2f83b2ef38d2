/**
 * Passkey constants (issue #9; account-business-header-and-trips §5, §7 "Passkeys"). The spec gives no numbers for
 * passkeys; these follow the WebAuthn Level 3 recommendations and @simplewebauthn's defaults.
 */

/** Relying party name shown by the browser's passkey prompt and password manager (spec: "not shown"). */
export const WEBAUTHN_RP_NAME = 'Travel';

/** How long a challenge stays usable, ms: the ceremony timeout the browser is given (WebAuthn recommends 5 min). */
export const WEBAUTHN_CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** Random bytes of a challenge (WebAuthn: at least 16). */
export const WEBAUTHN_CHALLENGE_BYTES = 32;

/** Unused challenges kept per session (older ones are dropped when a new one is issued): conditional UI plus a prompt or two. */
export const WEBAUTHN_CHALLENGES_PER_SESSION_MAX = 4;

/** Expired challenges are deleted at most this often per server process, ms. */
export const WEBAUTHN_CHALLENGE_PURGE_INTERVAL_MS = 60_000;

/**
 * COSE algorithms offered for new passkeys, most preferred first: ES256 (-7, every platform authenticator), EdDSA
 * (-8), RS256 (-257, Windows Hello). @simplewebauthn verifies all three.
 */
export const WEBAUTHN_ALGORITHMS: readonly number[] = [-7, -8, -257];

/** Random bytes of a challenge row's id. */
export const WEBAUTHN_CHALLENGE_ID_BYTES = 16;
