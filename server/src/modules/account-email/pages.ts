/**
 * The first-party pages a mailed link opens on the product origin (issue #9 "Email"): set a new password
 * (`GET /k/run/auth/reset#token=…`) and confirm the account (`GET /k/run/auth/confirm#token=…`). The spec shows
 * neither; they are plain server-rendered pages, English only (the mail is English too).
 *
 * - Not frameable: `frame-ancestors 'none'` and `X-Frame-Options: DENY` (no clickjacking of the form).
 * - CSRF-safe: the form is sent by the page's own script with the page session's form token in X-CSRF (the session
 *   hook checks it like every POST) plus the link's token, to the same path; `form-action 'self'`, `connect-src 'self'`.
 * - Script and style are inline with a per-response nonce (CSP `script-src 'nonce-…'`); nothing else loads.
 * - `Referrer-Policy: no-referrer` so the token in the address never leaves in a Referer; `Cache-Control: no-store`.
 * - The token is in the link's fragment (`#token=…`), so it never reaches a request line or a log; the script reads it,
 *   asks POST /k/run/auth/email-token/check, and a link that cannot be used (unknown, used, expired, disabled
 *   account) shows why and what to do next, with no form.
 * Every value written into the HTML is escaped.
 */
import { randomBytes } from 'node:crypto';
import { AUTH_EMAIL_TOKEN_CHECK_PATH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@travel/contract';

/** Escapes text for HTML text and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** Headers of an email page: CSP with `nonce`, not frameable, no referrer, no caching. */
export function emailPageHeaders(nonce: string): Record<string, string> {
  return {
    'content-security-policy': [
      "default-src 'none'",
      `script-src 'nonce-${nonce}'`,
      `style-src 'nonce-${nonce}'`,
      "connect-src 'self'",
      "form-action 'self'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
    'content-type': 'text/html; charset=utf-8',
  };
}

/** A fresh CSP nonce (base64, 16 random bytes). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1b1d21; }
main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 12px; box-shadow: 0 1px 4px rgb(0 0 0 / 12%); }
h1 { font-size: 1.5rem; margin: 0 0 1rem; }
label { display: block; font-weight: 600; margin-top: 1rem; }
input { display: block; width: 100%; box-sizing: border-box; font: inherit; padding: .6rem; margin-top: .25rem; border: 1px solid #6b7280; border-radius: 8px; }
input[aria-invalid="true"] { border-color: #b42318; }
button { margin-top: 1.5rem; font: inherit; font-weight: 600; padding: .7rem 1.2rem; border: 0; border-radius: 8px; background: #1d4ed8; color: #fff; cursor: pointer; }
button:disabled { opacity: .6; cursor: default; }
.hint { color: #4b5563; font-size: .9rem; margin: .25rem 0 0; }
.error { color: #b42318; font-size: .9rem; margin: .25rem 0 0; }
.done { color: #05603a; font-weight: 600; }
`;

/**
 * The page script: reads the token from the address's fragment (`#token=…`), asks whether it can be used (showing
 * why not, with no form, when it cannot), then validates and posts the form with X-CSRF and shows the result.
 */
const SCRIPT = `
(() => {
  const form = document.getElementById('email-form');
  const csrf = document.querySelector('meta[name="form-token"]').content;
  const checking = document.getElementById('checking');
  const problem = document.getElementById('problem');
  const problemText = document.getElementById('problem-text');
  const formError = document.getElementById('form-error');
  const done = document.getElementById('done');
  const button = form.querySelector('button');
  const purpose = form.dataset.purpose;
  const min = Number(form.dataset.min), max = Number(form.dataset.max);
  const token = new URLSearchParams(location.hash.slice(1)).get('token') || '';
  const post = async (path, body) => {
    const response = await fetch(path, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/x-www-form-urlencoded', 'X-CSRF': csrf }, body });
    return { response, reply: await response.json().catch(() => null) };
  };
  const showProblem = (text) => { checking.hidden = true; form.hidden = true; problemText.textContent = text; problem.hidden = false; };
  const failureText = (response) => response.status === 401 || response.status === 403 ? 'This page has been open too long. Reload it and try again.' : 'Something went wrong. Please try again.';
  (async () => {
    try {
      const { response, reply } = await post(form.dataset.check, new URLSearchParams({ token, purpose }));
      if (response.ok && reply && reply.status === 0) { checking.hidden = true; form.hidden = false; return; }
      showProblem(response.ok && reply && reply.message ? reply.message : failureText(response));
    } catch {
      showProblem('We could not reach the server. Check your connection and reload this page.');
    }
  })();
  const setError = (input, text) => {
    document.getElementById(input.id + '-error').textContent = text;
    input.setAttribute('aria-invalid', text ? 'true' : 'false');
  };
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    formError.textContent = '';
    const body = new URLSearchParams({ token });
    const p1 = document.getElementById('passwd'), p2 = document.getElementById('passwd2');
    if (p1) {
      const length = [...p1.value].length;
      const first = length < min || length > max ? 'Use ' + min + ' to ' + max + ' characters.' : '';
      const second = !first && p1.value !== p2.value ? 'The two passwords are not the same.' : '';
      setError(p1, first); setError(p2, second);
      if (first) { p1.focus(); return; }
      if (second) { p2.focus(); return; }
      body.set('passwd', p1.value);
    }
    button.disabled = true;
    try {
      const { response, reply } = await post(location.pathname, body);
      if (response.ok && reply && reply.status === 0) { form.hidden = true; done.hidden = false; done.focus(); return; }
      if (response.ok && reply && reply.errorField === 'passwd' && p1) { setError(p1, reply.message); p1.focus(); }
      else if (response.ok && reply && reply.errorField === 'token') showProblem(reply.message);
      else if (response.ok && reply && reply.message) formError.textContent = reply.message;
      else formError.textContent = failureText(response);
    } catch {
      formError.textContent = 'We could not reach the server. Check your connection and try again.';
    } finally {
      button.disabled = false;
    }
  });
})();
`;

/** What an email page shows. */
export interface EmailPageInput {
  kind: 'reset' | 'confirm';
  nonce: string;
  /** The session's form token (X-CSRF). */
  formToken: string;
}

/** Renders the reset or confirmation page (see the module docstring); the form shows once the link checks out. */
export function renderEmailPage(input: EmailPageInput): string {
  const e = escapeHtml;
  const reset = input.kind === 'reset';
  const title = reset ? 'Set a new password' : 'Confirm your email address';
  const attributes = `id="email-form" novalidate hidden data-purpose="${input.kind}" data-check="${AUTH_EMAIL_TOKEN_CHECK_PATH}"`;
  const fields = reset
    ? `<p>Choose a new password for your account. Setting it also unlocks your account if too many failed sign-ins locked it.</p>
<label for="passwd">New password</label>
<input id="passwd" name="passwd" type="password" autocomplete="new-password" required aria-describedby="passwd-hint passwd-error" aria-invalid="false">
<p id="passwd-hint" class="hint">${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.</p>
<p id="passwd-error" class="error"></p>
<label for="passwd2">Repeat the new password</label>
<input id="passwd2" type="password" autocomplete="new-password" required aria-describedby="passwd2-error" aria-invalid="false">
<p id="passwd2-error" class="error"></p>
<button type="submit">Set new password</button>`
    : `<p>Confirm that this email address belongs to you.</p>
<button type="submit">Confirm my email</button>`;
  const doneText = reset
    ? 'Your password has been changed and your account is unlocked. Go back to the site and sign in with your new password.'
    : 'Your email address is confirmed. You can close this page and go back to the site.';
  const nextStep = reset
    ? 'Open the sign-in window on the site and choose “Forgot password?” to get a new link.'
    : 'Sign in on the site and choose “Resend email” to get a new link.';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="form-token" content="${e(input.formToken)}"><title>${e(title)}</title><style nonce="${e(input.nonce)}">${STYLE}</style></head>
<body><main><h1>${e(title)}</h1>
<p id="checking" role="status">Checking your link…</p>
<div id="problem" hidden><p id="problem-text" role="alert" class="error"></p><p>${e(nextStep)}</p></div>
<form ${attributes} data-min="${PASSWORD_MIN_LENGTH}" data-max="${PASSWORD_MAX_LENGTH}">
${fields}
<p id="form-error" class="error" role="alert"></p>
</form>
<p id="done" class="done" role="status" tabindex="-1" hidden>${e(doneText)}</p>
<noscript><p class="error">This page needs JavaScript to send the form.</p></noscript>
</main><script nonce="${e(input.nonce)}">${SCRIPT}</script></body></html>`;
}
