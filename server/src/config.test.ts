// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 8080, host: 'localhost', publicOrigin: 'http://localhost:8080', demoOrigin: 'http://127.0.0.1:5173', logLevel: 'info', enableBenchRoutes: false });
    expect(c.databasePath).toMatch(/data[/\\]travel\.sqlite$/);
    expect(c.frameDistDir).toMatch(/dist[/\\]frame$/);
  });
  it('reads the environment and rejects bad values', () => {
    expect(loadConfig({ PORT: '9000', BENCH_ROUTES: '1', LOG_LEVEL: 'silent' })).toMatchObject({ port: 9000, publicOrigin: 'http://localhost:9000', enableBenchRoutes: true, logLevel: 'silent' });
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/Invalid server configuration/);
    expect(() => loadConfig({ DEMO_ORIGIN: 'not an origin' })).toThrow(/Invalid server configuration/);
  });
});
