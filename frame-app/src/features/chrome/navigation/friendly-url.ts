/**
 * Friendly search URL for the header navigation (chrome-and-consent §4, §7: "The friendly-URL call also serves the
 * header navigation"; account-business-header-and-trips §7, §8). On a results page, choosing another vertical in the
 * navigation converts the current search through the server's FriendlySearchUrlAction (server/src/modules/friendly-url),
 * the same call the results pages' vertical switcher makes; on a failure or no result the plain link is followed and
 * 'Error resolving friendly url' is logged.
 */
import { FRIENDLY_SEARCH_URL_PATH, FriendlySearchUrlResponseSchema, VERTICALS, parseResultsUrl, type Vertical } from '@travel/contract';
import { apiClient } from '../../../api/index.ts';

/** Whether the conversion is on (chrome-and-consent §4 "only when the feature is enabled"); the search feature's switch is on too. */
export const NAVIGATION_FRIENDLY_SEARCH_URL_ENABLED = true;
/** Verticals taking part (chrome-and-consent §4 "both are in the enabled list"): all five. */
export const NAVIGATION_FRIENDLY_SEARCH_URL_VERTICALS: readonly Vertical[] = VERTICALS;

/**
 * The rule of chrome-and-consent §4: the feature is enabled, the page is a results page, source and target differ and
 * both are enabled. Returns the source vertical when the conversion applies, else null.
 * @param currentUrl path inside the basename with its query, e.g. `/flights/JFK-LHR/2026-05-01?adults=1`
 */
export function friendlyConversionSource(
  currentUrl: string,
  target: Vertical,
  enabled = NAVIGATION_FRIENDLY_SEARCH_URL_ENABLED,
  verticals: readonly Vertical[] = NAVIGATION_FRIENDLY_SEARCH_URL_VERTICALS,
): Vertical | null {
  if (!enabled) return null;
  const results = parseResultsUrl(currentUrl);
  if (!results) return null;
  const source = results.vertical;
  return source !== target && verticals.includes(source) && verticals.includes(target) ? source : null;
}

/**
 * POST (form, X-CSRF) /s/horizon/common/layout/FriendlySearchUrlAction with originalVertical, conversionVertical and
 * searchUrlToConvert. Resolves with `convertedUrl` (null when the search cannot be expressed in the target).
 */
export async function convertSearchUrl(originalVertical: Vertical, conversionVertical: Vertical, searchUrlToConvert: string): Promise<string | null> {
  const form = new URLSearchParams({ originalVertical, conversionVertical, searchUrlToConvert });
  return (await apiClient.post(FRIENDLY_SEARCH_URL_PATH, form, FriendlySearchUrlResponseSchema)).convertedUrl;
}
