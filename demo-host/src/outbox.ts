/**
 * The demo page's "Mail outbox" panel (issue #9 "Email"): lists the product's outbox (recipient, subject, time, body
 * with its links and codes), newest first, read every {@link OUTBOX_POLL_MS} ms and on "Refresh outbox". Links open
 * in a new tab (the product's first-party reset and confirmation pages). Everything is written with textContent and
 * real anchors: a message body never becomes markup.
 */
import { OUTBOX_PATH, OUTBOX_POLL_MS, describeOutboxStatus, parseOutbox, splitLinks, type OutboxMessage } from './outbox-helpers.ts';

/** Renders one message as a list item holding an article named by its subject and recipient. */
function renderMessage(message: OutboxMessage): HTMLLIElement {
  const li = document.createElement('li');
  const article = document.createElement('article');
  article.setAttribute('aria-label', `${message.subject} to ${message.to}`);
  const heading = document.createElement('h3');
  heading.textContent = message.subject;
  const meta = document.createElement('p');
  meta.className = 'outbox-meta';
  const time = document.createElement('time');
  time.dateTime = message.createdAt;
  time.textContent = new Date(message.createdAt).toLocaleTimeString();
  meta.append(`To ${message.to} · `, time);
  const body = document.createElement('pre');
  for (const part of splitLinks(message.text)) {
    if ('href' in part) {
      const a = document.createElement('a');
      a.href = part.href;
      a.textContent = part.href;
      a.target = '_blank';
      a.rel = 'noopener noreferrer';
      body.append(a);
    } else {
      body.append(part.text);
    }
  }
  article.append(heading, meta, body);
  li.append(article);
  return li;
}

/**
 * Starts the panel: reads `{frameOrigin}/dev/mail/outbox` now, then every OUTBOX_POLL_MS ms, and on the refresh button.
 * @param elements the panel's list, status line and refresh button (from index.html)
 */
export function startOutboxPanel(frameOrigin: string, elements: { list: HTMLOListElement; status: HTMLElement; refresh: HTMLButtonElement }): void {
  let shown = '';
  let busy = false;
  const load = async (): Promise<void> => {
    if (busy) return;
    busy = true;
    try {
      const response = await fetch(`${frameOrigin}${OUTBOX_PATH}`, { cache: 'no-store', credentials: 'omit' });
      if (!response.ok) {
        elements.status.textContent = describeOutboxStatus(response.status);
        return;
      }
      const messages = parseOutbox(await response.json());
      const key = messages.map((m) => m.id).join(',');
      elements.status.textContent = messages.length === 0 ? 'No mail yet.' : `${messages.length} message${messages.length === 1 ? '' : 's'}, newest first.`;
      if (key === shown) return;
      shown = key;
      elements.list.replaceChildren(...messages.map(renderMessage));
    } catch (error) {
      elements.status.textContent = `The outbox could not be read: ${error instanceof Error ? error.message : String(error)}`;
    } finally {
      busy = false;
    }
  };
  elements.refresh.addEventListener('click', () => void load());
  void load();
  setInterval(() => {
    if (document.visibilityState === 'visible') void load();
  }, OUTBOX_POLL_MS);
}
