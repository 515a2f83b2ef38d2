/**
 * Airport lookup and autocomplete over an in-memory index built once at startup from the airports table
 * (issue #2 §5). Ranking: exact IATA code, then code prefix, then city prefix, then airport-name prefix,
 * then city/name contains; within a tier large airports first, then major hubs, then by city and name. Matching ignores
 * case and diacritics ("munchen" finds München).
 */
import type { Airport } from '@travel/contract';
import type { Kysely } from 'kysely';
import type { AirportRow, Database } from '../../db/database.ts';
import { listAirports } from './repository.ts';
import { foldText } from '../../inventory/reference-data.ts';
import type { InventoryAirport } from '../../inventory/offline/offline-supplier.ts';
import { HUB_AIRPORTS } from '../../inventory/offline/constants.ts';

interface IndexedAirport {
  airport: InventoryAirport;
  code: string;
  city: string;
  name: string;
  large: boolean;
  hub: boolean;
  /** Position in the global ranking (large first, then hubs, then city, name). */
  rank: number;
}

export interface AirportIndex {
  /** All airports (inventory shape, with size). */
  all(): readonly InventoryAirport[];
  /** The airport with this IATA code (upper case), or undefined. */
  get(code: string): InventoryAirport | undefined;
  /** Best matches for a user's typed text; `limit` 1-20. */
  autocomplete(q: string, limit: number): Airport[];
}

/** Contract shape of an airport (drops the size). */
export function toContractAirport(a: InventoryAirport): Airport {
  return { code: a.code, name: a.name, city: a.city, countryCode: a.countryCode, countryName: a.countryName, timeZone: a.timeZone, latitude: a.latitude, longitude: a.longitude };
}

/** Maps a table row to the inventory airport. */
export function rowToAirport(r: AirportRow): InventoryAirport {
  return { code: r.code, name: r.name, city: r.city, countryCode: r.country_code, countryName: r.country_name, timeZone: r.time_zone, latitude: r.latitude, longitude: r.longitude, size: r.size };
}

/** First index in `sorted` (ascending by `key`) whose key is >= `needle`. */
function lowerBound(sorted: readonly IndexedAirport[], key: (e: IndexedAirport) => string, needle: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (key(sorted[mid] as IndexedAirport) < needle) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Builds the index: entries pre-folded and ranked once; prefix tiers use binary search over arrays
 * sorted by code, city and name; the "contains" tier scans only when the prefix tiers did not fill
 * `limit`. Typical queries cost a few microseconds.
 */
export function createAirportIndex(rows: readonly AirportRow[]): AirportIndex {
  const airports = rows.map(rowToAirport);
  const byCode = new Map(airports.map((a) => [a.code, a]));
  const hubs: ReadonlySet<string> = new Set(HUB_AIRPORTS);
  const ranked: IndexedAirport[] = airports
    .map((a) => ({ airport: a, code: a.code.toLowerCase(), city: foldText(a.city), name: foldText(a.name), large: a.size === 'large', hub: hubs.has(a.code), rank: 0 }))
    .sort((x, y) => Number(y.large) - Number(x.large) || Number(y.hub) - Number(x.hub) || x.city.localeCompare(y.city) || x.name.localeCompare(y.name));
  ranked.forEach((e, i) => {
    e.rank = i;
  });
  const byCodeSorted = [...ranked].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const byCitySorted = [...ranked].sort((a, b) => (a.city < b.city ? -1 : a.city > b.city ? 1 : 0));
  const byNameSorted = [...ranked].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

  /** Entries whose `key` starts with `needle`, in rank order. */
  function prefixRange(sorted: readonly IndexedAirport[], key: (e: IndexedAirport) => string, needle: string): IndexedAirport[] {
    const out: IndexedAirport[] = [];
    for (let i = lowerBound(sorted, key, needle); i < sorted.length; i++) {
      const e = sorted[i] as IndexedAirport;
      if (!key(e).startsWith(needle)) break;
      out.push(e);
    }
    return out.sort((a, b) => a.rank - b.rank);
  }

  return {
    all: () => airports,
    get: (code) => byCode.get(code),
    autocomplete(q, limit) {
      const needle = foldText(q.trim());
      if (needle === '') return [];
      const picked = new Set<IndexedAirport>();
      const take = (list: Iterable<IndexedAirport>): boolean => {
        for (const e of list) {
          if (picked.size >= limit) return true;
          picked.add(e);
        }
        return picked.size >= limit;
      };
      const exact = needle.length === 3 ? byCodeSorted[lowerBound(byCodeSorted, (e) => e.code, needle)] : undefined;
      const done =
        take(exact && exact.code === needle ? [exact] : []) ||
        (needle.length < 3 && take(prefixRange(byCodeSorted, (e) => e.code, needle))) ||
        take(prefixRange(byCitySorted, (e) => e.city, needle)) ||
        take(prefixRange(byNameSorted, (e) => e.name, needle));
      if (!done) take(ranked.filter((e) => e.city.includes(needle) || e.name.includes(needle)));
      return [...picked].map((e) => toContractAirport(e.airport));
    },
  };
}

/** Loads every airport from the database and indexes it (once per process at start-up). */
export async function loadAirportIndex(db: Kysely<Database>): Promise<AirportIndex> {
  return createAirportIndex(await listAirports(db));
}
