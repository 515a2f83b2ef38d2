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
 * When the provider remembers a user (its session cookie in `jar`) and nothing asks it to prompt, it redirects back at
 * once, without its sign-in page: `email` is then not used.
 * @param action `login` (default) or `abort` (the Cancel button)
 * @param jar the provider's cookies of this "browser" (default: a fresh one); pass the same map to every pop-up of one
 *   browser to keep the provider's session between them
 * @param form more fields of the sign-in form (the Acme SSO page's `mfa: '1'`, "Use multi-factor")
 * @throws Error when a page answers something unexpected
 */
export async function signInAtProvider(
  authorizationUrl: string, email: string, action: 'login' | 'abort' = 'login', jar = new Map<string, string>(), form: Record<string, string> = {},
): Promise<URL> {
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
    const body = await res.text();
    // Another user signing in where the provider remembers someone: its self-submitting form ends that session first.
    const autoForm = body.includes('<title>Submitting Callback</title>') ? /<form method="post" action="([^"]+)">/.exec(body) : null;
    if (res.status === 200 && autoForm) {
      const inputs = [...body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map(([, k, v]) => [k!, v!] as [string, string]);
      const submitted = await fetch(new URL(autoForm[1]!.replaceAll('&amp;', '&'), url), {
        method: 'POST', redirect: 'manual', headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(inputs),
      });
      remember(submitted);
      const after = submitted.headers.get('location');
      if (!after) throw new Error(`provider form answered ${submitted.status}`);
      url = new URL(after, url);
      continue;
    }
    if (res.status !== 200 || !/\/interaction\/[^/]+$/.test(url.pathname)) throw new Error(`unexpected ${res.status} at ${url.pathname}: ${body.slice(0, 200)}`);
    const post = await fetch(new URL(`${url.pathname}/${action}`, url), {
      method: 'POST', redirect: 'manual', headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ email, ...form }),
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
