/**
 * Test support for social sign-in: drives the local OpenID provider the way a browser in the pop-up would (a tiny
 * cookie jar, manual redirects, the demo user's sign-in form), and signs ID tokens with the provider's own key.
 * Used by social.test.ts only.
 */
import { SignJWT } from 'jose';
import type { LocalOidcProvider } from '../../dev/local-oidc-provider.ts';

/**
 * Follows the provider's pages from an authorization URL: signs in as `email` on the sign-in page and returns the
 * URL the provider finally redirects to (the product's callback with code and state, or with an error).
 * @param action `login` (default) or `abort` (the Cancel button)
 * @throws Error when a page answers something unexpected
 */
export async function signInAtProvider(authorizationUrl: string, email: string, action: 'login' | 'abort' = 'login'): Promise<URL> {
  const jar = new Map<string, string>();
  const remember = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      jar.set(pair!.slice(0, i), pair!.slice(i + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  let url = new URL(authorizationUrl);
  const origin = url.origin;
  for (let hop = 0; hop < 10; hop++) {
    if (url.origin !== origin) return url;
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: cookie() } });
    remember(res);
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url);
      continue;
    }
    if (res.status !== 200 || !/\/interaction\/[^/]+$/.test(url.pathname)) throw new Error(`unexpected ${res.status} at ${url.pathname}: ${(await res.text()).slice(0, 200)}`);
    const post = await fetch(new URL(`${url.pathname}/${action}`, url), {
      method: 'POST', redirect: 'manual', headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ email }),
    });
    remember(post);
    const next = post.headers.get('location');
    if (!next) throw new Error(`sign-in form answered ${post.status}`);
    url = new URL(next, url);
  }
  throw new Error('too many redirects');
}

/** An ID token signed with the local provider's key (claims override the defaults: issuer, 5-minute expiry). */
export async function signIdToken(provider: LocalOidcProvider, claims: Record<string, unknown>, opts: { audience: string; issuer?: string; expiresInSeconds?: number }): Promise<string> {
  const nowS = Math.floor(Date.now() / 1000);
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: provider.kid })
    .setIssuer(opts.issuer ?? provider.issuer)
    .setAudience(opts.audience)
    .setIssuedAt(nowS - 10)
    .setExpirationTime(nowS + (opts.expiresInSeconds ?? 300))
    .sign(provider.signingKey);
}
