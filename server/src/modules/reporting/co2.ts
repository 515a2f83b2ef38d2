/**
 * CO2 of a flight (issue #26 "CO2 per flight (from distance and cabin with a documented published method, e.g. the ICAO
 * or DEFRA factors)"). Pure functions.
 *
 * Method (contract CO2_METHOD): the UK Government GHG Conversion Factors for Company Reporting 2023 (DEFRA/DESNZ),
 * "Business travel – air", kg CO2e per passenger-km WITH radiative forcing (the figures DEFRA recommends for the full
 * climate impact of flying). Distance: the great-circle distance between each segment's airports (haversine on the
 * mean Earth radius 6,371 km), plus DEFRA's 8 % uplift for routing and stacking. Distance bands: DEFRA's are
 * geographic (domestic UK, short-haul to/from Europe, long-haul); for a worldwide product they are read as segment
 * distance: under {@link DOMESTIC_MAX_KM} km domestic, up to {@link SHORT_HAUL_MAX_KM} km short-haul (DEFRA's own
 * short-haul limit), beyond long-haul. Cabins DEFRA does not list for a band take the nearest it lists (domestic:
 * the average passenger; short-haul premium economy: economy; short-haul first: business).
 */
import type { CabinClass } from '@travel/contract';

/** Mean Earth radius, km (IUGG). */
export const EARTH_RADIUS_KM = 6371.0088;
/** DEFRA's uplift of great-circle distance for routing and stacking (8 %). */
export const DEFRA_DISTANCE_UPLIFT = 1.08;
/** Segments shorter than this are domestic flights, km. */
export const DOMESTIC_MAX_KM = 500;
/** Segments up to this are short-haul (DEFRA's short-haul limit), km. */
export const SHORT_HAUL_MAX_KM = 3700;

/** kg CO2e per passenger-km, DEFRA/DESNZ 2023, business travel – air, with radiative forcing. */
export const DEFRA_2023_KG_PER_PKM: Readonly<Record<'domestic' | 'shortHaul' | 'longHaul', Readonly<Record<CabinClass, number>>>> = {
  // Domestic: one factor, "average passenger".
  domestic: { economy: 0.27258, premium: 0.27258, business: 0.27258, first: 0.27258 },
  // Short-haul: economy and business class only.
  shortHaul: { economy: 0.18287, premium: 0.18287, business: 0.27430, first: 0.27430 },
  longHaul: { economy: 0.20011, premium: 0.32015, business: 0.58029, first: 0.80041 },
};

/** A point on Earth, degrees. */
export interface LatLon {
  latitude: number;
  longitude: number;
}

/** Great-circle (haversine) distance between two points, km. */
export function greatCircleKm(a: LatLon, b: LatLon): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** DEFRA's distance band of a segment of `km` great-circle kilometres. */
export function distanceBand(km: number): 'domestic' | 'shortHaul' | 'longHaul' {
  if (km < DOMESTIC_MAX_KM) return 'domestic';
  return km <= SHORT_HAUL_MAX_KM ? 'shortHaul' : 'longHaul';
}

/**
 * kg CO2e of one passenger flying one segment of `km` great-circle kilometres in `cabin` (uplift included).
 * @throws RangeError for a negative or non-finite distance
 */
export function segmentCo2Kg(km: number, cabin: CabinClass): number {
  if (!Number.isFinite(km) || km < 0) throw new RangeError(`Not a distance: ${km}`);
  return km * DEFRA_DISTANCE_UPLIFT * DEFRA_2023_KG_PER_PKM[distanceBand(km)][cabin];
}

/**
 * Distance and CO2 of a flight itinerary for its passengers: every segment's great-circle distance (km, summed) and
 * grams CO2e for all `passengers`. Segments whose airports are unknown are left out (`complete` false).
 */
export function flightCo2(segments: readonly { from: LatLon | undefined; to: LatLon | undefined }[], cabin: CabinClass, passengers: number): { distanceKm: number; co2Grams: number; complete: boolean } {
  let km = 0;
  let kg = 0;
  let complete = true;
  for (const s of segments) {
    if (!s.from || !s.to) {
      complete = false;
      continue;
    }
    const d = greatCircleKm(s.from, s.to);
    km += d;
    kg += segmentCo2Kg(d, cabin);
  }
  return { distanceKm: Math.round(km), co2Grams: Math.round(kg * 1000 * passengers), complete };
}
