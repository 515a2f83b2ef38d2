/**
 * Airport input with autocomplete: GET /i/api/airports/v1/autocomplete?q= (debounced 150 ms) through the
 * `/_data/airports` resource route, options "City (CODE) - Airport name". Free text is kept, so a bare
 * 3-letter IATA code typed and submitted works.
 */
import { useMemo, useRef, useState, type Ref } from 'react';
import { useIntl } from 'react-intl';
import type { Airport } from '@travel/contract';
import { useSuggestions } from '../../api/route-data.ts';
import { LazyComboBoxField as ComboBoxField, type ComboBoxOption } from '../../ui/index.ts';
import { AIRPORT_AUTOCOMPLETE_DEBOUNCE_MS, AIRPORT_AUTOCOMPLETE_MIN_CHARS, AIRPORT_SUGGESTIONS_ROUTE_PATH } from './constants.ts';
import { searchFormMessages as m } from './form-messages.ts';

/**
 * The IATA code an airport input stands for: a bare code (`jfk` -> `JFK`), or the code in parentheses of a
 * picked option's text (`New York (JFK)`); otherwise `undefined`.
 */
export function airportCodeFromText(text: string): string | undefined {
  const trimmed = text.trim();
  if (/^[A-Za-z]{3}$/.test(trimmed)) return trimmed.toUpperCase();
  const match = /\(([A-Za-z]{3})\)/.exec(trimmed);
  return match?.[1]?.toUpperCase();
}

/** Props of {@link AirportField}. `text` is the raw input; the form derives the code with {@link airportCodeFromText}. */
export interface AirportFieldProps {
  label: string;
  text: string;
  onTextChange(text: string): void;
  errorMessage?: string | undefined;
  /** Called when the input loses focus (the form marks the field touched). */
  onBlur?: () => void;
  /** Ref of the `<input>` (the form focuses an invalid field through it). */
  inputRef?: Ref<HTMLInputElement>;
  name: string;
  className?: string;
}

/** Airport autocomplete combo box. */
export function AirportField({ label, text, onTextChange, errorMessage, onBlur, inputRef, name, className }: AirportFieldProps) {
  const intl = useIntl();
  const [selected, setSelected] = useState<string | null>(null);
  const lastPickedText = useRef<string | null>(null);
  const q = text.trim();
  // Nothing to look up for short input (the list empties) or for the text of an option just picked (it stays).
  const airports = useSuggestions<Airport>(q.length < AIRPORT_AUTOCOMPLETE_MIN_CHARS ? null : `${AIRPORT_SUGGESTIONS_ROUTE_PATH}?${new URLSearchParams({ q })}`, {
    hold: q === lastPickedText.current,
    debounceMs: AIRPORT_AUTOCOMPLETE_DEBOUNCE_MS,
  });

  const options: ComboBoxOption[] = useMemo(
    () =>
      airports.map((a) => ({
        id: a.code,
        textValue: intl.formatMessage(m.airportText, { city: a.city, code: a.code }),
        content: intl.formatMessage(m.airportOption, { city: a.city, code: a.code, name: a.name }),
      })),
    [airports, intl],
  );

  return (
    <ComboBoxField
      label={label}
      name={name}
      options={options}
      inputValue={text}
      onInputChange={(value) => {
        if (selected !== null && value !== lastPickedText.current) setSelected(null);
        onTextChange(value);
      }}
      value={selected}
      onChange={(code) => {
        setSelected(code);
        const option = options.find((o) => o.id === code);
        if (option) {
          lastPickedText.current = option.textValue;
          onTextChange(option.textValue);
        }
      }}
      errorMessage={errorMessage}
      {...(onBlur ? { onBlur } : {})}
      {...(inputRef ? { inputRef } : {})}
      placeholder={intl.formatMessage(m.airportPlaceholder)}
      buttonLabel={intl.formatMessage(m.showSuggestions)}
      {...(className ? { className } : {})}
    />
  );
}
