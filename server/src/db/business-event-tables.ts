/**
 * Kysely types of migration 0031 (the event hub; owned by server/src/modules/business/events-*.ts). Timestamps are
 * ISO 8601 UTC strings; dates `YYYY-MM-DD`.
 */
import type { Selectable } from 'kysely';

export interface BusinessEventsTable {
  id: string;
  company_id: string;
  organiser_profile_id: string;
  name: string;
  description: string;
  city_id: number;
  city_name: string;
  country_code: string;
  start_date: string;
  end_date: string;
  created_at: string;
  updated_at: string;
}

export interface BusinessEventInviteesTable {
  event_id: string;
  company_id: string;
  profile_id: string;
  invited_at: string;
}

export interface BusinessEventBookingsTable {
  booking_reference: string;
  event_id: string;
  company_id: string;
  profile_id: string;
  trip_event_id: number;
  created_at: string;
}

/** The tables of migration 0031. */
export interface BusinessEventTables {
  business_events: BusinessEventsTable;
  business_event_invitees: BusinessEventInviteesTable;
  business_event_bookings: BusinessEventBookingsTable;
}

export type BusinessEventRow = Selectable<BusinessEventsTable>;
