/** Geometry and time-zone helpers for the offline inventory (no tz library: Intl only). */

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km between two points given in decimal degrees (haversine). */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const formatterCache = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatterCache.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatterCache.set(timeZone, f);
  }
  return f;
}

/** Wall-clock fields of an instant in a time zone. */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Span of one cached zone offset, ms (a UTC day). */
const OFFSET_SPAN_MS = 86_400_000;
/** Most cached (zone, day) offsets; the cache is emptied when full (it refills from Intl). */
const OFFSET_CACHE_MAX = 200_000;
/** Zone -> UTC day index -> the zone's offset (ms) all that day, or null when the offset changes that day. */
const offsetCache = new Map<string, Map<number, number | null>>();
let offsetCacheSize = 0;

/**
 * The offset (ms) of `timeZone` throughout the UTC day of `instantMs`, or null on a day when it changes (a DST or
 * zone rule transition): the offsets at the day's first and last second, asked of Intl once per zone and day. A day
 * whose two ends agree is taken to have one offset all day (zones change at most once a day).
 */
function dayOffsetMs(instantMs: number, timeZone: string): number | null {
  const day = Math.floor(instantMs / OFFSET_SPAN_MS);
  const hit = offsetCache.get(timeZone)?.get(day);
  if (hit !== undefined) return hit;
  const start = day * OFFSET_SPAN_MS;
  const first = intlOffsetMs(start, timeZone);
  const offset = first === intlOffsetMs(start + OFFSET_SPAN_MS - 1000, timeZone) ? first : null;
  if (offsetCacheSize >= OFFSET_CACHE_MAX) {
    offsetCache.clear();
    offsetCacheSize = 0;
  }
  let zone = offsetCache.get(timeZone);
  if (!zone) {
    zone = new Map();
    offsetCache.set(timeZone, zone);
  }
  zone.set(day, offset);
  offsetCacheSize += 1;
  return offset;
}

/** Offset of `timeZone` at `instantMs` from Intl (ms, whole seconds). @throws RangeError for an unknown zone. */
function intlOffsetMs(instantMs: number, timeZone: string): number {
  const p = intlZonedParts(instantMs, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instantMs / 1000) * 1000;
}

/**
 * The wall-clock time of `instantMs` in `timeZone` (to the second, as Intl formats it). Issue #23: formatting with
 * Intl cost a few microseconds a call and every search makes hundreds of calls, so the zone's offset is cached per
 * UTC day ({@link dayOffsetMs}) and the fields are read from the shifted instant; days with a transition ask Intl.
 * @throws RangeError for an unknown zone.
 */
export function utcToZonedParts(instantMs: number, timeZone: string): ZonedParts {
  const offset = dayOffsetMs(instantMs, timeZone);
  if (offset === null) return intlZonedParts(instantMs, timeZone);
  const local = new Date(Math.floor(instantMs / 1000) * 1000 + offset);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

/** {@link utcToZonedParts} straight from Intl (no cache). @throws RangeError for an unknown zone. */
export function intlZonedParts(instantMs: number, timeZone: string): ZonedParts {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(new Date(instantMs))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Offset of `timeZone` from UTC at `instantMs`, in ms (positive east of Greenwich). */
function zoneOffsetMs(instantMs: number, timeZone: string): number {
  return dayOffsetMs(instantMs, timeZone) ?? intlOffsetMs(instantMs, timeZone);
}

/**
 * Converts a local wall-clock time in an IANA zone to a UTC instant.
 * @param date `YYYY-MM-DD`
 * @param minutesAfterMidnight local time, minutes
 * @param timeZone IANA zone, e.g. `America/New_York`
 * @returns epoch ms. A time inside a spring-forward gap resolves to the instant one gap later
 *   (e.g. 02:30 becomes 03:30); an ambiguous fall-back time resolves to its first occurrence.
 */
export function zonedTimeToUtc(date: string, minutesAfterMidnight: number, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wallAsUtc = Date.UTC(y, m - 1, d, 0, minutesAfterMidnight);
  const offset1 = zoneOffsetMs(wallAsUtc, timeZone);
  const guess = wallAsUtc - offset1;
  const offset2 = zoneOffsetMs(guess, timeZone);
  if (offset1 === offset2) return guess;
  const second = wallAsUtc - offset2;
  // Pick the candidate that round-trips; in a gap neither does, so take the later instant.
  return zoneOffsetMs(second, timeZone) === offset2 ? Math.min(guess, second) : Math.max(guess, second);
}

/** Most dates kept by {@link midnightUtcMs} (a search names a few; the service's window is about 330 days). */
const MIDNIGHT_CACHE_MAX = 2048;
/** `YYYY-MM-DD` -> `Date.parse` of its UTC midnight (NaN kept too), cleared when full. */
const midnightCache = new Map<string, number>();

/**
 * Epoch ms of `date`'s UTC midnight, exactly `Date.parse(`${date}T00:00:00Z`)` (NaN for what that refuses). Issue
 * #23: every search checks its dates against today, and parsing a date string cost about as much as the rest of
 * the check; the dates searched repeat, so each is parsed once.
 */
function midnightUtcMs(date: string): number {
  const known = midnightCache.get(date);
  if (known !== undefined) return known;
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (midnightCache.size >= MIDNIGHT_CACHE_MAX) midnightCache.clear();
  midnightCache.set(date, ms);
  return ms;
}

/** Whole days from `fromDate` to `toDate` (both `YYYY-MM-DD`; NaN when either is not a date). */
export function daysBetween(fromDate: string, toDate: string): number {
  return Math.round((midnightUtcMs(toDate) - midnightUtcMs(fromDate)) / 86_400_000);
}

/** The UTC day {@link utcDate} answered last: [start, end) epoch ms and its date. */
let lastUtcDay = { startMs: Number.NaN, endMs: Number.NaN, date: '' };

/**
 * Today's date in UTC as `YYYY-MM-DD`. The last day's answer is kept (issue #23: called by every search), so the
 * date is formatted once a day, not once a call.
 * @throws RangeError for an instant outside the Date range (as `toISOString`)
 */
export function utcDate(nowMs: number): string {
  if (nowMs >= lastUtcDay.startMs && nowMs < lastUtcDay.endMs) return lastUtcDay.date;
  const date = new Date(nowMs).toISOString().slice(0, 10);
  const startMs = Math.floor(nowMs / 86_400_000) * 86_400_000;
  lastUtcDay = { startMs, endMs: startMs + 86_400_000, date };
  return date;
}
