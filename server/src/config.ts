/**
 * Server configuration from environment variables, validated with zod.
 *
 * Environment variables (all optional):
 * - `PORT` (default 8080), `HOST` (default `localhost`: loopback only, IPv4 and IPv6; `0.0.0.0` or `::`
 *   to accept connections from other machines, e.g. behind a load balancer)
 * - `PUBLIC_ORIGIN` (default `http://localhost:${PORT}`): the product origin; the form-token call
 *   refuses any other `Origin`.
 * - `DEMO_ORIGIN` (default `http://127.0.0.1:5173`): the demo partner page, seeded as the `demo`
 *   partner's allowed origin (CSP frame-ancestors).
 * - `BUSINESS_LINK_PARTNER` (default `demo`): the partner whose frame opens the business links mailed to people
 *   (invitations, confirmations, company deletion): `{PUBLIC_ORIGIN}/business/...` redirects to `/p/{partner}/business/...`.
 * - `DATABASE_URL` (unset): `postgres://user:password@host:5432/db` runs on PostgreSQL instead of SQLite.
 * - `DATABASE_POOL_SIZE` (default 10): PostgreSQL connections per process.
 * - `DATABASE_PATH` (default `<repo>/data/travel.sqlite`; `:memory:` allowed): SQLite, when no DATABASE_URL.
 * - `MIGRATE_ON_START` (default 1): `0` skips migrations and seeding at start (run `npm run db:migrate`).
 * - `BOOKING_CLAIM_TIMEOUT_MS` (default 60000): a pending booking claim older than this is recovered.
 * - `OFFER_SIGNING_KEY` (unset): key signing offer ids (32+ characters); when unset, a random key is
 *   created once in the database and shared by every process.
 * - `TWO_FACTOR_ENCRYPTION_KEY` (unset): the AES-256-GCM key (32 bytes: 64 hex digits or base64) that encrypts the
 *   business two-factor secrets at rest (modules/business/two-factor-secrets.ts); when unset, like OFFER_SIGNING_KEY,
 *   a random key is created once in the database and shared by every process (set it in production: a key in the
 *   same database does not protect against a leak of the whole database).
 * - `TRUST_PROXY` (unset): behind a load balancer, `1` (hops), `true`, or its addresses/CIDRs, so the
 *   client address (rate limits, logs) comes from X-Forwarded-For.
 * - `RATE_LIMIT_<NAME>` = `max/windowSeconds` (e.g. `10/600`), names in {@link RATE_LIMIT_DEFAULTS};
 *   `RATE_LIMITS=off` disables every limit (benchmarks only).
 * - `FRAME_DIST_DIR` (default `<repo>/dist/frame`): the built frame app (index.html + assets/).
 * - `LOG_LEVEL` (default `info`): pino level, `silent` to mute.
 * - `BENCH_ROUTES=1`: adds `GET /bench/noop`, the benchmark baseline.
 * - `TRAVELER_MIN_AGE_YEARS` (default 18), `TRAVELER_MAX_AGE_YEARS` (default 110): the ages a saved traveler's
 *   date of birth may give (core-and-business §5, §9); min <= max, both 0 to 150.
 * - `TRAVELER_GENDERS` (default `M,F`): comma-separated gender codes a saved traveler may carry (§5), 1 to 16
 *   letters each.
 * - `SMTP_URL` (unset): where account mail (forgot password, confirmation, sign-in codes) is sent with nodemailer,
 *   e.g. `smtps://user:password@smtp.example.com:465` or `smtp://smtp.example.com:587`. Unset: no mail leaves the
 *   machine; every message is written to the `mail_outbox` table instead (development and tests).
 * - `MAIL_FROM` (default `Travel <no-reply@localhost>`): the From of account mail.
 * - `MAIL_OUTBOX_HTTP` (default 0; `npm start` and the e2e stack set 1): `1` serves the outbox (which holds live
 *   reset links and sign-in codes) at `GET /dev/mail/outbox`, with CORS only for DEMO_ORIGIN and the partners'
 *   allowed origins, so the demo partner page can show it. Served only while SMTP_URL is unset: with SMTP
 *   configured there is no outbox and the route does not exist. Never set it on a production server.
 * - Social sign-in (issue #9; README "Social sign-in"; modules/social/config.ts): `LOCAL_OIDC_PORT` (default PORT+1)
 *   the local OpenID provider `npm start` runs as the default issuer of every provider; `LOCAL_OIDC=0` does not run
 *   it. Google: `GOOGLE_ISSUER` (default the local provider; production `https://accounts.google.com`),
 *   `GOOGLE_CLIENT_ID`, `GOOGLE_CLIENT_SECRET`, `GOOGLE_SCOPE` (default `openid email profile`), `GOOGLE_ENABLED=0`
 *   (SERVICE_DISABLED), `GOOGLE_ONE_TAP` (`gis`, `popup` or `off`; default `popup` locally, `gis` otherwise),
 *   `GOOGLE_SERVER_SIDE_LOGIN=1`. Apple: `APPLE_ISSUER` (production `https://appleid.apple.com`), `APPLE_CLIENT_ID`,
 *   `APPLE_CLIENT_SECRET` (the signed client-secret JWT), `APPLE_SCOPE`, `APPLE_ENABLED=0`. Naver (OAuth 2.0, not
 *   OpenID-discoverable): `NAVER_AUTHORIZATION_URL`, `NAVER_TOKEN_URL`, `NAVER_USERINFO_URL`, `NAVER_CLIENT_ID`,
 *   `NAVER_CLIENT_SECRET`, `NAVER_ENABLED=0`, `NAVER_INTROSPECTION_URL` (unset with a real Naver: POST
 *   /k/run/naverauth/login refuses access tokens, whose audience cannot be checked). A real issuer without its client id gets MISSING_CLIENT_ID_OR_SCOPE
 *   (Google) or 'Missing APPLE_AUTH properties' (Apple). `PRODUCT_NAME` fills `{product}` in the Google link error.
 * - `INBOX_MAIL_DOMAIN` (default `inbox.localhost`): the domain of the inbox sync's private forwarding addresses
 *   (`trips+{token}@{domain}`, issue #26); the mail gateway of that domain posts each message raw (RFC 822) to
 *   `POST /inbox/mail/inbound/{token}` (modules/inbox-sync/README.md).
 * - `HSTS_MAX_AGE` (seconds, default 31536000 = one year; `0` turns it off) and `HSTS_INCLUDE_SUBDOMAINS` (default 0):
 *   the `Strict-Transport-Security` header every reply carries when PUBLIC_ORIGIN is https on a host that is not
 *   loopback (security-headers.ts; issue #22). Never sent for http:// origins or https://localhost.
 * - `MAP_TILE_URL` (unset): raster tiles for the hotel maps (issue #22 item 5), a Leaflet URL template with `{z}`,
 *   `{x}`, `{y}` (and optionally `{s}` subdomains, `{r}` retina), e.g. `https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png`
 *   (https, or http on localhost). The frame gets it in its bootstrap and the frame page's CSP `img-src` allows its
 *   origin (`{s}` becomes `*.`). `MAP_TILE_ATTRIBUTION`: the tile provider's credit line (plain text). Unset: the
 *   maps draw the offline basemap (country outlines, districts, centre, distance rings) and load nothing external.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { OriginSchema, TRAVELER_GENDERS, TRAVELER_MAX_AGE_YEARS, TRAVELER_MIN_AGE_YEARS } from '@travel/contract';
import { SocialConfigSchema, socialConfigFrom } from './modules/social/config.ts';
import { parseEncryptionKey } from './modules/business/secret-box.ts';

/** TWO_FACTOR_ENCRYPTION_KEY's rule; the message never echoes the value (a secret). */
const TWO_FACTOR_KEY_MESSAGE = 'TWO_FACTOR_ENCRYPTION_KEY must be 32 bytes as 64 hex digits or base64 (e.g. openssl rand -base64 32)';
const TwoFactorEncryptionKeySchema = z.string().refine((k) => parseEncryptionKey(k) !== null, TWO_FACTOR_KEY_MESSAGE);

/** Absolute path of the repository root (the folder holding `server/`). */
export const REPO_ROOT = path.resolve(fileURLToPath(new URL('../../', import.meta.url)));

/**
 * A Leaflet tile URL template (issue #22 item 5): https (or http on localhost/127.0.0.1), `{z}`, `{x}` and `{y}`
 * present, and a host that is a plain host name once `{s}` (the subdomain placeholder) stands for a subdomain.
 */
export const MapTileUrlTemplateSchema = z
  .string()
  .max(500)
  .refine((t) => ['{z}', '{x}', '{y}'].every((p) => t.includes(p)), 'MAP_TILE_URL needs {z}, {x} and {y}')
  .refine((t) => {
    const m = /^(https?):\/\/((?:\{s\}\.)?[a-z0-9.-]+)(:\d+)?\//i.exec(t);
    if (!m) return false;
    const host = (m[2] ?? '').replace('{s}.', '');
    return m[1] === 'https' || host === 'localhost' || host === '127.0.0.1';
  }, 'MAP_TILE_URL must be an https:// URL template (http only on localhost)');

export const LogLevelConfigSchema = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

export const ServerConfigSchema = z.object({
  port: z.number().int().min(0).max(65535),
  host: z.string().min(1),
  publicOrigin: OriginSchema,
  demoOrigin: OriginSchema,
  /** Partner id whose frame opens mailed business links (`/business/...` -> `/p/{id}/business/...`). */
  businessLinkPartner: z.string().regex(/^[a-z0-9-]{1,64}$/),
  databasePath: z.string().min(1),
  frameDistDir: z.string().min(1),
  /** Built host SDK (`dist/host-sdk`), served at /sdk/ so partners can load the one-file script. */
  hostSdkDistDir: z.string().min(1),
  logLevel: LogLevelConfigSchema,
  enableBenchRoutes: z.boolean(),
  /** PostgreSQL URL; when set, PostgreSQL is used instead of SQLite at databasePath. */
  databaseUrl: z.string().optional(),
  databasePoolSize: z.number().int().min(1).max(200),
  migrateOnStart: z.boolean(),
  bookingClaimTimeoutMs: z.number().int().min(100),
  offerSigningKey: z.string().min(32).optional(),
  /** AES-256-GCM key of the business two-factor secrets (TWO_FACTOR_ENCRYPTION_KEY, 32 bytes as hex or base64); unset: generated in the database. */
  twoFactorEncryptionKey: TwoFactorEncryptionKeySchema.optional(),
  /** Fastify trustProxy: false, true, a hop count, or addresses/CIDRs of the load balancers (TRUST_PROXY). */
  trustProxy: z.union([z.boolean(), z.number().int().min(1), z.array(z.string().min(1))]),
  rateLimitsEnabled: z.boolean(),
  rateLimits: z.record(z.string(), z.object({ max: z.number().int().min(1), windowMs: z.number().int().min(1000) })),
  /** Saved travelers: youngest and oldest accepted age, years on the day of the call (core-and-business §5). */
  travelerMinAgeYears: z.number().int().min(0).max(150),
  travelerMaxAgeYears: z.number().int().min(0).max(150),
  /** Saved travelers: accepted gender codes (core-and-business §5; M and F by default). */
  travelerGenders: z.array(z.string().regex(/^[A-Za-z]{1,16}$/, 'gender codes are 1 to 16 letters')).min(1),
  /** Google, Apple and Naver sign-in and the local OpenID provider (modules/social/config.ts). */
  social: SocialConfigSchema,
  /** Domain of the inbox sync's private forwarding addresses (INBOX_MAIL_DOMAIN; issue #26). */
  inboxMailDomain: z.string().min(1).max(253),
  /** SMTP server URL for account mail (nodemailer); unset: mail goes to the `mail_outbox` table. */
  smtpUrl: z.string().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://').optional(),
  /** From address of account mail. */
  mailFrom: z.string().min(3).max(320),
  /** Serve the outbox at GET /dev/mail/outbox (only while smtpUrl is unset). */
  mailOutboxHttp: z.boolean(),
  /** Strict-Transport-Security max-age, seconds; 0: no header. Sent only for an https, non-loopback publicOrigin. */
  hstsMaxAgeS: z.number().int().min(0).max(2 ** 31 - 1),
  /** Strict-Transport-Security covers the public origin's subdomains too. */
  hstsIncludeSubDomains: z.boolean(),
  /**
   * The CMP id the IAB assigned to the operator's consent platform (TCF_CMP_ID, issue #22), served to the frame in its
   * bootstrap: `__tcfapi` reports it and every TC string carries it. 0 and 1 are invalid (IAB); unset: the frame's
   * placeholder 300, for development only — an operator must register as a CMP with the IAB and set its own id.
   */
  tcfCmpId: z.number().int().min(2).max(4095).optional(),
  /** Hotel map tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION); unset = offline basemap only. */
  mapTiles: z.object({ urlTemplate: MapTileUrlTemplateSchema, attribution: z.string().max(300) }).optional(),
}).refine((c) => c.travelerMinAgeYears <= c.travelerMaxAgeYears, { path: ['travelerMinAgeYears'], message: 'must not exceed travelerMaxAgeYears' });
export type ServerConfig = z.infer<typeof ServerConfigSchema>;

/** Default Strict-Transport-Security max-age: one year, seconds (what hstspreload.org asks as a minimum). */
export const HSTS_DEFAULT_MAX_AGE_S = 31_536_000;

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('localhost'),
  PUBLIC_ORIGIN: z.string().optional(),
  DEMO_ORIGIN: z.string().default('http://127.0.0.1:5173'),
  BUSINESS_LINK_PARTNER: z.string().default('demo'),
  DATABASE_PATH: z.string().min(1).default(path.join(REPO_ROOT, 'data', 'travel.sqlite')),
  FRAME_DIST_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'dist', 'frame')),
  HOST_SDK_DIST_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'dist', 'host-sdk')),
  LOG_LEVEL: LogLevelConfigSchema.default('info'),
  BENCH_ROUTES: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  MIGRATE_ON_START: z.enum(['0', '1', 'true', 'false']).default('1'),
  BOOKING_CLAIM_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  OFFER_SIGNING_KEY: z.string().min(32, 'OFFER_SIGNING_KEY needs at least 32 characters').optional(),
  TWO_FACTOR_ENCRYPTION_KEY: TwoFactorEncryptionKeySchema.optional(),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  TRUST_PROXY: z.string().optional(),
  TRAVELER_MIN_AGE_YEARS: z.coerce.number().int().min(0).max(150).default(TRAVELER_MIN_AGE_YEARS),
  TRAVELER_MAX_AGE_YEARS: z.coerce.number().int().min(0).max(150).default(TRAVELER_MAX_AGE_YEARS),
  TRAVELER_GENDERS: z.string().default(TRAVELER_GENDERS.join(',')),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Travel <no-reply@localhost>'),
  MAIL_OUTBOX_HTTP: z.enum(['0', '1', 'true', 'false']).default('0'),
  HSTS_MAX_AGE: z.coerce.number().int().min(0).max(2 ** 31 - 1).default(HSTS_DEFAULT_MAX_AGE_S),
  HSTS_INCLUDE_SUBDOMAINS: z.enum(['0', '1', 'true', 'false']).default('0'),
  TCF_CMP_ID: z.coerce.number().int().min(2, 'TCF_CMP_ID must be the IAB-assigned CMP id (0 and 1 are invalid)').max(4095).optional(),
  MAP_TILE_URL: z.string().optional(),
  MAP_TILE_ATTRIBUTION: z.string().default(''),
});

/** TRUST_PROXY: unset/false -> false; true; a hop count (`1`); or comma-separated addresses/CIDRs. */
function trustProxyFrom(raw: string | undefined): boolean | number | string[] {
  if (raw === undefined || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw.split(',').map((s) => s.trim()).filter(Boolean);
}

/** A limit: at most `max` requests per `windowMs` per key (session or client address). */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * Default rate limits (issue #6 §4), overridable with `RATE_LIMIT_<NAME>=max/windowSeconds`:
 * - PAYMENT_SESSION / PAYMENT_IP: booking attempts (each may charge a card) per session / client address.
 * - LOOKUP_SESSION / LOOKUP_IP: booking-reference lookups and cancels.
 * - SESSION_IP: new sessions (form token, frame page) per client address.
 * - METRICS_SESSION / METRICS_IP: metric records.
 * - WEBAUTHN_SESSION / WEBAUTHN_IP: passkey calls (challenges handed out, sign-in and registration attempts).
 * - SOCIAL_SESSION / SOCIAL_IP: social sign-in calls (pop-up starts and entries, hand-off exchanges, token sign-ins, links).
 * - SSO_SESSION / SSO_IP: company SSO sign-in calls (discover, start, exchange) and, per address, its pop-up pages, entry URL,
 *   OIDC callback, SAML ACS and SP metadata (issue #27). SSO_ADMIN_WRITE_ACCOUNT: company SSO settings changes per account.
 * - TRIPS_SAVE_ACCOUNT / TRIPS_SHARE_ACCOUNT: saving results to trips and sharing trips, per signed-in account (issue #12).
 * - CONSENT_SESSION / CONSENT_IP: consent and privacy writes (cookie banner, TC string, legacy createConsent and
 *   removeConsent, two-party consent, data sharing, meta cookies, notice log; issue #22), each an append-only record.
 * - TRAVEL_POLICY_WRITE_ACCOUNT: travel policy saves (each inserts a policy version and an audit entry), per signed-in
 *   account (issue #25).
 * - USER_SEARCH_ACCOUNT: business user searches (findUsers: the search box asks as one types) per account (issue #25).
 * - BOOKING_FOR_ACCOUNT: business traveler/guest select and unselect per account (issue #25).
 * - TRAVEL_EXPORT_ACCOUNT: the traveler tracker's CSV exports per account (issue #26).
 * - EVENT_WRITE_ACCOUNT: event hub writes (create, update, delete an event; each an audit entry) per account (issue #26).
 * - REPORTING_FIELDS_WRITE_ACCOUNT: trip reporting field changes per account (issue #26).
 * - COMPANY_CARD_WRITE_ACCOUNT: company card adds/removals and payment scope saves per account (issue #26): each card
 *   added is checked with the payment provider, so a low limit keeps the form from serving card testing.
 * - SCIM_TOKEN: SCIM provisioning calls per SCIM token (issue #27): 20 a second on average, room for a directory's
 *   first full sync (Entra ID and Okta back off on 429 with Retry-After) while one leaked token cannot flood the database.
 */
export const RATE_LIMIT_DEFAULTS: Readonly<Record<string, RateLimit>> = {
  PAYMENT_SESSION: { max: 10, windowMs: 10 * 60_000 },
  PAYMENT_IP: { max: 50, windowMs: 10 * 60_000 },
  LOOKUP_SESSION: { max: 20, windowMs: 10 * 60_000 },
  LOOKUP_IP: { max: 100, windowMs: 10 * 60_000 },
  SESSION_IP: { max: 60, windowMs: 60_000 },
  METRICS_SESSION: { max: 120, windowMs: 60_000 },
  METRICS_IP: { max: 600, windowMs: 60_000 },
  WEBAUTHN_SESSION: { max: 60, windowMs: 10 * 60_000 },
  WEBAUTHN_IP: { max: 300, windowMs: 10 * 60_000 },
  SOCIAL_SESSION: { max: 60, windowMs: 10 * 60_000 },
  SOCIAL_IP: { max: 300, windowMs: 10 * 60_000 },
  SSO_SESSION: { max: 120, windowMs: 10 * 60_000 },
  SSO_IP: { max: 300, windowMs: 10 * 60_000 },
  SSO_ADMIN_WRITE_ACCOUNT: { max: 60, windowMs: 10 * 60_000 },
  CALENDAR_SESSION: { max: 120, windowMs: 60_000 },
  CALENDAR_IP: { max: 600, windowMs: 60_000 },
  TRIPS_SAVE_ACCOUNT: { max: 120, windowMs: 10 * 60_000 },
  TRIPS_SHARE_ACCOUNT: { max: 30, windowMs: 10 * 60_000 },
  CONSENT_SESSION: { max: 60, windowMs: 10 * 60_000 },
  CONSENT_IP: { max: 600, windowMs: 10 * 60_000 },
  TRAVEL_POLICY_WRITE_ACCOUNT: { max: 60, windowMs: 10 * 60_000 },
  USER_SEARCH_ACCOUNT: { max: 120, windowMs: 60_000 },
  BOOKING_FOR_ACCOUNT: { max: 60, windowMs: 10 * 60_000 },
  REPORTING_ACCOUNT: { max: 120, windowMs: 60_000 },
  TRAVEL_EXPORT_ACCOUNT: { max: 30, windowMs: 10 * 60_000 },
  EVENT_WRITE_ACCOUNT: { max: 60, windowMs: 10 * 60_000 },
  REPORTING_FIELDS_WRITE_ACCOUNT: { max: 120, windowMs: 10 * 60_000 },
  COMPANY_CARD_WRITE_ACCOUNT: { max: 20, windowMs: 10 * 60_000 },
  INBOX_ACCOUNT: { max: 30, windowMs: 10 * 60_000 },
  INBOX_INBOUND_IP: { max: 120, windowMs: 10 * 60_000 },
  SCIM_TOKEN: { max: 1200, windowMs: 60_000 },
};

/** Reads `RATE_LIMIT_<NAME>=max/windowSeconds` overrides. @throws Error naming the variable when malformed */
function rateLimitsFrom(env: Record<string, string | undefined>): Record<string, RateLimit> {
  const out: Record<string, RateLimit> = {};
  for (const [name, def] of Object.entries(RATE_LIMIT_DEFAULTS)) {
    const raw = env[`RATE_LIMIT_${name}`];
    if (raw === undefined) {
      out[name] = { ...def };
      continue;
    }
    const m = /^(\d{1,9})\/(\d{1,7})$/.exec(raw.trim());
    if (!m || Number(m[1]) < 1 || Number(m[2]) < 1) throw new Error(`Invalid server configuration: RATE_LIMIT_${name} must be max/windowSeconds, e.g. 10/600 (got ${raw})`);
    out[name] = { max: Number(m[1]), windowMs: Number(m[2]) * 1000 };
  }
  return out;
}

/** `NAME: problem; NAME2: problem` - every issue on one line, named by the setting. */
function oneLine(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || 'config'}: ${i.message}`).join('; ');
}

/** Removes a trailing slash so `http://x:1/` and `http://x:1` compare equal. */
function trimOrigin(origin: string): string {
  return origin.endsWith('/') ? origin.slice(0, -1) : origin;
}

/**
 * Reads and validates the configuration.
 * @param env environment map (default `process.env`); empty strings count as unset.
 * @returns a validated {@link ServerConfig}
 * @throws Error listing every invalid variable when validation fails.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsedEnv = EnvSchema.safeParse(cleaned);
  if (!parsedEnv.success) {
    throw new Error(`Invalid server configuration: ${oneLine(parsedEnv.error)}`);
  }
  const e = parsedEnv.data;
  const candidate = {
    port: e.PORT,
    host: e.HOST,
    publicOrigin: trimOrigin(e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`),
    demoOrigin: trimOrigin(e.DEMO_ORIGIN),
    businessLinkPartner: e.BUSINESS_LINK_PARTNER,
    databasePath: e.DATABASE_PATH === ':memory:' ? e.DATABASE_PATH : path.resolve(e.DATABASE_PATH),
    frameDistDir: path.resolve(e.FRAME_DIST_DIR),
    hostSdkDistDir: path.resolve(e.HOST_SDK_DIST_DIR),
    logLevel: e.LOG_LEVEL,
    enableBenchRoutes: e.BENCH_ROUTES === '1' || e.BENCH_ROUTES === 'true',
    ...(e.DATABASE_URL ? { databaseUrl: e.DATABASE_URL } : {}),
    databasePoolSize: e.DATABASE_POOL_SIZE,
    migrateOnStart: e.MIGRATE_ON_START === '1' || e.MIGRATE_ON_START === 'true',
    bookingClaimTimeoutMs: e.BOOKING_CLAIM_TIMEOUT_MS,
    ...(e.OFFER_SIGNING_KEY ? { offerSigningKey: e.OFFER_SIGNING_KEY } : {}),
    ...(e.TWO_FACTOR_ENCRYPTION_KEY ? { twoFactorEncryptionKey: e.TWO_FACTOR_ENCRYPTION_KEY } : {}),
    trustProxy: trustProxyFrom(e.TRUST_PROXY),
    rateLimitsEnabled: e.RATE_LIMITS === 'on',
    rateLimits: rateLimitsFrom(cleaned),
    travelerMinAgeYears: e.TRAVELER_MIN_AGE_YEARS,
    travelerMaxAgeYears: e.TRAVELER_MAX_AGE_YEARS,
    travelerGenders: e.TRAVELER_GENDERS.split(',').map((g) => g.trim()).filter(Boolean),
    social: socialConfigFrom(cleaned, e.PORT),
    inboxMailDomain: cleaned.INBOX_MAIL_DOMAIN ?? 'inbox.localhost',
    ...(e.SMTP_URL ? { smtpUrl: e.SMTP_URL } : {}),
    mailFrom: e.MAIL_FROM,
    mailOutboxHttp: e.MAIL_OUTBOX_HTTP === '1' || e.MAIL_OUTBOX_HTTP === 'true',
    hstsMaxAgeS: e.HSTS_MAX_AGE,
    hstsIncludeSubDomains: e.HSTS_INCLUDE_SUBDOMAINS === '1' || e.HSTS_INCLUDE_SUBDOMAINS === 'true',
    ...(e.TCF_CMP_ID !== undefined ? { tcfCmpId: e.TCF_CMP_ID } : {}),
    ...(e.MAP_TILE_URL ? { mapTiles: { urlTemplate: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION } } : {}),
  };
  const parsed = ServerConfigSchema.safeParse(candidate);
  if (!parsed.success) {
    throw new Error(`Invalid server configuration: ${oneLine(parsed.error)}`);
  }
  return parsed.data;
}
