/**
 * Builds the Fastify application (no listening: tests call `app.inject`, main.ts listens).
 *
 * Order matters: cookie parsing -> session hook -> relay guard -> CSRF guard run on every request
 * (onRequest), then routes. Every route declares zod request and reply schemas from the contract.
 */
import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { ServerConfig } from './config.ts';
import { installCompression } from './compression.ts';
import type { Database } from './db/database.ts';
import { ERROR_SERVER_OPTIONS, installErrorHandling } from './errors.ts';
import { createLazyCityIndex, type CityIndex } from './inventory/cities.ts';
import { createDatabaseLedger } from './inventory/offline/ledger.ts';
import { createOfferIdSigner, type OfferIdSigner } from './inventory/offline/offer-ids.ts';
import { createOfflineSupplier } from './inventory/offline/offline-supplier.ts';
import type { SupplierAdapter } from './inventory/supplier.ts';
import { airportRoutes } from './modules/airports/routes.ts';
import { loadAirportIndex, type AirportIndex } from './modules/airports/service.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { createAccountsService } from './modules/accounts/service.ts';
import { accountEmailRoutes } from './modules/account-email/routes.ts';
import { createAccountEmailService } from './modules/account-email/service.ts';
import { mailOutboxRoutes } from './modules/mail/routes.ts';
import { createMailService } from './modules/mail/service.ts';
import { createPartnerAdmin } from './modules/partners/service.ts';
import { createProfileService } from './modules/accounts/profile.ts';
import { createSwitcherService } from './modules/accounts/switcher.ts';
import { switcherRoutes } from './modules/accounts/switcher-routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { bookingRoutes } from './modules/booking/routes.ts';
import { createBookingService, createOrderReferences, type BookingService, type FaultHook } from './modules/booking/index.ts';
import { createTripDestinationEvents, createTripsService, tripsRoutes } from './modules/trips/index.ts';
import { tripImageRoutes } from './modules/trip-images/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { carRoutes } from './modules/cars/routes.ts';
import { createCarService } from './modules/cars/service.ts';
import { friendlyUrlRoutes } from './modules/friendly-url/routes.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { createSiteService } from './modules/site/service.ts';
import { footerRoutes } from './modules/footer/routes.ts';
import { createFooterService } from './modules/footer/service.ts';
import { createFriendlyUrlService } from './modules/friendly-url/service.ts';
import { hotelRoutes } from './modules/hotels/routes.ts';
import { createHotelService } from './modules/hotels/service.ts';
import { locationRoutes } from './modules/locations/routes.ts';
import { localeRoutes } from './modules/locale/routes.ts';
import { createLocationService } from './modules/locations/service.ts';
import { packageRoutes } from './modules/packages/routes.ts';
import { createPackageService } from './modules/packages/service.ts';
import { trainRoutes } from './modules/trains/routes.ts';
import { travelerRoutes } from './modules/travelers/routes.ts';
import { createTravelersService } from './modules/travelers/service.ts';
import { webauthnRoutes } from './modules/webauthn/routes.ts';
import { createWebauthnService } from './modules/webauthn/service.ts';
import { createTrainService } from './modules/trains/service.ts';
import { createTestCardPaymentAdapter } from './payments/test-card-adapter.ts';
import type { PaymentAdapter } from './payments/payment-adapter.ts';
import { benchRoutes } from './modules/bench/routes.ts';
import { flightRoutes } from './modules/flights/routes.ts';
import { priceCalendarRoutes } from './modules/price-calendar/routes.ts';
import { createPriceCalendarService } from './modules/price-calendar/service.ts';
import { createFlightService, loadAirlines } from './modules/flights/service.ts';
import { frameRoutes } from './modules/frame/routes.ts';
import { hostSdkRoutes } from './modules/host-sdk/routes.ts';
import { metricsRoutes } from './modules/metrics/routes.ts';
import { createMetricsService } from './modules/metrics/service.ts';
import { installRelayGuard } from './modules/partners/relay-guard.ts';
import { createPartnerService } from './modules/partners/service.ts';
import { installRateLimits } from './modules/rate-limit/plugin.ts';
import { loadOfferSigningKey } from './modules/secrets/service.ts';
import { installSessionHooks } from './modules/session/hooks.ts';
import { installAccessControl } from './modules/access/plugin.ts';
import { createPrincipalLoader } from './modules/business/principal-loader.ts';
import { registerBusinessTree } from './modules/business/route-tree.ts';
import { eventRoutes } from './modules/business/events-routes.ts';
import { createEventsService } from './modules/business/events-service.ts';
import { createBusinessBookingPort } from './modules/business/business-booking.ts';
import { createPaymentMethodsService } from './modules/business/payment-methods-service.ts';
import { createReportingFieldsService } from './modules/business/reporting-fields-service.ts';
import { reportingPaymentRoutes } from './modules/business/reporting-payment-routes.ts';
import { businessRoutes } from './modules/business/routes.ts';
import { businessAdminRoutes, invitationAcceptRoutes } from './modules/business/admin-routes.ts';
import { createAdminSettingsService } from './modules/business/admin-settings.ts';
import { createAdminUsersService } from './modules/business/admin-users.ts';
import { createBusinessService } from './modules/business/service.ts';
import { twoFactorRoutes } from './modules/business/two-factor-routes.ts';
import { createTwoFactorService } from './modules/business/two-factor-service.ts';
import { createCompanyCallsModule } from './modules/business/company-calls-module.ts';
import { installImpersonation } from './modules/business/impersonation.ts';
import { createBookingForService, installBookingFor } from './modules/business/booking-for.ts';
import { bookingForRoutes } from './modules/business/booking-for-routes.ts';
import { mailedBusinessLinkRoutes } from './modules/business/mailed-links.ts';
import { travelPolicyRoutes } from './modules/business/travel-policy-routes.ts';
import { createReportFactsRecorder, createReportingService, reportingRoutes } from './modules/reporting/index.ts';
import { cheapestOf } from './modules/search/cheapest.ts';
import { createTravelPolicyService } from './modules/business/travel-policy-service.ts';
import { approvalRoutes } from './modules/business/approvals-routes.ts';
import { approvalStatusOfBookings, createApprovalsService, type ApprovalsService } from './modules/business/approvals-service.ts';
import type { TripOrderReferences } from './modules/trips/index.ts';
import { startApprovalJobRunner } from './modules/business/approvals-jobs.ts';
import { createIntegrationsService, type IntegrationsService } from './modules/business/integrations-service.ts';
import { integrationRoutes } from './modules/business/integrations-routes.ts';
import { startDeliveryRunner, type DeliveryRunner } from './modules/business/integrations-jobs.ts';
import { outboundPolicyFor, type OutboundPolicy } from './modules/business/integrations-outbound.ts';
import { loadTwoFactorSecretBox } from './modules/business/two-factor-secrets.ts';
import { travelTrackerRoutes } from './modules/business/travel-tracker-routes.ts';
import { createScimModule } from './modules/scim/index.ts';
import { createTravelTrackerService } from './modules/business/travel-tracker-service.ts';
import { hstsHeaderValue, installSecurityHeaders } from './security-headers.ts';
import { sessionRoutes } from './modules/session/routes.ts';
import { createSessionService } from './modules/session/service.ts';
import { createProviders } from './modules/social/providers.ts';
import { redactQuery } from './modules/social/log-redaction.ts';
import { socialRoutes } from './modules/social/routes.ts';
import { createSocialService } from './modules/social/service.ts';
import { createSsoModule, type SsoModule } from './modules/sso/index.ts';
import { createInboxSyncService, inboxSyncRoutes, OfflineMailbox } from './modules/inbox-sync/index.ts';
import { currencyRoutes, createCurrencyService } from './modules/currency/plugin.ts';
import { consentRoutes, createConsentService, loadVendorList } from './modules/consent/index.ts';
import { createPolicyVerdicts, flightSearchStatsOf, type PolicyVerdictsDeps } from './modules/policy-verdicts/index.ts';
import { createTravelPolicyCache } from './modules/business/travel-policy-cache.ts';
import type { PolicyApprovals } from './modules/booking/policy-checks.ts';

export { FLIGHT_SEARCH_PATH } from './modules/flights/routes.ts';
export { AIRPORT_AUTOCOMPLETE_PATH } from './modules/airports/routes.ts';
export { BENCH_NOOP_PATH } from './modules/bench/routes.ts';
export { METRICS_PATH } from './modules/metrics/routes.ts';
export { AUTH_STATE_PATH } from './modules/auth/routes.ts';

/** Header carrying the request id (accepted from a load balancer, echoed on every reply). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** The booking module's order references, each with its business approval's state when it has one (issue #25: the trip shows it). */
function withApprovalStatus(db: Kysely<Database>, orders: TripOrderReferences): TripOrderReferences {
  return {
    async ofTripEvents(tripEventIds) {
      const refs = await orders.ofTripEvents(tripEventIds);
      const status = await approvalStatusOfBookings(db, [...refs.values()].map((r) => r.reference));
      if (status.size === 0) return refs;
      return new Map([...refs].map(([id, r]) => [id, status.has(r.reference) ? { ...r, approval: status.get(r.reference)! } : r]));
    },
  };
}

/** Trust the nearest `hops` proxies (TRUST_PROXY=n), as proxy-addr counts them. */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

export interface BuildAppOptions {
  config: ServerConfig;
  db: Kysely<Database>;
  /** Clock, epoch ms (default Date.now). Tests move it to expire sessions. */
  now?: () => number;
  /** Replaces the built-in offline supplier. */
  supplier?: SupplierAdapter;
  /** Replaces the built-in test-card payment method. */
  payments?: PaymentAdapter;
  /** When true, `app.close()` also destroys `db` (startServer sets it). Default false. */
  closeDatabaseOnClose?: boolean;
  /** Test hook awaited at booking fault points (crash tests stop the process there). Production: none. */
  bookingFault?: FaultHook;
  /** Approval deadline poll interval, ms (default approvals-jobs.ts APPROVAL_JOB_POLL_MS); false: no poller (tests run jobs by hand). */
  approvalJobPollMs?: number | false;
  /** Replaces where travel-policy verdicts read the traveler's effective policy (issue #25; tests, benchmarks). */
  loadTravelPolicy?: PolicyVerdictsDeps['loadPolicy'];
  /** Replaces who the policy verdicts are for (issue #25: the traveler being booked for; default the caller). */
  policyTravelerOf?: PolicyVerdictsDeps['travelerOf'];
  /** Replaces the approvals port of requireApproval bookings (issue #25; default the approvals service). Tests. */
  policyApprovals?: PolicyApprovals;
  /** Integration delivery poll interval, ms (default integrations-jobs.ts INTEGRATION_POLL_MS); false: no poller (tests run deliveries by hand). */
  integrationPollMs?: number | false;
  /** Replaces where webhooks may go (default from PUBLIC_ORIGIN: integrations-outbound.ts outboundPolicyFor). Tests. */
  outboundPolicy?: OutboundPolicy;
}

/** What buildApp wires together; exposed on `app.services` for tests and benchmarks. */
export interface AppServices {
  airports: AirportIndex;
  supplier: SupplierAdapter;
  cities: CityIndex & { warm(): void };
  payments: PaymentAdapter;
  /** Signs offer-id payloads with the server's key and verifies ids (tests forge edited but signed ids). */
  offerIds: OfferIdSigner;
  bookings: BookingService;
  /** Trip approvals (issue #25): the booking flow calls `requestApproval`; tests run due jobs with `runDueJobs`. */
  approvals: ApprovalsService;
  /** Business integrations (issue #26): expense webhooks and Slack; tests run the queue with `runDueDeliveries`. */
  integrations: IntegrationsService;
  /** Company single sign-on (issue #27): `npm start` gives the demo company its configurations through it. */
  sso: SsoModule;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

/**
 * Builds the app: loads the airport/airline reference data into memory once, registers plugins, hooks
 * and every module's routes, and waits until it is ready.
 * @param opts.config validated configuration (logLevel 'silent' in tests)
 * @param opts.db migrated and seeded database (the caller owns and closes it)
 * @returns a ready FastifyInstance (call `listen` or `inject`)
 */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = opts;
  const now = opts.now ?? Date.now;
  const app = Fastify({
    // Parser, router and closing errors answer with the error envelope too (issue #6 item 6).
    ...ERROR_SERVER_OPTIONS,
    // Structured JSON logs (pino), one line per request with its id; the id comes from a valid incoming
    // X-Request-Id (a load balancer's) or is generated, and is echoed in the reply's X-Request-Id.
    logger: {
      level: config.logLevel,
      // Fastify's request fields, with one-time values of the social pop-up's URLs redacted (modules/social/log-redaction.ts).
      serializers: {
        req: (req: FastifyRequest) => ({ method: req.method, url: redactQuery(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort }),
      },
    },
    requestIdHeader: REQUEST_ID_HEADER,
    genReqId: (req) => {
      const incoming = req.headers[REQUEST_ID_HEADER];
      return typeof incoming === 'string' && /^[A-Za-z0-9._:-]{1,128}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installSecurityHeaders(app, hstsHeaderValue(config));

  const airports = await loadAirportIndex(db);
  const airlines = await loadAirlines(db);
  // World cities: decoded once per process and indexed in memory on first use (see inventory/cities.ts);
  // startServer warms it before listening.
  const cities = createLazyCityIndex(airports.all());
  // Stock ledger in the database (issue #7) and offer ids signed with the key every process shares (issue #6).
  const ledger = createDatabaseLedger(db, now);
  const offerSigningKey = await loadOfferSigningKey(db, config, now);
  const offerIds = createOfferIdSigner(offerSigningKey);
  const supplier = opts.supplier ?? createOfflineSupplier({ airports: airports.all(), airlines, cities, now, ledger, offerSigningKey });
  const payments = opts.payments ?? createTestCardPaymentAdapter(db, now);
  const sessions = createSessionService(db, now);
  const partners = createPartnerService(db);
  // Email flows (issue #9): registering mails a confirmation link through accountEmail (created just below; no
  // registration can happen before buildApp returns).
  // Company SSO-only mode (issue #27) refuses other sign-ins of its domains: asked of the sso module, created below.
  const accounts = createAccountsService({
    db, sessions, now, onRegistered: (account) => accountEmail.sendConfirmation(account), refusesOtherSignIn: (email) => sso.signIn.refusesOtherSignIn(email),
  });
  const mail = createMailService({ db, log: app.log, smtpUrl: config.smtpUrl, from: config.mailFrom, now });
  const accountEmail = await createAccountEmailService({ db, accounts, mail, log: app.log, publicOrigin: config.publicOrigin, now });
  const switcher = createSwitcherService({ db, sessions, now });
  const profiles = createProfileService({ db, sessions, now });
  const travelers = createTravelersService({
    db, now, rules: { minAgeYears: config.travelerMinAgeYears, maxAgeYears: config.travelerMaxAgeYears, genders: config.travelerGenders },
  });
  const webauthn = createWebauthnService({ db, publicOrigin: config.publicOrigin, accounts, partners, log: app.log, now });
  const social = createSocialService({ db, accounts, providers: createProviders(config.social), config: config.social, publicOrigin: config.publicOrigin, now, log: app.log });
  const sso = createSsoModule({
    db, accounts, box: await loadTwoFactorSecretBox(db, config.twoFactorEncryptionKey, now), publicOrigin: config.publicOrigin, landingPartner: config.businessLinkPartner, now, log: app.log,
  });
  const metrics = createMetricsService(db, now);
  const flights = createFlightService({ supplier, airports, now });
  const locations = createLocationService(cities, airports);
  const hotels = createHotelService({ supplier, locations, now });
  const cars = createCarService({ supplier, airports, locations, now });
  const trains = createTrainService({ supplier, locations, now });
  const packages = createPackageService({ supplier, airports, locations, now });
  // Issue #25: travel-policy verdicts on every vertical's results and at booking, for business callers with
  // TRAVEL_POLICY_BADGES, from the traveler's effective policy.
  // The traveler's effective policy (business module: company default + group, versioned), cached per (company,
  // group, policy stamp read in the principal's query: travel-policy-cache.ts); tests may replace it.
  const travelPolicies = createTravelPolicyCache({ db });
  const loadTravelPolicy: PolicyVerdictsDeps['loadPolicy'] =
    opts.loadTravelPolicy ??
    (async (traveler, vertical) => {
      const { document, version } = await travelPolicies.load(traveler, vertical);
      return { document, version };
    });
  const policyVerdicts = createPolicyVerdicts({
    loadPolicy: loadTravelPolicy,
    cityIataCodes: (cityId) => {
      const city = cities.get(cityId);
      const airport = city ? cities.nearestAirport(city) : undefined;
      return airport ? [airport.code] : [];
    },
    flightSearchStats: (offer) => flightSearchStatsOf(flights, offer),
    now,
    ...(opts.policyTravelerOf ? { travelerOf: opts.policyTravelerOf } : {}),
  });
  const withPolicy = { policy: policyVerdicts };
  // Trips reads accounts and orders through their modules (trips/ports.ts): booking -> trips, never back.
  const trips = createTripsService({ db, cities, supplier, now, accounts, orders: withApprovalStatus(db, createOrderReferences(db)) });
  // Booking and approvals need each other (a requireApproval booking asks for approval; a declined hard approval
  // releases the booking): the booking service gets a port bound to the approvals service once it exists.
  const late: { approvals?: ApprovalsService } = {};
  const boundApprovals = (): ApprovalsService => {
    if (!late.approvals) throw new Error('approvals service used before it was created');
    return late.approvals;
  };
  const policyApprovals: PolicyApprovals = opts.policyApprovals ?? {
    assertMayRequest: (input) => boundApprovals().assertMayRequest(input),
    requestApproval: (input) => boundApprovals().requestApproval(input),
    approversFor: (input) => boundApprovals().approversFor(input),
  };
  // Integrations (issue #26) hear of out-of-policy bookings and approvals in their transactions, and read trips and
  // bookings to send a trip to an expense system: bound once both exist.
  const lateIntegrations: { service?: IntegrationsService; runner?: DeliveryRunner } = {};
  const boundIntegrations = (): IntegrationsService => {
    if (!lateIntegrations.service) throw new Error('integrations service used before it was created');
    return lateIntegrations.service;
  };
  // The event hub (issue #26): reads who has booked through the trips and booking modules' readers; the booking
  // service links bookings started from an event through it.
  const orderReferences = createOrderReferences(db);
  const tripDestinationEvents = createTripDestinationEvents(db);
  const events = createEventsService({
    db, now,
    places: (cityId) => {
      const city = cities.get(cityId);
      return city ? { cityId: city.id, cityName: city.name, countryCode: city.countryCode, airportCode: cities.nearestAirport(city)?.code ?? null } : undefined;
    },
    attendance: { bookedEvents: (q) => tripDestinationEvents.bookedEvents(q), referencesOf: (ids) => orderReferences.ofTripEvents(ids) },
  });
  const bookings = createBookingService({
    db, trips, supplier, payments, now, log: app.log, claimTimeoutMs: config.bookingClaimTimeoutMs, ...(opts.bookingFault ? { fault: opts.bookingFault } : {}),
    ...withPolicy, approvals: policyApprovals, events, notices: { outOfPolicyBooking: (trx, notice) => boundIntegrations().outOfPolicyBooking(trx, notice) },
    // Issue #26 reporting: each business booking's lead time, units, CO2 and the cheapest fare of its search.
    reportFacts: createReportFactsRecorder({
      airport: (code) => airports.get(code),
      flightCheapestPerAdult: async (offer) => (await flightSearchStatsOf(flights, offer))?.cheapestMinor ?? null,
      hotelCheapest: async (query) => (await cheapestOf(supplier, 'hotels', [query]))[0] ?? null,
    }),
    business: createBusinessBookingPort({ db }),
  });
  const friendlyUrls = createFriendlyUrlService(locations, airports);
  const approvals = createApprovalsService({
    db, mail, bookings, publicOrigin: config.publicOrigin, log: app.log, now, notices: { approval: (trx, notice) => boundIntegrations().approval(trx, notice) },
  });
  late.approvals = approvals;
  const integrations = createIntegrationsService({
    db, box: await loadTwoFactorSecretBox(db, config.twoFactorEncryptionKey, now), trips, bookings, policy: opts.outboundPolicy ?? outboundPolicyFor(config.publicOrigin),
    publicOrigin: config.publicOrigin, log: app.log, now, onQueued: () => lateIntegrations.runner?.nudge(),
  });
  lateIntegrations.service = integrations;
  app.decorate('services', { airports, supplier, cities, payments, bookings, offerIds, approvals, integrations, sso });
  if (opts.closeDatabaseOnClose) {
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  }

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  // Before any route: brotli/gzip for dynamic replies over 1 KB; built files go out precompressed (compression.ts).
  await installCompression(app);
  // The caller, with its business profile, company, permissions, features and flags, in one query per request.
  installSessionHooks(app, sessions, createPrincipalLoader(db, now));
  // Company calls (#24): while a support user impersonates, the principal becomes the impersonated person (audited).
  const business = createBusinessService({ db, now });
  const companyCalls = await createCompanyCallsModule({ db, mail, business, publicOrigin: config.publicOrigin, now });
  installImpersonation(app, companyCalls.impersonation);
  // Booking for another traveler (#25): the session's traveler joins the principal, re-checked on every request.
  const bookingFor = createBookingForService({ db, now });
  installBookingFor(app, bookingFor);
  // Before any route: records the route table and refuses routes without a `config.auth` declaration.
  installAccessControl(app);
  installRelayGuard(app, partners);
  await installRateLimits(app, { db, now, enabled: config.rateLimitsEnabled, limits: config.rateLimits });

  await app.register(healthRoutes, { db });
  await app.register(sessionRoutes, { sessions, publicOrigin: config.publicOrigin });
  await app.register(authRoutes, { accounts, switcher, onboarding: companyCalls.onboardingProgress });
  await app.register(accountRoutes, { accounts });
  await app.register(accountEmailRoutes, { service: accountEmail, sessions });
  app.addHook('onClose', async () => accountEmail.idle());
  // The outbox holds live links and codes: readable only without SMTP and with MAIL_OUTBOX_HTTP=1 (config.ts).
  if (mail.mode === 'outbox' && config.mailOutboxHttp) {
    const partnerAdmin = createPartnerAdmin(db);
    const allowedOrigins = async () => [config.demoOrigin, ...(await partnerAdmin.list()).flatMap((p) => p.allowedOrigins)];
    await app.register(mailOutboxRoutes, { mail, allowedOrigins });
  }
  await app.register(switcherRoutes, { accounts, switcher, profiles, sessions, bookings });
  await app.register(travelerRoutes, { travelers });
  await app.register(socialRoutes, { social, config: config.social, publicOrigin: config.publicOrigin });
  await app.register(sso.routes);
  await app.register(webauthnRoutes, { webauthn, sessions });
  await app.register(metricsRoutes, { metrics });
  await app.register(airportRoutes, { airports });
  await app.register(flightRoutes, { flights, ...withPolicy });
  await app.register(locationRoutes, { locations });
  await app.register(hotelRoutes, { hotels, ...withPolicy });
  await app.register(priceCalendarRoutes, { calendar: createPriceCalendarService({ flights, hotels }) });
  await app.register(carRoutes, { cars, ...withPolicy });
  await app.register(trainRoutes, { trains, ...withPolicy });
  await app.register(packageRoutes, { packages, ...withPolicy });
  await app.register(bookingRoutes, { bookings });
  // The business route tree (/i/api/business): one hook requires a business profile, two-factor, flags, permissions.
  const adminUsers = await createAdminUsersService({ db, mail, accounts, publicOrigin: config.publicOrigin, now });
  // SCIM 2.0 provisioning (issue #27): the token panel on the tree, the /scim/v2 scope below.
  const scim = createScimModule({ db, accounts, approvals, publicOrigin: config.publicOrigin, now, log: app.log });
  await registerBusinessTree(app, [
    businessRoutes(business),
    businessAdminRoutes(adminUsers, createAdminSettingsService({ db, now })),
    twoFactorRoutes(await createTwoFactorService({ db, now, encryptionKey: config.twoFactorEncryptionKey })),
    companyCalls.treeRoutes,
    travelPolicyRoutes(createTravelPolicyService({ db, now })),
    approvalRoutes(approvals),
    integrationRoutes(integrations),
    sso.companyRoutes,
    scim.treeRoutes,
    bookingForRoutes({ db, bookingFor, bookings, now }),
    reportingRoutes(createReportingService({ db, now, companyCurrency: async (actor) => (await business.company(actor)).settings.defaultCurrency })),
    // Issue #26: traveler tracker, trips dashboard, company travel activity (car desks' places from the reference data).
    travelTrackerRoutes(createTravelTrackerService({
      db, now,
      places: {
        airport: (code) => {
          const a = airports.get(code);
          return a ? { city: a.city, countryCode: a.countryCode } : undefined;
        },
        city: (id) => {
          const c = cities.get(id);
          return c ? { name: c.name, countryCode: c.countryCode } : undefined;
        },
      },
    })),
    eventRoutes(events),
    reportingPaymentRoutes(createReportingFieldsService({ db, now }), createPaymentMethodsService({ db, payments, now })),
  ]);
  // Approval deadlines (reminders, escalations, expiries) live in the database; every process polls them.
  if (opts.approvalJobPollMs !== false) {
    const runner = startApprovalJobRunner(approvals, { log: app.log, ...(opts.approvalJobPollMs ? { intervalMs: opts.approvalJobPollMs } : {}) });
    app.addHook('onClose', async () => runner.stop());
  }
  // Integration webhooks (expense systems, Slack) are queued in the database; every process delivers them.
  if (opts.integrationPollMs !== false) {
    const runner = startDeliveryRunner(integrations, { log: app.log, ...(opts.integrationPollMs ? { intervalMs: opts.integrationPollMs } : {}) });
    lateIntegrations.runner = runner;
    app.addHook('onClose', async () => runner.stop());
  }
  await scim.register(app);
  // Accepting an invitation: outside the tree (the invitee has no business profile yet), ordinary per-route auth.
  await app.register(invitationAcceptRoutes(adminUsers));
  // The business links mailed to people open the frame's page of the configured partner.
  await app.register(mailedBusinessLinkRoutes(config.businessLinkPartner));
  // Outside the tree: signup/demo/waitlist for accounts without a business profile, and the public logo URLs.
  await app.register(companyCalls.rootRoutes);
  await app.register(friendlyUrlRoutes, { friendlyUrls });
  const site = createSiteService(db, now);
  await app.register(siteRoutes, { site });
  const currency = createCurrencyService(db, now);
  await app.register(currencyRoutes, { currency });
  await app.register(footerRoutes, { footer: createFooterService() });
  await app.register(tripImageRoutes, { accounts });
  await app.register(tripsRoutes, { trips });
  // Inbox sync (issue #26): forwarded confirmations (and, in production, the Gmail API) -> booked trip events.
  const inbox = createInboxSyncService({
    db, trips, now, google: config.social.google, publicOrigin: config.publicOrigin, mailDomain: config.inboxMailDomain, mailbox: OfflineMailbox,
    reference: { airport: (code) => airports.get(code), cities },
    accountOf: async (accountId) => {
      const profile = await accounts.profileOf(accountId);
      return profile ? { id: profile.id, email: profile.email } : null;
    },
    tripNames: async (accountId) => new Map(((await trips.store(accountId, ['trips'])).trips ?? []).map((t) => [t.fullTripId, t.tripName])),
  });
  await app.register(inboxSyncRoutes, { inbox, publicOrigin: config.publicOrigin });
  await app.register(consentRoutes, { consent: createConsentService({ db, vendorList: loadVendorList(), now }) });
  await app.register(localeRoutes, { partners });
  await app.register(frameRoutes, {
    frameDistDir: config.frameDistDir,
    partners,
    sessions,
    currency,
    ...(config.mapTiles ? { mapTiles: config.mapTiles } : {}),
    ...(config.tcfCmpId !== undefined ? { tcfCmpId: config.tcfCmpId } : {}),
    siteMessage: async (partnerId, locale) => (await site.navigationState({ sessionId: null, partnerId, accountId: null }, locale)).siteWideMessageState.message,
  });
  await app.register(hostSdkRoutes, { hostSdkDistDir: config.hostSdkDistDir });
  if (config.enableBenchRoutes) await app.register(benchRoutes);

  await app.ready();
  return app;
}
