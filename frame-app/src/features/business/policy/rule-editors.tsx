/**
 * The policy editor's rule cards (issue #25 "Travel policy per vertical and per group"): each rule of a vertical as a
 * fieldset with its switch (company scope: "Apply: {rule}"; a group: "Set for this group: {rule}", and while off the
 * line saying whether the company default's rule applies), its action (allow, warn, require approval, block) and its
 * value inputs, bound to the editor's React Hook Form (./drafts.ts PolicyDraft). Which cards a subpage shows is
 * ./policy-page.tsx's {@link RULE_CARDS_OF}; every card reads and writes the one form, so a subpage's save keeps the
 * rules of the other subpages as loaded.
 */
import { createContext, use, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation } from 'react-router';
import { Link } from '../../../ui/router-link.tsx';
import { useController, useFieldArray, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import {
  CABIN_ORDER, CAR_CLASSES, POLICY_ACTIONS, SUPPORTED_CURRENCIES, type PolicyAction, type PolicyDocument, type PolicyVertical,
} from '@travel/contract';
import { Button, Checkbox, CheckboxGroupField, NumberInputField, SelectField } from '../../../ui/index.ts';
import { TextInputControl, useFieldControl } from '../../../ui/form-controls.tsx';
import type { PolicyDraft } from './drafts.ts';
import { policyPagePath, type PolicyPageVertical, type PolicySubpage } from './paths.ts';
import { policyActionMessages as am, policyNameMessages as nm, policyPageMessages as pm, policyRuleMessages as rm, policyValueMessages as vm } from './messages.ts';
import styles from './policy.module.css';

type Path = FieldPath<PolicyDraft>;

/** What every card needs besides the form: the vertical, the scope and the company default (for a group's "default applies"). */
export interface EditorScope {
  vertical: PolicyVertical;
  /** True while editing a group's policy. */
  group: boolean;
  /** The company default's document (null: none stored). */
  companyDefault: PolicyDocument | null;
}

const ScopeContext = createContext<EditorScope | null>(null);

/** Provides the editor's scope to its cards. */
export function EditorScopeProvider({ scope, children }: { scope: EditorScope; children: ReactNode }) {
  return <ScopeContext value={scope}>{children}</ScopeContext>;
}

function useScope(): EditorScope {
  const scope = use(ScopeContext);
  if (!scope) throw new Error('rule cards need an EditorScopeProvider');
  return scope;
}

// ---------------------------------------------------------------------------------------------------------------
// Bound fields

function BoundCheckbox({ path, label }: { path: Path; label: string }) {
  const control = useFieldControl<PolicyDraft, boolean>({ path });
  return (
    <Checkbox isSelected={control.value} onChange={control.onChange}>
      {label}
    </Checkbox>
  );
}

function BoundSelect<K extends string>({ path, label, options }: { path: Path; label: string; options: readonly { id: K; label: string }[] }) {
  const control = useFieldControl<PolicyDraft, K>({ path });
  return <SelectField label={label} options={options} value={control.value} onChange={control.onChange} />;
}

/**
 * Money as typed (major units of the document's currency), or a count (`digits` 0). Unlike the kit's
 * NumberInputControl, an edit does not clear the field's error: react-aria's number field reports its value when it
 * loses focus, and that is the moment the admin presses "Save policy"; an error line vanishing right then moved the
 * button away from under the pointer and the press was lost. The error stays until the next save checks the form.
 */
function BoundNumber({ path, label, min, max, digits = 0 }: { path: Path; label: string; min: number; max: number; digits?: number }) {
  const intl = useIntl();
  const { field, fieldState } = useController<PolicyDraft>({ name: path });
  return (
    <NumberInputField
      label={label}
      value={field.value as number}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      errorMessage={fieldState.error?.message}
      minValue={min}
      maxValue={max}
      keepTypedValue
      formatOptions={{ maximumFractionDigits: digits }}
      decrementLabel={intl.formatMessage(pm.less)}
      incrementLabel={intl.formatMessage(pm.more)}
    />
  );
}

/** Highest amount a limit field accepts as typed (the schema asks only for a positive amount). */
const MAX_AMOUNT = 10_000_000;

function BoundMoney({ path, label }: { path: Path; label: string }) {
  const currency = useWatch<PolicyDraft, 'currency'>({ name: 'currency' });
  let digits = 2;
  try {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    digits = 2;
  }
  return <BoundNumber path={path} label={`${label} (${currency})`} min={0} max={MAX_AMOUNT} digits={digits} />;
}

function BoundText({ path, label }: { path: Path; label: string }) {
  return <TextInputControl<PolicyDraft> path={path} label={label} />;
}

function BoundClasses({ path, label, options }: { path: Path; label: string; options: readonly { value: string; label: string }[] }) {
  const control = useFieldControl<PolicyDraft, string[]>({ path });
  return (
    <div>
      <CheckboxGroupField label={label} options={options} value={control.value} onChange={control.onChange} />
      {control.errorMessage ? (
        <p role="alert" className={styles.error}>
          {control.errorMessage}
        </p>
      ) : null}
    </div>
  );
}

/** The document's currency picker (every money limit of the vertical's policy is in it). */
export function CurrencyField() {
  const intl = useIntl();
  return <BoundSelect path="currency" label={intl.formatMessage(pm.currency)} options={SUPPORTED_CURRENCIES.map((c) => ({ id: c, label: c }))} />;
}

// ---------------------------------------------------------------------------------------------------------------
// The card

function useActionOptions() {
  const intl = useIntl();
  return POLICY_ACTIONS.map((a) => ({ id: a, label: intl.formatMessage(am[a]) }));
}

/** The rule's action select (named after the rule). */
function ActionField({ rule, title }: { rule: string; title: string }) {
  const intl = useIntl();
  return <BoundSelect<PolicyAction> path={`rules.${rule}.action` as Path} label={intl.formatMessage(am.label, { rule: title })} options={useActionOptions()} />;
}

/** A group's "not set here" line: whether the company default sets the rule. */
function DefaultApplies({ rule }: { rule: string }) {
  const intl = useIntl();
  const scope = useScope();
  const on = (scope.companyDefault as Record<string, unknown> | null)?.[rule] !== undefined;
  return <p className={styles.muted}>{intl.formatMessage(pm.defaultApplies, { state: intl.formatMessage(on ? pm.defaultOn : pm.defaultOff) })}</p>;
}

/** Props of {@link RuleCard}. */
interface RuleCardProps {
  /** The rule's key in the document (`maxPrice`, `nightlyCap`...). */
  rule: string;
  title: MessageDescriptor;
  /** Whether the rule counts as on in this card (default: its `on`); see the relative price card. */
  isOn?: (draft: Record<string, unknown>) => boolean;
  /** What switching the card on writes besides `on: true` (e.g. `basis`). */
  onEnable?: Record<string, unknown>;
  /** Show the action select (default true; the parts of a rule edited on another page leave it to that page). */
  withAction?: boolean;
  /** Shown under the switch while the card is off (e.g. "this replaces the fixed cap"). */
  offNote?: ReactNode;
  children?: ReactNode;
}

/** One rule: switch, action, values (see the module docstring). */
function RuleCard({ rule, title, isOn, onEnable, withAction = true, offNote, children }: RuleCardProps) {
  const intl = useIntl();
  const scope = useScope();
  const { setValue, clearErrors } = useFormContext<PolicyDraft>();
  const draft = useWatch<PolicyDraft>({ name: `rules.${rule}` as Path }) as Record<string, unknown>;
  const on = isOn ? isOn(draft) : draft.on === true;
  const name = intl.formatMessage(title);
  const toggle = (next: boolean) => {
    setValue(`rules.${rule}.on` as Path, next as never, { shouldDirty: true });
    if (next) for (const [key, value] of Object.entries(onEnable ?? {})) setValue(`rules.${rule}.${key}` as Path, value as never, { shouldDirty: true });
    clearErrors(`rules.${rule}` as Path);
  };
  return (
    <fieldset className={styles.rule} data-rule={rule}>
      <legend className={styles.ruleTitle}>{name}</legend>
      <Checkbox isSelected={on} onChange={toggle}>
        {intl.formatMessage(scope.group ? am.applyGroup : am.apply, { rule: name })}
      </Checkbox>
      {!on && scope.group ? <DefaultApplies rule={rule} /> : null}
      {!on && offNote ? <p className={styles.muted}>{offNote}</p> : null}
      {on ? (
        <div className={styles.fields}>
          {withAction ? <ActionField rule={rule} title={name} /> : null}
          {children}
        </div>
      ) : null}
    </fieldset>
  );
}

/** "Set up on {page}": the vertical's other subpage, in the same scope (the group of the URL's `?group=` stays chosen). */
function SetUpLink({ page }: { page: PolicySubpage }) {
  const intl = useIntl();
  const scope = useScope();
  const { search } = useLocation();
  return <Link to={{ pathname: policyPagePath(scope.vertical as PolicyPageVertical, page), search }}>{intl.formatMessage(pm.setUpOn, { page: intl.formatMessage(nm[page]) })}</Link>;
}

/** A part of a rule whose switch lives on another page: shown while the rule is on, else a link there. */
function RulePart({ rule, title, needRule, page, children }: { rule: string; title: MessageDescriptor; needRule: MessageDescriptor; page: PolicySubpage; children: ReactNode }) {
  const intl = useIntl();
  const on = useWatch<PolicyDraft>({ name: `rules.${rule}.on` as Path }) === true;
  return (
    <fieldset className={styles.rule} data-rule={`${rule}-part`}>
      <legend className={styles.ruleTitle}>{intl.formatMessage(title)}</legend>
      {on ? children : (
        <>
          <p className={styles.muted}>{intl.formatMessage(needRule)}</p>
          <p>
            <SetUpLink page={page} />
          </p>
        </>
      )}
    </fieldset>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Flight

function useCabinOptions() {
  const intl = useIntl();
  return CABIN_ORDER.map((c) => ({ id: c, label: intl.formatMessage(vm[c]) }));
}

/** Restrictions: the fixed price cap (the relative limit is the same rule, on the advanced page). */
function FlightFixedPrice() {
  const intl = useIntl();
  const basis = useWatch<PolicyDraft>({ name: 'rules.maxPrice.basis' as Path });
  const on = useWatch<PolicyDraft>({ name: 'rules.maxPrice.on' as Path }) === true;
  return (
    <RuleCard
      rule="maxPrice"
      title={rm.maxPrice}
      isOn={(d) => d.on === true && d.basis === 'fixed'}
      onEnable={{ basis: 'fixed' }}
      offNote={on && basis !== 'fixed' ? intl.formatMessage(rm.maxPriceIsRelative) : undefined}
    >
      <BoundMoney path={'rules.maxPrice.fixed' as Path} label={intl.formatMessage(rm.fixedAmount)} />
    </RuleCard>
  );
}

/** Advanced rules: the price relative to the search's cheapest or median fare. */
function FlightRelativePrice() {
  const intl = useIntl();
  const basis = useWatch<PolicyDraft>({ name: 'rules.maxPrice.basis' as Path });
  const on = useWatch<PolicyDraft>({ name: 'rules.maxPrice.on' as Path }) === true;
  const unit = useWatch<PolicyDraft>({ name: 'rules.maxPrice.plusUnit' as Path });
  return (
    <RuleCard
      rule="maxPrice"
      title={rm.maxPriceRelative}
      isOn={(d) => d.on === true && d.basis !== 'fixed'}
      onEnable={{ basis: 'cheapest' }}
      offNote={on && basis === 'fixed' ? intl.formatMessage(rm.maxPriceIsFixed) : undefined}
    >
      <BoundSelect
        path={'rules.maxPrice.basis' as Path}
        label={intl.formatMessage(rm.basis)}
        options={[{ id: 'cheapest', label: intl.formatMessage(rm.basisCheapest) }, { id: 'median', label: intl.formatMessage(rm.basisMedian) }]}
      />
      <BoundSelect
        path={'rules.maxPrice.plusUnit' as Path}
        label={intl.formatMessage(rm.plusUnit)}
        options={[{ id: 'percent', label: intl.formatMessage(rm.plusPercent) }, { id: 'amount', label: intl.formatMessage(rm.plusAmount) }]}
      />
      {unit === 'amount'
        ? <BoundMoney path={'rules.maxPrice.plusAmount' as Path} label={intl.formatMessage(rm.amountAbove)} />
        : <BoundNumber path={'rules.maxPrice.percent' as Path} label={intl.formatMessage(rm.percent)} min={0} max={1000} digits={1} />}
    </RuleCard>
  );
}

function FlightCabin() {
  const intl = useIntl();
  return (
    <RuleCard rule="cabinByDuration" title={rm.cabinByDuration}>
      <BoundSelect path={'rules.cabinByDuration.maxCabin' as Path} label={intl.formatMessage(rm.maxCabin)} options={useCabinOptions()} />
    </RuleCard>
  );
}

/** Most cabin exceptions (contract CabinByDurationRuleSchema `exceptions.max(5)`). */
const MAX_CABIN_EXCEPTIONS = 5;

function FlightCabinExceptions() {
  const intl = useIntl();
  const cabins = useCabinOptions();
  const { fields, append, remove } = useFieldArray<PolicyDraft>({ name: 'rules.cabinByDuration.exceptions' as never });
  const error = useFieldControl<PolicyDraft, unknown>({ path: 'rules.cabinByDuration.exceptions' as Path }).errorMessage;
  return (
    <RulePart rule="cabinByDuration" title={rm.cabinExceptions} needRule={rm.cabinExceptionsNeedRule} page="restrictions">
      {fields.map((field, index) => (
        <div key={field.id} className={styles.row}>
          <BoundNumber path={`rules.cabinByDuration.exceptions.${index}.aboveHours` as Path} label={intl.formatMessage(rm.exceptionHours, { number: index + 1 })} min={1} max={24} digits={1} />
          <BoundSelect path={`rules.cabinByDuration.exceptions.${index}.maxCabin` as Path} label={intl.formatMessage(rm.exceptionCabin, { number: index + 1 })} options={cabins} />
          <Button variant="secondary" aria-label={intl.formatMessage(rm.removeException, { number: index + 1 })} onPress={() => remove(index)}>
            {intl.formatMessage(pm.remove)}
          </Button>
        </div>
      ))}
      {typeof error === 'string' ? <p className={styles.error}>{error}</p> : null}
      <div className={styles.actions}>
        <Button variant="secondary" isDisabled={fields.length >= MAX_CABIN_EXCEPTIONS} onPress={() => append({ aboveHours: 6, maxCabin: 'business' } as never)}>
          {intl.formatMessage(rm.addException)}
        </Button>
      </div>
    </RulePart>
  );
}

function AdvanceDays() {
  const intl = useIntl();
  return (
    <RuleCard rule="advancePurchaseDays" title={rm.advancePurchaseDays}>
      <BoundNumber path={'rules.advancePurchaseDays.minDays' as Path} label={intl.formatMessage(rm.minDays)} min={0} max={365} />
    </RuleCard>
  );
}

function FlightStops() {
  const intl = useIntl();
  return (
    <RuleCard rule="maxStops" title={rm.maxStops}>
      <BoundNumber path={'rules.maxStops.maxStops' as Path} label={intl.formatMessage(rm.maxStopsField)} min={0} max={3} />
    </RuleCard>
  );
}

function Airlines({ rule }: { rule: 'preferredAirlines' | 'blockedAirlines' }) {
  const intl = useIntl();
  return (
    <RuleCard rule={rule} title={rm[rule]}>
      <BoundText path={`rules.${rule}.codes` as Path} label={intl.formatMessage(rm.airlineCodes)} />
    </RuleCard>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Hotel

function HotelNightlyCap() {
  const intl = useIntl();
  const hasDefault = useWatch<PolicyDraft>({ name: 'rules.nightlyCap.hasDefault' as Path }) === true;
  return (
    <RuleCard rule="nightlyCap" title={rm.nightlyCap}>
      <BoundCheckbox path={'rules.nightlyCap.hasDefault' as Path} label={intl.formatMessage(rm.hasDefault)} />
      {hasDefault ? <BoundMoney path={'rules.nightlyCap.default' as Path} label={intl.formatMessage(rm.defaultCap)} /> : null}
    </RuleCard>
  );
}

/** Most city (and country) caps (contract HotelNightlyCapRuleSchema `max(100)`). */
const MAX_PLACE_CAPS = 100;

function HotelPlaceCaps() {
  const intl = useIntl();
  const cities = useFieldArray<PolicyDraft>({ name: 'rules.nightlyCap.cities' as never });
  const countries = useFieldArray<PolicyDraft>({ name: 'rules.nightlyCap.countries' as never });
  return (
    <RulePart rule="nightlyCap" title={rm.placeCaps} needRule={rm.placeCapsNeedRule} page="restrictions">
      {cities.fields.map((field, index) => (
        <div key={field.id} className={styles.row}>
          <BoundText path={`rules.nightlyCap.cities.${index}.city` as Path} label={intl.formatMessage(rm.cityName, { number: index + 1 })} />
          <BoundText path={`rules.nightlyCap.cities.${index}.iata` as Path} label={intl.formatMessage(rm.cityIata, { number: index + 1 })} />
          <BoundMoney path={`rules.nightlyCap.cities.${index}.cap` as Path} label={intl.formatMessage(rm.cityCap, { number: index + 1 })} />
          <Button variant="secondary" aria-label={intl.formatMessage(rm.removeCity, { number: index + 1 })} onPress={() => cities.remove(index)}>
            {intl.formatMessage(pm.remove)}
          </Button>
        </div>
      ))}
      {countries.fields.map((field, index) => (
        <div key={field.id} className={styles.row}>
          <BoundText path={`rules.nightlyCap.countries.${index}.countryCode` as Path} label={intl.formatMessage(rm.countryCode, { number: index + 1 })} />
          <BoundMoney path={`rules.nightlyCap.countries.${index}.cap` as Path} label={intl.formatMessage(rm.countryCap, { number: index + 1 })} />
          <Button variant="secondary" aria-label={intl.formatMessage(rm.removeCountry, { number: index + 1 })} onPress={() => countries.remove(index)}>
            {intl.formatMessage(pm.remove)}
          </Button>
        </div>
      ))}
      <div className={styles.actions}>
        <Button variant="secondary" isDisabled={cities.fields.length >= MAX_PLACE_CAPS} onPress={() => cities.append({ city: '', iata: '', cap: Number.NaN, cityId: null, loadedCity: '' } as never)}>
          {intl.formatMessage(rm.addCity)}
        </Button>
        <Button variant="secondary" isDisabled={countries.fields.length >= MAX_PLACE_CAPS} onPress={() => countries.append({ countryCode: '', cap: Number.NaN } as never)}>
          {intl.formatMessage(rm.addCountry)}
        </Button>
      </div>
    </RulePart>
  );
}

function HotelStars() {
  const intl = useIntl();
  return (
    <RuleCard rule="maxStars" title={rm.maxStars}>
      <BoundNumber path={'rules.maxStars.maxStars' as Path} label={intl.formatMessage(rm.maxStarsField)} min={1} max={5} />
    </RuleCard>
  );
}

function HotelChains() {
  const intl = useIntl();
  return (
    <RuleCard rule="preferredChains" title={rm.preferredChains}>
      <BoundText path={'rules.preferredChains.chains' as Path} label={intl.formatMessage(rm.chainNames)} />
    </RuleCard>
  );
}

function HotelNonRefundable() {
  const intl = useIntl();
  return (
    <RuleCard rule="nonRefundable" title={rm.nonRefundable}>
      <p className={styles.muted}>{intl.formatMessage(rm.nonRefundableHelp)}</p>
    </RuleCard>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Car and train

function CapCard({ rule, field }: { rule: 'dailyCap' | 'trainCap'; field: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <RuleCard rule={rule} title={rm[rule]}>
      <BoundMoney path={`rules.${rule}.cap` as Path} label={intl.formatMessage(field)} />
    </RuleCard>
  );
}

const CAR_CLASS_MESSAGES: Record<(typeof CAR_CLASSES)[number], MessageDescriptor> = {
  mini: vm.mini, economy: vm.carEconomy, compact: vm.compact, intermediate: vm.intermediate, fullsize: vm.fullsize, suv: vm.suv, van: vm.van,
};

function CarClasses() {
  const intl = useIntl();
  return (
    <RuleCard rule="allowedCarClasses" title={rm.allowedCarClasses}>
      <BoundClasses path={'rules.allowedCarClasses.classes' as Path} label={intl.formatMessage(rm.allowedClasses)} options={CAR_CLASSES.map((c) => ({ value: c, label: intl.formatMessage(CAR_CLASS_MESSAGES[c]) }))} />
    </RuleCard>
  );
}

function CarVendors() {
  const intl = useIntl();
  return (
    <RuleCard rule="preferredVendors" title={rm.preferredVendors}>
      <BoundText path={'rules.preferredVendors.vendors' as Path} label={intl.formatMessage(rm.vendorNames)} />
    </RuleCard>
  );
}

function TrainClasses() {
  const intl = useIntl();
  return (
    <RuleCard rule="allowedTrainClasses" title={rm.allowedTrainClasses}>
      <BoundClasses
        path={'rules.allowedTrainClasses.classes' as Path}
        label={intl.formatMessage(rm.allowedClasses)}
        options={[{ value: 'standard', label: intl.formatMessage(vm.standard) }, { value: 'first', label: intl.formatMessage(vm.trainFirst) }]}
      />
    </RuleCard>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Settings: every rule's switch and action

/** The rules of a vertical whose values the settings page cannot start from nothing: where they are set up. */
const SET_UP_ON: Readonly<Record<string, PolicySubpage>> = {
  maxPrice: 'restrictions', cabinByDuration: 'restrictions', advancePurchaseDays: 'restrictions', maxStops: 'restrictions',
  preferredAirlines: 'preferences', blockedAirlines: 'restrictions', nightlyCap: 'restrictions', maxStars: 'restrictions',
  preferredChains: 'preferences', dailyCap: 'restrictions', allowedCarClasses: 'restrictions', preferredVendors: 'preferences',
  trainCap: 'restrictions', allowedTrainClasses: 'restrictions',
};

const RULE_TITLES: Readonly<Record<string, MessageDescriptor>> = {
  maxPrice: rm.maxPrice, cabinByDuration: rm.cabinByDuration, advancePurchaseDays: rm.advancePurchaseDays, maxStops: rm.maxStops,
  preferredAirlines: rm.preferredAirlines, blockedAirlines: rm.blockedAirlines, nightlyCap: rm.nightlyCap, maxStars: rm.maxStars,
  preferredChains: rm.preferredChains, nonRefundable: rm.nonRefundable, dailyCap: rm.dailyCap, allowedCarClasses: rm.allowedCarClasses,
  preferredVendors: rm.preferredVendors, trainCap: rm.trainCap, allowedTrainClasses: rm.allowedTrainClasses,
};

/**
 * One rule on the settings page: a rule that is on (or was on when loaded, so its values exist) gets its switch and
 * action; a rule that needs values and has none gets a link to the page where they are set (the preferences page of
 * car policies only with CAR_PREFERENCES: the hub hides it otherwise, and so does this link when `hidden` says so).
 */
function OverviewRow({ rule, ready, hidden }: { rule: string; ready: boolean; hidden: boolean }) {
  const intl = useIntl();
  const scope = useScope();
  const on = useWatch<PolicyDraft>({ name: `rules.${rule}.on` as Path }) === true;
  const title = RULE_TITLES[rule]!;
  const page = SET_UP_ON[rule];
  if (on || ready || page === undefined) return <RuleCard rule={rule} title={title} />;
  return (
    <fieldset className={styles.rule} data-rule={rule}>
      <legend className={styles.ruleTitle}>{intl.formatMessage(title)}</legend>
      {scope.group ? <DefaultApplies rule={rule} /> : null}
      {hidden ? null : (
        <p>
          <SetUpLink page={page} />
        </p>
      )}
    </fieldset>
  );
}

/** Props of {@link SettingsOverview}. */
export interface SettingsOverviewProps {
  rules: readonly string[];
  /** Rules set in the loaded document (their values exist, so the switch may bring them back). */
  loaded: ReadonlySet<string>;
  /** Subpages the caller may not open (car preferences without CAR_PREFERENCES). */
  hiddenPages: ReadonlySet<PolicySubpage>;
}

/** The settings page's cards: every rule of the vertical (see {@link OverviewRow}). */
export function SettingsOverview({ rules, loaded, hiddenPages }: SettingsOverviewProps) {
  return (
    <>
      {rules.map((rule) => {
        const page = SET_UP_ON[rule];
        return <OverviewRow key={rule} rule={rule} ready={loaded.has(rule)} hidden={page !== undefined && hiddenPages.has(page)} />;
      })}
    </>
  );
}

/**
 * The cards of each vertical's restrictions, preferences and advanced-rules pages (settings: {@link SettingsOverview}).
 * The split, per the policy pages' docstring (./policy-page.tsx): restrictions hold caps, cabins, stars, classes,
 * advance days, stops and blocked airlines; preferences the preferred airlines, chains and rental companies; advanced
 * rules the price relative to the search, the cabin by flight duration and the caps per city and country.
 */
export const RULE_CARDS_OF: Readonly<Record<PolicyPageVertical, Readonly<Record<Exclude<PolicySubpage, 'settings'>, readonly (() => ReactNode)[]>>>> = {
  flight: {
    restrictions: [FlightFixedPrice, FlightCabin, AdvanceDays, FlightStops, () => <Airlines rule="blockedAirlines" />],
    preferences: [() => <Airlines rule="preferredAirlines" />],
    'advanced-rules': [FlightRelativePrice, FlightCabinExceptions],
  },
  hotel: {
    restrictions: [HotelNightlyCap, HotelStars, AdvanceDays, HotelNonRefundable],
    preferences: [HotelChains],
    'advanced-rules': [HotelPlaceCaps],
  },
  car: {
    restrictions: [() => <CapCard rule="dailyCap" field={rm.capPerDay} />, CarClasses],
    preferences: [CarVendors],
    'advanced-rules': [],
  },
  train: {
    restrictions: [() => <CapCard rule="trainCap" field={rm.capPerTraveler} />, TrainClasses],
    preferences: [],
    'advanced-rules': [],
  },
};

/** Whether a subpage's cards hold a money field (the currency picker shows there). */
export const MONEY_ON: Readonly<Record<PolicyPageVertical, readonly PolicySubpage[]>> = {
  flight: ['restrictions', 'advanced-rules'],
  hotel: ['restrictions', 'advanced-rules'],
  car: ['restrictions'],
  train: ['restrictions'],
};
