/**
 * The demo partner page: loads `/config.json`, mounts the product frame through the host SDK's public
 * entry, and wires the partner-side controls (brand, currency, search form, ajax relay, bridge log).
 * Query parameters `brand`, `currency`, `locale`, `logo` (a Logo select value) and `debug` (any value) preset the mount (the Language select
 * re-mounts the frame with the SDK's `locale` option: issue #10 "the locale comes from the host's mount options"), and `vertical` the
 * partner search form's vertical, for manual tests. The frame's route is mirrored into `travel` (the SDK's
 * `routeParam`) and the brand and currency choices into `brand` and `currency`, so reloading or sharing this
 * page reopens the same frame page with the same look.
 */
import { BRAND_CHOICES, mount, type BridgeLogEntry, type FrameHandle, type MountOptions } from '@travel/host-sdk';
import {
  MAX_LOG_ENTRIES,
  PARTNER_SEARCH_DEFAULTS,
  buildSearchSubmit,
  describeRelayFailure,
  describeRelaySuccess,
  formatDroppedLine,
  formatLogLine,
  isPartnerVertical,
  isoDatePlusDays,
  parseDemoConfig,
  partnerSearchFields,
  type DemoConfig,
  type PartnerSearchField,
  type PartnerSearchValues,
  type PartnerVertical,
} from './helpers.ts';
import { startOutboxPanel } from './outbox.ts';
import './styles.css';

/** Query parameter of this page that mirrors the frame's route (the SDK's `routeParam`). */
const ROUTE_PARAM = 'travel';

/** Days ahead of today used for the relayed flight search's departDate. */
const RELAY_DEPART_IN_DAYS = 30;

function byId<T extends HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`demo-host: #${id} missing from index.html`);
  return el as T;
}

const brandSelect = byId<HTMLSelectElement>('brand-select');
const currencySelect = byId<HTMLSelectElement>('currency-select');
const localeSelect = byId<HTMLSelectElement>('locale-select');
const logoSelect = byId<HTMLSelectElement>('logo-select');
const statusLine = byId<HTMLParagraphElement>('frame-status');
const searchForm = byId<HTMLFormElement>('partner-search');
const verticalSelect = byId<HTMLSelectElement>('vertical-select');
/** The partner form's inputs by field (one element per accessible name; see helpers.ts). */
const searchInputs: Record<PartnerSearchField, HTMLInputElement> = {
  originAirport: byId<HTMLInputElement>('origin'),
  destinationAirport: byId<HTMLInputElement>('destination'),
  originCity: byId<HTMLInputElement>('origin-city'),
  destinationCity: byId<HTMLInputElement>('destination-city'),
  pickUpLocation: byId<HTMLInputElement>('pick-up-location'),
};
const relayAllowedButton = byId<HTMLButtonElement>('relay-allowed');
const relayAllowedResult = byId<HTMLOutputElement>('relay-allowed-result');
const relayForbiddenButton = byId<HTMLButtonElement>('relay-forbidden');
const relayForbiddenResult = byId<HTMLOutputElement>('relay-forbidden-result');
const recordMetricsButton = byId<HTMLButtonElement>('record-metrics');
const recordMetricsResult = byId<HTMLOutputElement>('record-metrics-result');
const frameSlot = byId<HTMLDivElement>('travel-frame');
const partnerCmpCheckbox = byId<HTMLInputElement>('partner-cmp');
const partnerCmpPanel = byId<HTMLElement>('partner-cmp-panel');
const partnerAcceptButton = byId<HTMLButtonElement>('partner-accept');
const partnerRejectButton = byId<HTMLButtonElement>('partner-reject');
const partnerConsentResult = byId<HTMLOutputElement>('partner-consent-result');
const logList = byId<HTMLOListElement>('bridge-log-list');
const clearLogButton = byId<HTMLButtonElement>('clear-log');

const query = new URLSearchParams(location.search);
// A preset locale that the select does not list is added to it, so the mount keeps what the URL asked for.
const presetLocale = query.get('locale');
if (presetLocale && ![...localeSelect.options].some((o) => o.value === presetLocale)) localeSelect.add(new Option(presetLocale, presetLocale));
if (presetLocale) localeSelect.value = presetLocale;
const debug = query.has('debug');

let config: DemoConfig | null = null;
let handle: FrameHandle | null = null;

for (const choice of BRAND_CHOICES) {
  brandSelect.add(new Option(choice.displayName, choice.id));
}
const presetBrand = query.get('brand')?.toLowerCase();
if (presetBrand && BRAND_CHOICES.some((b) => b.id === presetBrand)) brandSelect.value = presetBrand;
const presetCurrency = query.get('currency')?.toUpperCase();
if (presetCurrency && [...currencySelect.options].some((o) => o.value === presetCurrency)) currencySelect.value = presetCurrency;
partnerCmpCheckbox.checked = query.get('cmp') === '1';
partnerCmpPanel.hidden = !partnerCmpCheckbox.checked;
const presetLogo = query.get('logo');
if (presetLogo && [...logoSelect.options].some((o) => o.value === presetLogo)) logoSelect.value = presetLogo;

/**
 * The SDK's logo options for a Logo select value (issue #10, chrome-and-consent §2): the presentation values
 * (`pres-aos`, `pres-dark-mode`) set `logoPresentation` with the default variant, the others set `logoVariant`.
 */
function logoOptions(value: string): Pick<MountOptions, 'logoVariant' | 'logoPresentation'> {
  if (value === 'pres-aos' || value === 'pres-dark-mode') return { logoPresentation: value };
  if (value === 'inverted' || value === 'compact' || value === 'pride' || value === 'ukraine') return { logoVariant: value };
  return {};
}

/** What the user typed per vertical, so switching back and forth keeps each vertical's places. */
const searchValues: Record<PartnerVertical, PartnerSearchValues> = {
  flights: { ...PARTNER_SEARCH_DEFAULTS.flights },
  hotels: { ...PARTNER_SEARCH_DEFAULTS.hotels },
  cars: { ...PARTNER_SEARCH_DEFAULTS.cars },
  trains: { ...PARTNER_SEARCH_DEFAULTS.trains },
  packages: { ...PARTNER_SEARCH_DEFAULTS.packages },
};
let searchVertical: PartnerVertical = 'flights';

/** The current vertical's input texts. */
function readSearchValues(): PartnerSearchValues {
  const values: PartnerSearchValues = {};
  for (const field of partnerSearchFields(searchVertical)) values[field] = searchInputs[field].value;
  return values;
}

/**
 * Shows the inputs of `vertical` (with its remembered texts) and hides the others: their label gets `hidden`
 * and the input `disabled`, so hidden inputs are neither focusable nor checked on submit.
 */
function showSearchVertical(vertical: PartnerVertical): void {
  searchValues[searchVertical] = readSearchValues();
  searchVertical = vertical;
  const shown = partnerSearchFields(vertical);
  for (const [field, input] of Object.entries(searchInputs) as [PartnerSearchField, HTMLInputElement][]) {
    const visible = shown.includes(field);
    const label = input.closest('label');
    if (label) label.hidden = !visible;
    input.disabled = !visible;
    if (visible) input.value = searchValues[vertical][field] ?? '';
  }
}

const presetVertical = query.get('vertical')?.toLowerCase();
if (isPartnerVertical(presetVertical)) verticalSelect.value = presetVertical;
showSearchVertical(isPartnerVertical(verticalSelect.value) ? verticalSelect.value : 'flights');
verticalSelect.addEventListener('change', () => {
  if (isPartnerVertical(verticalSelect.value)) showSearchVertical(verticalSelect.value);
});

function setStatus(text: string): void {
  statusLine.textContent = text;
}

function appendLog(entry: BridgeLogEntry): void {
  appendLine(formatLogLine(entry), entry.direction === 'to-frame' ? 'log-out' : 'log-in', entry.at);
}

/** Adds one log line (newest last), keeping the last MAX_LOG_ENTRIES. `at`: ms since the epoch. */
function appendLine(text: string, className: string, at: number): void {
  const li = document.createElement('li');
  li.className = className;
  li.textContent = text;
  li.title = new Date(at).toISOString();
  logList.appendChild(li);
  while (logList.children.length > MAX_LOG_ENTRIES) logList.firstElementChild?.remove();
  logList.scrollTop = logList.scrollHeight;
}

/** Writes the brand, currency, language and logo choices into this page's URL (no new history entry). */
function mirrorChoices(): void {
  const url = new URL(location.href);
  url.searchParams.set('brand', brandSelect.value);
  url.searchParams.set('currency', currencySelect.value);
  url.searchParams.set('locale', localeSelect.value);
  url.searchParams.set('logo', logoSelect.value);
  if (partnerCmpCheckbox.checked) url.searchParams.set('cmp', '1');
  else url.searchParams.delete('cmp');
  history.replaceState(history.state, '', url);
}

/**
 * Destroys any mounted frame and mounts a new one with the current brand and currency, on the page the frame
 * was showing (its route), so switching the brand or currency on a results page keeps the results.
 */
function remount(): void {
  if (!config) return;
  const path = handle?.route;
  handle?.destroy();
  setStatus('Loading…');
  relayAllowedResult.value = '';
  relayForbiddenResult.value = '';
  recordMetricsResult.value = '';
  partnerConsentResult.value = '';
  const h = mount(frameSlot, {
    partnerId: config.partnerId,
    frameOrigin: config.frameOrigin,
    brand: brandSelect.value,
    locale: localeSelect.value,
    currency: currencySelect.value,
    ...logoOptions(logoSelect.value),
    consentManagedByHost: partnerCmpCheckbox.checked,
    routeParam: ROUTE_PARAM,
    ...(path === undefined ? {} : { path }),
    debug,
  });
  h.on('bridge-message', appendLog);
  h.on('record-load-success', () => setStatus('Ready'));
  h.on('reload', () => setStatus('Loading…'));
  h.on('error', (e) => setStatus(`Frame not loaded (${e.reason})`));
  h.on('dropped', (dropped) => appendLine(formatDroppedLine(dropped), 'log-dropped', Date.now()));
  h.ready.catch((error: unknown) => {
    if (handle === h) setStatus(`Frame connection failed: ${error instanceof Error ? error.message : String(error)}`);
  });
  handle = h;
}

async function relayInto(output: HTMLOutputElement, run: (h: FrameHandle) => Promise<string>): Promise<void> {
  if (!handle) return;
  output.value = 'Working…';
  try {
    output.value = await run(handle);
  } catch (error) {
    output.value = describeRelayFailure(error);
  }
}

for (const select of [brandSelect, currencySelect, localeSelect, logoSelect]) {
  select.addEventListener('change', () => {
    mirrorChoices();
    remount();
  });
}

searchForm.addEventListener('submit', (event) => {
  event.preventDefault();
  if (!handle) return;
  handle.submitSearch(buildSearchSubmit(searchVertical, readSearchValues())).catch((error: unknown) => {
    setStatus(`Search refused: ${describeRelayFailure(error).replace(/^Refused: /, '')}`);
  });
});

relayAllowedButton.addEventListener('click', () => {
  void relayInto(relayAllowedResult, async (h) =>
    describeRelaySuccess(
      await h.relay({
        method: 'GET',
        url: '/i/api/flights/v1/search',
        params: { origin: 'JFK', destination: 'LHR', departDate: isoDatePlusDays(new Date(), RELAY_DEPART_IN_DAYS) },
      }),
    ),
  );
});

relayForbiddenButton.addEventListener('click', () => {
  void relayInto(relayForbiddenResult, async (h) =>
    describeRelaySuccess(await h.relay({ method: 'GET', url: '/horizon/common/authentication/providers/AuthStateProviderAction' })),
  );
});

// The record-metric and record-load-time actions: the frame stores both through its own session.
recordMetricsButton.addEventListener('click', () => {
  void relayInto(recordMetricsResult, async (h) => {
    await h.recordMetric('demo-host', 'record-metrics-clicks', 1);
    await h.recordLoadTime('partner-page', Math.round(performance.now()));
    return 'Recorded: demo-host/record-metrics-clicks, load-time/partner-page';
  });
});

partnerCmpCheckbox.addEventListener('change', () => {
  partnerCmpPanel.hidden = !partnerCmpCheckbox.checked;
  mirrorChoices();
  remount();
});

/**
 * The partner's own CMP decision (issue #13): every TCF purpose 1-11 consented or none, sent with the consent response
 * action. This demo CMP encodes no TC string of its own (''), as a partner without IAB TCF would.
 */
function partnerDecision(accept: boolean): { tcString: string; gdprApplies: boolean; purposeConsents: Record<string, boolean> } {
  const purposeConsents: Record<string, boolean> = {};
  for (let id = 1; id <= 11; id += 1) purposeConsents[String(id)] = accept;
  return { tcString: '', gdprApplies: true, purposeConsents };
}

partnerAcceptButton.addEventListener('click', () => {
  void relayInto(partnerConsentResult, async (h) => {
    await h.sendConsent(partnerDecision(true));
    return 'Sent: partner accepted all';
  });
});
partnerRejectButton.addEventListener('click', () => {
  void relayInto(partnerConsentResult, async (h) => {
    await h.sendConsent(partnerDecision(false));
    return 'Sent: partner rejected all';
  });
});

clearLogButton.addEventListener('click', () => logList.replaceChildren());

async function start(): Promise<void> {
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
    config = parseDemoConfig(await response.json());
    // `?partner=<id>`: embed another partner registered with `npm run partner -- add <id> --origin <this page's origin>`.
    const presetPartner = query.get('partner');
    if (presetPartner && /^[a-z0-9][a-z0-9-]{1,62}$/.test(presetPartner)) config = { ...config, partnerId: presetPartner };
  } catch (error) {
    setStatus(`Could not load the page configuration: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  remount();
  // The product's mail outbox (issue #9 "Email"): reset links, confirmation links and sign-in codes, offline.
  startOutboxPanel(config.frameOrigin, { list: byId('outbox-list'), status: byId('outbox-status'), refresh: byId('outbox-refresh') });
}

void start();
