/**
 * Starts the API server: opens the database, migrates, seeds, builds the app and listens.
 * Run directly with `tsx server/src/main.ts`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig, type ServerConfig } from './config.ts';
import { migrateToLatest, openDatabase, seed } from './db/index.ts';

/**
 * Starts the server.
 * @param config default `loadConfig()` (environment)
 * @returns the app and `url` (`http://localhost:<bound port>`); `app.close()` also closes the database.
 * @throws when the database cannot be opened/migrated or the port cannot be bound. When HOST is `::`
 *   and IPv6 is unavailable, it falls back to 0.0.0.0.
 */
export async function startServer(config: ServerConfig = loadConfig()): Promise<{ app: FastifyInstance; url: string }> {
  const db = openDatabase(config.databasePath);
  try {
    await migrateToLatest(db);
    await seed(db, config);
  } catch (err) {
    await db.destroy();
    throw err;
  }
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, db, closeDatabaseOnClose: true });
    // Decode and index the world cities now rather than on the first hotel/car/train search.
    const started = performance.now();
    app.services.cities.warm();
    app.log.info({ cities: app.services.cities.size(), ms: Math.round(performance.now() - started) }, 'city index ready');
  } catch (err) {
    await db.destroy();
    throw err;
  }
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (config.host === '::' && (code === 'EAFNOSUPPORT' || code === 'EADDRNOTAVAIL')) {
      await app.listen({ port: config.port, host: '0.0.0.0' });
    } else {
      await app.close();
      throw err;
    }
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const url = `http://localhost:${port}`;
  app.log.info({ url, publicOrigin: config.publicOrigin, database: config.databasePath }, 'server listening');
  return { app, url };
}

const invokedDirectly = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  startServer()
    .then(({ app }) => {
      const stop = (signal: string) => {
        app.log.info({ signal }, 'shutting down');
        app.close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.once('SIGINT', () => stop('SIGINT'));
      process.once('SIGTERM', () => stop('SIGTERM'));
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
