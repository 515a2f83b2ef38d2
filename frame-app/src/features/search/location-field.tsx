/**
 * Place input with autocomplete over GET /i/api/locations/v1/autocomplete (cities from GeoNames and/or
 * airports; debounced 150 ms) through the `/_data/locations` resource route. Options read "City, Country" for cities and "City (CODE) - Airport" for
 * airports. Free text is kept; {@link resolveLocation} turns it into a place on submit (the picked option,
 * else the best autocomplete match), so typing a known name and submitting works without picking.
 */
import { useMemo, useRef, type Ref } from 'react';
import { useIntl } from 'react-intl';
import type { Location, LocationKind } from '@travel/contract';
import { useSuggestions } from '../../api/route-data.ts';
import { LazyComboBoxField as ComboBoxField, type ComboBoxOption } from '../../ui/index.ts';
import { locationKey, locationText, type LocationValue } from './place-lookup.ts';

export { locationValue, locationText, resolveLocation, type LocationValue } from './place-lookup.ts';
import { AIRPORT_AUTOCOMPLETE_DEBOUNCE_MS, AIRPORT_AUTOCOMPLETE_MIN_CHARS, LOCATION_SUGGESTIONS_ROUTE_PATH } from './constants.ts';
import { searchFormMessages } from './form-messages.ts';
import { verticalFormMessages } from './vertical-form-messages.ts';
import { countryName } from '../../ui/format.ts';

/** The airport field's text (first page) and the city field's. */
const m = { ...searchFormMessages, ...verticalFormMessages };

/** Props of {@link LocationField}. */
export interface LocationFieldProps {
  label: string;
  value: LocationValue;
  onChange(value: LocationValue): void;
  /** Which places to suggest. */
  kinds: readonly LocationKind[];
  errorMessage?: string | undefined;
  /** Called when the input loses focus (the form marks the field touched). */
  onBlur?: () => void;
  /** Ref of the `<input>` (the form focuses an invalid field through it). */
  inputRef?: Ref<HTMLInputElement>;
  name: string;
  placeholder?: string;
  className?: string;
}

/** Place autocomplete combo box (cities and/or airports). */
export function LocationField({ label, value, onChange, kinds, errorMessage, onBlur, inputRef, name, placeholder, className }: LocationFieldProps) {
  const intl = useIntl();
  const lastPickedText = useRef<string | null>(value.location ? locationText(intl, value.location) : null);
  const lastPicked = useRef<Location | null>(value.location);
  const q = value.text.trim();
  // Nothing to look up for short input (the list empties) or for the text of an option just picked (it stays).
  const locations = useSuggestions<Location>(
    q.length < AIRPORT_AUTOCOMPLETE_MIN_CHARS ? null : `${LOCATION_SUGGESTIONS_ROUTE_PATH}?${new URLSearchParams({ q, kinds: kinds.join(',') })}`,
    { hold: q === lastPickedText.current, debounceMs: AIRPORT_AUTOCOMPLETE_DEBOUNCE_MS },
  );

  const options: ComboBoxOption[] = useMemo(
    () =>
      locations.map((l) => ({
        id: locationKey(l),
        textValue: locationText(intl, l),
        content:
          l.kind === 'airport'
            ? intl.formatMessage(m.airportOption, { city: l.city, code: l.code, name: l.name })
            : intl.formatMessage(m.cityText, { city: l.name, country: countryName(l.countryCode, intl.locale, l.countryName) }),
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
      {...(onBlur ? { onBlur } : {})}
      {...(inputRef ? { inputRef } : {})}
      placeholder={placeholder ?? intl.formatMessage(m.cityPlaceholder)}
      buttonLabel={intl.formatMessage(m.showSuggestions)}
      {...(className ? { className } : {})}
    />
  );
}
