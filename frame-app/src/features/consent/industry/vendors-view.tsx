/**
 * The vendors tab (chrome-and-consent §2 "Vendors tab: filter dropdown ('all purposes', one purpose or special
 * purpose; max height 220px); vendor accordions ...; additional vendors only under 'all'"; §9).
 *
 * Fast with 1,000 vendors: the list is virtualised (@tanstack/react-virtual) in the dialog's scrolling body — only
 * the rows in view (plus a few) exist in the DOM, each row measured once rendered — and a row's body exists only
 * while it is open. Which rows are open, and the disclosures loaded, live here so they survive rows scrolling out.
 */
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type Key } from 'react';
import { useIntl } from 'react-intl';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import type { AdditionalVendor, DetailedPrefsReply, TcfPrefVendor } from '@travel/contract';
import { logger } from '../../../state/index.ts';
import { useVisibleRegionBoundary } from '../../../ui/index.ts';
import { fetchDeviceStorageDisclosure } from '../api.ts';
import { VENDOR_FILTER_MAX_HEIGHT_PX, VENDOR_ROW_ESTIMATE_PX, VENDOR_ROW_OVERSCAN } from './constants.ts';
import { vendorsForFilter, withMember, type IndustryChoices, type VendorFilter } from './model.ts';
import { industryMessages as m } from './messages.ts';
import { AdditionalVendorRow, VendorRow, type DisclosureLoad, type VendorLookups } from './vendor-row.tsx';
import styles from './industry.module.css';

/** Props of {@link VendorsView}. */
export interface VendorsViewProps {
  prefs: DetailedPrefsReply;
  choices: IndustryChoices;
  onChange(update: (current: IndustryChoices) => IndustryChoices): void;
  /** The dialog's scrolling body (the virtualiser's scroll element). */
  scrollElement: HTMLElement | null;
}

type Row = { kind: 'vendor'; key: string; vendor: TcfPrefVendor } | { kind: 'heading'; key: string } | { kind: 'additional'; key: string; vendor: AdditionalVendor };

/** The filter options: all, each purpose, each special purpose. */
function filterOptions(prefs: DetailedPrefsReply, allLabel: string, specialLabel: (name: string) => string): { id: VendorFilter; label: string }[] {
  return [
    { id: 'all', label: allLabel },
    ...prefs.purposes.map((p) => ({ id: `purpose:${p.id}` as const, label: p.name })),
    ...prefs.specialPurposes.map((p) => ({ id: `special:${p.id}` as const, label: specialLabel(p.name) })),
  ];
}

/** The vendors tab; see the module docstring. */
export function VendorsView({ prefs, choices, onChange, scrollElement }: VendorsViewProps) {
  const intl = useIntl();
  const boundary = useVisibleRegionBoundary();
  const [filter, setFilter] = useState<VendorFilter>('all');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [disclosures, setDisclosures] = useState<ReadonlyMap<number, DisclosureLoad>>(new Map());
  const loadsStarted = useRef(new Set<number>());
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

  const lookups = useMemo<VendorLookups>(
    () => ({
      purposes: new Map(prefs.purposes.map((p) => [p.id, p.name])),
      specialPurposes: new Map(prefs.specialPurposes.map((p) => [p.id, p.name])),
      dataCategories: new Map(prefs.dataCategories.map((c) => [c.id, c.name])),
    }),
    [prefs],
  );
  const options = useMemo(
    () => filterOptions(prefs, intl.formatMessage(m.filterAll), (name) => intl.formatMessage(m.filterSpecialPurpose, { name })),
    [prefs, intl],
  );
  const shown = useMemo(() => vendorsForFilter(prefs, filter), [prefs, filter]);
  const rows = useMemo<Row[]>(
    () => [
      ...shown.vendors.map((vendor) => ({ kind: 'vendor' as const, key: `v${vendor.id}`, vendor })),
      ...(shown.additionalVendors.length ? [{ kind: 'heading' as const, key: 'additional-heading' }] : []),
      ...shown.additionalVendors.map((vendor) => ({ kind: 'additional' as const, key: `a${vendor.id}`, vendor })),
    ],
    [shown],
  );

  // Where the list starts inside the scrolling body (the filter and count sit above it).
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || !scrollElement) return;
    setScrollMargin(list.getBoundingClientRect().top - scrollElement.getBoundingClientRect().top + scrollElement.scrollTop);
  }, [scrollElement, filter]);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => VENDOR_ROW_ESTIMATE_PX,
    overscan: VENDOR_ROW_OVERSCAN,
    scrollMargin,
    getItemKey: (index) => rows[index]?.key ?? index,
  });

  const loadDisclosures = useCallback((vendorId: number) => {
    if (loadsStarted.current.has(vendorId)) return;
    loadsStarted.current.add(vendorId);
    setDisclosures((current) => new Map(current).set(vendorId, { status: 'loading' }));
    fetchDeviceStorageDisclosure(vendorId).then(
      (reply) => setDisclosures((current) => new Map(current).set(vendorId, { status: 'ready', reply })),
      (error: unknown) => {
        logger.warn(`Could not load the device storage disclosure of vendor ${vendorId}`, error);
        loadsStarted.current.delete(vendorId);
        setDisclosures((current) => new Map(current).set(vendorId, { status: 'error' }));
      },
    );
  }, []);

  const onVendorExpanded = useCallback(
    (vendorId: number, open: boolean) => {
      setExpanded((current) => withMember(current, `v${vendorId}`, open));
      if (open) loadDisclosures(vendorId);
    },
    [loadDisclosures],
  );
  const onAdditionalExpanded = useCallback((vendorId: number, open: boolean) => setExpanded((current) => withMember(current, `a${vendorId}`, open)), []);
  const onVendorConsent = useCallback((id: number, on: boolean) => onChange((c) => ({ ...c, vendors: withMember(c.vendors, id, on) })), [onChange]);
  const onVendorObjection = useCallback((id: number, on: boolean) => onChange((c) => ({ ...c, objectedVendors: withMember(c.objectedVendors, id, on) })), [onChange]);
  const onAdditionalConsent = useCallback(
    (id: number, on: boolean) => onChange((c) => ({ ...c, additionalVendors: withMember(c.additionalVendors, id, on) })),
    [onChange],
  );

  const count = shown.vendors.length + shown.additionalVendors.length;
  return (
    <div className={styles.tabBody}>
      <Select
        className={styles.filter}
        value={filter}
        onChange={(key: Key | null) => {
          const match = options.find((o) => o.id === key);
          if (match) setFilter(match.id);
        }}
      >
        <Label className={styles.filterLabel}>{intl.formatMessage(m.filterLabel)}</Label>
        <Button className={styles.filterButton}>
          <SelectValue />
          <span aria-hidden="true">▾</span>
        </Button>
        <Popover boundaryElement={boundary} maxHeight={VENDOR_FILTER_MAX_HEIGHT_PX} className={styles.filterPopover}>
          <ListBox className={styles.filterListBox} items={options}>
            {(option) => (
              <ListBoxItem id={option.id} className={styles.filterOption}>
                {option.label}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </Select>
      <p className={styles.muted} aria-live="polite">
        {intl.formatMessage(m.vendorCount, { count })}
      </p>
      <div
        ref={listRef}
        role="list"
        aria-label={intl.formatMessage(m.vendorsListLabel)}
        className={styles.vendorList}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <div
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              role="listitem"
              aria-setsize={rows.length}
              aria-posinset={item.index + 1}
              className={styles.vendorRow}
              style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
            >
              {row.kind === 'heading' ? (
                <h4 className={styles.subheading}>{intl.formatMessage(m.additionalVendorsHeading)}</h4>
              ) : row.kind === 'vendor' ? (
                <VendorRow
                  vendor={row.vendor}
                  lookups={lookups}
                  consented={choices.vendors.has(row.vendor.id)}
                  objected={choices.objectedVendors.has(row.vendor.id)}
                  isExpanded={expanded.has(row.key)}
                  disclosures={disclosures.get(row.vendor.id)}
                  onExpandedChange={onVendorExpanded}
                  onConsentChange={onVendorConsent}
                  onObjectionChange={onVendorObjection}
                />
              ) : (
                <AdditionalVendorRow
                  vendor={row.vendor}
                  consented={choices.additionalVendors.has(row.vendor.id)}
                  isExpanded={expanded.has(row.key)}
                  onExpandedChange={onAdditionalExpanded}
                  onConsentChange={onAdditionalConsent}
                />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
