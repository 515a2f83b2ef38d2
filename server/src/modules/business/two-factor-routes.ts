/**
 * The business two-factor routes (issue #24 "Business two-factor"; account-business-header-and-trips §2 paths, §4 "Auth
 * verify"; core-and-business §8 MISSING_TWO_FACTOR_AUTHENTICATION), inside the business route tree (paths relative to
 * /i/api/business). Bodies: contract/src/business-two-factor.ts. Behaviour: ./two-factor-service.ts.
 *
 * Every route needs a signed-in business profile of a live company (the tree's hook: 401 / 403 FORBIDDEN) and declares
 * `twoFactor: 'exempt'`: it must answer BEFORE the caller passed two-factor (the tree refuses that declaration outside
 * /me/v1/twoFactor/). POSTs need X-CSRF like every state-changing route (403 CSRF_TOKEN_INVALID); code attempts are
 * limited per profile (429 RATE_LIMITED with Retry-After).
 *
 * | Route | Answers |
 * |---|---|
 * | GET /me/v1/twoFactor/status | TwoFactorStatus |
 * | POST /me/v1/twoFactor/enrol | TwoFactorEnrolment (secret, otpauth URI, QR code); 400 VALIDATION_ERROR when enrolled |
 * | POST /me/v1/twoFactor/confirm `{ code }` | TwoFactorConfirmReply (10 recovery codes, once); 400 VALIDATION_ERROR (code); 429 |
 * | POST /me/v1/twoFactor/verify `{ code }` | TwoFactorVerifiedReply; 400 VALIDATION_ERROR (code: wrong, replayed, not enrolled); 429 |
 * | POST /me/v1/twoFactor/recover `{ recoveryCode }` | TwoFactorVerifiedReply; 400 VALIDATION_ERROR (recoveryCode: wrong or used); 429 |
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  TWO_FACTOR_API_PATHS, TwoFactorCodeRequestSchema, TwoFactorConfirmReplySchema, TwoFactorEnrolmentSchema,
  TwoFactorRecoverRequestSchema, TwoFactorStatusSchema, TwoFactorVerifiedReplySchema,
} from '@travel/contract';
import { AppError, ERROR_RESPONSES } from '../../errors.ts';
import { BUSINESS_API_PREFIX, businessCaller } from './route-tree.ts';
import type { TwoFactorCaller, TwoFactorService } from './two-factor-service.ts';

/** A contract path relative to the business tree's prefix. */
const relative = (path: string) => path.slice(BUSINESS_API_PREFIX.length);

/** The two-factor routes' paths relative to the tree (`/me/v1/twoFactor/...`). */
export const TWO_FACTOR_ROUTE_PATHS = {
  status: relative(TWO_FACTOR_API_PATHS.status),
  enrol: relative(TWO_FACTOR_API_PATHS.enrol),
  confirm: relative(TWO_FACTOR_API_PATHS.confirm),
  verify: relative(TWO_FACTOR_API_PATHS.verify),
  recover: relative(TWO_FACTOR_API_PATHS.recover),
} as const;

/** The caller of a two-factor route: the business principal on its session. @throws AppError 401 without a session */
function callerOf(request: FastifyRequest): TwoFactorCaller {
  const { business } = businessCaller(request);
  const principal = request.principal;
  if (!request.session || principal.kind !== 'account') throw new AppError(401, 'INVALID_SESSION', 'Sign in to use this');
  return { accountId: principal.account.id, accountLabel: principal.account.email ?? principal.account.id, sessionId: request.session.id, business };
}

/** Builds the plugin with the two-factor service. */
export function twoFactorRoutes(twoFactor: TwoFactorService): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const exempt = { auth: { business: {} }, twoFactor: 'exempt' as const };
    const noStore = { 'Cache-Control': 'no-store' };

    r.get(TWO_FACTOR_ROUTE_PATHS.status, {
      config: exempt,
      schema: { response: { 200: TwoFactorStatusSchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return twoFactor.status(callerOf(request));
    });

    r.post(TWO_FACTOR_ROUTE_PATHS.enrol, {
      config: exempt,
      schema: { response: { 200: TwoFactorEnrolmentSchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return twoFactor.enrol(callerOf(request));
    });

    r.post(TWO_FACTOR_ROUTE_PATHS.confirm, {
      config: exempt,
      schema: { body: TwoFactorCodeRequestSchema, response: { 200: TwoFactorConfirmReplySchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return twoFactor.confirm(callerOf(request), request.body.code);
    });

    r.post(TWO_FACTOR_ROUTE_PATHS.verify, {
      config: exempt,
      schema: { body: TwoFactorCodeRequestSchema, response: { 200: TwoFactorVerifiedReplySchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return twoFactor.verify(callerOf(request), request.body.code);
    });

    r.post(TWO_FACTOR_ROUTE_PATHS.recover, {
      config: exempt,
      schema: { body: TwoFactorRecoverRequestSchema, response: { 200: TwoFactorVerifiedReplySchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return twoFactor.recover(callerOf(request), request.body.recoveryCode);
    });
  };
}
