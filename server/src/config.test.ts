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
  it('reads the IAB CMP id (TCF_CMP_ID, issue #22) and refuses 0 and 1, which the IAB never assigns', () => {
    expect(loadConfig({}).tcfCmpId).toBeUndefined();
    expect(loadConfig({ TCF_CMP_ID: '412' }).tcfCmpId).toBe(412);
    for (const bad of ['0', '1', '4096', 'x']) expect(() => loadConfig({ TCF_CMP_ID: bad }), bad).toThrow(/TCF_CMP_ID/);
  });
  it('reads TWO_FACTOR_ENCRYPTION_KEY as 32 bytes of hex or base64, and refuses anything else without echoing it', () => {
    expect(loadConfig({}).twoFactorEncryptionKey).toBeUndefined();
    const hex = 'ab'.repeat(32);
    const base64 = Buffer.alloc(32, 9).toString('base64');
    expect(loadConfig({ TWO_FACTOR_ENCRYPTION_KEY: hex }).twoFactorEncryptionKey).toBe(hex);
    expect(loadConfig({ TWO_FACTOR_ENCRYPTION_KEY: base64 }).twoFactorEncryptionKey).toBe(base64);
    for (const bad of ['too-short-value', 'ab'.repeat(31), Buffer.alloc(24, 9).toString('base64'), `${hex} `]) {
      let message = '';
      try {
        loadConfig({ TWO_FACTOR_ENCRYPTION_KEY: bad });
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message, bad).toMatch(/TWO_FACTOR_ENCRYPTION_KEY must be 32 bytes/);
      expect(message).not.toContain(bad.trim());
    }
  });
  it('reads the traveler limits (core-and-business §5) and rejects bad ones', () => {
    expect(loadConfig({})).toMatchObject({ travelerMinAgeYears: 18, travelerMaxAgeYears: 110, travelerGenders: ['M', 'F'] });
    expect(loadConfig({ TRAVELER_MIN_AGE_YEARS: '16', TRAVELER_MAX_AGE_YEARS: '100', TRAVELER_GENDERS: 'M, F,X' })).toMatchObject({ travelerMinAgeYears: 16, travelerMaxAgeYears: 100, travelerGenders: ['M', 'F', 'X'] });
    expect(() => loadConfig({ TRAVELER_MIN_AGE_YEARS: '50', TRAVELER_MAX_AGE_YEARS: '40' })).toThrow(/travelerMinAgeYears/);
    expect(() => loadConfig({ TRAVELER_MAX_AGE_YEARS: 'old' })).toThrow(/TRAVELER_MAX_AGE_YEARS/);
    expect(() => loadConfig({ TRAVELER_GENDERS: ',' })).toThrow(/travelerGenders/);
    expect(() => loadConfig({ TRAVELER_GENDERS: 'M,F1' })).toThrow(/travelerGenders/);
  });
});
