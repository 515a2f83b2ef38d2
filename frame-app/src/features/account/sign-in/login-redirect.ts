/**
 * Following a sign-in reply's `loginRedirectUrl` (account-business-header-and-trips §4 "A login redirect URL in the
 * response forces navigation"; contract `AuthVerifySuccessSchema`). Every sign-in method (password, code, passkey,
 * Google, Apple, Naver) sends it on the machine's SIGNED_IN event; the machine turns it into one `followLoginRedirect`
 * effect after authentication-state-changed, and the sign-in host performs it here. Only a path inside the frame is
 * followed: same origin, under the frame's base path `/p/{partner}/`, and the contract's frame path rules
 * (`isFrameRedirectPath`: no `//`, no backslash, no dot segment). Anything else is ignored and logged as a warning,
 * so a reply can never send the frame to another site.
 */
import { isFrameRedirectPath } from '@travel/contract';
import { logger } from '../../../state/index.ts';

/**
 * The router path (relative to `basename`) to go to for `url`, or null when `url` is not a path inside the frame.
 * @param url the reply's loginRedirectUrl (a path such as `/p/demo/profile/account?x=1`, or a same-origin absolute URL)
 * @param basename the router's basename, e.g. `/p/demo` (a trailing slash is ignored)
 * @param origin the frame's origin (`window.location.origin`)
 * @returns e.g. `/profile/account?x=1`
 */
export function loginRedirectTarget(url: string, basename: string, origin: string): string | null {
  // The raw path is checked before the URL parser normalises it (it turns `\` into `/` and resolves `..`).
  const raw = url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
  if (!isFrameRedirectPath(raw)) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== origin) return null;
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  const base = basename.replace(/\/+$/, '');
  if (!isFrameRedirectPath(path) || !base.startsWith('/p/') || !(path === base || path.startsWith(`${base}/`) || path.startsWith(`${base}?`))) return null;
  const rest = path.slice(base.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * Performs the machine's `followLoginRedirect` effect: navigates (through the router) to `url` when it is a path
 * inside the frame, else logs a warning and stays.
 * @param at.basename the router's basename; at.origin the frame's origin; at.navigate the router's navigate
 * @returns whether it navigated
 */
export function followLoginRedirect(url: string, at: { basename: string; origin: string; navigate: (to: string) => void }): boolean {
  const to = loginRedirectTarget(url, at.basename, at.origin);
  if (to === null) {
    logger.warn('ignored a loginRedirectUrl outside the frame', url);
    return false;
  }
  at.navigate(to);
  return true;
}
