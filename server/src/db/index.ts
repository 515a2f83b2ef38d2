/** Database entry point: types, connection, migrations, seed. */
export * from './database.ts';
export { openDatabase, migrateToLatest } from './connection.ts';
export { seed, seedPartners } from './seed.ts';
