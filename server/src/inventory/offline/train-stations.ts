/**
 * Station names of offline trains (issue #11 "Believable inventory"): a city's real main station where a
 * small curated table has it, otherwise `<City> (main station)`.
 *
 * Cities with several terminals choose by where the train goes:
 * - Paris: Gare du Nord for Great Britain, Belgium, the Netherlands and Germany north of 50.5°N, and for
 *   bearings 330°-35° (Lille); Gare de l'Est 35°-105° (Strasbourg, Frankfurt, Munich); Gare de Lyon
 *   105°-180° (Lyon, Marseille, Geneva, Milan); Gare Montparnasse 180°-278° (Bordeaux, Toulouse, Nantes,
 *   Rennes); Gare Saint-Lazare 278°-330° (Rouen, Caen, Le Havre).
 * - London: St Pancras International for trains leaving Great Britain and the East Midlands
 *   (Sheffield, Nottingham, Leicester, Derby); Euston for the West Coast (Birmingham, Manchester, Liverpool,
 *   Glasgow, ...); King's Cross for the East Coast (Leeds, York, Newcastle, Edinburgh, ...); otherwise by
 *   bearing: Liverpool Street 45°-135°, Victoria 135°-200°, Waterloo 200°-250°, Paddington 250°-300°, Euston
 *   300°-330°, King's Cross 330°-45°.
 * - Madrid: Chamartín for the north (bearing 300°-45°), Puerta de Atocha otherwise (Barcelona, Seville, Valencia).
 * Bearings are initial great-circle bearings from the terminal's city to the other city, degrees from north.
 */
import type { City } from '../cities.ts';

const PARIS = 2988507;
const LONDON = 2643743;
const MADRID = 3117735;

/** Real main stations by GeoNames city id (big cities only). */
export const MAIN_STATIONS: Readonly<Record<number, string>> = {
  2950159: 'Berlin Hauptbahnhof',
  2867714: 'München Hauptbahnhof',
  2911298: 'Hamburg Hauptbahnhof',
  2925533: 'Frankfurt (Main) Hauptbahnhof',
  2886242: 'Köln Hauptbahnhof',
  2825297: 'Stuttgart Hauptbahnhof',
  2934246: 'Düsseldorf Hauptbahnhof',
  2910831: 'Hannover Hauptbahnhof',
  2879139: 'Leipzig Hauptbahnhof',
  2935022: 'Dresden Hauptbahnhof',
  2861650: 'Nürnberg Hauptbahnhof',
  2761369: 'Wien Hauptbahnhof',
  2766824: 'Salzburg Hauptbahnhof',
  2657896: 'Zürich HB',
  2660646: 'Genève-Cornavin',
  2661604: 'Basel SBB',
  2661552: 'Bern',
  2800866: 'Bruxelles-Midi / Brussel-Zuid',
  2803138: 'Antwerpen-Centraal',
  2759794: 'Amsterdam Centraal',
  2747891: 'Rotterdam Centraal',
  2745912: 'Utrecht Centraal',
  2747373: 'Den Haag Centraal',
  2996944: 'Lyon Part-Dieu',
  2995469: 'Marseille Saint-Charles',
  2998324: 'Lille Europe',
  3031582: 'Bordeaux Saint-Jean',
  2990440: 'Nice-Ville',
  2973783: 'Strasbourg',
  2972315: 'Toulouse Matabiau',
  2990969: 'Nantes',
  2992166: 'Montpellier Saint-Roch',
  2983990: 'Rennes',
  3128760: 'Barcelona Sants',
  2510911: 'Sevilla Santa Justa',
  2509954: 'València Joaquín Sorolla',
  2514256: 'Málaga María Zambrano',
  3104324: 'Zaragoza Delicias',
  3169070: 'Roma Termini',
  3173435: 'Milano Centrale',
  3172394: 'Napoli Centrale',
  3176959: 'Firenze Santa Maria Novella',
  3164603: 'Venezia Santa Lucia',
  3165524: 'Torino Porta Nuova',
  3181928: 'Bologna Centrale',
  2267057: 'Lisboa Santa Apolónia',
  2735943: 'Porto Campanhã',
  2618425: 'København H',
  2673730: 'Stockholm Central',
  3143244: 'Oslo S',
  3067696: 'Praha hlavní nádraží',
  756135: 'Warszawa Centralna',
  3094802: 'Kraków Główny',
  3054643: 'Budapest-Keleti',
  2650225: 'Edinburgh Waverley',
  2648579: 'Glasgow Central',
  2643123: 'Manchester Piccadilly',
  2655603: 'Birmingham New Street',
  2644688: 'Leeds',
  2644210: 'Liverpool Lime Street',
  2633352: 'York',
  2654675: 'Bristol Temple Meads',
  2653822: 'Cardiff Central',
  2641673: 'Newcastle',
  1850147: 'Tokyo Station',
  1853909: 'Shin-Osaka',
  1857910: 'Kyoto Station',
  1856057: 'Nagoya Station',
  5128581: 'New York Penn Station',
  4140963: 'Washington Union Station',
  4930956: 'Boston South Station',
  4560349: 'Philadelphia 30th Street Station',
  4887398: 'Chicago Union Station',
  5368361: 'Los Angeles Union Station',
  6167865: 'Toronto Union Station',
  6077243: 'Montréal Gare Centrale',
  1816670: 'Beijing South',
  1796236: 'Shanghai Hongqiao',
  1809858: 'Guangzhou South',
  1795565: 'Shenzhen North',
  1819729: 'Hong Kong West Kowloon',
  1835848: 'Seoul Station',
  1838524: 'Busan Station',
};

/** London terminals of named British cities (GeoNames ids), where the bearing alone would choose wrong. */
const LONDON_TERMINAL_BY_CITY: Readonly<Record<number, string>> = {
  2638077: 'London St Pancras International', // Sheffield
  2641170: 'London St Pancras International', // Nottingham
  2644668: 'London St Pancras International', // Leicester
  2651347: 'London St Pancras International', // Derby
  2655603: 'London Euston', // Birmingham
  2643123: 'London Euston', // Manchester
  2644210: 'London Euston', // Liverpool
  2648579: 'London Euston', // Glasgow
  2652221: 'London Euston', // Coventry
  2644688: "London King's Cross", // Leeds
  2633352: "London King's Cross", // York
  2641673: "London King's Cross", // Newcastle upon Tyne
  2650225: "London King's Cross", // Edinburgh
  2657832: "London King's Cross", // Aberdeen
};

/** Initial great-circle bearing from a to b, degrees 0-360 from north. */
export function bearingDeg(a: Pick<City, 'latitude' | 'longitude'>, b: Pick<City, 'latitude' | 'longitude'>): number {
  const r = Math.PI / 180;
  const y = Math.sin((b.longitude - a.longitude) * r) * Math.cos(b.latitude * r);
  const x = Math.cos(a.latitude * r) * Math.sin(b.latitude * r) - Math.sin(a.latitude * r) * Math.cos(b.latitude * r) * Math.cos((b.longitude - a.longitude) * r);
  return ((Math.atan2(y, x) / r) + 360) % 360;
}

function parisTerminal(other: City, bearing: number): string {
  if (['GB', 'BE', 'NL'].includes(other.countryCode) || (other.countryCode === 'DE' && other.latitude > 50.5)) return 'Paris Gare du Nord';
  if (bearing >= 330 || bearing < 35) return 'Paris Gare du Nord';
  if (bearing < 105) return "Paris Gare de l'Est";
  if (bearing < 180) return 'Paris Gare de Lyon';
  if (bearing < 278) return 'Paris Montparnasse';
  return 'Paris Saint-Lazare';
}

function londonTerminal(other: City, bearing: number): string {
  if (other.countryCode !== 'GB') return 'London St Pancras International';
  const named = LONDON_TERMINAL_BY_CITY[other.id];
  if (named) return named;
  if (bearing >= 45 && bearing < 135) return 'London Liverpool Street';
  if (bearing >= 135 && bearing < 200) return 'London Victoria';
  if (bearing >= 200 && bearing < 250) return 'London Waterloo';
  if (bearing >= 250 && bearing < 300) return 'London Paddington';
  if (bearing >= 300 && bearing < 330) return 'London Euston';
  return "London King's Cross";
}

/**
 * The station a train between `city` and `other` uses in `city` (see module doc).
 * @returns a real station name, or `<City> (main station)` when the table has none
 */
export function stationName(city: City, other: City): string {
  const bearing = bearingDeg(city, other);
  if (city.id === PARIS) return parisTerminal(other, bearing);
  if (city.id === LONDON) return londonTerminal(other, bearing);
  if (city.id === MADRID) return bearing >= 300 || bearing < 45 ? 'Madrid Chamartín' : 'Madrid Puerta de Atocha';
  return MAIN_STATIONS[city.id] ?? `${city.name} (main station)`;
}
