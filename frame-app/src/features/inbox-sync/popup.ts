/**
 * The mailbox pop-up (issue #26; the same first-party pop-up and one-time hand-off as social sign-in, account
 * feature's social-sign-in.ts): opened synchronously inside the click on `about:blank` (pop-up blockers allow only
 * that), sent to the provider URL of POST /k/run/inbox/requests/gmail/start, and its last page posts
 * `{ type: INBOX_HANDOFF_MESSAGE_TYPE, code | error }` to this window at the product origin. Only a message whose
 * `event.origin` is this window's origin and whose `event.source` is that pop-up counts; anything else is ignored.
 */
import { INBOX_HANDOFF_MESSAGE_TYPE, InboxHandoffMessageSchema, SOCIAL_POPUP_HEIGHT_PX, SOCIAL_POPUP_WIDTH_PX } from '@travel/contract';
import { logger } from '../../state/index.ts';
import { startGmail } from './api.ts';

/** How often the frame checks whether the pop-up was closed, ms (two checks in a row: closed). */
export const INBOX_POPUP_CLOSED_POLL_MS = 400;
/** The pop-up window's name (one at a time). */
export const INBOX_POPUP_NAME = 'travel-inbox-sync';

/** What the pop-up sent back. `start-failed`: the start call failed (`error` holds its rejection). */
export type InboxPopupResult =
  | { kind: 'code'; code: string }
  | { kind: 'error'; error: 'cancelled' | 'failed' | 'expired' | 'scope' }
  | { kind: 'closed' }
  | { kind: 'start-failed'; error: unknown };

/** Waits for the pop-up's message (see the module docstring), or its closing. */
export function waitForInboxHandoff(popup: Window): Promise<InboxPopupResult> {
  return new Promise((resolve) => {
    let seenClosed = false;
    const finish = (result: InboxPopupResult) => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(timer);
      resolve(result);
    };
    function onMessage(event: MessageEvent): void {
      if (event.origin !== window.location.origin || event.source !== popup) return;
      const parsed = InboxHandoffMessageSchema.safeParse(event.data);
      if (!parsed.success || parsed.data.type !== INBOX_HANDOFF_MESSAGE_TYPE) return;
      finish(parsed.data.code ? { kind: 'code', code: parsed.data.code } : { kind: 'error', error: parsed.data.error ?? 'failed' });
    }
    window.addEventListener('message', onMessage);
    const timer = window.setInterval(() => {
      if (!popup.closed) return;
      if (seenClosed) finish({ kind: 'closed' });
      seenClosed = true;
    }, INBOX_POPUP_CLOSED_POLL_MS);
  });
}

/**
 * Opens the pop-up (call inside the click), asks for the provider URL and waits for the hand-off.
 * @returns null when the browser blocked the pop-up, else what it sent back
 */
export function openInboxPopup(): Promise<InboxPopupResult> | null {
  const left = Math.max(0, Math.round((window.screen.availWidth - SOCIAL_POPUP_WIDTH_PX) / 2));
  const top = Math.max(0, Math.round((window.screen.availHeight - SOCIAL_POPUP_HEIGHT_PX) / 2));
  const popup = window.open('about:blank', INBOX_POPUP_NAME, `popup=yes,width=${SOCIAL_POPUP_WIDTH_PX},height=${SOCIAL_POPUP_HEIGHT_PX},left=${left},top=${top}`);
  if (!popup) return null;
  return (async () => {
    try {
      const { popupUrl } = await startGmail();
      popup.location.href = popupUrl;
    } catch (error) {
      logger.warn('inbox sync pop-up could not start', error);
      popup.close();
      return { kind: 'start-failed' as const, error };
    }
    return waitForInboxHandoff(popup);
  })();
}
