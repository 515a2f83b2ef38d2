/**
 * Brand names only: the light part of the brand registry (no tokens, no SVGs), so the host SDK's one-file
 * build can re-export the brand list without pulling in logo artwork.
 * Spec: chrome-and-consent §2 (brand variants: the default brand, momondo, cheapflights, hotelscombined,
 * mundi, swoodoo white-label, checkfelix, opentable and a b2b variant); core-and-business §1 (the global
 * brandDisplayName drives brand display).
 *
 * Imports from the contract are type-only on purpose: a value import would bundle zod into the host SDK.
 */
import type { BrandId } from '@travel/contract';

/** One selectable brand: its id (the brandDisplayName value) and the name people read. */
export interface BrandChoice {
  id: BrandId;
  displayName: string;
}

/**
 * Every brand variant, default first. The single source of display names: the full registry
 * (`index.ts`) takes its `displayName` from here. A test checks it covers contract `BRAND_IDS` exactly.
 */
export const BRAND_CHOICES: readonly BrandChoice[] = [
  { id: 'default', displayName: 'Tripwise' },
  { id: 'momondo', displayName: 'momondo' },
  { id: 'cheapflights', displayName: 'Cheapflights' },
  { id: 'hotelscombined', displayName: 'HotelsCombined' },
  { id: 'mundi', displayName: 'Mundi' },
  { id: 'swoodoo', displayName: 'swoodoo' },
  { id: 'checkfelix', displayName: 'checkfelix' },
  { id: 'opentable', displayName: 'OpenTable' },
  { id: 'b2b', displayName: 'Tripwise for Business' },
];

/** Id of the brand used when none (or an unknown one) is requested; equals contract `DEFAULT_BRAND_ID`. */
export const FALLBACK_BRAND_ID: BrandId = 'default';

/**
 * Maps a requested brand name (the brandDisplayName as given, any case, surrounding blanks ignored) to a
 * known brand id. Unknown names give the default brand with `fellBack: true` (the caller logs the warning).
 * A missing or blank name is not a fallback: the default brand is what was asked for (`fellBack: false`).
 * Never throws.
 */
export function resolveBrandId(name: string | undefined | null): { id: BrandId; fellBack: boolean } {
  const wanted = (name ?? '').trim().toLowerCase();
  if (wanted === '') return { id: FALLBACK_BRAND_ID, fellBack: false };
  const hit = BRAND_CHOICES.find((b) => b.id === wanted);
  return hit ? { id: hit.id, fellBack: false } : { id: FALLBACK_BRAND_ID, fellBack: true };
}
