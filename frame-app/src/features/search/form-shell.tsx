/**
 * Shared frame of every search form (flights, hotels, cars, trains, packages): a labelled `<form>` whose fields
 * sit in a responsive grid, a submit button (disabled while the submit runs, e.g. resolving places), and an
 * error summary (role="alert") while any field is invalid. After a failed submit, focus moves to the first
 * invalid field (aria-invalid="true"). The form is a React Hook Form reached through its deferred binding
 * (ui/form-binding.ts, issue #23 "First page budget": react-hook-form is not on the front door's first page); its zod
 * resolver does the checks; its fields are bound fields (`useBoundField`, {@link DateControl}, {@link DateRangeControl})
 * under the `<FormBindingProvider>` this renders.
 */
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { PlainButton } from '../../ui/index.ts';
import { logger } from '../../state/index.ts';
import { FormBindingProvider, FormLibraryLoadError, useBoundField, useFormBindingContext, useFormStatus, type FormBinding } from '../../ui/form-binding.ts';
import { LazyDatePicker as DatePicker, LazyDateRangePicker as DateRangePicker } from '../../ui/lazy-date-pickers.tsx';
import type { IsoDateRange } from '../../ui/date-range-picker.tsx';
import { MAX_SEARCH_DAYS_AHEAD, SEARCH_FORM_INTERACTIVE_MARK } from './constants.ts';
import { isoDateFromToday } from './dates.ts';
import { usePriceCalendar, type PriceCalendarRequest } from './price-calendar.ts';
import { searchFormMessages as m } from './form-messages.ts';
import styles from './search-form.module.css';

/** Adds each message of `found` as a zod issue at its field (a resolver schema's checks, keyed by field name). */
export function addFieldIssues(ctx: z.RefinementCtx, found: Record<string, string | undefined>): void {
  for (const [field, message] of Object.entries(found)) {
    if (message !== undefined) ctx.addIssue({ code: 'custom', path: [field], message });
  }
}

/** Focuses the first invalid field (aria-invalid="true") of `form`, in reading order. */
function focusFirstInvalid(form: HTMLFormElement): void {
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * A single date (ui/date-picker.tsx, loaded after the first render: ui/lazy-date-pickers.tsx; segments in the frame's locale — react-intl's — and a calendar) bound to its search form at
 * `path` (a `YYYY-MM-DD` string, '' when empty): dates from `min` (default today) to today +
 * MAX_SEARCH_DAYS_AHEAD can be picked; the form's resolver still decides what is valid.
 */
export function DateControl<T extends FieldValues>(p: {
  path: FieldPath<T>;
  name: string;
  label: string;
  min?: string | undefined;
  className?: string | undefined;
  /** The price calendar under the calendar's days (null: none, e.g. until the route is known). */
  priceCalendar?: (() => PriceCalendarRequest | null) | undefined;
}) {
  const intl = useIntl();
  const { inputRef, ...control } = useBoundField<T, string>({ path: p.path });
  const [visible, setVisible] = useState('');
  const dayNotes = usePriceCalendar(p.priceCalendar?.() ?? null, visible || (control.value as string) || isoDateFromToday(0));
  return (
    <DatePicker
      {...control}
      inputRef={(element) => inputRef(element ? focusTarget(element) : null)}
      className={p.className ?? styles.date}
      locale={intl.locale}
      name={p.name}
      label={p.label}
      minValue={p.min ?? isoDateFromToday(0)}
      maxValue={isoDateFromToday(MAX_SEARCH_DAYS_AHEAD)}
      dayNotes={dayNotes}
      onVisibleDateChange={setVisible}
    />
  );
}

/** What `setFocus` on a date field focuses: its first segment (the group itself is not focusable). */
function focusTarget(group: HTMLElement): { focus(): void } {
  return { focus: () => group.querySelector<HTMLElement>('[role="spinbutton"]')?.focus() };
}

/** Props of {@link DateRangeControl}: the form paths of the start and end dates and their labels. */
export interface DateRangeControlProps<T extends FieldValues> {
  startPath: FieldPath<T>;
  endPath: FieldPath<T>;
  startName: string;
  endName: string;
  startLabel: string;
  endLabel: string;
  /**
   * The price calendar under the calendar's days for the current range (a round trip's length, a stay's nights;
   * null: none, e.g. until the route or destination is known). Issue #11 "price calendar".
   */
  priceCalendar?: ((range: IsoDateRange) => PriceCalendarRequest | null) | undefined;
}

/**
 * A date range (ui/date-range-picker.tsx, loaded after the first render: ui/lazy-date-pickers.tsx) bound to two `YYYY-MM-DD` fields of its search form (e.g. check-in at
 * `startPath`, check-out at `endPath`), so the forms keep one string per date and their rules. The picker shows
 * the start field's error, else the end field's; an edit clears both. Visible label "{start} – {end}".
 */
export function DateRangeControl<T extends FieldValues>(p: DateRangeControlProps<T>) {
  const intl = useIntl();
  const binding = useFormBindingContext<T>();
  const start = useBoundField<T, string | undefined>({ path: p.startPath });
  const end = useBoundField<T, string | undefined>({ path: p.endPath });
  const value: IsoDateRange = { start: start.value ?? '', end: end.value ?? '' };
  function onChange(next: IsoDateRange) {
    if (next.start !== value.start) start.onChange(next.start);
    if (next.end !== value.end) end.onChange(next.end);
    binding.clearErrors([p.startPath, p.endPath]);
  }
  const errorMessage = start.errorMessage ?? end.errorMessage;
  const [visible, setVisible] = useState('');
  const dayNotes = usePriceCalendar(p.priceCalendar?.(value) ?? null, visible || value.start || isoDateFromToday(0));
  return (
    <DateRangePicker
      className={styles.dateRange}
      locale={intl.locale}
      label={intl.formatMessage(m.dateRangeLabel, { start: p.startLabel, end: p.endLabel })}
      startLabel={p.startLabel}
      endLabel={p.endLabel}
      value={value}
      onChange={onChange}
      onBlur={() => {
        start.onBlur();
        end.onBlur();
      }}
      errorMessage={errorMessage}
      startName={p.startName}
      endName={p.endName}
      minValue={isoDateFromToday(0)}
      maxValue={isoDateFromToday(MAX_SEARCH_DAYS_AHEAD)}
      dayNotes={dayNotes}
      onVisibleDateChange={setVisible}
      inputRef={(element) => {
        start.inputRef(element ? focusTarget(element) : null);
        end.inputRef(element ? focusTarget(element) : null);
      }}
    />
  );
}

/** Props of {@link FormShell}: `onSearch` gets what the resolver parsed the values to. */
export interface FormShellProps<T extends FieldValues, R> {
  /** The form (ui/form-binding.ts `useFormBinding`). */
  form: FormBinding<T, R>;
  label: string;
  submitLabel: string;
  onSearch(result: R): void;
  /**
   * `flight`: the flight form's fixed columns (trip type and the travelers-and-cabin row above; two airports,
   * two dates, the button in one row from 960 px; multi-city flights 2-5 one row each); `auto` (default): as
   * many columns as fit, place fields wider (search-form.module.css).
   */
  layout?: 'flight' | 'auto';
  children: ReactNode;
}

/** The form frame of {@link FormShellProps}. */
export function FormShell<T extends FieldValues, R>({ form, label, submitLabel, onSearch, layout = 'auto', children }: FormShellProps<T, R>) {
  const intl = useIntl();
  const { hasErrors, isSubmitting } = useFormStatus(form);
  // Effects run after React has attached the form's handlers: from here a press on the submit button searches.
  // `npm run bench` reads the first such mark as the frame's time-to-search (issue #23).
  useEffect(() => {
    if (performance.getEntriesByName(SEARCH_FORM_INTERACTIVE_MARK).length === 0) performance.mark(SEARCH_FORM_INTERACTIVE_MARK);
  }, []);
  // Set when a submit could not load react-hook-form: said in the alert under the form until the next submit.
  const [submitFailed, setSubmitFailed] = useState(false);
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    setSubmitFailed(false);
    // Move focus to the first invalid field once the messages render.
    form.submit(onSearch, () => requestAnimationFrame(() => focusFirstInvalid(element))).catch((error: unknown) => {
      if (!(error instanceof FormLibraryLoadError)) throw error;
      logger.warn('the search form could not load its form library', error);
      setSubmitFailed(true);
    });
  }
  // The visitor's first focus, press or key in the form starts loading react-hook-form (a submit waits for it).
  return (
    <FormBindingProvider binding={form}>
      <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label={label} onFocus={form.prepare} onPointerDown={form.prepare} onKeyDown={form.prepare}>
        <div className={layout === 'flight' ? styles.grid : styles.gridAuto}>
          {children}
          <PlainButton type="submit" className={layout === 'flight' ? styles.submit : styles.submitAuto} isDisabled={isSubmitting}>
            {submitLabel}
          </PlainButton>
        </div>
        {hasErrors || submitFailed ? (
          <p className={styles.summary} role="alert">
            {intl.formatMessage(hasErrors ? m.errorSummary : m.submitFailed)}
          </p>
        ) : null}
      </form>
    </FormBindingProvider>
  );
}
