/**
 * Built-in payment method: documented test cards (see server/BOOKING.md). No money moves.
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
 */
import { createHash } from 'node:crypto';
import { luhnValid } from '@travel/contract';
import { cardBrand, type CardIssue, type ChargeResult, type PaymentAdapter } from './payment-adapter.ts';

export const TEST_CARDS: Readonly<Record<string, { approved: true } | { approved: false; reason: string }>> = {
  '4242424242424242': { approved: true },
  '5555555555554444': { approved: true },
  '4000000000000002': { approved: false, reason: 'Card declined by issuer' },
  '4000000000009995': { approved: false, reason: 'Insufficient funds' },
};
export const UNKNOWN_TEST_CARD_REASON = 'Unknown test card - use a documented test card';

/** Creates the test-card payment adapter (stateless: charge references derive from the idempotency key). */
export function createTestCardPaymentAdapter(): PaymentAdapter {
  return {
    validate(card, nowMs): CardIssue[] {
      const issues: CardIssue[] = [];
      if (!luhnValid(card.number)) issues.push({ field: 'payment.number', message: 'Card number is not valid (checksum)' });
      const now = new Date(nowMs);
      const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
      if (card.expiryYear * 12 + (card.expiryMonth - 1) < current) issues.push({ field: 'payment.expiry', message: 'The card has expired' });
      return issues;
    },
    async charge(input): Promise<ChargeResult> {
      const brand = cardBrand(input.card.number);
      const last4 = input.card.number.slice(-4);
      const known = TEST_CARDS[input.card.number];
      if (!known) return { status: 'declined', reason: UNKNOWN_TEST_CARD_REASON, brand, last4 };
      if (!known.approved) return { status: 'declined', reason: known.reason, brand, last4 };
      const paymentRef = `PAY-${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 16).toUpperCase()}`;
      return { status: 'approved', paymentRef, brand, last4 };
    },
    async refund() {
      // Test cards: nothing to move.
    },
  };
}
