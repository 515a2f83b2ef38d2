/**
 * Starts the API server: opens the database (SQLite at DATABASE_PATH, or PostgreSQL at DATABASE_URL),
 * checks it answers, migrates and seeds (unless MIGRATE_ON_START=0), recovers abandoned bookings, builds
 * the app and listens. Run directly with `tsx server/src/main.ts`; SIGTERM/SIGINT drain in-flight
 * requests (new ones get 503) and close the database pool.
 *
 * Start-up failures print one line naming the setting at fault (`DATABASE_URL is unreachable: ...`,
 * `DATABASE_PATH is not writable: ...`, `PORT 8080 is already in use`), never a stack trace.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { BuildAppOptions } from './app.ts';
import { loadConfig, type ServerConfig } from './config.ts';
import { checkConnection, DatabaseStartupError, migrateToLatest, openDatabase, pendingMigrations, redactDatabaseUrl, seed, type Database, type DatabaseTarget } from './db/index.ts';

/** Longest a graceful shutdown waits for in-flight requests before the process exits anyway, ms. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** A start-up failure with a one-line message that names the setting at fault. */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartupError';
  }
}

/** The database target of a configuration. */
export function databaseTarget(config: ServerConfig): DatabaseTarget {
  return { databaseUrl: config.databaseUrl, databasePath: config.databasePath, poolSize: config.databasePoolSize };
}

/**
 * The start of every operator command (`npm run db:migrate|db:seed`, db/cli.ts; `npm run partner`,
 * modules/partners/cli.ts): opens the configured database (DATABASE_URL, else DATABASE_PATH), checks that it
 * answers, applies the pending migrations, runs `work` on it, and closes it whatever happens.
 * @param work gets the migrated database and the names of the migrations this call applied, in order
 * @returns what `work` returns
 * @throws DatabaseStartupError naming the setting at fault, a migration error, or what `work` throws
 */
export async function withMigratedDatabase<T>(config: ServerConfig, work: (db: Kysely<Database>, applied: readonly string[]) => Promise<T>): Promise<T> {
  const target = databaseTarget(config);
  const db = openDatabase(target);
  try {
    await checkConnection(db, target);
    const applied = await pendingMigrations(db);
    await migrateToLatest(db);
    return await work(db, applied);
  } finally {
    await db.destroy();
  }
}

/**
 * Starts the server.
 * @param config default `loadConfig()` (environment)
 * @param extra test-only buildApp options (e.g. a booking fault hook)
 * @returns the app and `url` (`http://localhost:<bound port>`); `app.close()` also closes the database.
 * @throws DatabaseStartupError / StartupError with a one-line message naming the setting (DATABASE_URL,
 *   DATABASE_PATH, PORT, HOST), or the migration error.
 */
export async function startServer(
  config: ServerConfig = loadConfig(),
  extra: Pick<BuildAppOptions, 'bookingFault'> = {},
): Promise<{ app: FastifyInstance; url: string }> {
  const target = databaseTarget(config);
  const db = openDatabase(target);
  let app: FastifyInstance;
  try {
    await checkConnection(db, target);
    if (config.migrateOnStart) {
      await migrateToLatest(db);
      await seed(db, config);
    } else {
      const pending = await pendingMigrations(db);
      if (pending.length > 0) throw new StartupError(`The database needs migrations (${pending.join(', ')}): run npm run db:migrate, or unset MIGRATE_ON_START=0`);
    }
    // The app's module graph loads only once the settings and the database are known good, so a start-up failure
    // answers in a second instead of after importing every module (also what the start-up tests spawn).
    const { buildApp } = await import('./app.ts');
    app = await buildApp({ config, db, closeDatabaseOnClose: true, ...extra });
  } catch (err) {
    await db.destroy().catch(() => undefined);
    throw err;
  }
  try {
    // Decode and index the world cities now rather than on the first hotel/car/train search.
    const started = performance.now();
    app.services.cities.warm();
    app.log.info({ cities: app.services.cities.size(), ms: Math.round(performance.now() - started) }, 'city index ready');
    // Bookings a crashed process left half-done: refund and clean up (only claims older than the timeout).
    const recovered = await app.services.bookings.recover();
    if (recovered.claims > 0 || recovered.refunds > 0) app.log.warn(recovered, 'recovered abandoned bookings at start-up');
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await app.close().catch(() => undefined);
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new StartupError(`PORT ${config.port} is already in use (set PORT to a free port)`, { cause: err });
    if (code === 'EACCES') throw new StartupError(`PORT ${config.port} needs more privileges (set PORT above 1023)`, { cause: err });
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAFNOSUPPORT') throw new StartupError(`HOST ${config.host} is not an address of this machine`, { cause: err });
    throw err;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const url = `http://localhost:${port}`;
  app.log.info({ url, publicOrigin: config.publicOrigin, database: config.databaseUrl ? redactDatabaseUrl(config.databaseUrl) : config.databasePath }, 'server listening');
  return { app, url };
}

/** One line for a start-up failure: the message of a known failure, else the error's first line. */
export function startupFailureLine(err: unknown): string {
  if (err instanceof DatabaseStartupError || err instanceof StartupError) return err.message;
  const message = err instanceof Error ? err.message : String(err);
  return message.split('\n')[0] ?? 'unknown error';
}

/**
 * Installs SIGTERM/SIGINT handlers: stop accepting, finish in-flight requests (new ones get 503), close
 * the database, exit 0; exit 1 when that takes longer than {@link SHUTDOWN_GRACE_MS}.
 */
export function installShutdown(close: () => Promise<unknown>, log: (msg: string) => void): void {
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal}: draining in-flight requests`);
    const timer = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    timer.unref();
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

const invokedDirectly = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  let config: ServerConfig;
  try {
    config = loadConfig();
  } catch (err) {
    console.error(startupFailureLine(err));
    process.exit(1);
  }
  startServer(config)
    .then(({ app }) => installShutdown(() => app.close(), (msg) => app.log.info(msg)))
    .catch((err: unknown) => {
      console.error(`Start-up failed: ${startupFailureLine(err)}`);
      process.exit(1);
    });
}
