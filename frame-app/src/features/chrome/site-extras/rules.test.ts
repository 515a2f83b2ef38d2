import { describe, expect, it } from 'vitest';
import { connectivityOf } from './connectivity.ts';
import { inSnowSeason, isSurveyExcluded, localDay, marketingIdReducer, shouldCheckAdBlock, shouldShowSnow, surveyReducer } from './rules.ts';

describe('survey exclusions (account-business-header-and-trips §9)', () => {
  it('no survey on checkout, confirmation and booking-receipt pages; elsewhere it may show', () => {
    expect(isSurveyExcluded('/book/abc123')).toBe(true);
    expect(isSurveyExcluded('/booking/confirmation/ABC123')).toBe(true);
    expect(isSurveyExcluded('/manage-booking')).toBe(true);
    expect(isSurveyExcluded('/')).toBe(false);
    expect(isSurveyExcluded('/booking')).toBe(false);
    expect(isSurveyExcluded('/bookmarks')).toBe(false);
    expect(isSurveyExcluded('/flights/JFK-LHR/2026-12-01')).toBe(false);
  });
});

describe('survey launcher states (§4)', () => {
  it('loading -> hidden after loading -> form on click -> hidden on close; no form before it loaded', () => {
    expect(surveyReducer('loading', 'open')).toBe('loading');
    expect(surveyReducer('loading', 'loaded')).toBe('hidden');
    expect(surveyReducer('hidden', 'open')).toBe('form');
    expect(surveyReducer('form', 'close')).toBe('hidden');
    expect(surveyReducer('form', 'loaded')).toBe('form');
  });
});

describe('snow (§9: once per day, in season, not with reduced motion)', () => {
  const december = new Date(2026, 11, 20, 12);
  it('falls in season when not yet shown today', () => {
    expect(shouldShowSnow({ now: december, lastShownDay: null, reducedMotion: false })).toBe(true);
    expect(shouldShowSnow({ now: december, lastShownDay: '2026-12-19', reducedMotion: false })).toBe(true);
  });
  it('not twice a day, not with reduced motion, not out of season, not when disabled', () => {
    expect(shouldShowSnow({ now: december, lastShownDay: localDay(december), reducedMotion: false })).toBe(false);
    expect(shouldShowSnow({ now: december, lastShownDay: null, reducedMotion: true })).toBe(false);
    expect(shouldShowSnow({ now: new Date(2026, 10, 24), lastShownDay: null, reducedMotion: false })).toBe(false);
    expect(shouldShowSnow({ now: december, lastShownDay: null, reducedMotion: false, enabled: false })).toBe(false);
  });
  it('the season wraps the year end: 1 Dec to 6 Jan', () => {
    expect(inSnowSeason(new Date(2026, 11, 1))).toBe(true);
    expect(inSnowSeason(new Date(2027, 0, 6))).toBe(true);
    expect(inSnowSeason(new Date(2027, 0, 7))).toBe(false);
    expect(inSnowSeason(new Date(2026, 10, 30))).toBe(false);
  });
});

describe('ad-block check (§4, §9: at most once per session, 1 % by default, when enabled)', () => {
  it('runs for a draw under 1 %, not above; never twice a session; never when disabled', () => {
    expect(shouldCheckAdBlock({ alreadyDecided: false, random: 0.009 })).toBe(true);
    expect(shouldCheckAdBlock({ alreadyDecided: false, random: 0.01 })).toBe(false);
    expect(shouldCheckAdBlock({ alreadyDecided: true, random: 0 })).toBe(false);
    expect(shouldCheckAdBlock({ alreadyDecided: false, random: 0, enabled: false })).toBe(false);
    expect(shouldCheckAdBlock({ alreadyDecided: false, random: 0.3, probabilityPercent: 50 })).toBe(true);
  });
});

describe('marketing-id sync (§4: init, then loading, then ready)', () => {
  it('init -> loading -> ready with the id; a failure is ready without one; no restart', () => {
    const loading = marketingIdReducer({ status: 'init' }, { type: 'start' });
    expect(loading).toEqual({ status: 'loading' });
    expect(marketingIdReducer(loading, { type: 'done', kmkid: 'abcdefghijklmnop' })).toEqual({ status: 'ready', kmkid: 'abcdefghijklmnop' });
    expect(marketingIdReducer(loading, { type: 'failed' })).toEqual({ status: 'ready', kmkid: null });
    expect(marketingIdReducer({ status: 'init' }, { type: 'done', kmkid: 'abcdefghijklmnop' })).toEqual({ status: 'init' });
    expect(marketingIdReducer({ status: 'ready', kmkid: null }, { type: 'start' })).toEqual({ status: 'ready', kmkid: null });
  });
});

describe('connectivity (§4: online, offline, cookies-disabled)', () => {
  it('offline wins; then cookies disabled; else online', () => {
    expect(connectivityOf({ onLine: false, cookieEnabled: false })).toBe('offline');
    expect(connectivityOf({ onLine: true, cookieEnabled: false })).toBe('cookies-disabled');
    expect(connectivityOf({ onLine: true, cookieEnabled: true })).toBe('online');
  });
});
