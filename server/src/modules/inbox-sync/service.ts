/**
 * Inbox sync (issue #26; INBOX_SYNC; account-business-header-and-trips §7 "POST /k/run/inbox/requests/gmail/subscription
 * (code), then POST /inbox/gmail/subscribe", §8 Gmail subscription errors). Owns the tables of migration 0033.
 *
 * Connecting a mailbox: the same first-party pop-up and one-time hand-off as social sign-in (modules/social), with
 * Google's consent for {@link GMAIL_READONLY_SCOPE} (offline: the local OpenID provider grants it):
 * 1. {@link InboxSyncService.start} (frame, X-CSRF, signed in): a request bound to the frame session and account; the
 *    pop-up goes to the provider's authorization URL (authorization code + PKCE S256 + state + nonce, scope
 *    `openid email {gmail.readonly}`, `access_type=offline`, `prompt=consent`), valid {@link REQUEST_TTL_MS}.
 * 2. {@link InboxSyncService.callback} (pop-up, back from the provider): the state's request (once, unexpired), the
 *    code exchanged (PKCE, ID token signature, issuer, audience, expiry, nonce by openid-client), the granted scopes
 *    must include the Gmail scope (else GMAIL_SCOPE_NOT_GRANTED), the ID token's email names the mailbox; a one-time
 *    hand-off code (SHA-256 stored, {@link HANDOFF_TTL_MS}) goes back to the frame.
 * 3. {@link InboxSyncService.subscription} (frame, `code`): uses the hand-off code, only from the session and account
 *    that started the pop-up, once: the account's subscription becomes PENDING for that mailbox.
 * 4. {@link InboxSyncService.subscribe}: the mailbox source starts watching (mailbox.ts; offline: nothing to call) and
 *    the subscription becomes ACTIVE with a new private forwarding token (32 random bytes, base64url): the forwarding
 *    address `trips+{token}@{INBOX_MAIL_DOMAIN}` and the inbound endpoint `/inbox/mail/inbound/{token}`.
 * Errors answer the envelope with the §8 codes (contract inbox-sync.ts): GMAIL_SERVICE_DISABLED (503),
 * GMAIL_SCOPE_NOT_GRANTED (via the pop-up: the frame shows it), GMAIL_CODE_INVALID (400), GMAIL_NOT_CONNECTED (409).
 */
import { createHash, randomBytes } from 'node:crypto';
import * as client from 'openid-client';
import { GMAIL_READONLY_SCOPE, INBOX_GMAIL_CALLBACK_PATH, type InboxMessage, type InboxStatus } from '@travel/contract';
import { AppError } from '../../errors.ts';
import type { SessionRecord } from '../session/service.ts';
import type { SocialConfig } from '../social/config.ts';
import { importMessage, type ImportAccount, type ImporterDeps } from './importer.ts';
import type { MailboxSource } from './mailbox.ts';
import {
  activateSubscription, deleteExpiredRequests, deleteSubscription, findSubscription, findSubscriptionByToken, insertGmailRequest, latestMessages, setRequestHandoff,
  takeRequestByState, upsertPendingSubscription, useHandoff,
} from './repository.ts';

/** How long the pop-up may take at the provider, ms (a choice: social sign-in's 10 minutes). */
export const REQUEST_TTL_MS = 10 * 60_000;
/** How long the hand-off code is valid, ms. */
export const HANDOFF_TTL_MS = 2 * 60_000;
/** Messages the inbox page lists. */
export const INBOX_PAGE_MESSAGES = 20;

const sha256 = (value: string): string => createHash('sha256').update(value).digest('base64url');
const token = (): string => randomBytes(32).toString('base64url');

/** What the callback page posts back to the frame. */
export type InboxCallbackResult = { code: string } | { error: 'cancelled' | 'failed' | 'expired' | 'scope' };

export interface InboxSyncService {
  /** Step 1: the provider URL for the pop-up. @throws AppError 503 GMAIL_SERVICE_DISABLED */
  start(session: SessionRecord, accountId: string): Promise<{ popupUrl: string }>;
  /** Step 2: checks the callback, makes the hand-off. Never throws. */
  callback(currentUrl: URL): Promise<InboxCallbackResult>;
  /** Step 3: the hand-off code -> PENDING subscription. @throws AppError 400 GMAIL_CODE_INVALID */
  subscription(session: SessionRecord, accountId: string, code: string): Promise<InboxStatus>;
  /** Step 4: PENDING -> ACTIVE with a forwarding address. @throws AppError 409 GMAIL_NOT_CONNECTED */
  subscribe(accountId: string): Promise<InboxStatus>;
  /** Disconnects the mailbox (the forwarding address stops working; imported events stay in the trips). */
  unsubscribe(accountId: string): Promise<InboxStatus>;
  /** The account's inbox sync: subscription, forwarding address, latest messages. */
  status(accountId: string): Promise<InboxStatus>;
  /**
   * A forwarded message for the account of an ACTIVE forwarding token.
   * @throws AppError 404 NOT_FOUND for an unknown or inactive token (the same answer whether or not it ever existed)
   */
  inbound(forwardToken: string, raw: Buffer): Promise<InboxMessage>;
}

export interface InboxSyncDeps extends ImporterDeps {
  google: SocialConfig['google'];
  /** The product origin (the callback's redirect URI). */
  publicOrigin: string;
  /** The domain of forwarding addresses (INBOX_MAIL_DOMAIN). */
  mailDomain: string;
  mailbox: MailboxSource;
  /** The account's email (the owner email of new trips). */
  accountOf(accountId: string): Promise<ImportAccount | null>;
  /** Names of the account's trips by full trip id (the inbox page shows where a reservation went). */
  tripNames(accountId: string): Promise<Map<string, string>>;
}

function isLoopback(url: string): boolean {
  const u = new URL(url);
  return u.protocol === 'http:' && (u.hostname === 'localhost' || u.hostname === '127.0.0.1');
}

/** Creates the inbox sync service (module docstring). */
export function createInboxSyncService(deps: InboxSyncDeps): InboxSyncService {
  const { db, google } = deps;
  const iso = (offsetMs = 0) => new Date(deps.now() + offsetMs).toISOString();
  const redirectUri = `${deps.publicOrigin}${INBOX_GMAIL_CALLBACK_PATH}`;
  let configuration: Promise<client.Configuration> | null = null;

  function googleConfiguration(): Promise<client.Configuration> {
    if (!configuration) {
      const options = isLoopback(google.issuer) ? { execute: [client.allowInsecureRequests] } : {};
      configuration = client.discovery(new URL(google.issuer), google.clientId, google.clientSecret, client.ClientSecretPost(google.clientSecret), options);
      configuration.catch(() => {
        configuration = null;
      });
    }
    return configuration;
  }

  const disabled = () => new AppError(503, 'GMAIL_SERVICE_DISABLED', 'Google is not available to connect a mailbox');

  async function status(accountId: string): Promise<InboxStatus> {
    const sub = await findSubscription(db, accountId);
    const { messages, reservations } = await latestMessages(db, accountId, INBOX_PAGE_MESSAGES);
    const names = reservations.some((r) => r.trip_id) ? await deps.tripNames(accountId) : new Map<string, string>();
    return {
      signedIn: true,
      subscription: sub ? { provider: 'gmail', mailboxEmail: sub.mailbox_email, status: sub.status, connectedAt: sub.connected_at } : null,
      forwardingAddress: sub?.status === 'ACTIVE' && sub.forward_token ? `trips+${sub.forward_token}@${deps.mailDomain}` : null,
      messages: messages.map((m) => messageOf(m, reservations.filter((r) => Number(r.message_id) === Number(m.id)), names)),
    };
  }

  function messageOf(m: Awaited<ReturnType<typeof latestMessages>>['messages'][number], rs: Awaited<ReturnType<typeof latestMessages>>['reservations'], names: Map<string, string>): InboxMessage {
    return {
      id: Number(m.id), receivedAt: m.received_at, subject: m.subject, from: m.from_address, outcome: m.outcome,
      reservations: rs.map((r) => ({
        vertical: r.vertical as InboxMessage['reservations'][number]['vertical'], reservationNumber: r.reservation_number, title: r.title, startDate: r.start_date,
        fullTripId: r.trip_id, tripName: r.trip_id ? (names.get(r.trip_id) ?? null) : null, state: r.state,
      })),
    };
  }

  return {
    async start(session, accountId) {
      if (!google.enabled || !google.clientId) throw disabled();
      let c: client.Configuration;
      try {
        c = await googleConfiguration();
      } catch {
        throw disabled();
      }
      await deleteExpiredRequests(db, iso());
      const state = token();
      const verifier = client.randomPKCECodeVerifier();
      const nonce = token();
      await insertGmailRequest(db, { state_hash: sha256(state), account_id: accountId, session_id: session.id, verifier, nonce, created_at: iso(), expires_at: iso(REQUEST_TTL_MS) });
      const url = client.buildAuthorizationUrl(c, {
        redirect_uri: redirectUri, response_type: 'code', scope: `openid email ${GMAIL_READONLY_SCOPE}`, state, nonce,
        code_challenge: await client.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256',
        // Google's own parameters: a refresh token for reading the mailbox later (`access_type=offline`), and at Google
        // the consent screen every time (`prompt=consent`, so the refresh token is issued again). Other issuers (the
        // local provider, whose consent is implied) get no prompt: they would wait for a consent page that never comes.
        access_type: 'offline', ...(new URL(google.issuer).hostname === 'accounts.google.com' ? { prompt: 'consent' } : {}),
      });
      return { popupUrl: url.href };
    },

    async callback(currentUrl) {
      const state = currentUrl.searchParams.get('state');
      if (!state) return { error: 'failed' };
      const request = await takeRequestByState(db, sha256(state), iso());
      if (!request) return { error: 'expired' };
      if (currentUrl.searchParams.get('error') === 'access_denied') return { error: 'cancelled' };
      try {
        const c = await googleConfiguration();
        const tokens = await client.authorizationCodeGrant(c, currentUrl, { pkceCodeVerifier: request.verifier, expectedState: state, expectedNonce: request.nonce, idTokenExpected: true });
        const claims = tokens.claims();
        const granted = (tokens.scope ?? '').split(' ');
        if (!granted.includes(GMAIL_READONLY_SCOPE)) return { error: 'scope' };
        const email = typeof claims?.email === 'string' ? claims.email.trim().toLowerCase() : '';
        if (!email) return { error: 'failed' };
        const code = token();
        await setRequestHandoff(db, request.state_hash, { mailboxEmail: email, grantedScope: granted.join(' '), handoffHash: sha256(code), handoffExpiresAt: iso(HANDOFF_TTL_MS) });
        return { code };
      } catch {
        return { error: 'failed' };
      }
    },

    async subscription(session, accountId, code) {
      const request = await useHandoff(db, sha256(code), session.id, accountId, iso());
      if (!request?.mailbox_email) throw new AppError(400, 'GMAIL_CODE_INVALID', 'This mailbox connection expired or was already used. Connect again.');
      await upsertPendingSubscription(db, accountId, request.mailbox_email, iso());
      return status(accountId);
    },

    async subscribe(accountId) {
      const sub = await findSubscription(db, accountId);
      if (!sub) throw new AppError(409, 'GMAIL_NOT_CONNECTED', 'Connect a mailbox first');
      if (sub.status === 'PENDING') {
        // Production: the Gmail source's users.watch with the grant's access token (mailbox.ts); offline nothing is called.
        if (deps.mailbox.kind !== 'offline') throw new AppError(503, 'GMAIL_SERVICE_DISABLED', 'Reading Gmail needs the stored grant (not configured)');
        await activateSubscription(db, accountId, token(), iso());
      }
      return status(accountId);
    },

    async unsubscribe(accountId) {
      await deleteSubscription(db, accountId);
      return status(accountId);
    },

    status,

    async inbound(forwardToken, raw) {
      const sub = await findSubscriptionByToken(db, forwardToken);
      const account = sub ? await deps.accountOf(sub.account_id) : null;
      if (!sub || !account) throw new AppError(404, 'NOT_FOUND', 'No such forwarding address');
      const result = await importMessage(deps, account, raw);
      const { messages, reservations } = await latestMessages(db, account.id, INBOX_PAGE_MESSAGES);
      const m = messages.find((x) => Number(x.id) === result.messageId);
      if (!m) throw new Error('imported message not found');
      const names = await deps.tripNames(account.id);
      return messageOf(m, reservations.filter((r) => Number(r.message_id) === result.messageId), names);
    },
  };
}
