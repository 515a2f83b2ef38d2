/**
 * The last page of a first-party sign-in pop-up (social sign-in, issue #9; company SSO, issue #27, modules/sso): it
 * posts the hand-off message (contract SocialHandoffMessageSchema: `{ type, code | credential | error }`) to
 * `window.opener` at the product origin exactly and closes. Shared so both pop-ups answer the frame with one message
 * shape and one hardened page: CSP allowing only the page's own inline script (a per-reply nonce), no caching,
 * `Referrer-Policy: no-referrer` (the code never leaves in a Referer).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { SOCIAL_HANDOFF_MESSAGE_TYPE } from '@travel/contract';
import type { CallbackResult } from './service.ts';

/** HTML-escapes text for the pages below. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Sets the hardened headers of a pop-up page; @returns the script nonce */
export function hardenedHtml(reply: FastifyReply): string {
  const nonce = randomBytes(16).toString('base64');
  reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .header('Content-Security-Policy', `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`);
  return nonce;
}

/**
 * The pop-up's last page: posts `{ type, code | credential | error }` to `window.opener` at `targetOrigin` exactly
 * (the frame is on the product origin) and closes. The message is JSON inside a `<script type="application/json">`
 * block (never executed), read by the nonce'd script.
 */
export function handoffPage(reply: FastifyReply, targetOrigin: string, result: CallbackResult): string {
  const nonce = hardenedHtml(reply);
  const message = JSON.stringify({ type: SOCIAL_HANDOFF_MESSAGE_TYPE, ...result }).replace(/</g, '\\u003c');
  const text = 'error' in result ? (result.error === 'cancelled' ? 'Sign-in cancelled.' : 'Sign-in did not work. Close this window and try again.') : 'Signing you in…';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(text)}</title><style>body{font:16px system-ui,sans-serif;margin:2rem}</style></head>
<body><p>${escapeHtml(text)}</p>
<script type="application/json" id="handoff">${message}</script>
<script nonce="${nonce}">(function(){var m=JSON.parse(document.getElementById('handoff').textContent);if(window.opener){window.opener.postMessage(m,${JSON.stringify(targetOrigin)});}window.close();})();</script>
</body></html>`;
}

/** A first-party page that only says `text` (a sign-in opened without a frame, e.g. company SSO's entry URL, failed). */
export function messagePage(reply: FastifyReply, text: string): string {
  hardenedHtml(reply);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(text)}</title><style>body{font:16px system-ui,sans-serif;margin:2rem}</style></head>
<body><p role="alert">${escapeHtml(text)}</p></body></html>`;
}

/** A first-party page of links (company SSO's entry URL when the company has several active configurations). */
export function choicePage(reply: FastifyReply, title: string, links: readonly { href: string; text: string }[]): string {
  hardenedHtml(reply);
  const items = links.map((l) => `<li><a href="${escapeHtml(l.href)}">${escapeHtml(l.text)}</a></li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font:16px system-ui,sans-serif;margin:2rem}li{margin:.5rem 0}</style></head>
<body><h1>${escapeHtml(title)}</h1><ul>${items}</ul></body></html>`;
}
