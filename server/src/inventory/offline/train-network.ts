/**
 * Which offline train services are direct, and how fast (issue #11 "Believable inventory": "trains
 * Paris-Lyon need changes" was wrong).
 *
 * A route is an intercity corridor when both cities have at least {@link BIG_CITY_MIN_POPULATION} people
 * and lie within high-speed range ({@link HIGH_SPEED_MAX_KM} great circle; {@link CHINA_HIGH_SPEED_MAX_KM}
 * inside China), except:
 * - Great Britain to the continent: only London to Paris, Lille, Brussels, Amsterdam and Rotterdam (the
 *   Channel Tunnel services); other cross-Channel pairs change at least once.
 * - Spain to Portugal: no direct train (none runs), at least one change.
 * Every departure of a corridor is direct (0 changes). Its average speed over the track (1.2 x great
 * circle) is the country's intercity speed ({@link INTERCITY_SPEED_KMH}, {@link DEFAULT_INTERCITY_SPEED_KMH}
 * elsewhere; the mean of both countries across a border), {@link SHORT_CORRIDOR_SPEED_KMH} under
 * {@link SHORT_CORRIDOR_KM}, plus {@link CHANNEL_TUNNEL_ALLOWANCE_MIN} through the tunnel. E.g. Paris-Lyon
 * about 2 h, London-Paris about 2 h 20, Madrid-Barcelona about 2 h 40, Tokyo-Osaka about 2 h 25.
 * Other routes keep the regional model of trains.ts (0-2 changes, slower).
 */
import type { City } from '../cities.ts';
import { haversineKm } from './geo-time.ts';

/** Smallest population of a "big city" for direct intercity service, people. */
export const BIG_CITY_MIN_POPULATION = 200_000;
/** Longest great-circle distance of a direct intercity corridor, km. */
export const HIGH_SPEED_MAX_KM = 800;
/** Same inside China (Beijing-Shanghai is 1,070 km), km. */
export const CHINA_HIGH_SPEED_MAX_KM = 1_200;
/** Track length as a multiple of the great-circle distance. */
export const TRACK_FACTOR = 1.2;
/** Average speed of direct intercity trains over the track, km/h, by country (high-speed networks). */
export const INTERCITY_SPEED_KMH: Readonly<Record<string, number>> = {
  FR: 235, ES: 230, IT: 200, DE: 170, BE: 180, NL: 180, GB: 160, CH: 140, AT: 150,
  CN: 280, JP: 200, KR: 190, TW: 220,
};
/** Average speed of direct intercity trains in other countries, km/h. */
export const DEFAULT_INTERCITY_SPEED_KMH = 140;
/** Corridors shorter than this (great circle, km) run at {@link SHORT_CORRIDOR_SPEED_KMH}. */
export const SHORT_CORRIDOR_KM = 150;
export const SHORT_CORRIDOR_SPEED_KMH = 100;
/** Extra time through the Channel Tunnel (speed limits, border), minutes. */
export const CHANNEL_TUNNEL_ALLOWANCE_MIN = 12;

/** GeoNames ids of the continental cities with direct trains to London. */
const CHANNEL_TUNNEL_CITIES: ReadonlySet<number> = new Set([2988507, 2998324, 2800866, 2759794, 2747891]);
const LONDON = 2643743;

/** How trains between two cities run. */
export type TrainService =
  | { kind: 'direct'; speedKmh: number; allowanceMin: number }
  | { kind: 'regional'; minChanges: 0 | 1 };

const crossesChannel = (a: City, b: City) => (a.countryCode === 'GB') !== (b.countryCode === 'GB');

/** Is the pair a direct intercity corridor (see module doc)? */
export function isDirectCorridor(a: City, b: City): boolean {
  if (a.population < BIG_CITY_MIN_POPULATION || b.population < BIG_CITY_MIN_POPULATION) return false;
  const km = haversineKm(a.latitude, a.longitude, b.latitude, b.longitude);
  const maxKm = a.countryCode === 'CN' && b.countryCode === 'CN' ? CHINA_HIGH_SPEED_MAX_KM : HIGH_SPEED_MAX_KM;
  if (km > maxKm) return false;
  if (crossesChannel(a, b)) return (a.id === LONDON && CHANNEL_TUNNEL_CITIES.has(b.id)) || (b.id === LONDON && CHANNEL_TUNNEL_CITIES.has(a.id));
  const pair = [a.countryCode, b.countryCode].sort().join('-');
  return pair !== 'ES-PT';
}

/** The service between two rail-linked cities (see module doc). */
export function trainServiceOf(a: City, b: City): TrainService {
  if (isDirectCorridor(a, b)) {
    const km = haversineKm(a.latitude, a.longitude, b.latitude, b.longitude);
    const speedOf = (cc: string) => INTERCITY_SPEED_KMH[cc] ?? DEFAULT_INTERCITY_SPEED_KMH;
    const speedKmh = km < SHORT_CORRIDOR_KM ? SHORT_CORRIDOR_SPEED_KMH : (speedOf(a.countryCode) + speedOf(b.countryCode)) / 2;
    return { kind: 'direct', speedKmh, allowanceMin: crossesChannel(a, b) ? CHANNEL_TUNNEL_ALLOWANCE_MIN : 0 };
  }
  const pair = [a.countryCode, b.countryCode].sort().join('-');
  return { kind: 'regional', minChanges: crossesChannel(a, b) || pair === 'ES-PT' ? 1 : 0 };
}
