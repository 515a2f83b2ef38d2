// @vitest-environment node
/**
 * The consent url prefix (bridge `consent-url-prefix`, issue #6 item 7) accepts https URLs, and plain http only
 * on a loopback host (localhost, 127.0.0.1, [::1]; any port) for local development.
 */
import { describe, expect, it } from 'vitest';
import { CONSENT_URL_PREFIX_MESSAGE, ConsentUrlPrefixMessageSchema, IncomingMessageSchema, isConsentUrlPrefix } from './index.ts';

const accepted = [
  'https://partner.example/consent/',
  'https://partner.example:8443/consent?x=1',
  'HTTPS://Partner.Example/consent',
  'http://localhost/consent/',
  'http://localhost:5173/consent/',
  'http://127.0.0.1:5173/consent/',
  'http://[::1]:5173/consent/',
];
const refused = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)//https://partner.example',
  'data:text/html,<script>alert(1)</script>',
  'http://evil.example/consent/',
  'http://localhost.evil.example/consent/',
  'http://127.0.0.2/consent/',
  'http://10.0.0.1/consent/',
  'ftp://partner.example/consent/',
  'blob:https://partner.example/uuid',
  'file:///etc/passwd',
  '//partner.example/consent/',
  '/consent/',
  'https://',
  '',
];

describe('consent url prefix', () => {
  it.each(accepted)('accepts %s', (prefix) => {
    expect(isConsentUrlPrefix(prefix)).toBe(true);
    expect(IncomingMessageSchema.safeParse({ action: 'consent-url-prefix', prefix }).success).toBe(true);
  });

  it.each(refused)('refuses %j with the message', (prefix) => {
    expect(isConsentUrlPrefix(prefix)).toBe(false);
    const r = ConsentUrlPrefixMessageSchema.safeParse({ action: 'consent-url-prefix', prefix });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain(CONSENT_URL_PREFIX_MESSAGE);
  });
});
