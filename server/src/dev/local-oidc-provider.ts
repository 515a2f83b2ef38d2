/**
 * The local OpenID provider `npm start` runs (issue #9 "Google, Apple and Naver"; account-business-header-and-trips
 * §2, §7): panva's oidc-provider on its own port, the default issuer of the Google-, Apple- and Naver-like clients,
 * so every social sign-in flow (pop-up authorization code + PKCE, One Tap ID token, Naver access token) works offline.
 * Production points GOOGLE_ISSUER, APPLE_ISSUER and NAVER_* at the real providers instead (server/src/config.ts).
 *
 * - Clients (confidential, `client_secret_post`, authorization code, PKCE S256, pairwise subjects `{user}.{client}`): {@link LOCAL_OIDC_CLIENTS}; their
 *   redirect URI is the product's `/k/run/social/callback` for every product origin given.
 * - Demo users: {@link LOCAL_OIDC_USERS} (verified emails). The sign-in page at `/interaction/{uid}` lists them as
 *   buttons ("Sign in as Ana Demo") and takes a typed demo email; consent is implied (first-party demo clients).
 * - State (sessions, codes, tokens, the signing key, cookie keys) lives in this process's memory (oidc-provider's
 *   memory adapter): restarting it signs every demo user out of the provider and invalidates unused codes. Several
 *   product processes may share one provider (its issuer URL is all they need); it is a development tool, never a
 *   production identity provider.
 *
 * - Company SSO (issue #27): the client {@link LOCAL_OIDC_SSO_CLIENT} of the demo company's OpenID Connect configuration
 *   (public subjects; redirect URI `/k/run/sso/oidc/callback`; extra scope `acme` with the `role`, `department` and
 *   `amr` claims) signs in the demo company's people ({@link LOCAL_OIDC_SSO_USERS}); its sign-in page has a "Use
 *   multi-factor" choice (on by default) that puts `amr: ["pwd", "otp", "mfa"]` in the ID token (else `["pwd"]`).
 *   The same server answers the local SAML IdP under `/saml/` (./local-saml-idp.ts, {@link LocalOidcProvider.saml}).
 *
 * Works on Node 20 (oidc-provider 9 prints an engine warning at install time only).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import { randomBytes } from 'node:crypto';
import Provider, { interactionPolicy, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { LOCAL_OIDC_CLIENTS, LOCAL_OIDC_USERS } from './local-oidc-clients.ts';
import { createLocalSamlIdp, type LocalSamlIdp } from './local-saml-idp.ts';
import { LOCAL_OIDC_SSO_CLIENT, LOCAL_OIDC_SSO_USERS } from './local-sso-users.ts';

export { LOCAL_OIDC_CLIENTS, LOCAL_OIDC_USERS, type LocalOidcUser } from './local-oidc-clients.ts';
export { LOCAL_OIDC_SSO_CLIENT, LOCAL_OIDC_SSO_USERS } from './local-sso-users.ts';

/** The product's OAuth callback path (server/src/modules/social); registered for every product origin. */
export const SOCIAL_CALLBACK_PATH = '/k/run/social/callback';
/** The inbox sync's mailbox pop-up callback (server/src/modules/inbox-sync, issue #26); registered for every product origin. */
export const INBOX_GMAIL_CALLBACK_PATH = '/k/run/inbox/requests/gmail/callback';
/** Company SSO's OpenID Connect redirect URI (server/src/modules/sso, issue #27); registered for every product origin. */
export const SSO_OIDC_CALLBACK_PATH = '/k/run/sso/oidc/callback';
/** The scope of the demo company's SSO client that adds its `role` and `department` claims (JIT mappings). */
export const ACME_SSO_SCOPE = 'acme';
/**
 * Google's read-only Gmail scope (https://developers.google.com/gmail/api/auth/scopes): the local provider grants it
 * like Google's consent screen would, so the inbox sync's mailbox pop-up works offline (issue #26).
 */
export const GMAIL_READONLY_SCOPE = 'https://www.googleapis.com/auth/gmail.readonly';

export interface LocalOidcProviderOptions {
  /** Port to listen on (0: any free port). */
  port: number;
  /** Host name in the issuer URL (default `localhost`, the product's site, so the pop-up stays same-site). */
  hostname?: string;
  /** Product origins whose callback the clients accept (e.g. `http://localhost:8080`). */
  productOrigins: readonly string[];
}

export interface LocalOidcProvider {
  /** The issuer URL, e.g. `http://localhost:8081` (no trailing slash). */
  issuer: string;
  /** Signs a token with the provider's key (tests: ID tokens with a chosen audience or expiry). */
  signingKey: CryptoKey;
  /** The provider's signing key id. */
  kid: string;
  /** The local SAML IdP answering under `/saml/` on the same server (issue #27). */
  saml: LocalSamlIdp;
  close(): Promise<void>;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The demo company's SSO sign-in page: its people as buttons of one form, and the "Use multi-factor" choice. */
function ssoLoginPage(uid: string, error?: string): string {
  const buttons = LOCAL_OIDC_SSO_USERS.map(
    (u) => `<li><button type="submit" name="email" value="${escapeHtml(u.email)}">Sign in as ${escapeHtml(u.name)}</button> <small>${escapeHtml(u.email)}</small></li>`,
  ).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Local sign-in (Acme SSO)</title>
<style>body{font:16px system-ui,sans-serif;margin:1.5rem;max-width:26rem}li{margin:.5rem 0;list-style:none}ul{padding:0}button{font:inherit;padding:.4rem .8rem}</style></head>
<body><h1>Local sign-in</h1><p>Development identity provider of <strong>Acme Corporation</strong> (OpenID Connect). Pick a person.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${uid}/login"><p><label><input type="checkbox" name="mfa" value="1" checked> Use multi-factor</label></p><ul>${buttons}</ul></form>
<form method="post" action="/interaction/${uid}/abort"><button type="submit">Cancel</button></form>
</body></html>`;
}

function loginPage(uid: string, clientName: string, error?: string): string {
  const users = LOCAL_OIDC_USERS.map(
    (u) => `<li><form method="post" action="/interaction/${uid}/login"><input type="hidden" name="email" value="${escapeHtml(u.email)}">` +
      `<button type="submit">Sign in as ${escapeHtml(u.name)}</button> <small>${escapeHtml(u.email)}</small></form></li>`,
  ).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Local sign-in (${escapeHtml(clientName)})</title>
<style>body{font:16px system-ui,sans-serif;margin:1.5rem;max-width:26rem}li{margin:.5rem 0;list-style:none}ul{padding:0}button{font:inherit;padding:.4rem .8rem}</style></head>
<body><h1>Local sign-in</h1><p>Development identity provider for <strong>${escapeHtml(clientName)}</strong>. Pick a demo user or type a demo email.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<ul>${users}</ul>
<form method="post" action="/interaction/${uid}/login"><label>Demo email <input name="email" type="email" autocomplete="off" required></label> <button type="submit">Sign in</button></form>
<form method="post" action="/interaction/${uid}/abort"><button type="submit">Cancel</button></form>
</body></html>`;
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > 10_000) break;
  }
  return new URLSearchParams(body);
}

/**
 * Starts the local provider.
 * @returns its issuer and `close()`; rejects when the port is taken (the caller names the setting)
 */
export async function startLocalOidcProvider(opts: LocalOidcProviderOptions): Promise<LocalOidcProvider> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomBytes(8).toString('hex');
  const jwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  void publicKey;
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.hostname === undefined || opts.hostname === 'localhost' ? 'localhost' : opts.hostname, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://${opts.hostname ?? 'localhost'}:${port}`;
  const redirectUris = opts.productOrigins.flatMap((o) => [`${o}${SOCIAL_CALLBACK_PATH}`, `${o}${INBOX_GMAIL_CALLBACK_PATH}`]);
  const byEmail = new Map(LOCAL_OIDC_USERS.map((u) => [u.email, u]));
  const bySub = new Map(LOCAL_OIDC_USERS.map((u) => [u.sub, u]));
  // The demo company's SSO people sign in only through its own client (and social clients only their demo users).
  const ssoByEmail = new Map(LOCAL_OIDC_SSO_USERS.map((u) => [u.email, u]));
  const ssoBySub = new Map(LOCAL_OIDC_SSO_USERS.map((u) => [u.sub, u]));
  const saml = await createLocalSamlIdp({ origin: issuer, productOrigins: opts.productOrigins });

  const configuration: Configuration = {
    clients: Object.values(LOCAL_OIDC_CLIENTS).map((c): Record<string, unknown> => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: redirectUris,
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_post',
      introspection_endpoint_auth_method: 'client_secret_post',
      // Each client sees its own subject for a user (as Google and Apple do), so one demo user's Google and Apple
      // identities are two identities the product can link to one account.
      subject_type: 'pairwise',
    })).concat([{
      // The demo company's SSO client (issue #27): public subjects, as a company directory's ids are.
      client_id: LOCAL_OIDC_SSO_CLIENT.clientId,
      client_secret: LOCAL_OIDC_SSO_CLIENT.clientSecret,
      redirect_uris: opts.productOrigins.map((o) => `${o}${SSO_OIDC_CALLBACK_PATH}`),
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_post',
      introspection_endpoint_auth_method: 'client_secret_post',
      subject_type: 'public',
    }]),
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'], [ACME_SSO_SCOPE]: ['role', 'department', 'amr'] },
    scopes: ['openid', 'email', 'profile', GMAIL_READONLY_SCOPE, ACME_SSO_SCOPE],
    subjectTypes: ['public', 'pairwise'],
    pairwiseIdentifier: async (_ctx: unknown, accountId: string, client: { clientId: string }) => `${accountId}.${client.clientId}`,
    features: {
      devInteractions: { enabled: false },
      introspection: {
        enabled: true,
        // A client may introspect only its own tokens (the product checks that an access token was issued to it).
        allowedPolicy: async (_ctx: unknown, client: { clientId: string }, token: { clientId?: string }) => token.clientId === client.clientId,
      },
      userinfo: { enabled: true },
    },
    // Email and name in the ID token itself, as Google and Apple do.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}`, policy: selectAccountPolicy() },
    // First-party demo clients: consent is implied, so the only prompt is the sign-in page.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const oidc = ctx.oidc;
      const session = oidc.session;
      if (!oidc.client || !session?.accountId) return undefined;
      const existing = oidc.result?.consent?.grantId ?? session.grantIdFor(oidc.client.clientId);
      // The scopes asked for are granted (the Gmail scope too, for the inbox sync's pop-up): consent is implied.
      const asked = String(oidc.params?.scope ?? '').split(' ').filter((s) => ['openid', 'email', 'profile', GMAIL_READONLY_SCOPE, ACME_SSO_SCOPE].includes(s));
      const found = existing ? await oidc.provider.Grant.find(existing) : undefined;
      if (found && asked.every((s) => (found.getOIDCScope() ?? '').split(' ').includes(s))) return found;
      const grant = found ?? new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId: session.accountId });
      grant.addOIDCScope(['openid email profile', ...asked].join(' '));
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx, sub) => {
      const user = bySub.get(sub) ?? ssoBySub.get(sub);
      if (!user) return undefined;
      const company = ssoBySub.get(sub);
      return {
        accountId: sub,
        claims: async () => ({
          sub, email: user.email, email_verified: true, name: user.name, given_name: user.givenName, family_name: user.familyName,
          ...(company ? { role: company.role, department: company.department } : {}),
        }),
      };
    },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error</title></head><body><h1>Sign-in error</h1><p>${escapeHtml(String(out.error))}: ${escapeHtml(String(out.error_description ?? ''))}</p></body></html>`;
    },
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();

  server.on('request', (req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', issuer);
      if (url.pathname.startsWith('/saml/')) {
        await saml.handle(req, res).catch(() => {
          res.statusCode = 500;
          res.end();
        });
        return;
      }
      const m = /^\/interaction\/([A-Za-z0-9_-]+)(\/login|\/abort)?$/.exec(url.pathname);
      if (!m) {
        callback(req, res);
        return;
      }
      try {
        const details = await provider.interactionDetails(req, res);
        const uid = m[1] ?? '';
        const clientName = String(details.params.client_id ?? 'client');
        const forCompany = clientName === LOCAL_OIDC_SSO_CLIENT.clientId;
        res.setHeader('Cache-Control', 'no-store');
        if (req.method === 'GET' && !m[2]) {
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(forCompany ? ssoLoginPage(uid) : loginPage(uid, clientName));
          return;
        }
        if (req.method === 'POST' && m[2] === '/abort') {
          await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The user cancelled the sign-in' }, { mergeWithLastSubmission: false });
          return;
        }
        if (req.method === 'POST' && m[2] === '/login') {
          const form = await readForm(req);
          const email = form.get('email')?.trim().toLowerCase() ?? '';
          const user = forCompany ? ssoByEmail.get(email) : byEmail.get(email);
          if (!user) {
            res.statusCode = 400;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(forCompany ? ssoLoginPage(uid, 'No person of Acme has this email.') : loginPage(uid, clientName, 'No demo user has this email.'));
            return;
          }
          // RFC 8176 methods: the company page's "Use multi-factor" choice adds a one-time password (issue #27).
          const amr = forCompany && form.get('mfa') === '1' ? ['pwd', 'otp', 'mfa'] : ['pwd'];
          // The sign-in page is also the account chooser (select_account): picking a user answers both.
          await provider.interactionFinished(req, res, { login: { accountId: user.sub, amr }, select_account: {} }, { mergeWithLastSubmission: false });
          return;
        }
        res.statusCode = 405;
        res.end();
      } catch {
        res.statusCode = 400;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end('This sign-in has expired. Close the window and start again.');
      }
    })();
  });

  return {
    issuer,
    signingKey: privateKey,
    kid,
    saml,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/**
 * oidc-provider's default interaction policy plus a requestable `select_account` prompt (OpenID Connect Core §3.1.2.1),
 * as Google offers it: with `prompt=select_account` (the product adding another account, issue #22) the sign-in page
 * shows even when the provider's session remembers a user, instead of answering with that user at once. Without it
 * the provider refuses the prompt value (invalid_request).
 */
function selectAccountPolicy(): ReturnType<typeof interactionPolicy.base> {
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);
  return policy;
}
