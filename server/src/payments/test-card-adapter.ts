/**
 * Built-in payment method: documented test cards (see server/BOOKING.md). No money moves, but every
 * approved charge and every refund is recorded (tables test_card_charges and test_card_refunds,
 * migration 0003) the way a payment provider would keep them: a charge is found again by its
 * idempotency key after a crash, and a refund key refunds once however many callers race.
 *
 * | Number | Result |
 * |---|---|
 * | 4242 4242 4242 4242 | Visa, approved |
 * | 5555 5555 5555 4444 | Mastercard, approved |
 * | 4000 0000 0000 0002 | declined: "Card declined by issuer" |
 * | 4000 0000 0000 9995 | declined: "Insufficient funds" |
 * | any other Luhn-valid number | declined: "Unknown test card - use a documented test card" |
 * | a number failing Luhn | VALIDATION_ERROR on payment.number |
 * | expiry month/year before the current month | VALIDATION_ERROR on payment.expiry |
 *
 * Stored cards (company cards, issue #26): `storeCard` keeps, in `test_card_tokens` (migration 0028), the brand, last
 * four, expiry and the test card's outcome (approved, or its decline reason) under a random token, never the number,
 * as a provider's vault would; a charge by token gets that outcome (an unknown token, or a card expired by the charge
 * date, is declined). Unknown test numbers and 4000 0000 0000 0002 ("Card declined by issuer") are refused at storing,
 * as a provider's verification would; 4000 0000 0000 9995 is stored and every charge of it fails with "Insufficient
 * funds" (a card that goes bad after it was saved).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { luhnValid } from '@travel/contract';
import type { Database } from '../db/database.ts';
import { cardBrand, isStoredCard, type CardIssue, type ChargeInput, type ChargeResult, type PaymentAdapter } from './payment-adapter.ts';

export const TEST_CARDS: Readonly<Record<string, { approved: true } | { approved: false; reason: string }>> = {
  '4242424242424242': { approved: true },
  '5555555555554444': { approved: true },
  '4000000000000002': { approved: false, reason: 'Card declined by issuer' },
  '4000000000009995': { approved: false, reason: 'Insufficient funds' },
};
export const UNKNOWN_TEST_CARD_REASON = 'Unknown test card - use a documented test card';

/**
 * Creates the test-card payment adapter over the database (charges and refunds are rows).
 * @param db migrated database (tables test_card_charges, test_card_refunds)
 * @param now clock, epoch ms
 */
export function createTestCardPaymentAdapter(db: Kysely<Database>, now: () => number = Date.now): PaymentAdapter {
  type Outcome = { brand: ChargeResult['brand']; last4: string } & ({ approved: true } | { approved: false; reason: string });
  /** What a charge of this card gets: a typed card by its number, a stored card by its token's row. */
  async function outcomeOf(card: ChargeInput['card']): Promise<Outcome> {
    if (isStoredCard(card)) {
      const row = await db.selectFrom('test_card_tokens').selectAll().where('token', '=', card.token).executeTakeFirst();
      if (!row) return { brand: 'unknown', last4: '0000', approved: false, reason: 'Unknown stored card' };
      const brand = row.brand as ChargeResult['brand'];
      const today = new Date(now());
      if (row.expiry_year * 12 + (row.expiry_month - 1) < today.getUTCFullYear() * 12 + today.getUTCMonth()) {
        return { brand, last4: row.last4, approved: false, reason: 'The stored card has expired' };
      }
      return row.decline_reason === null ? { brand, last4: row.last4, approved: true } : { brand, last4: row.last4, approved: false, reason: row.decline_reason };
    }
    const brand = cardBrand(card.number);
    const last4 = card.number.slice(-4);
    const known = TEST_CARDS[card.number];
    if (!known) return { brand, last4, approved: false, reason: UNKNOWN_TEST_CARD_REASON };
    return known.approved ? { brand, last4, approved: true } : { brand, last4, approved: false, reason: known.reason };
  }

  return {
    validate(card, nowMs): CardIssue[] {
      const issues: CardIssue[] = [];
      if (!luhnValid(card.number)) issues.push({ field: 'payment.number', message: 'Card number is not valid (checksum)' });
      const today = new Date(nowMs);
      const current = today.getUTCFullYear() * 12 + today.getUTCMonth();
      if (card.expiryYear * 12 + (card.expiryMonth - 1) < current) issues.push({ field: 'payment.expiry', message: 'The card has expired' });
      return issues;
    },

    async storeCard(card, nowMs) {
      const brand = cardBrand(card.number);
      const last4 = card.number.slice(-4);
      const known = TEST_CARDS[card.number];
      if (!known) return { status: 'declined', reason: UNKNOWN_TEST_CARD_REASON, brand, last4 };
      if (!known.approved && card.number === '4000000000000002') return { status: 'declined', reason: known.reason, brand, last4 };
      const token = `tok_${randomBytes(18).toString('base64url')}`;
      await db.insertInto('test_card_tokens').values({
        token, brand, last4, expiry_month: card.expiryMonth, expiry_year: card.expiryYear, decline_reason: known.approved ? null : known.reason,
        created_at: new Date(nowMs).toISOString(),
      }).execute();
      return { status: 'stored', token, brand, last4 };
    },

    async charge(input): Promise<ChargeResult> {
      const outcome = await outcomeOf(input.card);
      const { brand, last4 } = outcome;
      if (!outcome.approved) return { status: 'declined', reason: outcome.reason, brand, last4 };
      const paymentRef = `PAY-${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 16).toUpperCase()}`;
      await db
        .insertInto('test_card_charges')
        .values({
          payment_ref: paymentRef, idempotency_key: input.idempotencyKey, amount_minor: input.amount.amountMinor, currency: input.amount.currency,
          brand, last4, created_at: new Date(now()).toISOString(),
        })
        .onConflict((oc) => oc.column('payment_ref').doNothing())
        .execute();
      return { status: 'approved', paymentRef, brand, last4 };
    },

    async findCharge(idempotencyKey) {
      const row = await db.selectFrom('test_card_charges').select(['payment_ref', 'amount_minor', 'currency']).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
      return row ? { paymentRef: row.payment_ref, amount: { amountMinor: Number(row.amount_minor), currency: row.currency } } : undefined;
    },

    async refund(input) {
      const charge = await db.selectFrom('test_card_charges').select(['amount_minor']).where('payment_ref', '=', input.paymentRef).executeTakeFirst();
      if (!charge) throw new Error(`Unknown charge ${input.paymentRef}`);
      if (input.amount.amountMinor > Number(charge.amount_minor)) throw new Error(`Refund of ${input.amount.amountMinor} exceeds charge ${input.paymentRef}`);
      const inserted = await db
        .insertInto('test_card_refunds')
        .values({ refund_key: input.refundKey, payment_ref: input.paymentRef, amount_minor: input.amount.amountMinor, currency: input.amount.currency, created_at: new Date(now()).toISOString() })
        .onConflict((oc) => oc.column('refund_key').doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
    },
  };
}
