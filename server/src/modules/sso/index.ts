/**
 * Company single sign-on, SAML 2.0 and OpenID Connect (issue #27; README "Single sign-on"; ./README.md): the module's
 * services and route plugins, built once by app.ts.
 * - {@link SsoModule.companyRoutes}: the company SSO calls, registered inside the business route tree.
 * - {@link SsoModule.routes}: the sign-in calls and pages under /k/run/sso.
 * - {@link SsoModule.signIn}`.refusesOtherSignIn`: the SSO-only port the accounts module asks.
 * - {@link SsoModule.ensureDemoConfigurations}: `npm start` gives the demo company its two configurations over the
 *   offline providers (./demo.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { SecretBox } from '../business/secret-box.ts';
import { createSsoDirectory } from '../business/sso-directory.ts';
import { createSsoAdminService, type SsoAdminService } from './admin-service.ts';
import { ssoCompanyRoutes } from './company-routes.ts';
import { ensureDemoSsoConfigurations, type DemoSsoProviders } from './demo.ts';
import { createOidcRp } from './oidc.ts';
import { ssoRoutes } from './routes.ts';
import { createSsoSignInService, type SsoSignInService } from './signin-service.ts';

export interface SsoModule {
  admin: SsoAdminService;
  signIn: SsoSignInService;
  /** The company calls (inside the business route tree). */
  companyRoutes: FastifyPluginAsync;
  /** The sign-in calls and pages (/k/run/sso). */
  routes: FastifyPluginAsync;
  /** Creates or refreshes the demo company's configurations over the offline providers (`npm start`, tests). */
  ensureDemoConfigurations(providers: DemoSsoProviders): Promise<void>;
}

/** Builds the module. */
export function createSsoModule(opts: {
  db: Kysely<Database>;
  accounts: AccountsService;
  box: SecretBox;
  publicOrigin: string;
  /** The partner whose frame the entry URL lands on (config businessLinkPartner). */
  landingPartner: string;
  now?: () => number;
  log?: { warn(obj: object, msg: string): void };
}): SsoModule {
  const directory = createSsoDirectory(opts.db, opts.now);
  const rp = createOidcRp();
  const signIn = createSsoSignInService({
    db: opts.db, directory, accounts: opts.accounts, rp, box: opts.box, publicOrigin: opts.publicOrigin, landingPartner: opts.landingPartner,
    ...(opts.now ? { now: opts.now } : {}), ...(opts.log ? { log: opts.log } : {}),
  });
  const admin = createSsoAdminService({ db: opts.db, directory, accounts: opts.accounts, rp, box: opts.box, tester: signIn, publicOrigin: opts.publicOrigin, ...(opts.now ? { now: opts.now } : {}) });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(ssoRoutes, { signIn, publicOrigin: opts.publicOrigin });
  };
  return {
    admin,
    signIn,
    companyRoutes: ssoCompanyRoutes(admin),
    routes,
    ensureDemoConfigurations: (providers) => ensureDemoSsoConfigurations(opts.db, directory, opts.box, providers, opts.now ?? Date.now),
  };
}

export type { DemoSsoProviders } from './demo.ts';
