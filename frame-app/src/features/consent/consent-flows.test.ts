/**
 * The banner's accept and reject flows (chrome-and-consent §4 "Cookie banner").
 */
import { describe, expect, it, vi } from 'vitest';
import type { CookieBannerConsentReply, CookieCategoryKey } from '@travel/contract';
import { acceptCookies, rejectCookies, type BannerFlowDeps } from './consent-flows.ts';

function harness(failRecord = false) {
  const calls: string[] = [];
  let stored: CookieCategoryKey[] = [];
  const reply = (): CookieBannerConsentReply => ({ acceptedCategories: stored, hasFullUserConsent: stored.length === 4 });
  const deps: BannerFlowDeps = {
    hide: () => calls.push('hide'),
    record: async (categories) => {
      calls.push(`record ${categories.join(',')}`);
      if (failRecord) throw new Error('HTTP 500');
      stored = [...categories];
      return reply();
    },
    readBack: async () => {
      calls.push('readBack');
      return reply();
    },
    publish: ({ kind, state }) => calls.push(`publish ${kind} ${state.acceptedCategories.join(',')}`),
    publishIndustry: async (categories) => {
      calls.push(`tcf ${categories.join(',')}`);
    },
    trackPageView: () => calls.push('pageView'),
    stopSessionRecording: () => calls.push('stopRecording'),
    log: { info: vi.fn(), warn: vi.fn() },
  };
  return { calls, deps };
}

describe('accept', () => {
  it('hides, records every category, reads back, publishes consented and tracks a page view', async () => {
    const { calls, deps } = harness();
    await acceptCookies(deps);
    expect(calls).toEqual(['hide', 'record strictlyNecessary,functional,advertising,analytical', 'readBack', 'publish consented strictlyNecessary,functional,advertising,analytical', 'tcf strictlyNecessary,functional,advertising,analytical', 'pageView']);
  });

  it('accept selected without analytical tracks no page view', async () => {
    const { calls, deps } = harness();
    await acceptCookies(deps, ['functional']);
    expect(calls).toEqual(['hide', 'record strictlyNecessary,functional', 'readBack', 'publish consented strictlyNecessary,functional', 'tcf strictlyNecessary,functional']);
  });

  it('a failed save is logged only', async () => {
    const { calls, deps } = harness(true);
    await acceptCookies(deps);
    expect(calls).toEqual(['hide', 'record strictlyNecessary,functional,advertising,analytical']);
    expect(deps.log.warn).toHaveBeenCalledWith('cookie consent not saved', expect.any(Error));
  });
});

describe('reject', () => {
  it('hides, shuts down session recording, records strictlyNecessary only and publishes declined; no page view', async () => {
    const { calls, deps } = harness();
    await rejectCookies(deps);
    expect(calls).toEqual(['hide', 'stopRecording', 'record strictlyNecessary', 'publish declined strictlyNecessary', 'tcf strictlyNecessary']);
  });
});
