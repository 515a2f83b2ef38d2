/**
 * Password account constants (issue #9; account-business-header-and-trips §5, §7, §8). The spec gives no numbers
 * for brute-force protection; these follow OWASP's Authentication and Password Storage cheat sheets.
 */

/** Argon2id parameters, OWASP Password Storage cheat sheet: m = 19456 KiB (19 MiB), t = 2, p = 1. */
export const ARGON2_MEMORY_KIB = 19456;
export const ARGON2_TIME_COST = 2;
export const ARGON2_PARALLELISM = 1;

/** Consecutive failed sign-ins of one account that lock it. */
export const LOGIN_LOCK_THRESHOLD = 5;
/** How long a locked account refuses every sign-in, ms (contract ACCOUNT_LOCK_MS; the frame tells the user). */
export { ACCOUNT_LOCK_MS as LOGIN_LOCK_MS } from '@travel/contract';
/** Failed sign-ins from one client address (IPv6 /64) per window before its sign-ins are refused with 429. */
export const LOGIN_FAILURES_PER_ADDRESS_MAX = 20;
/** Window of the per-address failure counter, ms. */
export const LOGIN_FAILURES_PER_ADDRESS_WINDOW_MS = 15 * 60 * 1000;
/** Key prefix of the per-address failure counter in rate_limit_counters. */
export const LOGIN_FAILURE_COUNTER_PREFIX = 'LOGIN_FAIL_IP';
/** IPv6 prefix length treated as one client address (as the rate limits). */
export const LOGIN_IPV6_SUBNET = 64;
/** Random bytes of an account id (base64url: 22 characters). */
export const ACCOUNT_ID_BYTES = 16;
