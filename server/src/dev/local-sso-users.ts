/**
 * The demo company's people at its offline identity providers (issue #27, README "Single sign-on"): who the local SAML
 * IdP (dev/local-saml-idp.ts, under `/saml/` of the local OpenID provider's server) and the local OpenID provider's
 * Acme SSO client (dev/local-oidc-provider.ts) let sign in, and the domains each covers at Acme. A separate file so the
 * server (modules/sso/demo.ts, the seed) can name them without loading the providers, which only `npm start` and the
 * tests run.
 *
 * The choice (README "Single sign-on"): SAML covers Acme's own domain `acme.example`, so the seeded Acme users sign in
 * through it; OpenID Connect covers a second Acme domain, `oidc.acme.example` (the seed adds it to Acme's email domains
 * and one member there), so a person on the demo page can try both protocols. One new person per provider has no
 * account yet: signing in creates it just in time, with the role their provider's `role` attribute/claim maps to.
 */

/** A person at a local identity provider. */
export interface LocalSsoUser {
  /** Stable subject / NameID-independent id. */
  sub: string;
  email: string;
  name: string;
  givenName: string;
  familyName: string;
  /** The `role` attribute/claim (JIT mapping: `travel-manager` -> Acme's Travel manager role). */
  role: string;
  /** The `department` attribute/claim (JIT mapping to Acme's groups of the same name). */
  department: string;
}

/** The demo company. */
export const DEMO_SSO_COMPANY_ID = 'acme';
/** The domain the SAML configuration covers (Acme's seeded users). */
export const DEMO_SAML_DOMAIN = 'acme.example';
/** The second Acme domain the OpenID Connect configuration covers. */
export const DEMO_OIDC_DOMAIN = 'oidc.acme.example';

/** People at the local SAML IdP: two seeded Acme users and one new person (just-in-time, mapped to Travel manager). */
export const LOCAL_SAML_USERS: readonly LocalSsoUser[] = [
  { sub: 'saml-tess', email: 'traveler@acme.example', name: 'Tess Traveler', givenName: 'Tess', familyName: 'Traveler', role: 'employee', department: 'Consulting' },
  { sub: 'saml-ada', email: 'admin@acme.example', name: 'Ada Admin', givenName: 'Ada', familyName: 'Admin', role: 'it-admin', department: 'Leadership' },
  { sub: 'saml-sam', email: 'sam.newhire@acme.example', name: 'Sam Newhire', givenName: 'Sam', familyName: 'Newhire', role: 'travel-manager', department: 'Engineering' },
];

/** People at the local OpenID provider's Acme client: one seeded member of the second domain and one new person. */
export const LOCAL_OIDC_SSO_USERS: readonly LocalSsoUser[] = [
  { sub: 'oidc-olga', email: 'olga@oidc.acme.example', name: 'Olga Oidc', givenName: 'Olga', familyName: 'Oidc', role: 'employee', department: 'Consulting' },
  { sub: 'oidc-otto', email: 'otto.newhire@oidc.acme.example', name: 'Otto Newhire', givenName: 'Otto', familyName: 'Newhire', role: 'travel-manager', department: 'Engineering' },
];

/** The seeded member of the OIDC domain (the seed creates their account and TRAVELER profile at Acme). */
export const DEMO_OIDC_MEMBER = LOCAL_OIDC_SSO_USERS[0]!;

/** The local OpenID provider's client of Acme's SSO configuration (development only; not a secret). */
export const LOCAL_OIDC_SSO_CLIENT = { clientId: 'local-acme-sso', clientSecret: 'local-acme-sso-secret' } as const;

/** The local SAML IdP's paths (under the local OpenID provider's origin). */
export const LOCAL_SAML_PATHS = { metadata: '/saml/metadata', sso: '/saml/sso', login: '/saml/login' } as const;
