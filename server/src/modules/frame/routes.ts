/**
 * Frame pages and assets:
 * - GET /p/:partnerId/ and /p/:partnerId/* -> `<frameDistDir>/index.html` with the bootstrap JSON
 *   (FrameBootstrapSchema), CSP frame-ancestors from the partner, no-store. Unknown partner (or an id that is
 *   not a valid partner id) -> 404 HTML that any page may frame and that posts `{ travelFrameLoadError:
 *   'unknown-partner' }` to the embedding page (UNKNOWN_PARTNER_PAGE in service.ts says why that is safe); a client
 *   that prefers JSON (`Accept: application/json`, service.ts prefersJson) gets 404 `{ errors: [{ code:
 *   'UNKNOWN_PARTNER', description }] }` instead (issue #22). Both vary on Accept.
 *   Missing build -> 503 "frame not built: run npm run build".
 *   Locale: the visitor's stored choice (`locale_choice` cookie, locale module startupLocaleChoice) replaces the
 *   `locale` parameter it was made under; a stale one is cleared. Currency: without a `currency` parameter the
 *   visitor's chosen currency (currency module `preferred`: the session's, then the signed-in account's) applies.
 *   Session: the page creates the session when there is none (setting the `sid` cookie) and records
 *   the partner on it, so metrics and the relay allow-list know the partner.
 * - GET /p/:partnerId -> 301 to the same path with a trailing slash.
 * - GET /assets/* -> static files from `<frameDistDir>/assets`, sent as the build's brotli or gzip sibling when the
 *   client accepts it (`Vary: Accept-Encoding`; issue #23); content-hashed names immutable for a year, any other
 *   name `no-cache` (revalidated by ETag on every use: Vite hashes everything it writes here, so an unhashed file
 *   is someone's hand-placed file that may change in place); never `*.map` (a local `SOURCEMAPS=1` build may leave
 *   source maps there; they are not published: issue #6 item 7). Served by exact name from a listing of the folder
 *   (static-files.ts fileListing), a path in it is 403, and the route never reads the session (`publicFiles`).
 *   The page itself (index.html with the bootstrap) is rendered per request, `no-store`, and compressed by
 *   @fastify/compress like any dynamic reply over 1 KB (server/src/compression.ts).
 * - GET / -> 302 /p/demo/.
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelopeSchema, type ErrorEnvelope, type FrameBootstrap, type Partner, type SiteWideMessage } from '@travel/contract';
import { LOCALE_CHOICE_COOKIE, LOCALE_CHOICE_COOKIE_OPTIONS } from '../locale/constants.ts';
import { startupLocaleChoice } from '../locale/service.ts';
import type { PartnerService } from '../partners/service.ts';
import { setSessionCookie } from '../session/hooks.ts';
import type { SessionRecord, SessionService } from '../session/service.ts';
import type { CurrencyService } from '../currency/service.ts';
import type { Principal } from '../access/principal.ts';
import { AppError } from '../../errors.ts';
import { cacheControlByName, fileListing } from '../../static-files.ts';
import { FRAME_NOT_BUILT_MESSAGE, UNHASHED_ASSET_CACHE_CONTROL, UNKNOWN_PARTNER_MESSAGE } from './constants.ts';
import { buildBootstrap, frameCsp, injectBootstrap, prefersJson, readFrameIndex, socialIconOrigins, tileSourceOf, UNKNOWN_PARTNER_PAGE } from './service.ts';

export interface FrameRoutesOptions {
  frameDistDir: string;
  partners: PartnerService;
  sessions: SessionService;
  /** The visitor's chosen currency (session, then signed-in account), for a frame the host mounts without one. */
  currency?: Pick<CurrencyService, 'preferred'>;
  /** The IAB CMP id for the frame's `__tcfapi` (config TCF_CMP_ID; issue #22); unset: the frame's placeholder. */
  tcfCmpId?: number;
  /** Hotel map tiles (config MAP_TILE_URL): passed to the frame in its bootstrap, their origin allowed in img-src. */
  mapTiles?: FrameBootstrap['mapTiles'];
  /** The site-wide message for a partner and locale (site module), put in the bootstrap (issue #22: no late bar). */
  siteMessage?(partnerId: string, locale: string): Promise<SiteWideMessage | null>;
}

const FrameParamsSchema = z.object({ partnerId: z.string(), '*': z.string().optional() });
/** Lenient on purpose: invalid locale/currency fall back to defaults instead of a 400. */
const FrameRawQuerySchema = z.object({ brand: z.unknown(), locale: z.unknown(), currency: z.unknown() }).partial();

function commonHeaders(reply: FastifyReply, csp: string): FastifyReply {
  return reply
    .header('Content-Security-Policy', csp)
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'strict-origin-when-cross-origin')
    .type('text/html; charset=utf-8');
}

export const frameRoutes: FastifyPluginAsync<FrameRoutesOptions> = async (app, opts) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tileSource = opts.mapTiles ? tileSourceOf(opts.mapTiles.urlTemplate) : null;
  const csp = (partner: Partner) => frameCsp(partner.allowedOrigins, socialIconOrigins(partner), tileSource ? [tileSource] : []);

  const handler = async (
    request: {
      params: z.infer<typeof FrameParamsSchema>; query: z.infer<typeof FrameRawQuerySchema>; session: SessionRecord | null; cookies: Record<string, string | undefined>;
      principal: Principal; headers: { accept?: string | undefined };
    },
    reply: FastifyReply,
  ) => {
    // null for a malformed id too (PartnerIdSchema), so both get the same page.
    const partner = await opts.partners.getPartner(request.params.partnerId);
    if (!partner) {
      reply.header('Vary', 'Accept');
      // An API client asking for JSON gets the contract's envelope (issue #22); browsers keep the frameable page.
      if (prefersJson(request.headers.accept)) {
        return reply.code(404).type('application/json; charset=utf-8').send({ errors: [{ code: 'UNKNOWN_PARTNER', description: UNKNOWN_PARTNER_MESSAGE }] } satisfies ErrorEnvelope);
      }
      return commonHeaders(reply.code(404), UNKNOWN_PARTNER_PAGE.csp).send(UNKNOWN_PARTNER_PAGE.html);
    }
    const html = await readFrameIndex(opts.frameDistDir);
    if (html === null) {
      return commonHeaders(reply.code(503), csp(partner)).send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Frame not built</title></head><body><p>${FRAME_NOT_BUILT_MESSAGE}</p></body></html>`,
      );
    }
    if (request.session) {
      await opts.sessions.setPartner(request.session, partner.id);
    } else {
      const session = await opts.sessions.create(partner.id);
      request.session = session;
      setSessionCookie(reply, session);
    }
    // The visitor's locale choice for this browser session is applied here, before the first render (no flash).
    const choice = startupLocaleChoice(request.cookies[LOCALE_CHOICE_COOKIE], request.query.locale);
    if (choice.forget) reply.clearCookie(LOCALE_CHOICE_COOKIE, LOCALE_CHOICE_COOKIE_OPTIONS);
    // The visitor's currency choice (the picker's session or saved currency) when the host passes none; a host's
    // explicit currency wins, as its locale does.
    const preferred =
      request.query.currency === undefined && opts.currency
        ? await opts.currency.preferred({ sessionId: request.session.id, accountId: request.principal.kind === 'account' ? request.principal.account.id : null })
        : null;
    const bootstrap = buildBootstrap(partner, {
      ...request.query,
      ...(choice.tag === null ? {} : { locale: choice.tag }),
      ...(preferred ? { currency: preferred.code } : {}),
    }, { tcfCmpId: opts.tcfCmpId, mapTiles: opts.mapTiles });
    if (opts.siteMessage) bootstrap.siteMessage = await opts.siteMessage(partner.id, bootstrap.locale);
    return commonHeaders(reply.code(200), csp(partner)).send(injectBootstrap(html, bootstrap));
  };

  const schema = {
    params: FrameParamsSchema,
    querystring: FrameRawQuerySchema,
    response: { 200: z.string(), 404: z.union([z.string(), ErrorEnvelopeSchema]), 429: ErrorEnvelopeSchema, 503: z.string() },
  };
  // A page request without a live session creates one: counted per client address (SESSION_IP).
  const config = { auth: 'visitor', rateLimits: ['SESSION_IP'] } as const;
  typed.get('/p/:partnerId/', { schema, config }, (request, reply) => handler(request, reply));
  typed.get('/p/:partnerId/*', { schema, config }, (request, reply) => handler(request, reply));
  typed.get(
    '/p/:partnerId',
    { config: { auth: 'visitor' }, schema: { params: z.object({ partnerId: z.string() }), response: { 301: z.null() } } },
    async (request, reply) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`/p/${encodeURIComponent(request.params.partnerId)}/${query}`, 301);
    },
  );
  typed.get('/', { config: { auth: 'visitor' }, schema: { response: { 302: z.null() } } }, async (_request, reply) => reply.redirect('/p/demo/', 302));

  // The assets by exact name from a listing of the folder (static-files.ts fileListing): @fastify/static's own wildcard
  // route read the whole folder on every request to check the name's spelling. Routed even when the build is missing
  // (the plugin logs a warning): a later build is served without a restart, and an unknown name gets the 404 envelope.
  const assetsDir = path.join(opts.frameDistDir, 'assets');
  const assetNames = fileListing(assetsDir);
  await app.register(fastifyStatic, {
    root: assetsDir,
    serve: false,
    // Build-time .br/.gz (scripts/compress-assets.ts); Cache-Control by name below, not by @fastify/send.
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheControlByName(UNHASHED_ASSET_CACHE_CONTROL),
    index: false,
  });
  typed.get(
    '/assets/*',
    // Public files: no session lookup (session/hooks.ts), and compressed at build time (compression.ts).
    { config: { auth: 'visitor', publicFiles: true }, schema: { params: z.object({ '*': z.string() }), hide: true } },
    async (request, reply) => {
      const name = request.params['*'];
      // The folder has no sub-folders: a path in it is someone trying to leave it (as @fastify/static answered).
      if (/[/\\]/.test(name) || name === '.' || name === '..') throw new AppError(403, 'FORBIDDEN', 'Forbidden path');
      if (/\.map$/i.test(name) || !(await assetNames.has(name))) return reply.callNotFound();
      return reply.sendFile(name);
    },
  );
};
