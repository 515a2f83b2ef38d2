/**
 * The reporting facts of a business booking (issue #26 "Reporting"; migration 0029 `booking_report_facts`, owned by
 * this module): gathered from the refreshed offer before the charge ({@link ReportFactsRecorder.collect}) and stored
 * in the order's transaction ({@link ReportFactsRecorder.insert}) by the booking service, next to its policy check.
 *
 * - Lead time: travel start date (the offer summary's `startDate`) minus the booking's UTC date, whole days.
 * - Units: flights passengers with a seat count, hotels room-nights (rooms x nights), cars rental days, trains
 *   passengers, packages travelers.
 * - CO2 (flights and a package's flight): co2.ts over every segment flown, for the booked passengers.
 * - Cheapest fare of the booking's search, in the booking's currency, for the same party: flights from a search of the
 *   offer's own itinerary (policy-verdicts flightSearchStatsOf: one adult, times the passengers with a seat, the same
 *   figure the policy's relative price limit uses), hotels from the supplier's cheapest offer of the same city, dates,
 *   rooms and guests. Null for cars, trains, packages and when the search cannot be run again (an error never blocks
 *   the booking: the fact is then unknown).
 */
import type { Kysely } from 'kysely';
import { type AnyOffer, type CabinClass, type FlightOffer } from '@travel/contract';
import type { Database } from '../../db/database.ts';
import { flightCo2, type LatLon } from './co2.ts';

/** What the facts need from the rest of the server (wired in app.ts). */
export interface ReportFactsDeps {
  /** Coordinates of an airport by IATA code (the airports module's index), undefined when unknown. */
  airport(code: string): LatLon | undefined;
  /** Cheapest fare (minor units, one adult) of a search of the flight offer's itinerary, or null. */
  flightCheapestPerAdult(offer: FlightOffer): Promise<number | null>;
  /** Cheapest offer (minor units) of a hotel search, or null. */
  hotelCheapest(query: { cityId: number; checkIn: string; checkOut: string; guests: number; rooms: number; currency: string }): Promise<number | null>;
}

/** The facts of one booking before it has a reference (see the module docstring for each field). */
export interface ReportFactsDraft {
  vertical: AnyOffer['vertical'] & string;
  travelDate: string;
  units: number;
  cabin: CabinClass | null;
  origin: string | null;
  destination: string | null;
  distanceKm: number | null;
  co2Grams: number | null;
  cheapestMinor: number | null;
}

/** The booking service's port: gather before the charge, store in the order's transaction. */
export interface ReportFactsRecorder {
  /** The facts of the offer being booked by `passengers` travelers with a seat. Never throws (unknowns are null). */
  collect(offer: AnyOffer, passengers: number, travelDate: string): Promise<ReportFactsDraft>;
  /** Stores a booking's facts (inside the order's transaction). */
  insert(trx: Kysely<Database>, row: { reference: string; companyId: string; travelerProfileId: string; facts: ReportFactsDraft; nowIso: string }): Promise<void>;
}

/** Whole UTC days from the booking instant's date to the travel date (negative: travel already started). */
export function leadDaysOf(travelDate: string, bookedAtIso: string): number {
  return Math.round((Date.parse(`${travelDate}T00:00:00Z`) - Date.parse(`${bookedAtIso.slice(0, 10)}T00:00:00Z`)) / 86_400_000);
}

/** Distance and CO2 of a flight offer for `passengers` (every leg, outbound and inbound). */
export function flightFactsOf(offer: FlightOffer, passengers: number, airport: (code: string) => LatLon | undefined): Pick<ReportFactsDraft, 'cabin' | 'origin' | 'destination' | 'distanceKm' | 'co2Grams'> {
  const itineraries = offer.legs ?? [offer.outbound, ...(offer.inbound ? [offer.inbound] : [])];
  const segments = itineraries.flatMap((i) => i.segments).map((s) => ({ from: airport(s.origin.code), to: airport(s.destination.code) }));
  const { distanceKm, co2Grams, complete } = flightCo2(segments, offer.cabin, passengers);
  const first = offer.outbound.segments[0];
  const last = offer.outbound.segments.at(-1);
  return {
    cabin: offer.cabin, origin: first?.origin.code ?? null, destination: last?.destination.code ?? null,
    distanceKm: complete ? distanceKm : null, co2Grams: complete ? co2Grams : null,
  };
}

/** Awaits a fact that may fail; null on failure (an unknown fact never blocks a booking). */
async function orNull<T>(p: () => Promise<T | null>): Promise<T | null> {
  try {
    return await p();
  } catch {
    return null;
  }
}

/** Creates the recorder the booking service uses. */
export function createReportFactsRecorder(deps: ReportFactsDeps): ReportFactsRecorder {
  return {
    async collect(offer, passengers, travelDate) {
      const none = { cabin: null, origin: null, destination: null, distanceKm: null, co2Grams: null, cheapestMinor: null };
      switch (offer.vertical) {
        case 'hotels': {
          const cheapest = await orNull(() => deps.hotelCheapest({
            cityId: offer.hotel.cityId, checkIn: offer.checkIn, checkOut: offer.checkOut, guests: offer.guests, rooms: offer.rooms, currency: offer.price.currency,
          }));
          return { ...none, vertical: 'hotels', travelDate, units: Math.max(1, offer.rooms * offer.nights), cheapestMinor: cheapest };
        }
        case 'cars':
          return { ...none, vertical: 'cars', travelDate, units: Math.max(1, offer.days) };
        case 'trains':
          return { ...none, vertical: 'trains', travelDate, units: Math.max(1, offer.passengers) };
        case 'packages':
          return { ...none, ...flightFactsOf(offer.flight, offer.travelers, deps.airport), vertical: 'packages', travelDate, units: Math.max(1, offer.travelers) };
        default: {
          const seats = Math.max(1, passengers);
          const perAdult = await orNull(() => deps.flightCheapestPerAdult(offer));
          return { ...flightFactsOf(offer, seats, deps.airport), vertical: 'flights', travelDate, units: seats, cheapestMinor: perAdult === null ? null : perAdult * seats };
        }
      }
    },
    async insert(trx, { reference, companyId, travelerProfileId, facts, nowIso }) {
      await trx.insertInto('booking_report_facts').values({
        reference, company_id: companyId, traveler_profile_id: travelerProfileId, vertical: facts.vertical, travel_date: facts.travelDate,
        lead_days: leadDaysOf(facts.travelDate, nowIso), units: facts.units, cabin: facts.cabin, origin: facts.origin, destination: facts.destination,
        distance_km: facts.distanceKm, co2_g: facts.co2Grams, cheapest_amount_minor: facts.cheapestMinor, created_at: nowIso,
      }).execute();
    },
  };
}
