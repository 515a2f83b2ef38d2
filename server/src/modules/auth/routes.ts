/**
 * GET /horizon/common/authentication/providers/AuthStateProviderAction -> AuthState (core-and-business §3, §7;
 * account-business-header-and-trips §3): built from `request.principal` (./service.ts authStateOf), the signed-in
 * account's state with its whole businessState when the session has one, else signed out.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_STATE_PATH, AuthStateSchema } from '@travel/contract';
import { ERROR_RESPONSES } from '../../errors.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { SwitcherService } from '../accounts/switcher.ts';
import type { AccountIdentity, BusinessPrincipal } from '../access/principal.ts';
import { authStateOf, type OnboardingProgress } from './service.ts';

export { AUTH_STATE_PATH };

export interface AuthRoutesOptions {
  accounts: AccountsService;
  /** The session's accounts for the account switcher (account-business-header-and-trips §3); none when absent. */
  switcher?: SwitcherService;
  /**
   * A business user's onboarding progress, from the business module's one source (the tasks call's); absent: the
   * auth state says not started.
   */
  onboarding?: (account: AccountIdentity, business: BusinessPrincipal) => Promise<OnboardingProgress>;
}

export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, opts) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    AUTH_STATE_PATH,
    { config: { auth: 'visitor' }, schema: { querystring: z.object({}).passthrough(), response: { 200: AuthStateSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const principal = request.principal;
      if (principal.kind !== 'account') return authStateOf(principal);
      // The session's loader reads the account's email and name with the principal; only a principal built without
      // them (an older loader) costs a lookup.
      const fallback = principal.account.email === undefined ? await opts.accounts.profileOf(principal.account.id) : null;
      const items = opts.switcher && request.session ? await opts.switcher.items(request.session) : [];
      const onboarding = principal.business && opts.onboarding ? await opts.onboarding(principal.account, principal.business) : null;
      return authStateOf(principal, items, fallback, onboarding);
    },
  );
};
