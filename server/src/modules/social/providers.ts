/**
 * The identity providers behind Google, Apple and Naver sign-in (account-business-header-and-trips §7), through
 * openid-client 6 and jose:
 * - Google and Apple are OpenID Connect: discovered once per process from `{issuer}/.well-known/openid-configuration`
 *   (a failed discovery is retried on the next call); authorization code + PKCE (S256) + state + nonce; the ID token
 *   of the code exchange is checked by openid-client (signature from the issuer's JWKS, issuer, audience, expiry,
 *   nonce). One Tap / Apple JS ID tokens are checked with jose against the same JWKS (issuer, audience = our client
 *   id, expiry, signature).
 * - Naver is OAuth 2.0 without discovery: configured endpoints, authorization code + PKCE + state, then the user-info
 *   endpoint with the access token (Naver's `{ response: { id, email, name } }` or an OpenID `{ sub, email, name }`).
 *   An access token handed to POST /k/run/naverauth/login is accepted only when a configured introspection endpoint
 *   says it was issued to our client (Naver has none, so there that call refuses tokens; the pop-up is unaffected).
 * Plain-http issuers (the local provider) are allowed only for `http://localhost`/`127.0.0.1`.
 */
import * as client from 'openid-client';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { ACCOUNT_NAME_MAX_LENGTH, DisplayTextSchema, type SocialProviderName } from '@travel/contract';
import type { SocialConfig } from './config.ts';

/** A verified external identity. */
export interface VerifiedIdentity {
  provider: SocialProviderName;
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** Why a provider is not usable (the §5/§8 errors). */
export type ProviderUnavailable = 'SERVICE_DISABLED' | 'MISSING_CLIENT_ID_OR_SCOPE' | 'MISSING_APPLE_AUTH';

/** A provider check failed (bad token, wrong audience, unreachable issuer); `message` is for logs only (no token). */
export class IdentityError extends Error {
  override name = 'IdentityError';
}

function isLoopback(url: string): boolean {
  const u = new URL(url);
  return u.protocol === 'http:' && (u.hostname === 'localhost' || u.hostname === '127.0.0.1');
}

export interface Providers {
  /** null when usable, else the reason (§5/§8). */
  unavailable(provider: SocialProviderName): ProviderUnavailable | null;
  /**
   * The authorization URL for a pop-up (PKCE S256 challenge of `verifier`; `nonce` for OpenID providers); `chooseAccount`
   * asks the provider to let the person choose the account (adding another account, issue #22).
   */
  authorizationUrl(provider: SocialProviderName, p: { redirectUri: string; state: string; nonce: string; verifier: string; chooseAccount?: boolean }): Promise<URL>;
  /**
   * Exchanges the callback's code (checks state, PKCE, and for OpenID providers the ID token and its nonce).
   * @returns the identity and, for OpenID providers, the raw ID token
   * @throws IdentityError
   */
  exchangeCode(provider: SocialProviderName, currentUrl: URL, p: { state: string; nonce: string; verifier: string }): Promise<{ identity: VerifiedIdentity; idToken: string | null }>;
  /** Verifies an ID token (One Tap credential, Apple JS). @returns the identity and its nonce claim. @throws IdentityError */
  verifyIdToken(provider: 'google' | 'apple', idToken: string): Promise<{ identity: VerifiedIdentity; nonce: string | null }>;
  /** The identity of an access token (Google: introspection or tokeninfo when offered, then user info; Naver: user info). @throws IdentityError */
  identityOfAccessToken(provider: 'google' | 'naver', accessToken: string): Promise<VerifiedIdentity>;
}

/** Creates the providers of a social configuration. */
export function createProviders(config: SocialConfig): Providers {
  const configs = new Map<SocialProviderName, Promise<client.Configuration>>();
  const jwks = new Map<string, JWTVerifyGetKey>();

  function configurationOf(provider: SocialProviderName): Promise<client.Configuration> {
    let cached = configs.get(provider);
    if (!cached) {
      cached = build(provider);
      configs.set(provider, cached);
      cached.catch(() => configs.delete(provider));
    }
    return cached;
  }

  async function build(provider: SocialProviderName): Promise<client.Configuration> {
    if (provider === 'naver') {
      const n = config.naver;
      const server: client.ServerMetadata = {
        issuer: n.issuer,
        authorization_endpoint: n.authorizationUrl,
        token_endpoint: n.tokenUrl,
        userinfo_endpoint: n.userinfoUrl,
        ...(n.introspectionUrl ? { introspection_endpoint: n.introspectionUrl } : {}),
      };
      const c = new client.Configuration(server, n.clientId, n.clientSecret, client.ClientSecretPost(n.clientSecret));
      if (isLoopback(n.tokenUrl)) client.allowInsecureRequests(c);
      return c;
    }
    const p = config[provider];
    const options = isLoopback(p.issuer) ? { execute: [client.allowInsecureRequests] } : {};
    try {
      return await client.discovery(new URL(p.issuer), p.clientId, p.clientSecret, client.ClientSecretPost(p.clientSecret), options);
    } catch (error) {
      throw new IdentityError(`discovery of ${provider} issuer failed: ${(error as Error).message}`);
    }
  }

  function identityOfClaims(provider: SocialProviderName, issuer: string, claims: Record<string, unknown>): VerifiedIdentity {
    const subject = typeof claims.sub === 'string' ? claims.sub : '';
    if (!subject) throw new IdentityError('no subject');
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
    const verified = claims.email_verified === true || claims.email_verified === 'true';
    // The provider's name becomes the account name other accounts see: display text only (issue #22), else none.
    const shown = DisplayTextSchema.min(1).max(ACCOUNT_NAME_MAX_LENGTH).safeParse(claims.name);
    const name = shown.success ? shown.data : null;
    return { provider, issuer, subject, email, emailVerified: email !== null && verified, name };
  }

  async function naverUserInfo(c: client.Configuration, accessToken: string): Promise<VerifiedIdentity> {
    const res = await client.fetchProtectedResource(c, accessToken, new URL(config.naver.userinfoUrl), 'GET');
    if (!res.ok) throw new IdentityError(`naver user info answered ${res.status}`);
    const body = (await res.json()) as Record<string, unknown>;
    const r = (typeof body.response === 'object' && body.response !== null ? body.response : body) as Record<string, unknown>;
    const sub = typeof r.id === 'string' ? r.id : r.sub;
    // Naver verifies the email of every account it reports; the local provider says so explicitly.
    return identityOfClaims('naver', config.naver.issuer, { ...r, sub, email_verified: r.email_verified ?? true });
  }

  return {
    unavailable(provider) {
      if (provider === 'apple') {
        if (!config.apple.enabled) return 'SERVICE_DISABLED';
        return config.apple.clientId && config.apple.clientSecret && config.apple.issuer ? null : 'MISSING_APPLE_AUTH';
      }
      if (provider === 'google') {
        if (!config.google.enabled) return 'SERVICE_DISABLED';
        return config.google.clientId && config.google.scope ? null : 'MISSING_CLIENT_ID_OR_SCOPE';
      }
      if (!config.naver.enabled) return 'SERVICE_DISABLED';
      return config.naver.clientId ? null : 'MISSING_CLIENT_ID_OR_SCOPE';
    },

    async authorizationUrl(provider, p) {
      const c = await configurationOf(provider);
      const scope = provider === 'naver' ? config.naver.scope : config[provider].scope;
      const params: Record<string, string> = {
        redirect_uri: p.redirectUri,
        response_type: 'code',
        state: p.state,
        code_challenge: await client.calculatePKCECodeChallenge(p.verifier),
        code_challenge_method: 'S256',
      };
      if (scope) params.scope = scope;
      if (provider !== 'naver') params.nonce = p.nonce;
      // Adding another account (issue #22): OpenID Connect's `prompt=select_account` (Google shows its account chooser
      // instead of answering with the account it remembers; the local provider shows its sign-in page); Naver's own
      // `auth_type=reauthenticate` asks for the sign-in again.
      if (p.chooseAccount) {
        if (provider === 'naver') params.auth_type = 'reauthenticate';
        else params.prompt = 'select_account';
      }
      return client.buildAuthorizationUrl(c, params);
    },

    async exchangeCode(provider, currentUrl, p) {
      const c = await configurationOf(provider);
      try {
        if (provider === 'naver') {
          const tokens = await client.authorizationCodeGrant(c, currentUrl, { pkceCodeVerifier: p.verifier, expectedState: p.state });
          return { identity: await naverUserInfo(c, tokens.access_token), idToken: null };
        }
        const tokens = await client.authorizationCodeGrant(c, currentUrl, {
          pkceCodeVerifier: p.verifier, expectedState: p.state, expectedNonce: p.nonce, idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims || !tokens.id_token) throw new IdentityError('no ID token');
        return { identity: identityOfClaims(provider, c.serverMetadata().issuer, claims), idToken: tokens.id_token };
      } catch (error) {
        if (error instanceof IdentityError) throw error;
        throw new IdentityError(`code exchange failed: ${(error as Error).message}`);
      }
    },

    async verifyIdToken(provider, idToken) {
      const c = await configurationOf(provider);
      const meta = c.serverMetadata();
      if (!meta.jwks_uri) throw new IdentityError('issuer has no jwks_uri');
      let keys = jwks.get(meta.jwks_uri);
      if (!keys) {
        keys = createRemoteJWKSet(new URL(meta.jwks_uri));
        jwks.set(meta.jwks_uri, keys);
      }
      try {
        const { payload } = await jwtVerify(idToken, keys, {
          issuer: meta.issuer,
          audience: config[provider].clientId,
          requiredClaims: ['sub', 'exp', 'iat'],
          algorithms: ['RS256', 'ES256', 'PS256', 'EdDSA'],
          clockTolerance: 30,
        });
        return { identity: identityOfClaims(provider, meta.issuer, payload), nonce: typeof payload.nonce === 'string' ? payload.nonce : null };
      } catch (error) {
        throw new IdentityError(`ID token refused: ${(error as Error).message}`);
      }
    },

    async identityOfAccessToken(provider, accessToken) {
      const c = await configurationOf(provider);
      try {
        if (provider === 'naver') {
          // The token must have been issued to our client (else another site's Naver token could sign in here).
          if (!config.naver.introspectionUrl) throw new IdentityError('naver access tokens cannot be checked: no NAVER_INTROSPECTION_URL');
          const info = await client.tokenIntrospection(c, accessToken);
          if (!info.active || info.client_id !== config.naver.clientId) throw new IdentityError('access token not issued to this client');
          return await naverUserInfo(c, accessToken);
        }
        const meta = c.serverMetadata();
        // The token must have been issued to our client (else another site's token could sign in here).
        if (meta.introspection_endpoint) {
          const info = await client.tokenIntrospection(c, accessToken);
          if (!info.active || info.client_id !== config.google.clientId) throw new IdentityError('access token not issued to this client');
        } else if (meta.issuer === 'https://accounts.google.com') {
          const res = await fetch(`https://oauth2.googleapis.com/tokeninfo?access_token=${encodeURIComponent(accessToken)}`);
          const info = (await res.json()) as { aud?: string; azp?: string };
          if (!res.ok || (info.aud !== config.google.clientId && info.azp !== config.google.clientId)) throw new IdentityError('access token not issued to this client');
        } else {
          throw new IdentityError('cannot check the access token audience with this issuer');
        }
        const info = await client.fetchUserInfo(c, accessToken, client.skipSubjectCheck);
        return identityOfClaims('google', meta.issuer, info);
      } catch (error) {
        if (error instanceof IdentityError) throw error;
        throw new IdentityError(`access token refused: ${(error as Error).message}`);
      }
    },
  };
}
