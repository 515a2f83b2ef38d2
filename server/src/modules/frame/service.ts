/**
 * The frame page: the built frame app's index.html with the partner's bootstrap JSON injected, and the
 * security headers that confine embedding to the partner's allowed origins.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  CurrencyCodeSchema, FRAME_BOOTSTRAP_ELEMENT_ID, FRAME_LOAD_ERROR_KEY, FRAME_LOAD_ERROR_UNKNOWN_PARTNER, FrameBootstrapSchema, LocaleTagSchema, SUPPORTED_CURRENCIES,
  type FrameBootstrap, type Partner,
} from '@travel/contract';
import { BOOTSTRAP_PLACEHOLDER, DEFAULT_CURRENCY, DEFAULT_LOCALE, MAX_BRAND_LENGTH, UNKNOWN_PARTNER_MESSAGE } from './constants.ts';

/** Raw frame query values (each may be missing, repeated or invalid). */
export interface RawFrameQuery {
  brand?: unknown;
  locale?: unknown;
  currency?: unknown;
}

/**
 * Builds the bootstrap data. brand: passed through as given (the frame falls back with a warning when
 * unknown), default the partner's defaultBrand; locale: default en-US; currency: default USD, and an
 * unsupported currency (not in SUPPORTED_CURRENCIES) counts as invalid. Invalid values fall back
 * silently to the defaults. tcfCmpId: the operator's IAB CMP id (config TCF_CMP_ID, issue #22), passed when set.
 */
export function buildBootstrap(partner: Partner, query: RawFrameQuery, extras: { tcfCmpId?: number | undefined; mapTiles?: FrameBootstrap['mapTiles'] | undefined } = {}): FrameBootstrap {
  const { tcfCmpId, mapTiles } = extras;
  const brand = typeof query.brand === 'string' && query.brand.trim() !== '' && query.brand.length <= MAX_BRAND_LENGTH ? query.brand : partner.defaultBrand;
  const locale = LocaleTagSchema.safeParse(query.locale);
  const currency = CurrencyCodeSchema.safeParse(query.currency);
  const supported = currency.success && (SUPPORTED_CURRENCIES as readonly string[]).includes(currency.data);
  return FrameBootstrapSchema.parse({
    partner,
    brandDisplayName: brand,
    locale: locale.success ? locale.data : DEFAULT_LOCALE,
    currency: supported && currency.success ? currency.data : DEFAULT_CURRENCY,
    ...(tcfCmpId !== undefined ? { tcfCmpId } : {}),
    ...(mapTiles ? { mapTiles } : {}),
  });
}

/** JSON safe inside a `<script>` element: `<`, `>`, `&`, U+2028 and U+2029 escaped. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Replaces the placeholder with `<script id="frame-bootstrap" type="application/json">...</script>`. */
export function injectBootstrap(html: string, bootstrap: FrameBootstrap): string {
  const script = `<script id="${FRAME_BOOTSTRAP_ELEMENT_ID}" type="application/json">${scriptSafeJson(bootstrap)}</script>`;
  return html.includes(BOOTSTRAP_PLACEHOLDER) ? html.replace(BOOTSTRAP_PLACEHOLDER, () => script) : html.replace('</head>', () => `${script}</head>`);
}

/**
 * The origins of the partner's own social icons (Partner.socialLinks iconUrl), which the frame fetches as SVG text
 * (chrome-and-consent §7 "GET of an icon svg url"), deduplicated; the frame page's connect-src adds exactly these.
 */
export function socialIconOrigins(partner: Pick<Partner, 'socialLinks'>): string[] {
  return [...new Set((partner.socialLinks ?? []).flatMap((link) => (link.iconUrl ? [new URL(link.iconUrl).origin] : [])))];
}

/**
 * The CSP source of a Leaflet tile URL template (issue #22 item 5): its scheme, host and port, with a leading
 * `{s}.` subdomain placeholder as the wildcard `*.` (`https://{s}.tile.example.com/{z}/{x}/{y}.png` ->
 * `https://*.tile.example.com`). null when the template has no `scheme://host/` (config.ts
 * MapTileUrlTemplateSchema refuses those at start).
 */
export function tileSourceOf(urlTemplate: string): string | null {
  const m = /^(https?:\/\/)((?:\{s\}\.)?[a-z0-9.-]+(?::\d+)?)\//i.exec(urlTemplate);
  return m ? `${m[1]}${(m[2] ?? '').replace('{s}.', '*.')}`.toLowerCase() : null;
}

/**
 * Content-Security-Policy of the frame page; frame-ancestors lists the partner's allowed origins
 * ('none' when the list is empty); connect-src is 'self' plus `connectOrigins` (the partner's social icon origins,
 * {@link socialIconOrigins}); img-src is 'self' data: plus `imgSources` (the hotel maps' tile source,
 * {@link tileSourceOf}, when MAP_TILE_URL is set: issue #22 item 5). An unknown partner gets {@link UNKNOWN_PARTNER_PAGE} instead.
 */
export function frameCsp(allowedOrigins: readonly string[], connectOrigins: readonly string[] = [], imgSources: readonly string[] = []): string {
  const ancestors = allowedOrigins.length > 0 ? allowedOrigins.join(' ') : "'none'";
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...imgSources].join(' '),
    ["connect-src 'self'", ...connectOrigins].join(' '),
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

/** Reads `<frameDistDir>/index.html`; null when it does not exist. @throws other I/O errors. */
export async function readFrameIndex(frameDistDir: string): Promise<string | null> {
  try {
    return await fs.readFile(path.join(frameDistDir, 'index.html'), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** `'sha256-<base64>'` CSP source of an inline script's exact text (CSP3 hash source). */
export function cspScriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

const unknownPartnerScript = `window.parent.postMessage(${scriptSafeJson({ [FRAME_LOAD_ERROR_KEY]: FRAME_LOAD_ERROR_UNKNOWN_PARTNER })}, '*');`;

/**
 * The 404 page of `/p/{partnerId}/...` when the id names no partner (or is not a valid partner id), with its CSP.
 *
 * - `script`: the page's only script. It posts `{ travelFrameLoadError: 'unknown-partner' }` (contract
 *   FRAME_LOAD_ERROR_KEY / FRAME_LOAD_ERROR_UNKNOWN_PARTNER) to `window.parent` with targetOrigin `'*'`, so the
 *   host SDK on the embedding page reports `unknown-partner` at once instead of "blocked" after its load timeout.
 *   The message carries nothing but that reason, so any receiver may read it.
 * - `csp`: `frame-ancestors *`. An unknown partner has no allowed origins to confine it to, and the page must load
 *   inside the partner's iframe for its message to arrive. Framing it anywhere is safe: it is the same static page
 *   for every request (the requested id is not echoed), with no session, no data, no form, no link and nothing
 *   to click, so there is nothing to clickjack or leak. The script runs by the sha256 hash of its exact text
 *   (no 'unsafe-inline'); everything else is `default-src 'none'`.
 * - `html`: the page, text {@link UNKNOWN_PARTNER_MESSAGE}.
 */
export const UNKNOWN_PARTNER_PAGE: { readonly html: string; readonly csp: string; readonly script: string } = {
  script: unknownPartnerScript,
  csp: [
    "default-src 'none'",
    `script-src ${cspScriptHash(unknownPartnerScript)}`,
    "base-uri 'none'",
    "form-action 'none'",
    'frame-ancestors *',
  ].join('; '),
  html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unknown partner</title></head><body><h1>${UNKNOWN_PARTNER_MESSAGE}</h1><script>${unknownPartnerScript}</script></body></html>`,
};

/** One media range of an Accept header: `type/subtype` (lower case) and its quality 0..1. */
interface MediaRange {
  type: string;
  q: number;
}

function mediaRanges(accept: string): MediaRange[] {
  return accept.split(',').flatMap((part) => {
    const [type = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!type.includes('/')) return [];
    const qParam = params.find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    return Number.isFinite(q) ? [{ type, q: Math.min(1, Math.max(0, q)) }] : [];
  });
}

/** Quality of `type` under the most specific range matching it (exact > `major/*` > `*\/*`), and that specificity. */
function quality(ranges: readonly MediaRange[], matches: (range: string) => 0 | 1 | 2 | -1): { q: number; specificity: number } {
  let best = { q: 0, specificity: -1 };
  for (const r of ranges) {
    const s = matches(r.type);
    if (s > best.specificity || (s === best.specificity && r.q > best.q)) best = { q: r.q, specificity: s };
  }
  return best;
}

/**
 * Whether a client asks for JSON rather than an HTML page (issue #22: the unknown-partner page answers API clients
 * with the error envelope). JSON (`application/json` or any `+json` type) must have a higher quality than
 * `text/html`, or the same quality through a range naming it while HTML only matches a wildcard
 * (`application/json, text/plain, *\/*`). Browsers' navigations (text/html first), `*\/*` and no Accept: false.
 * @param accept the request's Accept header
 */
export function prefersJson(accept: string | undefined): boolean {
  if (!accept) return false;
  const ranges = mediaRanges(accept);
  const json = quality(ranges, (t) => (t === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(t) ? 2 : t === 'application/*' ? 1 : t === '*/*' ? 0 : -1));
  const html = quality(ranges, (t) => (t === 'text/html' ? 2 : t === 'text/*' ? 1 : t === '*/*' ? 0 : -1));
  if (json.specificity < 0 || json.q === 0) return false;
  return json.q > html.q || (json.q === html.q && json.specificity > html.specificity);
}
