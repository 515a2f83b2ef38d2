/** Frame page constants (issue #2: frame served per partner; chrome-and-consent: embedding). */

/** Literal placeholder in the built index.html replaced by the bootstrap script element. */
export const BOOTSTRAP_PLACEHOLDER = '<!--frame-bootstrap-->';
/** Defaults when the frame URL omits (or gives an invalid) locale / currency. */
export const DEFAULT_LOCALE = 'en-US';
export const DEFAULT_CURRENCY = 'USD';
/** Longest brandDisplayName passed through, characters (longer values fall back to the partner default). */
export const MAX_BRAND_LENGTH = 64;
/**
 * Cache-Control of a file under /assets/ whose name has no content hash (hashed names are immutable for a year:
 * server/src/static-files.ts). Vite hashes every file it writes there, so such a file was placed by hand and may
 * change in place: caches keep it but revalidate it (ETag) on every use (issue #23).
 */
export const UNHASHED_ASSET_CACHE_CONTROL = 'no-cache';
/** Message when the frame app has not been built. */
export const FRAME_NOT_BUILT_MESSAGE = 'frame not built: run npm run build';
/**
 * Visible text of the 404 page for an unknown partner id (the wording the frame app shows for
 * UNKNOWN_PARTNER). Deliberately does not repeat the requested id: the page may be framed by any site.
 */
export const UNKNOWN_PARTNER_MESSAGE = 'This travel search is not available on this site.';
