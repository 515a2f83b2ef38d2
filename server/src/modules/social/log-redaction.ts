/**
 * Keeps one-time values of the social sign-in pop-up out of the request log (issue #9: codes and tokens are never
 * logged). The pop-up's URLs carry them in the query: the start token (`start`, /k/run/googleauth/redirect and the
 * other entries) and the provider's authorization code and state (`code`, `state`, /k/run/social/callback). Fastify
 * logs `req.url` on every request, so its request serializer uses {@link redactQuery}.
 */

/** Query parameters whose values never reach a log line. */
export const REDACTED_QUERY_PARAMS: readonly string[] = ['code', 'state', 'start', 'id_token', 'access_token'];

/**
 * `url` with the values of {@link REDACTED_QUERY_PARAMS} replaced by `[redacted]` (other parameters and the path kept).
 * @param url a request URL, path and query (`/k/run/social/callback?code=...&state=...`)
 */
export function redactQuery(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url.slice(q + 1).split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const name = decodeURIComponentSafe(eq < 0 ? pair : pair.slice(0, eq));
    return REDACTED_QUERY_PARAMS.includes(name) ? `${pair.slice(0, eq < 0 ? pair.length : eq)}=[redacted]` : pair;
  });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}
