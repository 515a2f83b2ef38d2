/**
 * Where the verification page returns to (core-and-business §1 "/business/verify?redir={path}: redir holds the path
 * to return to"; issue #24 "back to `redir` (same-origin paths only)").
 */
import { BUSINESS_HOME_PATH, BUSINESS_VERIFY_ROUTE_PATH } from './constants.ts';

/** A base no real page has: a path that resolves to another origin against it is not a path of the frame. */
const PROBE_ORIGIN = 'https://frame.invalid';

/**
 * The path to go to after verification: `redir` when it is a same-origin relative path inside the frame (a path
 * starting with one `/`, as the API client writes it from the router's location), else {@link BUSINESS_HOME_PATH}.
 * Refused: missing or empty; absolute URLs (`https://evil.example/`, `javascript:...`); protocol-relative
 * `//evil.example` and its backslash forms (`/\evil.example`, which browsers read as `//`); control characters; and
 * the verification page itself (no loop). Pure.
 * @param redir the raw query value (already URL-decoded by URLSearchParams), or null
 * @returns a path with its query and hash, e.g. `/business/users?page=2`
 */
export function safeBusinessRedir(redir: string | null | undefined): string {
  if (!redir || !redir.startsWith('/') || redir.startsWith('//') || redir.includes('\\')) return BUSINESS_HOME_PATH;
  if ([...redir].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return BUSINESS_HOME_PATH;
  let url: URL;
  try {
    url = new URL(redir, PROBE_ORIGIN);
  } catch {
    return BUSINESS_HOME_PATH;
  }
  if (url.origin !== PROBE_ORIGIN) return BUSINESS_HOME_PATH;
  if (url.pathname === BUSINESS_VERIFY_ROUTE_PATH || url.pathname.startsWith(`${BUSINESS_VERIFY_ROUTE_PATH}/`)) return BUSINESS_HOME_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}
