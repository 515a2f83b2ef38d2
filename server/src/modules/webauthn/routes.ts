/**
 * Passkey calls (account-business-header-and-trips §7 "Passkeys"; contract/src/webauthn.ts), form-encoded or JSON:
 * - GET  /auth/webauthn/v1/autofillParams with the X-CSRF header (checked here: a GET escapes the session hook's
 *   CSRF check, and this call stores a challenge): 200 request options; 403 CSRF_TOKEN_INVALID without a session or
 *   with a missing/wrong header (401 INVALID_SESSION for a stale session cookie).
 * - POST /auth/webauthn/v1/loginParams, /newCredentialParams: 200 options (newCredentialParams: or status -1).
 * - POST /auth/webauthn/v1/register, /login: 200 verify reply; success sets the new `sid` cookie (except `added`).
 * - GET  /auth/webauthn/v1/credentials, DELETE /auth/webauthn/v1/credentials/:credentialId: the signed-in account's
 *   passkeys (`auth: 'account'`, 401 INVALID_SESSION for a visitor); DELETE answers 204, or 404 NOT_FOUND for a
 *   missing passkey and for another account's alike.
 * The five spec calls are open to visitors (`auth: 'visitor'`) and count against WEBAUTHN_SESSION and WEBAUTHN_IP
 * (429 RATE_LIMITED). POSTs and DELETE need X-CSRF (session/hooks.ts). Bodies of the wrong shape: 400 VALIDATION_ERROR.
 * Every reply is `Cache-Control: no-store`.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_VERIFY_STATUS, PASSKEY_CREDENTIAL_ID_MAX_LENGTH, PasskeyListSchema, PasskeyLoginParamsRequestSchema, PasskeyLoginRequestSchema,
  PasskeyNewCredentialParamsReplySchema, PasskeyNewCredentialParamsRequestSchema, PasskeyRegisterRequestSchema, PasskeyRequestOptionsSchema,
  PasskeyVerifyReplySchema, WEBAUTHN_AUTOFILL_PARAMS_PATH, WEBAUTHN_CREDENTIALS_PATH, WEBAUTHN_LOGIN_PARAMS_PATH, WEBAUTHN_LOGIN_PATH,
  WEBAUTHN_NEW_CREDENTIAL_PARAMS_PATH, WEBAUTHN_REGISTER_PATH, type PasskeyVerifyReply,
} from '@travel/contract';
import { AppError, ERROR_RESPONSES } from '../../errors.ts';
import { setSessionCookie } from '../session/hooks.ts';
import type { SessionService } from '../session/service.ts';
import type { PasskeyOutcome, WebauthnContext, WebauthnService } from './service.ts';

export interface WebauthnRoutesOptions {
  webauthn: WebauthnService;
  sessions: SessionService;
}

const LIMITS = ['WEBAUTHN_SESSION', 'WEBAUTHN_IP'] as const;

/** The caller's context; POSTs always have a session here (the CSRF hook refused them otherwise). */
function contextOf(request: FastifyRequest): WebauthnContext {
  if (!request.session) throw new AppError(403, 'CSRF_TOKEN_INVALID', 'No session: request a form token first');
  return { session: request.session, ip: request.ip, accountId: request.principal.kind === 'account' ? request.principal.account.id : null };
}

function accountIdOf(request: FastifyRequest): string {
  if (request.principal.kind !== 'account') throw new AppError(401, 'INVALID_SESSION', 'Sign in to manage passkeys');
  return request.principal.account.id;
}

const CredentialParamsSchema = z.object({ credentialId: z.string().min(1).max(PASSKEY_CREDENTIAL_ID_MAX_LENGTH) });

export const webauthnRoutes: FastifyPluginAsync<WebauthnRoutesOptions> = async (app, opts) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'visitor', rateLimits: LIMITS } as const;

  function answer(reply: FastifyReply, outcome: PasskeyOutcome): PasskeyVerifyReply {
    if (!outcome.ok) return outcome.error;
    if (outcome.message !== 'added') setSessionCookie(reply, outcome.session);
    return {
      status: AUTH_VERIFY_STATUS.success,
      message: outcome.message,
      formtoken: outcome.session.csrfToken,
      userInfo: { accountEmail: outcome.account.email, accountName: outcome.account.name ?? outcome.account.email },
    };
  }

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'no-store');
    return payload;
  });

  typed.get(
    WEBAUTHN_AUTOFILL_PARAMS_PATH,
    // A GET that stores a challenge: the session hook checks X-CSRF for it too (csrf: 'required').
    { config: { ...config, csrf: 'required' }, schema: { response: { 200: PasskeyRequestOptionsSchema, ...ERROR_RESPONSES } } },
    async (request) => opts.webauthn.autofillParams(contextOf(request)),
  );

  typed.post(
    WEBAUTHN_LOGIN_PARAMS_PATH,
    { config, schema: { body: PasskeyLoginParamsRequestSchema, response: { 200: PasskeyRequestOptionsSchema, ...ERROR_RESPONSES } } },
    async (request) => opts.webauthn.loginParams(request.body.username, contextOf(request)),
  );

  typed.post(
    WEBAUTHN_NEW_CREDENTIAL_PARAMS_PATH,
    { config, schema: { body: PasskeyNewCredentialParamsRequestSchema, response: { 200: PasskeyNewCredentialParamsReplySchema, ...ERROR_RESPONSES } } },
    async (request) => opts.webauthn.newCredentialParams(request.body.username, contextOf(request)),
  );

  typed.post(
    WEBAUTHN_REGISTER_PATH,
    { config, schema: { body: PasskeyRegisterRequestSchema, response: { 200: PasskeyVerifyReplySchema, ...ERROR_RESPONSES } } },
    async (request, reply) => answer(reply, await opts.webauthn.register(request.body, contextOf(request))),
  );

  typed.post(
    WEBAUTHN_LOGIN_PATH,
    { config, schema: { body: PasskeyLoginRequestSchema, response: { 200: PasskeyVerifyReplySchema, ...ERROR_RESPONSES } } },
    async (request, reply) => answer(reply, await opts.webauthn.login(request.body, contextOf(request))),
  );

  typed.get(
    WEBAUTHN_CREDENTIALS_PATH,
    { config: { auth: 'account' }, schema: { response: { 200: PasskeyListSchema, ...ERROR_RESPONSES } } },
    async (request) => ({ passkeys: await opts.webauthn.list(accountIdOf(request)) }),
  );

  typed.delete(
    `${WEBAUTHN_CREDENTIALS_PATH}/:credentialId`,
    { config: { auth: 'account' }, schema: { params: CredentialParamsSchema, response: { 204: z.null(), ...ERROR_RESPONSES } } },
    async (request, reply) => {
      if (!(await opts.webauthn.remove(accountIdOf(request), request.params.credentialId))) {
        throw new AppError(404, 'NOT_FOUND', 'No such passkey');
      }
      return reply.code(204).send(null);
    },
  );
};
