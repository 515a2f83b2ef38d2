/**
 * GET /dev/mail/outbox -> MailOutboxReplySchema: the development outbox (issue #9 "Email": with no SMTP configured,
 * mail goes to a local outbox that the demo partner page shows, so every flow works offline).
 *
 * The outbox holds live reset links and sign-in codes, so it must never be readable on a production server:
 * app.ts registers this route only when SMTP_URL is unset AND MAIL_OUTBOX_HTTP=1 (default off; `npm start` and the
 * e2e stack turn it on). A request whose `Origin` is not DEMO_ORIGIN or a partner's allowed origin is refused with
 * 403 FORBIDDEN, and so is one with no `Origin` at all (issue #22: a script or another server would otherwise read
 * every live code; README promises the demo and partner origins only; browsers send `Origin` on the demo page's
 * cross-origin fetch); an allowed one gets `Access-Control-Allow-Origin` for itself (no credentials). Never cached.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAIL_OUTBOX_PATH, MailOutboxReplySchema } from '@travel/contract';
import { AppError, ERROR_RESPONSES } from '../../errors.ts';
import type { MailService } from './service.ts';

export interface MailOutboxRoutesOptions {
  mail: MailService;
  /** Origins allowed to read the outbox cross-origin (the demo origin and the partners' allowed origins), read per request. */
  allowedOrigins: () => Promise<readonly string[]>;
}

export const mailOutboxRoutes: FastifyPluginAsync<MailOutboxRoutesOptions> = async (app, opts) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    MAIL_OUTBOX_PATH,
    { config: { auth: 'visitor' }, schema: { response: { 200: MailOutboxReplySchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store').header('Vary', 'Origin');
      const origin = request.headers.origin;
      if (origin === undefined || !(await opts.allowedOrigins()).includes(origin)) {
        throw new AppError(403, 'FORBIDDEN', 'Only the demo page and partner origins may read the mail outbox');
      }
      reply.header('Access-Control-Allow-Origin', origin);
      return { messages: await opts.mail.listOutbox() };
    },
  );
};
