/**
 * Texts of the inbox sync page (issue #26), English source; translations in app/i18n/catalogs/<locale>/inbox-sync.json.
 */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../ui/plain-messages.ts';

const descriptors = defineMessages({
  title: { id: 'inboxSync.title', defaultMessage: 'Add trips from your email' },
  intro: { id: 'inboxSync.intro', defaultMessage: 'Connect your mailbox and your flight, hotel, car and train confirmations are added to your trips as bookings.' },
  signedOut: { id: 'inboxSync.signedOut', defaultMessage: 'Sign in to add bookings from your email to your trips.' },
  signIn: { id: 'inboxSync.signIn', defaultMessage: 'Sign in' },
  connectGmail: { id: 'inboxSync.connectGmail', defaultMessage: 'Connect Gmail' },
  connecting: { id: 'inboxSync.connecting', defaultMessage: 'Connecting your mailbox… Continue in the Google window.' },
  finish: { id: 'inboxSync.finish', defaultMessage: 'Finish connecting' },
  connected: { id: 'inboxSync.connected', defaultMessage: 'Connected mailbox: {email}' },
  pending: { id: 'inboxSync.pending', defaultMessage: 'Mailbox {email} is authorised but not syncing yet.' },
  disconnect: { id: 'inboxSync.disconnect', defaultMessage: 'Disconnect mailbox' },
  disconnected: { id: 'inboxSync.disconnected', defaultMessage: 'Mailbox disconnected. Bookings already added stay in your trips.' },
  connectedDone: { id: 'inboxSync.connectedDone', defaultMessage: 'Mailbox connected. New confirmations will appear in your trips.' },
  forwardingLabel: { id: 'inboxSync.forwardingLabel', defaultMessage: 'Your private forwarding address' },
  forwardingHelp: { id: 'inboxSync.forwardingHelp', defaultMessage: 'You can also forward any confirmation to this address. Keep it private: mail sent to it is added to your trips.' },
  copy: { id: 'inboxSync.copy', defaultMessage: 'Copy address' },
  copied: { id: 'inboxSync.copied', defaultMessage: 'Address copied' },
  recentHeading: { id: 'inboxSync.recentHeading', defaultMessage: 'Recent confirmations' },
  noMessages: { id: 'inboxSync.noMessages', defaultMessage: 'No confirmations yet. They appear here as soon as they arrive.' },
  from: { id: 'inboxSync.from', defaultMessage: 'From {sender}' },
  outcomeImported: { id: 'inboxSync.outcomeImported', defaultMessage: 'Added to trips' },
  outcomeDuplicate: { id: 'inboxSync.outcomeDuplicate', defaultMessage: 'Already in your trips' },
  outcomeNoMarkup: { id: 'inboxSync.outcomeNoMarkup', defaultMessage: 'No booking found: left alone' },
  outcomeUnusable: { id: 'inboxSync.outcomeUnusable', defaultMessage: 'Booking found but could not be added' },
  reservation: { id: 'inboxSync.reservation', defaultMessage: '{title} · reservation {number}' },
  addedTo: { id: 'inboxSync.addedTo', defaultMessage: 'In trip {trip}' },
  popupBlocked: { id: 'inboxSync.popupBlocked', defaultMessage: 'Your browser blocked the Google window. Allow pop-ups for this site and try again.' },
  popupCancelled: { id: 'inboxSync.popupCancelled', defaultMessage: 'Connecting the mailbox was cancelled.' },
  scopeNotGranted: { id: 'inboxSync.scopeNotGranted', defaultMessage: 'Allow reading your Gmail messages on the Google page to import your bookings, then try again.' },
  popupExpired: { id: 'inboxSync.popupExpired', defaultMessage: 'The connection took too long. Try again.' },
  failed: { id: 'inboxSync.failed', defaultMessage: 'The mailbox could not be connected. Try again.' },
  loadFailed: { id: 'inboxSync.loadFailed', defaultMessage: 'Inbox sync could not be loaded.' },
  retry: { id: 'inboxSync.retry', defaultMessage: 'Try again' },
  tripsLink: { id: 'inboxSync.tripsLink', defaultMessage: 'Back to your trips' },
});

/** The page's messages. */
export const inboxSyncMessages: PlainMessages<typeof descriptors> = descriptors;
