/**
 * Server configuration from environment variables, validated with zod.
 *
 * Environment variables (all optional):
 * - `PORT` (default 8080), `HOST` (default `::`, dual-stack)
 * - `PUBLIC_ORIGIN` (default `http://localhost:${PORT}`): the product origin; the form-token call
 *   refuses any other `Origin`.
 * - `DEMO_ORIGIN` (default `http://127.0.0.1:5173`): the demo partner page, seeded as the `demo`
 *   partner's allowed origin (CSP frame-ancestors).
 * - `DATABASE_PATH` (default `<repo>/data/travel.sqlite`; `:memory:` allowed)
 * - `FRAME_DIST_DIR` (default `<repo>/dist/frame`): the built frame app (index.html + assets/).
 * - `LOG_LEVEL` (default `info`): pino level, `silent` to mute.
 * - `BENCH_ROUTES=1`: adds `GET /bench/noop`, the benchmark baseline.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { OriginSchema } from '@travel/contract';

/** Absolute path of the repository root (the folder holding `server/`). */
export const REPO_ROOT = path.resolve(fileURLToPath(new URL('../../', import.meta.url)));

export const LogLevelConfigSchema = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

export const ServerConfigSchema = z.object({
  port: z.number().int().min(0).max(65535),
  host: z.string().min(1),
  publicOrigin: OriginSchema,
  demoOrigin: OriginSchema,
  databasePath: z.string().min(1),
  frameDistDir: z.string().min(1),
  /** Built host SDK (`dist/host-sdk`), served at /sdk/ so partners can load the one-file script. */
  hostSdkDistDir: z.string().min(1),
  logLevel: LogLevelConfigSchema,
  enableBenchRoutes: z.boolean(),
});
export type ServerConfig = z.infer<typeof ServerConfigSchema>;

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('::'),
  PUBLIC_ORIGIN: z.string().optional(),
  DEMO_ORIGIN: z.string().default('http://127.0.0.1:5173'),
  DATABASE_PATH: z.string().min(1).default(path.join(REPO_ROOT, 'data', 'travel.sqlite')),
  FRAME_DIST_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'dist', 'frame')),
  HOST_SDK_DIST_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'dist', 'host-sdk')),
  LOG_LEVEL: LogLevelConfigSchema.default('info'),
  BENCH_ROUTES: z.string().optional(),
});

/** Removes a trailing slash so `http://x:1/` and `http://x:1` compare equal. */
function trimOrigin(origin: string): string {
  return origin.endsWith('/') ? origin.slice(0, -1) : origin;
}

/**
 * Reads and validates the configuration.
 * @param env environment map (default `process.env`); empty strings count as unset.
 * @returns a validated {@link ServerConfig}
 * @throws Error listing every invalid variable when validation fails.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsedEnv = EnvSchema.safeParse(cleaned);
  if (!parsedEnv.success) {
    throw new Error(`Invalid server configuration: ${z.prettifyError(parsedEnv.error)}`);
  }
  const e = parsedEnv.data;
  const candidate = {
    port: e.PORT,
    host: e.HOST,
    publicOrigin: trimOrigin(e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`),
    demoOrigin: trimOrigin(e.DEMO_ORIGIN),
    databasePath: e.DATABASE_PATH === ':memory:' ? e.DATABASE_PATH : path.resolve(e.DATABASE_PATH),
    frameDistDir: path.resolve(e.FRAME_DIST_DIR),
    hostSdkDistDir: path.resolve(e.HOST_SDK_DIST_DIR),
    logLevel: e.LOG_LEVEL,
    enableBenchRoutes: e.BENCH_ROUTES === '1' || e.BENCH_ROUTES === 'true',
  };
  const parsed = ServerConfigSchema.safeParse(candidate);
  if (!parsed.success) {
    throw new Error(`Invalid server configuration: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
