/** Database entry point: types, connection, migrations, seed. */
export * from './database.ts';
export { openDatabase, migrateToLatest, checkConnection, pendingMigrations, dialectOf, redactDatabaseUrl, DatabaseStartupError, type DatabaseTarget, type DialectName } from './connection.ts';
export { seed, seedPartners, seedReferenceData } from './seed.ts';
