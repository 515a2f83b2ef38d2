/**
 * Public entry of the inbox sync module (issue #26; owner of the inbox_* tables of migration 0033). app.ts wires it.
 */
export { createInboxSyncService, type InboxSyncService, type InboxSyncDeps } from './service.ts';
export { inboxSyncRoutes } from './routes.ts';
export { OfflineMailbox, createGmailMailbox, type MailboxSource } from './mailbox.ts';
