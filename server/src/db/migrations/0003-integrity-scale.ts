/**
 * Migration 0003: booking integrity and scale-out (issues #6 and #7).
 * FROZEN once released: never edit, never import application code; add a new migration instead.
 *
 * - bookings: `offer_id` (set when the key is claimed), `recovered_at` (a recovery of a stale pending
 *   claim started then: finalize refuses a claim being recovered), `refund_status` (null | pending |
 *   refunded | failed: a cancel records the refund intent in the same transaction as the state change).
 * - server_secrets: keys shared by every server process (the offer-id signing key), created once.
 * - rate_limit_counters: fixed-window counters of @fastify/rate-limit, shared by every process.
 * - offline_inventory_units: units sold per inventory key of the offline supplier (`sold` is checked
 *   and incremented in the booking transaction, so two processes never oversell); `scope` groups the
 *   keys a search reads at once. Filled from the confirmed rows of offline_supplier_bookings.
 * - test_card_charges / test_card_refunds: what the built-in payment method charged and refunded, so a
 *   charge can be looked up by its idempotency key after a crash and a refund happens once per key.
 */
import { sql, type Kysely } from 'kysely';
import { portableTypes } from './portable.ts';

/** Scope of an inventory key (frozen copy of the rule in inventory/offline/ledger.ts at this version). */
function scopeOfKey(key: string): string {
  const p = key.split('|');
  switch (p[0]) {
    case 'F':
      return p.slice(0, 5).join('|');
    case 'H':
      return `H|${(p[1] ?? '').split('-')[0] ?? ''}`;
    case 'C':
      return p.slice(0, 2).join('|');
    case 'T':
      return p.slice(0, 4).join('|');
    default:
      return p[0] ?? '';
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's Database type
export async function up(db: Kysely<any>): Promise<void> {
  const t = portableTypes(db);
  await db.schema.alterTable('bookings').addColumn('offer_id', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('recovered_at', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('refund_status', 'text').execute();
  await db.schema.createIndex('bookings_status_created_idx').on('bookings').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at_ms', t.bigint, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_counters_reset_idx').on('rate_limit_counters').column('reset_at_ms').execute();

  await db.schema
    .createTable('offline_inventory_units')
    .addColumn('unit_key', 'text', (c) => c.primaryKey())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('sold', 'integer', (c) => c.notNull().check(sql`sold >= 0`))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('offline_inventory_units_scope_idx').on('offline_inventory_units').column('scope').execute();

  const confirmed = await db.selectFrom('offline_supplier_bookings').select(['units_json']).where('status', '=', 'confirmed').execute();
  const sold = new Map<string, number>();
  for (const row of confirmed as { units_json: string }[]) {
    for (const [k, n] of Object.entries(JSON.parse(row.units_json) as Record<string, number>)) sold.set(k, (sold.get(k) ?? 0) + n);
  }
  const nowIso = new Date().toISOString();
  for (const [unitKey, n] of sold) {
    await db.insertInto('offline_inventory_units').values({ unit_key: unitKey, scope: scopeOfKey(unitKey), sold: n, updated_at: nowIso }).execute();
  }

  await db.schema
    .createTable('test_card_charges')
    .addColumn('payment_ref', 'text', (c) => c.primaryKey())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('amount_minor', t.bigint, (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('test_card_refunds')
    .addColumn('refund_key', 'text', (c) => c.primaryKey())
    .addColumn('payment_ref', 'text', (c) => c.notNull())
    .addColumn('amount_minor', t.bigint, (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('test_card_refunds_payment_idx').on('test_card_refunds').column('payment_ref').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['test_card_refunds', 'test_card_charges', 'offline_inventory_units', 'rate_limit_counters', 'server_secrets']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex('bookings_status_created_idx').ifExists().execute();
  for (const column of ['refund_status', 'recovered_at', 'offer_id']) await db.schema.alterTable('bookings').dropColumn(column).execute();
}
