// @vitest-environment node
/**
 * The footer's calls (chrome-and-consent §7; core-and-business §7) on the database of the project (sqlite or
 * postgres): the brand row, the privacy menu for visitors and signed-in users (§6), and the SVG artwork.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_CHOICES, BRAND_LIST, LOGO_ASSETS, LOGO_ASSET_KEYS, logoImagePath } from '@travel/brands';
import {
  AUTH_REGISTER_PATH,
  AuthVerifyReplySchema,
  FOOTER_BRANDS_PATH,
  FooterBrandsReplySchema,
  PRIVACY_MENU_PATH,
  PrivacyMenuReplySchema,
  SocialSiteNameSchema,
} from '@travel/contract';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { newSession } from '../../../test/booking-fixtures.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

describe('GET FooterBrandsStateProviderAction', () => {
  it('lists every brand with a logo that is served as SVG', async () => {
    const r = await h.app.inject({ method: 'GET', url: FOOTER_BRANDS_PATH });
    expect(r.statusCode).toBe(200);
    const { brands } = FooterBrandsReplySchema.parse(r.json());
    expect(brands.map((b) => b.name)).toEqual(BRAND_LIST.map((b) => b.displayName));
    const logo = await h.app.inject({ method: 'GET', url: brands[1]!.logoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(logo.body.startsWith('<svg')).toBe(true);
  });
});

describe('GET PrivacyMenuStateProviderAction', () => {
  it('sends visitors to /privacy/manage and lists the privacy preferences and the extra links', async () => {
    const r = await h.app.inject({ method: 'GET', url: PRIVACY_MENU_PATH });
    expect(r.statusCode).toBe(200);
    const menu = PrivacyMenuReplySchema.parse(r.json());
    expect(menu.managePrivacyUrl).toBe('/privacy/manage');
    expect(menu.privacyPreferencesUrl).toMatch(/^\/privacy/);
    expect(menu.links.map((l) => l.url)).toEqual(['/privacy', '/actual-terms-of-use', '/privacy#ccpa']);
  });

  it('sends signed-in users to /profile/account', async () => {
    const s = await newSession(h.app, '10.31.0.1');
    const reg = await h.app.inject({
      method: 'POST', url: AUTH_REGISTER_PATH, remoteAddress: s.remoteAddress, cookies: { sid: s.sid },
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf': s.token },
      payload: new URLSearchParams({ username: `footer-${randomUUID()}@example.com`, passwd: 'correct horse battery', consent: 'true' }).toString(),
    });
    expect(AuthVerifyReplySchema.parse(reg.json()).status).toBe(0);
    const sid = /sid=([^;]+)/.exec(String(reg.headers['set-cookie']))?.[1] ?? s.sid;
    const r = await h.app.inject({ method: 'GET', url: PRIVACY_MENU_PATH, cookies: { sid }, remoteAddress: s.remoteAddress });
    expect(PrivacyMenuReplySchema.parse(r.json()).managePrivacyUrl).toBe('/profile/account');
  });
});

describe('GET /images/social/{name}.svg', () => {
  it('serves every social icon as SVG markup that may not load or run anything', async () => {
    for (const name of SocialSiteNameSchema.options) {
      const r = await h.app.inject({ method: 'GET', url: `/images/social/${name}.svg` });
      expect(r.statusCode, name).toBe(200);
      expect(r.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(r.headers['content-security-policy']).toContain("default-src 'none'");
      expect(r.body.startsWith('<svg')).toBe(true);
      expect(r.body).not.toMatch(/<script|\son[a-z]+=/i);
    }
  });

  it('answers 404 NOT_FOUND for an unknown icon and refuses names that are not plain', async () => {
    const unknown = await h.app.inject({ method: 'GET', url: '/images/social/myspace.svg' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].code).toBe('NOT_FOUND');
    const odd = await h.app.inject({ method: 'GET', url: '/images/social/..%2Fx.svg' });
    expect(odd.statusCode).toBe(400);
    const unknownBrand = await h.app.inject({ method: 'GET', url: '/images/brands/nobody.svg' });
    expect(unknownBrand.statusCode).toBe(404);
  });
});

describe('GET /images/logos/{brand}/{variant}.svg (the header logo variants the frame shows)', () => {
  it('serves every variant of every brand as outline-only SVG that may not load or run anything', async () => {
    for (const { id } of BRAND_CHOICES) {
      for (const key of LOGO_ASSET_KEYS) {
        const r = await h.app.inject({ method: 'GET', url: logoImagePath(id, key) });
        expect(r.statusCode, `${id} ${key}`).toBe(200);
        expect(r.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(r.headers['content-security-policy']).toContain("default-src 'none'");
        expect(r.body).toBe(LOGO_ASSETS[id][key]?.svg);
        expect(r.body).not.toMatch(/<text|<script/);
      }
    }
  });

  it('answers 404 for an unknown brand or variant and 400 for names that are not plain', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/images/logos/nobody/default.svg' })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: '/images/logos/momondo/sparkly.svg' })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: '/images/logos/momondo/..%2Fx.svg' })).statusCode).toBe(400);
  });
});
