/**
 * The reporting page's URL state (./report-query.ts; issue #26 "a period picker and filters kept in the URL"): keys
 * validated one by one with the contract's schema, a lone date dropped, presets recognised, and the URL rebuilt.
 */
import { describe, expect, it } from 'vitest';
import { presetOf, presetPeriod, reportQueryOf, searchParamsOf } from './report-query.ts';

const NOW = Date.parse('2026-05-15T12:00:00Z');

describe('reporting URL state', () => {
  it('keeps valid keys and drops invalid ones and a lone date', () => {
    expect(reportQueryOf(new URLSearchParams('from=2026-01-01&to=2026-03-31&vertical=hotels&groupId=7&policy=out&travelerId=p1'))).toEqual({
      from: '2026-01-01', to: '2026-03-31', vertical: 'hotels', groupId: 7, policy: 'out', travelerId: 'p1',
    });
    expect(reportQueryOf(new URLSearchParams('vertical=boats&groupId=x&officeId=-1&policy=maybe&from=2026-13-01&to=2026-01-01'))).toEqual({});
    expect(reportQueryOf(new URLSearchParams('from=2026-01-01'))).toEqual({});
  });

  it('recognises presets relative to today and falls back to custom dates', () => {
    expect(presetOf({}, NOW)).toBe('last12');
    expect(presetPeriod('thisYear', NOW)).toEqual({ from: '2026-01-01', to: '2026-05-15' });
    expect(presetPeriod('lastYear', NOW)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(presetPeriod('last30', NOW)).toEqual({ from: '2026-04-16', to: '2026-05-15' });
    expect(presetOf({ from: '2025-01-01', to: '2025-12-31' }, NOW)).toBe('lastYear');
    expect(presetOf({ from: '2026-02-01', to: '2026-02-28' }, NOW)).toBe('custom');
  });

  it('rebuilds the URL from a query, leaving absent keys out', () => {
    expect(searchParamsOf({ vertical: 'flights', officeId: 3 }).toString()).toBe('vertical=flights&officeId=3');
    expect(searchParamsOf({}).toString()).toBe('');
  });
});
