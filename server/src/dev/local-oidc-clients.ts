/**
 * The local OpenID provider's demo clients and users (local-oidc-provider.ts). A separate file so the server's
 * configuration (modules/social/config.ts) can default to these clients without loading oidc-provider itself, which
 * only `npm start` (scripts/start.ts) and the tests run.
 */

/** A demo user of the local provider (subject, verified email, names). */
export interface LocalOidcUser {
  sub: string;
  email: string;
  name: string;
  givenName: string;
  familyName: string;
}

/** The demo users every local client can sign in as. */
export const LOCAL_OIDC_USERS: readonly LocalOidcUser[] = [
  { sub: 'demo-ana', email: 'ana.demo@example.test', name: 'Ana Demo', givenName: 'Ana', familyName: 'Demo' },
  { sub: 'demo-ben', email: 'ben.demo@example.test', name: 'Ben Demo', givenName: 'Ben', familyName: 'Demo' },
  { sub: 'demo-cleo', email: 'cleo.demo@example.test', name: 'Cleo Demo', givenName: 'Cleo', familyName: 'Demo' },
];

/** Client ids and secrets of the local provider (not secrets: development only; the product's defaults). */
export const LOCAL_OIDC_CLIENTS = {
  google: { clientId: 'local-google', clientSecret: 'local-google-secret' },
  apple: { clientId: 'local-apple', clientSecret: 'local-apple-secret' },
  naver: { clientId: 'local-naver', clientSecret: 'local-naver-secret' },
} as const;

