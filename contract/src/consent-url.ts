/**
 * The consent url prefix rule (bridge `consent-url-prefix`, chrome-and-consent; issue #6 item 7): where the
 * host's consent pages live, which the frame links to. Only an `https:` URL is accepted, plus plain `http:` on
 * a loopback host - `localhost`, `127.0.0.1` or `[::1]`, any port - so local development and the demo page work.
 * Everything else (`javascript:`, `data:`, `blob:`, `file:`, `http://` on any other host, relative URLs) is
 * refused: a link the frame renders must never run script or downgrade to plain http on the network.
 *
 * Plain functions without zod, so any side (the host SDK has no zod) can use them. The frame enforces the rule
 * through the bridge schema (ConsentUrlPrefixMessageSchema).
 */

/** The error text for a refused prefix (the frame's VALIDATION_ERROR, which the host SDK surfaces as a BridgeError). */
export const CONSENT_URL_PREFIX_MESSAGE = 'The consent url prefix must be an https URL (or http on localhost)';

/** Hosts where plain http is allowed (WHATWG URL `hostname` spelling). */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Whether `value` is an acceptable consent url prefix (see the module docstring).
 * @param value an absolute URL; anything unparsable is refused
 */
export function isConsentUrlPrefix(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname));
}
