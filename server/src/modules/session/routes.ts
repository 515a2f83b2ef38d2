/**
 * POST /k/run/formtoken (core-and-business §7: form data; reply is the token). Accepts a
 * form-encoded, multipart, JSON or empty body (ignored). Creates the session when there is no valid
 * one and sets the cookie; replies `{ formtoken }`. Refused with 403 FORBIDDEN when an `Origin` header
 * other than the product's public origin is present (only the frame, on our origin, may ask).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FORM_TOKEN_PATH, FormTokenReplySchema } from '@travel/contract';
import { AppError, ERROR_RESPONSES } from '../../errors.ts';
import { setSessionCookie } from './hooks.ts';
import type { SessionService } from './service.ts';

export interface SessionRoutesOptions {
  sessions: SessionService;
  publicOrigin: string;
}

/** Most bytes of a form-token request body we read (the body is ignored). */
const FORM_TOKEN_BODY_LIMIT_BYTES = 16 * 1024;

export const sessionRoutes: FastifyPluginAsync<SessionRoutesOptions> = async (app, opts) => {
  // The body carries nothing we need: accept every form encoding, and an empty JSON body.
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser(['application/json', 'multipart/form-data', 'text/plain'], { parseAs: 'buffer', bodyLimit: FORM_TOKEN_BODY_LIMIT_BYTES }, (_req, _body, done) => {
    done(null, {});
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    FORM_TOKEN_PATH,
    {
      bodyLimit: FORM_TOKEN_BODY_LIMIT_BYTES,
      // Counted per address only when the request carries no live session (it will create one).
      // The call that hands out the form token cannot carry one (csrf exempt); anyone may ask (visitor).
      config: { auth: 'visitor', csrf: 'exempt', rateLimits: ['SESSION_IP'] },
      schema: {
        body: z.record(z.string(), z.unknown()).nullish(),
        response: { 200: FormTokenReplySchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const origin = request.headers.origin;
      if (origin !== undefined && origin !== opts.publicOrigin) {
        throw new AppError(403, 'FORBIDDEN', 'The form token is only issued to the product origin');
      }
      let session = request.session;
      if (session === null) {
        session = await opts.sessions.create(null);
        request.session = session;
        setSessionCookie(reply, session);
      }
      reply.header('Cache-Control', 'no-store');
      return { formtoken: session.csrfToken };
    },
  );
};
