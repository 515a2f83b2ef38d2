/**
 * Privacy calls (issue #13 slice 2; chrome-and-consent §7 rows, §4, §9; account-business-header-and-trips §7 "Data
 * sharing"), registered by consentRoutes; all callable by visitors (`auth: 'visitor'`), replies never cached:
 * - GET and PUT /i/api/account/dataSharing/v1/optOut (both X-CSRF, as the spec has it): `{ allowDataSharing }` of
 *   the session or the signed-in account; `Sec-GPC: 1` makes it false with `gpc: true`, and a PUT allowing sharing
 *   under GPC is ignored (200, nothing stored) — see privacy.ts;
 * - POST /i/api/twoparty/v1/consent (X-CSRF): no body records the two-party consent; `{ agree: false }` records that
 *   the visitor declined it (issue #22);
 * - POST /s/run/privacy/gdpr/createConsent and /removeConsent, the legacy consent forms (X-CSRF; form body
 *   purposeIds, setConsentBooleanCookie; contract LegacyGdprConsentFormSchema): add or remove cookie categories of
 *   the same cookie banner record as POST /i/api/cookiebanner/v1/consent/record, rewrite the `consent` cookie and,
 *   asked to, the legacy DATA_CONSENT cookie (issue #22);
 * - PUT /i/api/cookies/v2/meta/{name} (X-CSRF) `{ newValue }` sets, `{}` deletes a meta cookie of
 *   META_COOKIE_NAMES (other names 400 VALIDATION_ERROR; setting HIDE_COOKIES_MESSAGE, which is only ever
 *   deleted, 400 too);
 * - POST /s/cookie, the legacy form (application/x-www-form-urlencoded: action setnewmeta|deletenewmeta,
 *   metacookie, metavalue, formtoken): the same. It needs X-CSRF like every state-changing call (the session hook
 *   checks headers before the body is read) AND formtoken equal to that token (403 CSRF_TOKEN_INVALID otherwise);
 * - POST /horizon/common/privacy/LogCookiesConsentAction (X-CSRF) `{ data: { isRepeat } }`: logs the notice display;
 * - GET /horizon/common/privacy/providers/CookiesDataProvider: the cookie data provider response.
 *
 * Every write is rate limited per session and address (CONSENT_WRITE_LIMITS, issue #22).
 *
 * Meta cookies are real cookies: Path=/; Max-Age one year; HttpOnly (the frame never reads them: it asks the
 * data provider); Secure; SameSite=None; Partitioned (CHIPS, like `sid`, since the product runs in a partner's frame).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONSENT_COOKIE_NAMES, COOKIES_DATA_PROVIDER_PATH, CSRF_HEADER, CookiesDataProviderReplySchema, DATA_SHARING_OPT_OUT_PATH, DataSharingReplySchema, DataSharingRequestSchema,
  COOKIE_CATEGORY_KEYS, CookieBannerConsentReplySchema, GPC_HEADER, LEGACY_COOKIE_FORM_PATH, LEGACY_GDPR_CREATE_CONSENT_PATH, LEGACY_GDPR_REMOVE_CONSENT_PATH,
  LegacyGdprConsentFormSchema, TwoPartyConsentRequestSchema, LOG_COOKIES_CONSENT_ACTION_PATH, LegacyCookieFormSchema, LogCookiesConsentActionSchema, META_COOKIE_NAMES, META_COOKIE_PATH,
  MetaCookieReplySchema, MetaCookieRequestSchema, PrivacyRecordedReplySchema, TWO_PARTY_CONSENT_PATH, type MetaCookieName, type MetaCookieReply,
} from '@travel/contract';
import { AppError, ERROR_RESPONSES } from '../../errors.ts';
import type { ConsentService } from './service.ts';
import { callerOf, savingCallerOf } from './caller.ts';
import { CONSENT_COOKIE_OPTIONS, consentCookieValue, isCurrentConsentCookie } from './consent-cookies.ts';
import { CONSENT_WRITE_LIMITS } from './constants.ts';

/** Lifetime of a meta cookie, s (one year). */
export const META_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
const META_COOKIE_OPTIONS = { path: '/', httpOnly: true, secure: true, sameSite: 'none', partitioned: true } as const;

/** Global Privacy Control: the request carries `Sec-GPC: 1`. */
export function gpcOf(request: FastifyRequest): boolean {
  const value = request.headers[GPC_HEADER.toLowerCase()];
  return typeof value === 'string' && value.trim() === '1';
}

/** Sets (value) or deletes (undefined) a meta cookie. @throws AppError 400 VALIDATION_ERROR when setting HIDE_COOKIES_MESSAGE */
function writeMetaCookie(reply: FastifyReply, name: MetaCookieName, value: string | undefined, field: string): MetaCookieReply {
  if (value === undefined) {
    reply.clearCookie(name, META_COOKIE_OPTIONS);
    return { name, value: null };
  }
  if (name === 'HIDE_COOKIES_MESSAGE') throw new AppError(400, 'VALIDATION_ERROR', 'HIDE_COOKIES_MESSAGE can only be deleted', field);
  reply.setCookie(name, value, { ...META_COOKIE_OPTIONS, maxAge: META_COOKIE_MAX_AGE_S });
  return { name, value };
}

export const privacyRoutes: FastifyPluginAsync<{ consent: ConsentService }> = async (app, { consent }) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { privacy } = consent;
  const write = { auth: 'visitor', rateLimits: CONSENT_WRITE_LIMITS } as const;

  typed.get(
    DATA_SHARING_OPT_OUT_PATH,
    { config: { auth: 'visitor', csrf: 'required' }, schema: { response: { 200: DataSharingReplySchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return privacy.dataSharing(callerOf(request), gpcOf(request));
    },
  );

  typed.put(
    DATA_SHARING_OPT_OUT_PATH,
    { config: write, schema: { body: DataSharingRequestSchema, response: { 200: DataSharingReplySchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return privacy.setDataSharing(savingCallerOf(request), request.body.allowDataSharing, gpcOf(request));
    },
  );

  typed.post(
    TWO_PARTY_CONSENT_PATH,
    { config: write, schema: { body: TwoPartyConsentRequestSchema.nullish(), response: { 200: PrivacyRecordedReplySchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      await privacy.recordTwoPartyConsent(savingCallerOf(request), request.body?.agree ?? true);
      return { recorded: true as const };
    },
  );

  for (const [path, change] of [[LEGACY_GDPR_CREATE_CONSENT_PATH, 'add'], [LEGACY_GDPR_REMOVE_CONSENT_PATH, 'remove']] as const) {
    typed.post(path, { config: write, schema: { body: LegacyGdprConsentFormSchema, response: { 200: CookieBannerConsentReplySchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { purposeIds, setConsentBooleanCookie } = request.body;
      const recorded = await consent.changeCookieBannerConsent(savingCallerOf(request), { [change]: purposeIds });
      reply.setCookie('consent', consentCookieValue(recorded.acceptedCategories), CONSENT_COOKIE_OPTIONS);
      if (setConsentBooleanCookie === 'true') {
        const optional = COOKIE_CATEGORY_KEYS.some((k) => k !== 'strictlyNecessary' && recorded.acceptedCategories.includes(k));
        reply.setCookie('DATA_CONSENT', String(optional), CONSENT_COOKIE_OPTIONS);
      }
      return recorded;
    });
  }

  typed.put(
    META_COOKIE_PATH,
    {
      config: write,
      schema: { params: z.object({ name: z.enum(META_COOKIE_NAMES) }), body: MetaCookieRequestSchema.optional(), response: { 200: MetaCookieReplySchema, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return writeMetaCookie(reply, request.params.name, request.body?.newValue, 'newValue');
    },
  );

  typed.post(
    LEGACY_COOKIE_FORM_PATH,
    { config: write, schema: { body: LegacyCookieFormSchema, response: { 200: MetaCookieReplySchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      // The hook has checked X-CSRF against the session; the form's own token must be that same token.
      if (request.body.formtoken !== request.headers[CSRF_HEADER.toLowerCase()]) throw new AppError(403, 'CSRF_TOKEN_INVALID', 'formtoken is not the session\'s form token');
      const { action, metacookie, metavalue } = request.body;
      if (action === 'setnewmeta' && metavalue === undefined) throw new AppError(400, 'VALIDATION_ERROR', 'setnewmeta needs metavalue', 'metavalue');
      reply.header('Cache-Control', 'no-store');
      return writeMetaCookie(reply, metacookie, action === 'setnewmeta' ? metavalue : undefined, 'metacookie');
    },
  );

  typed.post(
    LOG_COOKIES_CONSENT_ACTION_PATH,
    { config: write, schema: { body: LogCookiesConsentActionSchema, response: { 200: PrivacyRecordedReplySchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      await privacy.logCookiesMessage(savingCallerOf(request), request.body.data.isRepeat);
      return { recorded: true as const };
    },
  );

  typed.get(COOKIES_DATA_PROVIDER_PATH, { config: { auth: 'visitor' }, schema: { response: { 200: CookiesDataProviderReplySchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const caller = callerOf(request);
    const cookies = request.cookies;
    const [banner, industry] = await Promise.all([consent.cookieBannerConsent(caller), consent.industryConsent(caller)]);
    return privacy.cookiesData(caller, {
      hasConsentCookie: CONSENT_COOKIE_NAMES.some((n) => isCurrentConsentCookie(n, cookies[n])),
      hasConsentRecord: banner.acceptedCategories.length > 0 || !industry.isUnsavedDefaultConsent,
      metaCookies: Object.fromEntries(META_COOKIE_NAMES.map((n) => [n, cookies[n]])),
    });
  });
};
