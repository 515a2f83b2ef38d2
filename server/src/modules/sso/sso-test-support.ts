/**
 * Test support for company SSO (issue #27): drives the pop-up flow the way the frame and a browser in the pop-up would
 * (start from the frame session, the pop-up's redirect and its `sso_tx` cookie, the offline providers' sign-in pages,
 * the callback / ACS, the hand-off page's message, the exchange). Used by the sso module's tests only.
 */
import { inflateRawSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SSO_EXCHANGE_PATH, SSO_SAML_ACS_PATH, SSO_START_PATH, SocialHandoffMessageSchema, SsoStartReplySchema, SsoVerifyReplySchema, type SocialHandoffMessage, type SsoVerifyReply } from '@travel/contract';
import { LOCAL_SAML_PATHS } from '../../dev/local-sso-users.ts';
import { SSO_TRANSACTION_COOKIE } from './signin-service.ts';
import { signInAtProvider } from '../social/social-test-support.ts';

/** A frame session (as test/booking-fixtures.ts makes them). */
export interface FrameSession {
  sid: string;
  token: string;
  remoteAddress?: string;
}

/** Posts JSON from the frame session with X-CSRF. */
export function framePost(app: FastifyInstance, s: FrameSession, url: string, payload: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST', url, cookies: { sid: s.sid }, remoteAddress: s.remoteAddress,
    headers: { 'content-type': 'application/json', 'x-csrf': s.token }, payload: JSON.stringify(payload),
  });
}

/** An opened pop-up: the provider URL it was redirected to and its transaction cookie. */
export interface OpenedPopup {
  providerUrl: URL;
  cookie: string;
}

/**
 * Steps 2-3: POST start from the frame session, then the pop-up's first page.
 * @throws when start does not answer a pop-up URL or the redirect is not a 302 with the cookie
 */
export async function openSsoPopup(app: FastifyInstance, s: FrameSession, email: string): Promise<OpenedPopup> {
  const started = SsoStartReplySchema.parse((await framePost(app, s, SSO_START_PATH, { email })).json());
  if (started.status !== 0) throw new Error(`start refused: ${started.message}`);
  const popup = new URL(started.popupUrl);
  const r = await app.inject({ method: 'GET', url: `${popup.pathname}${popup.search}`, remoteAddress: s.remoteAddress });
  if (r.statusCode !== 302) throw new Error(`pop-up redirect answered ${r.statusCode}: ${r.body.slice(0, 200)}`);
  const cookie = new RegExp(`${SSO_TRANSACTION_COOKIE}=([^;]+)`).exec(String(r.headers['set-cookie']))?.[1];
  if (!cookie) throw new Error('no pop-up cookie');
  return { providerUrl: new URL(String(r.headers.location)), cookie };
}

/** The AuthnRequest a SAML pop-up carries: its ID and RelayState (from the HTTP-Redirect URL). */
export function authnRequestOf(providerUrl: URL): { requestId: string; relayState: string; acsUrl: string; issuer: string } {
  const xml = inflateRawSync(Buffer.from(providerUrl.searchParams.get('SAMLRequest') ?? '', 'base64')).toString('utf8');
  return {
    requestId: /\sID="([^"]+)"/.exec(xml)?.[1] ?? '',
    relayState: providerUrl.searchParams.get('RelayState') ?? '',
    acsUrl: /AssertionConsumerServiceURL="([^"]+)"/.exec(xml)?.[1] ?? '',
    issuer: /<saml:Issuer[^>]*>([^<]+)</.exec(xml)?.[1] ?? '',
  };
}

/**
 * Signs in at the local SAML IdP as the browser would: its sign-in page, then the person's button.
 * @returns the form the IdP's page auto-submits to the product's ACS
 */
export async function signInAtSamlIdp(providerUrl: URL, email: string, opts: { mfa?: boolean; cancel?: boolean } = {}): Promise<{ action: string; SAMLResponse: string; RelayState: string }> {
  const page = await fetch(providerUrl);
  const body = await page.text();
  if (page.status !== 200) throw new Error(`IdP sign-in page answered ${page.status}: ${body.slice(0, 200)}`);
  const uid = /name="uid" value="([^"]+)"/.exec(body)?.[1] ?? '';
  const form = new URLSearchParams({ uid, email, ...(opts.mfa === false ? {} : { mfa: '1' }), ...(opts.cancel ? { cancel: '1' } : {}) });
  const posted = await fetch(new URL(LOCAL_SAML_PATHS.login, providerUrl), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
  const auto = await posted.text();
  if (posted.status !== 200) throw new Error(`IdP sign-in answered ${posted.status}: ${auto.slice(0, 200)}`);
  const unescape = (v: string) => v.replaceAll('&quot;', '"').replaceAll('&apos;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
  return {
    action: unescape(/<form method="post" action="([^"]+)"/.exec(auto)?.[1] ?? ''),
    SAMLResponse: /name="SAMLResponse" value="([^"]+)"/.exec(auto)?.[1] ?? '',
    RelayState: unescape(/name="RelayState" value="([^"]+)"/.exec(auto)?.[1] ?? ''),
  };
}

/** Posts a SAMLResponse (XML, or base64 when `encoded`) to the ACS with the pop-up's cookie. */
export function postToAcs(app: FastifyInstance, popup: Pick<OpenedPopup, 'cookie'> | null, form: { SAMLResponse: string; RelayState?: string }, encoded = true): Promise<LightMyRequestResponse> {
  const SAMLResponse = encoded ? form.SAMLResponse : Buffer.from(form.SAMLResponse, 'utf8').toString('base64');
  return app.inject({
    method: 'POST', url: SSO_SAML_ACS_PATH, headers: { 'content-type': 'application/x-www-form-urlencoded' },
    ...(popup ? { cookies: { [SSO_TRANSACTION_COOKIE]: popup.cookie } } : {}),
    payload: new URLSearchParams({ SAMLResponse, ...(form.RelayState !== undefined ? { RelayState: form.RelayState } : {}) }).toString(),
  });
}

/** The message the hand-off page posts to the frame. @throws when the page holds none */
export function handoffMessageOf(r: LightMyRequestResponse): SocialHandoffMessage {
  const json = /<script type="application\/json" id="handoff">([\s\S]*?)<\/script>/.exec(r.body)?.[1];
  if (!json) throw new Error(`no hand-off message (${r.statusCode}): ${r.body.slice(0, 200)}`);
  return SocialHandoffMessageSchema.parse(JSON.parse(json.replace(/\\u003c/g, '<')));
}

/** Step 5: the frame exchanges the code. */
export async function exchangeCode(app: FastifyInstance, s: FrameSession, code: string, extra: Record<string, unknown> = {}): Promise<{ reply: SsoVerifyReply; session: FrameSession | null }> {
  const r = await framePost(app, s, SSO_EXCHANGE_PATH, { code, ...extra });
  if (r.statusCode !== 200) throw new Error(`exchange answered ${r.statusCode}: ${r.body}`);
  const reply = SsoVerifyReplySchema.parse(r.json());
  if (reply.status !== 0) return { reply, session: null };
  const sid = /sid=([^;]+)/.exec(String(r.headers['set-cookie']))?.[1];
  if (!sid) throw new Error('no sid cookie after a signed-in exchange');
  return { reply, session: { sid, token: reply.formtoken, ...(s.remoteAddress ? { remoteAddress: s.remoteAddress } : {}) } };
}

/**
 * Signs in at the local OpenID provider's Acme SSO page (following its redirects with a cookie jar) and returns the URL
 * it finally sends the browser to (the product's callback with code and state, or an error).
 * @param mutate changes the authorization URL before the browser opens it (tests forge a nonce)
 */
export async function signInAtOidcProvider(authorizationUrl: URL, email: string, opts: { mfa?: boolean; mutate?: (url: URL) => void } = {}): Promise<URL> {
  const url = new URL(authorizationUrl);
  opts.mutate?.(url);
  return signInAtProvider(url.toString(), email, 'login', new Map(), opts.mfa === false ? {} : { mfa: '1' });
}
