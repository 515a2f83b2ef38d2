/**
 * End-to-end journeys in real Chromium: the real server (fresh SQLite; and a second stack on a fresh
 * PostgreSQL database), the real frame and the real demo
 * partner page on a different site, plus an attacker page on an origin no partner allows.
 */
import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { ATTACKER_PORT, DEMO_ORIGIN, PG_DEMO_ORIGIN, DEMO_PORT, E2E_DATABASE_PATH, E2E_OFFER_SIGNING_KEY, PRODUCT_ORIGIN, PRODUCT_PORT } from './ports.ts';

const repo = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: `${repo}/test-results`,
  use: {
    baseURL: `${DEMO_ORIGIN}/`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: 'rm -f .tmp/e2e.sqlite* && npx tsx scripts/start.ts',
      cwd: repo,
      env: {
        PORT: String(PRODUCT_PORT),
        DEMO_PORT: String(DEMO_PORT),
        PUBLIC_ORIGIN: PRODUCT_ORIGIN,
        DEMO_ORIGIN,
        DATABASE_PATH: E2E_DATABASE_PATH,
        OFFER_SIGNING_KEY: E2E_OFFER_SIGNING_KEY,
        LOG_LEVEL: 'warn',
      },
      url: `${DEMO_ORIGIN}/config.json`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      // The same product on a fresh PostgreSQL database (issue #7): `npm start`'s script with DATABASE_URL.
      command: 'npx tsx tests/e2e/postgres-stack.ts',
      cwd: repo,
      url: `${PG_DEMO_ORIGIN}/config.json`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
    {
      command: 'npx tsx tests/e2e/attacker-server.ts',
      cwd: repo,
      env: { ATTACKER_PORT: String(ATTACKER_PORT), PRODUCT_ORIGIN },
      url: `http://127.0.0.1:${ATTACKER_PORT}/config.json`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
  ],
});
