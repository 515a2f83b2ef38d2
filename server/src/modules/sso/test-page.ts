/**
 * The result page of an admin's "Test sign-in" (issue #27; signin-service.ts module docstring, kind `test`): a
 * first-party page in the test pop-up, hardened as the sign-in pop-up's pages are (social/handoff-page.ts: CSP with a
 * per-reply script nonce, no caching, no Referer). It says whether the test worked and what the provider sent (email,
 * whether the configuration covers its domain, multi-factor, name, the just-in-time role and group), or why it failed,
 * and has a Close button. Every value is HTML-escaped (the provider's values are the provider's, not ours).
 */
import type { FastifyReply } from 'fastify';
import { escapeHtml, hardenedHtml } from '../social/handoff-page.ts';
import type { SsoTestReport } from './signin-service.ts';

/** The rows of a successful test's table (label, value). Pure. */
export function testReportRows(r: Extract<SsoTestReport, { ok: true }>): [string, string][] {
  const domain = r.email?.split('@').pop() ?? '';
  return [
    ['Email', r.email ?? 'none sent'],
    ['Domain', !r.email ? 'not covered: the provider sent no email'
      : !r.emailVerified ? 'not covered: the provider says the email is not verified'
      : r.covered ? `covered (${domain} is one of this configuration's domains)`
      : `not covered: ${domain} is not among this configuration's domains (${r.domains.join(', ') || 'none'})`],
    ['Multi-factor', r.mfa ? 'asserted by the provider' : 'not asserted'],
    ['Name', r.name ?? 'none sent'],
    ['New people', r.jitEnabled ? 'created at their first sign-in' : 'not created (just-in-time creation is off)'],
    ['Role', `${r.role ?? 'none'}${r.mapped ? ' (from the attribute mapping)' : ' (the default)'}`],
    ['Group', `${r.group ?? 'none'}${r.mapped ? ' (from the attribute mapping)' : ' (the default)'}`],
  ];
}

/** The page; sets its hardened headers. */
export function testResultPage(reply: FastifyReply, r: SsoTestReport): string {
  const nonce = hardenedHtml(reply);
  // "Acme SSO (SAML)" already names its protocol: no second "(SAML)".
  const provider = escapeHtml(r.displayName.includes(r.protocol) ? r.displayName : `${r.displayName} (${r.protocol})`);
  const heading = r.ok
    ? (r.covered ? 'The test sign-in worked' : 'The provider answered, but this email is not covered')
    : 'The test sign-in did not work';
  const body = r.ok
    ? `<p>${provider} signed in and its answer passed every check. No one was signed in to the product and no account was created.</p>
<table>${testReportRows(r).map(([k, v]) => `<tr><th scope="row">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`
    : `<p>${provider}: ${escapeHtml(r.reason)}</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(heading)}</title><style>body{font:16px system-ui,sans-serif;margin:2rem}th{text-align:left;padding-right:1rem;vertical-align:top}td,th{padding-bottom:.4rem}button{font:inherit;margin-top:1rem}</style></head>
<body><h1>${escapeHtml(heading)}</h1>${body}
<button type="button" id="close">Close</button>
<script nonce="${nonce}">document.getElementById('close').addEventListener('click',function(){window.close();});</script>
</body></html>`;
}
