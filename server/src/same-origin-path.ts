/**
 * The one check behind every `?redir=` the server follows with an HTTP redirect (account-business-header-and-trips §2
 * `/signout?redir=`, `/s/ident/resend?redir=`; core-and-business's `/business/verify?redir=` is to use
 * {@link sameOriginRedirectTarget} too): only a path of this origin, never an open redirect (issue #22).
 */

const BASE = 'http://origin.invalid';

/** Backslashes (browsers read `/\host` as `//host`) and C0/DEL control characters (the URL parser drops tab/newline). */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

/** How many rounds of percent-decoding a path is checked through (`%252f` is `%2f` is `/`). */
const DECODE_ROUNDS = 4;

/** Whether `path` starts with exactly one `/` and carries no backslash or control character. */
function isSingleSlashPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !UNSAFE_CHARACTERS.test(path);
}

/**
 * Whether `path` stays a single-slash path through every round of percent-decoding, so no later hop (a proxy, a
 * framework, the frame's router) that decodes it can read `//host` or `/\host` out of `/%2f/host` or `/%5chost`.
 * A malformed escape (`%E0%A4%A`) is refused rather than guessed at.
 */
function staysSingleSlashDecoded(path: string): boolean {
  let current = path;
  for (let round = 0; round < DECODE_ROUNDS; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false;
    }
    if (!isSingleSlashPath(decoded)) return false;
    if (decoded === current) return true;
    current = decoded;
  }
  return false;
}

/**
 * Resolves `raw` as a path of this origin.
 * Refuses (null) anything not starting with one `/`: scheme-relative `//host`, schemes, bare words; a backslash
 * anywhere (`/\host`) and control characters (tab, newline: the URL parser would drop them).
 * Dot segments are resolved (`/a/../b` is `/b`, `%2e%2e` counts as `..`), and the RESULT is checked again, as
 * written and percent-decoded: `/.//evil.example`, `/a/..//evil.example`, `/%2e%2e//evil.example` and
 * `/%2f/evil.example` all resolve to a path starting with `//` (another host) and are refused.
 * @returns the resolved URL on a placeholder origin (use its pathname, search and hash), or null
 */
export function resolveSameOriginPath(raw: string | undefined): URL | null {
  if (!raw || !isSingleSlashPath(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || !isSingleSlashPath(url.pathname) || !staysSingleSlashDecoded(url.pathname)) return null;
  return url;
}

/**
 * The `Location` for a caller-supplied redirect path ({@link resolveSameOriginPath}'s rules): the resolved path and
 * query, and the fragment unless `options.hash` is false; null when refused (the caller picks its fallback).
 * @example sameOriginRedirectTarget('/a/../b?q=1#h') === '/b?q=1#h'; sameOriginRedirectTarget('/.//evil') === null
 */
export function sameOriginRedirectTarget(raw: string | undefined, options: { hash?: boolean } = {}): string | null {
  const url = resolveSameOriginPath(raw);
  return url ? `${url.pathname}${url.search}${options.hash === false ? '' : url.hash}` : null;
}
