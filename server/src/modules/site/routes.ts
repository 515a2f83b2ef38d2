/**
 * Site-wide extras (issue #10; account-business-header-and-trips §3, §7), every route for visitors (`auth: 'visitor'`)
 * and never cached:
 * - GET /i/api/site/v1/navigation-state?locale= -> { siteWideMessageState: { message }, drawerNavigationState };
 * - POST (form) /s/run/kmkid/sync, suggestedKmkid? -> { kmkid }: keeps a valid `kmkid` cookie, else adopts the valid
 *   suggestion, else makes a new id; (re)sets the cookie;
 * - POST (form) /s/run/kmkid/set, kmkid -> { kmkid }: sets the cookie to the given (validated) id;
 * - GET /i/api/site/v1/survey/identity -> { acquisitionChannel, obfuscatedUserId };
 * - POST /i/api/site/v1/survey/feedback { rating, comment?, page } -> { received: true }; 429 RATE_LIMITED past the
 *   per-session limit (service.ts);
 * - GET /i/api/site/v1/ads/advert-banner.js -> { ok: true }: the ad-block bait.
 * POSTs need X-CSRF (session/hooks.ts): 403 CSRF_TOKEN_INVALID without it. The marketing cookie is
 * HttpOnly; Secure; SameSite=None; Partitioned, like the session cookie, so it works in the partner's iframe.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AD_BLOCK_BAIT_PATH, AdBlockBaitReplySchema, KMKID_SET_PATH, KMKID_SYNC_PATH, KmkidReplySchema, KmkidSetRequestSchema, KmkidSyncRequestSchema,
  NAVIGATION_STATE_PATH, NavigationStateQuerySchema, NavigationStateSchema, SURVEY_FEEDBACK_PATH, SURVEY_IDENTITY_PATH, SurveyFeedbackReplySchema,
  SurveyFeedbackRequestSchema, SurveyIdentitySchema,
} from '@travel/contract';
import { ERROR_RESPONSES } from '../../errors.ts';
import { KMKID_COOKIE_MAX_AGE_S, KMKID_COOKIE_NAME } from './constants.ts';
import type { SiteCaller, SiteService } from './service.ts';

export interface SiteRoutesOptions {
  site: SiteService;
}

function callerOf(request: FastifyRequest): SiteCaller {
  return {
    sessionId: request.session?.id ?? null,
    partnerId: request.session?.partnerId ?? null,
    accountId: request.principal.kind === 'account' ? request.principal.account.id : null,
  };
}

function setKmkidCookie(reply: FastifyReply, kmkid: string): void {
  reply.setCookie(KMKID_COOKIE_NAME, kmkid, { path: '/', httpOnly: true, secure: true, sameSite: 'none', partitioned: true, maxAge: KMKID_COOKIE_MAX_AGE_S });
}

export const siteRoutes: FastifyPluginAsync<SiteRoutesOptions> = async (app, opts) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { site } = opts;

  typed.get(
    NAVIGATION_STATE_PATH,
    { config: { auth: 'visitor' }, schema: { querystring: NavigationStateQuerySchema, response: { 200: NavigationStateSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return site.navigationState(callerOf(request), request.query.locale);
    },
  );

  typed.post(
    KMKID_SYNC_PATH,
    { config: { auth: 'visitor' }, schema: { body: KmkidSyncRequestSchema, response: { 200: KmkidReplySchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const kmkid = site.syncKmkid(request.cookies[KMKID_COOKIE_NAME], request.body.suggestedKmkid);
      setKmkidCookie(reply, kmkid);
      return { kmkid };
    },
  );

  typed.post(
    KMKID_SET_PATH,
    { config: { auth: 'visitor' }, schema: { body: KmkidSetRequestSchema, response: { 200: KmkidReplySchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      setKmkidCookie(reply, request.body.kmkid);
      return { kmkid: request.body.kmkid };
    },
  );

  typed.get(
    SURVEY_IDENTITY_PATH,
    { config: { auth: 'visitor' }, schema: { response: { 200: SurveyIdentitySchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return site.surveyIdentity(callerOf(request));
    },
  );

  typed.post(
    SURVEY_FEEDBACK_PATH,
    { config: { auth: 'visitor' }, schema: { body: SurveyFeedbackRequestSchema, response: { 200: SurveyFeedbackReplySchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      await site.recordFeedback(callerOf(request), request.body);
      return { received: true as const };
    },
  );

  typed.get(
    AD_BLOCK_BAIT_PATH,
    { config: { auth: 'visitor' }, schema: { response: { 200: AdBlockBaitReplySchema, ...ERROR_RESPONSES } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { ok: true as const };
    },
  );
};
