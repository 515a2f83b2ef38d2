/**
 * Routes of the email flows (issue #9 "Email"; see service.ts and contract/src/account-email.ts):
 * - POST /k/run/auth/forgot (username) -> EmailSentReply (§7); POST /k/run/auth/code/send (username) -> EmailSentReply;
 *   POST /k/run/auth/code/verify (username, code, sticky, userInfo) -> VerifyCodeReply (success sets the new `sid`).
 * - GET /k/run/auth/reset and GET /k/run/auth/confirm: the first-party pages the mailed links open (pages.ts; the
 *   token is in the link's fragment, read by the page's script); a request without a live session gets one (counted
 *   per address, SESSION_IP) so the page can send X-CSRF. POST /k/run/auth/email-token/check (token, purpose),
 *   POST /k/run/auth/reset (token, passwd) and POST /k/run/auth/confirm (token) -> EmailTokenReply.
 * - GET /s/ident/resend?redir= (§2): for a signed-in unconfirmed account, mails a new confirmation link, then 303 to
 *   `redir` when it is a relative path on this origin (else `/`), with `#confirmation-sent` when a mail was queued.
 *   A cross-site request (Sec-Fetch-Site `cross-site` or `same-site`: another page making the browser call it)
 *   only redirects, so other sites cannot make the product send mail.
 * Every POST needs X-CSRF (403 CSRF_TOKEN_INVALID / 401 INVALID_SESSION); bodies of the wrong shape answer 400
 * VALIDATION_ERROR; 429 RATE_LIMITED as service.ts says. Anyone may call them (`auth: 'visitor'`).
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_CODE_SEND_PATH, AUTH_CODE_VERIFY_PATH, AUTH_CONFIRM_PATH, AUTH_EMAIL_TOKEN_CHECK_PATH, EmailTokenCheckRequestSchema, AUTH_FORGOT_PATH, AUTH_RESET_PATH, AUTH_VERIFY_STATUS, ConfirmAccountRequestSchema,
  EmailSentReplySchema, EmailTokenReplySchema, ErrorEnvelopeSchema, ForgotPasswordRequestSchema, IDENT_RESEND_PATH, IDENT_RESENT_FRAGMENT,
  IdentResendQuerySchema, ResetPasswordRequestSchema, SendCodeRequestSchema, VerifyCodeReplySchema, VerifyCodeRequestSchema, type VerifyCodeReply,
} from '@travel/contract';
import { ERROR_RESPONSES } from '../../errors.ts';
import { setSessionCookie } from '../session/hooks.ts';
import type { SessionRecord, SessionService } from '../session/service.ts';
import { emailPageHeaders, newNonce, renderEmailPage } from './pages.ts';
import type { AccountEmailService } from './service.ts';
import { sameOriginRedirectTarget } from '../../same-origin-path.ts';

export interface AccountEmailRoutesOptions {
  service: AccountEmailService;
  sessions: SessionService;
}

/** `raw` when it is a path of this origin ({@link sameOriginRedirectTarget}'s rules) without its fragment, else `/`. */
export function safeRedirectPath(raw: string | undefined): string {
  return sameOriginRedirectTarget(raw, { hash: false }) ?? '/';
}

export const accountEmailRoutes: FastifyPluginAsync<AccountEmailRoutesOptions> = async (app, opts) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const visitor = { auth: 'visitor' } as const;
  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

  typed.post(
    AUTH_FORGOT_PATH,
    { config: visitor, schema: { body: ForgotPasswordRequestSchema, response: { 200: EmailSentReplySchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      noStore(reply);
      return opts.service.forgot(request.body, { ip: request.ip });
    },
  );

  typed.post(
    AUTH_CODE_SEND_PATH,
    { config: visitor, schema: { body: SendCodeRequestSchema, response: { 200: EmailSentReplySchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      noStore(reply);
      return opts.service.sendCode(request.body, { ip: request.ip });
    },
  );

  typed.post(
    AUTH_CODE_VERIFY_PATH,
    { config: visitor, schema: { body: VerifyCodeRequestSchema, response: { 200: VerifyCodeReplySchema, ...ERROR_RESPONSES } } },
    async (request, reply): Promise<VerifyCodeReply> => {
      noStore(reply);
      const outcome = await opts.service.verifyCode(request.body, { session: request.session, ip: request.ip });
      if (!outcome.ok) return outcome.error;
      setSessionCookie(reply, outcome.session);
      const ok = { status: AUTH_VERIFY_STATUS.success, message: 'signin' as const, formtoken: outcome.session.csrfToken };
      return request.body.userInfo
        ? { ...ok, userInfo: { accountEmail: outcome.account.email, accountName: outcome.account.name ?? outcome.account.email } }
        : ok;
    },
  );

  const pageSchema = { querystring: z.object({}).passthrough(), response: { 200: z.string(), 429: ErrorEnvelopeSchema } };
  const pageConfig = { auth: 'visitor', rateLimits: ['SESSION_IP'] } as const;
  for (const kind of ['reset', 'confirm'] as const) {
    const path = kind === 'reset' ? AUTH_RESET_PATH : AUTH_CONFIRM_PATH;
    typed.get(path, { config: pageConfig, schema: pageSchema }, async (request, reply) => {
      let session: SessionRecord | null = request.session;
      if (!session) {
        session = await opts.sessions.create(null);
        request.session = session;
        setSessionCookie(reply, session);
      }
      const nonce = newNonce();
      reply.code(200).headers(emailPageHeaders(nonce));
      return renderEmailPage({ kind, nonce, formToken: session.csrfToken });
    });
  }

  typed.post(
    AUTH_EMAIL_TOKEN_CHECK_PATH,
    { config: visitor, schema: { body: EmailTokenCheckRequestSchema, response: { 200: EmailTokenReplySchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      noStore(reply);
      return opts.service.checkToken(request.body.token, request.body.purpose);
    },
  );

  typed.post(
    AUTH_RESET_PATH,
    { config: visitor, schema: { body: ResetPasswordRequestSchema, response: { 200: EmailTokenReplySchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      noStore(reply);
      return opts.service.resetPassword(request.body);
    },
  );

  typed.post(
    AUTH_CONFIRM_PATH,
    { config: visitor, schema: { body: ConfirmAccountRequestSchema, response: { 200: EmailTokenReplySchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      noStore(reply);
      return opts.service.confirm(request.body);
    },
  );

  typed.get(
    IDENT_RESEND_PATH,
    { config: visitor, schema: { querystring: IdentResendQuerySchema, response: { 303: z.null(), ...ERROR_RESPONSES } } },
    async (request, reply) => {
      noStore(reply);
      const target = safeRedirectPath(request.query.redir);
      const site = request.headers['sec-fetch-site'];
      const sameOrigin = site === undefined || site === 'same-origin' || site === 'none';
      const principal = request.principal;
      const sent = sameOrigin && principal.kind === 'account' ? await opts.service.resendConfirmation(principal.account.id) : false;
      return reply.redirect(sent ? `${target}#${IDENT_RESENT_FRAGMENT}` : target, 303);
    },
  );
};
