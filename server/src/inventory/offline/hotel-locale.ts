/**
 * Language conventions of generated hotels (issue #11 "Believable inventory"): which language a city's
 * hotels are named in, the hotel name patterns per language and star band, the street vocabulary and the
 * address format per country, and the invented neighbourhood names used where the reference data has no
 * districts for a city.
 *
 * Language of a city: by country (ISO 3166-1 alpha-2), refined by the GeoNames first-level admin code in
 * the multilingual countries (Switzerland by canton: GE/VD/NE/JU French, TI Italian, else German; Belgium:
 * Wallonia WAL and Brussels BRU French, Flanders VLG Dutch; Canada: Quebec `10` French, else English).
 * Everything else not listed speaks English here.
 *
 * Address formats (no postcodes: the data has none, and an invented one would be wrong where a
 * traveller knows the real ones):
 * - fr: `12 Rue de la Paix, Lyon` (also Avenue, Boulevard, Place)
 * - de: `Hauptstraße 12, Berlin`; Switzerland writes `strasse`; Austria also uses `gasse`
 * - es: `Calle Mayor, 12, Madrid` in Spain, `Calle Mayor 12, Bogotá` in Latin America (also Avenida, Plaza, Paseo)
 * - it: `Via Roma, 12, Milan` (also Corso, Viale, Piazza)
 * - pt: `Rua Augusta, 12, Lisbon` (also Avenida, Praça, Travessa)
 * - nl: `Kerkstraat 12, Amsterdam` (also gracht, weg, plein, laan)
 * - ja: Japanese order, largest unit first: `Osaka, Honmachi 2-4-9` (city, locality, chōme-block-building)
 * - en: `12 Linden Street, Chicago` (also Avenue, Road, Lane)
 *
 * Neighbourhood names generated for a city (see hotel-districts.ts) always contain the city's name (without
 * commas), so
 * two cities never share an invented set: e.g. `Central Leeds`, `North Leeds`, `Lyon Centre`, `Vieux Lyon`,
 * `Köln-Mitte`, `Centro de Soria`, `Nishi-Osaka`.
 */
import type { Rng } from './prng.ts';

/** Languages the offline hotels are named and addressed in. */
export type HotelLanguage = 'en' | 'fr' | 'de' | 'es' | 'it' | 'pt' | 'nl' | 'ja';

const LANGUAGE_BY_COUNTRY: Readonly<Record<string, HotelLanguage>> = {
  FR: 'fr', MC: 'fr', LU: 'fr', SN: 'fr', CI: 'fr', CM: 'fr', ML: 'fr', BF: 'fr', NE: 'fr', TG: 'fr', BJ: 'fr', GA: 'fr', CG: 'fr',
  CD: 'fr', MG: 'fr', HT: 'fr', MA: 'fr', TN: 'fr', DZ: 'fr', GN: 'fr', RE: 'fr', GP: 'fr', MQ: 'fr', GF: 'fr', NC: 'fr', PF: 'fr',
  DE: 'de', AT: 'de', LI: 'de', CH: 'de',
  ES: 'es', MX: 'es', AR: 'es', CO: 'es', CL: 'es', PE: 'es', VE: 'es', EC: 'es', BO: 'es', PY: 'es', UY: 'es', CR: 'es', PA: 'es',
  GT: 'es', HN: 'es', SV: 'es', NI: 'es', DO: 'es', CU: 'es', PR: 'es',
  IT: 'it', SM: 'it', VA: 'it',
  PT: 'pt', BR: 'pt', AO: 'pt', MZ: 'pt', CV: 'pt',
  NL: 'nl', SR: 'nl', BE: 'fr',
  JP: 'ja',
};
/** Swiss cantons (GeoNames admin1) that speak French or Italian. */
const CH_FRENCH = new Set(['GE', 'VD', 'NE', 'JU']);
const CH_ITALIAN = new Set(['TI']);

/**
 * The language of a city's hotels.
 * @param countryCode ISO 3166-1 alpha-2
 * @param adminCode GeoNames admin1 code of the city ('' when unknown)
 */
export function hotelLanguageOf(countryCode: string, adminCode: string): HotelLanguage {
  if (countryCode === 'CH') return CH_FRENCH.has(adminCode) ? 'fr' : CH_ITALIAN.has(adminCode) ? 'it' : 'de';
  if (countryCode === 'BE') return adminCode === 'VLG' ? 'nl' : 'fr';
  if (countryCode === 'CA') return adminCode === '10' ? 'fr' : 'en';
  return LANGUAGE_BY_COUNTRY[countryCode] ?? 'en';
}

/** Words hotels are named after, per language (not brands). */
const NAME_WORDS: Record<HotelLanguage, readonly string[]> = {
  en: ['Amber', 'Linden', 'Harbor', 'Meridian', 'Willow', 'Cedar', 'Aurora', 'Beacon', 'Orchid', 'Summit', 'Silver', 'Maple', 'Coral', 'Elm', 'Ivory', 'Juniper', 'Lotus', 'Nova', 'Opal', 'Sterling'],
  fr: ['du Parc', 'des Voyageurs', 'de la Fontaine', "du Lion d'Or", 'des Arcades', 'de la Tour', 'du Moulin', 'des Remparts', "de l'Étoile", 'du Cèdre', 'des Tilleuls', 'de la Marine', 'du Commerce', 'de la Poste', 'du Lac', 'des Lilas'],
  de: ['Adler', 'Löwen', 'Krone', 'Zur Post', 'Linde', 'Sonne', 'Hirsch', 'Stern', 'Kaiserhof', 'Europa', 'Am Park', 'Am Markt', 'Schwan', 'Rosengarten', 'Bären', 'Lindenhof'],
  es: ['Sol', 'Las Palmeras', 'San Marcos', 'La Alameda', 'El Mirador', 'Los Arcos', 'Santa Cruz', 'La Plaza', 'El Faro', 'Las Flores', 'Miramar', 'El Olivo', 'Los Naranjos', 'La Esperanza', 'San Jorge', 'El Pilar'],
  it: ['Bellavista', 'Miramare', 'Il Giglio', 'La Pergola', 'San Marco', 'Villa Rosa', 'Belvedere', 'Il Cortile', 'La Fontana', 'Stella', 'Italia', 'Duomo', 'Centrale', 'Aurora', 'Le Logge', 'San Giorgio'],
  pt: ['Estrela', 'Miradouro', 'Bela Vista', 'Jardim', 'Sol Nascente', 'Atlântico', 'São Bento', 'Oceano', 'Flor de Lis', 'Avenida', 'Aurora', 'Santa Luzia', 'Girassol', 'Mar Azul', 'Primavera', 'Boa Esperança'],
  nl: ['De Gouden Leeuw', 'De Zwaan', 'De Linde', 'Het Anker', 'De Poort', 'De Kroon', 'De Molen', 'Het Paleis', 'Prinsenhof', 'De Tulp', 'Het Hof', 'De Valk', 'De Brug', 'Het Zilveren Schip', 'De Roos', 'Oranjehof'],
  ja: ['Sakura', 'Hikari', 'Midori', 'Fuji', 'Aoi', 'Kotobuki', 'Matsu', 'Tsubaki', 'Yamato', 'Hinode', 'Kaede', 'Tsuki', 'Kiku', 'Momiji', 'Sora', 'Umi'],
};

type NameTemplate = (word: string, city: string) => string;
/** Name templates per language, index = stars (1-5). */
const NAME_TEMPLATES: Record<HotelLanguage, readonly (readonly NameTemplate[])[]> = {
  en: [
    [], [(w) => `${w} Budget Inn`, (w) => `${w} City Hostel`, (w) => `${w} Backpackers`, (w) => `${w} Guesthouse`],
    [(w) => `${w} Inn`, (w) => `${w} Lodge`, (w) => `${w} Guesthouse`, (w, c) => `${w} Travel Inn ${c}`],
    [(w) => `${w} Hotel`, (w, c) => `${w} Suites ${c}`, (w) => `${w} Residence`, (w, c) => `${w} Hotel & Suites ${c}`],
    [(w, c) => `${w} Grand Hotel ${c}`, (w) => `${w} Plaza Hotel`, (w) => `${w} Boutique Hotel`, (w) => `${w} Park Hotel`],
    [(w) => `The ${w} Palace`, (w, c) => `${w} Royal Hotel ${c}`, (w) => `The Grand ${w}`, (w) => `${w} Collection Hotel`],
  ],
  fr: [
    [], [(w) => `Hôtel ${w}`, (w) => `Auberge ${w}`],
    [(w) => `Hôtel ${w}`, (w) => `Auberge ${w}`, (w) => `Hostellerie ${w}`],
    [(w) => `Hôtel ${w}`, (w, c) => `Hôtel ${w} ${c}`],
    [(w) => `Grand Hôtel ${w}`, (w) => `Hôtel ${w} & Spa`, (w) => `Hôtel ${w}`],
    [(w) => `Palais ${w}`, (w) => `Grand Hôtel ${w}`, (w, c) => `Le Grand Hôtel de ${c}`],
  ],
  de: [
    [], [(w) => `Pension ${w}`, (w) => `Gasthof ${w}`],
    [(w) => `Gasthof ${w}`, (w) => `Hotel ${w}`, (w) => `Pension ${w}`],
    [(w) => `Hotel ${w}`, (w, c) => `Hotel ${w} ${c}`],
    [(w) => `Parkhotel ${w}`, (w) => `Hotel ${w}`, (w, c) => `Hotel ${w} ${c}`],
    [(w) => `Grandhotel ${w}`, (w, c) => `Schlosshotel ${c}`, (w) => `Palais ${w}`],
  ],
  es: [
    [], [(w) => `Hostal ${w}`, (w) => `Pensión ${w}`],
    [(w) => `Hostal ${w}`, (w) => `Hotel ${w}`],
    [(w) => `Hotel ${w}`, (w, c) => `Hotel ${w} ${c}`],
    [(w) => `Gran Hotel ${w}`, (w, c) => `Hotel ${w} ${c}`, (w) => `Hotel Boutique ${w}`],
    [(w) => `Palacio ${w}`, (w, c) => `Gran Hotel ${c}`, (w) => `Gran Hotel ${w}`],
  ],
  it: [
    [], [(w) => `Albergo ${w}`, (w) => `Pensione ${w}`, (w) => `Locanda ${w}`],
    [(w) => `Albergo ${w}`, (w) => `Locanda ${w}`, (w) => `Hotel ${w}`],
    [(w) => `Hotel ${w}`, (w, c) => `Hotel ${w} ${c}`],
    [(w) => `Grand Hotel ${w}`, (w, c) => `Hotel ${w} ${c}`, (w) => `Palazzo ${w}`],
    [(w) => `Palazzo ${w}`, (w, c) => `Grand Hotel ${c}`, (w) => `Villa ${w}`],
  ],
  pt: [
    [], [(w) => `Pensão ${w}`, (w) => `Hostel ${w}`],
    [(w) => `Pousada ${w}`, (w) => `Pensão ${w}`, (w) => `Hotel ${w}`],
    [(w) => `Hotel ${w}`, (w, c) => `Hotel ${w} ${c}`],
    [(w) => `Grande Hotel ${w}`, (w, c) => `Hotel ${w} ${c}`],
    [(w) => `Palácio ${w}`, (w, c) => `Grande Hotel ${c}`],
  ],
  nl: [
    [], [(w) => `Hostel ${w}`, (w) => `Pension ${w}`],
    [(w) => `Hotel ${w}`, (w) => `Pension ${w}`],
    [(w) => `Hotel ${w}`, (w, c) => `Hotel ${w} ${c}`],
    [(w) => `Grand Hotel ${w}`, (w, c) => `Hotel ${w} ${c}`],
    [(w, c) => `Grand Hotel ${c}`, (w) => `Hotel ${w} Palace`],
  ],
  ja: [
    [], [(w) => `Guesthouse ${w}`, (w, c) => `${c} ${w} Capsule Inn`],
    [(w) => `Business Hotel ${w}`, (w, c) => `${c} ${w} Inn`],
    [(w, c) => `Hotel ${w} ${c}`, (w) => `${w} Ryokan`],
    [(w, c) => `${c} ${w} Hotel`, (w) => `Ryokan ${w}`],
    [(w, c) => `The ${w} ${c}`, (w) => `${w}-tei Ryokan`],
  ],
};

/** How every hotel name of a language starts or ends (used by the property tests and the README). */
export const HOTEL_NAME_PATTERN: Record<HotelLanguage, RegExp> = {
  en: /(Inn|Hostel|Backpackers|Guesthouse|Lodge|Hotel|Suites|Residence|Palace|The Grand|\bHotel\b)/,
  fr: /^(Hôtel|Auberge|Hostellerie|Grand Hôtel|Palais|Le Grand Hôtel) /,
  de: /^(Pension|Gasthof|Hotel|Parkhotel|Grandhotel|Schlosshotel|Palais) /,
  es: /^(Hostal|Pensión|Hotel|Gran Hotel|Palacio) /,
  it: /^(Albergo|Pensione|Locanda|Hotel|Grand Hotel|Palazzo|Villa) /,
  pt: /^(Pensão|Hostel|Pousada|Hotel|Grande Hotel|Palácio) /,
  nl: /^(Hostel|Pension|Hotel|Grand Hotel) /,
  ja: /(Guesthouse|Capsule Inn|Business Hotel|Inn|Hotel|Ryokan|^The )/,
};

/**
 * A hotel name in the city's language for a star rating (1-5).
 * @param rng the hotel's seeded generator (two draws)
 */
export function hotelName(lang: HotelLanguage, stars: number, cityName: string, rng: Rng): string {
  const templates = NAME_TEMPLATES[lang][stars] ?? NAME_TEMPLATES[lang][3] ?? [];
  const word = rng.pick(NAME_WORDS[lang]);
  return rng.pick(templates)(word, cityName);
}

const FR_STREETS = ['de la République', 'Victor Hugo', 'de la Paix', 'du Commerce', 'Jean Jaurès', 'de la Gare', 'Pasteur', 'Gambetta', 'des Écoles', 'du Marché', 'Saint-Jacques', 'de Verdun', 'Voltaire', 'Carnot', 'des Lilas', 'Nationale', 'de la Liberté', 'du Général de Gaulle'];
const DE_STREETS = ['Haupt', 'Bahnhof', 'Schiller', 'Goethe', 'Linden', 'Kirch', 'Markt', 'Garten', 'Post', 'Schul', 'Mozart', 'Friedrich', 'Wilhelm', 'Berg', 'Rosen', 'Ring', 'König', 'Park', 'Kaiser', 'Mühlen'];
const ES_STREETS = ['Mayor', 'Real', 'del Sol', 'de la Constitución', 'San Miguel', 'del Carmen', 'de Cervantes', 'de la Paz', 'Nueva', 'del Mar', 'de Goya', 'de Colón', 'Santa Ana', 'de la Libertad', 'del Rosario', 'de la Independencia'];
const IT_STREETS = ['Roma', 'Garibaldi', 'Mazzini', 'Dante', 'Cavour', 'Verdi', 'Vittorio Emanuele II', 'XX Settembre', 'della Repubblica', 'San Francesco', 'Nazionale', 'Manzoni', 'dei Mille', 'Marconi', 'Matteotti', 'della Libertà'];
const PT_STREETS = ['Augusta', 'da Liberdade', 'do Comércio', 'das Flores', 'Direita', 'da Prata', 'de Santa Catarina', 'Sete de Setembro', 'XV de Novembro', 'Dom Pedro II', 'do Carmo', 'da Alegria', 'da Boavista', 'da República'];
const NL_STREETS = ['Kerk', 'Molen', 'Hoog', 'Dorps', 'Stations', 'Markt', 'Beuken', 'Linden', 'Prinsen', 'Keizers', 'Heren', 'Wilhelmina', 'Oranje', 'Nieuwe', 'Zand', 'Vijver'];
const JA_LOCALITIES = ['Honmachi', 'Motomachi', 'Nakamachi', 'Sakae', 'Ekimae', 'Chūō', 'Sakuragichō', 'Midorichō', 'Hinodechō', 'Kotobukichō', 'Asahimachi', 'Saiwaichō', 'Shinmachi', 'Miyamachi'];
const EN_STREETS = ['Linden', 'Harbor', 'Willow', 'Cedar', 'Maple', 'Elm', 'Oak', 'Park', 'Church', 'Station', 'Market', 'King', 'Queen', 'Victoria', 'Mill', 'High', 'Main', 'Bridge'];

/** Latin-American Spanish omits the comma between street and number; Spain writes `Calle Mayor, 12`. */
const SPAIN_STYLE = new Set(['ES']);

/**
 * A street address in the format of the hotel's country and language (see the module doc).
 * @param cityName the town of the address (the city, or the district when that is a separate municipality)
 * @param rng the hotel's seeded generator
 * @param locality a real district, used as the locality of a Japanese address (else an invented common one)
 * @returns e.g. `12 Rue de la Paix, Lyon`, `Hauptstraße 12, Berlin`, `Osaka, Honmachi 2-4-9`
 */
export function hotelAddress(lang: HotelLanguage, countryCode: string, cityName: string, rng: Rng, locality?: string): string {
  const n = rng.int(1, 180);
  const r = rng.next();
  switch (lang) {
    case 'fr': {
      const kind = r < 0.6 ? 'Rue' : r < 0.8 ? 'Avenue' : r < 0.93 ? 'Boulevard' : 'Place';
      return `${n} ${kind} ${rng.pick(FR_STREETS)}, ${cityName}`;
    }
    case 'de': {
      const strasse = countryCode === 'CH' ? 'strasse' : 'straße';
      const suffix = r < 0.65 ? strasse : r < 0.75 ? 'weg' : r < 0.85 ? 'allee' : countryCode === 'AT' ? 'gasse' : 'platz';
      return `${rng.pick(DE_STREETS)}${suffix} ${n}, ${cityName}`;
    }
    case 'es': {
      const kind = r < 0.6 ? 'Calle' : r < 0.85 ? 'Avenida' : r < 0.93 ? 'Paseo' : 'Plaza';
      const street = `${kind} ${rng.pick(ES_STREETS)}`;
      return SPAIN_STYLE.has(countryCode) ? `${street}, ${n}, ${cityName}` : `${street} ${n}, ${cityName}`;
    }
    case 'it': {
      const kind = r < 0.7 ? 'Via' : r < 0.82 ? 'Corso' : r < 0.92 ? 'Viale' : 'Piazza';
      return `${kind} ${rng.pick(IT_STREETS)}, ${n}, ${cityName}`;
    }
    case 'pt': {
      const kind = r < 0.65 ? 'Rua' : r < 0.87 ? 'Avenida' : r < 0.95 ? 'Praça' : 'Travessa';
      return `${kind} ${rng.pick(PT_STREETS)}, ${n}, ${cityName}`;
    }
    case 'nl': {
      const suffix = r < 0.6 ? 'straat' : r < 0.72 ? 'gracht' : r < 0.84 ? 'weg' : r < 0.92 ? 'laan' : 'plein';
      return `${rng.pick(NL_STREETS)}${suffix} ${n}, ${cityName}`;
    }
    case 'ja':
      return `${cityName}, ${locality ?? rng.pick(JA_LOCALITIES)} ${rng.int(1, 5)}-${rng.int(1, 20)}-${rng.int(1, 30)}`;
    default: {
      const kind = r < 0.5 ? 'Street' : r < 0.75 ? 'Avenue' : r < 0.92 ? 'Road' : 'Lane';
      return `${n} ${rng.pick(EN_STREETS)} ${kind}, ${cityName}`;
    }
  }
}

/** The shape of a hotel address per language (used by the property tests and the README). */
export const HOTEL_ADDRESS_PATTERN: Record<HotelLanguage, RegExp> = {
  fr: /^\d+ (Rue|Avenue|Boulevard|Place) .+, .+$/,
  de: /^\p{L}+(straße|strasse|weg|allee|gasse|platz) \d+, .+$/u,
  es: /^(Calle|Avenida|Paseo|Plaza) .+,? \d+, .+$/,
  it: /^(Via|Corso|Viale|Piazza) .+, \d+, .+$/,
  pt: /^(Rua|Avenida|Praça|Travessa) .+, \d+, .+$/,
  nl: /^\p{L}+(straat|gracht|weg|laan|plein) \d+, .+$/u,
  ja: /^.+, .+ \d-\d{1,2}-\d{1,2}$/,
  en: /^\d+ \S+ (Street|Avenue|Road|Lane), .+$/,
};

/** A generated neighbourhood: its label and where it lies from the centre. */
export interface GeneratedDistrictName {
  name: string;
  /** 'centre' near the centre, 'old' within 2 km, else a compass direction in degrees from north. */
  kind: 'centre' | 'old' | 'station' | number;
}

/**
 * The invented neighbourhoods of a city in its language, centre first; every name contains the city's name.
 * Names longer than 60 characters (the search filter's limit) are left out, except the centre, which falls back
 * to the bare city name.
 */
export function generatedDistrictNames(lang: HotelLanguage, cityName: string): GeneratedDistrictName[] {
  // No commas: the search filter takes neighbourhoods as a comma-separated list (`Washington, D.C.`).
  const c = cityName.replace(/,/g, '');
  const sets: Record<HotelLanguage, [string, string, string, string, string, string, string]> = {
    // centre, old town, station, north, east, south, west
    en: [`Central ${c}`, `${c} Old Town`, `${c} Station Quarter`, `North ${c}`, `East ${c}`, `South ${c}`, `West ${c}`],
    fr: [`${c} Centre`, `Vieux ${c}`, `${c} Gare`, `${c} Nord`, `${c} Est`, `${c} Sud`, `${c} Ouest`],
    de: [`${c}-Mitte`, `${c}-Altstadt`, `${c} Bahnhofsviertel`, `${c}-Nord`, `${c}-Ost`, `${c}-Süd`, `${c}-West`],
    es: [`Centro de ${c}`, `Casco Antiguo de ${c}`, `${c} Estación`, `${c} Norte`, `${c} Este`, `${c} Sur`, `${c} Oeste`],
    it: [`${c} Centro`, `Centro storico di ${c}`, `${c} Stazione`, `${c} Nord`, `${c} Est`, `${c} Sud`, `${c} Ovest`],
    pt: [`Centro de ${c}`, `Centro Histórico de ${c}`, `${c} Estação`, `${c} Norte`, `${c} Leste`, `${c} Sul`, `${c} Oeste`],
    nl: [`${c}-Centrum`, `Oud-${c}`, `${c} Stationskwartier`, `${c}-Noord`, `${c}-Oost`, `${c}-Zuid`, `${c}-West`],
    ja: [`${c} Chūō`, `${c} Jōkamachi`, `${c} Ekimae`, `Kita-${c}`, `Higashi-${c}`, `Minami-${c}`, `Nishi-${c}`],
  };
  const [centre, old, station, north, east, south, west] = sets[lang];
  const all: GeneratedDistrictName[] = [
    { name: centre.length <= 60 ? centre : c.slice(0, 60), kind: 'centre' },
    { name: old, kind: 'old' },
    { name: station, kind: 'station' },
    { name: north, kind: 0 },
    { name: east, kind: 90 },
    { name: south, kind: 180 },
    { name: west, kind: 270 },
  ];
  return all.filter((d, i) => i === 0 || d.name.length <= 60);
}
