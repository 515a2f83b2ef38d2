/**
 * Brand identifiers (the global brandDisplayName). Spec: chrome-and-consent §2 (brand variants with their
 * own logos), core-and-business §1 (brand display is driven by a global brandDisplayName).
 *
 * zod/mini, as every schema the front door parses (contract/README.md "First page schemas").
 */
import { z } from 'zod/mini';

export const BRAND_IDS = [
  'default',
  'momondo',
  'cheapflights',
  'hotelscombined',
  'mundi',
  'swoodoo',
  'checkfelix',
  'opentable',
  'b2b',
] as const;
export const BrandIdSchema = z.enum(BRAND_IDS);
export type BrandId = z.infer<typeof BrandIdSchema>;
export const DEFAULT_BRAND_ID: BrandId = 'default';
