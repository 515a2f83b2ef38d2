/**
 * Wires the company calls (issue #24 "Company calls of account-business-header-and-trips §7") into three pieces app.ts
 * registers:
 * - `treeRoutes`: on the business route tree (company-calls-routes.ts, company-logo.ts upload/delete, impersonation.ts,
 *   issue-report.ts);
 * - `rootRoutes`: outside the tree - signup, leisureSignup, demo and waitlist for accounts without a business profile
 *   (company-signup.ts, `auth: 'account'`) and the public logo URLs (`/company-logos/{ref}`, `auth: 'visitor'`);
 * - `impersonation`: the service installImpersonation hooks into the root app (impersonation.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AccountIdentity, BusinessPrincipal } from '../access/principal.ts';
import type { MailService } from '../mail/service.ts';
import { createCompanyCallsService, type CompanyCallsService } from './company-calls.ts';
import { companyCallRoutes } from './company-calls-routes.ts';
import { companyLogoRoutes, companyLogoServingRoutes, createCompanyLogoService } from './company-logo.ts';
import { companySignupRoutes, createCompanySignupService } from './company-signup.ts';
import { createImpersonationService, impersonationRoutes, type ImpersonationService } from './impersonation.ts';
import { createIssueReportService, issueReportRoutes } from './issue-report.ts';
import { actorOf } from './route-tree.ts';
import type { BusinessService } from './service.ts';

export interface CompanyCallsModule {
  treeRoutes: FastifyPluginAsync;
  rootRoutes: FastifyPluginAsync;
  impersonation: ImpersonationService;
  calls: CompanyCallsService;
  /** The onboarding progress of a business principal (the auth state's; the same source as GET /me/v1/tasks). */
  onboardingProgress: (account: AccountIdentity, business: BusinessPrincipal) => ReturnType<CompanyCallsService['onboardingProgress']>;
}

/**
 * Creates the services and plugins (loads the business link key once).
 * @param deps.db database; deps.mail mail service; deps.business the business service (company reads); deps.publicOrigin
 *   origin of emailed links; deps.now clock, epoch ms
 */
export async function createCompanyCallsModule(deps: {
  db: Kysely<Database>; mail: MailService; business: BusinessService; publicOrigin: string; now?: () => number;
}): Promise<CompanyCallsModule> {
  const clock = deps.now ? { now: deps.now } : {};
  const calls = await createCompanyCallsService(deps);
  const logos = createCompanyLogoService({ db: deps.db, ...clock });
  const impersonation = createImpersonationService({ db: deps.db, ...clock });
  const reports = createIssueReportService({ db: deps.db, mail: deps.mail, ...clock });
  const signups = createCompanySignupService({ db: deps.db, mail: deps.mail, ...clock });
  return {
    calls,
    impersonation,
    onboardingProgress: (account, business) => calls.onboardingProgress({ actor: actorOf(account.id, business), business, account }),
    treeRoutes: async (tree) => {
      await tree.register(companyCallRoutes(calls));
      await tree.register(impersonationRoutes(impersonation));
      // Multipart parsing lives only in these two encapsulated scopes.
      await tree.register(companyLogoRoutes(logos));
      await tree.register(issueReportRoutes(reports));
    },
    rootRoutes: async (root) => {
      await root.register(companySignupRoutes(signups));
      await root.register(companyLogoServingRoutes(logos));
    },
  };
}
