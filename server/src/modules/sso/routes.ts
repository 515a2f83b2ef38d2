/**
 * Company SSO sign-in routes (issue #27; contract sso.ts; flow and account rules in signin-service.ts), beside the
 * social sign-in's under /k/run:
 *
 * Frame calls (X-CSRF; JSON or form bodies; rate limits SSO_SESSION and SSO_IP):
 * - POST /k/run/sso/discover {email} -> {sso: {companyName, displayName, protocol, ssoOnly} | null}
 * - POST /k/run/sso/start {email} -> {status 0, popupUrl} | {status -1, errorCode SSO_NOT_CONFIGURED, message}
 * - POST /k/run/sso/exchange {code, sticky, userInfo} -> SsoVerifyReply (status 0 with the new session's form token and
 *   the new `sid` cookie, or status -1)
 * Pop-up and first-party pages (GET unless said; rate limit SSO_IP):
 * - /k/run/sso/redirect?start= -> 302 to the identity provider (sets the pop-up's `sso_tx` cookie)
 * - /k/run/sso/oidc/callback (OIDC redirect URI) and POST /k/run/sso/saml/acs (SAML ACS, HTTP-POST binding; exempt from
 *   X-CSRF: the IdP's page posts it, and the transaction's RelayState, its one-time use, the pop-up cookie and the
 *   signed assertion's InResponseTo are what authorise it) -> the hand-off page (social's, handoff-page.ts: posts
 *   `{type: 'travel:social-handoff', code | error}` to the frame), for the entry flow a 303 to the business front
 *   door with the new session, or for an admin's test (externalAuthorizationUrl) the test's result page (test-page.ts)
 * - /k/run/sso/entry/{companyId}(?configuration=) -> 302 to the company's identity provider (its active configuration;
 *   with several active, a page of "Continue with {displayName}" links naming each), or a page saying SSO is not set up
 * - /k/run/sso/saml/metadata/{companyId} -> the SP metadata XML (the company's SP entity id, ACS)
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_VERIFY_STATUS, SSO_DISCOVER_PATH, SSO_ENTRY_PATH, SSO_EXCHANGE_PATH, SSO_OIDC_CALLBACK_PATH, SSO_REDIRECT_PATH, SSO_SAML_ACS_PATH,
  SSO_SAML_METADATA_PATH, SSO_START_PATH, SsoDiscoverReplySchema, SsoDiscoverRequestSchema, SsoExchangeRequestSchema, SsoStartReplySchema,
  SsoStartRequestSchema, SsoVerifyReplySchema, type SsoVerifyReply,
} from '@travel/contract';
import { ERROR_RESPONSES } from '../../errors.ts';
import { setSessionCookie } from '../session/hooks.ts';
import { choicePage, handoffPage, messagePage } from '../social/handoff-page.ts';
import { testResultPage } from './test-page.ts';
import { SSO_TRANSACTION_COOKIE, TRANSACTION_TTL_MS, type SsoCallbackOutcome, type SsoSignInService } from './signin-service.ts';

export interface SsoRoutesOptions {
  signIn: SsoSignInService;
  /** The product origin: the hand-off message's exact target origin. */
  publicOrigin: string;
}

const LIMITS = ['SSO_SESSION', 'SSO_IP'] as const;
/** The pop-up cookie's path: every SSO page the pop-up passes through. */
const COOKIE_PATH = '/k/run/sso/';
const cookieOptions = { path: COOKIE_PATH, httpOnly: true, secure: true, sameSite: 'none' as const };
const StartQuerySchema = z.object({ start: z.string().min(16).max(200) });
const CompanyParamsSchema = z.object({ companyId: z.string().min(1).max(64) });
/** `configuration`: which active configuration when the company has several (the entry page's choice). */
const EntryQuerySchema = z.object({ configuration: z.string().min(1).max(64).optional() });
/** The ACS form (HTTP-POST binding): SAMLResponse (base64 XML, bounded) and RelayState. */
const AcsBodySchema = z.object({ SAMLResponse: z.string().max(500_000).optional(), RelayState: z.string().max(200).optional() }).passthrough();

export const ssoRoutes: FastifyPluginAsync<SsoRoutesOptions> = async (app, opts) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { signIn } = opts;
  const visitor = { auth: 'visitor', rateLimits: LIMITS } as const;
  const popup = { auth: 'visitor', rateLimits: ['SSO_IP'] } as const;
  const ctxOf = (request: FastifyRequest) => ({ session: request.session, ip: request.ip });

  /** Answers a provider's answer: the pop-up's hand-off page, or the entry flow's landing. */
  function answerCallback(reply: FastifyReply, outcome: SsoCallbackOutcome) {
    reply.clearCookie(SSO_TRANSACTION_COOKIE, cookieOptions);
    if (outcome.kind === 'popup') return reply.status('error' in outcome.result ? 400 : 200).send(handoffPage(reply, opts.publicOrigin, outcome.result));
    if (outcome.kind === 'test') return reply.status(outcome.report.ok ? 200 : 400).send(testResultPage(reply, outcome.report));
    if (!outcome.ok) return reply.status(400).send(messagePage(reply, outcome.message));
    setSessionCookie(reply, outcome.session);
    return reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer').redirect(outcome.location, 303);
  }

  function toProvider(reply: FastifyReply, location: string, cookieSecret: string) {
    reply.setCookie(SSO_TRANSACTION_COOKIE, cookieSecret, { ...cookieOptions, maxAge: Math.floor(TRANSACTION_TTL_MS / 1000) });
    return reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer').redirect(location, 302);
  }

  typed.post(SSO_DISCOVER_PATH, { config: visitor, schema: { body: SsoDiscoverRequestSchema, response: { 200: SsoDiscoverReplySchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return signIn.discover(request.body.email);
    });

  typed.post(SSO_START_PATH, { config: visitor, schema: { body: SsoStartRequestSchema, response: { 200: SsoStartReplySchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      // X-CSRF passed, so the session exists.
      const started = await signIn.start(request.session!, request.body.email);
      if (!started.ok) return { status: -1 as const, errorCode: 'SSO_NOT_CONFIGURED' as const, message: started.message };
      return { status: 0 as const, popupUrl: `${opts.publicOrigin}${started.popupPath}` };
    });

  typed.post(SSO_EXCHANGE_PATH, { config: visitor, schema: { body: SsoExchangeRequestSchema, response: { 200: SsoVerifyReplySchema, ...ERROR_RESPONSES } } },
    async (request, reply): Promise<SsoVerifyReply> => {
      reply.header('Cache-Control', 'no-store');
      const b = request.body;
      const outcome = await signIn.exchange(ctxOf(request), b.code, { sticky: b.sticky });
      if (!outcome.ok) return outcome.reply;
      setSessionCookie(reply, outcome.session);
      return {
        status: AUTH_VERIFY_STATUS.success,
        message: outcome.message,
        formtoken: outcome.session.csrfToken,
        ...(b.userInfo ? { userInfo: { accountEmail: outcome.account.email, accountName: outcome.account.name ?? outcome.account.email } } : {}),
      };
    });

  typed.get(SSO_REDIRECT_PATH, { config: popup, schema: { querystring: StartQuerySchema } }, async (request, reply) => {
    const result = await signIn.redirect(request.query.start);
    if (!result.ok) return reply.status(400).send(handoffPage(reply, opts.publicOrigin, { error: result.error }));
    return toProvider(reply, result.location, result.cookieSecret);
  });

  typed.get(SSO_ENTRY_PATH, { config: popup, schema: { params: CompanyParamsSchema, querystring: EntryQuerySchema } }, async (request, reply) => {
    const result = await signIn.entry(request.params.companyId, request.query.configuration);
    if (result.ok === 'choose') {
      const base = SSO_ENTRY_PATH.replace(':companyId', encodeURIComponent(request.params.companyId));
      return reply.send(choicePage(reply, 'Choose how to sign in', result.options.map((o) => ({ href: `${base}?configuration=${encodeURIComponent(o.id)}`, text: `Continue with ${o.displayName}` }))));
    }
    if (!result.ok) return reply.status(404).send(messagePage(reply, result.message));
    return toProvider(reply, result.location, result.cookieSecret);
  });

  typed.get(SSO_OIDC_CALLBACK_PATH, { config: popup, schema: { querystring: z.record(z.string(), z.string()) } }, async (request, reply) => {
    const current = new URL(request.url, opts.publicOrigin);
    return answerCallback(reply, await signIn.oidcCallback(current, request.cookies[SSO_TRANSACTION_COOKIE], ctxOf(request)));
  });

  typed.post(SSO_SAML_ACS_PATH, { config: { ...popup, csrf: 'exempt' }, bodyLimit: 600_000, schema: { body: AcsBodySchema } }, async (request, reply) =>
    answerCallback(reply, await signIn.samlAcs(request.body, request.cookies[SSO_TRANSACTION_COOKIE], ctxOf(request))),
  );

  typed.get(SSO_SAML_METADATA_PATH, { config: popup, schema: { params: CompanyParamsSchema } }, async (request, reply) => {
    const xml = await signIn.spMetadata(request.params.companyId);
    if (xml === null) return reply.status(404).type('text/plain; charset=utf-8').send('No such company');
    return reply.type('application/samlmetadata+xml; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(xml);
  });
};
