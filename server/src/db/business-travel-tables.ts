/**
 * Table of migration 0030 (owned by the business module, modules/business/travel-stays-index.ts): where each business
 * booking puts its traveler (issue #26 traveler tracker, trips dashboard, company travel activity).
 */
import type { Vertical } from './database.ts';

/** One stay of a business booking (see migration 0030 for every column's meaning). */
export interface BusinessTravelStaysTable {
  reference: string;
  seq: number;
  company_id: string;
  traveler_profile_id: string;
  trip_id: string;
  vertical: Vertical;
  city: string;
  /** Folded city name; '' marks a booking whose offer names no place (indexed, never shown). */
  city_key: string;
  country_code: string;
  latitude: number;
  longitude: number;
  /** Local dates `YYYY-MM-DD`, inclusive. */
  start_date: string;
  end_date: string;
  title: string;
  subtitle: string;
  created_at: string;
}

/** The business travel tables, mixed into the Database type. */
export interface BusinessTravelTables {
  business_travel_stays: BusinessTravelStaysTable;
}
