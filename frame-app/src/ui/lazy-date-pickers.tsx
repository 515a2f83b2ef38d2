/**
 * The date pickers of the search forms, off the first page (issue #23 "First page budget": react-aria's date
 * field, calendar and @internationalized/date are ~33 KB brotli, a quarter of the front door's budget).
 *
 * {@link LazyDatePicker} and {@link LazyDateRangePicker} take the props of ui/date-picker.tsx's DatePicker and
 * ui/date-range-picker.tsx's DateRangePicker. Until that code has loaded they render a light field that looks the
 * same (same classes: label, bordered control, the dates split into day/month/year parts in the locale's order
 * and separators, the calendar icon): each date part is focusable and named by its label (e.g. "Depart"), and the
 * form's hidden inputs carry the values. The real picker loads when the browser is idle after the first render (so
 * it is not on the way to an interactive form), or at once when the visitor presses or focuses the light field.
 * Focus hand-over (issue #23, the date-picker journey that lost focus under load): when a light date part leaves the
 * DOM while it has focus, the real picker's first segment of that part gets focus in the same commit (a layout
 * effect, before the browser handles the next key), so keyboard access continues; a part that had lost focus before
 * the swap (the visitor tabbed on while the chunk was loading) never takes it back.
 */
import { useLayoutEffect, useMemo, useRef, type Ref } from 'react';
import { lazyModule } from './lazy-widget.ts';
import type * as DatePickerModule from './date-picker.tsx';
import type * as DateRangePickerModule from './date-range-picker.tsx';
import type { DatePickerProps } from './date-picker.tsx';
import type { DateRangePickerProps } from './date-range-picker.tsx';
import { CalendarIcon } from './calendar-icon.tsx';
import styles from './date-picker.module.css';

type PickerModules = [typeof DatePickerModule, typeof DateRangePickerModule];

/** Ref callback of one light date part (returns its cleanup). */
type PartRef = (element: HTMLDivElement | null) => (() => void) | undefined;

/** Both pickers' modules (one chunk), loaded once when the browser is idle or on first use (ui/lazy-widget.ts). */
const usePickerModules = lazyModule<PickerModules>(() => Promise.all([import('./date-picker.tsx'), import('./date-range-picker.tsx')]));

/**
 * The picker modules once loaded (undefined before); `load()`: load now; `partRefs[part]`: the ref of light date part
 * `part` (0 = start or the single date, 1 = end), which notes, as the part leaves the DOM, whether it had focus; the
 * first segment of that part in the element `group` points at then gets focus once the real picker has rendered.
 */
function usePickers(group: { current: HTMLElement | null }) {
  const { module: modules, load } = usePickerModules();
  /** The light part that had focus when it was removed (the swap), or null. */
  const focusPart = useRef<number | null>(null);
  useLayoutEffect(() => {
    const part = focusPart.current;
    if (!modules || part === null) return;
    focusPart.current = null;
    group.current?.querySelectorAll(`.${styles.dateInput}`)[part]?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
  }, [modules, group]);
  // React 19 runs a ref callback's cleanup before the element leaves the DOM: activeElement is still the light part.
  // One stable callback per part, so a re-render of the light field does not run the cleanup.
  const partRefs = useMemo(
    () =>
      [0, 1].map(
        (part): PartRef =>
          (element) => {
            if (!element) return undefined;
            return () => {
              if (element.ownerDocument.activeElement === element) focusPart.current = part;
            };
          },
      ),
    [],
  );
  return { modules, load, partRefs };
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
function PreviewDate({
  iso,
  label,
  locale,
  onFocus,
  partRef,
}: {
  iso: string;
  label: string;
  locale: string | undefined;
  onFocus(): void;
  partRef: PartRef | undefined;
}) {
  return (
    <div role="group" aria-label={label} tabIndex={0} className={styles.dateInput} onFocus={onFocus} ref={partRef}>
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
  partRefs: PartRef[];
  load(): void;
}) {
  return (
    <div className={[styles.field, p.className].filter(Boolean).join(' ')} data-invalid={p.errorMessage !== undefined || undefined}>
      <span className={styles.label}>{p.label}</span>
      <div role="group" aria-label={p.label} className={styles.control} ref={p.groupRef} onPointerDown={p.load}>
        <div className={styles.inputs}>
          {p.dates.map((date, index) => (
            <PreviewPart key={index} index={index} date={date} locale={p.locale} load={p.load} partRef={p.partRefs[index]} />
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
function PreviewPart(p: { index: number; date: { iso: string; label: string; name: string | undefined }; locale: string | undefined; load(): void; partRef: PartRef | undefined }) {
  const { index, date, locale, load, partRef } = p;
  return (
    <>
      {index > 0 ? (
        <span className={styles.dash} aria-hidden="true">
          –
        </span>
      ) : null}
      <PreviewDate iso={date.iso} label={date.label} locale={locale} onFocus={load} partRef={partRef} />
      {date.name ? <input type="hidden" name={date.name} value={date.iso} /> : null}
    </>
  );
}

/** ui/date-picker.tsx's DatePicker, loaded on first use (see the module comment); same props. */
export function LazyDatePicker(props: DatePickerProps) {
  const group = useRef<HTMLDivElement | null>(null);
  const { modules, load, partRefs } = usePickers(group);
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
      partRefs={partRefs}
      load={load}
    />
  );
}

/** ui/date-range-picker.tsx's DateRangePicker, loaded on first use (see the module comment); same props. */
export function LazyDateRangePicker(props: DateRangePickerProps) {
  const group = useRef<HTMLDivElement | null>(null);
  const { modules, load, partRefs } = usePickers(group);
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
      partRefs={partRefs}
      load={load}
    />
  );
}
