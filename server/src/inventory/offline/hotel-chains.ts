/**
 * Hotel chains of the offline inventory (issue #25 part 2, "preferred chains": a company's hotel policy prefers
 * chains, so a hotel must say which chain it belongs to). The chains are invented, like the hotels themselves and the
 * car inventory's rental companies (Rentwell, Roamcar): no real brand is attached to a generated hotel.
 *
 * Model (deterministic: seeded by the hotel id, on a generator of its own so the rest of a hotel - stars, name,
 * prices - is exactly what it was before chains existed):
 * - Share of chain hotels: {@link CHAIN_SHARE_SMALL} in a small town rising linearly to {@link CHAIN_SHARE_BIG} in the
 *   biggest cities (city "bigness" 0..1 of hotels.ts), halved for 1-star hotels (mostly family-run). The rest are
 *   independents: `chain` null, which the policy engine leaves alone (travel-policy-evaluate.ts: "a hotel of no known
 *   chain says nothing to the preferred-chains rule").
 * - A chain hotel's chain is one of the chains of its star rating ({@link HOTEL_CHAINS} `stars`), equally likely.
 */
import { createRng } from './prng.ts';

/** One invented chain and the star ratings its hotels have. */
export interface HotelChain {
  name: string;
  stars: readonly number[];
}

/** The chains, budget to luxury; every star rating 1-5 has at least two. */
export const HOTEL_CHAINS: readonly HotelChain[] = Object.freeze([
  { name: 'CityNest', stars: [1, 2] },
  { name: 'Sleepwell Express', stars: [1, 2, 3] },
  { name: 'Parkway Inn', stars: [2, 3] },
  { name: 'Kestrel Hotels', stars: [3, 4] },
  { name: 'Harbourline', stars: [3, 4] },
  { name: 'Meridia', stars: [4, 5] },
  { name: 'Northstar Hotels', stars: [4, 5] },
  { name: 'Aurelia Grand', stars: [5] },
]);

/** Share of chain hotels in the smallest towns (bigness 0). */
export const CHAIN_SHARE_SMALL = 0.25;
/** Share of chain hotels in the biggest cities (bigness 1). */
export const CHAIN_SHARE_BIG = 0.6;

/**
 * The chain of a generated hotel, or null for an independent (see the module doc).
 * @param hotelId the hotel's stable id (`h{cityId}-{n}`)
 * @param stars its star rating, 1-5
 * @param bigness its city's size, 0 (small town) .. 1 (very big city)
 * @returns a chain name of {@link HOTEL_CHAINS}, or null; the same for the same arguments, always
 */
export function hotelChainOf(hotelId: string, stars: number, bigness: number): string | null {
  const rng = createRng(`hotel-chain|${hotelId}`);
  const share = (CHAIN_SHARE_SMALL + (CHAIN_SHARE_BIG - CHAIN_SHARE_SMALL) * Math.min(1, Math.max(0, bigness))) * (stars <= 1 ? 0.5 : 1);
  if (rng.next() >= share) return null;
  const fitting = HOTEL_CHAINS.filter((c) => c.stars.includes(stars));
  return fitting.length === 0 ? null : rng.pick(fitting).name;
}
