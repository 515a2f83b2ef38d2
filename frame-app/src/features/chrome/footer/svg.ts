/**
 * Social icons arrive as SVG text from a URL (chrome-and-consent §7 "GET of an icon svg url ... fetched without
 * prefix") and are inserted into the page, so they are treated as untrusted: the text must start with svg markup
 * (§5), else it is refused with the console error 'Malformed svg received' (§8); it is then sanitised with
 * DOMPurify's SVG profile (scripts, event-handler attributes, foreign objects and `javascript:` links removed).
 * DOMPurify is imported on first use, so it is not part of the frame's first script.
 */
import { logger } from '../../../state/logger.ts';
import { MALFORMED_SVG_MESSAGE, SVG_FETCH_FAILED_MESSAGE } from './constants.ts';

/** Whether `text` starts (after white space) with an `<svg` element, e.g. `<svg xmlns=...>` (chrome-and-consent §5). */
export function isSvgMarkup(text: string): boolean {
  return /^\s*<svg[\s>/]/i.test(text);
}

/**
 * The sanitised markup of a received SVG, or null after logging 'Malformed svg received' when it does not start
 * with svg markup (before or after sanitising). Never throws for malformed input.
 */
export async function sanitizeSvg(text: string): Promise<string | null> {
  if (!isSvgMarkup(text)) {
    logger.error(MALFORMED_SVG_MESSAGE);
    return null;
  }
  const { default: DOMPurify } = await import('dompurify');
  const clean = DOMPurify.sanitize(text, { USE_PROFILES: { svg: true, svgFilters: true } });
  if (!isSvgMarkup(clean)) {
    logger.error(MALFORMED_SVG_MESSAGE);
    return null;
  }
  return clean;
}

/**
 * Fetches an icon from `url` exactly as given (no API prefix, no credentials, no form token: the URL may be
 * another site's) and returns its sanitised markup, or null after logging: 'Could not fetch SVG' when the
 * request fails or answers non-2xx, 'Malformed svg received' when the body is not SVG. Never rejects.
 * A direct `fetch` rather than the api client: the client adds the form token and parses JSON, neither of which
 * belongs on an image request to a possibly foreign URL.
 */
export async function fetchSanitizedSvg(url: string): Promise<string | null> {
  let text: string;
  try {
    const response = await fetch(url, { credentials: 'omit', headers: { Accept: 'image/svg+xml' } });
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    text = await response.text();
  } catch (error) {
    logger.error(SVG_FETCH_FAILED_MESSAGE, url, error);
    return null;
  }
  return sanitizeSvg(text);
}
