/**
 * Idempotent seed: partners (upserted from the configuration), the demo business companies and their users
 * (./seed-business.ts: one user per built-in role, password documented there) and the reference airports/airlines
 * (inserted when the tables are empty; delete the rows to reload them from the data packages).
 */
import type { Kysely } from 'kysely';
import { DEFAULT_RELAY_ALLOW_LIST, type Partner } from '@travel/contract';
import type { ServerConfig } from '../config.ts';
import type { Database } from './database.ts';
import { loadReferenceData } from '../inventory/reference-data.ts';
import { upsertPartners } from '../modules/partners/service.ts';
import { seedDemoBusiness } from './seed-business.ts';
import { seedDemoTravelPolicies } from './seed-travel-policies.ts';
import { seedBusinessBookings } from './seed-business-bookings.ts';
import { seedBusinessUpcoming } from './seed-business-upcoming.ts';
import { seedDemoReportingAndPayment } from './seed-reporting-payment.ts';

/** Rows per multi-row INSERT (9 columns x 400 rows stays far below SQLite's variable limit). */
const INSERT_BATCH_ROWS = 400;

/** The partners every installation has: the demo partner page and a second, foreign one. */
export function seedPartners(config: Pick<ServerConfig, 'demoOrigin'>): Partner[] {
  return [
    {
      id: 'demo',
      name: 'Demo Partner',
      allowedOrigins: [config.demoOrigin],
      relayAllowList: DEFAULT_RELAY_ALLOW_LIST,
      defaultBrand: 'default',
    },
    {
      id: 'acme-travel',
      name: 'Acme Travel',
      allowedOrigins: ['https://acme-travel.example'],
      relayAllowList: DEFAULT_RELAY_ALLOW_LIST,
      defaultBrand: 'default',
    },
  ];
}

/**
 * Seeds the database; safe to run on every start.
 * @param db migrated database
 * @param config uses `demoOrigin` for the demo partner's allowed origin, and `twoFactorEncryptionKey` to encrypt the
 *   demo users' two-factor secrets (unset: the generated key, modules/business/two-factor-secrets.ts)
 * @param options `demoReportingFields` false leaves out Acme's demo trip reporting fields (./seed-reporting-payment.ts;
 *   the server test harness does, so tests that book as Acme users need not fill them; default true)
 */
export async function seed(
  db: Kysely<Database>, config: Pick<ServerConfig, 'demoOrigin'> & Partial<Pick<ServerConfig, 'twoFactorEncryptionKey'>>, options: { demoReportingFields?: boolean } = {},
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await upsertPartners(trx, seedPartners(config));
    await seedDemoBusiness(trx, new Date().toISOString(), config.twoFactorEncryptionKey);
    await seedDemoTravelPolicies(trx, new Date().toISOString());
    await seedBusinessBookings(trx, new Date().toISOString());
    // Acme's upcoming bookings (issue #26: traveler tracker, trips dashboard, activity feed).
    await seedBusinessUpcoming(trx, new Date().toISOString());
    await seedDemoReportingAndPayment(trx, new Date().toISOString(), { fields: options.demoReportingFields ?? true, card: true });

    await seedReferenceData(trx);
  });
}

/**
 * The reference airports and airlines (the offline inventory's data packages), each table filled when it is empty.
 * Part of {@link seed}; on its own for a database that tests copy (server/test/test-database.ts `prepared`).
 * @param db a connection or an open transaction
 */
export async function seedReferenceData(db: Kysely<Database>): Promise<void> {
  const airportCount = await db.selectFrom('airports').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const airlineCount = await db.selectFrom('airlines').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(airportCount.n) > 0 && Number(airlineCount.n) > 0) return;

  const data = loadReferenceData();
  if (Number(airportCount.n) === 0) {
    for (let i = 0; i < data.airports.length; i += INSERT_BATCH_ROWS) {
      await db
        .insertInto('airports')
        .values(data.airports.slice(i, i + INSERT_BATCH_ROWS))
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
    }
  }
  if (Number(airlineCount.n) === 0) {
    for (let i = 0; i < data.airlines.length; i += INSERT_BATCH_ROWS) {
      await db
        .insertInto('airlines')
        .values(data.airlines.slice(i, i + INSERT_BATCH_ROWS))
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
    }
  }
}
