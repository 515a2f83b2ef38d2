/**
 * The inbox importer (issue #26 "Inbox sync"): one raw RFC 822 message in, its travel reservations filed into the
 * account's trips as booked events. The same importer serves every source (the forwarding endpoint offline and in
 * tests, the Gmail API in production, mailbox.ts).
 *
 * 1. The message is parsed with mailparser (MIME, encodings, charsets); a forwarded message attached as
 *    `message/rfc822` is read too (one level).
 * 2. schema.org markup of the HTML bodies (markup.ts), reservations of it (reservations.ts), offers (offers.ts).
 * 3. In one transaction: the message (subject and sender as sanitised display text), each reservation, and for each
 *    usable one not imported before (inbox_imports: one per account and reservation key) a booked trip event through
 *    the trips service's booking step `addBookedEventForAccount`: the account's matching trip (same destination city,
 *    overlapping or near dates: trips/placement.ts), else a new trip named after the destination.
 * Outcome: IMPORTED (something new filed), DUPLICATE (everything was filed before), UNUSABLE (markup, nothing
 * fileable), NO_MARKUP (no reservation markup: the message is left alone and reported).
 */
import type { Kysely } from 'kysely';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { InboxMessageOutcome } from '@travel/contract';
import type { Database } from '../../db/database.ts';
import { newFullTripId, summarize, type TripBookingSteps } from '../trips/index.ts';
import { extractThings, type Thing } from './markup.ts';
import { offerOf, type OfferReferenceData } from './offers.ts';
import { cleanText, readReservations } from './reservations.ts';
import { claimImport, insertMessage, insertReservation, isImported } from './repository.ts';

/** What the importer needs. */
export interface ImporterDeps {
  db: Kysely<Database>;
  trips: Pick<TripBookingSteps, 'addBookedEventForAccount'>;
  reference: OfferReferenceData;
  now: () => number;
}

/** The account a message is imported for. */
export interface ImportAccount {
  id: string;
  /** Lower-case email (the owner email of a new trip). */
  email: string;
}

/** What the importer did with one message. */
export interface ImportResult {
  messageId: number;
  outcome: InboxMessageOutcome;
}

/** Two imports of one reservation at the same moment: the later transaction rolls back and runs again. */
class ImportRace extends Error {}

async function htmlBodies(mail: ParsedMail, depth = 0): Promise<string[]> {
  const out: string[] = typeof mail.html === 'string' && mail.html ? [mail.html] : [];
  if (depth > 0) return out;
  for (const a of mail.attachments ?? []) {
    if (a.contentType === 'message/rfc822') out.push(...(await htmlBodies(await simpleParser(a.content, PARSER_OPTIONS), depth + 1)));
  }
  return out;
}

const PARSER_OPTIONS = { skipHtmlToText: true, skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true } as const;

/**
 * Imports one message for `account` (module docstring).
 * @param raw the RFC 822 bytes (the route limits their size)
 * @returns the stored message's id and outcome
 * @throws the driver's error (nothing is stored then)
 */
export async function importMessage(deps: ImporterDeps, account: ImportAccount, raw: Buffer): Promise<ImportResult> {
  const mail = await simpleParser(raw, PARSER_OPTIONS);
  const things: Thing[] = (await htmlBodies(mail)).flatMap((html) => extractThings(html));
  const reservations = readReservations(things);
  const nowIso = new Date(deps.now()).toISOString();
  const subject = cleanText(mail.subject ?? '', 200) || '(no subject)';
  const from = cleanText(mail.from?.value?.[0]?.address ?? mail.from?.text ?? '', 200);

  const run = () => deps.db.transaction().execute(async (trx) => {
    const built = reservations.map((r) => ({ r, built: offerOf(deps.reference, r) }));
    const states: { state: 'IMPORTED' | 'DUPLICATE' | 'UNUSABLE'; tripId: string | null; eventId: number | null }[] = [];
    for (const { built: b } of built) {
      if (!b.ok) {
        states.push({ state: 'UNUSABLE', tripId: null, eventId: null });
        continue;
      }
      const before = await isImported(trx, account.id, b.key);
      if (before) {
        states.push({ state: 'DUPLICATE', tripId: before.trip_id, eventId: null });
        continue;
      }
      const summary = summarize(b.offer);
      const placed = await deps.trips.addBookedEventForAccount(trx, { accountId: account.id, ownerEmail: account.email, offer: b.offer, summary, newTripId: newFullTripId(), nowIso });
      if (!(await claimImport(trx, account.id, b.key, placed.tripId, placed.tripEventId, nowIso))) throw new ImportRace();
      states.push({ state: 'IMPORTED', tripId: placed.tripId, eventId: placed.tripEventId });
    }
    const outcome: InboxMessageOutcome = reservations.length === 0 ? 'NO_MARKUP'
      : states.some((s) => s.state === 'IMPORTED') ? 'IMPORTED'
        : states.some((s) => s.state === 'DUPLICATE') ? 'DUPLICATE' : 'UNUSABLE';
    const messageId = await insertMessage(trx, { account_id: account.id, received_at: nowIso, subject, from_address: from, outcome });
    for (const [i, { r, built: b }] of built.entries()) {
      const summary = b.ok ? summarize(b.offer) : null;
      const startDate = summary?.startDate || (r.vertical === 'flights' ? (r.legs[0]?.departure.date ?? nowIso.slice(0, 10)) : r.vertical === 'hotels' ? r.checkin.date : r.vertical === 'cars' ? r.pickupTime.date : r.departure.date);
      await insertReservation(trx, {
        message_id: messageId, vertical: r.vertical, reservation_number: r.reservationNumber, title: cleanText(summary?.title ?? r.reservationNumber, 200), start_date: startDate,
        state: states[i]!.state, trip_id: states[i]!.tripId, trip_event_id: states[i]!.eventId,
      });
    }
    return { messageId, outcome };
  });
  try {
    return await run();
  } catch (error) {
    if (error instanceof ImportRace) return run();
    throw error;
  }
}
