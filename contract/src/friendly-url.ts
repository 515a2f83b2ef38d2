/**
 * Friendly search URL: converts a results URL of one vertical into the equivalent results URL of
 * another (chrome-and-consent §4, §7; account-business-header-and-trips §7).
 * The frame calls it on results pages when the feature is enabled, the verticals differ and both are in
 * the enabled list; on error or a null `convertedUrl` it follows the plain link.
 *
 * zod/mini, as every schema the front door parses (contract/README.md "First page schemas").
 */
import { z } from 'zod/mini';
import { VerticalSchema } from './search-basics.ts';

/** Form fields (application/x-www-form-urlencoded) of the call; X-CSRF header required. */
export const FriendlySearchUrlRequestSchema = z.object({
  originalVertical: VerticalSchema,
  conversionVertical: VerticalSchema,
  /** A results URL as built by `buildResultsUrl`, optionally under the basename or absolute. */
  searchUrlToConvert: z.string().check(z.minLength(1), z.maxLength(2000)),
});
export type FriendlySearchUrlRequest = z.infer<typeof FriendlySearchUrlRequestSchema>;

/**
 * Reply: the converted URL, with the same base (basename, origin) as the input, or null when the search
 * cannot be expressed in the target vertical (e.g. hotels -> flights: no origin).
 */
export const FriendlySearchUrlResponseSchema = z.object({ convertedUrl: z.nullable(z.string()) });
export type FriendlySearchUrlResponse = z.infer<typeof FriendlySearchUrlResponseSchema>;

/** Path of the call (chrome-and-consent §7); `/horizon/...` without `/s` is an alias (account-business-header-and-trips §7). */
export const FRIENDLY_SEARCH_URL_PATH = '/s/horizon/common/layout/FriendlySearchUrlAction';
export const FRIENDLY_SEARCH_URL_ALIAS_PATH = '/horizon/common/layout/FriendlySearchUrlAction';
