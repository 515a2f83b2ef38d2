/**
 * Impersonation support (account-business-header-and-trips §4 "Impersonation mode is book or view", §6 "Company-wide
 * impersonation support and single sign-on can be managed by admins (calls only)", §7 Impersonation: GET, POST and
 * DELETE /impersonation/v1/support, POST /impersonation/v1/end; issue #24 "every impersonated action is recorded with
 * who did it").
 *
 * Readings (the spec names the calls, not who does what):
 * - **support** (GET/POST/DELETE `/impersonation/v1/support`) is the company-wide grant an admin manages
 *   (COMPANY_SETTINGS_MANAGEMENT, as the catalogue's row says): POST turns support on in one mode (book or view) for a
 *   number of days; DELETE turns it off and ends every open impersonation of the company; GET reads it (the frame caches
 *   the reply in session storage). Without a live grant nobody impersonates.
 * - **who impersonates**: support staff = holders of USER_PROFILE_VIEW_FOR_ALL (the HELPDESK role; travel managers and
 *   admins hold it too), via POST `/impersonation/v1/start` {profileId} (our addition: the spec lists no start call).
 *   Mode `book` also needs TRIP_EVENT_BOOK_FOR_ALL. A person can only be impersonated by someone holding every
 *   permission they hold (no one gains rights by impersonating), never oneself, only an active profile of the same
 *   company (another company's id: 404).
 * - **while impersonating** the session's principal IS the impersonated person (their company, role, permissions; the
 *   auth state shows them), with `principal.impersonator` naming the support user and the mode; two-factor is the
 *   support user's. In `view` mode every state-changing call answers 403 FORBIDDEN except ending the impersonation and
 *   signing out; in `book` mode only business, offer, booking and trip calls may change state (never the person's
 *   own account: password, email, sign-in methods, consent, the account switch). Every request answered while impersonating (and the start and end) is written to
 *   `business_impersonation_audit`: impersonator, impersonated account, mode, `METHOD /route`, status, time.
 * - POST `/impersonation/v1/end` ends the session's impersonation (any business route caller; 404 when none).
 * - **mode**: the grant's mode caps it; the start call may ask for `view` under a `book` grant (support looks before it
 *   books), never `book` under a `view` grant (403).
 * - **finding the person** (GET `/impersonation/v1/support/users?query=`, our addition; support staff cannot read the
 *   grant, COMPANY_SETTINGS_MANAGEMENT, nor the admin users list): the grant and the company's active people matching
 *   the query, each marked SELF or HOLDS_MORE when the caller may not act as them - the frame's cached "support
 *   results". The auth state's `businessState.impersonation` tells the frame it is impersonated (its banner).
 *
 * Cost: only a caller holding USER_PROFILE_VIEW_FOR_ALL pays one more query per request (its session's open
 * impersonation); everyone else keeps the principal loader's one query.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  COMPANY_CALL_PATHS, COMPANY_SETTINGS_REQUIREMENT, ImpersonationStartRequestSchema, ImpersonationStateSchema, OkReplySchema, SupportGrantRequestSchema,
  SupportGrantSchema, SupportUsersQuerySchema, SupportUsersReplySchema, type ImpersonationMode, type ImpersonationState, type SupportGrant,
  type SupportUsersReply, BuiltInRoleSchema, permissionsOfRole,
} from '@travel/contract';
import type { Database } from '../../db/database.ts';
import { AppError, ERROR_RESPONSES } from '../../errors.ts';
import type { BusinessPrincipal, Impersonator, Principal } from '../access/principal.ts';
import { CSRF_PROTECTED_METHODS } from '../session/constants.ts';
import {
  endCompanyImpersonations, endImpersonation, findOpenImpersonationBySession, findPreferences, findPrincipalRowOfProfile, insertAudit, insertImpersonation,
  upsertPreferences,
} from './company-calls-repository.ts';
import { businessPrincipalOf, customRolePermissions } from './principal-loader.ts';
import { listAdminUsers } from './repository.ts';
import { BUSINESS_API_PREFIX, businessCaller } from './route-tree.ts';

/** Who may start impersonating (view); `book` also needs {@link BOOK_MODE_PERMISSION}. */
export const IMPERSONATION_REQUIREMENT = { permissions: ['USER_PROFILE_VIEW_FOR_ALL'] } as const;
export const BOOK_MODE_PERMISSION = 'TRIP_EVENT_BOOK_FOR_ALL';
/** State-changing routes a `view` impersonation may still call (end it, sign out, get a form token). */
export const VIEW_MODE_ALLOWED_ROUTES: readonly string[] = [
  `${BUSINESS_API_PREFIX}${COMPANY_CALL_PATHS.impersonationEnd}`, '/k/run/auth/logout', '/k/run/formtoken',
];
/**
 * Where a `book` impersonation may change state besides {@link VIEW_MODE_ALLOWED_ROUTES}: business calls (within the
 * impersonated person's permissions), offers, bookings and trips. Everything else that changes state - the person's
 * sign-in methods, password, email, passkeys, linked social accounts, consent, the account switch - answers 403:
 * support books for someone, it never takes over their account.
 */
export const BOOK_MODE_ALLOWED_PREFIXES: readonly string[] = [`${BUSINESS_API_PREFIX}/`, '/i/api/offers/', '/i/api/bookings/', '/i/api/trips/', '/trips/api/'];

/** Whether a state-changing request may run while impersonating in `mode` (pure; `route` is the route pattern). */
export function impersonatedChangeAllowed(mode: ImpersonationMode, route: string): boolean {
  if (VIEW_MODE_ALLOWED_ROUTES.includes(route)) return true;
  return mode === 'book' && BOOK_MODE_ALLOWED_PREFIXES.some((prefix) => route.startsWith(prefix));
}

export interface ImpersonationService {
  grant(companyId: string): Promise<SupportGrant>;
  /** Turns support on for `days` in `mode`. */
  setGrant(companyId: string, profileId: string, mode: ImpersonationMode, days: number): Promise<SupportGrant>;
  /** Turns support off and ends the company's open impersonations. */
  revokeGrant(companyId: string): Promise<SupportGrant>;
  /**
   * Starts impersonating `profileId` on `sessionId` (see the module docstring for the rules).
   * @throws AppError 403 FORBIDDEN (support off, book mode without TRIP_EVENT_BOOK_FOR_ALL, target holds more), 404
   *   NOT_FOUND (no such active profile in the company), 400 VALIDATION_ERROR (oneself)
   */
  start(impersonator: { accountId: string; business: BusinessPrincipal }, sessionId: string, profileId: string, mode?: ImpersonationMode): Promise<ImpersonationState>;
  /**
   * The grant and up to `limit` active people of the caller's company whose email or name contains `query`, ordered by
   * email, each with why the caller may not act as them (null: they may).
   */
  searchUsers(caller: BusinessPrincipal, query: string, limit: number): Promise<SupportUsersReply>;
  /** Ends the principal's impersonation. @throws AppError 404 NOT_FOUND when the principal is not impersonated */
  end(principal: Principal): Promise<void>;
  /** The principal to use for a request of `principal` on `sessionId`: the impersonated person, or `principal` itself. */
  resolve(principal: Principal, sessionId: string | null): Promise<Principal>;
  /** Writes one audit row for a request answered while impersonating. */
  record(principal: Principal, action: string, statusCode: number): Promise<void>;
}

/** Creates the service. @param deps.db database; deps.now clock, epoch ms */
export function createImpersonationService(deps: { db: Kysely<Database>; now?: () => number }): ImpersonationService {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const nowIso = () => new Date(now()).toISOString();

  async function grant(companyId: string): Promise<SupportGrant> {
    const prefs = await findPreferences(db, companyId);
    const live = prefs?.support_mode && prefs.support_expires_at !== null && prefs.support_expires_at > nowIso();
    return live
      ? { enabled: true, mode: prefs.support_mode, grantedAt: prefs.support_granted_at, expiresAt: prefs.support_expires_at }
      : { enabled: false, mode: null, grantedAt: null, expiresAt: null };
  }

  async function targetPrincipal(companyId: string, profileId: string): Promise<{ account: { id: string; email: string; name: string | null; confirmed: boolean }; business: BusinessPrincipal } | undefined> {
    const row = await findPrincipalRowOfProfile(db, companyId, profileId);
    if (!row || row.status !== 'active' || Number(row.disabled) === 1 || (row.guest_expires_at !== null && row.guest_expires_at <= nowIso())) return undefined;
    // Two-factor is the support user's: impersonation starts on the business tree, so their session proved its second
    // factor; the impersonated person is never asked for theirs.
    const business = businessPrincipalOf({ ...row, two_factor_verified_at: nowIso() });
    if (!business) return undefined;
    return { account: { id: row.account_id, email: row.email, name: row.account_name, confirmed: row.account_confirmed_at !== null }, business };
  }

  return {
    grant,

    async setGrant(companyId, profileId, mode, days) {
      const at = now();
      await upsertPreferences(db, companyId, {
        support_mode: mode, support_granted_by_profile_id: profileId, support_granted_at: new Date(at).toISOString(),
        support_expires_at: new Date(at + days * 24 * 60 * 60 * 1000).toISOString(),
      }, new Date(at).toISOString());
      return grant(companyId);
    },

    async revokeGrant(companyId) {
      await db.transaction().execute(async (trx) => {
        await upsertPreferences(trx, companyId, { support_mode: null, support_granted_by_profile_id: null, support_granted_at: null, support_expires_at: null }, nowIso());
        await endCompanyImpersonations(trx, companyId, nowIso());
      });
      return grant(companyId);
    },

    async start(impersonator, sessionId, profileId, asked) {
      const b = impersonator.business;
      const g = await grant(b.companyId);
      if (!g.enabled || !g.mode) throw new AppError(403, 'FORBIDDEN', 'Impersonation support is off for this company');
      if (asked === 'book' && g.mode === 'view') throw new AppError(403, 'FORBIDDEN', 'The company allows support to view only');
      const mode: ImpersonationMode = asked ?? g.mode;
      if (mode === 'book' && !b.permissions.includes(BOOK_MODE_PERMISSION)) throw new AppError(403, 'FORBIDDEN', 'Booking as someone else needs TRIP_EVENT_BOOK_FOR_ALL');
      if (profileId === b.profileId) throw new AppError(400, 'VALIDATION_ERROR', 'You cannot impersonate yourself', 'profileId');
      const target = await targetPrincipal(b.companyId, profileId);
      if (!target) throw new AppError(404, 'NOT_FOUND', 'No such active business profile');
      if (!target.business.permissions.every((p) => b.permissions.includes(p))) {
        throw new AppError(403, 'FORBIDDEN', 'This person holds permissions you do not hold');
      }
      const id = randomBytes(16).toString('base64url');
      const at = nowIso();
      await db.transaction().execute(async (trx) => {
        const open = await findOpenImpersonationBySession(trx, sessionId);
        if (open) await endImpersonation(trx, open.company_id, open.id, at);
        await insertImpersonation(trx, {
          id, session_id: sessionId, company_id: b.companyId, impersonator_profile_id: b.profileId, impersonator_account_id: impersonator.accountId,
          target_profile_id: profileId, mode, started_at: at,
        });
        await insertAudit(trx, {
          impersonationId: id, companyId: b.companyId, impersonatorAccountId: impersonator.accountId, targetAccountId: target.account.id, mode,
          action: 'START', statusCode: 200, nowIso: at,
        });
      });
      return { impersonationId: id, mode, target: { profileId, email: target.account.email }, startedAt: at };
    },

    async searchUsers(caller, query, limit) {
      const [g, { rows }] = await Promise.all([
        grant(caller.companyId),
        listAdminUsers(db, caller.companyId, { query, status: 'active', offset: 0, limit }),
      ]);
      const at = nowIso();
      const users = rows.filter((r) => r.guest_expires_at === null || r.guest_expires_at > at).map((r) => {
        const builtIn = BuiltInRoleSchema.safeParse(r.builtin_role);
        const held = builtIn.success ? permissionsOfRole(builtIn.data) : customRolePermissions(r.permissions_json);
        const blockedBy = r.id === caller.profileId ? 'SELF' as const : held.every((p) => caller.permissions.includes(p)) ? null : 'HOLDS_MORE' as const;
        return { profileId: r.id, name: r.name, email: r.email, roleName: r.role_name, blockedBy };
      });
      return { grant: g, users };
    },

    async end(principal) {
      if (principal.kind !== 'account' || !principal.impersonator || !principal.business) throw new AppError(404, 'NOT_FOUND', 'You are not impersonating anyone');
      const imp = principal.impersonator;
      const at = nowIso();
      await endImpersonation(db, principal.business.companyId, imp.impersonationId, at);
      await insertAudit(db, {
        impersonationId: imp.impersonationId, companyId: principal.business.companyId, impersonatorAccountId: imp.accountId, targetAccountId: principal.account.id,
        mode: imp.mode, action: 'END', statusCode: 200, nowIso: at,
      });
    },

    async resolve(principal, sessionId) {
      if (sessionId === null || principal.kind !== 'account' || !principal.business) return principal;
      const self = principal.business;
      if (!self.permissions.includes(IMPERSONATION_REQUIREMENT.permissions[0])) return principal;
      const imp = await findOpenImpersonationBySession(db, sessionId);
      if (!imp || imp.impersonator_account_id !== principal.account.id || imp.company_id !== self.companyId) return principal;
      const g = await grant(self.companyId);
      const target = g.enabled ? await targetPrincipal(self.companyId, imp.target_profile_id) : undefined;
      if (!target || !target.business.permissions.every((p) => self.permissions.includes(p))) {
        await endImpersonation(db, imp.company_id, imp.id, nowIso());
        return principal;
      }
      const impersonator: Impersonator = Object.freeze({
        impersonationId: imp.id, accountId: principal.account.id, profileId: self.profileId, email: principal.account.email ?? '', mode: imp.mode,
      });
      return Object.freeze({
        kind: 'account' as const,
        account: Object.freeze(target.account),
        business: Object.freeze({ ...target.business, twoFactor: self.twoFactor }),
        impersonator,
      });
    },

    async record(principal, action, statusCode) {
      if (principal.kind !== 'account' || !principal.impersonator || !principal.business) return;
      const imp = principal.impersonator;
      await insertAudit(db, {
        impersonationId: imp.impersonationId, companyId: principal.business.companyId, impersonatorAccountId: imp.accountId, targetAccountId: principal.account.id,
        mode: imp.mode, action, statusCode, nowIso: nowIso(),
      });
    },
  };
}

/**
 * Installs the impersonation hooks on the root app. Call it right after installSessionHooks (it reads the principal the
 * session hook loaded) and before installAccessControl (which must see the impersonated principal).
 * - onRequest: swaps in the impersonated principal; refuses state-changing calls in `view` mode (403 FORBIDDEN).
 * - onSend: records every matched request answered while impersonating (audit table), before the reply leaves.
 */
export function installImpersonation(app: FastifyInstance, impersonation: ImpersonationService): void {
  app.addHook('onRequest', async (request) => {
    request.principal = await impersonation.resolve(request.principal, request.session?.id ?? null);
    const p = request.principal;
    if (p.kind !== 'account' || !p.impersonator || request.is404) return;
    const changes = CSRF_PROTECTED_METHODS.has(request.method) || request.routeOptions.config.csrf === 'required';
    if (changes && !impersonatedChangeAllowed(p.impersonator.mode, request.routeOptions.url ?? '')) {
      throw new AppError(403, 'FORBIDDEN', p.impersonator.mode === 'view' ? 'Impersonating in view mode: nothing can be changed' : 'Impersonating: this belongs to the person\'s own account');
    }
  });
  // onSend, not onResponse: the row is written before the reply leaves, so whoever reads the audit after the reply
  // (a test, an admin's audit page) sees it.
  app.addHook('onSend', async (request, reply, payload) => {
    const p = request.principal;
    if (p.kind !== 'account' || !p.impersonator || request.is404) return payload;
    try {
      await impersonation.record(p, `${request.method} ${request.routeOptions.url ?? ''}`, reply.statusCode);
    } catch (err) {
      request.log.error({ err }, 'Impersonation audit row not written');
    }
    return payload;
  });
}

/** The impersonation routes, on the business route tree. */
export function impersonationRoutes(impersonation: ImpersonationService): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const noStore = { 'Cache-Control': 'no-store' };
    r.get(COMPANY_CALL_PATHS.impersonationSupport, {
      config: { auth: { business: COMPANY_SETTINGS_REQUIREMENT } },
      schema: { response: { 200: SupportGrantSchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return impersonation.grant(businessCaller(request).actor.companyId);
    });
    r.post(COMPANY_CALL_PATHS.impersonationSupport, {
      config: { auth: { business: COMPANY_SETTINGS_REQUIREMENT } },
      schema: { body: SupportGrantRequestSchema, response: { 200: SupportGrantSchema, ...ERROR_RESPONSES } },
    }, async (request) => {
      const { actor } = businessCaller(request);
      return impersonation.setGrant(actor.companyId, actor.profileId, request.body.mode, request.body.days);
    });
    r.delete(COMPANY_CALL_PATHS.impersonationSupport, {
      config: { auth: { business: COMPANY_SETTINGS_REQUIREMENT } },
      schema: { response: { 200: SupportGrantSchema, ...ERROR_RESPONSES } },
    }, async (request) => impersonation.revokeGrant(businessCaller(request).actor.companyId));
    r.post(COMPANY_CALL_PATHS.impersonationStart, {
      config: { auth: { business: IMPERSONATION_REQUIREMENT } },
      schema: { body: ImpersonationStartRequestSchema, response: { 200: ImpersonationStateSchema, ...ERROR_RESPONSES } },
    }, async (request: FastifyRequest<{ Body: { profileId: string; mode?: ImpersonationMode } }>) => {
      const { business } = businessCaller(request);
      const p = request.principal;
      if (p.kind !== 'account' || !request.session) throw new AppError(401, 'INVALID_SESSION', 'Sign in to use this');
      return impersonation.start({ accountId: p.account.id, business }, request.session.id, request.body.profileId, request.body.mode);
    });
    r.get(COMPANY_CALL_PATHS.impersonationUsers, {
      config: { auth: { business: IMPERSONATION_REQUIREMENT } },
      schema: { querystring: SupportUsersQuerySchema, response: { 200: SupportUsersReplySchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return impersonation.searchUsers(businessCaller(request).business, request.query.query, request.query.limit);
    });
    r.post(COMPANY_CALL_PATHS.impersonationEnd, {
      config: { auth: { business: {} } },
      schema: { response: { 200: OkReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => {
      businessCaller(request);
      await impersonation.end(request.principal);
      return { ok: true as const };
    });
  };
}
