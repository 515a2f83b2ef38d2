/**
 * The UI kit page's section showing the localised date picker and date-range picker (issue #10 "Generic UI kit"),
 * live: a single date, a range (min today, at most a year ahead) and the invalid state with an error text.
 * Each example prints its value as the ISO `YYYY-MM-DD` string the pickers hand to forms. Text comes from
 * {@link uiKitDatePickerMessages}; the pickers' own labels (calendar button, month names, weekdays) come from
 * react-aria in the frame's locale (react-intl's, passed as `locale`).
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { DatePicker } from '../../ui/date-picker.tsx';
import { DateRangePicker, type IsoDateRange } from '../../ui/date-range-picker.tsx';
import { uiKitDatePickerMessages as m } from './date-pickers-messages.ts';
import styles from './date-pickers-section.module.css';

/** Today + `days` as `YYYY-MM-DD` (local calendar). */
function isoFromToday(days: number): string {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0')).join('-');
}

/** Examples of both date pickers for the UI kit page. */
export function DatePickersSection() {
  const intl = useIntl();
  const headingId = useId();
  const [single, setSingle] = useState(() => isoFromToday(14));
  const [range, setRange] = useState<IsoDateRange>(() => ({ start: isoFromToday(14), end: isoFromToday(21) }));
  const [invalid, setInvalid] = useState(() => isoFromToday(7));
  const min = isoFromToday(0);
  const max = isoFromToday(365);
  const shown = (value: string) => intl.formatMessage(m.value, { value: value || intl.formatMessage(m.empty) });
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {intl.formatMessage(m.heading)}
      </h2>
      <p className={styles.intro}>{intl.formatMessage(m.intro)}</p>
      <div className={styles.examples}>
        <div className={styles.example}>
          <h3 className={styles.exampleHeading}>{intl.formatMessage(m.singleHeading)}</h3>
          <DatePicker locale={intl.locale} label={intl.formatMessage(m.singleLabel)} value={single} onChange={setSingle} minValue={min} maxValue={max} />
          <p className={styles.value}>{shown(single)}</p>
        </div>
        <div className={styles.example}>
          <h3 className={styles.exampleHeading}>{intl.formatMessage(m.rangeHeading)}</h3>
          <DateRangePicker
            locale={intl.locale}
            label={intl.formatMessage(m.rangeLabel)}
            startLabel={intl.formatMessage(m.rangeStart)}
            endLabel={intl.formatMessage(m.rangeEnd)}
            value={range}
            onChange={setRange}
            minValue={min}
            maxValue={max}
          />
          <p className={styles.value}>{shown(range.start && range.end ? `${range.start}/${range.end}` : '')}</p>
        </div>
        <div className={styles.example}>
          <h3 className={styles.exampleHeading}>{intl.formatMessage(m.invalidHeading)}</h3>
          <DatePicker
            locale={intl.locale}
            label={intl.formatMessage(m.invalidLabel)}
            value={invalid}
            onChange={setInvalid}
            minValue={min}
            maxValue={max}
            errorMessage={intl.formatMessage(m.invalidError)}
          />
          <p className={styles.value}>{shown(invalid)}</p>
        </div>
      </div>
    </section>
  );
}
