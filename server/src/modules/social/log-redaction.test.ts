// @vitest-environment node
/** The request log never holds the pop-up's start token, authorization code or state (issue #9). */
import { describe, expect, it } from 'vitest';
import { redactQuery } from './log-redaction.ts';

describe('redactQuery', () => {
  it('replaces the values of code, state and start, keeping the path and other parameters', () => {
    expect(redactQuery('/k/run/social/callback?code=abc&state=def&iss=http%3A%2F%2Flocalhost')).toBe('/k/run/social/callback?code=[redacted]&state=[redacted]&iss=http%3A%2F%2Flocalhost');
    expect(redactQuery('/k/run/googleauth/redirect?start=secret-token')).toBe('/k/run/googleauth/redirect?start=[redacted]');
    expect(redactQuery('/i/api/flights/v1/search?origin=JFK')).toBe('/i/api/flights/v1/search?origin=JFK');
    expect(redactQuery('/health')).toBe('/health');
  });
});
