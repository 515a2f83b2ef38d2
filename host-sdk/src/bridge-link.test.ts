// @vitest-environment jsdom
/**
 * The host end of the bridge (bridge-link.ts) against the real penpal v7 child the frame runs
 * (frame-app/src/bridge/bridge.ts: `connect` + `WindowMessenger` to `window.parent`), through two fake windows
 * that deliver postMessage asynchronously with the sender's origin and transferred ports, as a browser does.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WindowMessenger, connect, type Connection, type RemoteProxy } from 'penpal';
import { linkBridge, type BridgeLink } from './bridge-link.ts';

/**
 * The frame's penpal participant id. penpal binds `crypto.randomUUID` once, when its module loads (dist
 * `generateId_default`), so a spy set up in a test never reaches it; this stub is in place before penpal loads (hoisted
 * above the imports; the file runs in its own module graph, vitest.config.ts MOCKING_PACKAGE_TESTS) and answers `id`
 * when a test sets it, else a fresh random UUID. Without it the frame's id was random and the "host leads" case failed
 * whenever it drew an id above the host's (seen once in CI: a worker where penpal had loaded before).
 */
const frameParticipant = vi.hoisted(() => {
  const state: { id: string | undefined } = { id: undefined };
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 16).toString(16)).join('');
  const random = () => `${hex(8)}-${hex(4)}-4${hex(3)}-8${hex(3)}-${hex(12)}` as `${string}-${string}-${string}-${string}-${string}`;
  Object.defineProperty(globalThis.crypto, 'randomUUID', { configurable: true, writable: true, value: () => state.id ?? random() });
  return state;
});

const HOST_ORIGIN = 'https://partner.example';
const FRAME_ORIGIN = 'http://localhost:8080';

type Methods = { receive: (message: unknown) => unknown };

/** A window whose postMessage delivers to the page's `window`, as coming from `source` at `origin`. */
function fakeWindow(origin: () => string, source: () => unknown, expectedTarget: string): Window {
  return {
    postMessage(data: unknown, options: { targetOrigin: string; transfer?: Transferable[] }) {
      if (options.targetOrigin !== '*' && options.targetOrigin !== expectedTarget) return; // the browser drops it
      const cloned = structuredClone(data);
      setTimeout(() => window.dispatchEvent(Object.assign(new Event('message'), { data: cloned, origin: origin(), source: source(), ports: options.transfer ?? [] })));
    },
  } as unknown as Window;
}

let frameSendsFrom = FRAME_ORIGIN;
/** The iframe's window as the host sees it; posting to it reaches the current frame document's penpal. */
const frameWindow: Window = fakeWindow(() => HOST_ORIGIN, () => parentWindow, FRAME_ORIGIN);
/**
 * The host page as the current frame document's penpal sees it (`window.parent`). Each document gets its own, so
 * a replaced document (the frame reloaded) no longer hears the host, as in a browser.
 */
let parentWindow: Window;

const links: BridgeLink[] = [];
const children: Connection<Methods>[] = [];

afterEach(async () => {
  for (const l of links.splice(0)) l.destroy();
  for (const c of children.splice(0)) c.destroy();
  // Let messages still in flight arrive now, not in the next test.
  await new Promise((resolve) => setTimeout(resolve, 5));
  frameSendsFrom = FRAME_ORIGIN;
  frameParticipant.id = undefined;
  vi.restoreAllMocks();
});

/** Starts the frame's penpal child, whose `receive` answers with `frameReceive`. */
function startFrame(frameReceive: (message: unknown) => unknown = (message) => ({ ok: true, result: message })): Connection<Methods> {
  parentWindow = fakeWindow(() => frameSendsFrom, () => frameWindow, HOST_ORIGIN);
  const child = connect<Methods>({
    messenger: new WindowMessenger({ remoteWindow: parentWindow, allowedOrigins: [HOST_ORIGIN] }),
    methods: { receive: frameReceive },
  });
  children.push(child);
  return child;
}

function startHost(hostReceive: (message: unknown) => unknown = (message) => ({ ok: true, got: message }), log?: (...args: unknown[]) => void): BridgeLink {
  const link = linkBridge(window, frameWindow, FRAME_ORIGIN, hostReceive, log);
  links.push(link);
  return link;
}

describe('bridge link with the real penpal v7 child', () => {
  // The greater participant id sends ACK1; the other side creates the MessageChannel (ACK2). Both roles are played.
  it.each([
    ['the host leads (sends ACK1)', 0.99, 'ACK1'],
    ['the frame leads (the host sends ACK2 with the port)', 0.01, 'ACK2'],
  ])('connects when %s, and calls travel both ways', async (_, random, hostSends) => {
    frameParticipant.id = '88888888-8888-4888-8888-888888888888';
    vi.spyOn(Math, 'random').mockReturnValue(random);
    const log = vi.fn();
    const host = startHost(undefined, log);
    const frame = startFrame();
    const [toFrame, toHost] = await Promise.all([host.promise, frame.promise as Promise<RemoteProxy<Methods>>]);

    await expect(toFrame.receive({ action: 'submit', query: { vertical: 'hotels' } })).resolves.toEqual({
      ok: true,
      result: { action: 'submit', query: { vertical: 'hotels' } },
    });
    await expect(toHost.receive({ action: 'height', height: 640 })).resolves.toEqual({ ok: true, got: { action: 'height', height: 640 } });
    // Calls in flight at once are answered each with its own reply.
    const replies = await Promise.all([1, 2, 3].map((n) => toFrame.receive({ n })));
    expect(replies).toEqual([1, 2, 3].map((n) => ({ ok: true, result: { n } })));
    expect(log).toHaveBeenCalledWith('sent', expect.objectContaining({ type: hostSends }));
  });

  it('connects whichever side starts first (the frame loads before the host listens)', async () => {
    const frame = startFrame();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const host = startHost();
    await expect(Promise.all([host.promise, frame.promise])).resolves.toHaveLength(2);
  });

  it("carries on with the frame's new document when the frame reloads itself (a new participant shakes hands)", async () => {
    const host = startHost();
    const first = startFrame(() => new Promise(() => undefined));
    const toFrame = await host.promise;
    await first.promise;
    const lost = expect(toFrame.receive({ action: 'scroll' })).rejects.toThrow('Frame reloaded');
    // The new document's penpal child (the old one's port is closed by the new handshake, as in a real reload).
    const second = startFrame(() => ({ ok: true, from: 'new document' }));
    const toHost = (await second.promise) as RemoteProxy<Methods>;
    await lost;
    // Calls made while the new handshake completes fail (not connected), as with penpal; then they reach the new document.
    await vi.waitFor(() => expect(toFrame.receive({ action: 'scroll' })).resolves.toEqual({ ok: true, from: 'new document' }));
    await expect(toHost.receive({ action: 'height', height: 900 })).resolves.toEqual({ ok: true, got: { action: 'height', height: 900 } });
  });

  it('rejects a call whose frame method throws, with its message; the host method throwing rejects the frame call', async () => {
    const host = startHost(() => {
      throw new Error('host broke');
    });
    const frame = startFrame(() => {
      throw new Error('frame broke');
    });
    const [toFrame, toHost] = await Promise.all([host.promise, frame.promise as Promise<RemoteProxy<Methods>>]);
    await expect(toFrame.receive({ action: 'reload' })).rejects.toThrow('frame broke');
    await expect(toHost.receive({ action: 'reload' })).rejects.toThrow('host broke');
  });

  it("destroy tells the frame (its calls then fail) and rejects the host's calls in flight", async () => {
    const host = startHost();
    const frame = startFrame(() => new Promise(() => undefined));
    const [toFrame, toHost] = await Promise.all([host.promise, frame.promise as Promise<RemoteProxy<Methods>>]);
    const inFlight = toFrame.receive({ action: 'scroll' });
    host.destroy();
    await expect(inFlight).rejects.toThrow('Bridge destroyed');
    await expect(toFrame.receive({ action: 'scroll' })).rejects.toThrow('Bridge destroyed');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(() => toHost.receive({ action: 'height', height: 1 })).toThrow(/destroyed/);
  });

  it('ignores a frame at another origin: no connection', async () => {
    frameSendsFrom = 'https://evil.example';
    const host = startHost();
    startFrame();
    const settled = vi.fn();
    host.promise.then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).not.toHaveBeenCalled();
  });
});
