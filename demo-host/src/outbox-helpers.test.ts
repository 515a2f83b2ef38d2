/** The demo page's outbox helpers (issue #9 "Email"). */
import { describe, expect, it } from 'vitest';
import { describeOutboxStatus, parseOutbox, splitLinks } from './outbox-helpers.ts';

describe('outbox helpers', () => {
  it('parses the outbox reply and refuses another shape', () => {
    const message = { id: 3, to: 'ada@example.com', subject: 'Your sign-in code', text: 'Your sign-in code is 123456', createdAt: '2026-11-24T01:00:00.000Z' };
    expect(parseOutbox({ messages: [message] })).toEqual([message]);
    expect(() => parseOutbox({ messages: [{ ...message, id: '3' }] })).toThrow('unexpected outbox reply');
    expect(() => parseOutbox(null)).toThrow();
  });

  it('turns http(s) addresses into links and leaves the rest as text', () => {
    expect(splitLinks('Open http://localhost:8080/k/run/auth/reset#token=abc_-1 now.\nThanks')).toEqual([
      { text: 'Open ' },
      { href: 'http://localhost:8080/k/run/auth/reset#token=abc_-1' },
      { text: ' now.\nThanks' },
    ]);
    expect(splitLinks('javascript:alert(1) and mailto:x@example.com')).toEqual([{ text: 'javascript:alert(1) and mailto:x@example.com' }]);
  });

  it('says why the outbox is missing', () => {
    expect(describeOutboxStatus(404)).toContain('SMTP_URL');
    expect(describeOutboxStatus(403)).toContain('origin');
    expect(describeOutboxStatus(500)).toContain('HTTP 500');
  });
});
