/**
 * The one check behind every `?redir=` the server follows with an HTTP redirect (account-business-header-and-trips §2
 * `/signout?redir=`, `/s/ident/resend?redir=`): only a path of this origin, never an open redirect.
 */

const BASE = 'http://origin.invalid';

/**
 * Resolves `raw` as a path of this origin.
 * Refuses (null) anything not starting with one `/`: scheme-relative `//host`, schemes, bare words.
 * Also refused: a backslash anywhere (`/\host`), control characters, and anything that resolves to another origin.
 * Dot segments are resolved (`/a/../b` is `/b`).
 * @returns the resolved URL on a placeholder origin (use its pathname, search and hash), or null
 */
export function resolveSameOriginPath(raw: string | undefined): URL | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  try {
    const url = new URL(raw, BASE);
    return url.origin === BASE ? url : null;
  } catch {
    return null;
  }
}
