// @vitest-environment node
/** checkRelay matches the allow-list by whole path segments (issue #6 item 7), as the server does. */
import { describe, expect, it } from 'vitest';
import type { RelayRule } from '@travel/contract';
import { checkRelay } from './relay.ts';

const ORIGIN = 'http://localhost:8080';
const rules: RelayRule[] = [
  { method: 'GET', pathPrefix: '/i/api/flights/v1/search' },
  { method: 'POST', pathPrefix: '/i/api/affiliate/ui/metrics/v1/' },
];

describe('checkRelay: whole path segments', () => {
  it.each([
    ['GET', '/i/api/flights/v1/search?origin=JFK', true],
    ['GET', '/i/api/flights/v1/search/x', true],
    ['GET', '/i/api/flights/v1/searchXYZ', false],
    ['GET', '/i/api/flights/v1/searchXYZ?origin=JFK', false],
    ['GET', '/i/api/flights/v1/search-admin', false],
    ['POST', '/i/api/affiliate/ui/metrics/v1/click', true],
    ['POST', '/i/api/affiliate/ui/metrics/v1X/click', false],
  ] as const)('%s %s -> allowed %s', (method, url, allowed) => {
    expect(checkRelay(method, url, rules, ORIGIN).allowed).toBe(allowed);
  });
});
