/**
 * The scim module's entry (issue #27 SCIM 2.0 provisioning): the /scim/v2 scope, the token panel's routes on the
 * business route tree, and the services they share, wired by {@link createScimModule} so app.ts adds three lines.
 * README "SCIM provisioning" says how to connect a directory.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { SCIM_BASE_PATH } from '@travel/contract';
import type { Database } from '../../db/database.ts';
import { createAccountProvisioning } from '../accounts/provisioning.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { ApprovalsService } from '../business/approvals-service.ts';
import { createDirectoryService } from '../business/directory-service.ts';
import { scimRoutes } from './routes.ts';
import { createScimService } from './service.ts';
import { scimTokenRoutes } from './token-routes.ts';
import { createScimTokenService } from './tokens.ts';

export { scimRoutes } from './routes.ts';
export { scimTokenRoutes } from './token-routes.ts';
export { createScimService, type ScimService } from './service.ts';
export { createScimTokenService, type ScimTokenService, type ScimCaller } from './tokens.ts';

/** The wired module: `treeRoutes` go in the business route tree; `register(app)` mounts /scim/v2. */
export interface ScimModule {
  treeRoutes: FastifyPluginAsync;
  register(app: FastifyInstance): Promise<void>;
}

/** Wires the module's services (accounts: sign-outs; approvals: the manager as approver). */
export function createScimModule(deps: {
  db: Kysely<Database>;
  accounts: Pick<AccountsService, 'signOutEverywhere'>;
  approvals: Pick<ApprovalsService, 'setManager'>;
  publicOrigin: string;
  now: () => number;
  log: FastifyBaseLogger;
}): ScimModule {
  const directory = createDirectoryService({ now: deps.now });
  const tokens = createScimTokenService({ db: deps.db, directory, publicOrigin: deps.publicOrigin, now: deps.now });
  const scim = createScimService({
    db: deps.db, directory, approvals: deps.approvals, publicOrigin: deps.publicOrigin, now: deps.now, log: deps.log,
    accounts: { ...createAccountProvisioning(deps.now), signOutEverywhere: (trx, accountId) => deps.accounts.signOutEverywhere(trx, accountId) },
  });
  return {
    treeRoutes: scimTokenRoutes(tokens),
    async register(app) {
      await app.register(scimRoutes({ tokens, scim, publicOrigin: deps.publicOrigin }), { prefix: SCIM_BASE_PATH });
    },
  };
}
