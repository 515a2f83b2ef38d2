/** Cache lifetime of the host SDK files in seconds: short, because their names carry no content hash. */
export const HOST_SDK_MAX_AGE_S = 300;
/**
 * Cache-Control of the SDK files (issue #23): a partner page loads them on every view, so a browser may reuse them
 * for {@link HOST_SDK_MAX_AGE_S} without asking (no request per page view), then revalidates them (ETag /
 * Last-Modified: a 304 without the body) so a fixed SDK reaches every partner within five minutes.
 */
export const HOST_SDK_CACHE_CONTROL = `public, max-age=${HOST_SDK_MAX_AGE_S}, must-revalidate`;
