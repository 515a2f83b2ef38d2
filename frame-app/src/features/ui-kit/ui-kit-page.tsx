/**
 * The UI kit page (route `/ui-kit`, issue #10 "A 'UI kit' page on the demo partner page shows them all"): every
 * generic piece of `src/ui` with a live, translated example, for developers and brand managers checking a brand and
 * a language. Loaded lazily (react-aria and the whole kit stay out of the first script). Text comes from
 * {@link uiKitMessages}; the date pickers' section is {@link DatePickersSection}.
 */
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Accordion } from '../../ui/accordion.tsx';
import { AlertBanner } from '../../ui/alert-banner.tsx';
import { BottomSheet } from '../../ui/bottom-sheet.tsx';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { RADIUS_SIZES, type RadiusSize } from '../../ui/constants.ts';
import { Dropdown } from '../../ui/dropdown.tsx';
import { Overlay } from '../../ui/overlay.tsx';
import { Popover } from '../../ui/popover.tsx';
import { TextRadioGroup } from '../../ui/radio-group.tsx';
import { radiusClassName } from '../../ui/radius.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextInputField } from '../../ui/text-field.tsx';
import { Toggle, ToggleStatus, ToggleSwitch } from '../../ui/toggle.tsx';
import { Tooltip } from '../../ui/tooltip.tsx';
import { DatePickersSection } from './date-pickers-section.tsx';
import { uiKitMessages as m } from './messages.ts';
import styles from './ui-kit-page.module.css';

/** Most characters of the example promo code field. */
const PROMO_CODE_MAX_LENGTH = 8;

type Cabin = 'economy' | 'premiumEconomy' | 'business' | 'first';
type Sort = 'cheapest' | 'fastest' | 'best';

/** One titled example block; its heading names the region. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionHeading}>
        {title}
      </h2>
      <div className={styles.examples}>{children}</div>
    </section>
  );
}

/** The page: one section per piece. */
export function UiKitPage() {
  const intl = useIntl();
  const t = (descriptor: { id: string; defaultMessage: string }, values?: Record<string, string | number>) => intl.formatMessage(descriptor, values);
  const [promo, setPromo] = useState('');
  const [cabin, setCabin] = useState<Cabin>('economy');
  const [radioCabin, setRadioCabin] = useState<Cabin>('economy');
  const [sort, setSort] = useState<Sort | null>(null);
  const [flexible, setFlexible] = useState(false);
  const [nonstop, setNonstop] = useState(false);
  const [nearby, setNearby] = useState(true);
  const [bannerShown, setBannerShown] = useState(true);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);

  const cabins: { value: Cabin; label: string }[] = [
    { value: 'economy', label: t(m.economy) },
    { value: 'premiumEconomy', label: t(m.premiumEconomy) },
    { value: 'business', label: t(m.business) },
    { value: 'first', label: t(m.first) },
  ];
  const sorts: { id: Sort; label: string }[] = [
    { id: 'cheapest', label: t(m.sortCheapest) },
    { id: 'fastest', label: t(m.sortFastest) },
    { id: 'best', label: t(m.sortBest) },
  ];
  const radiusLabels: Record<RadiusSize, string> = {
    default: t(m.radiusDefault),
    medium: t(m.radiusMedium),
    large: t(m.radiusLarge),
    xlarge: t(m.radiusXlarge),
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t(m.title)}</h1>
      <p className={styles.intro}>{t(m.intro)}</p>

      <Section title={t(m.textInputHeading)}>
        <TextInputField label={t(m.textInputLabel, { count: PROMO_CODE_MAX_LENGTH })} value={promo} onChange={setPromo} maxLength={PROMO_CODE_MAX_LENGTH} />
        <p className={styles.value}>{t(m.textInputValue, { value: promo || t(m.empty) })}</p>
      </Section>

      <Section title={t(m.selectHeading)}>
        <SelectField<Cabin> label={t(m.selectLabel)} options={cabins.map((c) => ({ id: c.value, label: c.label }))} value={cabin} onChange={setCabin} />
      </Section>

      <Section title={t(m.dropdownHeading)}>
        <Dropdown<Sort> label={t(m.dropdownLabel)} items={sorts} onAction={setSort} />
        <p className={styles.value} role="status">
          {t(m.dropdownChosen, { choice: sorts.find((s) => s.id === sort)?.label ?? t(m.empty) })}
        </p>
      </Section>

      <Section title={t(m.popoverHeading)}>
        <p className={styles.hint}>{t(m.popoverHint)}</p>
        <div className={styles.row}>
          <Popover label={t(m.popoverHandle)} title={t(m.popoverTitle)} maxHeight={320}>
            <div className={styles.stack}>
              <Checkbox isSelected={nonstop} onChange={setNonstop}>
                {t(m.popoverNonstop)}
              </Checkbox>
              <Checkbox isSelected={nearby} onChange={setNearby}>
                {t(m.popoverNearby)}
              </Checkbox>
            </div>
          </Popover>
          <Popover label={t(m.popoverDisabledHandle)} title={t(m.popoverDisabledHandle)} disabled>
            <p>{t(m.popoverDisabledHandle)}</p>
          </Popover>
        </div>
      </Section>

      <Section title={t(m.tooltipHeading)}>
        <div className={styles.row}>
          <Tooltip content={t(m.tooltipHoverText)}>
            <Button variant="secondary">{t(m.tooltipHoverTrigger)}</Button>
          </Tooltip>
          <Tooltip content={t(m.tooltipClickText)} trigger="click" placement="bottom">
            <Button variant="secondary">{t(m.tooltipClickTrigger)}</Button>
          </Tooltip>
        </div>
      </Section>

      <Section title={t(m.checkboxHeading)}>
        <Checkbox isSelected={flexible} onChange={setFlexible}>
          {t(m.checkboxLabel)}
        </Checkbox>
      </Section>

      <Section title={t(m.radioHeading)}>
        <TextRadioGroup label={t(m.radioLabel)} options={cabins} value={radioCabin} onChange={setRadioCabin} />
      </Section>

      <Section title={t(m.toggleHeading)}>
        <Toggle>
          <ToggleSwitch>{t(m.toggleLabel)}</ToggleSwitch>
          <p className={styles.value}>
            <ToggleStatus on={t(m.toggleOn)} off={t(m.toggleOff)} />
          </p>
        </Toggle>
      </Section>

      <Section title={t(m.accordionHeading)}>
        <Accordion
          singleOpen
          headingLevel={3}
          items={[
            { id: 'baggage', title: t(m.accordionBaggage), content: <p>{t(m.accordionBaggageText)}</p> },
            { id: 'seats', title: t(m.accordionSeats), content: <p>{t(m.accordionSeatsText)}</p> },
            { id: 'changes', title: t(m.accordionChanges), content: <p>{t(m.accordionChangesText)}</p> },
          ]}
        />
      </Section>

      <Section title={t(m.alertHeading)}>
        <AlertBanner kind="info">
          <p>{t(m.alertInfo)}</p>
        </AlertBanner>
        <AlertBanner kind="success">
          <p>{t(m.alertSuccess)}</p>
        </AlertBanner>
        <AlertBanner kind="warning">
          <p>{t(m.alertWarning)}</p>
        </AlertBanner>
        {bannerShown ? (
          <AlertBanner kind="error" title={t(m.alertErrorTitle)} onDismiss={() => setBannerShown(false)} dismissLabel={t(m.alertDismiss)}>
            <p>{t(m.alertError)}</p>
          </AlertBanner>
        ) : (
          <div className={styles.row}>
            <p className={styles.value}>{t(m.alertDismissed)}</p>
            <Button variant="secondary" onPress={() => setBannerShown(true)}>
              {t(m.alertShowAgain)}
            </Button>
          </div>
        )}
      </Section>

      <Section title={t(m.spinnerHeading)}>
        <div className={styles.row}>
          <Spinner label={t(m.spinnerLabel)} size="small" />
          <Spinner label={t(m.spinnerLabel)} showLabel />
        </div>
      </Section>

      <Section title={t(m.overlayHeading)}>
        <Button variant="secondary" onPress={() => setOverlayOpen(true)}>
          {t(m.overlayOpen)}
        </Button>
        <Overlay isOpen={overlayOpen} onOpenChange={setOverlayOpen} label={t(m.overlayLabel)}>
          <div className={styles.stack}>
            <p>{t(m.overlayText)}</p>
            <Button onPress={() => setOverlayOpen(false)}>{t(m.close)}</Button>
          </div>
        </Overlay>
      </Section>

      <Section title={t(m.sheetHeading)}>
        <Button variant="secondary" onPress={() => setSheetOpen(true)}>
          {t(m.sheetOpen)}
        </Button>
        <BottomSheet isOpen={sheetOpen} onOpenChange={setSheetOpen} title={t(m.sheetTitle)} closeLabel={t(m.close)}>
          <p>{t(m.sheetText)}</p>
        </BottomSheet>
      </Section>

      <Section title={t(m.radiusHeading)}>
        <ul className={styles.radii}>
          {RADIUS_SIZES.map((size) => (
            <li key={size} className={[styles.radius, radiusClassName(size)].join(' ')}>
              {radiusLabels[size]}
            </li>
          ))}
        </ul>
      </Section>

      <DatePickersSection />
    </div>
  );
}

/** The route module's page (react-router `lazy`). */
export const Component = UiKitPage;
