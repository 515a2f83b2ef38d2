/**
 * Rate-limit constants (issue #6 finding 4: payment attempts, booking lookups, session creation and
 * metrics are limited per session and per client address). The numbers themselves (max requests per
 * window) are configuration: `RATE_LIMIT_DEFAULTS` in server/src/config.ts, overridable with
 * `RATE_LIMIT_<NAME>=max/windowSeconds`.
 */

/**
 * What a limit counts by:
 * - `session`: the session of the `sid` cookie (a hash of its id); requests without a session skip it.
 * - `address`: the client address (`request.ip`, IPv6 masked to its /64), every request.
 * - `address-new-session`: the client address, only for requests that may create a session (no live
 *   session yet: counted before the handler runs, so a refused form token or an unknown partner's page
 *   counts too); requests that already carry a session are not counted.
 * - `account`: the signed-in account (`request.principal`); requests of a visitor skip it.
 * - `bearer`: the API bearer token a scope authenticated (`request.bearerCredentialId`, e.g. a SCIM token's id);
 *   requests without one skip it.
 */
export type RateLimitKeyKind = 'session' | 'address' | 'address-new-session' | 'account' | 'bearer';

/**
 * Every limit a route can name in `config.rateLimits`, with what it counts by. The names are the
 * configuration names (`config.rateLimits[name]`, env `RATE_LIMIT_<name>`).
 */
export const RATE_LIMIT_KEY_KINDS = {
  /** POST /i/api/bookings/v1: booking attempts (each may charge a card) per session. */
  PAYMENT_SESSION: 'session',
  /** POST /i/api/bookings/v1 per client address. */
  PAYMENT_IP: 'address',
  /** Booking-reference lookups and cancels (one shared counter) per session. */
  LOOKUP_SESSION: 'session',
  /** Booking-reference lookups and cancels per client address. */
  LOOKUP_IP: 'address',
  /** New sessions (form token, frame page) per client address. */
  SESSION_IP: 'address-new-session',
  /** Metric records per session. */
  METRICS_SESSION: 'session',
  /** Metric records per client address. */
  METRICS_IP: 'address',
  /** Passkey calls (/auth/webauthn/v1/*: params, register, login) per session. */
  WEBAUTHN_SESSION: 'session',
  /** Passkey calls per client address. */
  WEBAUTHN_IP: 'address',
  /** Social sign-in calls (pop-up starts, hand-off exchanges, token sign-ins, links) per session. */
  SOCIAL_SESSION: 'session',
  /** Social sign-in calls per client address. */
  SOCIAL_IP: 'address',
  /** Company SSO sign-in calls (discover, start, exchange) per session (issue #27). */
  SSO_SESSION: 'session',
  /** Company SSO sign-in calls and pages (discover, start, exchange, pop-up redirect, entry, OIDC callback, SAML ACS, SP metadata) per client address (issue #27). */
  SSO_IP: 'address',
  /** Company SSO settings changes (create, replace, delete, toggle: each may fetch the provider's discovery) per signed-in account (issue #27). */
  SSO_ADMIN_WRITE_ACCOUNT: 'account',
  /** Price calendars (each runs one search per date, up to 62) per session. */
  CALENDAR_SESSION: 'session',
  /** Price calendars per client address. */
  CALENDAR_IP: 'address',
  /** Trips: saving results (each re-prices an offer) per signed-in account (issue #12). */
  TRIPS_SAVE_ACCOUNT: 'account',
  /** Trips: sharing a trip (each looks an email up and notifies its account) per signed-in account (issue #12). */
  TRIPS_SHARE_ACCOUNT: 'account',
  /** Consent and privacy writes (each appends a record) per session (issue #22). */
  CONSENT_SESSION: 'session',
  /** Consent and privacy writes per client address (issue #22). */
  CONSENT_IP: 'address',
  /** Travel policy saves (each a new policy version and an audit entry) per signed-in account (issue #25). */
  TRAVEL_POLICY_WRITE_ACCOUNT: 'account',
  /** Business user search (findUsers, typed as one searches) per signed-in account (issue #25). */
  USER_SEARCH_ACCOUNT: 'account',
  /** Business traveler/guest select and unselect per signed-in account (issue #25). */
  BOOKING_FOR_ACCOUNT: 'account',
  /** Reporting: reports and CSV exports (each runs a dozen aggregate queries) per signed-in account (issue #26). */
  REPORTING_ACCOUNT: 'account',
  /** Business travel CSV exports (each reads up to 10,000 stays) per signed-in account (issue #26). */
  TRAVEL_EXPORT_ACCOUNT: 'account',
  /** Event hub writes (create, update, delete) per signed-in account (issue #26). */
  EVENT_WRITE_ACCOUNT: 'account',
  /** Trip reporting field changes per signed-in account (issue #26). */
  REPORTING_FIELDS_WRITE_ACCOUNT: 'account',
  /** Company card and payment scope changes (a card form is what card testers repeat) per signed-in account (issue #26). */
  COMPANY_CARD_WRITE_ACCOUNT: 'account',
  /** Inbox sync: mailbox pop-ups, hand-offs, subscribe and disconnect per signed-in account (issue #26). */
  INBOX_ACCOUNT: 'account',
  /** Inbox sync: forwarded messages posted to the inbound mail endpoint per client address (issue #26). */
  INBOX_INBOUND_IP: 'address',
  /** SCIM provisioning calls (/scim/v2) per SCIM token (issue #27). */
  SCIM_TOKEN: 'bearer',
} as const satisfies Record<string, RateLimitKeyKind>;

/** A limit's configuration name (`PAYMENT_SESSION`, ...). */
export type RateLimitName = keyof typeof RATE_LIMIT_KEY_KINDS;

/** Expired counter rows are deleted at most this often per server process, ms. */
export const RATE_LIMIT_PURGE_INTERVAL_MS = 60_000;

/** Characters of the base64url SHA-256 of a session id kept in a counter key (22 chars = 132 bits). */
export const RATE_LIMIT_SESSION_HASH_CHARS = 22;

/** IPv6 prefix length treated as one client address (a typical end-user allocation). */
export const RATE_LIMIT_IPV6_SUBNET = 64;
