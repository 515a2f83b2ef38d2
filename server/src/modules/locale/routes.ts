/**
 * Locale routes (chrome-and-consent §2 "Country/language picker", §5 entry address):
 * - GET /images/flags/{code}.svg -> the flag (image/svg+xml, cached FLAG_MAX_AGE_S, own CSP); 404 NOT_FOUND for a
 *   malformed code or a code without a flag.
 * - GET /p/{partnerId}/in?{query} -> 302 to the partner's front door with the locale from cc + lc and the other
 *   whitelisted parameters (service.ts entryRedirectPath); 404 NOT_FOUND for an unknown partner. `{base}` of the
 *   spec's `{base}/in` is the partner's frame base `/p/{partnerId}`, so an entry address opens that partner's frame.
 *   Nothing is stored: the locale travels in the front door's `locale` parameter like the host's mount option.
 * - GET, PUT and DELETE /i/api/locale/v1/choice: the visitor's locale choice for the browser session (the picker
 *   stores it, the frame reads it at start-up: frame-app locale-choice.ts), in the `locale_choice` cookie: HttpOnly,
 *   Secure, SameSite=None, Partitioned like `sid`, no Max-Age (ends with the browser session). PUT and DELETE
 *   require X-CSRF (session hook). No database: the choice belongs to the browser, not to an account.
 * The flag and entry routes are visitor routes that change nothing (no X-CSRF).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelopeSchema, FLAG_IMAGES_PATH, LOCALE_CHOICE_PATH, LOCALE_ENTRY_SUFFIX, LocaleChoiceReplySchema, LocaleChoiceSchema, LocaleEntryQuerySchema } from '@travel/contract';
import { ERROR_RESPONSES } from '../../errors.ts';
import { AppError } from '../../errors.ts';
import type { PartnerService } from '../partners/service.ts';
import { FLAG_CSP, FLAG_MAX_AGE_S, LOCALE_CHOICE_COOKIE, LOCALE_CHOICE_COOKIE_OPTIONS } from './constants.ts';
import { createFlagStore, entryRedirectPath, parseLocaleChoice, type FlagStore } from './service.ts';

export interface LocaleRoutesOptions {
  partners: PartnerService;
  /** Default: the flag-icons package's flags. */
  flags?: FlagStore;
}

export const localeRoutes: FastifyPluginAsync<LocaleRoutesOptions> = async (app, opts) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const flags = opts.flags ?? createFlagStore();

  typed.get(
    `${FLAG_IMAGES_PATH}/:file`,
    { config: { auth: 'visitor' }, schema: { params: z.object({ file: z.string() }), response: { 200: z.string(), 404: ErrorEnvelopeSchema } } },
    async (request, reply) => {
      const match = /^(.+)\.svg$/.exec(request.params.file);
      const svg = match?.[1] === undefined ? null : await flags.get(match[1]);
      if (svg === null) throw new AppError(404, 'NOT_FOUND', 'No flag for this code');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('Cache-Control', `public, max-age=${FLAG_MAX_AGE_S}`)
        .header('Content-Security-Policy', FLAG_CSP)
        .send(svg);
    },
  );

  typed.get(
    `/p/:partnerId${LOCALE_ENTRY_SUFFIX}`,
    {
      config: { auth: 'visitor' },
      schema: { params: z.object({ partnerId: z.string() }), querystring: LocaleEntryQuerySchema, response: { 302: z.null(), 404: ErrorEnvelopeSchema } },
    },
    async (request, reply) => {
      const partner = await opts.partners.getPartner(request.params.partnerId);
      if (!partner) throw new AppError(404, 'NOT_FOUND', 'Unknown partner');
      return reply.header('Cache-Control', 'no-store').redirect(entryRedirectPath(partner.id, request.query), 302);
    },
  );

  const cookieOptions = LOCALE_CHOICE_COOKIE_OPTIONS;

  typed.get(
    LOCALE_CHOICE_PATH,
    { config: { auth: 'visitor' }, schema: { response: { 200: LocaleChoiceReplySchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { choice: parseLocaleChoice(request.cookies[LOCALE_CHOICE_COOKIE]) };
    },
  );

  typed.put(
    LOCALE_CHOICE_PATH,
    { config: { auth: 'visitor' }, schema: { body: LocaleChoiceSchema, response: { 204: z.null(), ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.setCookie(LOCALE_CHOICE_COOKIE, JSON.stringify(request.body), cookieOptions);
      return reply.code(204).send(null);
    },
  );

  typed.delete(
    LOCALE_CHOICE_PATH,
    { config: { auth: 'visitor' }, schema: { response: { 204: z.null(), ...ERROR_RESPONSES } } },
    async (_request, reply) => {
      reply.clearCookie(LOCALE_CHOICE_COOKIE, cookieOptions);
      return reply.code(204).send(null);
    },
  );
};
