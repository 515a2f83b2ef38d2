/**
 * Operator commands (issue #7): `npm run db:migrate` applies pending migrations; `npm run db:seed`
 * upserts the partners and loads the reference airports/airlines when missing (idempotent; migrates
 * first). Both use DATABASE_URL (PostgreSQL) or DATABASE_PATH (SQLite) like the server, and print one
 * line; a failure prints one line naming the setting and exits 1.
 */
import { loadConfig } from '../config.ts';
import { startupFailureLine, withMigratedDatabase } from '../main.ts';
import { redactDatabaseUrl, seed } from './index.ts';

async function run(command: string | undefined): Promise<string> {
  if (command !== 'migrate' && command !== 'seed') throw new Error('Usage: tsx server/src/db/cli.ts migrate|seed');
  const config = loadConfig();
  const where = config.databaseUrl ? redactDatabaseUrl(config.databaseUrl) : config.databasePath;
  return withMigratedDatabase(config, async (db, applied) => {
    if (command === 'migrate') return applied.length ? `Applied ${applied.length} migration(s) to ${where}: ${applied.join(', ')}` : `${where} is up to date`;
    await seed(db, config);
    return `Seeded ${where}${applied.length ? ` (after applying ${applied.join(', ')})` : ''}`;
  });
}

run(process.argv[2]).then(
  (line) => console.log(line),
  (err: unknown) => {
    console.error(startupFailureLine(err));
    process.exit(1);
  },
);
