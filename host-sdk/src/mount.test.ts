// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Fake bridge link (bridge-link.ts): records every connection so tests can play the frame's side. */
const fake = vi.hoisted(() => {
  interface FakeConnection {
    messengerOptions: { win: unknown; remoteWindow: unknown; origin: string };
    methods: Record<string, (message: unknown) => unknown>;
    promise: Promise<unknown>;
    open: (remote: { receive: (message: unknown) => Promise<unknown> }) => void;
    destroy: ReturnType<typeof vi.fn>;
  }
  const connections: FakeConnection[] = [];
  return { connections };
});

vi.mock('./bridge-link.ts', () => ({
  linkBridge: vi.fn((win: unknown, remoteWindow: unknown, origin: string, receive: (m: unknown) => unknown) => {
    let open!: (v: unknown) => void;
    const promise = new Promise((res) => (open = res));
    const connection = { messengerOptions: { win, remoteWindow, origin }, methods: { receive }, promise, open, destroy: vi.fn() };
    fake.connections.push(connection);
    return connection;
  }),
}));

import { BridgeError, mount, type FrameHandle } from './index.ts';
import { INIT_LOCK_MS, RESIZE_THROTTLE_MS, SCROLL_THROTTLE_MS } from './constants.ts';
import { STYLE_ELEMENT_ID } from './overlay.ts';

const FRAME_ORIGIN = 'http://localhost:8080';
let container: HTMLDivElement;
const handles: FrameHandle[] = [];

function mountFrame(options: Partial<Parameters<typeof mount>[1]> = {}, where: HTMLElement = container): FrameHandle {
  const handle = mount(where, { partnerId: 'demo', frameOrigin: FRAME_ORIGIN, ...options });
  handles.push(handle);
  return handle;
}

/** Connects the latest fake connection with a frame whose `receive` answers `reply`. */
async function connectLatest(reply: (message: unknown) => unknown = () => ({ ok: true })) {
  const connection = fake.connections.at(-1)!;
  const receive = vi.fn(async (message: unknown) => reply(message));
  connection.open({ receive });
  await Promise.resolve();
  await Promise.resolve();
  return { connection, receive };
}

const overlayOf = (c: HTMLElement) => c.querySelector<HTMLElement>('[role="status"]');

beforeEach(() => {
  fake.connections.length = 0;
  container = document.createElement('div');
  document.body.appendChild(container);
});

afterEach(() => {
  for (const h of handles.splice(0)) h.destroy();
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('mount', () => {
  it('creates the iframe with the frame URL, title and sizing styles', () => {
    const handle = mountFrame({ brand: 'momondo', locale: 'en-US', currency: 'USD', path: 'flights' });
    const iframe = container.querySelector('iframe')!;
    expect(iframe).toBe(handle.iframe);
    expect(iframe.src).toBe('http://localhost:8080/p/demo/flights?brand=momondo&locale=en-US&currency=USD');
    expect(iframe.title).toBe('Travel search');
    expect(iframe.style.width).toBe('100%');
    expect(iframe.style.borderWidth || iframe.style.border).toMatch(/^0/);
    expect(container.style.position).toBe('relative');
  });

  it('omits absent query parameters and ignores a path on frameOrigin', () => {
    mountFrame({ frameOrigin: 'http://localhost:8080/some/where', title: 'Flights' });
    const iframe = container.querySelector('iframe')!;
    expect(iframe.src).toBe('http://localhost:8080/p/demo/');
    expect(iframe.title).toBe('Flights');
  });

  it('links the bridge to exactly the origin of frameOrigin and the iframe window', () => {
    mountFrame({ frameOrigin: 'http://localhost:8080/' });
    const [connection] = fake.connections;
    expect(connection?.messengerOptions.origin).toBe('http://localhost:8080');
    expect(connection?.messengerOptions.remoteWindow).toBe(container.querySelector('iframe')!.contentWindow);
    expect(connection?.messengerOptions.win).toBe(window);
  });

  it('accepts a selector and rejects bad options', () => {
    container.id = 'slot';
    expect(() => mountFrame({}, '#slot' as unknown as HTMLElement)).not.toThrow();
    expect(() => mount('#missing', { partnerId: 'demo', frameOrigin: FRAME_ORIGIN })).toThrow(/no element/);
    expect(() => mount(container, { partnerId: 'demo', frameOrigin: 'javascript:alert(1)' })).toThrow(TypeError);
    expect(() => mount(container, { partnerId: 'demo', frameOrigin: 'not a url' })).toThrow(TypeError);
    expect(() => mount(container, { partnerId: '', frameOrigin: FRAME_ORIGIN })).toThrow(TypeError);
  });

  it('shows a themed, accessible loading overlay at mount and injects one style per document', () => {
    mountFrame({ brand: 'MOMONDO' });
    const second = document.createElement('div');
    document.body.appendChild(second);
    mountFrame({}, second);
    const overlay = overlayOf(container)!;
    expect(overlay.getAttribute('aria-label')).toBe('Loading');
    expect(overlay.hidden).toBe(false);
    expect(overlay.style.getPropertyValue('--thsdk-fg')).toBe('#7a1fa2');
    expect(document.querySelectorAll(`#${STYLE_ELEMENT_ID}`)).toHaveLength(1);
  });

  it('hides the overlay on record-load-success and hide-spinner; shows it on display-spinner', async () => {
    mountFrame();
    const { connection } = await connectLatest();
    const overlay = overlayOf(container)!;
    expect(connection.methods.receive!({ action: 'record-load-success', loadTimeMs: 10 })).toEqual({ ok: true });
    expect(overlay.hidden).toBe(true);
    connection.methods.receive!({ action: 'display-spinner' });
    expect(overlay.hidden).toBe(false);
    connection.methods.receive!({ action: 'hide-spinner' });
    expect(overlay.hidden).toBe(true);
  });

  it('resolves ready, emits ready, and starts the init lock on connect', async () => {
    vi.useFakeTimers();
    const handle = mountFrame({ minHeightPx: 100 });
    const onReady = vi.fn();
    handle.on('ready', onReady);
    const { connection } = await connectLatest();
    await handle.ready;
    expect(onReady).toHaveBeenCalledTimes(1);
    connection.methods.receive!({ action: 'height', height: 700 });
    connection.methods.receive!({ action: 'height', height: 650 });
    expect(handle.iframe.style.height).toBe('320px');
    vi.advanceTimersByTime(INIT_LOCK_MS);
    expect(handle.iframe.style.height).toBe('650px');
    vi.advanceTimersByTime(RESIZE_THROTTLE_MS);
    connection.methods.receive!({ action: 'height', height: 20 });
    expect(handle.iframe.style.height).toBe('100px');
  });

  it('sends typed messages, emits bridge-message both ways, and fills relay defaults', async () => {
    const handle = mountFrame();
    const log: string[] = [];
    handle.on('bridge-message', (e) => log.push(`${e.direction} ${e.message.action}`));
    const { connection, receive } = await connectLatest((m) =>
      (m as { action: string }).action === 'ajax' ? { ok: true, result: { status: 200, headers: {}, body: { offers: [] } } } : { ok: true },
    );
    await handle.submitSearch({ vertical: 'flights', origin: 'JFK', destination: 'LHR' });
    await expect(handle.relay({ method: 'GET', url: '/i/api/flights/v1/search' })).resolves.toEqual({
      status: 200, headers: {}, body: { offers: [] },
    });
    await handle.sendConsent({ tcString: 'CO', gdprApplies: true });
    await handle.recordMetric('load-time', 'first-paint', 12);
    await handle.recordLoadTime('search', 34);
    await handle.setLogLevel('debug');
    await handle.setConsentUrlPrefix('https://partner.example/consent/');
    connection.methods.receive!({ action: 'height', height: 10 });
    expect(receive.mock.calls.map(([m]) => m)).toEqual([
      // On connecting, the SDK tells the frame which part of it is visible.
      { action: 'scroll', scrollY: 0, viewportHeight: window.innerHeight, frameTop: 0 },
      { action: 'submit', query: { vertical: 'flights', origin: 'JFK', destination: 'LHR' } },
      { action: 'ajax', method: 'GET', url: '/i/api/flights/v1/search', headers: {}, params: null, data: null },
      { action: 'consent-response', tcString: 'CO', gdprApplies: true, purposeConsents: {}, vendorConsents: {} },
      { action: 'record-metric', metricType: 'load-time', metricName: 'first-paint', metricValue: 12 },
      { action: 'record-load-time', metricName: 'search', metricValue: 34 },
      { action: 'logger', level: 'debug' },
      { action: 'consent-url-prefix', prefix: 'https://partner.example/consent/' },
    ]);
    expect(log).toEqual([
      'to-frame scroll', 'to-frame submit', 'to-frame ajax', 'to-frame consent-response', 'to-frame record-metric',
      'to-frame record-load-time', 'to-frame logger', 'to-frame consent-url-prefix', 'from-frame height',
    ]);
  });

  it('rejects with BridgeError when the frame answers ok:false or a malformed reply', async () => {
    const handle = mountFrame();
    let reply: unknown = { ok: false, error: { code: 'RELAY_FORBIDDEN', description: 'Not on the relay allow-list' } };
    await connectLatest(() => reply);
    const error = await handle.relay({ method: 'GET', url: '/horizon/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BridgeError);
    expect(error).toMatchObject({ code: 'RELAY_FORBIDDEN', description: 'Not on the relay allow-list' });
    reply = 'garbage';
    await expect(handle.send({ action: 'logger', level: 'info' })).rejects.toMatchObject({ code: 'INTERNAL_ERROR' });
  });

  it('reload re-sets the src and reconnects on the new document', async () => {
    const handle = mountFrame({ brand: 'mundi' });
    const { connection: first } = await connectLatest();
    const onReload = vi.fn();
    handle.on('reload', onReload);
    const srcSetter = vi.spyOn(handle.iframe, 'src', 'set');
    first.methods.receive!({ action: 'record-load-success', loadTimeMs: 1 });
    first.methods.receive!({ action: 'reload' });
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(first.destroy).toHaveBeenCalledTimes(1);
    expect(srcSetter).toHaveBeenCalledWith('http://localhost:8080/p/demo/?brand=mundi');
    expect(overlayOf(container)!.hidden).toBe(false);
    // A call made while reloading waits for the new connection.
    const pending = handle.setLogLevel('warn');
    expect(fake.connections).toHaveLength(1);
    handle.iframe.dispatchEvent(new Event('load'));
    expect(fake.connections).toHaveLength(2);
    const { receive } = await connectLatest();
    await pending;
    expect(receive).toHaveBeenCalledWith({ action: 'logger', level: 'warn' });
  });

  it('destroy removes the iframe, overlay and handlers and closes the bridge', async () => {
    const handle = mountFrame();
    const { connection } = await connectLatest();
    const onHeight = vi.fn();
    handle.on('height', onHeight);
    handle.destroy();
    handle.destroy();
    expect(container.querySelector('iframe')).toBeNull();
    expect(overlayOf(container)).toBeNull();
    expect(container.style.position).toBe('');
    expect(connection.destroy).toHaveBeenCalledTimes(1);
    expect(connection.methods.receive!({ action: 'height', height: 5 })).toMatchObject({ ok: false });
    expect(onHeight).not.toHaveBeenCalled();
    await expect(handle.submitSearch({ vertical: 'flights', origin: 'JFK', destination: 'LHR' })).rejects.toThrow(/destroyed/);
  });

  it('rejects ready when destroyed before connecting', async () => {
    const handle = mountFrame();
    handle.destroy();
    await expect(handle.ready).rejects.toThrow(/destroyed/);
  });

  it('keeps two mounts independent', async () => {
    const other = document.createElement('div');
    document.body.appendChild(other);
    const a = mountFrame({ brand: 'momondo' });
    const { connection: ca } = await connectLatest();
    const b = mountFrame({ brand: 'swoodoo' }, other);
    const { connection: cb } = await connectLatest();
    expect(ca).not.toBe(cb);
    const onA = vi.fn();
    const onB = vi.fn();
    a.on('height', onA);
    b.on('height', onB);
    ca.methods.receive!({ action: 'hide-spinner' });
    ca.methods.receive!({ action: 'height', height: 999 });
    expect(onA).toHaveBeenCalledTimes(1);
    expect(onB).not.toHaveBeenCalled();
    expect(overlayOf(container)!.hidden).toBe(true);
    expect(overlayOf(other)!.hidden).toBe(false);
    expect(b.iframe.style.height).toBe('320px');
    a.destroy();
    expect(other.querySelector('iframe')).not.toBeNull();
    cb.methods.receive!({ action: 'height', height: 400 });
    expect(onB).toHaveBeenCalledTimes(1);
  });

  it('logs wrong-origin messages from the frame window in debug mode', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const handle = mountFrame({ debug: true });
    const source = handle.iframe.contentWindow!;
    window.dispatchEvent(new MessageEvent('message', { data: { evil: 1 }, origin: 'http://evil.example', source }));
    expect(debug).toHaveBeenCalledWith('[travel-host-sdk]', 'ignored frame message from origin', 'http://evil.example', { evil: 1 });
    debug.mockClear();
    window.dispatchEvent(new MessageEvent('message', { data: {}, origin: FRAME_ORIGIN, source }));
    expect(debug).not.toHaveBeenCalled();
  });
});

describe('visible region (scroll action)', () => {
  it('sends the page scroll, viewport height and frame top on connect, then at most once per SCROLL_THROTTLE_MS with the last position', async () => {
    vi.useFakeTimers();
    const handle = mountFrame();
    let top = 120;
    vi.spyOn(handle.iframe, 'getBoundingClientRect').mockImplementation(() => ({ top }) as DOMRect);
    const { receive } = await connectLatest();
    const scrolls = () => receive.mock.calls.map(([m]) => m).filter((m) => (m as { action: string }).action === 'scroll');
    expect(scrolls()).toEqual([{ action: 'scroll', scrollY: 0, viewportHeight: window.innerHeight, frameTop: 120 }]);

    await vi.advanceTimersByTimeAsync(SCROLL_THROTTLE_MS);
    for (const t of [80, 40, -300]) {
      top = t;
      window.dispatchEvent(new Event('scroll'));
    }
    await vi.advanceTimersByTimeAsync(0);
    // The first change goes at once; the burst's last position follows when the window ends.
    expect(scrolls().map((m) => (m as { frameTop: number }).frameTop)).toEqual([120, 80]);
    await vi.advanceTimersByTimeAsync(SCROLL_THROTTLE_MS);
    expect(scrolls().map((m) => (m as { frameTop: number }).frameTop)).toEqual([120, 80, -300]);
    window.dispatchEvent(new Event('resize'));
    await vi.advanceTimersByTimeAsync(SCROLL_THROTTLE_MS);
    expect(scrolls()).toHaveLength(4);

    handle.destroy();
    window.dispatchEvent(new Event('scroll'));
    await vi.advanceTimersByTimeAsync(SCROLL_THROTTLE_MS * 2);
    expect(scrolls()).toHaveLength(4);
  });

  it("sends the region again when the partner page's layout moves the frame without a scroll, until destroyed", async () => {
    vi.useFakeTimers();
    const observed: { callback: () => void; targets: Element[]; disconnected: boolean }[] = [];
    vi.stubGlobal('ResizeObserver', class {
      entry: (typeof observed)[number];
      constructor(callback: () => void) {
        this.entry = { callback, targets: [], disconnected: false };
        observed.push(this.entry);
      }
      observe(target: Element) { this.entry.targets.push(target); }
      unobserve() {}
      disconnect() { this.entry.disconnected = true; }
    });
    const handle = mountFrame();
    let top = 300;
    vi.spyOn(handle.iframe, 'getBoundingClientRect').mockImplementation(() => ({ top }) as DOMRect);
    const { receive } = await connectLatest();
    const frameTops = () => receive.mock.calls.map(([m]) => m as { action: string; frameTop?: number }).filter((m) => m.action === 'scroll').map((m) => m.frameTop);
    expect(frameTops()).toEqual([300]);
    const page = observed.find((o) => o.targets.includes(document.documentElement));
    expect(page, 'the partner page is observed').toBeDefined();

    // Content above the frame grew by 90 px: no scroll event, only a layout change.
    await vi.advanceTimersByTimeAsync(SCROLL_THROTTLE_MS);
    top = 390;
    page!.callback();
    await vi.advanceTimersByTimeAsync(0);
    expect(frameTops()).toEqual([300, 390]);

    handle.destroy();
    expect(page!.disconnected).toBe(true);
    vi.unstubAllGlobals();
  });
});

describe('frame route', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('keeps the route the frame reports and reopens it on reload', async () => {
    const handle = mountFrame({ path: 'hotels', brand: 'momondo' });
    expect(handle.route).toBe('hotels');
    const { connection } = await connectLatest();
    const routes: string[] = [];
    handle.on('route', (m) => routes.push(m.path));
    expect(connection.methods.receive!({ action: 'route', path: 'hotels/results?destination=PAR&sort=price' })).toEqual({ ok: true });
    expect(routes).toEqual(['hotels/results?destination=PAR&sort=price']);
    expect(handle.route).toBe('hotels/results?destination=PAR&sort=price');
    // A route the contract refuses is dropped and changes nothing.
    expect(connection.methods.receive!({ action: 'route', path: '//evil.example/' })).toMatchObject({ ok: false });
    expect(handle.route).toBe('hotels/results?destination=PAR&sort=price');

    handle.reload();
    expect(handle.iframe.src).toBe(`${FRAME_ORIGIN}/p/demo/hotels/results?destination=PAR&sort=price&brand=momondo`);
  });

  it('mirrors the route into the partner URL parameter without adding history entries, and removes it at the front door', async () => {
    window.history.replaceState(null, '', '/shop?x=1');
    const before = window.history.length;
    const handle = mountFrame({ routeParam: 'travel' });
    const { connection } = await connectLatest();
    connection.methods.receive!({ action: 'route', path: 'flights/results?origin=JFK&destination=LHR' });
    const url = new URL(window.location.href);
    expect(url.pathname).toBe('/shop');
    expect(url.searchParams.get('x')).toBe('1');
    expect(url.searchParams.get('travel')).toBe('flights/results?origin=JFK&destination=LHR');
    connection.methods.receive!({ action: 'route', path: '' });
    expect(window.location.search).toBe('?x=1');
    expect(window.history.length).toBe(before);
    expect(handle.route).toBe('');
  });

  it('opens the route found in the partner URL at mount (a reload or a shared link of the partner page)', () => {
    window.history.replaceState(null, '', `/shop?travel=${encodeURIComponent('cars/results?location=LHR')}`);
    const handle = mountFrame({ routeParam: 'travel', path: 'flights', currency: 'EUR' });
    expect(handle.route).toBe('cars/results?location=LHR');
    expect(handle.iframe.src).toBe(`${FRAME_ORIGIN}/p/demo/cars/results?location=LHR&currency=EUR`);
  });

  it.each(['../../admin', '/p/other/', '//evil.example/', '\\\\evil.example', 'a b', 'x#y', '%2e%2e/%2e%2e/admin', 'a'.repeat(2049)])(
    'ignores %j in the partner URL and opens `path` instead',
    (value) => {
      window.history.replaceState(null, '', `/shop?travel=${encodeURIComponent(value)}`);
      const handle = mountFrame({ routeParam: 'travel', path: 'flights' });
      expect(handle.route).toBe('flights');
      expect(handle.iframe.src).toBe(`${FRAME_ORIGIN}/p/demo/flights`);
    },
  );

  it('without routeParam leaves the partner URL alone', async () => {
    window.history.replaceState(null, '', '/shop?travel=hotels');
    const handle = mountFrame();
    expect(handle.iframe.src).toBe(`${FRAME_ORIGIN}/p/demo/`);
    const { connection } = await connectLatest();
    connection.methods.receive!({ action: 'route', path: 'flights' });
    expect(window.location.search).toBe('?travel=hotels');
  });

  it('buildFrameSrc refuses a path that leaves the partner frame', () => {
    expect(() => mountFrame({ path: '../admin' })).toThrow(TypeError);
  });

  it('puts the header logo choice on the frame URL as logo and presentation (chrome-and-consent §2)', () => {
    const handle = mountFrame({ brand: 'momondo', logoVariant: 'pride', logoPresentation: 'pres-aos' });
    const url = new URL(handle.iframe.src);
    expect(url.searchParams.get('logo')).toBe('pride');
    expect(url.searchParams.get('presentation')).toBe('pres-aos');
    expect(new URL(mountFrame({ brand: 'momondo' }).iframe.src).search).toBe('?brand=momondo');
  });
});
