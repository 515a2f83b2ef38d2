/**
 * The offline flight network (issue #11 "Believable inventory"): who may fly which leg, where connections
 * happen and how long flying and connecting take. Modelling assumptions drawn from the real industry
 * (carrier hubs and alliances as of 2026, the LaGuardia and Reagan National perimeter rules, cabotage),
 * not spec values. flights.ts applies them; flights.property.test.ts checks every generated itinerary
 * against them. Distances are great-circle km; times are minutes.
 */

/** The three global alliances (membership of the carriers below as of 2026). */
export type Alliance = 'star' | 'oneworld' | 'skyteam';

/**
 * How a carrier operates:
 * - `network`: full-service carrier; every leg touches one of its hubs (hub-and-spoke).
 * - `lowcost`: short- and medium-haul carrier (narrow-body range); `hubs` are its bases.
 * - `niche`: long-haul carrier of a small home market (Air Tahiti Nui, Fiji Airways): every leg touches its
 *   home country, never a short-haul route elsewhere.
 */
export type CarrierKind = 'network' | 'lowcost' | 'niche';

/** One curated carrier. */
export interface CarrierProfile {
  /** Home countries, ISO 3166-1 alpha-2 (SAS has three). */
  countries: readonly string[];
  /** Hub or base airports (IATA). A carrier may fly between a hub and any destination within range. */
  hubs: readonly string[];
  alliance?: Alliance;
  kind: CarrierKind;
  /** Longest leg its fleet flies, km (defaults by kind: {@link DEFAULT_STAGE_KM}). */
  maxStageKm?: number;
  /**
   * The hubs its international long-haul legs (over {@link LONG_HAUL_HUB_KM}) leave from, when not every hub
   * (Alaska Airlines flies long-haul from Seattle and Honolulu, not from Anchorage or Portland).
   */
  gateways?: readonly string[];
  /** True for point-to-point carriers that sell no connections (Ryanair, easyJet, Wizz Air, ...). */
  pointToPoint?: boolean;
}

/** Longest leg per carrier kind when the profile does not say, km. */
export const DEFAULT_STAGE_KM: Record<CarrierKind, number> = { network: 13_500, lowcost: 4_500, niche: 13_000 };
/** Ultra-long-haul operators (SIN-JFK 15,349 km, PER-LHR 14,499 km, AKL-DOH 14,535 km). */
const ULTRA_KM = 15_600;

/**
 * Curated carriers: home countries, real hubs (or bases), alliance, kind. Only carriers listed here fly
 * connections; carriers of the reference data not listed here fly only short nonstop legs touching their
 * home country, and only where no curated carrier serves the leg (see flights.ts).
 */
export const CARRIERS: Readonly<Record<string, CarrierProfile>> = {
  // North America
  AA: { countries: ['US'], hubs: ['DFW', 'CLT', 'ORD', 'MIA', 'PHL', 'PHX', 'DCA', 'JFK', 'LAX'], gateways: ['DFW', 'CLT', 'ORD', 'MIA', 'PHL', 'PHX', 'JFK', 'LAX'], alliance: 'oneworld', kind: 'network', maxStageKm: ULTRA_KM },
  DL: { countries: ['US'], hubs: ['ATL', 'DTW', 'MSP', 'SLC', 'JFK', 'LAX', 'SEA', 'BOS', 'LGA'], alliance: 'skyteam', kind: 'network', maxStageKm: ULTRA_KM },
  UA: { countries: ['US'], hubs: ['EWR', 'ORD', 'DEN', 'IAH', 'SFO', 'IAD', 'LAX', 'GUM'], alliance: 'star', kind: 'network', maxStageKm: ULTRA_KM },
  AS: { countries: ['US'], hubs: ['SEA', 'PDX', 'ANC', 'SFO', 'LAX', 'HNL'], gateways: ['SEA', 'HNL'], alliance: 'oneworld', kind: 'network', maxStageKm: 10_500 },
  HA: { countries: ['US'], hubs: ['HNL'], alliance: 'oneworld', kind: 'network', maxStageKm: 10_500 },
  B6: { countries: ['US'], hubs: ['JFK', 'BOS', 'FLL', 'MCO'], kind: 'network', maxStageKm: 7_000 },
  WN: { countries: ['US'], hubs: ['MDW', 'DAL', 'HOU', 'BWI', 'LAS', 'DEN', 'PHX', 'OAK', 'MCO'], kind: 'lowcost' },
  NK: { countries: ['US'], hubs: ['FLL', 'DTW', 'LAS', 'MCO'], kind: 'lowcost', pointToPoint: true },
  F9: { countries: ['US'], hubs: ['DEN', 'MCO', 'LAS', 'PHL'], kind: 'lowcost', pointToPoint: true },
  AC: { countries: ['CA'], hubs: ['YYZ', 'YUL', 'YVR', 'YYC'], alliance: 'star', kind: 'network', maxStageKm: 14_000 },
  WS: { countries: ['CA'], hubs: ['YYC', 'YYZ', 'YVR'], kind: 'network', maxStageKm: 9_000 },
  AM: { countries: ['MX'], hubs: ['MEX', 'MTY', 'GDL'], alliance: 'skyteam', kind: 'network', maxStageKm: 13_000 },
  Y4: { countries: ['MX'], hubs: ['GDL', 'TIJ', 'MEX', 'CUN'], kind: 'lowcost' },
  // Latin America
  CM: { countries: ['PA'], hubs: ['PTY'], alliance: 'star', kind: 'network', maxStageKm: 7_000 },
  AV: { countries: ['CO'], hubs: ['BOG', 'MDE', 'SAL'], alliance: 'star', kind: 'network', maxStageKm: 11_000 },
  LA: { countries: ['CL', 'PE', 'BR'], hubs: ['SCL', 'LIM', 'GRU'], kind: 'network', maxStageKm: 12_500 },
  AR: { countries: ['AR'], hubs: ['EZE', 'AEP'], alliance: 'skyteam', kind: 'network', maxStageKm: 12_000 },
  G3: { countries: ['BR'], hubs: ['GRU', 'GIG', 'BSB', 'CGH'], kind: 'lowcost', maxStageKm: 6_000 },
  AD: { countries: ['BR'], hubs: ['VCP', 'CNF', 'REC'], kind: 'lowcost', maxStageKm: 8_500 },
  // Europe
  BA: { countries: ['GB'], hubs: ['LHR', 'LGW'], alliance: 'oneworld', kind: 'network', maxStageKm: 13_000 },
  VS: { countries: ['GB'], hubs: ['LHR', 'MAN'], alliance: 'skyteam', kind: 'network', maxStageKm: 12_500 },
  U2: { countries: ['GB'], hubs: ['LGW', 'LTN', 'BRS', 'MAN', 'EDI', 'GVA', 'MXP', 'BER', 'ORY', 'AMS', 'LIS'], kind: 'lowcost', pointToPoint: true },
  EI: { countries: ['IE'], hubs: ['DUB', 'SNN'], kind: 'network', maxStageKm: 8_500 },
  FR: { countries: ['IE'], hubs: ['DUB', 'STN', 'BGY', 'CRL', 'BCN', 'MAD', 'FCO', 'CIA', 'KRK', 'BVA', 'PMI', 'AGP'], kind: 'lowcost', pointToPoint: true },
  LH: { countries: ['DE'], hubs: ['FRA', 'MUC'], alliance: 'star', kind: 'network' },
  EW: { countries: ['DE'], hubs: ['DUS', 'CGN', 'HAM', 'STR'], kind: 'lowcost' },
  DE: { countries: ['DE'], hubs: ['FRA', 'MUC', 'DUS'], kind: 'network', maxStageKm: 11_000, pointToPoint: true },
  AF: { countries: ['FR'], hubs: ['CDG', 'ORY'], alliance: 'skyteam', kind: 'network' },
  KL: { countries: ['NL'], hubs: ['AMS'], alliance: 'skyteam', kind: 'network' },
  LX: { countries: ['CH'], hubs: ['ZRH', 'GVA'], alliance: 'star', kind: 'network' },
  OS: { countries: ['AT'], hubs: ['VIE'], alliance: 'star', kind: 'network', maxStageKm: 10_000 },
  SN: { countries: ['BE'], hubs: ['BRU'], alliance: 'star', kind: 'network', maxStageKm: 9_000 },
  IB: { countries: ['ES'], hubs: ['MAD'], alliance: 'oneworld', kind: 'network', maxStageKm: 12_000 },
  VY: { countries: ['ES'], hubs: ['BCN', 'FCO', 'ORY'], kind: 'lowcost' },
  UX: { countries: ['ES'], hubs: ['MAD'], alliance: 'skyteam', kind: 'network', maxStageKm: 11_000 },
  AZ: { countries: ['IT'], hubs: ['FCO'], kind: 'network', maxStageKm: 11_000 },
  TP: { countries: ['PT'], hubs: ['LIS', 'OPO'], alliance: 'star', kind: 'network', maxStageKm: 10_000 },
  SK: { countries: ['DK', 'NO', 'SE'], hubs: ['CPH', 'ARN', 'OSL'], alliance: 'skyteam', kind: 'network', maxStageKm: 10_000 },
  AY: { countries: ['FI'], hubs: ['HEL'], alliance: 'oneworld', kind: 'network', maxStageKm: 11_000 },
  DY: { countries: ['NO'], hubs: ['OSL', 'BGO', 'TRD', 'SVG'], kind: 'lowcost', pointToPoint: true },
  FI: { countries: ['IS'], hubs: ['KEF'], kind: 'network', maxStageKm: 7_000 },
  LO: { countries: ['PL'], hubs: ['WAW'], alliance: 'star', kind: 'network', maxStageKm: 10_000 },
  W6: { countries: ['HU'], hubs: ['BUD', 'OTP', 'WAW', 'KTW', 'LTN', 'VIE', 'SOF'], kind: 'lowcost', pointToPoint: true, maxStageKm: 5_500 },
  OK: { countries: ['CZ'], hubs: ['PRG'], kind: 'lowcost' },
  A3: { countries: ['GR'], hubs: ['ATH'], alliance: 'star', kind: 'network', maxStageKm: 4_500 },
  BT: { countries: ['LV'], hubs: ['RIX', 'TLL', 'VNO'], kind: 'lowcost' },
  OU: { countries: ['HR'], hubs: ['ZAG'], alliance: 'star', kind: 'network', maxStageKm: 3_000 },
  JU: { countries: ['RS'], hubs: ['BEG'], kind: 'network', maxStageKm: 9_000 },
  RO: { countries: ['RO'], hubs: ['OTP'], alliance: 'skyteam', kind: 'network', maxStageKm: 4_000 },
  TK: { countries: ['TR'], hubs: ['IST'], alliance: 'star', kind: 'network', maxStageKm: 14_500 },
  PC: { countries: ['TR'], hubs: ['SAW'], kind: 'lowcost', maxStageKm: 5_000 },
  SU: { countries: ['RU'], hubs: ['SVO'], kind: 'network', maxStageKm: 11_000 },
  S7: { countries: ['RU'], hubs: ['OVB', 'DME'], kind: 'network', maxStageKm: 7_000 },
  // Middle East, Africa
  EK: { countries: ['AE'], hubs: ['DXB'], kind: 'network', maxStageKm: 14_500 },
  EY: { countries: ['AE'], hubs: ['AUH'], kind: 'network', maxStageKm: 14_000 },
  FZ: { countries: ['AE'], hubs: ['DXB'], kind: 'lowcost', maxStageKm: 5_500 },
  G9: { countries: ['AE'], hubs: ['SHJ'], kind: 'lowcost', maxStageKm: 5_500 },
  QR: { countries: ['QA'], hubs: ['DOH'], alliance: 'oneworld', kind: 'network', maxStageKm: ULTRA_KM },
  SV: { countries: ['SA'], hubs: ['JED', 'RUH'], alliance: 'skyteam', kind: 'network', maxStageKm: 13_000 },
  GF: { countries: ['BH'], hubs: ['BAH'], kind: 'network', maxStageKm: 10_000 },
  WY: { countries: ['OM'], hubs: ['MCT'], alliance: 'oneworld', kind: 'network', maxStageKm: 8_000 },
  RJ: { countries: ['JO'], hubs: ['AMM'], alliance: 'oneworld', kind: 'network', maxStageKm: 10_000 },
  ME: { countries: ['LB'], hubs: ['BEY'], alliance: 'skyteam', kind: 'network', maxStageKm: 5_000 },
  LY: { countries: ['IL'], hubs: ['TLV'], kind: 'network', maxStageKm: 13_000 },
  MS: { countries: ['EG'], hubs: ['CAI'], alliance: 'star', kind: 'network', maxStageKm: 11_000 },
  ET: { countries: ['ET'], hubs: ['ADD'], alliance: 'star', kind: 'network', maxStageKm: 13_500 },
  KQ: { countries: ['KE'], hubs: ['NBO'], alliance: 'skyteam', kind: 'network', maxStageKm: 12_000 },
  SA: { countries: ['ZA'], hubs: ['JNB'], alliance: 'star', kind: 'network', maxStageKm: 12_000 },
  AT: { countries: ['MA'], hubs: ['CMN'], alliance: 'oneworld', kind: 'network', maxStageKm: 11_000 },
  WB: { countries: ['RW'], hubs: ['KGL'], kind: 'network', maxStageKm: 7_500 },
  // Asia
  AI: { countries: ['IN'], hubs: ['DEL', 'BOM', 'BLR'], alliance: 'star', kind: 'network', maxStageKm: 14_500 },
  '6E': { countries: ['IN'], hubs: ['DEL', 'BOM', 'BLR', 'HYD'], kind: 'lowcost', maxStageKm: 7_500 },
  UL: { countries: ['LK'], hubs: ['CMB'], alliance: 'oneworld', kind: 'network', maxStageKm: 9_500 },
  PK: { countries: ['PK'], hubs: ['KHI', 'ISB', 'LHE'], kind: 'network', maxStageKm: 8_000 },
  BG: { countries: ['BD'], hubs: ['DAC'], kind: 'network', maxStageKm: 8_500 },
  KC: { countries: ['KZ'], hubs: ['ALA', 'NQZ'], kind: 'network', maxStageKm: 7_000 },
  HY: { countries: ['UZ'], hubs: ['TAS'], kind: 'network', maxStageKm: 11_000 },
  SQ: { countries: ['SG'], hubs: ['SIN'], alliance: 'star', kind: 'network', maxStageKm: ULTRA_KM },
  MH: { countries: ['MY'], hubs: ['KUL'], alliance: 'oneworld', kind: 'network', maxStageKm: 12_000 },
  AK: { countries: ['MY'], hubs: ['KUL', 'BKI'], kind: 'lowcost', maxStageKm: 5_000 },
  TG: { countries: ['TH'], hubs: ['BKK'], alliance: 'star', kind: 'network', maxStageKm: 11_000 },
  VN: { countries: ['VN'], hubs: ['HAN', 'SGN'], alliance: 'skyteam', kind: 'network', maxStageKm: 12_500 },
  GA: { countries: ['ID'], hubs: ['CGK'], alliance: 'skyteam', kind: 'network', maxStageKm: 12_000 },
  PR: { countries: ['PH'], hubs: ['MNL', 'CEB'], kind: 'network', maxStageKm: 14_000 },
  '5J': { countries: ['PH'], hubs: ['MNL', 'CEB'], kind: 'lowcost', maxStageKm: 5_500 },
  CX: { countries: ['HK'], hubs: ['HKG'], alliance: 'oneworld', kind: 'network', maxStageKm: 14_000 },
  CI: { countries: ['TW'], hubs: ['TPE'], alliance: 'skyteam', kind: 'network', maxStageKm: 13_000 },
  BR: { countries: ['TW'], hubs: ['TPE'], alliance: 'star', kind: 'network', maxStageKm: 13_000 },
  CA: { countries: ['CN'], hubs: ['PEK', 'CTU', 'PVG'], alliance: 'star', kind: 'network', maxStageKm: 13_000 },
  MU: { countries: ['CN'], hubs: ['PVG', 'SHA', 'KMG', 'XIY'], alliance: 'skyteam', kind: 'network', maxStageKm: 13_000 },
  CZ: { countries: ['CN'], hubs: ['CAN', 'PKX', 'URC'], kind: 'network', maxStageKm: 13_000 },
  HU: { countries: ['CN'], hubs: ['HAK', 'PEK'], kind: 'network', maxStageKm: 13_000 },
  ZH: { countries: ['CN'], hubs: ['SZX'], alliance: 'star', kind: 'network', maxStageKm: 5_000 },
  MF: { countries: ['CN'], hubs: ['XMN', 'FOC'], alliance: 'skyteam', kind: 'network', maxStageKm: 12_000 },
  JL: { countries: ['JP'], hubs: ['HND', 'NRT'], alliance: 'oneworld', kind: 'network', maxStageKm: 14_000 },
  NH: { countries: ['JP'], hubs: ['HND', 'NRT', 'KIX'], alliance: 'star', kind: 'network', maxStageKm: 14_000 },
  KE: { countries: ['KR'], hubs: ['ICN'], alliance: 'skyteam', kind: 'network', maxStageKm: 13_500 },
  OZ: { countries: ['KR'], hubs: ['ICN'], alliance: 'star', kind: 'network', maxStageKm: 12_000 },
  // Oceania
  QF: { countries: ['AU'], hubs: ['SYD', 'MEL', 'BNE', 'PER'], alliance: 'oneworld', kind: 'network', maxStageKm: ULTRA_KM },
  VA: { countries: ['AU'], hubs: ['BNE', 'SYD', 'MEL'], kind: 'network', maxStageKm: 6_500 },
  JQ: { countries: ['AU'], hubs: ['MEL', 'SYD', 'BNE', 'OOL'], kind: 'lowcost', maxStageKm: 8_500 },
  NZ: { countries: ['NZ'], hubs: ['AKL'], alliance: 'star', kind: 'network', maxStageKm: 14_500 },
  FJ: { countries: ['FJ'], hubs: ['NAN'], alliance: 'oneworld', kind: 'niche', maxStageKm: 11_000 },
  TN: { countries: ['PF'], hubs: ['PPT'], kind: 'niche', maxStageKm: 9_500 },
};

/**
 * Cabotage markets: territories flown as part of a country's domestic market (a foreign carrier never flies
 * a leg inside one market). The EU and EEA form one aviation market for EU/EEA carriers ({@link EU_MARKET}).
 */
export const DOMESTIC_MARKET_OF: Readonly<Record<string, string>> = {
  PR: 'US', VI: 'US', GU: 'US', MP: 'US', AS: 'US', UM: 'US',
  GP: 'FR', MQ: 'FR', GF: 'FR', RE: 'FR', YT: 'FR', PM: 'FR', BL: 'FR', MF: 'FR', PF: 'FR', NC: 'FR', WF: 'FR',
  GL: 'DK', FO: 'DK', SJ: 'NO',
};
/** EU member states plus Norway and Iceland (the European Common Aviation Area's core): their carriers fly domestic legs anywhere in it. */
export const EU_MARKET: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL',
  'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'NO', 'IS',
]);

/** Statute mile, km. */
export const KM_PER_STATUTE_MILE = 1.609344;

/** An airport whose nonstops are capped by a perimeter rule. */
export interface PerimeterRule {
  /** Longest nonstop, km. */
  maxKm: number;
  /** Airports exempt from the distance cap. */
  exemptAirports: readonly string[];
}
/**
 * Perimeter rules: LaGuardia 1,500 statute miles except Denver (Port Authority rule); Washington
 * Reagan National 1,250 statute miles (federal law; the few beyond-perimeter slot exemptions are not
 * modelled). Neither airport has US customs for arrivals, so international nonstops go only to
 * {@link PERIMETER_FOREIGN_COUNTRIES} (Canada and Caribbean preclearance points) within the perimeter.
 */
export const PERIMETER_RULES: Readonly<Record<string, PerimeterRule>> = {
  LGA: { maxKm: 1_500 * KM_PER_STATUTE_MILE, exemptAirports: ['DEN'] },
  DCA: { maxKm: 1_250 * KM_PER_STATUTE_MILE, exemptAirports: [] },
};
/** Countries a perimeter airport may fly to besides the US market: Canada, Bermuda and the Caribbean. */
export const PERIMETER_FOREIGN_COUNTRIES: ReadonlySet<string> = new Set([
  'CA', 'BM', 'BS', 'TC', 'KY', 'JM', 'DO', 'HT', 'CU', 'AW', 'CW', 'SX', 'BQ', 'AG', 'KN', 'BB', 'LC', 'VC', 'GD',
  'DM', 'TT', 'VG', 'AI', 'MS', 'GP', 'MQ', 'BL', 'MF',
]);

/**
 * Longest nonstop from or to a medium (regional) airport, km: regional jets and narrow-bodies on regional
 * routes. The hubs of network and niche carriers count as large whatever the reference data says (Nadi,
 * Medellín). A medium airport further than this from every large airport keeps one lifeline: a nonstop to
 * its nearest large airport.
 */
export const MEDIUM_AIRPORT_MAX_NONSTOP_KM = 3_000;
/** Slot-constrained airports where low-cost carriers hold no slots (no easyJet at Heathrow). */
export const NO_LOWCOST_AIRPORTS: ReadonlySet<string> = new Set(['LHR', 'HND']);
/** Longest nonstop of any aircraft in service, km (between large airports only). */
export const MAX_NONSTOP_KM = ULTRA_KM;
/** Shortest leg flown, km: airports closer than this (JFK-EWR, LHR-LGW) have no flight between them, nonstop or connecting. */
export const MIN_LEG_KM = 100;
/**
 * International legs longer than this must touch one of the carrier's long-haul gateways (its hubs unless
 * listed) and end at an airport that is some carrier's hub or base (no Air New Zealand AKL-SJD, no China
 * Southern URC-RNO), km.
 */
export const LONG_HAUL_HUB_KM = 4_500;
/** Longest leg a carrier of the reference data without a curated profile flies, km. */
export const UNLISTED_CARRIER_MAX_STAGE_KM = 3_000;
/** Unlisted carriers considered per leg when no curated carrier flies it. */
export const UNLISTED_CARRIERS_PER_LEG = 3;

/**
 * Block time: taxi (out + in) of every leg, minutes. Part of the documented lower bound
 * (distance / {@link CRUISE_SPEED_KMH} + {@link TAXI_MIN} per leg + minimum connection times).
 */
export const TAXI_MIN = 30;
/** Block time: climb and descent at lower speed than cruise, minutes per leg (above the lower bound). */
export const CLIMB_DESCENT_MIN = 20;
/** Ground speed at cruise with a tailwind (the fastest the model ever flies), km/h. */
export const CRUISE_SPEED_KMH = 880;
/** Ground speed lost flying due west against the prevailing westerlies, km/h (proportionally less on other headings). */
export const HEADWIND_MAX_KMH = 130;
/** Schedule padding added to the block time: uniform in [0, this) of the computed time. */
export const BLOCK_PADDING_MAX = 0.05;

/** Minimum connection times, minutes: both legs domestic (same country) or at least one international. */
export const MCT_DOMESTIC_MIN = 45;
export const MCT_INTERNATIONAL_MIN = 75;
/** At the big hubs the walk and the security re-check take longer: these replace the two values above. */
export const MCT_BIG_HUB_DOMESTIC_MIN = 60;
export const MCT_BIG_HUB_INTERNATIONAL_MIN = 90;
/** Extra minimum connection time when the two legs are flown by different (alliance partner) carriers. */
export const MCT_INTERLINE_EXTRA_MIN = 15;
/** Longest layover offered, minutes. */
export const MAX_LAYOVER_MIN = 300;
/** The big hubs (long walks, terminal changes) where {@link MCT_BIG_HUB_DOMESTIC_MIN} applies. */
export const BIG_HUBS: ReadonlySet<string> = new Set([
  'ATL', 'ORD', 'DFW', 'DEN', 'LAX', 'JFK', 'EWR', 'IAH', 'SFO', 'MIA', 'CLT', 'LHR', 'CDG', 'FRA', 'AMS', 'MAD', 'MUC',
  'IST', 'DXB', 'DOH', 'SIN', 'HKG', 'NRT', 'HND', 'ICN', 'PEK', 'PVG', 'SYD', 'GRU', 'MEX', 'YYZ', 'DEL', 'BKK',
]);

/** Connections considered per route when a nonstop or short connection exists (least detour first). */
export const MAX_CONNECTION_HUBS = 16;
/** Largest extra distance a connection may add, as a fraction of the direct distance. */
export const MAX_DETOUR_RATIO = 0.35;
/**
 * When there is no nonstop and no connection within {@link MAX_DETOUR_RATIO}, 1-stop and then 2-stop
 * connections flying at most direct x (1 + this) + {@link FALLBACK_EXTRA_KM} are tried.
 */
export const FALLBACK_DETOUR_RATIO = 1.2;
/** See {@link FALLBACK_DETOUR_RATIO}, km: lets short regional trips reach a hub behind them. */
export const FALLBACK_EXTRA_KM = 1_500;
/** When even that finds nothing: connections flying at most direct x this + {@link LAST_RESORT_EXTRA_KM} (the only way there). */
export const LAST_RESORT_DETOUR_FACTOR = 3;
export const LAST_RESORT_EXTRA_KM = 3_000;
/** Candidate first and last hubs examined for 2- and 3-stop itineraries (each side, least detour first). */
export const MULTI_STOP_HUB_CANDIDATES = 10;
/** Hub sequences kept for a 2- or 3-stop route (least flown distance first). */
export const MULTI_STOP_SEQUENCES = 3;
/** Hub sequences examined for carrier chains per 2- or 3-stop route (shortest first). */
export const MULTI_STOP_TRIES = 400;
/** Carrier chains kept per hub sequence. */
export const MULTI_STOP_CHAINS = 12;
/** Fare factor per stop compared with a nonstop (connections sell cheaper). */
export const FARE_FACTOR_PER_STOP = 0.86;
/** Share of a route's schedule options flown nonstop when it has both nonstops and connections. */
export const NONSTOP_SHARE = 0.6;
