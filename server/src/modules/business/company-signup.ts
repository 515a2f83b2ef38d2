/**
 * Calls of a signed-in account that has NO business profile yet (account-business-header-and-trips §7 Company: signup,
 * leisureSignup, requestDemo, postponeDemo, /v2/addToWaitlist; core-and-business §3 postponement states notRequested,
 * requested, postponed). They sit at their spec paths under /i/api/business/company/v1/ but OUTSIDE the business route
 * tree: the tree's hook answers 403 to anyone without a business profile, and these calls are how a consumer gets one
 * (or asks about one). Each route declares `config.auth: 'account'` (modules/access: a signed-in account; 401
 * INVALID_SESSION otherwise) and writes to the database or the mail outbox.
 *
 * - signup / leisureSignup: create a company (tier biz, booking mode TRAVELER_ONLY, unconfirmed) with its built-in role
 *   rows and the caller as its COMPANY_ADMIN (two-factor not yet enrolled, so the reply's `next` is
 *   /business/verify?redir=/business/get-started). Reading: leisureSignup is the same call made from the leisure
 *   (consumer) side; the lead row records which one. An account that already has a business profile (active or not)
 *   answers 400 VALIDATION_ERROR: one profile per account.
 * - requestDemo: a demo lead in state `requested` (a receipt mail); postponeDemo: the account's requested demo leads ->
 *   `postponed` (without one, a lead in `postponed`: the user said "later" to the demo offer).
 * - addToWaitlist: a waitlist lead and a receipt mail.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  AddToWaitlistSchema, BUILT_IN_ROLES, BuiltInRoleSchema, COMPANY_SIGNUP_PATHS, CompanySignupReplySchema, CompanySignupRequestSchema, DemoStateReplySchema,
  RequestDemoSchema, WaitlistReplySchema, type PostponementState,
} from '@travel/contract';
import type { Database } from '../../db/database.ts';
import { AppError, ERROR_RESPONSES } from '../../errors.ts';
import type { MailService } from '../mail/service.ts';
import { insertLead, moveDemoLeads } from './company-calls-repository.ts';
import { findProfileByAccountUnscoped, insertBuiltInRole, insertCompany, insertProfile } from './repository.ts';

/** Where a new company admin goes next: two-factor first, then the get-started page. */
export const SIGNUP_NEXT_PATH = '/business/verify?redir=/business/get-started';

export interface CompanySignupService {
  /** @throws AppError 400 VALIDATION_ERROR when the account already has a business profile */
  signup(account: { id: string; email: string }, body: { companyName: string; companySize?: string | undefined }, source: 'signup' | 'leisureSignup'): Promise<{ companyId: string; profileId: string; next: string }>;
  requestDemo(account: { id: string; email: string }, body: { companyName: string; companySize: string; phone?: string | undefined; message?: string | undefined }): Promise<{ postponementState: PostponementState }>;
  postponeDemo(account: { id: string }): Promise<{ postponementState: PostponementState }>;
  addToWaitlist(account: { id: string; email: string }, body: { companyName: string; countryCode?: string | undefined; tier?: string | undefined }): Promise<{ onWaitlist: true }>;
}

/** Creates the service. @param deps.db database; deps.mail mail service; deps.now clock, epoch ms */
export function createCompanySignupService(deps: { db: Kysely<Database>; mail: MailService; now?: () => number }): CompanySignupService {
  const { db, mail } = deps;
  const now = deps.now ?? Date.now;
  const nowIso = () => new Date(now()).toISOString();
  const newId = () => randomBytes(16).toString('base64url');

  return {
    async signup(account, body, source) {
      const at = nowIso();
      const companyId = newId();
      const profileId = newId();
      await db.transaction().execute(async (trx) => {
        if (await findProfileByAccountUnscoped(trx, account.id)) throw new AppError(400, 'VALIDATION_ERROR', 'This account already belongs to a company');
        await insertCompany(trx, { id: companyId, name: body.companyName, nowIso: at });
        let adminRoleId = 0;
        for (const role of BuiltInRoleSchema.options) {
          const id = await insertBuiltInRole(trx, companyId, role, BUILT_IN_ROLES[role].name, at);
          if (role === 'COMPANY_ADMIN') adminRoleId = id;
        }
        await insertProfile(trx, { id: profileId, accountId: account.id, companyId, roleId: adminRoleId, nowIso: at });
        await insertLead(trx, {
          id: newId(), account_id: account.id, kind: source, company_id: companyId, company_name: body.companyName,
          payload_json: JSON.stringify({ companySize: body.companySize ?? null }), created_at: at, updated_at: at,
        });
      });
      await mail.send({
        to: account.email, kind: 'business-signup', subject: `Welcome to business travel, ${body.companyName}`,
        text: `${body.companyName} is set up and you are its company admin. Next: protect your account with two-factor authentication, then confirm the company from the get-started page.\n`,
      });
      return { companyId, profileId, next: SIGNUP_NEXT_PATH };
    },

    async requestDemo(account, body) {
      const at = nowIso();
      await insertLead(db, {
        id: newId(), account_id: account.id, kind: 'demo', company_id: null, company_name: body.companyName, demo_state: 'requested',
        payload_json: JSON.stringify({ companySize: body.companySize, phone: body.phone ?? null, message: body.message ?? null }), created_at: at, updated_at: at,
      });
      await mail.send({
        to: account.email, kind: 'business-demo-request', subject: 'Your demo request',
        text: `Thanks for asking for a demo for ${body.companyName}. We will contact you to find a time.\n`,
      });
      return { postponementState: 'requested' };
    },

    async postponeDemo(account) {
      const at = nowIso();
      const moved = await moveDemoLeads(db, account.id, 'requested', 'postponed', at);
      if (moved === 0) await insertLead(db, { id: newId(), account_id: account.id, kind: 'demo', company_id: null, company_name: '', demo_state: 'postponed', created_at: at, updated_at: at });
      return { postponementState: 'postponed' };
    },

    async addToWaitlist(account, body) {
      const at = nowIso();
      await insertLead(db, {
        id: newId(), account_id: account.id, kind: 'waitlist', company_id: null, company_name: body.companyName,
        payload_json: JSON.stringify({ countryCode: body.countryCode ?? null, tier: body.tier ?? null }), created_at: at, updated_at: at,
      });
      await mail.send({ to: account.email, kind: 'business-waitlist', subject: "You're on the waitlist", text: `${body.companyName} is on the business travel waitlist. We will write when it opens for you.\n` });
      return { onWaitlist: true };
    },
  };
}

function accountOf(request: FastifyRequest): { id: string; email: string } {
  const p = request.principal;
  if (p.kind !== 'account') throw new AppError(401, 'INVALID_SESSION', 'Sign in to use this');
  return { id: p.account.id, email: p.account.email ?? '' };
}

/** The routes, registered on the root app (outside the business route tree; see the module docstring). */
export function companySignupRoutes(signups: CompanySignupService): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    for (const [path, source] of [[COMPANY_SIGNUP_PATHS.signup, 'signup'], [COMPANY_SIGNUP_PATHS.leisureSignup, 'leisureSignup']] as const) {
      r.post(path, {
        config: { auth: 'account' },
        schema: { body: CompanySignupRequestSchema, response: { 200: CompanySignupReplySchema, ...ERROR_RESPONSES } },
      }, async (request) => signups.signup(accountOf(request), request.body, source));
    }
    r.post(COMPANY_SIGNUP_PATHS.requestDemo, {
      config: { auth: 'account' }, schema: { body: RequestDemoSchema, response: { 200: DemoStateReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => signups.requestDemo(accountOf(request), request.body));
    r.post(COMPANY_SIGNUP_PATHS.postponeDemo, {
      config: { auth: 'account' }, schema: { response: { 200: DemoStateReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => signups.postponeDemo(accountOf(request)));
    r.post(COMPANY_SIGNUP_PATHS.addToWaitlist, {
      config: { auth: 'account' }, schema: { body: AddToWaitlistSchema, response: { 200: WaitlistReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => signups.addToWaitlist(accountOf(request), request.body));
  };
}
