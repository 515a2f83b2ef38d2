// @vitest-environment node
/** The relay allow-list matches whole path segments (issue #6 item 7): `/search` never allows `/searchXYZ`. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_RELAY_ALLOW_LIST, relayPathMatches } from './index.ts';

describe('relayPathMatches(prefix, path)', () => {
  it.each([
    ['/i/api/flights/v1/search', '/i/api/flights/v1/search', true],
    ['/i/api/flights/v1/search', '/i/api/flights/v1/search/x', true],
    ['/i/api/flights/v1/search', '/i/api/flights/v1/search/', true],
    ['/i/api/flights/v1/search', '/i/api/flights/v1/searchXYZ', false],
    ['/i/api/flights/v1/search', '/i/api/flights/v1/search-admin', false],
    ['/i/api/flights/v1/search', '/i/api/flights/v1/sear', false],
    ['/i/api/flights/v1/search', '/i/api/flights/v1', false],
    ['/i/api/affiliate/ui/metrics/v1/', '/i/api/affiliate/ui/metrics/v1/click', true],
    ['/i/api/affiliate/ui/metrics/v1/', '/i/api/affiliate/ui/metrics/v1/a/b', true],
    ['/i/api/affiliate/ui/metrics/v1/', '/i/api/affiliate/ui/metrics/v1X/click', false],
    ['/i/api/affiliate/ui/metrics/v1/', '/i/api/affiliate/ui/metrics/v10', false],
    ['/', '/anything', true],
  ])('%s allows %s: %s', (prefix, path, expected) => {
    expect(relayPathMatches(prefix, path)).toBe(expected);
  });

  it('the default allow-list does not allow a longer sibling of its search path', () => {
    const allowed = (path: string) => DEFAULT_RELAY_ALLOW_LIST.some((rule) => relayPathMatches(rule.pathPrefix, path));
    expect(allowed('/i/api/flights/v1/search')).toBe(true);
    expect(allowed('/i/api/flights/v1/searchXYZ')).toBe(false);
    expect(allowed('/i/api/airports/v1/autocompleteAdmin')).toBe(false);
  });
});
