/**
 * Inbox sync routes (issue #26; account-business-header-and-trips §7 Gmail subscription calls, §8; flow in service.ts).
 *
 * Signed-in calls (`auth: { features: ['INBOX_SYNC'] }`: every account without a business profile, and business users
 * whose company has INBOX_SYNC; X-CSRF on every POST; rate limit INBOX_ACCOUNT):
 * - POST /k/run/inbox/requests/gmail/start -> { popupUrl }
 * - POST /k/run/inbox/requests/gmail/subscription { code } -> InboxStatus (PENDING)
 * - POST /inbox/gmail/subscribe -> InboxStatus (ACTIVE, forwarding address)
 * - POST /inbox/gmail/unsubscribe -> InboxStatus; GET /inbox/status -> InboxStatus (a visitor: `signedIn: false`, empty)
 * The pop-up's page (GET, first-party in the pop-up, visitor: it carries the provider's answer):
 * - GET /k/run/inbox/requests/gmail/callback: posts `{ type, code | error }` to `window.opener` at the product origin
 *   exactly, then closes (CSP: only its own nonce'd script; no-referrer keeps the code out of Referer headers).
 * The mail gateway's call (visitor, exempt from X-CSRF: it has no session, the private token in the path authorises it;
 * rate limit INBOX_INBOUND_IP; body `message/rfc822` up to INBOX_MAX_MESSAGE_BYTES, larger: 413):
 * - POST /inbox/mail/inbound/{token} -> { message } (what the importer did); unknown token: 404 NOT_FOUND.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  INBOX_GMAIL_CALLBACK_PATH, INBOX_GMAIL_START_PATH, INBOX_GMAIL_SUBSCRIBE_PATH, INBOX_GMAIL_SUBSCRIPTION_PATH, INBOX_GMAIL_UNSUBSCRIBE_PATH, INBOX_HANDOFF_MESSAGE_TYPE,
  INBOX_INBOUND_PATH, INBOX_MAX_MESSAGE_BYTES, INBOX_STATUS_PATH, InboundMailReplySchema, InboxGmailStartReplySchema, InboxStatusSchema, InboxSubscriptionRequestSchema, hasAccess,
} from '@travel/contract';
import { AppError, ERROR_RESPONSES } from '../../errors.ts';
import { accessSubjectOf } from '../access/principal.ts';
import type { InboxCallbackResult, InboxSyncService } from './service.ts';

export interface InboxSyncRoutesOptions {
  inbox: InboxSyncService;
  /** The product origin: the hand-off message's exact target origin. */
  publicOrigin: string;
}

const EmptyBodySchema = z.record(z.string(), z.unknown()).nullish();
const InboundParamsSchema = z.object({ token: z.string().min(20).max(100).regex(/^[A-Za-z0-9_-]+$/) });

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const CALLBACK_TEXT: Record<string, string> = {
  code: 'Connecting your mailbox…',
  cancelled: 'Mailbox connection cancelled.',
  scope: 'Reading your mail was not allowed. Close this window and try again.',
  expired: 'This connection expired. Close this window and try again.',
  failed: 'The mailbox could not be connected. Close this window and try again.',
};

/** The pop-up's last page (same design as social sign-in's hand-off page). */
function handoffPage(reply: FastifyReply, targetOrigin: string, result: InboxCallbackResult): string {
  const nonce = randomBytes(16).toString('base64');
  reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .header('Content-Security-Policy', `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`);
  const message = JSON.stringify({ type: INBOX_HANDOFF_MESSAGE_TYPE, ...result }).replace(/</g, '\\u003c');
  const text = CALLBACK_TEXT['code' in result ? 'code' : result.error] ?? CALLBACK_TEXT.failed!;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(text)}</title><style>body{font:16px system-ui,sans-serif;margin:2rem}</style></head>
<body><p>${escapeHtml(text)}</p>
<script type="application/json" id="handoff">${message}</script>
<script nonce="${nonce}">(function(){var m=JSON.parse(document.getElementById('handoff').textContent);if(window.opener){window.opener.postMessage(m,${JSON.stringify(targetOrigin)});}window.close();})();</script>
</body></html>`;
}

export const inboxSyncRoutes: FastifyPluginAsync<InboxSyncRoutesOptions> = async (app, opts) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { inbox } = opts;
  const signedIn = { auth: { features: ['INBOX_SYNC'] }, rateLimits: ['INBOX_ACCOUNT'] } as const;
  const statusResponse = { 200: InboxStatusSchema, ...ERROR_RESPONSES };
  const accountIdOf = (p: { kind: string; account?: { id: string } }): string => {
    if (p.kind !== 'account' || !p.account) throw new AppError(401, 'INVALID_SESSION', 'Sign in to use this');
    return p.account.id;
  };

  // Raw RFC 822 for the inbound endpoint only (this plugin's scope).
  app.addContentTypeParser('message/rfc822', { parseAs: 'buffer', bodyLimit: INBOX_MAX_MESSAGE_BYTES }, (_request, body, done) => done(null, body));

  typed.post(INBOX_GMAIL_START_PATH, { config: signedIn, schema: { body: EmptyBodySchema, response: { 200: InboxGmailStartReplySchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return inbox.start(request.session!, accountIdOf(request.principal));
  });

  typed.get(INBOX_GMAIL_CALLBACK_PATH, { config: { auth: 'visitor', rateLimits: ['INBOX_INBOUND_IP'] }, schema: { querystring: z.record(z.string(), z.string()) } }, async (request, reply) => {
    const result = await inbox.callback(new URL(request.url, opts.publicOrigin));
    return reply.status('error' in result ? 400 : 200).send(handoffPage(reply, opts.publicOrigin, result));
  });

  typed.post(INBOX_GMAIL_SUBSCRIPTION_PATH, { config: signedIn, schema: { body: InboxSubscriptionRequestSchema, response: statusResponse } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return inbox.subscription(request.session!, accountIdOf(request.principal), request.body.code);
  });

  typed.post(INBOX_GMAIL_SUBSCRIBE_PATH, { config: signedIn, schema: { body: EmptyBodySchema, response: statusResponse } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return inbox.subscribe(accountIdOf(request.principal));
  });

  typed.post(INBOX_GMAIL_UNSUBSCRIBE_PATH, { config: signedIn, schema: { body: EmptyBodySchema, response: statusResponse } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return inbox.unsubscribe(accountIdOf(request.principal));
  });

  // Visitors too (the page's loader asks before anyone signed in: a 401 would make the frame reload): an empty status.
  typed.get(INBOX_STATUS_PATH, { config: { auth: 'visitor' }, schema: { response: statusResponse } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (request.principal.kind !== 'account') return { signedIn: false, subscription: null, forwardingAddress: null, messages: [] };
    if (!hasAccess(accessSubjectOf(request.principal), { features: ['INBOX_SYNC'] })) throw new AppError(403, 'FORBIDDEN', 'Your business profile does not allow this');
    return inbox.status(accountIdOf(request.principal));
  });

  typed.post(
    INBOX_INBOUND_PATH,
    { config: { auth: 'visitor', csrf: 'exempt', rateLimits: ['INBOX_INBOUND_IP'] }, bodyLimit: INBOX_MAX_MESSAGE_BYTES, schema: { params: InboundParamsSchema, response: { 200: InboundMailReplySchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw new AppError(400, 'VALIDATION_ERROR', 'Send the message as message/rfc822', 'body');
      return { message: await inbox.inbound(request.params.token, request.body) };
    },
  );
};
