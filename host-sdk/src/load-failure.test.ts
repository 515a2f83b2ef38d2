// @vitest-environment jsdom
/**
 * The iframe's permissions (passkeys delegated to the frame origin only, no sandbox) and load-failure reporting:
 * the load timeout, the `error` event with its reason, and the fallback that replaces the endless spinner
 * (issue #8, "The host SDK as a real package" and the README partner whose origin is not allowed).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Fake bridge link: each connection stays pending until the test opens it (as a CSP-blocked frame never answers). */
const fake = vi.hoisted(() => ({ connections: [] as { open: (remote: unknown) => void; destroy: () => void }[] }));

vi.mock('./bridge-link.ts', () => ({
  linkBridge: vi.fn((_win: Window, _remoteWindow: Window, _origin: string, receive: (m: unknown) => unknown) => {
    let open!: (v: unknown) => void;
    const promise = new Promise((resolve) => (open = resolve));
    const connection = { promise, open, destroy: vi.fn(), methods: { receive } };
    fake.connections.push(connection);
    return connection;
  }),
}));

import { DEFAULT_LOAD_TIMEOUT_MS, mount, type FrameHandle, type LoadError } from './index.ts';

const FRAME_ORIGIN = 'http://localhost:8080';
const FRAME_URL = 'http://localhost:8080/p/demo/?brand=momondo';
let container: HTMLDivElement;
const handles: FrameHandle[] = [];

function mountFrame(options: Partial<Parameters<typeof mount>[1]> = {}): { handle: FrameHandle; errors: LoadError[] } {
  const handle = mount(container, { partnerId: 'demo', frameOrigin: FRAME_ORIGIN, brand: 'momondo', ...options });
  handles.push(handle);
  const errors: LoadError[] = [];
  handle.on('error', (e) => errors.push(e));
  return { handle, errors };
}

/** Opens the latest connection (the frame's handshake answered); returns the host's `receive` method. */
async function connectLatest(): Promise<(message: unknown) => unknown> {
  const connection = fake.connections.at(-1) as unknown as { open: (r: unknown) => void; methods: { receive: (m: unknown) => unknown } };
  connection.open({ receive: async () => ({ ok: true }) });
  await vi.advanceTimersByTimeAsync(0);
  return connection.methods.receive;
}

const alertOf = () => container.querySelector<HTMLElement>('[role="alert"]');
const spinnerOf = () => container.querySelector<HTMLElement>('[role="status"]');

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
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

describe('iframe permissions', () => {
  it('delegates passkey get and create to the frame origin only, and sets no sandbox', () => {
    const { handle } = mountFrame({ frameOrigin: 'http://localhost:8080/some/path' });
    expect(handle.iframe.getAttribute('allow')).toBe(
      'publickey-credentials-get http://localhost:8080; publickey-credentials-create http://localhost:8080',
    );
    expect(handle.iframe.hasAttribute('sandbox')).toBe(false);
  });

  it('the allow attribute is a Permissions Policy directive list: feature, then origins, separated by ";"', () => {
    const { handle } = mountFrame({ frameOrigin: 'https://travel.example:8443' });
    const directives = handle.iframe.getAttribute('allow')!.split(';').map((d) => d.trim().split(/\s+/));
    expect(directives).toEqual([
      ['publickey-credentials-get', 'https://travel.example:8443'],
      ['publickey-credentials-create', 'https://travel.example:8443'],
    ]);
    expect(handle.iframe.getAttribute('allow')).not.toContain('*');
  });
});

describe('load failure', () => {
  it('defaults to a 10 s load timeout', () => {
    expect(DEFAULT_LOAD_TIMEOUT_MS).toBe(10_000);
    const { errors } = mountFrame();
    vi.advanceTimersByTime(DEFAULT_LOAD_TIMEOUT_MS - 1);
    expect(errors).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(errors).toEqual([{ reason: 'blocked', url: FRAME_URL }]);
  });

  it('a frame that never connects (e.g. refused by CSP frame-ancestors): error "blocked" and a fallback instead of the spinner', () => {
    const { errors } = mountFrame({ loadTimeoutMs: 3000 });
    expect(spinnerOf()!.hidden).toBe(false);
    expect(alertOf()).toBeNull();
    vi.advanceTimersByTime(3000);
    expect(errors).toEqual([{ reason: 'blocked', url: FRAME_URL }]);
    expect(spinnerOf()!.hidden).toBe(true);
    const alert = alertOf()!;
    expect(alert.textContent).toContain('Travel search could not be loaded here.');
    const link = alert.querySelector('a')!;
    expect(link.textContent).toBe('Open it in a new tab');
    expect(link.href).toBe(FRAME_URL);
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener');
    // Covers the frame, in the brand's colours (momondo: text #1d1326 on #fffaf5).
    expect(alert.style.position).toBe('absolute');
    expect(alert.style.getPropertyValue('--thsdk-text')).toBe('#1d1326');
    expect(alert.style.getPropertyValue('--thsdk-bg')).toBe('#fffaf5');
    expect(console.warn).toHaveBeenCalledWith('[travel-host-sdk] frame not loaded:', 'blocked', FRAME_URL);
    // Reported once per load.
    vi.advanceTimersByTime(60_000);
    expect(errors).toHaveLength(1);
    expect(container.querySelectorAll('[role="alert"]')).toHaveLength(1);
  });

  it('a frame that connects but never reports it loaded: error "timeout"', async () => {
    const { errors } = mountFrame({ loadTimeoutMs: 3000 });
    await connectLatest();
    vi.advanceTimersByTime(3000);
    expect(errors).toEqual([{ reason: 'timeout', url: FRAME_URL }]);
    expect(alertOf()).not.toBeNull();
  });

  it.each([
    ['record-load-success', { action: 'record-load-success', loadTimeMs: 5 }],
    ['hide-spinner', { action: 'hide-spinner' }],
  ])('a frame that reports %s in time: no error, no fallback', async (_name, message) => {
    const { errors } = mountFrame({ loadTimeoutMs: 3000 });
    const receive = await connectLatest();
    receive(message);
    vi.advanceTimersByTime(10_000);
    expect(errors).toEqual([]);
    expect(alertOf()).toBeNull();
  });

  it('a frame that loads after the timeout removes the fallback', async () => {
    const { errors } = mountFrame({ loadTimeoutMs: 1000 });
    const receive = await connectLatest();
    vi.advanceTimersByTime(1000);
    expect(errors.map((e) => e.reason)).toEqual(['timeout']);
    receive({ action: 'record-load-success', loadTimeMs: 1500 });
    expect(alertOf()).toBeNull();
    expect(spinnerOf()!.hidden).toBe(true);
  });

  it('a reload restarts the timeout: the fallback goes, the spinner returns, and a new failure is reported', async () => {
    const { handle, errors } = mountFrame({ loadTimeoutMs: 1000 });
    vi.advanceTimersByTime(1000);
    expect(alertOf()).not.toBeNull();
    handle.reload();
    expect(alertOf()).toBeNull();
    expect(spinnerOf()!.hidden).toBe(false);
    vi.advanceTimersByTime(999);
    expect(errors).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(errors.map((e) => e.reason)).toEqual(['blocked', 'blocked']);
  });

  it('uses the given fallback texts', () => {
    mountFrame({ loadTimeoutMs: 10, fallbackText: 'Suche nicht verfügbar.', fallbackLinkText: 'In neuem Tab öffnen' });
    vi.advanceTimersByTime(10);
    expect(alertOf()!.textContent).toBe('Suche nicht verfügbar.In neuem Tab öffnen');
    expect(alertOf()!.querySelector('a')!.textContent).toBe('In neuem Tab öffnen');
  });

  it('loadTimeoutMs 0 turns the timeout off', () => {
    const { errors } = mountFrame({ loadTimeoutMs: 0 });
    vi.advanceTimersByTime(3_600_000);
    expect(errors).toEqual([]);
    expect(spinnerOf()!.hidden).toBe(false);
  });

  it('destroy stops the timeout and removes the fallback', () => {
    const first = mountFrame({ loadTimeoutMs: 1000 });
    first.handle.destroy();
    vi.advanceTimersByTime(1000);
    expect(first.errors).toEqual([]);
    const second = mountFrame({ loadTimeoutMs: 1000 });
    vi.advanceTimersByTime(1000);
    second.handle.destroy();
    expect(alertOf()).toBeNull();
    expect(container.children).toHaveLength(0);
  });

  it("the product's page for an unknown partner reports it at once: error \"unknown-partner\" and the fallback", () => {
    const { handle, errors } = mountFrame();
    const source = handle.iframe.contentWindow!;
    const post = (data: unknown, origin = FRAME_ORIGIN) => window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    // Not from the frame's origin, or not the message: ignored.
    post({ travelFrameLoadError: 'unknown-partner' }, 'http://evil.example');
    post({ travelFrameLoadError: 'something-else' });
    post('unknown-partner');
    post(null);
    window.dispatchEvent(new MessageEvent('message', { data: { travelFrameLoadError: 'unknown-partner' }, origin: FRAME_ORIGIN }));
    expect(errors).toEqual([]);

    post({ travelFrameLoadError: 'unknown-partner' });
    expect(errors).toEqual([{ reason: 'unknown-partner', url: FRAME_URL }]);
    expect(alertOf()).not.toBeNull();
    expect(spinnerOf()!.hidden).toBe(true);
    // The timeout does not report the same failure again.
    vi.advanceTimersByTime(DEFAULT_LOAD_TIMEOUT_MS);
    post({ travelFrameLoadError: 'unknown-partner' });
    expect(errors).toHaveLength(1);
  });
});
