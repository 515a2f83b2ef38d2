/**
 * The filter panel of a results page: `<aside aria-label="Filters">` with one react-aria CheckboxGroup per
 * filter (checkbox names "<value> (<count>)", counts from the server's disjunctive facets: what ticking the
 * value would list given the other filters; values counting 0 stay listed with "(0)"),
 * a "Max price" number field in the result's currency (major units on screen, minor units in the URL's
 * `priceMax`), and "Clear filters". It only reports changes; the page writes them into the URL.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PriceRange } from '@travel/contract';
import { Button, CheckboxGroupField, NumberInputField, type CheckboxOption } from '../../ui/index.ts';
import { currencyFractionDigits } from './format.ts';
import { searchMessages as m } from './messages.ts';
import styles from './results.module.css';

/** One checkbox filter: its options (already labelled with counts), the checked values and how to write them. */
export interface FilterGroup {
  id: string;
  label: string;
  options: CheckboxOption[];
  selected: string[];
  /** URL filter parameters (API names) for a new selection; `undefined` removes a parameter. */
  toPatch(values: string[]): Record<string, string | undefined>;
}

/** Props of {@link FiltersPanel}. */
export interface FiltersPanelProps {
  groups: FilterGroup[];
  /** Price range of the unfiltered result (null while loading or without offers). */
  priceRange: PriceRange | null | undefined;
  /** Currency of the prices when there is no range yet. */
  currency: string;
  /** Current `priceMax` in minor units. */
  priceMaxMinor: number | undefined;
  hasFilters: boolean;
  /** 'aside' (default): the panel beside the list; 'sheet': the content of the phone's filters sheet (no own landmark or title). */
  variant?: 'aside' | 'sheet';
  onChange(patch: Record<string, string | undefined>): void;
  onClear(): void;
  /** Filters that are not URL facets, after the groups (the travel policy's "In policy only", issue #25). */
  extra?: ReactNode;
}

/** Active filters for the "Filters (n)" button: every ticked value, plus one for a maximum price. */
export function activeFilterCount(groups: readonly FilterGroup[], priceMaxMinor: number | undefined): number {
  return groups.reduce((n, g) => n + g.selected.length, 0) + (priceMaxMinor === undefined ? 0 : 1);
}

/** Builds checkbox options "<label> (<count>)" from a facet, keeping checked values that the facet lacks. */
export function facetOptions(
  facet: Record<string, number> | undefined,
  selected: readonly string[],
  label: (value: string) => string,
  order: (a: [string, number], b: [string, number]) => number = (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
  format: (label: string, count: number) => string = (l, c) => `${l} (${c})`,
): CheckboxOption[] {
  const entries = Object.entries(facet ?? {});
  for (const v of selected) if (!entries.some(([k]) => k === v)) entries.push([v, 0]);
  return entries.sort(order).map(([value, count]) => ({ value, label: format(label(value), count)}));
}

/** The filter panel. */
export function FiltersPanel({ groups, priceRange, currency, priceMaxMinor, hasFilters, variant = 'aside', onChange, onClear, extra }: FiltersPanelProps) {
  const intl = useIntl();
  const cur = priceRange?.currency ?? currency;
  const factor = 10 ** currencyFractionDigits(cur, intl.locale);
  const maxMajor = priceRange ? Math.ceil(priceRange.maxMinor / factor) : undefined;
  const value = priceMaxMinor === undefined ? Number.NaN : Math.round(priceMaxMinor / factor);
  const sheet = variant === 'sheet';
  const Root = sheet ? 'div' : 'aside';
  return (
    <Root className={sheet ? styles.filtersInSheet : styles.filters} {...(sheet ? {} : { 'aria-label': intl.formatMessage(m.filtersLabel) })}>
      <div className={styles.filtersHeader}>
        {sheet ? null : <h2 className={styles.filtersTitle}>{intl.formatMessage(m.filtersTitle)}</h2>}
        <Button variant="secondary" className={styles.clearButton} isDisabled={!hasFilters} onPress={onClear}>
          {intl.formatMessage(m.clearFilters)}
        </Button>
      </div>
      <div className={styles.filterGroups}>
        {extra}
        <NumberInputField
          className={styles.priceField}
          name="priceMax"
          label={intl.formatMessage(m.maxPrice)}
          value={value}
          minValue={0}
          maxValue={Math.max(maxMajor ?? 1_000_000, Number.isNaN(value) ? 0 : value)}
          step={1}
          formatOptions={{ style: 'currency', currency: cur, maximumFractionDigits: 0 }}
          decrementLabel={intl.formatMessage(m.decrease, { field: intl.formatMessage(m.maxPrice) })}
          incrementLabel={intl.formatMessage(m.increase, { field: intl.formatMessage(m.maxPrice) })}
          onChange={(major) => onChange({ priceMax: Number.isFinite(major) ? String(Math.round(major * factor)) : undefined })}
        />
        {groups
          .filter((g) => g.options.length > 0)
          .map((g) => (
            <CheckboxGroupField key={g.id} label={g.label} options={g.options} value={g.selected} onChange={(values) => onChange(g.toPatch(values))} />
          ))}
      </div>
    </Root>
  );
}
