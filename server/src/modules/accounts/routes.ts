/**
 * POST /k/run/auth/register, /k/run/auth/login, /k/run/auth/logout (account-business-header-and-trips §7 Auth and
 * session; replies §3 Auth enums, §4 Auth verify, §8 Auth forms). Bodies form-encoded (the frame's forms) or JSON.
 *
 * Every call replies 200 with an auth verify reply (contract AuthVerifyReplySchema): status 0 with the new
 * session's form token, the new `sid` cookie set (the old session is gone), or status -1 with errorField,
 * message and errorCode. Request failures use the error envelope: 400 VALIDATION_ERROR (body of the wrong
 * shape), 403 CSRF_TOKEN_INVALID / 401 INVALID_SESSION (X-CSRF is required on all three, session/hooks.ts),
 * 429 RATE_LIMITED (too many failed sign-ins from the address). Anyone may call them (`auth: 'visitor'`).
 *
 * Login and register take an optional `redir` (a path inside the frame, contract FrameRedirectPathSchema; anything
 * else is 400 VALIDATION_ERROR on `redir`) and echo it as the success reply's `loginRedirectUrl` (§4: the frame
 * navigates there once the session is stored). It is never used for a server-side redirect.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUTH_LOGIN_PATH, AUTH_LOGOUT_PATH, AUTH_REGISTER_PATH, AUTH_VERIFY_STATUS, AuthVerifyReplySchema, LoginRequestSchema,
  LogoutRequestSchema, RegisterRequestSchema, type AuthVerifyReply, type AuthVerifySuccess,
} from '@travel/contract';
import { ERROR_RESPONSES } from '../../errors.ts';
import { setSessionCookie } from '../session/hooks.ts';
import type { SessionRecord } from '../session/service.ts';
import type { AccountsService, AuthOutcome } from './service.ts';

export interface AccountRoutesOptions {
  accounts: AccountsService;
}

export const accountRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (app, opts) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const response = { 200: AuthVerifyReplySchema, ...ERROR_RESPONSES };

  function succeed(reply: FastifyReply, session: SessionRecord, message: 'signin' | 'signup' | 'signout'): AuthVerifySuccess {
    setSessionCookie(reply, session);
    return { status: AUTH_VERIFY_STATUS.success, message, formtoken: session.csrfToken };
  }
  /** @param redir the request's validated frame path (FrameRedirectPathSchema), echoed as loginRedirectUrl on success */
  function answer(reply: FastifyReply, outcome: AuthOutcome, message: 'signin' | 'signup', userInfo: boolean, redir: string | undefined): AuthVerifyReply {
    reply.header('Cache-Control', 'no-store');
    if (!outcome.ok) return outcome.error;
    const ok: AuthVerifySuccess = { ...succeed(reply, outcome.session, message), ...(redir !== undefined ? { loginRedirectUrl: redir } : {}) };
    if (userInfo) return { ...ok, userInfo: { accountEmail: outcome.account.email, accountName: outcome.account.name ?? outcome.account.email } };
    return ok;
  }

  typed.post(
    AUTH_REGISTER_PATH,
    { config: { auth: 'visitor' }, schema: { body: RegisterRequestSchema, response } },
    async (request, reply) =>
      answer(reply, await opts.accounts.register(request.body, { session: request.session, ip: request.ip }), 'signup', false, request.body.redir),
  );

  typed.post(
    AUTH_LOGIN_PATH,
    { config: { auth: 'visitor' }, schema: { body: LoginRequestSchema, response } },
    async (request, reply) =>
      answer(reply, await opts.accounts.login(request.body, { session: request.session, ip: request.ip }), 'signin', request.body.userInfo, request.body.redir),
  );

  typed.post(
    AUTH_LOGOUT_PATH,
    { config: { auth: 'visitor' }, schema: { body: LogoutRequestSchema, response } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const session = await opts.accounts.logout({ session: request.session, ip: request.ip });
      request.principal = { kind: 'visitor' };
      return succeed(reply, session, 'signout');
    },
  );
};
