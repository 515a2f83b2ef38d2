/**
 * Localised date-range picker (issue #10 "Generic UI kit": react-aria DateRangePicker with
 * @internationalized/date): two segment fields (start, end; each its own accessible name, e.g. "Check-in",
 * "Check-out") in one labelled group, and a button that opens a range calendar (pick the start, then the end).
 * Values cross the boundary as ISO `YYYY-MM-DD` strings ('' = empty), so forms keep their string schemas.
 *
 * Keyboard: Tab moves through the start segments, the end segments and the button; digits or ArrowUp/ArrowDown
 * edit a segment; Alt+ArrowDown (or Enter/Space on the button) opens the calendar: arrows move the focused
 * day, PageUp/PageDown the month, Enter picks the start and then the end, Escape closes.
 */
import { useMemo, useRef, type Ref } from 'react';
import {
  Button,
  DateFieldContext,
  DateInput,
  DateRangePicker as AriaDateRangePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  I18nProvider,
  Label,
  Popover,
  RangeCalendar,
  useSlottedContext,
  type DateValue,
} from 'react-aria-components';
import type { CalendarDate } from '@internationalized/date';
import { calendarDateFromIso, CalendarDays, CalendarHeader, CalendarIcon, type CalendarDayNotes } from './date-picker.tsx';
import styles from './date-picker.module.css';

/** A date range as ISO strings; '' for a part that is empty or incomplete. */
export interface IsoDateRange {
  start: string;
  end: string;
}

/** Props of {@link DateRangePicker}. */
export interface DateRangePickerProps {
  /** Visible label of the whole range (e.g. "Check-in – Check-out"); the group's accessible name. */
  label: string;
  /** Accessible names of the start and end fields (e.g. "Check-in", "Check-out"). */
  startLabel: string;
  endLabel: string;
  /** Current range, `YYYY-MM-DD` or '' per part. */
  value: IsoDateRange;
  /**
   * Called when either part changes: typing a complete date into a part, clearing every segment of a part (that
   * part becomes ''), or picking a range in the calendar (both parts). A part partly erased keeps its last
   * complete value until it is complete again (react-aria's DateField).
   */
  onChange(value: IsoDateRange): void;
  /** Called when focus leaves the picker (not when it moves into its calendar). */
  onBlur?: () => void;
  /** Earliest and latest selectable dates, `YYYY-MM-DD`. */
  minValue?: string | undefined;
  maxValue?: string | undefined;
  /** Error text from the caller's validation (start or end); its presence marks the range invalid. */
  errorMessage?: string | undefined;
  /** Names of hidden inputs holding each part (`YYYY-MM-DD`) for native form posts. */
  startName?: string | undefined;
  endName?: string | undefined;
  className?: string | undefined;
  /**
   * BCP 47 locale of the segments, calendar and react-aria's own labels (e.g. `de-DE`; pass the frame's, e.g.
   * react-intl's `intl.locale`). Without it, react-aria's nearest I18nProvider or else the browser's language.
   * (The app does not give react-aria a locale at its root: that would put react-aria in the first script.)
   */
  locale?: string | undefined;
  /** Ref of the picker's group (a form library focuses the first invalid field through it). */
  inputRef?: Ref<HTMLDivElement> | undefined;
  /** Notes under the calendar's days (e.g. the cheapest price of a trip starting that day: a price calendar). */
  dayNotes?: CalendarDayNotes | undefined;
  /** Called with the calendar's focused day (`YYYY-MM-DD`) as it moves, e.g. to another month: load that month's notes. */
  onVisibleDateChange?: ((iso: string) => void) | undefined;
}

/**
 * One part (start or end) of the range: the picker's field props for `slot`, named `label` alone (react-aria
 * would name it "Start Date" plus the group label) and reporting its own value, so a part typed or cleared
 * on its own reaches the form even while the range is incomplete (react-aria only reports complete ranges).
 */
function RangePart({ slot, label, onPartChange }: { slot: 'start' | 'end'; label: string; onPartChange(value: string): void }) {
  const props = useSlottedContext(DateFieldContext, slot);
  if (!props) return null;
  const partProps = {
    ...props,
    'aria-label': label,
    'aria-labelledby': undefined,
    onChange(date: DateValue | null) {
      props.onChange?.(date);
      onPartChange(date ? date.toString() : '');
    },
  };
  return (
    <DateFieldContext.Provider value={partProps}>
      <DateInput className={styles.dateInput}>{(segment) => <DateSegment segment={segment} className={styles.segment} />}</DateInput>
    </DateFieldContext.Provider>
  );
}

/**
 * A date range (check-in/check-out, pick-up/drop-off, depart/return). Segments and calendar follow react-aria's
 * locale. An end before the start or a date out of `minValue`..`maxValue` is marked invalid by react-aria (its
 * own localised message) unless `errorMessage` says otherwise.
 */
export function DateRangePicker(p: DateRangePickerProps) {
  const { value, onChange } = p;
  // One value object per range (not per render): react-aria takes a new controlled value as an edit from outside
  // and re-sets the segments, which undid a part being erased whenever anything else re-rendered the form.
  const range = useMemo(() => {
    const start = calendarDateFromIso(value.start);
    const end = calendarDateFromIso(value.end);
    return start && end ? { start, end } : null;
  }, [value.start, value.end]);
  const min = calendarDateFromIso(p.minValue);
  const max = calendarDateFromIso(p.maxValue);
  // The calendar's focused day is reported only while the calendar is open: react-aria also moves it while the
  // segments are typed into, and a caller's state update at that moment disturbed the segment being erased.
  const open = useRef(false);
  const picker = (
    <AriaDateRangePicker
      onOpenChange={(isOpen) => {
        open.current = isOpen;
      }}
      className={[styles.field, p.className].filter(Boolean).join(' ')}
      value={range}
      onChange={(range) => {
        if (range) onChange({ start: range.start.toString(), end: range.end.toString() });
      }}
      {...(p.onBlur ? { onBlur: p.onBlur } : {})}
      {...(min ? { minValue: min } : {})}
      {...(max ? { maxValue: max } : {})}
      {...(p.errorMessage !== undefined ? { isInvalid: true } : {})}
      {...(p.startName ? { startName: p.startName } : {})}
      {...(p.endName ? { endName: p.endName } : {})}
      validationBehavior="aria"
      granularity="day"
    >
      <Label className={styles.label}>{p.label}</Label>
      <Group className={styles.control} ref={p.inputRef}>
        <div className={styles.inputs}>
          <RangePart slot="start" label={p.startLabel} onPartChange={(iso) => onChange({ start: iso, end: value.end })} />
          <span className={styles.dash} aria-hidden="true">
            –
          </span>
          <RangePart slot="end" label={p.endLabel} onPartChange={(iso) => onChange({ start: value.start, end: iso })} />
        </div>
        <Button className={styles.button}>
          <CalendarIcon />
        </Button>
      </Group>
      <FieldError className={styles.error}>{p.errorMessage}</FieldError>
      <Popover className={styles.popover} placement="bottom start">
        <Dialog className={styles.dialog}>
          <RangeCalendar
            className={styles.calendar}
            {...(p.onVisibleDateChange ? { onFocusChange: (date: CalendarDate) => open.current && p.onVisibleDateChange?.(date.toString()) } : {})}
          >
            <CalendarHeader />
            <CalendarDays notes={p.dayNotes} />
          </RangeCalendar>
        </Dialog>
      </Popover>
    </AriaDateRangePicker>
  );
  return p.locale ? <I18nProvider locale={p.locale}>{picker}</I18nProvider> : picker;
}
