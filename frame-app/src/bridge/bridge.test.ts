// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutgoingMessage } from '@travel/contract';
import { createFrameStore } from '../state/index.ts';
import { startBridge, type ConnectToHost, type NavigationState } from './bridge.ts';
import { startHeightReporter } from './height-reporter.ts';
import { TEST_BOOTSTRAP } from '../../test/test-fixtures.ts';

/** A window whose parent is another object, as inside an iframe. */
function framedWindow(): Window {
  return { parent: {} as Window, location: { origin: 'http://localhost:8080' } } as unknown as Window;
}

function fakeHost() {
  const received: OutgoingMessage[] = [];
  let resolve!: () => void;
  const ready = new Promise<void>((r) => (resolve = r));
  const connectToHost: ConnectToHost = vi.fn(() => ({
    promise: ready.then(() => ({
      receive: async (message: OutgoingMessage) => {
        received.push(message);
      },
    })),
    destroy: vi.fn(),
  }));
  return { received, connect: () => resolve(), connectToHost };
}

const api = { post: vi.fn(), raw: vi.fn() };

afterEach(() => {
  vi.useRealTimers();
});

describe('startBridge', () => {
  it('skips the bridge when opened top-level', () => {
    const connectToHost = vi.fn();
    const win = { location: { origin: 'http://localhost:8080' } } as unknown as Window & { parent: Window };
    (win as { parent: Window }).parent = win;
    const bridge = startBridge({ window: win, bootstrap: TEST_BOOTSTRAP, store: createFrameStore(TEST_BOOTSTRAP), api, connectToHost });
    expect(bridge.active).toBe(false);
    expect(connectToHost).not.toHaveBeenCalled();
  });

  it('passes the partner allowed origins, queues messages until connected, then sends enableRework', async () => {
    const host = fakeHost();
    const bridge = startBridge({ window: framedWindow(), bootstrap: TEST_BOOTSTRAP, store: createFrameStore(TEST_BOOTSTRAP), api, connectToHost: host.connectToHost });
    expect(host.connectToHost).toHaveBeenCalledWith(expect.any(Function), ['http://127.0.0.1:5173'], expect.anything());
    bridge.send({ action: 'display-spinner' });
    expect(host.received).toEqual([]);
    host.connect();
    await bridge.connected;
    expect(host.received).toEqual([{ action: 'display-spinner' }, { action: 'enableRework', enabled: true }]);
  });

  it('sends record-load-success exactly once, after both the first route rendered and the connection', async () => {
    const host = fakeHost();
    const bridge = startBridge({
      window: framedWindow(),
      bootstrap: TEST_BOOTSTRAP,
      store: createFrameStore(TEST_BOOTSTRAP),
      api,
      connectToHost: host.connectToHost,
      now: () => 1234.5,
    });
    bridge.markFirstRouteRendered();
    expect(host.received).toEqual([]);
    host.connect();
    await bridge.connected;
    bridge.markFirstRouteRendered();
    bridge.markFirstRouteRendered();
    expect(host.received.filter((m) => m.action === 'record-load-success')).toEqual([{ action: 'record-load-success', loadTimeMs: 1234.5 }]);
  });

  /** A router stand-in: `emit` changes its state and tells the subscriber, like react-router's `subscribe`. */
  function fakeRouter(pathname = '/', search = '') {
    let listener: ((s: NavigationState) => void) | undefined;
    const router = {
      state: { navigation: { state: 'idle' }, location: { pathname, search } } as NavigationState,
      subscribe: (l: (s: NavigationState) => void) => ((listener = l), () => undefined),
      emit(change: Partial<NavigationState>) {
        router.state = { ...router.state, ...change };
        listener?.(router.state);
      },
    };
    return router;
  }

  it('reports display-spinner / hide-spinner around loading navigations', async () => {
    const host = fakeHost();
    const bridge = startBridge({ window: framedWindow(), bootstrap: TEST_BOOTSTRAP, store: createFrameStore(TEST_BOOTSTRAP), api, connectToHost: host.connectToHost });
    const router = fakeRouter();
    bridge.trackNavigation(router);
    host.connect();
    await bridge.connected;
    router.emit({ navigation: { state: 'loading' } });
    router.emit({ navigation: { state: 'loading' } });
    router.emit({ navigation: { state: 'idle' } });
    router.emit({ navigation: { state: 'idle' } });
    expect(host.received.map((m) => m.action)).toEqual(['route', 'enableRework', 'display-spinner', 'hide-spinner']);
  });

  it('reports display-spinner / hide-spinner around a revalidation of the route data', async () => {
    const host = fakeHost();
    const bridge = startBridge({ window: framedWindow(), bootstrap: TEST_BOOTSTRAP, store: createFrameStore(TEST_BOOTSTRAP), api, connectToHost: host.connectToHost });
    const router = fakeRouter();
    bridge.trackNavigation(router);
    host.connect();
    await bridge.connected;
    router.emit({ navigation: { state: 'idle' }, revalidation: 'loading' });
    router.emit({ navigation: { state: 'idle' }, revalidation: 'idle' });
    expect(host.received.map((m) => m.action)).toEqual(['route', 'enableRework', 'display-spinner', 'hide-spinner']);
  });

  it('reports the route at once and after each settled navigation that changed it, without the frame URL params', async () => {
    const host = fakeHost();
    const bridge = startBridge({ window: framedWindow(), bootstrap: TEST_BOOTSTRAP, store: createFrameStore(TEST_BOOTSTRAP), api, connectToHost: host.connectToHost });
    const router = fakeRouter('/p/demo/', '?brand=momondo&currency=EUR');
    bridge.trackNavigation(router);
    host.connect();
    await bridge.connected;
    router.emit({ navigation: { state: 'loading' }, location: { pathname: '/p/demo/hotels/4/2026-12-01/2026-12-03', search: '?guests=2&sort=price' } });
    router.emit({ navigation: { state: 'idle' } });
    router.emit({ navigation: { state: 'idle' }, revalidation: 'loading' });
    router.emit({ navigation: { state: 'idle' }, revalidation: 'idle' });
    router.emit({ navigation: { state: 'idle' }, location: { pathname: '/p/demo/hotels/4/2026-12-01/2026-12-03', search: '?guests=2&sort=price&stars=4%2C5' } });
    expect(host.received.filter((m) => m.action === 'route')).toEqual([
      { action: 'route', path: '' },
      { action: 'route', path: 'hotels/4/2026-12-01/2026-12-03?guests=2&sort=price' },
      { action: 'route', path: 'hotels/4/2026-12-01/2026-12-03?guests=2&sort=price&stars=4%2C5' },
    ]);
  });

  it('reports the #root height through the bridge once the first route has rendered, never the empty document before it', async () => {
    const host = fakeHost();
    const root = document.createElement('div');
    let height = 0; // a new document: #root is empty, then holds the header alone
    const bridge = startBridge({
      window: framedWindow(),
      bootstrap: TEST_BOOTSTRAP,
      store: createFrameStore(TEST_BOOTSTRAP),
      api,
      connectToHost: host.connectToHost,
      rootElement: root,
      ResizeObserverImpl: undefined,
      measure: () => height,
    });
    host.connect();
    await bridge.connected;
    height = 72;
    await new Promise((resolve) => setTimeout(resolve, 40)); // past one 32 ms poll
    expect(host.received.filter((m) => m.action === 'height')).toEqual([]);

    height = 640.2;
    bridge.markFirstRouteRendered();
    await vi.waitFor(() => expect(host.received.filter((m) => m.action === 'height')).toEqual([{ action: 'height', height: 641 }]));
    bridge.destroy();
  });
});

/** A controllable ResizeObserver: `resize(h)` fires the callback with a border-box block size. */
class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  observed: Element[] = [];
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.instances.push(this);
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  unobserve() {}
  disconnect() {
    this.observed = [];
  }
  resize(height: number) {
    const entry = { target: this.observed[0]!, borderBoxSize: [{ blockSize: height, inlineSize: 100 }] } as unknown as ResizeObserverEntry;
    this.callback([entry], this as unknown as ResizeObserver);
  }
}

describe('height reporter', () => {
  it('throttles to 16 ms with leading and trailing sends, rounds up, never re-sends an unchanged value, reports shrinking', () => {
    vi.useFakeTimers();
    FakeResizeObserver.instances = [];
    const sent: number[] = [];
    const root = document.createElement('div');
    const stop = startHeightReporter({ element: root, send: (h) => sent.push(h), ResizeObserverImpl: FakeResizeObserver as unknown as typeof ResizeObserver });
    const ro = FakeResizeObserver.instances[0]!;
    expect(ro.observed).toEqual([root]);

    ro.resize(100.2); // leading edge: sent at once, rounded up
    expect(sent).toEqual([101]);
    ro.resize(150);
    ro.resize(200); // inside the window: only the last one is kept
    expect(sent).toEqual([101]);
    vi.advanceTimersByTime(16); // trailing edge
    expect(sent).toEqual([101, 200]);

    ro.resize(200); // unchanged: not re-sent
    vi.advanceTimersByTime(32);
    expect(sent).toEqual([101, 200]);

    ro.resize(120); // shrink reported
    expect(sent).toEqual([101, 200, 120]);
    ro.resize(300);
    ro.resize(120); // back to the sent value within the window: nothing to send
    vi.advanceTimersByTime(16);
    expect(sent).toEqual([101, 200, 120]);

    stop();
    ro.resize(999);
    vi.advanceTimersByTime(100);
    expect(sent).toEqual([101, 200, 120]);
  });

  it('with holdUntil sends nothing before it resolves, then the height measured at that moment', async () => {
    FakeResizeObserver.instances = [];
    const sent: number[] = [];
    let release: () => void = () => undefined;
    const holdUntil = new Promise<void>((resolve) => {
      release = resolve;
    });
    let height = 0;
    const stop = startHeightReporter({
      element: document.createElement('div'),
      send: (h) => sent.push(h),
      ResizeObserverImpl: FakeResizeObserver as unknown as typeof ResizeObserver,
      measure: () => height,
      holdUntil,
    });
    const ro = FakeResizeObserver.instances[0]!;
    ro.resize(0);
    ro.resize(72);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(sent).toEqual([]);

    // No resize is observed after the release (the browser may not be rendering the frame): it measures itself.
    height = 1590.5;
    release();
    await vi.waitFor(() => expect(sent).toEqual([1591]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    ro.resize(1700);
    expect(sent).toEqual([1591, 1700]);
    stop();
  });

  it('polls every 32 ms when ResizeObserver is unavailable', () => {
    vi.useFakeTimers();
    let height = 50;
    const sent: number[] = [];
    const stop = startHeightReporter({ element: document.createElement('div'), send: (h) => sent.push(h), ResizeObserverImpl: undefined, measure: () => height });
    expect(sent).toEqual([50]);
    height = 80;
    vi.advanceTimersByTime(31);
    expect(sent).toEqual([50]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([50, 80]);
    vi.advanceTimersByTime(64);
    expect(sent).toEqual([50, 80]);
    stop();
  });
});
