/**
 * The frame page: the built frame app's index.html with the partner's bootstrap JSON injected, and the
 * security headers that confine embedding to the partner's allowed origins.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  CurrencyCodeSchema, FRAME_BOOTSTRAP_ELEMENT_ID, FrameBootstrapSchema, LocaleTagSchema, SUPPORTED_CURRENCIES,
  type FrameBootstrap, type Partner,
} from '@travel/contract';
import { BOOTSTRAP_PLACEHOLDER, DEFAULT_CURRENCY, DEFAULT_LOCALE, MAX_BRAND_LENGTH } from './constants.ts';

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
 * silently to the defaults.
 */
export function buildBootstrap(partner: Partner, query: RawFrameQuery): FrameBootstrap {
  const brand = typeof query.brand === 'string' && query.brand.trim() !== '' && query.brand.length <= MAX_BRAND_LENGTH ? query.brand : partner.defaultBrand;
  const locale = LocaleTagSchema.safeParse(query.locale);
  const currency = CurrencyCodeSchema.safeParse(query.currency);
  const supported = currency.success && (SUPPORTED_CURRENCIES as readonly string[]).includes(currency.data);
  return FrameBootstrapSchema.parse({
    partner,
    brandDisplayName: brand,
    locale: locale.success ? locale.data : DEFAULT_LOCALE,
    currency: supported && currency.success ? currency.data : DEFAULT_CURRENCY,
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
 * Content-Security-Policy of the frame page; frame-ancestors lists the partner's allowed origins
 * ('none' when the list is empty or the partner is unknown).
 */
export function frameCsp(allowedOrigins: readonly string[]): string {
  const ancestors = allowedOrigins.length > 0 ? allowedOrigins.join(' ') : "'none'";
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
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
