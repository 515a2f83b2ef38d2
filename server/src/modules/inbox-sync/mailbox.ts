/**
 * Where the inbox sync reads mail from (issue #26 "Production reads the mailbox through the Gmail API (documented,
 * behind an adapter)"). Every source hands the same importer (importer.ts) raw RFC 822 messages.
 *
 * - {@link OfflineMailbox} (the default, and every test): reads nothing itself. Confirmations reach the importer
 *   through the account's private forwarding address (the inbound mail endpoint, routes.ts). `npm start` and the tests
 *   use it; it never calls Google.
 * - {@link createGmailMailbox} (production, `INBOX_MAILBOX=gmail`): the Gmail API v1 over HTTPS with the mailbox's
 *   OAuth access token (scope https://www.googleapis.com/auth/gmail.readonly), documented at
 *   https://developers.google.com/gmail/api/reference/rest:
 *   - `subscribe`: `POST https://gmail.googleapis.com/gmail/v1/users/me/watch` with `{ topicName, labelIds: ['INBOX'] }`:
 *     Gmail then publishes `{ emailAddress, historyId }` to the Cloud Pub/Sub topic on every change (the watch lasts 7
 *     days: renew it daily from the job table);
 *   - `newMessages`: `GET /users/me/history?startHistoryId=…&historyTypes=messageAdded` for the ids added since the last
 *     history id, then `GET /users/me/messages/{id}?format=raw` for each (base64url RFC 822, decoded here);
 *   - `unsubscribe`: `POST /users/me/stop`.
 *   Access tokens come from the refresh token of the pop-up's offline grant; storing that refresh token (sealed with the
 *   secret box of modules/business/secret-box.ts) and the Pub/Sub push endpoint are the production wiring still to do
 *   (README of this module): offline, no Google call is ever made.
 */

/** What a mailbox source offers the inbox sync. */
export interface MailboxSource {
  /** `offline` (forwarding only) or `gmail`. */
  readonly kind: 'offline' | 'gmail';
  /** Starts watching the mailbox. @returns the history id to read from (null offline) @throws Error on an API failure */
  subscribe(accessToken: string): Promise<{ historyId: string | null }>;
  /** Raw RFC 822 messages added since `historyId`, and the new history id. @throws Error on an API failure */
  newMessages(accessToken: string, historyId: string): Promise<{ messages: Buffer[]; historyId: string }>;
  /** Stops watching. @throws Error on an API failure */
  unsubscribe(accessToken: string): Promise<void>;
}

/** The offline source: forwarding only (module docstring). */
export const OfflineMailbox: MailboxSource = {
  kind: 'offline',
  subscribe: () => Promise.resolve({ historyId: null }),
  newMessages: (_token, historyId) => Promise.resolve({ messages: [], historyId }),
  unsubscribe: () => Promise.resolve(),
};

const GMAIL_API = 'https://gmail.googleapis.com/gmail/v1/users/me';

/**
 * The Gmail API source (module docstring). Not used offline.
 * @param opts.topicName the Cloud Pub/Sub topic Gmail publishes to (`projects/{project}/topics/{topic}`)
 * @param opts.fetch the fetch to use (default: global fetch)
 */
export function createGmailMailbox(opts: { topicName: string; fetch?: typeof fetch }): MailboxSource {
  const call = async (accessToken: string, path: string, init: RequestInit = {}): Promise<unknown> => {
    const res = await (opts.fetch ?? fetch)(`${GMAIL_API}${path}`, {
      ...init, headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', ...(init.headers ?? {}) },
    });
    if (!res.ok) throw new Error(`Gmail API ${path.split('?')[0]} answered ${res.status}`);
    return res.status === 204 ? null : res.json();
  };
  return {
    kind: 'gmail',
    async subscribe(accessToken) {
      const r = (await call(accessToken, '/watch', { method: 'POST', body: JSON.stringify({ topicName: opts.topicName, labelIds: ['INBOX'] }) })) as { historyId?: string };
      return { historyId: r.historyId ?? null };
    },
    async newMessages(accessToken, historyId) {
      const h = (await call(accessToken, `/history?startHistoryId=${encodeURIComponent(historyId)}&historyTypes=messageAdded`)) as {
        history?: { messagesAdded?: { message: { id: string } }[] }[]; historyId?: string;
      };
      const ids = [...new Set((h.history ?? []).flatMap((e) => (e.messagesAdded ?? []).map((a) => a.message.id)))];
      const messages: Buffer[] = [];
      for (const id of ids) {
        const m = (await call(accessToken, `/messages/${encodeURIComponent(id)}?format=raw`)) as { raw?: string };
        if (m.raw) messages.push(Buffer.from(m.raw, 'base64url'));
      }
      return { messages, historyId: h.historyId ?? historyId };
    },
    async unsubscribe(accessToken) {
      await call(accessToken, '/stop', { method: 'POST' });
    },
  };
}
