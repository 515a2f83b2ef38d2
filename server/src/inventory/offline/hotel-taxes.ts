/**
 * Hotel taxes and fees of the offline supplier: what a stay adds on top of its room rate (occupancy and
 * sales taxes, city and tourism taxes, resort fees), as one share of the room total by country.
 *
 * Issue #11: "total = nights x nightly rate (+ taxes shown separately) everywhere". A hotel offer's
 * `pricePerNight` is the room rate before taxes; `taxesAndFees` = round(nights x `pricePerNight` x rate) in
 * minor units; `price` (what the booking charges) = nights x `pricePerNight` + `taxesAndFees`.
 *
 * Rates are typical combined hotel-tax shares of each market (e.g. New York ~14.75 % + $3.50 per night is
 * folded into 15 % for the US average; EU markets show only the city/tourist tax because VAT is already in
 * their room rates), rounded to whole percent. Countries not listed pay {@link DEFAULT_HOTEL_TAX_RATE}.
 */

/** Share of the room total added as taxes and fees, by ISO 3166-1 alpha-2 country code. */
export const HOTEL_TAX_RATE_BY_COUNTRY: Readonly<Record<string, number>> = {
  US: 0.15, CA: 0.14, MX: 0.19, BR: 0.05, AR: 0.21, CL: 0.19, CO: 0.19, PE: 0.18,
  GB: 0.02, IE: 0.02, FR: 0.04, DE: 0.05, AT: 0.03, CH: 0.03, NL: 0.07, BE: 0.05, ES: 0.03, PT: 0.03, IT: 0.05,
  GR: 0.04, DK: 0.02, SE: 0.02, NO: 0.02, FI: 0.02, PL: 0.02, CZ: 0.03, HU: 0.04, HR: 0.02,
  JP: 0.1, KR: 0.1, CN: 0.06, HK: 0.0, SG: 0.17, TH: 0.17, MY: 0.1, ID: 0.21, PH: 0.12, VN: 0.15, IN: 0.12,
  AE: 0.17, SA: 0.15, QA: 0.12, TR: 0.12, IL: 0.17, EG: 0.22, ZA: 0.15, KE: 0.18, NG: 0.12, MA: 0.1,
  AU: 0.1, NZ: 0.15,
};

/** Share of the room total for countries not in {@link HOTEL_TAX_RATE_BY_COUNTRY}. */
export const DEFAULT_HOTEL_TAX_RATE = 0.1;

/**
 * Taxes and fees of a stay, minor units of the room total's currency.
 * @param roomTotalMinor nights x nightly rate for all rooms, minor units (non-negative integer)
 * @param countryCode ISO 3166-1 alpha-2 of the hotel's country
 */
export function hotelTaxesAndFeesMinor(roomTotalMinor: number, countryCode: string): number {
  const rate = HOTEL_TAX_RATE_BY_COUNTRY[countryCode.toUpperCase()] ?? DEFAULT_HOTEL_TAX_RATE;
  return Math.round(roomTotalMinor * rate);
}
