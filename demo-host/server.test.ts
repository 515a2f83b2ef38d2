import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoHostApp, startDemoHost } from './server.ts';

let dist: string;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'demo-host-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Demo partner page</title>');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('demo host server', () => {
  it('serves the page, config.json and extra pages', async () => {
    const app = await buildDemoHostApp({
      frameOrigin: 'http://localhost:8080',
      distDir: dist,
      extraPages: { '/attacker.html': '<!doctype html><title>Attacker</title>' },
    });
    const page = await app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Demo partner page');
    const config = await app.inject({ url: '/config.json' });
    expect(config.json()).toEqual({ frameOrigin: 'http://localhost:8080', partnerId: 'demo' });
    expect(config.headers['cache-control']).toBe('no-store');
    const attacker = await app.inject({ url: '/attacker.html' });
    expect(attacker.headers['content-type']).toMatch(/^text\/html/);
    expect(attacker.body).toContain('Attacker');
    await app.close();
  });

  it('listens on 127.0.0.1 by default and reports its url', async () => {
    const server = await startDemoHost({ port: 0, frameOrigin: 'http://localhost:8080', partnerId: 'acme', distDir: dist });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${server.url}/config.json`);
    expect(await response.json()).toEqual({ frameOrigin: 'http://localhost:8080', partnerId: 'acme' });
    await server.close();
  });

  it('refuses to start without a built page', async () => {
    await expect(buildDemoHostApp({ frameOrigin: 'http://localhost:8080', distDir: join(dist, 'missing') })).rejects.toThrow(/does not exist/);
  });
});
