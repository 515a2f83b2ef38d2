/**
 * The payment interface. The built-in method (test-card-adapter.ts) accepts documented test cards; a
 * real payment service provider plugs in behind the same interface. Card numbers never leave the
 * adapter: callers keep the brand and the last 4 digits only.
 *
 * Money safety (issue #6 findings 2 and 3): a charge is idempotent per `idempotencyKey` and can be looked
 * up by it after a crash; a refund is idempotent per `refundKey`, so however many callers race to refund
 * one order (keyed `refund:{reference}`), the provider moves money once.
 */
import type { CardBrand, Money, PaymentCard } from '@travel/contract';

/** A field problem of a card (`payment.number`, `payment.expiry`, ...). */
export interface CardIssue {
  field: string;
  message: string;
}

/** A card the adapter stored ({@link PaymentAdapter.storeCard}), charged by its token (company cards, issue #26). */
export interface StoredCardRef {
  token: string;
}

export interface ChargeInput {
  /** The card as typed, or a stored card's token. */
  card: PaymentCard | StoredCardRef;
  amount: Money;
  /** Shown on the statement. */
  description: string;
  /** Same key -> the same charge (no double charge on retries). */
  idempotencyKey: string;
}

export type ChargeResult =
  | { status: 'approved'; paymentRef: string; brand: CardBrand; last4: string }
  | { status: 'declined'; reason: string; brand: CardBrand; last4: string };

/** An approved charge as the provider recorded it. */
export interface ChargeRecord {
  paymentRef: string;
  amount: Money;
}

export interface RefundInput {
  paymentRef: string;
  amount: Money;
  /** One refund per key, however often it is asked for (e.g. `refund:{booking reference}`). */
  refundKey: string;
}

/**
 * A card stored with the provider (issue #26 company cards): the token later charges are made with, and what may be
 * kept on our side (brand, last four). `declined`: the provider refused to store it (the reason is shown to the admin).
 */
export type StoreCardResult =
  | { status: 'stored'; token: string; brand: CardBrand; last4: string }
  | { status: 'declined'; reason: string; brand: CardBrand; last4: string };

/** Whether a charge's card is a stored card's token. */
export function isStoredCard(card: PaymentCard | StoredCardRef): card is StoredCardRef {
  return 'token' in card;
}

export interface PaymentAdapter {
  /** Format checks needing no network: Luhn (`payment.number`), expiry against `nowMs` (`payment.expiry`). */
  validate(card: PaymentCard, nowMs: number): CardIssue[];
  /**
   * Stores a card for later charges (a company card, issue #26): call {@link validate} first. The number stays with the
   * provider; the caller keeps the token, brand and last four. Never throws for a refusal (returns `declined`).
   */
  storeCard(card: PaymentCard, nowMs: number): Promise<StoreCardResult>;
  /**
   * Charges the card (as typed, or a stored card by its token; an unknown token is declined). Never throws for a
   * decline (returns `declined` with a reason). Idempotent per key.
   */
  charge(input: ChargeInput): Promise<ChargeResult>;
  /** The approved charge made with this idempotency key, if any (crash recovery looks charges up by it). */
  findCharge(idempotencyKey: string): Promise<ChargeRecord | undefined>;
  /**
   * Refunds (part of) a charge, once per `refundKey`.
   * @returns true when this call moved money, false when the key was already refunded
   * @throws when the provider fails (callers log it with the booking reference)
   */
  refund(input: RefundInput): Promise<boolean>;
}

/** Card brand from the number's prefix (IIN ranges). */
export function cardBrand(number: string): CardBrand {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  return 'unknown';
}
