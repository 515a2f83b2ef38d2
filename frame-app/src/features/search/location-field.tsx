/**
 * Place input with autocomplete over GET /i/api/locations/v1/autocomplete (cities from GeoNames and/or
 * airports; debounced 150 ms). Options read "City, Country" for cities and "City (CODE) - Airport" for
 * airports. Free text is kept; {@link resolveLocation} turns it into a place on submit (the picked option,
 * else the best autocomplete match), so typing a known name and submitting works without picking.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Location, LocationKind } from '@travel/contract';
import { ComboBoxField, type ComboBoxOption } from '../../ui/index.ts';
import { logger } from '../../state/index.ts';
import { fetchLocations } from './api.ts';
import { AIRPORT_AUTOCOMPLETE_DEBOUNCE_MS, AIRPORT_AUTOCOMPLETE_MIN_CHARS } from './constants.ts';
import { searchMessages as m } from './messages.ts';

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
function locationKey(l: Location): string {
  return l.kind === 'airport' ? `airport:${l.code}` : `city:${l.id}`;
}

/** The text a picked place shows in the input: "London, United Kingdom" or "New York (JFK)". */
export function locationText(intl: IntlShape, l: Location): string {
  return l.kind === 'airport'
    ? intl.formatMessage(m.airportText, { city: l.city, code: l.code })
    : intl.formatMessage(m.cityText, { city: l.name, country: l.countryName });
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

/** Props of {@link LocationField}. */
export interface LocationFieldProps {
  label: string;
  value: LocationValue;
  onChange(value: LocationValue): void;
  /** Which places to suggest. */
  kinds: readonly LocationKind[];
  errorMessage?: string | undefined;
  name: string;
  placeholder?: string;
  className?: string;
}

/** Place autocomplete combo box (cities and/or airports). */
export function LocationField({ label, value, onChange, kinds, errorMessage, name, placeholder, className }: LocationFieldProps) {
  const intl = useIntl();
  const [locations, setLocations] = useState<Location[]>([]);
  const lastPickedText = useRef<string | null>(value.location ? locationText(intl, value.location) : null);
  const lastPicked = useRef<Location | null>(value.location);
  const kindsKey = kinds.join(',');

  useEffect(() => {
    const q = value.text.trim();
    if (q.length < AIRPORT_AUTOCOMPLETE_MIN_CHARS || q === lastPickedText.current) {
      if (q.length < AIRPORT_AUTOCOMPLETE_MIN_CHARS) setLocations([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchLocations(q, kindsKey.split(',') as LocationKind[], controller.signal).then(setLocations, (error: unknown) => {
        if (!controller.signal.aborted) logger.warn('location autocomplete failed', error);
      });
    }, AIRPORT_AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value.text, kindsKey]);

  const options: ComboBoxOption[] = useMemo(
    () =>
      locations.map((l) => ({
        id: locationKey(l),
        textValue: locationText(intl, l),
        content:
          l.kind === 'airport'
            ? intl.formatMessage(m.airportOption, { city: l.city, code: l.code, name: l.name })
            : intl.formatMessage(m.cityText, { city: l.name, country: l.countryName }),
      })),
    [locations, intl],
  );

  return (
    <ComboBoxField
      label={label}
      name={name}
      options={options}
      inputValue={value.text}
      onInputChange={(text) => {
        if (text === value.text) return;
        // react-aria reports the picked option's text right after the pick: keep the picked place for it.
        onChange({ text, location: text === lastPickedText.current ? lastPicked.current : null });
      }}
      value={value.location ? locationKey(value.location) : null}
      onChange={(key) => {
        const picked = locations.find((l) => locationKey(l) === key);
        if (!picked) return;
        const text = locationText(intl, picked);
        lastPickedText.current = text;
        lastPicked.current = picked;
        onChange({ text, location: picked });
      }}
      errorMessage={errorMessage}
      placeholder={placeholder ?? intl.formatMessage(m.cityPlaceholder)}
      buttonLabel={intl.formatMessage(m.showSuggestions)}
      {...(className ? { className } : {})}
    />
  );
}
