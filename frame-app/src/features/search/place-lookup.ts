/**
 * Place values and their resolution to a place (no UI): shared by the place fields and by the bridge's
 * submit action, which must not load the React Aria widgets. Lookups go through
 * GET /i/api/locations/v1/autocomplete.
 */
import type { IntlShape } from 'react-intl';
import type { Location, LocationKind } from '@travel/contract';
import { fetchLocations } from './api.ts';
import { searchFormMessages } from './form-messages.ts';
import { verticalFormMessages } from './vertical-form-messages.ts';
import { countryName } from '../../ui/format.ts';

/** How airports (first page text) and cities are named. */
const m = { ...searchFormMessages, ...verticalFormMessages };

/** What a place field holds: the input text and the place it was picked from (null once edited). */
export interface LocationValue {
  text: string;
  location: Location | null;
}

/** An empty {@link LocationValue} or one holding prefilled text. */
export function locationValue(text = ''): LocationValue {
  return { text, location: null };
}

/** Stable option id of a place (`airport:JFK`, `city:2643743`). */
export function locationKey(l: Location): string {
  return l.kind === 'airport' ? `airport:${l.code}` : `city:${l.id}`;
}

/** The text a picked place shows in the input: "London, United Kingdom" or "New York (JFK)". */
export function locationText(intl: IntlShape, l: Location): string {
  return l.kind === 'airport'
    ? intl.formatMessage(m.airportText, { city: l.city, code: l.code })
    : intl.formatMessage(m.cityText, { city: l.name, country: countryName(l.countryCode, intl.locale, l.countryName) });
}

/**
 * The place a field stands for. The picked place when the text still matches it; otherwise the first
 * autocomplete match for the text (for "City (CODE)" the code, for "City, Country" the city part, preferring
 * an exact "City, Country" match). Cities are also found through an airport code (`LHR` -> London) when
 * `kinds` wants cities. Resolves null when the text is empty or nothing matches.
 * @throws the api client's errors
 */
export async function resolveLocation(intl: IntlShape, value: LocationValue, kinds: readonly LocationKind[]): Promise<Location | null> {
  const text = value.text.trim();
  if (!text) return null;
  if (value.location && locationText(intl, value.location) === text) return value.location;
  const code = /\(([A-Za-z]{3})\)/.exec(text)?.[1] ?? (/^[A-Za-z]{3}$/.test(text) ? text : undefined);
  const q = code ?? text.split(',')[0]?.trim() ?? text;
  const lookupKinds: LocationKind[] = code && !kinds.includes('airport') ? [...kinds, 'airport'] : [...kinds];
  const found = await fetchLocations(q, lookupKinds);
  const usable = found.filter((l) => kinds.includes(l.kind) || (l.kind === 'airport' && l.cityId !== null));
  const exact = usable.find((l) => locationText(intl, l).toLowerCase() === text.toLowerCase());
  const best = exact ?? (code ? usable.find((l) => l.kind === 'airport' && l.code === code.toUpperCase()) : undefined) ?? usable[0];
  return best ?? null;
}

