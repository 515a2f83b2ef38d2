/**
 * Google, Apple and Naver sign-in routes (issue #9; account-business-header-and-trips §2, §7, §8; flow and account
 * rules in service.ts).
 *
 * JSON/form calls (X-CSRF on every POST; replies a social verify reply, contract `SocialVerifyReplySchema`: status 0
 * with the new session's form token and the new `sid` cookie, status 1 l/w/n, status -1 with errorCode; request
 * failures use the error envelope):
 * - POST /k/run/social/start {provider, purpose} -> {status 0, popupUrl} | {status -1, errorCode, message}
 * - POST /k/run/social/exchange {code, confirm, sticky, link, userInfo}
 * - POST /k/run/googleauth/login {idToken | accessToken | linkToken, confirm, sticky, userInfo}
 * - POST /k/run/googleauth/loginAndLinkExisting {username, passwd, linkToken | idToken, sticky}
 * - POST /k/run/googleauth/link {idToken | accessToken | code} (signed in), /unlink (signed in)
 * - POST /k/run/naverauth/login {accessToken, ...}; POST /k/run/appleauth/login (Apple verify: idToken, code,
 *   state, firstName, lastName, ...)
 * - POST /k/run/social/unlink {provider} (signed in); GET /k/run/social/identities (signed in)
 * - GET /k/run/googleauth/config (§3 Google config)
 * Pop-up pages (GET, first-party in the pop-up): /k/run/googleauth/redirect, /k/run/naverauth/redirect and
 * /k/run/appleauth/login (`?start=`) redirect to the provider; /k/run/social/callback answers a page that posts
 * the hand-off to `window.opener` with the product origin as exact target origin, then closes. Their CSP allows
 * only the page's own inline script (a per-reply nonce); `Referrer-Policy: no-referrer` keeps the code out of
 * Referer headers.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APPLE_LOGIN_PATH, AppleVerifyRequestSchema, AUTH_VERIFY_STATUS, GOOGLE_CONFIG_PATH, GOOGLE_LINK_PATH, GOOGLE_LOGIN_AND_LINK_PATH, GOOGLE_LOGIN_PATH,
  GOOGLE_REDIRECT_PATH, GOOGLE_UNLINK_PATH, GoogleConfigSchema, GoogleLinkRequestSchema, GoogleLoginAndLinkRequestSchema, GoogleLoginRequestSchema,
  LinkedIdentitiesReplySchema, NAVER_LOGIN_PATH, NAVER_REDIRECT_PATH, NaverLoginRequestSchema, SOCIAL_CALLBACK_PATH, SOCIAL_EXCHANGE_PATH,
  SOCIAL_IDENTITIES_PATH, SOCIAL_START_PATH, SOCIAL_UNLINK_PATH, SocialExchangeRequestSchema, SocialStartReplySchema,
  SocialStartRequestSchema, SocialUnlinkRequestSchema, SocialVerifyReplySchema, type SocialProviderName, type SocialVerifyReply,
} from '@travel/contract';
import { ERROR_RESPONSES } from '../../errors.ts';
import { setSessionCookie } from '../session/hooks.ts';
import type { SocialConfig } from './config.ts';
import { handoffPage } from './handoff-page.ts';
import { SOCIAL_CHOOSE_ACCOUNT_PARAM, TRANSACTION_COOKIE, TRANSACTION_TTL_MS, type SocialOutcome, type SocialService } from './service.ts';

export interface SocialRoutesOptions {
  social: SocialService;
  config: SocialConfig;
  /** The product origin: the hand-off message's exact target origin. */
  publicOrigin: string;
}

const LIMITS = ['SOCIAL_SESSION', 'SOCIAL_IP'] as const;
const StartQuerySchema = z.object({ start: z.string().min(16).max(200), [SOCIAL_CHOOSE_ACCOUNT_PARAM]: z.literal('1').optional() });
const EmptyBodySchema = z.record(z.string(), z.unknown()).nullish();

export const socialRoutes: FastifyPluginAsync<SocialRoutesOptions> = async (app, opts) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { social } = opts;
  const response = { 200: SocialVerifyReplySchema, ...ERROR_RESPONSES };
  const visitor = { auth: 'visitor', rateLimits: LIMITS } as const;
  const account = { auth: 'account', rateLimits: LIMITS } as const;

  const ctxOf = (request: FastifyRequest) => ({ session: request.session, ip: request.ip });
  function answer(reply: FastifyReply, outcome: SocialOutcome, userInfo = false): SocialVerifyReply {
    reply.header('Cache-Control', 'no-store');
    if (outcome.ok === false) return outcome.reply;
    if (outcome.ok === 'linked') return unchanged(reply.request);
    setSessionCookie(reply, outcome.session);
    return {
      status: AUTH_VERIFY_STATUS.success,
      message: outcome.message,
      formtoken: outcome.session.csrfToken,
      ...(userInfo ? { userInfo: { accountEmail: outcome.account.email, accountName: outcome.account.name ?? outcome.account.email } } : {}),
    };
  }
  /** Link and unlink succeed with status 0 and the session's unchanged form token (the session stays as it is). */
  const unchanged = (request: FastifyRequest): SocialVerifyReply => ({ status: AUTH_VERIFY_STATUS.success, message: 'signin', formtoken: request.session!.csrfToken });
  const accountIdOf = (request: FastifyRequest): string | null => (request.principal?.kind === 'account' ? request.principal.account.id : null);

  typed.post(SOCIAL_START_PATH, { config: visitor, schema: { body: SocialStartRequestSchema, response: { 200: SocialStartReplySchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    // X-CSRF passed, so the session exists.
    const started = await social.start(request.session!, request.body.provider, request.body.purpose);
    if (!started.ok) return { status: -1 as const, errorCode: started.reply.errorCode as 'SERVICE_DISABLED', message: started.reply.message };
    return { status: 0 as const, popupUrl: `${opts.publicOrigin}${started.popupPath}` };
  });

  const entries: [string, SocialProviderName][] = [[GOOGLE_REDIRECT_PATH, 'google'], [NAVER_REDIRECT_PATH, 'naver'], [APPLE_LOGIN_PATH, 'apple']];
  for (const [url, provider] of entries) {
    typed.get(url, { config: visitor, schema: { querystring: StartQuerySchema } }, async (request, reply) => {
      const result = await social.redirect(provider, request.query.start, request.query[SOCIAL_CHOOSE_ACCOUNT_PARAM] === '1');
      if (!result.ok) return reply.status(400).send(handoffPage(reply, opts.publicOrigin, { error: result.error }));
      reply.setCookie(TRANSACTION_COOKIE, result.cookieSecret, {
        path: SOCIAL_CALLBACK_PATH, httpOnly: true, secure: true, sameSite: 'lax', maxAge: Math.floor(TRANSACTION_TTL_MS / 1000),
      });
      return reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer').redirect(result.location, 302);
    });
  }

  typed.get(SOCIAL_CALLBACK_PATH, { config: visitor, schema: { querystring: z.record(z.string(), z.string()) } }, async (request, reply) => {
    const current = new URL(request.url, opts.publicOrigin);
    const result = await social.callback(current, request.cookies[TRANSACTION_COOKIE]);
    reply.clearCookie(TRANSACTION_COOKIE, { path: SOCIAL_CALLBACK_PATH, httpOnly: true, secure: true, sameSite: 'lax' });
    return reply.status('error' in result ? 400 : 200).send(handoffPage(reply, opts.publicOrigin, result));
  });

  typed.post(SOCIAL_EXCHANGE_PATH, { config: visitor, schema: { body: SocialExchangeRequestSchema, response } }, async (request, reply) => {
    const b = request.body;
    return answer(reply, await social.exchange(ctxOf(request), b.code, { confirm: b.confirm, sticky: b.sticky, link: b.link, accountId: accountIdOf(request) }), b.userInfo);
  });

  typed.post(GOOGLE_LOGIN_PATH, { config: visitor, schema: { body: GoogleLoginRequestSchema, response } }, async (request, reply) => {
    const b = request.body;
    return answer(reply, await social.googleLogin(ctxOf(request), b, { confirm: b.confirm, sticky: b.sticky }), b.userInfo);
  });

  typed.post(GOOGLE_LOGIN_AND_LINK_PATH, { config: visitor, schema: { body: GoogleLoginAndLinkRequestSchema, response } }, async (request, reply) =>
    answer(reply, await social.loginAndLink(ctxOf(request), request.body)),
  );

  typed.post(GOOGLE_LINK_PATH, { config: account, schema: { body: GoogleLinkRequestSchema, response } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const error = await social.googleLink(ctxOf(request), accountIdOf(request)!, request.body);
    return error ?? unchanged(request);
  });

  typed.post(GOOGLE_UNLINK_PATH, { config: account, schema: { body: EmptyBodySchema, response } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return (await social.unlink(accountIdOf(request)!, 'google')) ?? unchanged(request);
  });

  typed.post(SOCIAL_UNLINK_PATH, { config: account, schema: { body: SocialUnlinkRequestSchema, response } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return (await social.unlink(accountIdOf(request)!, request.body.provider)) ?? unchanged(request);
  });

  typed.post(NAVER_LOGIN_PATH, { config: visitor, schema: { body: NaverLoginRequestSchema, response } }, async (request, reply) => {
    const b = request.body;
    return answer(reply, await social.naverLogin(ctxOf(request), b.accessToken, { confirm: b.confirm, sticky: b.sticky }), b.userInfo);
  });

  typed.post(APPLE_LOGIN_PATH, { config: visitor, schema: { body: AppleVerifyRequestSchema, response } }, async (request, reply) => {
    const b = request.body;
    return answer(reply, await social.appleVerify(ctxOf(request), b, { confirm: b.confirm, sticky: b.sticky }), b.userInfo);
  });

  typed.get(SOCIAL_IDENTITIES_PATH, { config: { auth: 'account' }, schema: { response: { 200: LinkedIdentitiesReplySchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return social.identities(accountIdOf(request)!);
  });

  typed.get(GOOGLE_CONFIG_PATH, { config: { auth: 'visitor' }, schema: { response: { 200: GoogleConfigSchema, ...ERROR_RESPONSES } } }, async () => {
    const g = opts.config.google;
    const enabled = social.unavailableError('google') === null;
    return { enabled, clientId: g.clientId, scope: g.scope, oneTap: enabled && !g.serverSideLogin ? g.oneTap : 'off' };
  });
};
