/**
 * The OpenID Connect relying party of company SSO (issue #27), through openid-client 6 (as the social sign-in,
 * modules/social/providers.ts): discovery from `{issuer}/.well-known/openid-configuration`, authorization code + PKCE
 * (S256) + state + nonce. openid-client checks the callback's state, the RFC 9207 `iss` parameter when the provider
 * sends one (a mix-up with another issuer is refused), the code exchange with the PKCE verifier, and the ID token
 * (signature from the issuer's JWKS, issuer, audience = the client id, expiry, nonce).
 *
 * Multi-factor: the ID token's `amr` (RFC 8176) holds one of {@link OIDC_MFA_AMR} (`mfa`, or a second-factor method:
 * one-time password, hardware key, smart card, SMS/phone, biometrics), or its `acr` is a multi-factor class
 * ({@link OIDC_MFA_ACR}).
 *
 * Discovered configurations are cached per process, per configuration id and update time (an edited configuration is
 * discovered afresh); a failed discovery is not cached. Plain-http issuers are allowed for localhost / 127.0.0.1 only
 * (the offline provider).
 */
import * as client from 'openid-client';
import { ACCOUNT_NAME_MAX_LENGTH, DisplayTextSchema } from '@travel/contract';

/** `amr` values (RFC 8176) read as multi-factor. */
export const OIDC_MFA_AMR: readonly string[] = ['mfa', 'otp', 'hwk', 'sc', 'sms', 'tel', 'fpt', 'face', 'iris', 'retina', 'vbm'];
/** `acr` values read as multi-factor (the REFEDS MFA profile, the OpenID PAPE multi-factor policies). */
export const OIDC_MFA_ACR: readonly string[] = [
  'https://refeds.org/profile/mfa',
  'http://schemas.openid.net/pape/policies/2007/06/multi-factor',
  'http://schemas.openid.net/pape/policies/2007/06/multi-factor-physical',
];
/** The scopes always asked for. */
export const OIDC_BASE_SCOPES = ['openid', 'email', 'profile'] as const;

/** A discovery or a code exchange failed; `message` is for logs (and, for discovery, for the admin). */
export class OidcError extends Error {
  override name = 'OidcError';
}

/** What the RP needs of one configuration. */
export interface OidcSettings {
  /** Cache key: the configuration id and its update time. */
  key: string;
  issuer: string;
  clientId: string;
  /** null: a public client (PKCE only, `none` authentication). */
  clientSecret: string | null;
  scopes: readonly string[];
}

/** A verified OpenID identity. */
export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  mfa: boolean;
  /** Every claim of the ID token (attribute mappings read from it). */
  claims: Record<string, unknown>;
}

function isLoopback(url: string): boolean {
  const u = new URL(url);
  return u.protocol === 'http:' && (u.hostname === 'localhost' || u.hostname === '127.0.0.1');
}

/** Whether claims assert multi-factor (see the module docstring). Pure. */
export function claimsAssertMfa(claims: Record<string, unknown>): boolean {
  const amr = Array.isArray(claims.amr) ? claims.amr.filter((v): v is string => typeof v === 'string') : [];
  if (amr.some((v) => OIDC_MFA_AMR.includes(v))) return true;
  return typeof claims.acr === 'string' && OIDC_MFA_ACR.includes(claims.acr);
}

export interface OidcRp {
  /**
   * Discovers the issuer (cached). @throws OidcError with a message for the admin when it does not answer OpenID
   * discovery or answers another issuer
   */
  discover(s: OidcSettings): Promise<client.Configuration>;
  /** The authorization URL of a sign-in (PKCE challenge of `verifier`). */
  authorizationUrl(s: OidcSettings, p: { redirectUri: string; state: string; nonce: string; verifier: string }): Promise<URL>;
  /** Exchanges the callback's code and verifies the ID token. @throws OidcError */
  exchangeCode(s: OidcSettings, currentUrl: URL, p: { state: string; nonce: string; verifier: string }): Promise<OidcIdentity>;
}

/** Creates the relying party (one per process; its discovery cache is in memory). */
export function createOidcRp(): OidcRp {
  const cache = new Map<string, Promise<client.Configuration>>();

  async function build(s: OidcSettings): Promise<client.Configuration> {
    const auth = s.clientSecret ? client.ClientSecretPost(s.clientSecret) : client.None();
    const options = isLoopback(s.issuer) ? { execute: [client.allowInsecureRequests] } : {};
    try {
      return await client.discovery(new URL(s.issuer), s.clientId, s.clientSecret ?? undefined, auth, { ...options, timeout: 10 });
    } catch (error) {
      throw new OidcError(`The issuer ${s.issuer} does not answer OpenID Connect discovery (${s.issuer.replace(/\/$/, '')}/.well-known/openid-configuration): ${(error as Error).message}`);
    }
  }

  function discover(s: OidcSettings): Promise<client.Configuration> {
    let cached = cache.get(s.key);
    if (!cached) {
      cached = build(s);
      cache.set(s.key, cached);
      cached.catch(() => cache.delete(s.key));
    }
    return cached;
  }

  const scopeOf = (s: OidcSettings) => [...new Set([...OIDC_BASE_SCOPES, ...s.scopes])].join(' ');

  return {
    discover,

    async authorizationUrl(s, p) {
      const c = await discover(s);
      return client.buildAuthorizationUrl(c, {
        redirect_uri: p.redirectUri, response_type: 'code', scope: scopeOf(s), state: p.state, nonce: p.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(p.verifier), code_challenge_method: 'S256',
      });
    },

    async exchangeCode(s, currentUrl, p) {
      const c = await discover(s);
      try {
        const tokens = await client.authorizationCodeGrant(c, currentUrl, {
          pkceCodeVerifier: p.verifier, expectedState: p.state, expectedNonce: p.nonce, idTokenExpected: true,
        });
        const claims = tokens.claims() as Record<string, unknown> | undefined;
        if (!claims) throw new OidcError('no ID token');
        const subject = typeof claims.sub === 'string' ? claims.sub : '';
        if (!subject) throw new OidcError('ID token without subject');
        const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
        const shown = DisplayTextSchema.min(1).max(ACCOUNT_NAME_MAX_LENGTH).safeParse(claims.name);
        return {
          issuer: c.serverMetadata().issuer, subject, email,
          // A company's own provider vouches for its domain's emails; `email_verified: false` is still refused.
          emailVerified: email !== null && claims.email_verified !== false && claims.email_verified !== 'false',
          name: shown.success ? shown.data : null, mfa: claimsAssertMfa(claims), claims,
        };
      } catch (error) {
        if (error instanceof OidcError) throw error;
        throw new OidcError(`code exchange refused: ${(error as Error).message}`);
      }
    },
  };
}
