import { describe, expect, it, vi } from 'vitest';
import type { FrameBootstrap } from '@travel/contract';
import { FRAME_PARAMS_HISTORY_KEY, frameRouteOf, rememberHostCmp, logoOptionsFromQuery, rememberFrameParams, restoreFrameParams } from './frame-params.ts';
import { visibleRegionOf } from './frame-events.ts';

const BOOTSTRAP = {
  partner: { id: 'demo', name: 'Demo', allowedOrigins: [], relayAllowList: [], defaultBrand: 'default' },
  brandDisplayName: 'default',
  locale: 'en-US',
  currency: 'USD',
} as unknown as FrameBootstrap;

/** A window stand-in with a real-looking history: replaceState keeps the URL, state survives a "reload". */
function fakeWindow(search: string, state: unknown = null) {
  const win = {
    location: { search },
    history: {
      state,
      replaceState(next: unknown, _title: string) {
        win.history.state = next;
      },
    },
  };
  return win as unknown as Window & { history: { state: unknown } };
}

describe('frame params across reloads', () => {
  it('a reload of an entry the frame navigated to restores brand, locale and currency', () => {
    const first = fakeWindow('');
    // React Router's own keys stay beside ours.
    first.history.state = { usr: null, key: 'k1', idx: 3 };
    rememberFrameParams({ brandDisplayName: 'momondo', locale: 'de-DE', currency: 'EUR' }, first);
    expect(first.history.state).toEqual({ usr: null, key: 'k1', idx: 3, [FRAME_PARAMS_HISTORY_KEY]: { brandDisplayName: 'momondo', locale: 'de-DE', currency: 'EUR' } });

    const reloaded = fakeWindow('?guests=2', first.history.state);
    expect(restoreFrameParams(BOOTSTRAP, reloaded)).toEqual({ ...BOOTSTRAP, brandDisplayName: 'momondo', locale: 'de-DE', currency: 'EUR' });
  });

  it('the frame URL params of a new mount win over remembered ones', () => {
    const win = fakeWindow('?brand=kayak', { [FRAME_PARAMS_HISTORY_KEY]: { brandDisplayName: 'momondo', locale: 'de-DE', currency: 'EUR' } });
    expect(restoreFrameParams(BOOTSTRAP, win)).toBe(BOOTSTRAP);
  });

  it.each([
    ['no state', null],
    ['no params', { idx: 1 }],
    ['a bad currency', { [FRAME_PARAMS_HISTORY_KEY]: { brandDisplayName: 'momondo', locale: 'de-DE', currency: 'euro' } }],
    ['a bad locale', { [FRAME_PARAMS_HISTORY_KEY]: { brandDisplayName: 'momondo', locale: '<script>', currency: 'EUR' } }],
    ['a missing brand', { [FRAME_PARAMS_HISTORY_KEY]: { locale: 'de-DE', currency: 'EUR' } }],
  ])('ignores %s', (_, state) => {
    expect(restoreFrameParams(BOOTSTRAP, fakeWindow('', state))).toBe(BOOTSTRAP);
  });

  it('does not rewrite the entry when nothing changed', () => {
    const win = fakeWindow('');
    rememberFrameParams({ brandDisplayName: 'momondo', locale: 'en-US', currency: 'USD' }, win);
    const state = win.history.state;
    rememberFrameParams({ brandDisplayName: 'momondo', locale: 'en-US', currency: 'USD' }, win);
    expect(win.history.state).toBe(state);
  });
});

describe('frameRouteOf', () => {
  it.each([
    [{ pathname: '/p/demo/', search: '' }, ''],
    [{ pathname: '/p/demo', search: '' }, ''],
    [{ pathname: '/p/demo/flights', search: '' }, 'flights'],
    [{ pathname: '/p/demo/hotels/4/2026-12-01/2026-12-03', search: '?guests=2&stars=4,5' }, 'hotels/4/2026-12-01/2026-12-03?guests=2&stars=4,5'],
    [{ pathname: '/p/demo/', search: '?brand=momondo&locale=de-DE&currency=EUR' }, ''],
    [{ pathname: '/p/demo/cars', search: '?currency=EUR&sort=price' }, 'cars?sort=price'],
    [{ pathname: '/p/demolition/x', search: '' }, 'p/demolition/x'],
  ])('%j -> %j', (location, route) => {
    expect(frameRouteOf(location, '/p/demo')).toBe(route);
  });
});

describe('visibleRegionOf', () => {
  it('is null until the host reports its scroll position', () => {
    expect(visibleRegionOf(null, 3000)).toBeNull();
  });

  it('the top of the frame on screen: from 0 to the bottom of the host viewport', () => {
    expect(visibleRegionOf({ scrollY: 0, viewportHeight: 844, frameTop: 200 }, 3000)).toEqual({ top: 0, height: 644 });
  });

  it('scrolled far down a tall frame: the slice the host viewport shows', () => {
    expect(visibleRegionOf({ scrollY: 5000, viewportHeight: 844, frameTop: -4800 }, 9000)).toEqual({ top: 4800, height: 844 });
  });

  it('the end of the frame on screen: up to the frame bottom', () => {
    expect(visibleRegionOf({ scrollY: 5000, viewportHeight: 844, frameTop: -2700 }, 3000)).toEqual({ top: 2700, height: 300 });
  });

  it('a frame entirely off screen gives null (overlays fill the frame)', () => {
    expect(visibleRegionOf({ scrollY: 0, viewportHeight: 844, frameTop: 900 }, 3000)).toBeNull();
    expect(visibleRegionOf({ scrollY: 9000, viewportHeight: 844, frameTop: -3100 }, 3000)).toBeNull();
  });
});

describe('header logo choice on the frame URL (issue #10)', () => {
  it('a new mount takes logo and presentation from its URL and keeps them across navigations and a reload', () => {
    const win = fakeWindow('?brand=momondo&logo=pride&presentation=pres-aos');
    const started = restoreFrameParams(BOOTSTRAP, win);
    expect(started.logo).toEqual({ variant: 'pride', presentation: 'pres-aos' });
    // A later entry: the caller passes brand, locale and currency only; the logo choice is recorded too.
    win.history.state = { idx: 2 };
    rememberFrameParams({ brandDisplayName: 'momondo', locale: 'en-US', currency: 'USD' }, win);
    const reloaded = fakeWindow('', win.history.state);
    expect(restoreFrameParams(BOOTSTRAP, reloaded).logo).toEqual({ variant: 'pride', presentation: 'pres-aos' });
  });

  it('an unknown value is logged and replaced by its default; no logo params leave the bootstrap as it is', () => {
    const warn = vi.fn();
    expect(logoOptionsFromQuery(new URLSearchParams('logo=sparkly&presentation=pres-dark-mode'), { warn })).toEqual({ variant: 'default', presentation: 'pres-dark-mode' });
    expect(warn).toHaveBeenCalledWith('Unknown logo choice logo="sparkly", using default');
    expect(logoOptionsFromQuery(new URLSearchParams('brand=momondo'), { warn })).toBeUndefined();
    expect(restoreFrameParams(BOOTSTRAP, fakeWindow('?brand=momondo'))).toBe(BOOTSTRAP);
  });

  it('frameRouteOf leaves the logo params out of the reported route', () => {
    expect(frameRouteOf({ pathname: '/p/demo/flights', search: '?logo=pride&presentation=pres-aos&sort=price' }, '/p/demo')).toBe('flights?sort=price');
  });
});

describe('partner CMP flag (issue #13)', () => {
  /** A window whose history keeps a state per entry, like a browser's. */
  function fakeWindow(search: string) {
    const win = {
      location: { search },
      history: {
        state: null as unknown,
        replaceState(state: unknown) {
          win.history.state = state;
        },
      },
    };
    return win;
  }

  it('is read from cmp=host, kept in history.state for a reload, and left out of the reported route', () => {
    const win = fakeWindow('?locale=de-DE&cmp=host');
    expect(rememberHostCmp(win)).toBe(true);
    expect(win.history.state).toEqual({ travelHostCmp: true });
    // A new entry the frame navigated to: its URL has no cmp; remembered after navigation, kept on reload.
    win.location.search = '';
    win.history.state = { idx: 1 };
    expect(rememberHostCmp(win)).toBe(false);
    expect(rememberHostCmp(win, true)).toBe(true);
    expect(rememberHostCmp(win)).toBe(true);
    expect(frameRouteOf({ pathname: '/p/demo/', search: '?cmp=host&vertical=hotels' }, '/p/demo')).toBe('?vertical=hotels');
    expect(rememberHostCmp(fakeWindow('?locale=de-DE'))).toBe(false);
  });
});
