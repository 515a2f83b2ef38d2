/**
 * The inbox sync's tables (migration 0033): mailbox pop-up requests, subscriptions, received messages, their
 * reservations and the imports that keep duplicates out. Private to modules/inbox-sync: others call its service.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, InboxGmailRequestsTable, InboxMessagesTable, InboxReservationsTable, InboxSubscriptionsTable } from '../../db/database.ts';

export type SubscriptionRow = Selectable<InboxSubscriptionsTable>;
export type MessageRow = Selectable<InboxMessagesTable>;
export type ReservationRow = Selectable<InboxReservationsTable>;
export type GmailRequestRow = Selectable<InboxGmailRequestsTable>;

export async function insertGmailRequest(db: Kysely<Database>, row: Omit<GmailRequestRow, 'callback_at' | 'mailbox_email' | 'granted_scope' | 'handoff_hash' | 'handoff_expires_at' | 'used_at'>): Promise<void> {
  await db.insertInto('inbox_gmail_requests').values(row).execute();
}

/** Marks the request of `stateHash` called back (once, before it expires). @returns the request, or undefined */
export async function takeRequestByState(db: Kysely<Database>, stateHash: string, nowIso: string): Promise<GmailRequestRow | undefined> {
  const r = await db.updateTable('inbox_gmail_requests').set({ callback_at: nowIso }).where('state_hash', '=', stateHash).where('callback_at', 'is', null).where('expires_at', '>', nowIso).executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('inbox_gmail_requests').selectAll().where('state_hash', '=', stateHash).executeTakeFirst();
}

export async function setRequestHandoff(db: Kysely<Database>, stateHash: string, v: { mailboxEmail: string; grantedScope: string; handoffHash: string; handoffExpiresAt: string }): Promise<void> {
  await db.updateTable('inbox_gmail_requests')
    .set({ mailbox_email: v.mailboxEmail, granted_scope: v.grantedScope, handoff_hash: v.handoffHash, handoff_expires_at: v.handoffExpiresAt })
    .where('state_hash', '=', stateHash).execute();
}

/** Uses a hand-off code of this session and account (once, before it expires). @returns the request, or undefined */
export async function useHandoff(db: Kysely<Database>, handoffHash: string, sessionId: string, accountId: string, nowIso: string): Promise<GmailRequestRow | undefined> {
  const r = await db.updateTable('inbox_gmail_requests').set({ used_at: nowIso })
    .where('handoff_hash', '=', handoffHash).where('session_id', '=', sessionId).where('account_id', '=', accountId).where('used_at', 'is', null).where('handoff_expires_at', '>', nowIso)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('inbox_gmail_requests').selectAll().where('handoff_hash', '=', handoffHash).executeTakeFirst();
}

/** Deletes requests expired before `nowIso` (their hand-off too). */
export async function deleteExpiredRequests(db: Kysely<Database>, nowIso: string): Promise<void> {
  await db.deleteFrom('inbox_gmail_requests').where('expires_at', '<', nowIso).where((eb) => eb.or([eb('handoff_expires_at', 'is', null), eb('handoff_expires_at', '<', nowIso)])).execute();
}

export async function findSubscription(db: Kysely<Database>, accountId: string): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('inbox_subscriptions').selectAll().where('account_id', '=', accountId).executeTakeFirst();
}

export async function findSubscriptionByToken(db: Kysely<Database>, token: string): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('inbox_subscriptions').selectAll().where('forward_token', '=', token).where('status', '=', 'ACTIVE').executeTakeFirst();
}

/** Creates or replaces the account's subscription as PENDING for a mailbox (a new mailbox drops the old token). */
export async function upsertPendingSubscription(db: Kysely<Database>, accountId: string, mailboxEmail: string, nowIso: string): Promise<void> {
  await db.insertInto('inbox_subscriptions')
    .values({ account_id: accountId, provider: 'gmail', mailbox_email: mailboxEmail, status: 'PENDING', forward_token: null, connected_at: nowIso, updated_at: nowIso })
    .onConflict((oc) => oc.column('account_id').doUpdateSet({ mailbox_email: mailboxEmail, status: 'PENDING', forward_token: null, connected_at: nowIso, updated_at: nowIso }))
    .execute();
}

/** Activates the account's subscription with its forwarding token. @returns rows changed (0: none) */
export async function activateSubscription(db: Kysely<Database>, accountId: string, token: string, nowIso: string): Promise<number> {
  const r = await db.updateTable('inbox_subscriptions').set({ status: 'ACTIVE', forward_token: token, updated_at: nowIso }).where('account_id', '=', accountId).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function deleteSubscription(db: Kysely<Database>, accountId: string): Promise<void> {
  await db.deleteFrom('inbox_subscriptions').where('account_id', '=', accountId).execute();
}

export async function insertMessage(db: Kysely<Database>, row: Omit<MessageRow, 'id'>): Promise<number> {
  const r = await db.insertInto('inbox_messages').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

export async function insertReservation(db: Kysely<Database>, row: Omit<ReservationRow, 'id'>): Promise<void> {
  await db.insertInto('inbox_reservations').values(row).execute();
}

/** Claims a reservation key for the account. @returns false when it was imported before (a duplicate) */
export async function claimImport(db: Kysely<Database>, accountId: string, key: string, tripId: string, tripEventId: number, nowIso: string): Promise<boolean> {
  const rows = await db.insertInto('inbox_imports').values({ account_id: accountId, reservation_key: key, trip_id: tripId, trip_event_id: tripEventId, imported_at: nowIso })
    .onConflict((oc) => oc.columns(['account_id', 'reservation_key']).doNothing()).returning('reservation_key').execute();
  return rows.length === 1;
}

export async function isImported(db: Kysely<Database>, accountId: string, key: string): Promise<{ trip_id: string } | undefined> {
  return db.selectFrom('inbox_imports').select('trip_id').where('account_id', '=', accountId).where('reservation_key', '=', key).executeTakeFirst();
}

/** The account's latest `limit` messages (newest first) and their reservations. */
export async function latestMessages(db: Kysely<Database>, accountId: string, limit: number): Promise<{ messages: MessageRow[]; reservations: ReservationRow[] }> {
  const messages = await db.selectFrom('inbox_messages').selectAll().where('account_id', '=', accountId).orderBy('id', 'desc').limit(limit).execute();
  const reservations = messages.length
    ? await db.selectFrom('inbox_reservations').selectAll().where('message_id', 'in', messages.map((m) => Number(m.id))).orderBy('id').execute()
    : [];
  return { messages, reservations };
}
