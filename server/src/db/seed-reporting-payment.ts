/**
 * Demo trip reporting fields and company card (issue #26), seeded for Acme (./seed-business.ts):
 * - "Cost centre": a required list, asked for flights and hotels ({@link ACME_COST_CENTRES});
 * - "Project code": an optional text field, asked for flights and hotels;
 * - a company card ("Acme travel card", Visa ending 4242, the approved test card) paying for Acme's default scope
 *   (every traveler without a group), with personal cards still allowed.
 * Idempotent: rows that exist (by label, by token, by scope) are left as they are, so an admin's edits survive a restart.
 */
import type { Kysely } from 'kysely';
import type { Database } from './database.ts';

/** The options of Acme's "Cost centre" field, in the order shown. */
export const ACME_COST_CENTRES = ['CC-100 Sales', 'CC-200 Engineering', 'CC-300 Marketing', 'CC-400 Operations'] as const;
/** The token of Acme's demo card in the test payment method's vault (test_card_tokens). */
export const ACME_DEMO_CARD_TOKEN = 'tok_demo_acme_travel_card';

/**
 * Seeds Acme's demo reporting fields (`fields`) and company card (`card`).
 * @param nowIso creation time of new rows
 */
export async function seedDemoReportingAndPayment(db: Kysely<Database>, nowIso: string, what: { fields: boolean; card: boolean } = { fields: true, card: true }): Promise<void> {
  const acme = await db.selectFrom('companies').select('id').where('id', '=', 'acme').executeTakeFirst();
  if (!acme) return;
  if (what.fields) {
    const fields = [
      { label: 'Cost centre', kind: 'list' as const, required: 1, options: [...ACME_COST_CENTRES], help: 'The cost centre this trip is charged to.' },
      { label: 'Project code', kind: 'text' as const, required: 0, options: [], help: 'For client work, e.g. PRJ-2041.' },
    ];
    for (const [position, f] of fields.entries()) {
      const exists = await db.selectFrom('business_reporting_fields').select('id').where('company_id', '=', 'acme').where('label_lower', '=', f.label.toLowerCase()).executeTakeFirst();
      if (exists) continue;
      await db.insertInto('business_reporting_fields').values({
        company_id: 'acme', label: f.label, label_lower: f.label.toLowerCase(), kind: f.kind, required: f.required, verticals_json: JSON.stringify(['flights', 'hotels']),
        options_json: JSON.stringify(f.options), help_text: f.help, position, created_at: nowIso, updated_at: nowIso,
      }).execute();
    }
  }
  if (what.card) {
    await db.insertInto('test_card_tokens').values({
      token: ACME_DEMO_CARD_TOKEN, brand: 'visa', last4: '4242', expiry_month: 12, expiry_year: 2030, decline_reason: null, created_at: nowIso,
    }).onConflict((oc) => oc.column('token').doNothing()).execute();
    let card = await db.selectFrom('business_company_cards').select('id').where('payment_token', '=', ACME_DEMO_CARD_TOKEN).executeTakeFirst();
    card ??= await db.insertInto('business_company_cards').values({
      company_id: 'acme', label: 'Acme travel card', brand: 'visa', last4: '4242', expiry_month: 12, expiry_year: 2030, holder_name: 'Acme Corporation',
      payment_token: ACME_DEMO_CARD_TOKEN, created_by_profile_id: null, created_at: nowIso,
    }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('business_payment_scopes').values({
      company_id: 'acme', scope_key: 'default', group_id: null, card_id: Number(card.id), personal_card_allowed: 1, updated_at: nowIso,
    }).onConflict((oc) => oc.columns(['company_id', 'scope_key']).doNothing()).execute();
  }
}
