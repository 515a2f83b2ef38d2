/**
 * Consent calls (issue #13; chrome-and-consent §7), all callable by visitors (`auth: 'visitor'`):
 * - GET /i/api/iabtcf/v1/vendor-list.json: the Global Vendor List in use, GVL v3 JSON (for @iabtechlabtcf/core's GVL),
 *   and GET /i/api/iabtcf/v1/archives/vendor-list-v{N}.json for N the version in use (404 NOT_FOUND for others);
 * - GET /i/api/iabtcf/v1/initialPrefs, /detailedPrefs: the dialog's data built from that list (§3);
 * - GET /i/api/iabtcf/v1/deviceStorageDisclosure?vendorId=: a vendor's stored identifiers; 404 NOT_FOUND for a
 *   vendor not on the list. These four are the same for everyone: `private, max-age=3600` (private: a reply may
 *   carry the session's refreshed cookie);
 * - GET /i/api/iabtcf/v1/consent: the caller's current industry consent (§3 "Industry consent response");
 * - POST /i/api/iabtcf/v1/consent (X-CSRF): stores the choices (§3 "Industry save payload") after checking the TC
 *   string encodes exactly them; 400 VALIDATION_ERROR otherwise; 200 the consent response;
 * - GET /i/api/cookiebanner/v1/consent, POST /i/api/cookiebanner/v1/consent/record (X-CSRF; strictlyNecessary is
 *   always recorded), GET /i/api/cookiebanner/v1/cookies/forCategory?category=&excludeIabVendorCookies=.
 * Consent replies are never cached. POSTs need the session the form token came with (session/hooks.ts).
 * Also registers the privacy calls of privacy-routes.ts (data sharing with Global Privacy Control, two-party
 * consent, meta cookies, the cookie data provider and notice log; issue #13 slice 2).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COOKIE_BANNER_CONSENT_PATH, COOKIE_BANNER_COOKIES_FOR_CATEGORY_PATH, COOKIE_BANNER_RECORD_PATH, CookieBannerConsentReplySchema, CookieBannerRecordRequestSchema,
  CookiesForCategoryQuerySchema, CookiesForCategoryReplySchema, DetailedPrefsReplySchema, DeviceStorageDisclosureQuerySchema, DeviceStorageDisclosureReplySchema,
  IABTCF_CONSENT_PATH, IABTCF_DETAILED_PREFS_PATH, IABTCF_DEVICE_STORAGE_DISCLOSURE_PATH, IABTCF_INITIAL_PREFS_PATH, IABTCF_VENDOR_LIST_PATH, IABTCF_VENDOR_LIST_VERSION_PATH,
  IndustryConsentReplySchema, IndustrySavePayloadSchema, InitialPrefsReplySchema,
} from '@travel/contract';
import { AppError, ERROR_RESPONSES } from '../../errors.ts';
import { CONSENT_WRITE_LIMITS, GVL_MAX_AGE_S } from './constants.ts';
import { CONSENT_COOKIE_OPTIONS, consentCookieValue } from './consent-cookies.ts';
import { privacyRoutes } from './privacy-routes.ts';
import type { ConsentService } from './service.ts';
import { callerOf, savingCallerOf } from './caller.ts';

export interface ConsentRoutesOptions {
  consent: ConsentService;
}


export const consentRoutes: FastifyPluginAsync<ConsentRoutesOptions> = async (app, { consent }) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const cacheable = `private, max-age=${GVL_MAX_AGE_S}`;
  await app.register(privacyRoutes, { consent });

  typed.get(IABTCF_VENDOR_LIST_PATH, { config: { auth: 'visitor' }, schema: { response: { 200: z.unknown(), ...ERROR_RESPONSES } } }, async (_request, reply) => {
    reply.header('Cache-Control', cacheable);
    return consent.vendorList.list;
  });

  // find-my-way: a parameter inside a segment ('vendor-list-v:version.json') ends at the literal '.json'.
  typed.get(
    IABTCF_VENDOR_LIST_VERSION_PATH,
    { config: { auth: 'visitor' }, schema: { params: z.object({ version: z.coerce.number().int().positive() }), response: { 200: z.unknown(), ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const { list } = consent.vendorList;
      if (request.params.version !== list.vendorListVersion) throw new AppError(404, 'NOT_FOUND', `Vendor list version ${request.params.version} is not kept; ${list.vendorListVersion} is in use`);
      reply.header('Cache-Control', cacheable);
      return list;
    },
  );

  typed.get(IABTCF_INITIAL_PREFS_PATH, { config: { auth: 'visitor' }, schema: { response: { 200: InitialPrefsReplySchema, ...ERROR_RESPONSES } } }, async (_request, reply) => {
    reply.header('Cache-Control', cacheable);
    return consent.initialPrefs();
  });

  typed.get(IABTCF_DETAILED_PREFS_PATH, { config: { auth: 'visitor' }, schema: { response: { 200: DetailedPrefsReplySchema, ...ERROR_RESPONSES } } }, async (_request, reply) => {
    reply.header('Cache-Control', cacheable);
    return consent.detailedPrefs();
  });

  typed.get(
    IABTCF_DEVICE_STORAGE_DISCLOSURE_PATH,
    { config: { auth: 'visitor' }, schema: { querystring: DeviceStorageDisclosureQuerySchema, response: { 200: DeviceStorageDisclosureReplySchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', cacheable);
      return consent.deviceStorageDisclosure(request.query.vendorId);
    },
  );

  typed.get(IABTCF_CONSENT_PATH, { config: { auth: 'visitor' }, schema: { response: { 200: IndustryConsentReplySchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return consent.industryConsent(callerOf(request));
  });

  typed.post(
    IABTCF_CONSENT_PATH,
    { config: { auth: 'visitor', rateLimits: CONSENT_WRITE_LIMITS }, schema: { body: IndustrySavePayloadSchema, response: { 200: IndustryConsentReplySchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const saved = await consent.saveIndustryConsent(savingCallerOf(request), request.body);
      reply.setCookie('kyk_tcf', saved.tcString, CONSENT_COOKIE_OPTIONS);
      return saved;
    },
  );

  typed.get(COOKIE_BANNER_CONSENT_PATH, { config: { auth: 'visitor' }, schema: { response: { 200: CookieBannerConsentReplySchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return consent.cookieBannerConsent(callerOf(request));
  });

  typed.post(
    COOKIE_BANNER_RECORD_PATH,
    { config: { auth: 'visitor', rateLimits: CONSENT_WRITE_LIMITS }, schema: { body: CookieBannerRecordRequestSchema, response: { 200: CookieBannerConsentReplySchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const recorded = await consent.recordCookieBannerConsent(savingCallerOf(request), request.body.acceptedCategories);
      reply.setCookie('consent', consentCookieValue(recorded.acceptedCategories), CONSENT_COOKIE_OPTIONS);
      return recorded;
    },
  );

  typed.get(
    COOKIE_BANNER_COOKIES_FOR_CATEGORY_PATH,
    { config: { auth: 'visitor' }, schema: { querystring: CookiesForCategoryQuerySchema, response: { 200: CookiesForCategoryReplySchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', cacheable);
      return { cookies: consent.cookiesForCategory(request.query.category, request.query.excludeIabVendorCookies === 'true') };
    },
  );
};
