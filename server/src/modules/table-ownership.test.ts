/**
 * Table ownership (ARCHITECTURE.md "a module owns its tables, others call its service, never its repository";
 * issue #24 "First, the seams"). dependency-cruiser already fails `npm run lint` when a module imports another
 * module's repository; this test catches the other way to break the rule, a query naming another module's table
 * (trips used to select from `accounts` and `bookings`).
 *
 * How: every production file under server/src (migrations, seed and the database setup of server/src/db excluded: they
 * create and fill every table) is scanned for the table names its Kysely calls name (selectFrom, insertInto,
 * updateTable, deleteFrom, replaceInto, mergeInto and the joins, with or without `as alias`). The folder a file belongs to is
 * its module (server/src/modules/X) or its top folder (server/src/inventory, server/src/payments). Each table must be
 * named by one folder only. Raw `sql` templates are not parsed (the one today, travelers/repository.ts, reads its own
 * table); write queries with the builder so this test sees them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER_SRC = join(import.meta.dirname, '..');
/** Folders that create or fill every table (migrations, seed, connection): not owners. */
const EXCLUDED_FOLDERS = new Set(['db']);

/**
 * Reads of another module's table that are declared, with the reason the owner's service cannot serve them. Only these
 * (table, reader) pairs may be shared; every write stays with the owner.
 */
const DECLARED_SHARED_READS: readonly { table: string; reader: string; reason: string }[] = [
  { table: 'session_accounts', reader: 'modules/business', reason: 'principal-loader.ts: the principal of every request is one SELECT joining the session\'s selected account to its business profile, company and role (issue #24 "one query per request at most")' },
  { table: 'bookings', reader: 'modules/business', reason: 'travel-stays-index.ts / travel-tracker-service.ts (issue #26): the traveler tracker, trips dashboard and activity feed filter, page and count the company\'s booked stays in SQL (ARCHITECTURE.md "reports aggregate in SQL"); read-only joins on reference and status' },
  { table: 'booking_policy_checks', reader: 'modules/business', reason: 'travel-stays-index.ts (issue #26): the policy check row is what names a business booking\'s company and traveler; read-only' },
  { table: 'trip_events', reader: 'modules/business', reason: 'travel-stays-index.ts (issue #26): the trip a booking belongs to, read once when the booking is indexed' },
  { table: 'sso_session_proofs', reader: 'modules/business', reason: 'principal-loader.ts (issue #27): the same per-request join reads whether this session\'s account signed in through its company SSO, for the business two-factor rule; read-only' },
  { table: 'sso_configurations', reader: 'modules/business', reason: 'principal-loader.ts (issue #27): whether that SSO configuration is still active and trusted as two-factor, in the same join; read-only' },
  { table: 'accounts', reader: 'modules/business', reason: 'principal-loader.ts (the same per-request join) and the admin user lists, which page, order and search by the account\'s email and name in SQL (ARCHITECTURE.md "Admin lists page and aggregate in SQL"); read-only joins' },
  { table: 'bookings', reader: 'modules/reporting', reason: 'repository.ts: the report aggregates in SQL on both databases (issue #26, ARCHITECTURE.md "reports aggregate in SQL"), one query per view joining the company\'s bookings to their policy check, traveler, group, office and trip; read-only joins' },
  { table: 'booking_policy_checks', reader: 'modules/reporting', reason: 'repository.ts: the report aggregates in SQL on both databases (issue #26, ARCHITECTURE.md "reports aggregate in SQL"), one query per view joining the company\'s bookings to their policy check, traveler, group, office and trip; read-only joins' },
  { table: 'business_profiles', reader: 'modules/reporting', reason: 'repository.ts: the report aggregates in SQL on both databases (issue #26, ARCHITECTURE.md "reports aggregate in SQL"), one query per view joining the company\'s bookings to their policy check, traveler, group, office and trip; read-only joins' },
  { table: 'accounts', reader: 'modules/reporting', reason: 'repository.ts: the report aggregates in SQL on both databases (issue #26, ARCHITECTURE.md "reports aggregate in SQL"), one query per view joining the company\'s bookings to their policy check, traveler, group, office and trip; read-only joins' },
  { table: 'business_groups', reader: 'modules/reporting', reason: 'repository.ts: the report aggregates in SQL on both databases (issue #26, ARCHITECTURE.md "reports aggregate in SQL"), one query per view joining the company\'s bookings to their policy check, traveler, group, office and trip; read-only joins' },
  { table: 'company_offices', reader: 'modules/reporting', reason: 'repository.ts: the report aggregates in SQL on both databases (issue #26, ARCHITECTURE.md "reports aggregate in SQL"), one query per view joining the company\'s bookings to their policy check, traveler, group, office and trip; read-only joins' },
  { table: 'business_profiles', reader: 'modules/scim', reason: 'repository.ts (issue #27 SCIM): Users lists filter (userName, externalId, active), page and count in SQL joining the company\'s member profiles to their SCIM ids; read-only, every change goes through the business module\'s directory service' },
  { table: 'accounts', reader: 'modules/scim', reason: 'repository.ts (issue #27 SCIM): the userName filter and the users\' email and name in the same paged query; read-only, changes go through the accounts module\'s provisioning calls' },
  { table: 'business_groups', reader: 'modules/scim', reason: 'repository.ts (issue #27 SCIM): Groups lists filter (displayName), page and count in SQL joining the company\'s groups to their SCIM ids; read-only, changes go through the directory service' },
  { table: 'trip_events', reader: 'modules/reporting', reason: 'repository.ts: the report aggregates in SQL on both databases (issue #26, ARCHITECTURE.md "reports aggregate in SQL"), one query per view joining the company\'s bookings to their policy check, traveler, group, office and trip; read-only joins' },
];

const TABLE_CALL = /\.(?:selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin|crossJoin|innerJoinLateral|leftJoinLateral)\(\s*'([a-z_][a-z0-9_]*)(?:\s+as\s+[a-z_][a-z0-9_]*)?'/g;

/** The table names a source file's Kysely calls name, sorted and unique. */
function tablesNamedIn(source: string): string[] {
  return [...new Set([...source.matchAll(TABLE_CALL)].map((m) => m[1]!))].sort();
}

/** The owner folder of a file under server/src: `modules/X` for a module, else its top folder; undefined for excluded or top-level files. */
function ownerOf(file: string): string | undefined {
  const parts = relative(SERVER_SRC, file).split(sep);
  if (parts.length < 2 || EXCLUDED_FOLDERS.has(parts[0]!)) return undefined;
  return parts[0] === 'modules' ? `modules/${parts[1]}` : parts[0];
}

function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return productionFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('table ownership', () => {
  it('finds the tables of selects, writes and joins, aliased or not', () => {
    const source = `
      db.selectFrom('accounts').select(['id']);
      trx.insertInto( 'trip_events').values(row);
      db.updateTable('bookings as b').set({ status: 'cancelled' });
      q.innerJoin('trip_shares', 'trip_shares.trip_id', 'trips.id').leftJoin('wishlist_items as w', 'w.trip_id', 'trips.id');
      db.deleteFrom('sessions');
      const text = 'selectFrom(accounts)'; // not a call with a table literal
    `;
    expect(tablesNamedIn(source)).toEqual(['accounts', 'bookings', 'sessions', 'trip_events', 'trip_shares', 'wishlist_items']);
  });

  it('each table is read and written by one module only', () => {
    const namedBy = new Map<string, Map<string, string[]>>();
    for (const file of productionFiles(SERVER_SRC)) {
      const owner = ownerOf(file);
      if (!owner) continue;
      for (const table of tablesNamedIn(readFileSync(file, 'utf8'))) {
        const owners = namedBy.get(table) ?? new Map<string, string[]>();
        owners.set(owner, [...(owners.get(owner) ?? []), relative(SERVER_SRC, file)]);
        namedBy.set(table, owners);
      }
    }
    // The scan sees the tables of the trips and booking modules (a scan that found nothing would pass vacuously).
    expect(namedBy.get('trips')?.has('modules/trips')).toBe(true);
    expect(namedBy.get('bookings')?.has('modules/booking')).toBe(true);
    for (const { table, reader } of DECLARED_SHARED_READS) namedBy.get(table)?.delete(reader);
    const shared = [...namedBy].filter(([, owners]) => owners.size > 1).map(([table, owners]) => `${table}: ${[...owners].map(([o, files]) => `${o} (${files.join(', ')})`).join('; ')}`);
    expect(shared, 'tables named by more than one module: call the owner module\'s service instead').toEqual([]);
  });
});
