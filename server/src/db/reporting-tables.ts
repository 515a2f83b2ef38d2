/**
 * Table of migration 0029 (owned by the reporting module, modules/reporting): the reporting facts of each business
 * booking (issue #26 "Reporting"). See the migration for every column's meaning.
 */
import type { Selectable } from 'kysely';

/** One business booking's reporting facts. */
export interface BookingReportFactsTable {
  reference: string;
  company_id: string;
  traveler_profile_id: string;
  vertical: string;
  /** Travel start, YYYY-MM-DD. */
  travel_date: string;
  /** Travel start minus booking date, whole UTC days. */
  lead_days: number;
  /** Flights/trains passengers, hotels room-nights, cars days, packages travelers. */
  units: number;
  cabin: string | null;
  origin: string | null;
  destination: string | null;
  distance_km: number | null;
  /** Grams CO2e for every passenger (DEFRA 2023, modules/reporting/co2.ts). */
  co2_g: number | null;
  /** Cheapest fare of the booking's search for the same party, minor units of the booking's currency. */
  cheapest_amount_minor: number | null;
  created_at: string;
}

/** The reporting module's tables, mixed into the Database type. */
export interface ReportingTables {
  booking_report_facts: BookingReportFactsTable;
}

export type BookingReportFactsRow = Selectable<BookingReportFactsTable>;
