/**
 * Companies and business profiles: the business module's service (routes.ts -> here -> repository.ts). Every method
 * takes the actor (who acts, for whom; contract BusinessActor) and works inside the actor's company only: a row of
 * another company is never read or changed, it answers 404 NOT_FOUND. Spec: core-and-business §3, §6;
 * account-business-header-and-trips §3, §4 (account-type toggle), §7 (Company GET/PUT, businessToggleUrl).
 */
import type { Kysely } from 'kysely';
import {
  CompanySettingsSchema, DEFAULT_COMPANY_SETTINGS, FeatureSwitchesSchema, companyFlagsOf, companyLogoUrl, featuresOf, policy,
  type AccountType, type BusinessActor, type BusinessProfileView, type Company, type CompanySettings, type CompanyUpdate,
} from '@travel/contract';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import {
  domainsHeldByOthers, findCompany, findProfileWithAccount, listEmailDomains, listLegalEntities, listMemberships, listOffices, replaceEmailDomains, updateCompany,
  updateProfile,
} from './repository.ts';
import { jsonObject } from './json-column.ts';


/** A company's stored settings over the defaults (fields that fail validation keep their default). */
export function settingsOf(json: string): CompanySettings {
  const stored = jsonObject(json);
  const out: Record<string, unknown> = { ...DEFAULT_COMPANY_SETTINGS };
  for (const [key, schema] of Object.entries(CompanySettingsSchema.shape)) {
    const parsed = (schema as { safeParse(v: unknown): { success: boolean; data?: unknown } }).safeParse(stored[key]);
    if (key in stored && parsed.success) out[key] = parsed.data;
  }
  return CompanySettingsSchema.parse(out);
}

/**
 * Where the account-type toggle leads: `redir` when it is a same-origin path (starts with one `/`, no `//` or `\`),
 * else the front door `/`.
 */
export function safeRedirectPath(redir: string | undefined): string {
  if (redir === undefined || !redir.startsWith('/') || redir.startsWith('//') || redir.includes('\\') || [...redir].some((ch) => ch.charCodeAt(0) < 0x20)) return '/';
  return redir;
}

export interface BusinessService {
  /** The actor's company (GET company/v1/). @throws AppError 404 NOT_FOUND when it is gone */
  company(actor: BusinessActor): Promise<Company>;
  /**
   * Replaces the given fields of the actor's company (PUT company/v1/).
   * @throws AppError 400 VALIDATION_ERROR (field emailDomains) when another company holds one of the domains; 404
   */
  updateCompany(actor: BusinessActor, update: CompanyUpdate): Promise<Company>;
  /** Puts the actor on the personal or the business side (account-type toggle). */
  setAccountType(actor: BusinessActor, accountType: AccountType): Promise<{ accountType: AccountType; businessMode: boolean }>;
  /**
   * A profile of the actor's company, if the actor may view it (policy profile.view).
   * @throws AppError 404 NOT_FOUND (no such profile in the actor's company), 403 FORBIDDEN (the policy says no)
   */
  profile(actor: BusinessActor, profileId: string): Promise<BusinessProfileView>;
}

/**
 * Creates the business service.
 * @param deps.db database; deps.now clock, epoch ms
 */
export function createBusinessService(deps: { db: Kysely<Database>; now?: () => number }): BusinessService {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const nowIso = () => new Date(now()).toISOString();

  async function loadCompany(handle: Kysely<Database>, companyId: string): Promise<Company> {
    const row = await findCompany(handle, companyId);
    if (!row) throw new AppError(404, 'NOT_FOUND', 'No such company');
    const [emailDomains, offices, entities, memberships] = await Promise.all([
      listEmailDomains(handle, companyId), listOffices(handle, companyId), listLegalEntities(handle, companyId), listMemberships(handle, companyId),
    ]);
    const switches = FeatureSwitchesSchema.safeParse(jsonObject(row.feature_switches_json));
    const featureSwitches = switches.success ? switches.data : {};
    return {
      id: row.id,
      name: row.name,
      logoUrl: companyLogoUrl(row.logo_ref),
      planTier: row.plan_tier,
      bookingMode: row.booking_mode,
      emailDomains,
      offices: offices.map((o) => ({ id: Number(o.id), name: o.name, address: o.address, city: o.city, countryCode: o.country_code })),
      legalEntities: entities.map((e) => ({ id: Number(e.id), name: e.name, registrationNumber: e.registration_number, countryCode: e.country_code })),
      corporateMemberships: memberships.map((m) => ({ id: Number(m.id), program: m.program, vendorCode: m.vendor_code, membershipNumber: m.membership_number })),
      features: featuresOf(row.plan_tier, featureSwitches),
      featureSwitches,
      flags: companyFlagsOf(jsonObject(row.flags_json)),
      settings: settingsOf(row.settings_json),
      multiRoomBookings: Number(row.multi_room_bookings) === 1,
      confirmed: row.confirmed_at !== null,
    };
  }

  return {
    company: (actor) => loadCompany(db, actor.companyId),

    async updateCompany(actor, update) {
      return db.transaction().execute(async (trx) => {
        const row = await findCompany(trx, actor.companyId);
        if (!row) throw new AppError(404, 'NOT_FOUND', 'No such company');
        const at = nowIso();
        if (update.emailDomains !== undefined) {
          const domains = [...new Set(update.emailDomains)].sort();
          const taken = await domainsHeldByOthers(trx, actor.companyId, domains);
          if (taken.length > 0) throw new AppError(400, 'VALIDATION_ERROR', `Another company uses ${taken.join(', ')}`, 'emailDomains');
          await replaceEmailDomains(trx, actor.companyId, domains, at);
        }
        const settings = update.settings ? { ...settingsOf(row.settings_json), ...update.settings } : undefined;
        await updateCompany(trx, actor.companyId, {
          ...(update.name !== undefined ? { name: update.name } : {}),
          ...(update.bookingMode !== undefined ? { booking_mode: update.bookingMode } : {}),
          ...(settings ? { settings_json: JSON.stringify(settings) } : {}),
        }, at);
        return loadCompany(trx, actor.companyId);
      });
    },

    async setAccountType(actor, accountType) {
      const businessMode = accountType === 'business';
      if (!(await updateProfile(db, actor.companyId, actor.profileId, { business_mode: businessMode ? 1 : 0 }, nowIso()))) {
        throw new AppError(404, 'NOT_FOUND', 'No such business profile');
      }
      return { accountType, businessMode };
    },

    async profile(actor, profileId) {
      const row = await findProfileWithAccount(db, actor.companyId, profileId);
      if (!row) throw new AppError(404, 'NOT_FOUND', 'No such business profile');
      const resource = {
        profileId: row.id, companyId: row.company_id, managerProfileId: row.manager_profile_id, approverProfileId: row.approver_profile_id,
        guest: row.kind === 'guest', sponsorProfileId: row.sponsor_profile_id,
      };
      if (!policy('profile.view', actor, resource)) throw new AppError(403, 'FORBIDDEN', 'You may not view this profile');
      return {
        id: row.id, email: row.email, name: row.name, role: { id: Number(row.role_id), roleName: row.role_name, builtInRole: row.builtin_role },
        groupId: row.group_id === null ? null : Number(row.group_id), kind: row.kind, status: row.status, guestExpiresAt: row.guest_expires_at,
        managerProfileId: row.manager_profile_id, approverProfileId: row.approver_profile_id,
      };
    },
  };
}
