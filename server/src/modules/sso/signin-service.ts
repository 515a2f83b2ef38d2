/**
 * Signing in through a company's identity provider (issue #27; contract sso.ts; account-business-header-and-trips §2
 * pop-up, §4 auth verify, §8 EXTERNAL_AUTH_REQUIRED). The pop-up design is the social sign-in's (modules/social/
 * service.ts): the frame is in a cross-site iframe whose cookies are partitioned, the pop-up is first-party, so the
 * pop-up never creates the frame's session:
 * 1. {@link SsoSignInService.discover} (frame): the email's DOMAIN -> the active configuration covering it, or none.
 *    Domain-level only: every address of a domain gets the same answer, whether or not it has an account.
 * 2. {@link SsoSignInService.start} (frame, X-CSRF): a transaction bound to the frame's session and to the
 *    configuration covering the email's domain; the pop-up URL carries its start token (only its SHA-256 is stored),
 *    valid {@link START_TTL_MS}.
 * 3. {@link SsoSignInService.redirect} (pop-up): uses the start token once; a fresh secret goes into the pop-up's own
 *    HttpOnly cookie ({@link SSO_TRANSACTION_COOKIE}; its hash into the transaction: the answer must come back to the
 *    same browser); the state (OIDC `state`, SAML `RelayState`) is random, its hash stored; OIDC: the PKCE verifier
 *    and nonce are derived from the cookie's secret; SAML: the AuthnRequest's ID is stored hashed through the
 *    transaction's cache provider (the database, so any server process can answer). Redirects to the provider.
 * 4. {@link SsoSignInService.oidcCallback} / {@link SsoSignInService.samlAcs} (pop-up, back from the provider): the
 *    state's transaction (once), the cookie's secret, then the protocol's checks (oidc.ts, saml.ts; SAML assertion IDs
 *    go into the replay cache until their NotOnOrAfter). A one-time hand-off code ({@link HANDOFF_TTL_MS}, SHA-256
 *    stored, bound to the frame session of step 2) is made for the verified identity; the pop-up posts it to the frame
 *    (social's hand-off page and message, contract SocialHandoffMessageSchema).
 * 5. {@link SsoSignInService.exchange} (frame, X-CSRF): the code, used once and only by its session, signs in.
 *
 * The company's entry URL ({@link SsoSignInService.entry}, contract SSO_ENTRY_PATH) is the same flow opened first-party
 * (intranet link, the IdP's app tile): steps 2-3 at once without a frame session, and step 4 signs in right there and
 * lands on the product's business front door (`/p/{partner}/business`). IdP-initiated SAML (a Response without
 * InResponseTo, or without our RelayState) is refused; the tile should open the entry URL instead.
 *
 * Account rules at sign-in (exchange or entry):
 * - the configuration must still be active and the company still hold SSO_INTEGRATION (else SSO_NOT_CONFIGURED);
 * - the provider's email (verified) must be in one of the configuration's domains (SSO_EMAIL_NOT_COVERED);
 * - an account of that email signs in, provided its business profile is this company's and active (else
 *   SSO_OTHER_COMPANY); an account without a business profile gets one just in time when the configuration creates
 *   them (else SSO_JIT_DISABLED); an account whose email was unconfirmed is confirmed and signed out of its other
 *   sessions (someone who registered that address before its owner cannot keep a session into the owner's account);
 * - no account: just-in-time provisioning creates one (no password, email confirmed) and a member profile with the
 *   mapped or default role and group (audited `sso.jitProvision`), else SSO_JIT_DISABLED;
 * - the new session records an SSO proof (configuration, whether the provider asserted multi-factor) that the business
 *   principal reads for the two-factor rule; every SSO sign-in is audited `sso.signIn`.
 *
 * An admin's test of a configuration ({@link SsoSignInService.startTest}, the company call externalAuthorizationUrl,
 * issue #27 "Test sign-in"): a transaction of kind `test` for that configuration, active or not (an admin tests before
 * turning it on), made by the admin's call and already redirected: one use, {@link TEST_TTL_MS}. The frame's call is
 * cross-site, so it cannot set the pop-up's first-party cookie: the secret the OIDC PKCE verifier and nonce derive from
 * is kept SEALED in the row (`test_context`, with the admin who tested), never in the URL; the SAML AuthnRequest ID is
 * recorded as for a sign-in. The callback / ACS runs every check of a sign-in (state / RelayState once, OIDC issuer,
 * PKCE, nonce, ID token; SAML signature, audience, Recipient, Destination, times, InResponseTo, replay cache) but
 * makes NO session, account, profile or hand-off code: it answers a result page (what the provider sent: email, whether
 * the configuration covers its domain, multi-factor, name, the just-in-time role and group it would map to; or why it
 * failed) and audits `ssoConfiguration.test`. The pop-up cookie check of steps 3-4 does not apply to a test: it binds a
 * sign-in to the browser that started it so that nobody can plant their own session in someone else's browser (login
 * CSRF); a test makes no session, so there is nothing to plant.
 *
 * SSO-only mode ({@link SsoSignInService.refusesOtherSignIn}): the accounts module asks it before a password, emailed
 * code, passkey or social sign-in (and sign-up) of an email; an email in the domain of an active SSO-only
 * configuration is refused with EXTERNAL_AUTH_REQUIRED, except the configuration's break-glass admin.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CacheProvider } from '@node-saml/node-saml';
import {
  ACCOUNT_NAME_MAX_LENGTH, AUTH_VERIFY_STATUS, SSO_REDIRECT_PATH, type SsoDiscoverReply, type SsoProtocol, type SsoVerifyError, type SsoVerifyErrorCode,
} from '@travel/contract';
import type { Database } from '../../db/database.ts';
import type { SsoConfigurationRow, SsoTransactionRow } from '../../db/sso-tables.ts';
import { createAccountProvisioning } from '../accounts/provisioning.ts';
import type { AccountProfile, AccountsService, AuthOutcome, AuthRequestContext } from '../accounts/service.ts';
import { recordAudit } from '../business/audit-log.ts';
import type { SecretBox } from '../business/secret-box.ts';
import type { SsoDirectory } from '../business/sso-directory.ts';
import type { SessionRecord } from '../session/service.ts';
import type { CallbackResult } from '../social/service.ts';
import { domainOfEmail, domainsOf, jitOf, oidcSettingsOf, samlSettingsOf, serviceProviderOf } from './configuration.ts';
import type { OidcRp } from './oidc.ts';
import { assertionKey, checkAssertion, samlSp, spMetadataXml } from './saml.ts';
import {
  clearRequestIdHash, completeTransaction, deleteExpired, findConfigurationForSignIn, hasRequestIdHash, insertSessionProof, insertTransaction,
  listActiveConfigurations, recordAssertion, redirectTransaction, setHandoff, setRequestIdHash, useHandoff,
} from './repository.ts';

/** How long a pop-up's start token is valid, ms (as the social sign-in's). */
export const START_TTL_MS = 2 * 60_000;
/** How long the person may take at the provider after the redirect, ms. */
export const TRANSACTION_TTL_MS = 10 * 60_000;
/** How long an admin's test URL is valid (from the admin's call to the provider's answer), ms. */
export const TEST_TTL_MS = 10 * 60_000;
/** How long a hand-off code is valid, ms. */
export const HANDOFF_TTL_MS = 2 * 60_000;
/**
 * The pop-up's cookie holding the transaction secret: HttpOnly, Secure, path /k/run/sso/, SameSite=None (the SAML
 * answer arrives as a cross-site POST from the IdP's page; Lax would not send it).
 */
export const SSO_TRANSACTION_COOKIE = 'sso_tx';

const sha256 = (value: string): string => createHash('sha256').update(value).digest('base64url');
const token = (): string => randomBytes(32).toString('base64url');
/** PKCE verifier and nonce derived from the pop-up cookie's secret: the database never holds them. */
const derive = (secret: string, label: 'pkce' | 'nonce'): string => createHash('sha256').update(`sso-${label}:${secret}`).digest('base64url');
/** The secret-box context of a test transaction's `test_context`. */
const testContextOf = (txId: string) => `sso-test:${txId}`;

/** A verified identity (the hand-off holds it as JSON). */
export interface SsoIdentity {
  configurationId: string;
  companyId: string;
  protocol: SsoProtocol;
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  /** The provider asserted multi-factor (OIDC amr/acr; SAML AuthnContextClassRef). */
  mfa: boolean;
  /** Values of the configuration's JIT role/group attribute or claim, by name. */
  attributes: Record<string, string[]>;
}

/** Outcome of the exchange (or of the entry flow's sign-in). */
export type SsoOutcome =
  | { ok: true; session: SessionRecord; account: AccountProfile; message: 'signin' | 'signup' }
  | { ok: false; reply: SsoVerifyError };

/** What an admin's test found: what the provider sent, or why the answer was refused (plain words). */
export type SsoTestReport = { displayName: string; protocol: SsoProtocol } & (
  | {
    ok: true;
    email: string | null;
    /** The provider says the email is verified (SAML: always, the IdP signed it). */
    emailVerified: boolean;
    /** The email is verified and its domain is one the configuration covers. */
    covered: boolean;
    domains: string[];
    mfa: boolean;
    name: string | null;
    jitEnabled: boolean;
    /** The role and group a just-in-time profile would get (names), and whether a mapping chose them. */
    role: string | null;
    group: string | null;
    mapped: boolean;
  }
  | { ok: false; reason: string }
);

/**
 * Outcome of a provider's answer: the pop-up's hand-off page, (entry flow) a signed-in session or a message, or (an
 * admin's test) the result page.
 */
export type SsoCallbackOutcome =
  | { kind: 'popup'; result: CallbackResult }
  | { kind: 'test'; report: SsoTestReport }
  | { kind: 'entry'; ok: true; session: SessionRecord; location: string }
  | { kind: 'entry'; ok: false; message: string };

export interface SsoSignInService {
  /** POST discover. */
  discover(email: string): Promise<SsoDiscoverReply>;
  /** POST start: a pop-up path for the frame session, or SSO_NOT_CONFIGURED. */
  start(session: SessionRecord, email: string): Promise<{ ok: true; popupPath: string } | { ok: false; message: string }>;
  /** GET redirect (pop-up): the provider URL and the cookie secret, or an error for the hand-off page. */
  redirect(startToken: string): Promise<{ ok: true; location: string; cookieSecret: string } | { ok: false; error: 'expired' | 'failed' }>;
  /**
   * GET entry (first-party): the provider URL and the cookie secret for the company's active configuration (the one
   * named by `configurationId` when several are active), the active configurations to choose from when several are
   * and none is named, or a message.
   */
  entry(companyId: string, configurationId?: string): Promise<
    | { ok: true; location: string; cookieSecret: string }
    | { ok: 'choose'; options: { id: string; displayName: string }[] }
    | { ok: false; message: string }
  >;
  /**
   * The admin's test of one configuration (active or not; the caller checked it is the admin's company's): the
   * provider's real URL of a one-use `test` transaction (see the module docstring).
   * @throws when the provider cannot be reached (OIDC discovery)
   */
  startTest(cfg: SsoConfigurationRow, actor: { profileId: string; accountId: string }): Promise<string>;
  /** GET OIDC callback. Never throws. */
  oidcCallback(currentUrl: URL, cookieSecret: string | undefined, ctx: AuthRequestContext): Promise<SsoCallbackOutcome>;
  /** POST ACS. Never throws. */
  samlAcs(form: { SAMLResponse?: string | undefined; RelayState?: string | undefined }, cookieSecret: string | undefined, ctx: AuthRequestContext): Promise<SsoCallbackOutcome>;
  /** POST exchange: uses a hand-off code of this session and signs in. */
  exchange(ctx: AuthRequestContext, code: string, opts: { sticky: boolean }): Promise<SsoOutcome>;
  /** Whether SSO-only mode refuses non-SSO sign-ins of this email (see the module docstring). */
  refusesOtherSignIn(email: string): Promise<boolean>;
  /** The company's SP metadata XML, or null for an unknown company. */
  spMetadata(companyId: string): Promise<string | null>;
}

const MESSAGES: Record<SsoVerifyErrorCode, string> = {
  INVALID_SSO_HANDOFF: 'The sign-in could not be completed. Try again.',
  SSO_NOT_CONFIGURED: 'Single sign-on is not set up for this email. Sign in another way, or ask your company admin.',
  SSO_EMAIL_NOT_COVERED: "Your identity provider answered with an email that your company's single sign-on does not cover.",
  SSO_OTHER_COMPANY: 'This account belongs to another company, or its access was removed. Ask your company admin.',
  SSO_JIT_DISABLED: 'Your company has not given you access yet. Ask your company admin to invite you.',
  ACCOUNT_LOCKED: 'This account is locked after too many failed sign-ins. Try again later or reset your password.',
  ACCOUNT_DISABLED: 'This account is disabled.',
};

const refusal = (errorCode: SsoVerifyErrorCode, message = MESSAGES[errorCode]): SsoOutcome => ({
  ok: false, reply: { status: AUTH_VERIFY_STATUS.error, errorField: null, message, errorCode },
});

/** Values of a claim / attribute as strings (a string, or an array of strings; anything else: none). */
function valuesOf(raw: unknown): string[] {
  if (typeof raw === 'string') return [raw];
  if (Array.isArray(raw)) return raw.filter((v): v is string => typeof v === 'string');
  return [];
}

/** Creates the sign-in half of the sso module. */
export function createSsoSignInService(opts: {
  db: Kysely<Database>;
  directory: SsoDirectory;
  accounts: AccountsService;
  rp: OidcRp;
  box: SecretBox;
  publicOrigin: string;
  /** The partner whose frame the entry flow lands on (config businessLinkPartner). */
  landingPartner: string;
  now?: () => number;
  log?: { warn(obj: object, msg: string): void };
}): SsoSignInService {
  const { db, directory, accounts, rp, box } = opts;
  const now = opts.now ?? Date.now;
  const iso = (offsetMs = 0) => new Date(now() + offsetMs).toISOString();
  const landing = `/p/${encodeURIComponent(opts.landingPartner)}/business`;
  const warn = (reason: unknown, msg: string) => opts.log?.warn({ reason: reason instanceof Error ? reason.message : String(reason) }, msg);

  /** The company's active configuration covering the email's domain, with the company, or null. */
  async function covering(email: string): Promise<{ cfg: SsoConfigurationRow; companyName: string } | null> {
    const domain = domainOfEmail(email);
    if (!domain || !email.includes('@')) return null;
    const company = await directory.companyOfDomain(domain);
    if (!company || !company.features.includes('SSO_INTEGRATION')) return null;
    const cfg = (await listActiveConfigurations(db, company.companyId)).find((r) => domainsOf(r).includes(domain));
    return cfg ? { cfg, companyName: company.companyName } : null;
  }

  /** The transaction's cache provider for node-saml: the AuthnRequest ID lives hashed on the transaction row. */
  function cacheOf(txId: string): CacheProvider {
    return {
      async saveAsync(key, value) {
        await setRequestIdHash(db, txId, sha256(key));
        return { value, createdAt: Date.now() };
      },
      // node-saml compares the value with its own clock and requestIdExpirationPeriodMs; the row's expiry is ours.
      async getAsync(key) {
        return (await hasRequestIdHash(db, txId, sha256(key), iso())) ? new Date().toISOString() : null;
      },
      async removeAsync(key) {
        if (key) await clearRequestIdHash(db, txId);
        return key;
      },
    };
  }

  /** The provider URL of a redirected transaction. @throws when the provider cannot be reached (OIDC discovery) */
  async function providerLocation(cfg: SsoConfigurationRow, txId: string, state: string, secret: string): Promise<string> {
    const sp = serviceProviderOf(opts.publicOrigin, cfg.company_id);
    if (cfg.protocol === 'OIDC') {
      const url = await rp.authorizationUrl(oidcSettingsOf(cfg, box), { redirectUri: sp.oidcRedirectUri, state, nonce: derive(secret, 'nonce'), verifier: derive(secret, 'pkce') });
      return url.href;
    }
    return samlSp(samlSettingsOf(cfg, sp), cacheOf(txId), TRANSACTION_TTL_MS).getAuthorizeUrlAsync(state, undefined, {});
  }

  async function usableConfiguration(id: string): Promise<SsoConfigurationRow | null> {
    const cfg = await findConfigurationForSignIn(db, id);
    if (!cfg || cfg.active !== 1) return null;
    const company = await directory.company(cfg.company_id);
    return company && company.features.includes('SSO_INTEGRATION') ? cfg : null;
  }

  /** The role and group of a just-in-time profile: the first mapping whose value the provider sent, else the defaults. */
  async function placement(cfg: SsoConfigurationRow, identity: SsoIdentity): Promise<{ roleId: number | null; groupId: number | null; mapped: boolean }> {
    const jit = jitOf(cfg);
    const values = (attr: string | null) => (attr ? identity.attributes[attr] ?? [] : []);
    const mappedRole = jit.roleMappings.find((m) => values(jit.roleAttribute).includes(m.value))?.roleId;
    const mappedGroup = jit.groupMappings.find((m) => values(jit.groupAttribute).includes(m.value))?.groupId;
    let roleId = mappedRole ?? jit.defaultRoleId;
    if (roleId === null || !(await directory.roleExists(cfg.company_id, roleId))) roleId = await directory.builtInRoleId(cfg.company_id, 'TRAVELER');
    let groupId = mappedGroup ?? jit.defaultGroupId;
    if (groupId !== null && !(await directory.groupExists(cfg.company_id, groupId))) groupId = null;
    return { roleId, groupId, mapped: mappedRole !== undefined || mappedGroup !== undefined };
  }

  /** The account rules of the module docstring. */
  async function resolve(ctx: AuthRequestContext, identity: SsoIdentity, sticky: boolean): Promise<SsoOutcome> {
    const cfg = await usableConfiguration(identity.configurationId);
    if (!cfg) return refusal('SSO_NOT_CONFIGURED');
    const email = identity.email;
    if (!email || !identity.emailVerified || !domainsOf(cfg).includes(domainOfEmail(email))) return refusal('SSO_EMAIL_NOT_COVERED');
    const jit = jitOf(cfg);
    const nowIso = iso();
    const existing = await accounts.profileByEmail(email);
    let profileId: string | null = null;
    let created = false;
    // Read before the sign-in's transaction: on SQLite a read outside it would wait for the transaction's connection.
    const place = jit.enabled ? await placement(cfg, identity) : null;
    const provision = async (trx: Kysely<Database>, accountId: string) => {
      if (!place || place.roleId === null) throw new Error('the company has no role for a new profile');
      profileId = await directory.createMember(trx, { profileId: randomBytes(16).toString('base64url'), accountId, companyId: cfg.company_id, roleId: place.roleId, groupId: place.groupId, nowIso });
      created = true;
      await recordAudit(trx, {
        companyId: cfg.company_id, actor: { profileId, accountId }, action: 'sso.jitProvision', subjectType: 'businessProfile', subjectId: profileId,
        details: { configurationId: cfg.id, protocol: cfg.protocol, roleId: place.roleId, groupId: place.groupId, mapped: place.mapped, newAccount: !existing }, at: nowIso,
      });
    };
    let outcome: AuthOutcome;
    if (existing) {
      const profile = await directory.profileOfAccount(existing.id);
      if (profile && (profile.companyId !== cfg.company_id || !profile.active)) return refusal('SSO_OTHER_COMPANY');
      if (!profile && !jit.enabled) return refusal('SSO_JIT_DISABLED');
      profileId = profile?.profileId ?? null;
      const unconfirmed = (await accounts.emailStatusOf(existing.id))?.confirmed === false;
      outcome = await accounts.signInWithoutPassword(existing.id, ctx, {
        sticky,
        viaSso: true,
        within: async (trx) => {
          if (unconfirmed) {
            await accounts.markConfirmed(trx, existing.id);
            await accounts.signOutEverywhere(trx, existing.id);
          }
          if (!profile) await provision(trx, existing.id);
        },
      });
    } else {
      if (!jit.enabled) return refusal('SSO_JIT_DISABLED');
      const id = accounts.newAccountId();
      outcome = await accounts.registerWithoutPassword({ id, email, consent: true, optin: false }, ctx, async (trx) => {
        await accounts.markConfirmed(trx, id);
        // The name the provider asserted (OIDC `name`, SAML displayName or given name + surname): colleagues find the
        // person by it in the company's directory from their first sign-in.
        if (identity.name) await createAccountProvisioning(now).setName(trx, id, identity.name.trim().slice(0, ACCOUNT_NAME_MAX_LENGTH));
        await provision(trx, id);
      }, { viaSso: true });
    }
    if (!outcome.ok) {
      const code = outcome.error.errorCode;
      return code === 'ACCOUNT_LOCKED' || code === 'ACCOUNT_DISABLED' ? refusal(code, outcome.error.message) : refusal('INVALID_SSO_HANDOFF');
    }
    await insertSessionProof(db, {
      session_id: outcome.session.id, account_id: outcome.account.id, company_id: cfg.company_id, configuration_id: cfg.id, mfa_asserted: identity.mfa ? 1 : 0, signed_in_at: nowIso,
    });
    if (profileId) {
      await recordAudit(db, {
        companyId: cfg.company_id, actor: { profileId, accountId: outcome.account.id }, action: 'sso.signIn', subjectType: 'ssoConfiguration', subjectId: cfg.id,
        details: { protocol: cfg.protocol, mfaAsserted: identity.mfa, trustProviderMfa: cfg.trust_provider_mfa === 1, justInTime: created }, at: nowIso,
      });
    }
    return { ok: true, session: outcome.session, account: outcome.account, message: existing ? 'signin' : 'signup' };
  }

  /** The secret and the admin of a test transaction, or null when its context does not open. */
  function testContext(tx: SsoTransactionRow): { secret: string; actor: { profileId: string; accountId: string } } | null {
    if (!tx.test_context) return null;
    try {
      return JSON.parse(box.open(tx.test_context, testContextOf(tx.id))) as { secret: string; actor: { profileId: string; accountId: string } };
    } catch (error) {
      warn(error, 'sso test context does not open');
      return null;
    }
  }

  /** The pop-up's secret: a test's sealed one, else the cookie's when it is the redirected browser's; or null. */
  function secretOf(tx: SsoTransactionRow, cookieSecret: string | undefined): string | null {
    if (tx.kind === 'test') return testContext(tx)?.secret ?? null;
    // The browser that was redirected must be the one coming back (a callback URL replayed elsewhere has no cookie).
    return cookieSecret && tx.browser_hash === sha256(cookieSecret) ? cookieSecret : null;
  }

  /** The configuration a transaction answers for: a test's whether active or not, a sign-in's only when usable. */
  async function configurationOf(tx: SsoTransactionRow): Promise<SsoConfigurationRow | null> {
    if (tx.kind !== 'test') return usableConfiguration(tx.configuration_id);
    const cfg = await findConfigurationForSignIn(db, tx.configuration_id);
    return cfg && cfg.company_id === tx.company_id ? cfg : null;
  }

  /** Audits a test's outcome (`ssoConfiguration.test`) and answers its result page. */
  async function tested(tx: SsoTransactionRow, cfg: SsoConfigurationRow | null, result: { ok: false; reason: string } | Extract<SsoTestReport, { ok: true }>): Promise<SsoCallbackOutcome> {
    const report = { ...result, displayName: cfg?.display_name ?? 'Single sign-on', protocol: cfg?.protocol ?? 'SAML' } as SsoTestReport;
    try {
      await recordAudit(db, {
        companyId: tx.company_id, actor: testContext(tx)?.actor ?? null, action: 'ssoConfiguration.test', subjectType: 'ssoConfiguration', subjectId: tx.configuration_id,
        details: report.ok
          ? { outcome: 'ok', protocol: report.protocol, emailDomain: report.email ? domainOfEmail(report.email) : null, covered: report.covered, mfaAsserted: report.mfa, mapped: report.mapped }
          : { outcome: 'failed', protocol: report.protocol, reason: report.reason.slice(0, 300) },
        at: iso(),
      });
    } catch (error) {
      warn(error, 'sso test audit failed');
    }
    return { kind: 'test', report };
  }

  /** What a test's verified identity would give at sign-in (no account, profile or session is made). */
  async function testReport(cfg: SsoConfigurationRow, identity: SsoIdentity): Promise<Extract<SsoTestReport, { ok: true }>> {
    const domains = domainsOf(cfg);
    const place = await placement(cfg, identity);
    const role = place.roleId === null ? null : await directory.roleName(cfg.company_id, place.roleId);
    const group = place.groupId === null ? null : await directory.groupName(cfg.company_id, place.groupId);
    return {
      displayName: cfg.display_name, protocol: cfg.protocol, ok: true, email: identity.email, emailVerified: identity.emailVerified,
      covered: !!identity.email && identity.emailVerified && domains.includes(domainOfEmail(identity.email)), domains, mfa: identity.mfa, name: identity.name,
      jitEnabled: jitOf(cfg).enabled, role, group, mapped: place.mapped,
    };
  }

  /** Step 4's end: the pop-up's hand-off, the entry flow's sign-in, or a test's result. */
  async function finish(tx: SsoTransactionRow, cfg: SsoConfigurationRow, identity: SsoIdentity, ctx: AuthRequestContext): Promise<SsoCallbackOutcome> {
    if (tx.kind === 'test') return tested(tx, cfg, await testReport(cfg, identity));
    if (tx.kind === 'entry') {
      const outcome = await resolve(ctx, identity, true);
      return outcome.ok ? { kind: 'entry', ok: true, session: outcome.session, location: landing } : { kind: 'entry', ok: false, message: outcome.reply.message };
    }
    const code = token();
    await setHandoff(db, tx.id, { handoff_hash: sha256(code), handoff_identity_json: JSON.stringify(identity), handoff_expires_at: iso(HANDOFF_TTL_MS) });
    return { kind: 'popup', result: { code } };
  }

  /** A refused answer; a test's says why in `reason` (plain words for the admin). */
  const failed = async (tx: SsoTransactionRow | null, error: 'failed' | 'expired' | 'cancelled', reason = 'The answer could not be verified.', cfg: SsoConfigurationRow | null = null): Promise<SsoCallbackOutcome> =>
    tx?.kind === 'test' ? tested(tx, cfg, { ok: false, reason })
    : tx?.kind === 'entry'
      ? { kind: 'entry', ok: false, message: error === 'cancelled' ? 'Sign-in cancelled.' : error === 'expired' ? 'This sign-in has expired. Start again.' : 'The sign-in could not be verified. Start again.' }
      : { kind: 'popup', result: { error } };

  /** The attribute names a configuration's JIT reads. */
  const mappedNames = (cfg: SsoConfigurationRow) => {
    const jit = jitOf(cfg);
    return [jit.roleAttribute, jit.groupAttribute].filter((n): n is string => !!n);
  };

  return {
    async discover(email) {
      const found = await covering(email.trim().toLowerCase());
      if (!found) return { sso: null };
      return { sso: { companyName: found.companyName, displayName: found.cfg.display_name, protocol: found.cfg.protocol, ssoOnly: found.cfg.sso_only === 1 } };
    },

    async start(session, email) {
      const found = await covering(email.trim().toLowerCase());
      if (!found) return { ok: false, message: MESSAGES.SSO_NOT_CONFIGURED };
      await deleteExpired(db, iso());
      const startToken = token();
      await insertTransaction(db, {
        id: sha256(startToken), kind: 'popup', session_id: session.id, company_id: found.cfg.company_id, configuration_id: found.cfg.id,
        state_hash: null, browser_hash: null, request_id_hash: null, created_at: iso(), expires_at: iso(START_TTL_MS), redirected_at: null, completed_at: null,
        handoff_hash: null, handoff_identity_json: null, handoff_expires_at: null, handoff_used_at: null, test_context: null,
      });
      return { ok: true, popupPath: `${SSO_REDIRECT_PATH}?start=${encodeURIComponent(startToken)}` };
    },

    async redirect(startToken) {
      const secret = token();
      const state = token();
      const tx = await redirectTransaction(db, sha256(startToken), {
        state_hash: sha256(state), browser_hash: sha256(secret), redirected_at: iso(), expires_at: iso(TRANSACTION_TTL_MS),
      }, iso());
      if (!tx || tx.kind !== 'popup') return { ok: false, error: 'expired' };
      const cfg = await usableConfiguration(tx.configuration_id);
      if (!cfg) return { ok: false, error: 'failed' };
      try {
        return { ok: true, location: await providerLocation(cfg, tx.id, state, secret), cookieSecret: secret };
      } catch (error) {
        warn(error, 'sso pop-up could not reach the provider');
        return { ok: false, error: 'failed' };
      }
    },

    async entry(companyId, configurationId) {
      const company = await directory.company(companyId);
      const active = company && company.features.includes('SSO_INTEGRATION') ? await listActiveConfigurations(db, companyId) : [];
      if (active.length > 1 && configurationId === undefined) return { ok: 'choose', options: active.map((r) => ({ id: r.id, displayName: r.display_name })) };
      const cfg = configurationId === undefined ? active[0] : active.find((r) => r.id === configurationId);
      if (!cfg) return { ok: false, message: 'Single sign-on is not set up for this company.' };
      await deleteExpired(db, iso());
      const secret = token();
      const state = token();
      const id = sha256(token());
      await insertTransaction(db, {
        id, kind: 'entry', session_id: null, company_id: companyId, configuration_id: cfg.id, state_hash: sha256(state), browser_hash: sha256(secret),
        request_id_hash: null, created_at: iso(), expires_at: iso(TRANSACTION_TTL_MS), redirected_at: iso(), completed_at: null,
        handoff_hash: null, handoff_identity_json: null, handoff_expires_at: null, handoff_used_at: null, test_context: null,
      });
      try {
        return { ok: true, location: await providerLocation(cfg, id, state, secret), cookieSecret: secret };
      } catch (error) {
        warn(error, 'sso entry could not reach the provider');
        return { ok: false, message: 'The identity provider could not be reached. Try again later.' };
      }
    },

    async startTest(cfg, actor) {
      await deleteExpired(db, iso());
      const secret = token();
      const state = token();
      const id = sha256(token());
      await insertTransaction(db, {
        id, kind: 'test', session_id: null, company_id: cfg.company_id, configuration_id: cfg.id, state_hash: sha256(state), browser_hash: null,
        request_id_hash: null, created_at: iso(), expires_at: iso(TEST_TTL_MS), redirected_at: iso(), completed_at: null,
        handoff_hash: null, handoff_identity_json: null, handoff_expires_at: null, handoff_used_at: null,
        test_context: box.seal(JSON.stringify({ secret, actor: { profileId: actor.profileId, accountId: actor.accountId } }), testContextOf(id)),
      });
      return providerLocation(cfg, id, state, secret);
    },

    async oidcCallback(currentUrl, cookieSecret, ctx) {
      const state = currentUrl.searchParams.get('state');
      if (!state) return failed(null, 'failed');
      const tx = await completeTransaction(db, sha256(state), iso());
      if (!tx) return failed(null, 'expired');
      const secret = secretOf(tx, cookieSecret);
      if (!secret) return failed(tx, 'failed');
      const cfg = await configurationOf(tx);
      const providerError = currentUrl.searchParams.get('error');
      if (providerError) {
        const description = currentUrl.searchParams.get('error_description');
        return failed(tx, providerError === 'access_denied' ? 'cancelled' : 'failed', `The identity provider answered with an error: ${providerError}${description ? ` (${description})` : ''}.`, cfg);
      }
      if (!cfg || cfg.protocol !== 'OIDC') return failed(tx, 'failed', 'The configuration was deleted or changed during the test.', cfg);
      try {
        const id = await rp.exchangeCode(oidcSettingsOf(cfg, box), currentUrl, { state, nonce: derive(secret, 'nonce'), verifier: derive(secret, 'pkce') });
        const attributes = Object.fromEntries(mappedNames(cfg).map((n) => [n, valuesOf(id.claims[n])]));
        return await finish(tx, cfg, {
          configurationId: cfg.id, companyId: cfg.company_id, protocol: 'OIDC', issuer: id.issuer, subject: id.subject, email: id.email, emailVerified: id.emailVerified,
          name: id.name, mfa: id.mfa, attributes,
        }, ctx);
      } catch (error) {
        warn(error, 'sso oidc callback refused');
        return failed(tx, 'failed', `The provider's answer was refused: ${error instanceof Error ? error.message : String(error)}`, cfg);
      }
    },

    async samlAcs(form, cookieSecret, ctx) {
      // No RelayState: an IdP-initiated (unsolicited) response, or not ours; refused (module docstring).
      if (!form.RelayState || !form.SAMLResponse) return failed(null, 'failed');
      const tx = await completeTransaction(db, sha256(form.RelayState), iso());
      if (!tx) return failed(null, 'expired');
      if (!secretOf(tx, cookieSecret)) return failed(tx, 'failed');
      const cfg = await configurationOf(tx);
      if (!cfg || cfg.protocol !== 'SAML') return failed(tx, 'failed', 'The configuration was deleted or changed during the test.', cfg);
      const settings = samlSettingsOf(cfg, serviceProviderOf(opts.publicOrigin, cfg.company_id));
      try {
        const { profile } = await samlSp(settings, cacheOf(tx.id), TRANSACTION_TTL_MS).validatePostResponseAsync({ SAMLResponse: form.SAMLResponse });
        if (!profile || !profile.getAssertionXml) throw new Error('no assertion');
        const facts = await checkAssertion(profile.getAssertionXml(), Buffer.from(form.SAMLResponse, 'base64').toString('utf8'), settings, now());
        if (!(await recordAssertion(db, { id_hash: assertionKey(settings.idpEntityId, facts.assertionId), configuration_id: cfg.id, expires_at: new Date(facts.expiresAtMs).toISOString(), created_at: iso() }))) {
          throw new Error('assertion replayed');
        }
        const attrs = (profile.attributes ?? {}) as Record<string, unknown>;
        const rawEmail = [profile.email, profile.mail, attrs.email, attrs.mail, profile.nameIDFormat?.endsWith(':emailAddress') ? profile.nameID : undefined]
          .flatMap(valuesOf).find((v) => v.includes('@'));
        const givenName = valuesOf(attrs.givenName ?? attrs.firstName)[0];
        const surname = valuesOf(attrs.surname ?? attrs.sn ?? attrs.lastName)[0];
        const displayName = valuesOf(attrs.displayName ?? attrs.name)[0] ?? ([givenName, surname].filter(Boolean).join(' ') || null);
        return await finish(tx, cfg, {
          configurationId: cfg.id, companyId: cfg.company_id, protocol: 'SAML', issuer: settings.idpEntityId, subject: profile.nameID,
          // The IdP signed the assertion that names the email: it vouches for its own directory's addresses.
          email: rawEmail ? rawEmail.trim().toLowerCase() : null, emailVerified: !!rawEmail, name: displayName, mfa: facts.mfa,
          attributes: Object.fromEntries(mappedNames(cfg).map((n) => [n, valuesOf(attrs[n])])),
        }, ctx);
      } catch (error) {
        warn(error, 'sso saml response refused');
        return failed(tx, 'failed', `The identity provider's answer was refused: ${error instanceof Error ? error.message : String(error)}`, cfg);
      }
    },

    async exchange(ctx, code, o) {
      if (!ctx.session) return refusal('INVALID_SSO_HANDOFF');
      const tx = await useHandoff(db, sha256(code), ctx.session.id, iso());
      if (!tx || !tx.handoff_identity_json) return refusal('INVALID_SSO_HANDOFF');
      return resolve(ctx, JSON.parse(tx.handoff_identity_json) as SsoIdentity, o.sticky);
    },

    async refusesOtherSignIn(email) {
      const normalized = email.trim().toLowerCase();
      const domain = domainOfEmail(normalized);
      if (!domain) return false;
      const company = await directory.companyOfDomain(domain);
      if (!company || !company.features.includes('SSO_INTEGRATION')) return false;
      const ssoOnly = (await listActiveConfigurations(db, company.companyId)).filter((r) => r.sso_only === 1 && domainsOf(r).includes(domain));
      if (ssoOnly.length === 0) return false;
      const account = await accounts.profileByEmail(normalized);
      return !(account && ssoOnly.some((r) => r.break_glass_account_id === account.id));
    },

    async spMetadata(companyId) {
      if (!(await directory.company(companyId))) return null;
      const sp = serviceProviderOf(opts.publicOrigin, companyId);
      return spMetadataXml(sp.samlEntityId, sp.samlAcsUrl);
    },
  };
}
