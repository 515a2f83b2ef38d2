/**
 * Pure helpers of the demo page's "Mail outbox" panel (issue #9 "Email": with no SMTP configured, mail goes to a
 * local outbox that the demo partner page shows, so every flow works offline). The page reads
 * `GET {frameOrigin}/dev/mail/outbox` (served only while the product has no SMTP and MAIL_OUTBOX_HTTP=1; see the
 * product's server/src/config.ts). The demo page may use the host SDK only, so the reply is checked here by hand.
 */

/** Path of the product's outbox call (contract MAIL_OUTBOX_PATH). */
export const OUTBOX_PATH = '/dev/mail/outbox';
/** How often the panel reads the outbox again, ms. */
export const OUTBOX_POLL_MS = 2000;

/** One message as the outbox call returns it (`createdAt` ISO time). */
export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

function isMessage(value: unknown): value is OutboxMessage {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return typeof m.id === 'number' && typeof m.to === 'string' && typeof m.subject === 'string' && typeof m.text === 'string' && typeof m.createdAt === 'string';
}

/**
 * Checks an outbox reply `{ messages: [...] }`.
 * @returns the messages, newest first as sent
 * @throws Error when the reply has another shape
 */
export function parseOutbox(data: unknown): OutboxMessage[] {
  const messages = typeof data === 'object' && data !== null ? (data as { messages?: unknown }).messages : undefined;
  if (!Array.isArray(messages) || !messages.every(isMessage)) throw new Error('unexpected outbox reply');
  return messages;
}

/** A piece of a message body: plain text, or a link. */
export type BodyPart = { text: string } | { href: string };

/** Splits a plain-text body into text and http(s) links (nothing else becomes a link). */
export function splitLinks(body: string): BodyPart[] {
  const parts: BodyPart[] = [];
  let last = 0;
  for (const match of body.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    if (match.index > last) parts.push({ text: body.slice(last, match.index) });
    parts.push({ href: match[0] });
    last = match.index + match[0].length;
  }
  if (last < body.length) parts.push({ text: body.slice(last) });
  return parts;
}

/** What the panel says when the outbox cannot be read (HTTP status of the outbox call). */
export function describeOutboxStatus(status: number): string {
  if (status === 404) return 'No outbox: the product sends real mail (SMTP_URL is set) or does not serve the outbox (MAIL_OUTBOX_HTTP is off).';
  if (status === 403) return 'This page may not read the outbox (its origin is not the demo origin or a partner origin).';
  return `The outbox could not be read (HTTP ${status}).`;
}
