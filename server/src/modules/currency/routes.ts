/**
 * Currency picker calls (chrome-and-consent §7):
 * - GET /horizon/react/component/CurrencyPickerStateProviderAction?currency= (`auth: 'visitor'`) -> CurrencyPickerState.
 * - POST /i/api/account/currency/v1/set (`auth: 'visitor'`, X-CSRF enforced by the session hook) { currencyCode, store }
 *   -> { currencyCode, stored }. 403 CSRF_TOKEN_INVALID without the token, 403 FORBIDDEN for `store: true` signed out
 *   (§6), 400 VALIDATION_ERROR for an unsupported code. The frame then re-prices ("reload", §7).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CURRENCY_PICKER_STATE_PATH, CURRENCY_SET_PATH, CurrencyPickerStateQuerySchema, CurrencyPickerStateSchema, CurrencySetReplySchema, CurrencySetRequestSchema,
} from '@travel/contract';
import { ERROR_RESPONSES } from '../../errors.ts';
import type { CurrencyCaller, CurrencyService } from './service.ts';

function callerOf(request: FastifyRequest): CurrencyCaller {
  return { sessionId: request.session?.id ?? null, accountId: request.principal.kind === 'account' ? request.principal.account.id : null };
}

export const currencyRoutes: FastifyPluginAsync<{ currency: CurrencyService }> = async (app, opts) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    CURRENCY_PICKER_STATE_PATH,
    { config: { auth: 'visitor' }, schema: { querystring: CurrencyPickerStateQuerySchema, response: { 200: CurrencyPickerStateSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return opts.currency.state(callerOf(request), request.query.currency);
    },
  );

  typed.post(
    CURRENCY_SET_PATH,
    { config: { auth: 'visitor' }, schema: { body: CurrencySetRequestSchema, response: { 200: CurrencySetReplySchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return opts.currency.set(callerOf(request), request.body.currencyCode, request.body.store);
    },
  );
};
