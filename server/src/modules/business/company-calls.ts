/**
 * The company calls' service (account-business-header-and-trips §7 Business me and Company; §8 sendConfirmation errors;
 * §9 onboarding complete at 100; chrome-and-consent §7 setLanguage; issue #24 "Company calls ... each is a real effect in
 * the database or the outbox"). company-calls-routes.ts -> here -> company-calls-repository.ts (and the module's
 * repository.ts for companies and profiles). Every method takes the caller (actor + business principal) and works in the
 * actor's company only: another company's rows answer 404 NOT_FOUND.
 *
 * Emailed links (company/profile confirmation, bizPlus confirmation) carry a random token of which only its
 * HMAC-SHA-256 under the server's business link key is stored. The company deletion link carries no stored token: its
 * token IS the HMAC over (company, confirmation code, request time), so a tampered code, time or token fails the
 * timing-safe comparison, and a link older than {@link COMPANY_DELETION_LINK_TTL_MS} is refused.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  ACCOUNT_TASKS, COMPANY_DELETION_LINK_TTL_MS, COMPANY_TASKS, FeatureSwitchesSchema, SortOrderSettingsSchema, TIER_FEATURES, onboardingProgressesOf,
  onboardingTaskStatusOf, type AutoApprovalMode, type BusinessAccountInfo, type BusinessActor, type Company, type CompanyPreferences, type CurrentIdentity, type Feature,
  type OnboardingFacts, type OnboardingTaskId, type OnboardingTasksReply, type SetupReply, type SetupRequest, type SetupV3Request, type SetupVersion, type SortOrderSettings, type TaskStatus,
  type TierUpgradeStatus,
} from '@travel/contract';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { AccountIdentity, BusinessPrincipal, Impersonator } from '../access/principal.ts';
import type { MailService } from '../mail/service.ts';
import { GENERATED_SECRET_BYTES, loadOrCreateSecret } from '../secrets/service.ts';
import {
  cancelOpenTierUpgrades, countPeople, deleteCompanyByRequest, findDeletionRequest, findOnboarding, findPreferences, findProfileByEmail,
  findTierUpgradeByToken, insertConfirmation, insertDeletionRequest, insertTierUpgrade, latestTierUpgrade, listTaskStatuses, updateTierUpgrade,
  upsertOnboarding, upsertPreferences, upsertTaskStatus, useConfirmation,
} from './company-calls-repository.ts';
import { jsonObject } from './json-column.ts';
import { findCompany, findProfile, updateCompany, updateProfile } from './repository.ts';
import { settingsOf, type BusinessService } from './service.ts';

/** Name of the HMAC key of business links in `server_secrets`. */
export const BUSINESS_LINK_KEY_NAME = 'business-link-key';
/** How long a confirmation link (company, business profile, bizPlus) stays valid, ms (reading: 7 days). */
export const CONFIRMATION_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Frame paths the emailed links open (the page reads the token from the fragment and calls the API). */
export const LINK_PATHS = {
  confirm: '/business/confirm',
  bizPlus: '/business/biz-plus-upgrade/confirm',
  deletion: '/business/company/delete',
} as const;

/** The caller of a company call: the actor, their business principal and account, and the impersonator if any. */
export interface Caller {
  actor: BusinessActor;
  business: BusinessPrincipal;
  account: AccountIdentity;
  impersonator?: Impersonator | undefined;
}

const TIER_ORDER = { biz: 0, bizPlus: 1, enterprise: 2 } as const;
const manages = (c: Caller) => c.business.permissions.includes('COMPANY_SETTINGS_MANAGEMENT');

export interface CompanyCallsService {
  /** The key that signs business links (tests forge links with it). */
  readonly linkKey: Buffer;
  /**
   * Setup v1/v2/v3 (POST /me/v{n}/setup). The company's `settings.setupVersion` picks the version.
   * @throws AppError 400 VALIDATION_ERROR (field `version`) for another version; 403 FORBIDDEN for a company part without
   *   COMPANY_SETTINGS_MANAGEMENT
   */
  setup(c: Caller, version: SetupVersion, body: SetupRequest): Promise<SetupReply>;
  /** The onboarding tasks and progress (100 complete, above 0 started). */
  tasks(c: Caller): Promise<OnboardingTasksReply>;
  /**
   * The onboarding progress alone, from the same inputs and the same contract function (onboardingProgressesOf) as
   * {@link tasks}: the auth state's businessState reads it, so the menu and the tasks page agree.
   */
  onboardingProgress(c: Caller): Promise<{ companyOnboardingProgress: number | null; accountOnboardingProgress: number }>;
  /** Sets one task's status; tasks the product saw done stay DONE. @throws 403 FORBIDDEN for a company task without settings management */
  setTaskStatus(c: Caller, taskId: OnboardingTaskId, status: TaskStatus): Promise<OnboardingTasksReply>;
  dismissReminderTaskGrid(c: Caller): Promise<void>;
  accountInfo(c: Caller): Promise<BusinessAccountInfo>;
  setKeywords(c: Caller, keywords: readonly string[]): Promise<BusinessAccountInfo>;
  currentIdentity(c: Caller): CurrentIdentity;
  setLanguage(c: Caller, localeCode: string): Promise<{ localeCode: string }>;
  /**
   * Mails a confirmation link (company while it is unconfirmed, else the business profile of `userEmail`).
   * @throws AppError 403 FORBIDDEN (company: not a company manager or not one's own email; profile: another's without
   *   USER_MANAGEMENT), 404 NOT_FOUND (no such user in the company), 400 VALIDATION_ERROR (already confirmed)
   */
  sendConfirmation(c: Caller, userEmail: string): Promise<{ sent: true; purpose: 'company' | 'profile' }>;
  /** resendConfirmationEmail: sendConfirmation to the caller's own email. @throws as sendConfirmation */
  resendConfirmationEmail(c: Caller): Promise<{ sent: true; purpose: 'company' | 'profile' }>;
  /** Consumes a confirmation link's token. @throws 404 NOT_FOUND (unknown, used, expired, another company's), 403 FORBIDDEN (someone else's profile link) */
  confirm(c: Caller, token: string): Promise<{ confirmed: 'company' | 'profile' }>;
  preferences(c: Caller): Promise<CompanyPreferences>;
  setAutoApproval(c: Caller, mode: AutoApprovalMode): Promise<CompanyPreferences>;
  setSortOrder(c: Caller, settings: SortOrderSettings): Promise<CompanyPreferences>;
  /** @throws AppError 403 FORBIDDEN when enabling a feature beyond the company's plan tier */
  setFeature(c: Caller, feature: Feature, enabled: boolean): Promise<Company>;
  setMultiRoomBookings(c: Caller, enabled: boolean): Promise<Company>;
  tierStatus(c: Caller): Promise<TierUpgradeStatus>;
  /** @throws AppError 400 VALIDATION_ERROR (field `tier`) unless `tier` is above the current one */
  upgradeTier(c: Caller, tier: 'bizPlus' | 'enterprise'): Promise<TierUpgradeStatus>;
  /** /v2/bizPlus/signup. @throws 400 VALIDATION_ERROR unless the company is on biz */
  bizPlusSignup(c: Caller): Promise<TierUpgradeStatus>;
  /** /bizPlus/sendConfirmation. @throws 400 VALIDATION_ERROR when no bizPlus signup awaits confirmation */
  bizPlusSendConfirmation(c: Caller): Promise<{ sent: true }>;
  /** /bizPlus/trackEmailConfirmationClick. @throws 404 NOT_FOUND for an unknown or used token */
  bizPlusTrackClick(c: Caller, token: string): Promise<TierUpgradeStatus>;
  sendDeletionEmail(c: Caller): Promise<{ sent: true }>;
  /**
   * DELETE /{confirmationCode}/{requestTime}/{token}.
   * @throws 404 NOT_FOUND (no such request in the company, or used), 403 FORBIDDEN (tampered), 400 VALIDATION_ERROR (expired)
   */
  confirmDeletion(c: Caller, p: { confirmationCode: string; requestTime: string; token: string }): Promise<{ deleted: true }>;
  /** The deletion link's token for a request (exported for tests that forge and tamper). */
  deletionToken(companyId: string, code: string, requestTimeMs: number): string;
}

/**
 * Creates the company calls' service; loads (or creates once) the business link key in `server_secrets`.
 * @param deps.db database; deps.mail the mail service (outbox without SMTP); deps.business the company reader;
 *   deps.publicOrigin the origin emailed links point to; deps.now clock, epoch ms
 */
export async function createCompanyCallsService(deps: {
  db: Kysely<Database>; mail: MailService; business: BusinessService; publicOrigin: string; now?: () => number;
}): Promise<CompanyCallsService> {
  const { db, mail, business, publicOrigin } = deps;
  const now = deps.now ?? Date.now;
  const nowIso = () => new Date(now()).toISOString();
  const linkKey = Buffer.from(await loadOrCreateSecret(db, BUSINESS_LINK_KEY_NAME, () => randomBytes(GENERATED_SECRET_BYTES).toString('base64url'), now), 'base64url');
  const hmacHex = (value: string) => createHmac('sha256', linkKey).update(value).digest('hex');
  const newToken = () => randomBytes(32).toString('base64url');
  const emailOf = (c: Caller) => c.account.email ?? '';

  async function companyRow(c: Caller) {
    const row = await findCompany(db, c.actor.companyId);
    if (!row) throw new AppError(404, 'NOT_FOUND', 'No such company');
    return row;
  }

  /** What the product saw done, per onboarding task, and what the user set (the inputs of the contract's progress). */
  async function onboardingInputs(c: Caller): Promise<{ facts: OnboardingFacts; userSet: Partial<Record<OnboardingTaskId, TaskStatus>>; dismissed: boolean }> {
    const [company, profile, onboarding, prefs, people, stored] = await Promise.all([
      companyRow(c), findProfile(db, c.actor.companyId, c.actor.profileId), findOnboarding(db, c.actor.companyId, c.actor.profileId),
      findPreferences(db, c.actor.companyId), countPeople(db, c.actor.companyId), listTaskStatuses(db, c.actor.companyId, c.actor.profileId),
    ]);
    const facts: OnboardingFacts = {
      CONFIRM_COMPANY: company.confirmed_at !== null,
      SET_UP_COMPANY: (prefs?.setup_at ?? null) !== null,
      UPLOAD_LOGO: company.logo_ref !== null,
      INVITE_USERS: people.profiles > 1 || people.invitations > 0,
      CONFIRM_ACCOUNT: c.account.confirmed !== false,
      CONFIRM_BUSINESS_PROFILE: (profile?.confirmed_at ?? null) !== null,
      SET_UP_ACCOUNT: (onboarding?.setup_at ?? null) !== null,
      SET_UP_TWO_FACTOR: Number(profile?.two_factor_enabled ?? 0) === 1 || c.business.twoFactor.ssoAsserted,
    };
    return { facts, userSet: Object.fromEntries(stored.map((s) => [s.task_id, s.status])), dismissed: (onboarding?.task_grid_dismissed_at ?? null) !== null };
  }

  async function onboardingProgress(c: Caller) {
    const { facts, userSet } = await onboardingInputs(c);
    return onboardingProgressesOf(facts, userSet, manages(c));
  }

  async function tasks(c: Caller): Promise<OnboardingTasksReply> {
    const { facts, userSet, dismissed } = await onboardingInputs(c);
    const groups: [readonly OnboardingTaskId[], 'company' | 'account'][] = manages(c) ? [[COMPANY_TASKS, 'company'], [ACCOUNT_TASKS, 'account']] : [[ACCOUNT_TASKS, 'account']];
    const list = groups.flatMap(([ids, group]) => ids.map((id) => ({ id, group, status: onboardingTaskStatusOf(id, facts, userSet), doneByProduct: facts[id] })));
    return { tasks: list, ...onboardingProgressesOf(facts, userSet, manages(c)), taskGridDismissed: dismissed };
  }

  async function accountInfo(c: Caller): Promise<BusinessAccountInfo> {
    const [company, profile, onboarding] = await Promise.all([
      companyRow(c), findProfile(db, c.actor.companyId, c.actor.profileId), findOnboarding(db, c.actor.companyId, c.actor.profileId),
    ]);
    if (!profile) throw new AppError(404, 'NOT_FOUND', 'No such business profile');
    const details = jsonObject(profile.traveler_details_json);
    const text = (v: unknown) => (typeof v === 'string' ? v : null);
    let keywords: string[] = [];
    try {
      const parsed: unknown = JSON.parse(onboarding?.keywords_json ?? '[]');
      if (Array.isArray(parsed)) keywords = parsed.filter((k): k is string => typeof k === 'string');
    } catch { /* a broken column reads as no keywords */ }
    return {
      accountId: c.account.id, email: emailOf(c), name: c.account.name ?? null, profileId: profile.id, companyId: company.id, companyName: company.name,
      roleName: c.business.roleName, kind: profile.kind, accountConfirmed: c.account.confirmed !== false, profileConfirmed: profile.confirmed_at !== null,
      companyConfirmed: company.confirmed_at !== null, firstName: text(details.firstName), lastName: text(details.lastName), phone: text(details.phone),
      keywords, language: onboarding?.language ?? null, setupVersion: settingsOf(company.settings_json).setupVersion, setupDone: (onboarding?.setup_at ?? null) !== null,
    };
  }

  async function preferences(c: Caller): Promise<CompanyPreferences> {
    const row = await findPreferences(db, c.actor.companyId);
    const policies: Record<string, boolean> = {};
    for (const [k, v] of Object.entries(jsonObject(row?.policies_json ?? '{}'))) if (typeof v === 'boolean') policies[k] = v;
    const sort = SortOrderSettingsSchema.safeParse(jsonObject(row?.sort_order_json ?? '{}'));
    const mode = row?.auto_approval_mode;
    return {
      autoApproval: mode === 'IN_POLICY' || mode === 'ALL' ? mode : 'OFF',
      policies: policies as CompanyPreferences['policies'],
      sortOrder: sort.success ? sort.data : {},
    };
  }

  async function tierStatus(c: Caller): Promise<TierUpgradeStatus> {
    const [company, latest] = await Promise.all([companyRow(c), latestTierUpgrade(db, c.actor.companyId)]);
    return {
      tier: company.plan_tier, state: latest?.status ?? 'NONE', requestedTier: latest?.to_tier ?? null,
      requestedAt: latest?.created_at ?? null, completedAt: latest?.completed_at ?? null,
    };
  }

  async function mailConfirmation(c: Caller, to: string, profileId: string, purpose: 'company' | 'profile'): Promise<void> {
    const token = newToken();
    const at = now();
    await insertConfirmation(db, {
      tokenHash: hmacHex(`confirm|${token}`), companyId: c.actor.companyId, profileId, purpose, expiresAt: new Date(at + CONFIRMATION_LINK_TTL_MS).toISOString(), nowIso: nowIso(),
    });
    const what = purpose === 'company' ? `your company ${c.business.companyName}` : `your business profile at ${c.business.companyName}`;
    await mail.send({
      to, kind: `business-confirm-${purpose}`, subject: purpose === 'company' ? 'Confirm your company' : 'Confirm your business profile',
      text: `Confirm ${what} by opening this link within 7 days:\n${publicOrigin}${LINK_PATHS.confirm}#token=${token}\n`,
    });
  }

  async function sendConfirmation(c: Caller, userEmail: string): Promise<{ sent: true; purpose: 'company' | 'profile' }> {
    const email = userEmail.trim().toLowerCase();
    const own = email === emailOf(c).toLowerCase();
    const company = await companyRow(c);
    if (company.confirmed_at === null) {
      if (!manages(c)) throw new AppError(403, 'FORBIDDEN', 'A company manager confirms the company');
      if (!own) throw new AppError(403, 'FORBIDDEN', 'The company confirmation goes to your own email', 'userEmail');
      await mailConfirmation(c, email, c.actor.profileId, 'company');
      return { sent: true, purpose: 'company' };
    }
    if (!own && !c.business.permissions.includes('USER_MANAGEMENT')) throw new AppError(403, 'FORBIDDEN', 'You may only confirm your own business profile', 'userEmail');
    const target = await findProfileByEmail(db, c.actor.companyId, email);
    if (!target) throw new AppError(404, 'NOT_FOUND', 'No user of your company has this email', 'userEmail');
    if (target.confirmed_at !== null) throw new AppError(400, 'VALIDATION_ERROR', 'This business profile is already confirmed', 'userEmail');
    await mailConfirmation(c, email, target.id, 'profile');
    return { sent: true, purpose: 'profile' };
  }

  async function mailBizPlusLink(c: Caller, upgradeId: number): Promise<void> {
    const token = newToken();
    await updateTierUpgrade(db, c.actor.companyId, upgradeId, { token_hash: hmacHex(`bizplus|${token}`) });
    await mail.send({
      to: emailOf(c), kind: 'business-bizplus-confirm', subject: `Confirm the bizPlus upgrade of ${c.business.companyName}`,
      text: `Confirm the upgrade of ${c.business.companyName} to bizPlus by opening this link:\n${publicOrigin}${LINK_PATHS.bizPlus}#token=${token}\n`,
    });
  }

  function deletionToken(companyId: string, code: string, requestTimeMs: number): string {
    return createHmac('sha256', linkKey).update(`delete|${companyId}|${code}|${requestTimeMs}`).digest('base64url');
  }

  return {
    linkKey,
    tasks,
    onboardingProgress,
    accountInfo,
    preferences,
    tierStatus,
    sendConfirmation,
    deletionToken,

    async setup(c, version, body) {
      const company = await companyRow(c);
      const expected = settingsOf(company.settings_json).setupVersion;
      if (version !== expected) throw new AppError(400, 'VALIDATION_ERROR', `This company sets up with ${expected}`, 'version');
      const companyPart = 'company' in body ? body.company : undefined;
      if (companyPart && !manages(c)) throw new AppError(403, 'FORBIDDEN', 'Setting up the company needs company settings management', 'company');
      const at = nowIso();
      await db.transaction().execute(async (trx) => {
        const profile = await findProfile(trx, c.actor.companyId, c.actor.profileId);
        if (!profile) throw new AppError(404, 'NOT_FOUND', 'No such business profile');
        const details = {
          ...jsonObject(profile.traveler_details_json), firstName: body.firstName, lastName: body.lastName,
          ...('phone' in body && body.phone !== undefined ? { phone: body.phone } : {}),
        };
        await updateProfile(trx, c.actor.companyId, c.actor.profileId, { traveler_details_json: JSON.stringify(details) }, at);
        await upsertOnboarding(trx, c.actor.companyId, c.actor.profileId, { setup_version: version, setup_at: at }, at);
        if (companyPart) {
          const settings = settingsOf(company.settings_json);
          const v3 = version === 'v3' ? (companyPart as NonNullable<SetupV3Request['company']>) : undefined;
          await updateCompany(trx, c.actor.companyId, {
            name: companyPart.name,
            ...(v3 ? { booking_mode: v3.bookingMode, settings_json: JSON.stringify({ ...settings, defaultCurrency: v3.defaultCurrency }) } : {}),
          }, at);
          await upsertPreferences(trx, c.actor.companyId, { company_size: companyPart.size, country_code: companyPart.countryCode, setup_at: at }, at);
        }
      });
      return { version, tasks: await tasks(c), company: companyPart ? await business.company(c.actor) : null };
    },

    async setTaskStatus(c, taskId, status) {
      if (COMPANY_TASKS.includes(taskId) && !manages(c)) throw new AppError(403, 'FORBIDDEN', 'Company tasks are for company managers', 'taskId');
      await upsertTaskStatus(db, c.actor.companyId, c.actor.profileId, taskId, status, nowIso());
      return tasks(c);
    },

    async dismissReminderTaskGrid(c) {
      await upsertOnboarding(db, c.actor.companyId, c.actor.profileId, { task_grid_dismissed_at: nowIso() }, nowIso());
    },

    async setKeywords(c, keywords) {
      const unique = [...new Set(keywords.map((k) => k.trim()))];
      await upsertOnboarding(db, c.actor.companyId, c.actor.profileId, { keywords_json: JSON.stringify(unique) }, nowIso());
      return accountInfo(c);
    },

    currentIdentity(c) {
      const imp = c.impersonator;
      return {
        accountId: c.account.id, email: emailOf(c), name: c.account.name ?? null, profileId: c.actor.profileId, companyId: c.actor.companyId,
        impersonatedBy: imp ? { accountId: imp.accountId, profileId: imp.profileId, email: imp.email, mode: imp.mode } : null,
      };
    },

    async setLanguage(c, localeCode) {
      await upsertOnboarding(db, c.actor.companyId, c.actor.profileId, { language: localeCode }, nowIso());
      return { localeCode };
    },

    resendConfirmationEmail: async (c) => {
      const company = await companyRow(c);
      const profile = await findProfile(db, c.actor.companyId, c.actor.profileId);
      if (company.confirmed_at !== null && profile?.confirmed_at !== null) throw new AppError(400, 'VALIDATION_ERROR', 'Nothing is waiting for confirmation');
      return sendConfirmation(c, emailOf(c));
    },

    async confirm(c, token) {
      return db.transaction().execute(async (trx) => {
        const at = nowIso();
        const row = await useConfirmation(trx, c.actor.companyId, hmacHex(`confirm|${token}`), at);
        if (!row) throw new AppError(404, 'NOT_FOUND', 'This confirmation link is unknown, used or expired');
        if (row.purpose === 'company') {
          if (!manages(c)) throw new AppError(403, 'FORBIDDEN', 'A company manager confirms the company');
          await updateCompany(trx, c.actor.companyId, { confirmed_at: at }, at);
          // The manager who confirms the company confirms their own profile with it.
          await updateProfile(trx, c.actor.companyId, row.profile_id, { confirmed_at: at }, at);
        } else {
          if (row.profile_id !== c.actor.profileId && !c.business.permissions.includes('USER_MANAGEMENT')) {
            throw new AppError(403, 'FORBIDDEN', 'This link confirms another business profile');
          }
          await updateProfile(trx, c.actor.companyId, row.profile_id, { confirmed_at: at }, at);
        }
        return { confirmed: row.purpose };
      });
    },

    async setAutoApproval(c, mode) {
      await upsertPreferences(db, c.actor.companyId, { auto_approval_mode: mode }, nowIso());
      return preferences(c);
    },

    async setSortOrder(c, settings) {
      const current = await preferences(c);
      await upsertPreferences(db, c.actor.companyId, { sort_order_json: JSON.stringify({ ...current.sortOrder, ...settings }) }, nowIso());
      return preferences(c);
    },

    async setFeature(c, feature, enabled) {
      const company = await companyRow(c);
      const parsed = FeatureSwitchesSchema.safeParse(jsonObject(company.feature_switches_json));
      const switches: Record<string, boolean> = { ...(parsed.success ? parsed.data : {}) };
      const inTier = TIER_FEATURES[company.plan_tier].includes(feature);
      if (enabled) {
        if (!inTier && switches[feature] !== true) throw new AppError(403, 'FORBIDDEN', `${feature} is not part of the ${company.plan_tier} plan: upgrade the plan`, 'feature');
        if (inTier) delete switches[feature];
      } else {
        switches[feature] = false;
      }
      await updateCompany(db, c.actor.companyId, { feature_switches_json: JSON.stringify(switches) }, nowIso());
      return business.company(c.actor);
    },

    async setMultiRoomBookings(c, enabled) {
      await updateCompany(db, c.actor.companyId, { multi_room_bookings: enabled ? 1 : 0 }, nowIso());
      return business.company(c.actor);
    },

    async upgradeTier(c, tier) {
      const company = await companyRow(c);
      if (TIER_ORDER[tier] <= TIER_ORDER[company.plan_tier]) throw new AppError(400, 'VALIDATION_ERROR', `The company is already on ${company.plan_tier}`, 'tier');
      const at = nowIso();
      await db.transaction().execute(async (trx) => {
        await cancelOpenTierUpgrades(trx, c.actor.companyId);
        const selfServe = tier === 'bizPlus';
        await insertTierUpgrade(trx, {
          company_id: c.actor.companyId, from_tier: company.plan_tier, to_tier: tier,
          status: selfServe ? 'COMPLETED' : 'REQUESTED', requested_by_profile_id: c.actor.profileId, token_hash: null, created_at: at, completed_at: selfServe ? at : null,
        });
        if (selfServe) await updateCompany(trx, c.actor.companyId, { plan_tier: tier }, at);
      });
      await mail.send({
        to: emailOf(c), kind: 'business-tier-upgrade', subject: tier === 'bizPlus' ? `${c.business.companyName} is on bizPlus` : 'Your enterprise plan request',
        text: tier === 'bizPlus'
          ? `${c.business.companyName} now has the bizPlus plan: reporting, trip reporting fields and integrations are on.\n`
          : `We received the request to move ${c.business.companyName} to the enterprise plan. Our team will contact you.\n`,
      });
      return tierStatus(c);
    },

    async bizPlusSignup(c) {
      const company = await companyRow(c);
      if (company.plan_tier !== 'biz') throw new AppError(400, 'VALIDATION_ERROR', `The company is already on ${company.plan_tier}`, 'tier');
      const id = await db.transaction().execute(async (trx) => {
        await cancelOpenTierUpgrades(trx, c.actor.companyId);
        return insertTierUpgrade(trx, {
          company_id: c.actor.companyId, from_tier: company.plan_tier, to_tier: 'bizPlus', status: 'AWAITING_EMAIL_CONFIRMATION',
          requested_by_profile_id: c.actor.profileId, token_hash: null, created_at: nowIso(),
        });
      });
      await mailBizPlusLink(c, id);
      return tierStatus(c);
    },

    async bizPlusSendConfirmation(c) {
      const latest = await latestTierUpgrade(db, c.actor.companyId);
      if (latest?.status !== 'AWAITING_EMAIL_CONFIRMATION') throw new AppError(400, 'VALIDATION_ERROR', 'No bizPlus signup awaits confirmation');
      await mailBizPlusLink(c, latest.id);
      return { sent: true };
    },

    async bizPlusTrackClick(c, token) {
      const row = await findTierUpgradeByToken(db, c.actor.companyId, hmacHex(`bizplus|${token}`));
      if (row?.status !== 'AWAITING_EMAIL_CONFIRMATION') throw new AppError(404, 'NOT_FOUND', 'This confirmation link is unknown or used');
      const at = nowIso();
      await db.transaction().execute(async (trx) => {
        await updateTierUpgrade(trx, c.actor.companyId, row.id, { email_clicked_at: at, status: 'COMPLETED', completed_at: at });
        await updateCompany(trx, c.actor.companyId, { plan_tier: 'bizPlus' }, at);
      });
      return tierStatus(c);
    },

    async sendDeletionEmail(c) {
      const code = randomBytes(18).toString('base64url');
      const requestTimeMs = now();
      await insertDeletionRequest(db, { code, companyId: c.actor.companyId, profileId: c.actor.profileId, requestTimeMs, nowIso: nowIso() });
      const token = deletionToken(c.actor.companyId, code, requestTimeMs);
      await mail.send({
        to: emailOf(c), kind: 'business-company-deletion', subject: `Confirm the deletion of ${c.business.companyName}`,
        text: `Someone asked to delete ${c.business.companyName} and every business profile in it. If it was you, confirm within 24 hours:\n`
          + `${publicOrigin}${LINK_PATHS.deletion}/${code}/${requestTimeMs}/${token}\nIf not, ignore this message: nothing changes.\n`,
      });
      return { sent: true };
    },

    async confirmDeletion(c, p) {
      const request = await findDeletionRequest(db, c.actor.companyId, p.confirmationCode);
      if (!request || request.used_at !== null) throw new AppError(404, 'NOT_FOUND', 'No such deletion request');
      const requestTimeMs = Number(p.requestTime);
      const expected = Buffer.from(deletionToken(c.actor.companyId, p.confirmationCode, requestTimeMs));
      const given = Buffer.from(p.token);
      if (requestTimeMs !== Number(request.request_time_ms) || expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw new AppError(403, 'FORBIDDEN', 'This deletion link is not valid');
      }
      if (now() - requestTimeMs > COMPANY_DELETION_LINK_TTL_MS) throw new AppError(400, 'VALIDATION_ERROR', 'This deletion link has expired: ask for a new one');
      const done = await db.transaction().execute((trx) => deleteCompanyByRequest(trx, c.actor.companyId, p.confirmationCode, nowIso()));
      if (!done) throw new AppError(404, 'NOT_FOUND', 'No such deletion request');
      return { deleted: true };
    },
  };
}
