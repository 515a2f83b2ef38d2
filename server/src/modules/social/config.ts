/**
 * Social sign-in configuration (issue #9; account-business-header-and-trips §3 "Google config: enabled, clientId,
 * scope", §5 Apple rules, §8 SERVICE_DISABLED / MISSING_CLIENT_ID_OR_SCOPE). Read by server/src/config.ts from the
 * environment (documented there and in README "Social sign-in").
 *
 * Every provider defaults to the local OpenID provider `npm start` runs (server/src/dev/local-oidc-provider.ts, at
 * `http://localhost:${LOCAL_OIDC_PORT}`, default PORT+1) and its demo clients, so every flow works offline.
 * Production sets the real issuers: Google and Apple are OpenID Connect (discovered from `{issuer}/.well-known/
 * openid-configuration`); Naver is OAuth 2.0 without discovery, so its authorization, token and user-info
 * endpoints are configured one by one.
 */
import { z } from 'zod';
import { LOCAL_OIDC_CLIENTS } from '../../dev/local-oidc-clients.ts';

const OidcProviderConfigSchema = z.object({
  /** false: every call answers SERVICE_DISABLED. */
  enabled: z.boolean(),
  /** Issuer URL (OpenID discovery). */
  issuer: z.string(),
  /** Empty: Google answers MISSING_CLIENT_ID_OR_SCOPE, Apple 'Missing APPLE_AUTH properties'. */
  clientId: z.string(),
  clientSecret: z.string(),
  scope: z.string(),
});

export const SocialConfigSchema = z.object({
  /** Fills `{product}` in 'You should be logged in to Google to link it to {product}'. */
  productName: z.string().min(1),
  /** The local provider `npm start` runs: on when any provider uses it (LOCAL_OIDC=0 turns it off). */
  localProvider: z.object({ enabled: z.boolean(), port: z.number().int().min(0).max(65535), issuer: z.string() }),
  google: OidcProviderConfigSchema.extend({
    /** Server-side login mode (§5): register, link and unlink answer 'functionality not support in Server Side Login'. */
    serverSideLogin: z.boolean(),
    /** Where One Tap's ID token comes from: Google Identity Services (`gis`), the local provider's pop-up (`popup`), or nowhere. */
    oneTap: z.enum(['gis', 'popup', 'off']),
  }),
  apple: OidcProviderConfigSchema,
  naver: z.object({
    enabled: z.boolean(),
    authorizationUrl: z.string(),
    tokenUrl: z.string(),
    userinfoUrl: z.string(),
    /**
     * Token introspection (RFC 7662) that says whom an access token was issued to; '' when the provider has none (Naver
     * itself): then POST /k/run/naverauth/login refuses access tokens (it cannot tell ours from another site's).
     */
    introspectionUrl: z.string(),
    clientId: z.string(),
    clientSecret: z.string(),
    scope: z.string(),
    /** The issuer recorded with Naver identities (Naver has none; the authorization server's origin). */
    issuer: z.string(),
  }),
});
export type SocialConfig = z.infer<typeof SocialConfigSchema>;

const on = (v: string | undefined, dflt: boolean): boolean => (v === undefined ? dflt : v === '1' || v === 'true');

/**
 * Reads the social settings from the (cleaned: no empty strings) environment.
 * @param port the product's PORT (the local provider defaults to PORT+1)
 */
export function socialConfigFrom(env: Record<string, string | undefined>, port: number): SocialConfig {
  const localPort = env.LOCAL_OIDC_PORT !== undefined ? Number(env.LOCAL_OIDC_PORT) : port === 0 ? 0 : port + 1;
  const local = `http://localhost:${localPort}`;
  const googleIssuer = env.GOOGLE_ISSUER ?? local;
  const appleIssuer = env.APPLE_ISSUER ?? local;
  const naverBase = env.NAVER_AUTHORIZATION_URL === undefined ? local : undefined;
  // A default client only for the local issuer; a real issuer needs its own client (or gets the §5/§8 errors).
  const client = (issuer: string, id: string | undefined, secret: string | undefined, localClient: { clientId: string; clientSecret: string }) =>
    issuer === local ? { clientId: id ?? localClient.clientId, clientSecret: secret ?? localClient.clientSecret } : { clientId: id ?? '', clientSecret: secret ?? '' };
  const usesLocal = googleIssuer === local || appleIssuer === local || naverBase !== undefined;
  return SocialConfigSchema.parse({
    productName: env.PRODUCT_NAME ?? 'your account',
    localProvider: { enabled: on(env.LOCAL_OIDC, usesLocal), port: localPort, issuer: local },
    google: {
      enabled: on(env.GOOGLE_ENABLED, true),
      issuer: googleIssuer,
      ...client(googleIssuer, env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, LOCAL_OIDC_CLIENTS.google),
      scope: env.GOOGLE_SCOPE ?? 'openid email profile',
      serverSideLogin: on(env.GOOGLE_SERVER_SIDE_LOGIN, false),
      oneTap: (env.GOOGLE_ONE_TAP as 'gis' | 'popup' | 'off' | undefined) ?? (googleIssuer === local ? 'popup' : 'gis'),
    },
    apple: {
      enabled: on(env.APPLE_ENABLED, true),
      issuer: appleIssuer,
      ...client(appleIssuer, env.APPLE_CLIENT_ID, env.APPLE_CLIENT_SECRET, LOCAL_OIDC_CLIENTS.apple),
      scope: env.APPLE_SCOPE ?? (appleIssuer === local ? 'openid email profile' : 'openid email name'),
    },
    naver: {
      enabled: on(env.NAVER_ENABLED, true),
      authorizationUrl: env.NAVER_AUTHORIZATION_URL ?? `${local}/auth`,
      tokenUrl: env.NAVER_TOKEN_URL ?? `${naverBase ?? ''}/token`,
      userinfoUrl: env.NAVER_USERINFO_URL ?? `${naverBase ?? ''}/me`,
      introspectionUrl: env.NAVER_INTROSPECTION_URL ?? (naverBase !== undefined ? `${naverBase}/token/introspection` : ''),
      ...(naverBase !== undefined
        ? { clientId: env.NAVER_CLIENT_ID ?? LOCAL_OIDC_CLIENTS.naver.clientId, clientSecret: env.NAVER_CLIENT_SECRET ?? LOCAL_OIDC_CLIENTS.naver.clientSecret }
        : { clientId: env.NAVER_CLIENT_ID ?? '', clientSecret: env.NAVER_CLIENT_SECRET ?? '' }),
      // The local provider needs `openid` for its user-info endpoint; Naver itself takes no scope.
      scope: env.NAVER_SCOPE ?? (naverBase !== undefined ? 'openid email profile' : ''),
      issuer: new URL(env.NAVER_AUTHORIZATION_URL ?? local).origin,
    },
  });
}
