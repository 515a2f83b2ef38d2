// @vitest-environment node
/**
 * The city index shared between apps of one process (inventory/cities.ts sharedCityIndex): apps built on the same
 * airports rows reuse one index, other rows get their own, and only the most recent few are kept.
 */
import { describe, expect, it } from 'vitest';
import { SHARED_CITY_INDEXES_MAX, createLazyCityIndex, sharedCityIndex } from './cities.ts';
import type { InventoryAirport } from './offline/flights.ts';

/** A small airports table (fresh objects each call, as each app reads its own rows). */
function airports(extra: Partial<InventoryAirport> = {}): InventoryAirport[] {
  return [
    { code: 'LHR', name: 'London Heathrow', city: 'London', countryCode: 'GB', countryName: 'United Kingdom', timeZone: 'Europe/London', latitude: 51.47, longitude: -0.4543, size: 'large', ...extra },
    { code: 'CDG', name: 'Paris Charles de Gaulle', city: 'Paris', countryCode: 'FR', countryName: 'France', timeZone: 'Europe/Paris', latitude: 49.0097, longitude: 2.5479, size: 'large' },
  ];
}

describe('sharedCityIndex', () => {
  it('gives apps with the same airports rows one index, and other rows another', () => {
    const first = sharedCityIndex(airports());
    expect(sharedCityIndex(airports())).toBe(first);
    const moved = sharedCityIndex(airports({ latitude: 51.5 }));
    expect(moved).not.toBe(first);
    expect(first.cityForAirport('LHR')?.name).toBe('London');
  });

  it('keeps the most recent indexes only', () => {
    const oldest = sharedCityIndex(airports({ name: 'Heathrow 0' }));
    for (let i = 1; i <= SHARED_CITY_INDEXES_MAX; i++) sharedCityIndex(airports({ name: `Heathrow ${i}` }));
    expect(sharedCityIndex(airports({ name: 'Heathrow 0' }))).not.toBe(oldest);
  });

  it('is what a lazy index answers from', () => {
    const lazy = createLazyCityIndex(airports());
    expect(lazy.cityForAirport('CDG')).toBe(sharedCityIndex(airports()).cityForAirport('CDG'));
  });
});
