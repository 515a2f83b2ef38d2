/**
 * Relay allow-list check for the bridge `ajax` action (core-and-business §5, §7). A host may only relay
 * calls matching one of the partner's rules: exact method, path under the rule's `pathPrefix` by whole path
 * segments (contract `relayPathMatches`, the function the server's relay guard uses too).
 */
import { relayPathMatches, type HttpMethod, type RelayRule } from '@travel/contract';

/** Outcome of {@link checkRelay}: the normalised path and query when allowed. */
export type RelayDecision =
  | { allowed: true; path: string; search: string }
  | { allowed: false; path: string };

/**
 * Decides whether `method url` may be relayed. Refuses URLs that are absolute or protocol-relative, point at
 * another origin, contain `..` (raw or percent-encoded) or backslashes, or match no rule.
 * @param origin the frame's origin (the API is same-origin)
 */
export function checkRelay(method: HttpMethod, url: string, rules: readonly RelayRule[], origin: string): RelayDecision {
  const rawPath = url.split(/[?#]/, 1)[0] ?? url;
  if (!url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return { allowed: false, path: rawPath };
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { allowed: false, path: rawPath };
  }
  if (rawPath.includes('..') || decoded.includes('..') || decoded.includes('\\')) return { allowed: false, path: rawPath };
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return { allowed: false, path: rawPath };
  }
  if (parsed.origin !== new URL(origin).origin) return { allowed: false, path: rawPath };
  const path = parsed.pathname;
  const ok = rules.some((rule) => rule.method === method && relayPathMatches(rule.pathPrefix, path));
  return ok ? { allowed: true, path, search: parsed.search } : { allowed: false, path };
}
