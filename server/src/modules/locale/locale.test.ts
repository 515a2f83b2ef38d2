// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '@travel/contract';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { newSession } from '../../../test/booking-fixtures.ts';
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

describe('/i/api/locale/v1/choice (the session locale choice)', () => {
  it('stores the choice in a partitioned session cookie and reads it back', async () => {
    const s = await newSession(h.app);
    const put = await h.app.inject({
      method: 'PUT',
      url: '/i/api/locale/v1/choice',
      headers: { 'x-csrf': s.token },
      cookies: { sid: s.sid },
      payload: { tag: 'de-DE', hostTag: 'en-US' },
    });
    expect(put.statusCode).toBe(204);
    const setCookie = String(put.headers['set-cookie']);
    expect(setCookie).toMatch(/^locale_choice=/);
    for (const attribute of ['HttpOnly', 'Secure', 'SameSite=None', 'Partitioned', 'Path=/']) expect(setCookie).toContain(attribute);
    expect(setCookie).not.toMatch(/Max-Age|Expires/i);
    const value = /locale_choice=([^;]+)/.exec(setCookie)?.[1] ?? '';

    const get = await h.app.inject({ method: 'GET', url: '/i/api/locale/v1/choice', cookies: { locale_choice: decodeURIComponent(value) } });
    expect(get.statusCode).toBe(200);
    expect(get.json()).toEqual({ choice: { tag: 'de-DE', hostTag: 'en-US' } });
  });

  it('answers null without a cookie or with a malformed one', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/i/api/locale/v1/choice' })).json()).toEqual({ choice: null });
    const bad = await h.app.inject({ method: 'GET', url: '/i/api/locale/v1/choice', cookies: { locale_choice: '{"tag":"<b>","hostTag":null}' } });
    expect(bad.json()).toEqual({ choice: null });
  });

  it('refuses a malformed tag and a missing X-CSRF', async () => {
    const s = await newSession(h.app);
    const bad = await h.app.inject({ method: 'PUT', url: '/i/api/locale/v1/choice', headers: { 'x-csrf': s.token }, cookies: { sid: s.sid }, payload: { tag: 'german', hostTag: null } });
    expect(bad.statusCode).toBe(400);
    expect(ErrorEnvelopeSchema.parse(bad.json()).errors[0]?.code).toBe('VALIDATION_ERROR');
    const noCsrf = await h.app.inject({ method: 'PUT', url: '/i/api/locale/v1/choice', cookies: { sid: s.sid }, payload: { tag: 'de-DE', hostTag: null } });
    expect(noCsrf.statusCode).toBeGreaterThanOrEqual(400);
    expect(noCsrf.headers['set-cookie']).toBeUndefined();
  });

  it('DELETE clears the cookie', async () => {
    const s = await newSession(h.app);
    const del = await h.app.inject({ method: 'DELETE', url: '/i/api/locale/v1/choice', headers: { 'x-csrf': s.token }, cookies: { sid: s.sid } });
    expect(del.statusCode).toBe(204);
    expect(String(del.headers['set-cookie'])).toMatch(/^locale_choice=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
  });
});

describe('the frame page applies the stored choice (no start-up request, no flash)', () => {
  const bootstrapLocale = (html: string): string => {
    const json = /<script id="frame-bootstrap" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
    return (JSON.parse(json) as { locale: string }).locale;
  };
  const choice = JSON.stringify({ tag: 'de-DE', hostTag: 'en-US' });

  it('while the host passes the locale the choice was made under, the frame starts in the chosen locale', async () => {
    const r = await h.app.inject({ method: 'GET', url: '/p/demo/?locale=en-US', cookies: { locale_choice: choice } });
    expect(bootstrapLocale(r.body)).toBe('de-DE');
    expect(String(r.headers['set-cookie'] ?? '')).not.toMatch(/locale_choice=/);
  });

  it("the host's different locale wins and the stale choice is cleared", async () => {
    const r = await h.app.inject({ method: 'GET', url: '/p/demo/?locale=fr-FR', cookies: { locale_choice: choice } });
    expect(bootstrapLocale(r.body)).toBe('fr-FR');
    expect([r.headers['set-cookie']].flat().join('\n')).toMatch(/locale_choice=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
  });

  it('without a locale parameter (a reload of a page the frame navigated to) the cookie is neither used nor cleared', async () => {
    const r = await h.app.inject({ method: 'GET', url: '/p/demo/flights/JFK-LHR/2027-01-10', cookies: { locale_choice: choice } });
    expect(bootstrapLocale(r.body)).toBe('en-US');
    expect(String(r.headers['set-cookie'] ?? '')).not.toMatch(/locale_choice=/);
  });

  it('a malformed cookie is ignored', async () => {
    const r = await h.app.inject({ method: 'GET', url: '/p/demo/?locale=en-US', cookies: { locale_choice: '{"tag":"<b>"}' } });
    expect(bootstrapLocale(r.body)).toBe('en-US');
  });
});
