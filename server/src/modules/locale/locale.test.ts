// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '@travel/contract';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { entryRedirectPath } from './service.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

describe('GET /images/flags/{code}.svg', () => {
  it('serves a country flag from flag-icons as cacheable SVG', async () => {
    const r = await h.app.inject({ method: 'GET', url: '/images/flags/de.svg' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('image/svg+xml');
    expect(r.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(r.headers['content-security-policy']).toContain("default-src 'none'");
    expect(r.body).toMatch(/^<svg[\s>]/);
    expect(r.body).toContain('flag-icons-de');
  });

  it('serves the tw traditional-Chinese variant, which is not the national flag', async () => {
    const variant = await h.app.inject({ method: 'GET', url: '/images/flags/tw-hant.svg' });
    const national = await h.app.inject({ method: 'GET', url: '/images/flags/tw.svg' });
    expect(variant.statusCode).toBe(200);
    expect(variant.body).toMatch(/^<svg[\s>]/);
    expect(national.statusCode).toBe(200);
    expect(variant.body).not.toBe(national.body);
  });

  it.each(['zz.svg', 'DE.svg', 'de.png', 'de', '..%2Fpackage.json', 'deu.svg', '..%2F..%2Fde.svg'])('answers 404 NOT_FOUND for %s', async (file) => {
    const r = await h.app.inject({ method: 'GET', url: `/images/flags/${file}` });
    expect(r.statusCode).toBe(404);
    expect(ErrorEnvelopeSchema.parse(r.json()).errors[0]?.code).toBe('NOT_FOUND');
    expect(r.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /p/{partnerId}/in (entry address)', () => {
  it('sets the locale from cc and lc, keeps whitelisted params and drops everything else', async () => {
    const r = await h.app.inject({ method: 'GET', url: '/p/demo/in?cc=de&lc=de&evil=1&a=aff&ai=42&id=camp&redir=https://evil.example' });
    expect(r.statusCode).toBe(302);
    const location = new URL(String(r.headers.location), 'http://x');
    expect(location.pathname).toBe('/p/demo/');
    expect(Object.fromEntries(location.searchParams)).toEqual({ a: 'aff', ai: '42', id: 'camp', locale: 'de-DE' });
  });

  it('lands the front door in that locale', async () => {
    const r = await h.app.inject({ method: 'GET', url: '/p/demo/in?cc=CH&lc=FR' });
    const page = await h.app.inject({ method: 'GET', url: String(r.headers.location) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"locale":"fr-CH"');
  });

  it('uses the country default language without lc and drops a locale that is not offered', async () => {
    expect(entryRedirectPath('demo', { cc: 'at' })).toBe('/p/demo/?locale=de-AT');
    expect(entryRedirectPath('demo', { cc: 'de', lc: 'ja' })).toBe('/p/demo/');
    expect(entryRedirectPath('demo', { cc: 'xx', lc: 'en' })).toBe('/p/demo/');
    expect(entryRedirectPath('demo', { cc: ['de', 'fr'], lc: 'de' })).toBe('/p/demo/');
    expect(entryRedirectPath('demo', { cc: 'de', brand: 'x'.repeat(101), currency: 'EUR' })).toBe('/p/demo/?currency=EUR&locale=de-DE');
  });

  it('answers 404 for an unknown partner', async () => {
    const r = await h.app.inject({ method: 'GET', url: '/p/nobody-here/in?cc=de&lc=de' });
    expect(r.statusCode).toBe(404);
    expect(ErrorEnvelopeSchema.parse(r.json()).errors[0]?.code).toBe('NOT_FOUND');
  });
});
