/**
 * Operator commands (issue #7): `npm run db:migrate` applies pending migrations; `npm run db:seed`
 * upserts the partners and loads the reference airports/airlines when missing (idempotent; migrates
 * first). Both use DATABASE_URL (PostgreSQL) or DATABASE_PATH (SQLite) like the server, and print one
 * line; a failure prints one line naming the setting and exits 1.
 */
import { loadConfig } from '../config.ts';
import { databaseTarget, startupFailureLine } from '../main.ts';
import { checkConnection, migrateToLatest, openDatabase, pendingMigrations, redactDatabaseUrl, seed } from './index.ts';

async function run(command: string | undefined): Promise<string> {
  if (command !== 'migrate' && command !== 'seed') throw new Error('Usage: tsx server/src/db/cli.ts migrate|seed');
  const config = loadConfig();
  const target = databaseTarget(config);
  const where = config.databaseUrl ? redactDatabaseUrl(config.databaseUrl) : config.databasePath;
  const db = openDatabase(target);
  try {
    await checkConnection(db, target);
    const pending = await pendingMigrations(db);
    await migrateToLatest(db);
    if (command === 'migrate') return pending.length ? `Applied ${pending.length} migration(s) to ${where}: ${pending.join(', ')}` : `${where} is up to date`;
    await seed(db, config);
    return `Seeded ${where}${pending.length ? ` (after applying ${pending.join(', ')})` : ''}`;
  } finally {
    await db.destroy();
  }
}

run(process.argv[2]).then(
  (line) => console.log(line),
  (err: unknown) => {
    console.error(startupFailureLine(err));
    process.exit(1);
  },
);
