/**
 * The date pickers of the search forms, off the first page (issue #23 "First page budget": react-aria's date
 * field, calendar and @internationalized/date are ~33 KB brotli, a quarter of the front door's budget).
 *
 * {@link LazyDatePicker} and {@link LazyDateRangePicker} take the props of ui/date-picker.tsx's DatePicker and
 * ui/date-range-picker.tsx's DateRangePicker. Until that code has loaded they render a light field that looks the
 * same (same classes: label, bordered control, the dates split into day/month/year parts in the locale's order
 * and separators, the calendar icon): each date part is focusable and named by its label (e.g. "Depart"), and the
 * form's hidden inputs carry the values. The real picker loads when the browser is idle after the first render (so
 * it is not on the way to an interactive form), or at once when the visitor presses or focuses the light field;
 * focus then moves to the first segment of the part the visitor was on, so keyboard access continues.
 */
import { useEffect, useRef, type Ref } from 'react';
import { lazyModule } from './lazy-widget.ts';
import type * as DatePickerModule from './date-picker.tsx';
import type * as DateRangePickerModule from './date-range-picker.tsx';
import type { DatePickerProps } from './date-picker.tsx';
import type { DateRangePickerProps } from './date-range-picker.tsx';
import { CalendarIcon } from './calendar-icon.tsx';
import styles from './date-picker.module.css';

type PickerModules = [typeof DatePickerModule, typeof DateRangePickerModule];

/** Both pickers' modules (one chunk), loaded once when the browser is idle or on first use (ui/lazy-widget.ts). */
const usePickerModules = lazyModule<PickerModules>(() => Promise.all([import('./date-picker.tsx'), import('./date-range-picker.tsx')]));

/**
 * The picker modules once loaded (undefined before), and `load(part)`: load now and afterwards focus the first
 * segment of date part `part` (0 = start or the single date, 1 = end) in the element `group` points at.
 */
function usePickers(group: { current: HTMLElement | null }) {
  const { module: modules, load: loadNow } = usePickerModules();
  const focusPart = useRef<number | null>(null);
  useEffect(() => {
    if (!modules || focusPart.current === null) return;
    const part = group.current?.querySelectorAll(`.${styles.dateInput}`)[focusPart.current];
    part?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
    focusPart.current = null;
  }, [modules, group]);
  const load = (part: number | null): void => {
    if (part !== null) focusPart.current = part;
    loadNow();
  };
  return { modules, load };
}

/** `ref` and `own` as one ref callback. */
function bothRefs(ref: Ref<HTMLDivElement> | undefined, own: { current: HTMLDivElement | null }) {
  return (element: HTMLDivElement | null): void => {
    own.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The parts of `iso` as the locale writes a numeric date (what react-aria's segments show), or none when empty. */
function dateParts(iso: string, locale: string | undefined): Intl.DateTimeFormatPart[] {
  const match = ISO_DATE.exec(iso);
  if (!match) return [];
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' }).formatToParts(date);
}

/** One date of the light field: its parts styled as segments, focusable, named `label`. */
function PreviewDate({ iso, label, locale, onFocus }: { iso: string; label: string; locale: string | undefined; onFocus(): void }) {
  return (
    <div role="group" aria-label={label} tabIndex={0} className={styles.dateInput} onFocus={onFocus}>
      {dateParts(iso, locale).map((part, index) => (
        <span key={index} className={styles.segment} data-type={part.type === 'literal' ? 'literal' : undefined} aria-hidden={part.type === 'literal' || undefined}>
          {part.value}
        </span>
      ))}
    </div>
  );
}

/** The light field: label, control with one or two dates, the calendar icon, hidden inputs and the error. */
function PreviewField(p: {
  label: string;
  className: string | undefined;
  locale: string | undefined;
  dates: { iso: string; label: string; name: string | undefined }[];
  errorMessage: string | undefined;
  groupRef: (element: HTMLDivElement | null) => void;
  load(part: number | null): void;
}) {
  return (
    <div className={[styles.field, p.className].filter(Boolean).join(' ')} data-invalid={p.errorMessage !== undefined || undefined}>
      <span className={styles.label}>{p.label}</span>
      <div role="group" aria-label={p.label} className={styles.control} ref={p.groupRef} onPointerDown={() => p.load(null)}>
        <div className={styles.inputs}>
          {p.dates.map((date, index) => (
            <PreviewPart key={index} index={index} date={date} locale={p.locale} load={p.load} />
          ))}
        </div>
        <span className={styles.button} aria-hidden="true">
          <CalendarIcon />
        </span>
      </div>
      {p.errorMessage !== undefined ? <span className={styles.error}>{p.errorMessage}</span> : null}
    </div>
  );
}

/** One date of the light field with the dash before the end date and its hidden input. */
function PreviewPart({ index, date, locale, load }: { index: number; date: { iso: string; label: string; name: string | undefined }; locale: string | undefined; load(part: number): void }) {
  return (
    <>
      {index > 0 ? (
        <span className={styles.dash} aria-hidden="true">
          –
        </span>
      ) : null}
      <PreviewDate iso={date.iso} label={date.label} locale={locale} onFocus={() => load(index)} />
      {date.name ? <input type="hidden" name={date.name} value={date.iso} /> : null}
    </>
  );
}

/** ui/date-picker.tsx's DatePicker, loaded on first use (see the module comment); same props. */
export function LazyDatePicker(props: DatePickerProps) {
  const group = useRef<HTMLDivElement | null>(null);
  const { modules, load } = usePickers(group);
  const groupRef = bothRefs(props.inputRef, group);
  if (modules) {
    const { DatePicker } = modules[0];
    return <DatePicker {...props} inputRef={groupRef} />;
  }
  return (
    <PreviewField
      label={props.label}
      className={props.className}
      locale={props.locale}
      dates={[{ iso: props.value, label: props.label, name: props.name }]}
      errorMessage={props.errorMessage}
      groupRef={groupRef}
      load={load}
    />
  );
}

/** ui/date-range-picker.tsx's DateRangePicker, loaded on first use (see the module comment); same props. */
export function LazyDateRangePicker(props: DateRangePickerProps) {
  const group = useRef<HTMLDivElement | null>(null);
  const { modules, load } = usePickers(group);
  const groupRef = bothRefs(props.inputRef, group);
  if (modules) {
    const { DateRangePicker } = modules[1];
    return <DateRangePicker {...props} inputRef={groupRef} />;
  }
  return (
    <PreviewField
      label={props.label}
      className={props.className}
      locale={props.locale}
      dates={[
        { iso: props.value.start, label: props.startLabel, name: props.startName },
        { iso: props.value.end, label: props.endLabel, name: props.endName },
      ]}
      errorMessage={props.errorMessage}
      groupRef={groupRef}
      load={load}
    />
  );
}
