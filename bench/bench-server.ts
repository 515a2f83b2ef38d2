/**
 * The product's configuration for a bench run: a fresh SQLite file under .tmp, silent logs, the given ports
 * (product on localhost, demo partner page on 127.0.0.1, so the frame is cross-site) and optionally the bench-only
 * routes (`/bench/noop`). Shared by every bench that starts its own server.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, type ServerConfig } from '../server/src/config.ts';

const repo = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Options of {@link benchConfig}: ports, the SQLite file's name under .tmp, the bench-only routes. */
export interface BenchServerOptions {
  productPort: number;
  demoPort: number;
  /** File name under .tmp (removed first, with its -wal and -shm files). */
  databaseFile: string;
  /** Registers `/bench/noop` (BENCH_ROUTES=1). */
  benchRoutes?: boolean;
}

/** A validated server config (loadConfig; throws as it does on a bad environment) on a fresh database. */
export function benchConfig({ productPort, demoPort, databaseFile, benchRoutes = false }: BenchServerOptions): ServerConfig {
  const tmp = path.join(repo, '.tmp');
  mkdirSync(tmp, { recursive: true });
  const dbPath = path.join(tmp, databaseFile);
  for (const suffix of ['', '-wal', '-shm']) rmSync(dbPath + suffix, { force: true });
  return loadConfig({
    ...process.env,
    PORT: String(productPort),
    PUBLIC_ORIGIN: `http://localhost:${productPort}`,
    DEMO_ORIGIN: `http://127.0.0.1:${demoPort}`,
    DATABASE_PATH: dbPath,
    LOG_LEVEL: 'silent',
    ...(benchRoutes ? { BENCH_ROUTES: '1' } : {}),
  });
}
