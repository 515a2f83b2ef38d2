/**
 * Localised date picker (issue #10 "Generic UI kit": react-aria DatePicker with @internationalized/date).
 * The field is a row of editable segments (day, month, year in the order and with the separators of the
 * `locale` prop, else react-aria's) and a button that opens a calendar
 * popover. Values cross the boundary as ISO `YYYY-MM-DD` strings ('' = empty), so forms keep their string schemas.
 *
 * Keyboard: Tab moves through the segments and the button; ArrowUp/ArrowDown or digits change a segment;
 * Alt+ArrowDown (or Enter/Space on the button) opens the calendar, where arrows move by day/week, PageUp/PageDown
 * by month, Enter picks, Escape closes; focus returns to the field.
 */
import { useMemo, useRef, type Ref } from 'react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
} from 'react-aria-components';
import { CalendarIcon } from './calendar-icon.tsx';
import styles from './date-picker.module.css';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * `iso` (`YYYY-MM-DD`) as a CalendarDate, or null when it is empty or not a real calendar date (e.g. `2030-02-30`).
 * Never throws.
 */
export function calendarDateFromIso(iso: string | undefined): CalendarDate | null {
  if (!iso || !ISO_DATE.test(iso)) return null;
  try {
    const date = parseDate(iso);
    // parseDate constrains out-of-range days (2030-02-30 -> 2030-02-28); such input is not a real date.
    return date.toString() === iso ? date : null;
  } catch {
    return null;
  }
}

export { CalendarIcon };

/** Month heading, previous/next month buttons (named by react-aria in its locale) of a calendar popover. */
export function CalendarHeader() {
  return (
    <header className={styles.header}>
      <Button slot="previous" className={styles.navButton}>
        <span aria-hidden="true">‹</span>
      </Button>
      <Heading className={styles.heading} />
      <Button slot="next" className={styles.navButton}>
        <span aria-hidden="true">›</span>
      </Button>
    </header>
  );
}

/** A short note under a calendar day, e.g. its cheapest price (`$420`); `low` marks the cheapest days. */
export interface CalendarDayNote {
  text: string;
  tone?: 'low' | 'normal' | undefined;
}
/** Notes per day, keyed `YYYY-MM-DD`; a day without an entry shows no note. */
export type CalendarDayNotes = ReadonlyMap<string, CalendarDayNote>;

/**
 * The day grid of a Calendar or RangeCalendar (weekday names short, in the locale). With `notes` every day cell gets
 * a second line (the note, or nothing) under the day number, e.g. a price calendar.
 */
export function CalendarDays({ notes }: { notes?: CalendarDayNotes | undefined } = {}) {
  return (
    <CalendarGrid className={styles.grid} weekdayStyle="short">
      <CalendarGridHeader>{(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
      <CalendarGridBody>
        {(date) =>
          notes ? (
            <CalendarCell date={date} className={`${styles.cell} ${styles.notedCell}`}>
              {({ formattedDate }) => {
                const note = notes.get(date.toString());
                return (
                  <>
                    <span>{formattedDate}</span>
                    <span className={styles.note} data-tone={note?.tone ?? 'normal'} data-testid={note ? 'calendar-day-note' : undefined}>
                      {note?.text ?? ''}
                    </span>
                  </>
                );
              }}
            </CalendarCell>
          ) : (
            <CalendarCell date={date} className={styles.cell} />
          )
        }
      </CalendarGridBody>
    </CalendarGrid>
  );
}

/** Props of {@link DatePicker}. */
export interface DatePickerProps {
  /** Visible label, also the field's accessible name. */
  label: string;
  /** `YYYY-MM-DD`, or '' when empty. A string that is not a real date shows an empty field. */
  value: string;
  /**
   * Called with `YYYY-MM-DD` when a complete date is entered or picked, '' when every segment is cleared. A date
   * partly erased keeps reporting its last complete value until it is complete again (react-aria's DateField).
   */
  onChange(value: string): void;
  /** Called when focus leaves the field (not when it moves into its calendar). */
  onBlur?: () => void;
  /** Earliest and latest selectable dates, `YYYY-MM-DD` (dates outside are disabled in the calendar). */
  minValue?: string | undefined;
  maxValue?: string | undefined;
  /** Error text from the caller's validation; its presence marks the field invalid (announced, aria-describedby). */
  errorMessage?: string | undefined;
  /** Name of a hidden input holding the value (`YYYY-MM-DD`) for native form posts. */
  name?: string | undefined;
  className?: string | undefined;
  /**
   * BCP 47 locale of the segments, calendar and react-aria's own labels (e.g. `de-DE`; pass the frame's, e.g.
   * react-intl's `intl.locale`). Without it, react-aria's nearest I18nProvider or else the browser's language.
   * (The app does not give react-aria a locale at its root: that would put react-aria in the first script.)
   */
  locale?: string | undefined;
  /** Ref of the field's group (a form library focuses the first invalid field through it). */
  inputRef?: Ref<HTMLDivElement> | undefined;
  /** Notes under the calendar's days (e.g. prices: a price calendar). */
  dayNotes?: CalendarDayNotes | undefined;
  /** Called with the calendar's focused day (`YYYY-MM-DD`) as it moves, e.g. to another month: load that month's notes. */
  onVisibleDateChange?: ((iso: string) => void) | undefined;
}

/**
 * A single date (e.g. a one-way flight, a train date). Segments and calendar follow react-aria's locale.
 * Out-of-range dates typed into the segments are marked invalid by react-aria (its own localised message)
 * unless `errorMessage` says otherwise.
 */
export function DatePicker({ label, value, onChange, onBlur, minValue, maxValue, errorMessage, name, className, locale, inputRef, dayNotes, onVisibleDateChange }: DatePickerProps) {
  const min = calendarDateFromIso(minValue);
  const max = calendarDateFromIso(maxValue);
  // One value object per date, not per render (see DateRangePicker).
  const date = useMemo(() => calendarDateFromIso(value), [value]);
  // The focused day is reported only while the calendar is open (see DateRangePicker).
  const open = useRef(false);
  const picker = (
    <AriaDatePicker
      onOpenChange={(isOpen) => {
        open.current = isOpen;
      }}
      className={[styles.field, className].filter(Boolean).join(' ')}
      value={date}
      onChange={(date) => onChange(date ? date.toString() : '')}
      {...(onBlur ? { onBlur } : {})}
      {...(min ? { minValue: min } : {})}
      {...(max ? { maxValue: max } : {})}
      {...(errorMessage !== undefined ? { isInvalid: true } : {})}
      {...(name ? { name } : {})}
      validationBehavior="aria"
      granularity="day"
    >
      <Label className={styles.label}>{label}</Label>
      <Group className={styles.control} ref={inputRef}>
        <div className={styles.inputs}>
          <DateInput className={styles.dateInput}>{(segment) => <DateSegment segment={segment} className={styles.segment} />}</DateInput>
        </div>
        <Button className={styles.button}>
          <CalendarIcon />
        </Button>
      </Group>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
      <Popover className={styles.popover} placement="bottom start">
        <Dialog className={styles.dialog}>
          <Calendar
            className={[styles.calendar, styles.single].join(' ')}
            {...(onVisibleDateChange ? { onFocusChange: (date: CalendarDate) => open.current && onVisibleDateChange(date.toString()) } : {})}
          >
            <CalendarHeader />
            <CalendarDays notes={dayNotes} />
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
  return locale ? <I18nProvider locale={locale}>{picker}</I18nProvider> : picker;
}
