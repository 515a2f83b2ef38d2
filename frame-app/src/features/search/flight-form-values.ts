/**
 * The flight search form's values and initial values (search-form.tsx), apart from the component so that its
 * resolver's schema (flight-form-schema.ts, loaded on the first submit: issue #23 "First page budget") and the
 * form share them without importing each other.
 */
import type { CabinClass, FlightLeg } from '@travel/contract';

/** Trip types of the form. */
export type TripType = 'roundTrip' | 'oneWay' | 'multiCity';
/** The cabins of "Cabin class", in the order shown. */
export const CABINS: readonly CabinClass[] = ['economy', 'premium', 'business', 'first'];

/** Initial values; text fields hold what the inputs show. */
export interface SearchFormInitialValues {
  originText: string;
  destinationText: string;
  departDate: string;
  returnDate: string;
  adults: number;
  cabin?: CabinClass | undefined;
  children?: number[] | undefined;
  infantsOnLap?: number | undefined;
  infantsInSeat?: number | undefined;
  /** Multi-city: the flights after the first. */
  legs?: FlightLeg[] | undefined;
  /** "My dates are flexible (±3 days)" ticked. */
  flexibleDates?: boolean | undefined;
}

/** One further flight of a multi-city trip as the form holds it (airport fields hold what their inputs show). */
export interface LegValues {
  origin: string;
  destination: string;
  departDate: string;
}

/** Values of the flight search form (the airport fields hold what their inputs show). */
export interface FlightFormValues {
  tripType: TripType;
  origin: string;
  destination: string;
  departDate: string;
  returnDate: string;
  /** Multi-city: flights 2-5. */
  legs: LegValues[];
  cabin: CabinClass;
  adults: number;
  /** How many children (NaN while the input is empty); one "Age of child {n}" field per child is shown. */
  children: number;
  /** The children's ages in years (NaN until typed); entries past `children` are kept but not searched. */
  childAges: number[];
  infantsOnLap: number;
  infantsInSeat: number;
  /** "My dates are flexible (±3 days)" (one way and round trip). */
  flexibleDates: boolean;
}

/** Whole number in [min, max]. */
export function countOk(v: number, min: number, max: number): boolean {
  return Number.isInteger(v) && v >= min && v <= max;
}

