/**
 * Pure helpers of the demo partner page (formatting only; no DOM, no network), unit-tested.
 */
import { BridgeError, type AjaxResult, type BridgeLogEntry, type DroppedMessage, type SearchSubmit } from '@travel/host-sdk';

/** Most bridge-log lines kept on screen (oldest dropped first). */
export const MAX_LOG_ENTRIES = 200;
/** Longest JSON shown in one log line or relay summary, characters (longer text ends with "…"). */
export const MAX_JSON_CHARS = 300;

/** `s` cut to `max` characters, with "…" when cut. */
export function truncate(s: string, max: number): string {
  return s.length <= max ? s : `${s.slice(0, Math.max(0, max - 1))}…`;
}

/**
 * One bridge-log line: `→ frame submit {"query":{...}}` for host -> frame, `← frame height {"height":812}`
 * for frame -> host. The JSON holds the message without its `action`; it is left out when empty.
 */
export function formatLogLine(entry: Pick<BridgeLogEntry, 'direction' | 'message'>): string {
  const { action, ...rest } = entry.message as { action: string } & Record<string, unknown>;
  const arrow = entry.direction === 'to-frame' ? '→' : '←';
  const json = Object.keys(rest).length > 0 ? ` ${truncate(JSON.stringify(rest), MAX_JSON_CHARS)}` : '';
  return `${arrow} frame ${action}${json}`;
}

/** Log line of a frame message the SDK refused: `✕ dropped $.height: below minimum 0 {"action":"height",...}`. */
export function formatDroppedLine(dropped: DroppedMessage): string {
  let json: string;
  try {
    json = JSON.stringify(dropped.data) ?? String(dropped.data);
  } catch {
    json = String(dropped.data);
  }
  return `✕ dropped ${dropped.reason} ${truncate(json, MAX_JSON_CHARS)}`;
}

/** The calendar date `days` after `from` in local time, as `YYYY-MM-DD`. */
export function isoDatePlusDays(from: Date, days: number): string {
  const d = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Outcome line of a relayed call that the frame performed: `OK 200: 12 offers`, or a short JSON summary. */
export function describeRelaySuccess(result: AjaxResult): string {
  const body = result.body as { offers?: unknown } | null | undefined;
  if (body && Array.isArray(body.offers)) return `OK ${result.status}: ${body.offers.length} offers`;
  return `OK ${result.status}: ${truncate(JSON.stringify(body ?? null) ?? 'null', 120)}`;
}

/** Outcome line of a refused relay: `Refused: RELAY_FORBIDDEN <description>` (non-bridge errors use code ERROR). */
export function describeRelayFailure(error: unknown): string {
  if (error instanceof BridgeError) return `Refused: ${error.code} ${error.description}`;
  const message = error instanceof Error ? error.message : String(error);
  return `Refused: ERROR ${message}`;
}

/** Shape of `/config.json`. */
export interface DemoConfig {
  /** Product origin, e.g. `http://localhost:8080`. */
  frameOrigin: string;
  /** Partner id, e.g. `demo`. */
  partnerId: string;
}

/** Checks the parsed `/config.json`. @throws Error naming the bad field. */
export function parseDemoConfig(data: unknown): DemoConfig {
  const c = data as Partial<DemoConfig> | null;
  if (!c || typeof c.frameOrigin !== 'string' || !c.frameOrigin) throw new Error('config.json: frameOrigin missing');
  if (typeof c.partnerId !== 'string' || !c.partnerId) throw new Error('config.json: partnerId missing');
  return { frameOrigin: c.frameOrigin, partnerId: c.partnerId };
}

/** The verticals the partner search form offers (the `submit` action's `vertical`). */
export type PartnerVertical = SearchSubmit['vertical'];
/** Values of the "Vertical" select, in display order. */
export const PARTNER_VERTICALS: readonly PartnerVertical[] = ['flights', 'hotels', 'cars', 'trains', 'packages'];

/**
 * Inputs of the partner search form; one input per accessible name, shared by the verticals that show it:
 * `originAirport` "Origin airport", `destinationAirport` "Destination airport", `originCity` "Origin city",
 * `destinationCity` "Destination city", `pickUpLocation` "Pick-up location".
 */
export type PartnerSearchField = 'originAirport' | 'destinationAirport' | 'originCity' | 'destinationCity' | 'pickUpLocation';
/** Text of the partner form's inputs (absent = empty). */
export type PartnerSearchValues = Partial<Record<PartnerSearchField, string>>;

/**
 * The inputs each vertical shows, in order, with their default values: flights JFK -> LHR; hotels in Paris;
 * cars from LHR; trains Paris -> Lyon; packages JFK -> Barcelona.
 */
export const PARTNER_SEARCH_DEFAULTS: Readonly<Record<PartnerVertical, Readonly<PartnerSearchValues>>> = {
  flights: { originAirport: 'JFK', destinationAirport: 'LHR' },
  hotels: { destinationCity: 'Paris' },
  cars: { pickUpLocation: 'LHR' },
  trains: { originCity: 'Paris', destinationCity: 'Lyon' },
  packages: { originAirport: 'JFK', destinationCity: 'Barcelona' },
};

/** Whether `value` is one of {@link PARTNER_VERTICALS}. */
export function isPartnerVertical(value: unknown): value is PartnerVertical {
  return typeof value === 'string' && (PARTNER_VERTICALS as readonly string[]).includes(value);
}

/** The inputs `vertical` shows, in order. */
export function partnerSearchFields(vertical: PartnerVertical): PartnerSearchField[] {
  return Object.keys(PARTNER_SEARCH_DEFAULTS[vertical]) as PartnerSearchField[];
}

/**
 * The `submit` query of the partner form for `vertical`: texts trimmed, airport codes upper-cased, place names
 * passed as typed (the frame resolves them; dates and counts take the frame's defaults). Inputs the vertical
 * does not show are ignored.
 */
export function buildSearchSubmit(vertical: PartnerVertical, values: PartnerSearchValues): SearchSubmit {
  const text = (field: PartnerSearchField) => (values[field] ?? '').trim();
  const code = (field: PartnerSearchField) => text(field).toUpperCase();
  switch (vertical) {
    case 'flights':
      return { vertical, origin: code('originAirport'), destination: code('destinationAirport') };
    case 'hotels':
      return { vertical, destination: text('destinationCity') };
    case 'cars':
      return { vertical, location: text('pickUpLocation') };
    case 'trains':
      return { vertical, origin: text('originCity'), destination: text('destinationCity') };
    case 'packages':
      return { vertical, origin: code('originAirport'), destination: text('destinationCity') };
  }
}
