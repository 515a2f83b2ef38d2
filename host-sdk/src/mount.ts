/**
 * `mount()`: puts the product frame on a partner page and connects the typed bridge.
 * Spec: core-and-business §7 (embedded-frame messages), §9 (frame resize constants);
 * chrome-and-consent §2 (brand variants: the overlay is themed from the requested brand).
 */
import type {
  AjaxResult,
  ApiError,
  BRIDGE_METHOD as ContractBridgeMethod,
  HttpMethod,
  IncomingMessage,
  LogLevel,
  LogoPresentation,
  LogoVariant,
  SearchSubmit,
} from '@travel/contract';
import { resolveBrandId } from '../../brands/src/names.ts';
import { BridgeError } from './bridge-error.ts';
import { linkBridge, type BridgeLink, type FrameRemote } from './bridge-link.ts';
import {
  DEFAULT_FALLBACK_LINK_TEXT,
  DEFAULT_FALLBACK_TEXT,
  DEFAULT_FRAME_TITLE,
  DEFAULT_LOAD_TIMEOUT_MS,
  DEFAULT_LOADING_LABEL,
  FRAME_LOAD_ERROR_KEY,
  INITIAL_FRAME_HEIGHT_PX,
  SCROLL_THROTTLE_MS,
} from './constants.ts';
import { createEmitter } from './emitter.ts';
import type { FrameEventHandler, FrameEventMap, FrameEventName, LoadErrorReason } from './events.ts';
import { createFrameController } from './frame-controller.ts';
import { OVERLAY_THEMES, createFallback, createOverlay, ensureStyle } from './overlay.ts';

/** The method both sides expose (contract `BRIDGE_METHOD`; typed against it without importing zod). */
const BRIDGE_METHOD: typeof ContractBridgeMethod & keyof FrameRemote = 'receive';

/** Options of {@link mount}. */
export interface MountOptions {
  /** Partner id, e.g. `demo` (lower-case letters, digits, dashes). */
  partnerId: string;
  /** Origin serving the frame, e.g. `http://localhost:8080`; any path is ignored. */
  frameOrigin: string;
  /** Brand id (the brandDisplayName), e.g. `momondo`; unknown names make the frame use the default brand. */
  brand?: string;
  /** Locale tag, e.g. `en-US`. */
  locale?: string;
  /** ISO 4217 currency, e.g. `USD`. */
  currency?: string;
  /**
   * Header logo variant (chrome-and-consent §2): `default`, `inverted` (light on the brand colour), `compact` (the
   * mark only), `pride` (rainbow mark; the frame plays confetti once per browser) or `ukraine` (blue and yellow
   * mark). Sent as the frame URL's `logo` parameter; the frame ignores (and logs) unknown values.
   */
  logoVariant?: LogoVariant;
  /** Header logo presentation: `''` (default), `pres-aos` or `pres-dark-mode`; the frame URL's `presentation`. */
  logoPresentation?: LogoPresentation;
  /**
   * The partner page runs its own consent management platform (issue #13): the frame (URL parameter `cmp=host`)
   * shows no cookie banner of its own, and sends nothing non-essential until {@link FrameHandle.sendConsent} passes
   * the partner's decision. The SDK sends the last decision again whenever the bridge reconnects (frame reloads).
   */
  consentManagedByHost?: boolean;
  /**
   * Frame route after `/p/{partnerId}/`, with its query, e.g. `flights`; default `''` (the front door). The
   * frame reports every route it navigates to (the `route` event; {@link FrameHandle.route}), and
   * {@link FrameHandle.reload} reopens the current one.
   */
  path?: string;
  /**
   * Mirror the frame's route into this query parameter of the partner page's URL, e.g. `travel`: every route
   * the frame reports replaces the parameter (`history.replaceState`, no new history entry; removed for the
   * front door), and at mount a route found there is opened instead of `path`, so a reload or a shared link of
   * the partner page reopens the same results. A value that is not a relative frame route (leading `/` or `\`,
   * whitespace, `#`, longer than 2048, or leaving `/p/{partnerId}/` once resolved) is ignored. Off by default.
   */
  routeParam?: string;
  /** The iframe's `title` (its accessible name); default `Travel search`. */
  title?: string;
  /** Accessible name of the loading overlay; default `Loading`. */
  loadingLabel?: string;
  /** Log dropped messages, wrong-origin messages and the bridge's protocol messages with console.debug. */
  debug?: boolean;
  /** The frame is never made shorter than this, CSS px; default 0. */
  minHeightPx?: number;
  /**
   * How long to wait, from mounting (and from every reload), for the frame to connect and report it has loaded,
   * ms; default {@link DEFAULT_LOAD_TIMEOUT_MS} (10 000). When it passes, the handle emits `error`
   * (`{ reason, url }`: `blocked` if the bridge never connected, `timeout` if it connected but the frame never
   * reported `record-load-success` / `hide-spinner`) and the spinner is replaced by a fallback (`role="alert"`,
   * {@link MountOptions.fallbackText} and a link opening the product in a new tab). A frame that loads later
   * still removes the fallback. `0` turns the timeout off (no `error`, the spinner stays until the frame loads).
   */
  loadTimeoutMs?: number;
  /** Message of the load-failure fallback; default `Travel search could not be loaded here.` */
  fallbackText?: string;
  /** Text of the fallback's link, which opens the product in a new tab; default `Open it in a new tab`. */
  fallbackLinkText?: string;
}

/** Request of {@link FrameHandle.relay}; omitted headers become `{}`, params and data `null`. */
export interface RelayRequest {
  method: HttpMethod;
  /** Path on the product origin, e.g. `/i/api/flights/v1/search`. */
  url: string;
  headers?: Record<string, string>;
  params?: Record<string, string | number | boolean> | null;
  data?: unknown;
}

/** Consent decision passed to {@link FrameHandle.sendConsent}. */
export interface ConsentDecision {
  /** IAB TCF consent string. */
  tcString: string;
  gdprApplies: boolean;
  /** Purpose id -> consented; default `{}`. */
  purposeConsents?: Record<string, boolean>;
  /** Vendor id -> consented; default `{}`. */
  vendorConsents?: Record<string, boolean>;
}

/** A mounted frame. Every method call rejects with {@link BridgeError} when the frame answers `ok: false`. */
export interface FrameHandle {
  /**
   * Resolves when the bridge first connects; rejects if the handle is destroyed first.
   * A frame that never loads (e.g. blocked by CSP) leaves it pending: listen to the `error` event for that.
   */
  readonly ready: Promise<void>;
  /** The iframe element. */
  readonly iframe: HTMLIFrameElement;
  /** The frame's current route after `/p/{partnerId}/` (see {@link MountOptions.path}): the last one it reported. */
  readonly route: string;
  /** Adds an event handler; returns a function that removes it. */
  on<K extends FrameEventName>(event: K, handler: FrameEventHandler<K>): () => void;
  /** Removes an event handler. */
  off<K extends FrameEventName>(event: K, handler: FrameEventHandler<K>): void;
  /**
   * Runs a search in the frame (the `submit` action), in any vertical; places may be names (`Paris`), IATA codes
   * or city ids. Rejects with a BridgeError VALIDATION_ERROR (`field` e.g. `query.destination`) for an unknown place.
   */
  submitSearch(query: SearchSubmit): Promise<void>;
  /** Passes the host's consent decision (the `consent-response` action). */
  sendConsent(consent: ConsentDecision): Promise<void>;
  /** Relays a request through the frame's session (the `ajax` action); resolves with the server's reply. */
  relay(request: RelayRequest): Promise<AjaxResult>;
  /** Records a frame metric (`record-metric`): POST /i/api/affiliate/ui/metrics/v1/{metricType}. */
  recordMetric(metricType: string, metricName: string, metricValue: number): Promise<void>;
  /** Records a load time in ms (`record-load-time`). */
  recordLoadTime(metricName: string, ms: number): Promise<void>;
  /** Sets the frame's console log level (`logger`). */
  setLogLevel(level: LogLevel): Promise<void>;
  /**
   * Tells the frame where the host's consent pages live (`consent-url-prefix`): an https URL, or http on
   * localhost / 127.0.0.1 / [::1] (contract `isConsentUrlPrefix`; issue #6 item 7). Anything else
   * (`javascript:`, `data:`, `http://` on another host) is refused by the frame, which validates every message
   * with the contract schema and stores nothing: the call rejects with a {@link BridgeError} VALIDATION_ERROR
   * whose description states the rule. (No local copy of the check: it would cost about 110 bytes gzip of the
   * IIFE's 6 KB budget, and the frame's check is the one that protects the frame.)
   */
  setConsentUrlPrefix(url: string): Promise<void>;
  /** Sends any host -> frame message; resolves with the reply's `result`. */
  send(message: IncomingMessage): Promise<unknown>;
  /** Reloads the frame (re-sets its src) and reconnects the bridge, as a frame `reload` message does. */
  reload(): void;
  /** Removes the iframe and overlay, closes the bridge, drops every handler. Idempotent. */
  destroy(): void;
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
  settled: boolean;
}

function deferred<T>(): Deferred<T> {
  const d = { settled: false } as Deferred<T>;
  d.promise = new Promise<T>((resolve, reject) => {
    d.resolve = (v) => ((d.settled = true), resolve(v));
    d.reject = (e) => ((d.settled = true), reject(e));
  });
  d.promise.catch(() => undefined); // callers still see the rejection; no unhandled-rejection noise
  return d;
}

/**
 * Builds the frame URL `${origin}/p/${partnerId}/${path}?brand=&locale=&currency=&logo=&presentation=` (only given
 * parameters; `logo` and `presentation` from `logoVariant` and `logoPresentation`; the path's own query is kept).
 * @throws TypeError when `frameOrigin` is not an http(s) URL, `partnerId` is empty or `path` resolves outside
 *   `/p/${partnerId}/` (e.g. `../`).
 */
export function buildFrameSrc(
  options: Pick<MountOptions, 'frameOrigin' | 'partnerId' | 'path' | 'brand' | 'locale' | 'currency' | 'logoVariant' | 'logoPresentation' | 'consentManagedByHost'>,
): string {
  const origin = frameOriginOf(options.frameOrigin);
  if (!options.partnerId) throw new TypeError('mount: partnerId is required');
  const base = `/p/${encodeURIComponent(options.partnerId)}/`;
  const url = new URL(base + (options.path ?? '').replace(/^\/+/, ''), origin);
  if (!url.pathname.startsWith(base)) throw new TypeError(`mount: path leaves the partner's frame: ${options.path}`);
  for (const key of ['brand', 'locale', 'currency'] as const) {
    const value = options[key];
    if (value) url.searchParams.set(key, value);
  }
  if (options.logoVariant) url.searchParams.set('logo', options.logoVariant);
  if (options.logoPresentation) url.searchParams.set('presentation', options.logoPresentation);
  if (options.consentManagedByHost) url.searchParams.set('cmp', 'host');
  return url.href;
}

/** The exact origin of `frameOrigin`. @throws TypeError unless it is an http(s) URL. */
export function frameOriginOf(frameOrigin: string): string {
  let url: URL | undefined;
  try {
    url = new URL(frameOrigin);
  } catch {
    // reported below
  }
  if (!url || !/^https?:$/.test(url.protocol)) throw new TypeError(`mount: frameOrigin must be an http(s) URL: ${frameOrigin}`);
  return url.origin;
}

/**
 * Mounts the product frame into `container` (an element or a CSS selector) and connects the bridge.
 *
 * Creates an `<iframe>` (title, border 0, width 100%) at `${frameOrigin}/p/${partnerId}/${path}?brand&locale&currency`,
 * a loading overlay themed from the brand (shown until `record-load-success` or `hide-spinner`), and a bridge
 * connection speaking penpal v7's protocol (bridge-link.ts) that accepts messages from, and posts to, exactly the
 * origin of `frameOrigin`. The container gets
 * `position: relative` (restored on destroy). Each call is independent: several frames may share a page.
 *
 * The iframe's `allow` attribute delegates passkeys (WebAuthn get and create) to the frame origin only:
 * `publickey-credentials-get <origin>; publickey-credentials-create <origin>`. No `sandbox` attribute is set.
 * If the frame has not loaded within `loadTimeoutMs` the handle emits `error` and shows a fallback
 * (see {@link MountOptions.loadTimeoutMs}).
 *
 * @throws Error when the selector matches nothing; TypeError for a bad `frameOrigin` or empty `partnerId`.
 */
export function mount(container: HTMLElement | string, options: MountOptions): FrameHandle {
  const host = typeof container === 'string' ? document.querySelector<HTMLElement>(container) : container;
  if (!host) throw new Error(`mount: no element matches ${String(container)}`);
  const origin = frameOriginOf(options.frameOrigin);
  const debug = options.debug === true;
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const { routeParam } = options;
  /** The frame's current route; `src` is the URL that opens it. */
  let route = options.path ?? '';
  const srcOf = (path: string): string => buildFrameSrc({ ...options, path });
  let src = srcOf(route);
  const mirrored = routeParam ? new URL(win.location.href).searchParams.get(routeParam) : null;
  if (mirrored !== null && /^(?![/\\])[^\s#]{0,2048}$/.test(mirrored)) {
    try {
      src = srcOf(mirrored);
      route = mirrored;
    } catch {
      // a route leaving the partner's frame: keep `path`
    }
  }
  const minHeightPx = Math.max(0, options.minHeightPx ?? 0);
  const log = (...args: unknown[]): void => {
    if (debug) console.debug('[travel-host-sdk]', ...args);
  };

  const theme = OVERLAY_THEMES[resolveBrandId(options.brand).id]!;
  const loadTimeoutMs = options.loadTimeoutMs ?? DEFAULT_LOAD_TIMEOUT_MS;
  ensureStyle(doc);
  const previousPosition = host.style.position;
  if (/^(static)?$/.test(win.getComputedStyle(host).position)) host.style.position = 'relative';

  const iframe = doc.createElement('iframe');
  iframe.title = options.title ?? DEFAULT_FRAME_TITLE;
  iframe.style.cssText = `display:block;width:100%;border:0;height:${Math.max(minHeightPx, INITIAL_FRAME_HEIGHT_PX)}px`;
  // Permissions Policy: passkeys for the frame's origin only (set before the frame navigates).
  iframe.setAttribute('allow', `publickey-credentials-get ${origin}; publickey-credentials-create ${origin}`);
  iframe.src = src;
  const overlay = createOverlay(doc, theme, options.loadingLabel ?? DEFAULT_LOADING_LABEL);

  const emitter = createEmitter<FrameEventMap>();
  const ready = deferred<void>();
  let remote = deferred<FrameRemote>();
  let connection: BridgeLink | null = null;
  let reconnectOnLoad = false;
  let destroyed = false;
  let connected = false;
  /** The last consent decision passed (sendConsent), sent again after every reconnect. */
  let lastConsent: IncomingMessage | undefined;
  let loadTimer: ReturnType<typeof setTimeout> | undefined;
  let fallback: HTMLElement | undefined;

  const controller = createFrameController({ iframe, overlay, emitter, minHeightPx, debug, onReload: () => reload() });

  /** The frame loaded (or the handle is going away): no failure to report, no fallback to show. */
  const loaded = (): void => {
    clearTimeout(loadTimer);
    fallback?.remove();
    fallback = undefined;
  };

  /** The frame did not load: emit `error` and swap the spinner for the fallback (once per load). */
  const fail = (reason: LoadErrorReason): void => {
    if (fallback) return;
    loaded();
    console.warn('[travel-host-sdk] frame not loaded:', reason, src);
    controller.hideSpinner();
    fallback = createFallback(doc, theme, options.fallbackText ?? DEFAULT_FALLBACK_TEXT, options.fallbackLinkText ?? DEFAULT_FALLBACK_LINK_TEXT, src);
    host.appendChild(fallback);
    emitter.emit('error', { reason, url: src });
  };

  /** (Re)starts the load timeout; at its end the frame has not loaded. */
  const startLoadTimer = (): void => {
    loaded();
    connected = false;
    if (loadTimeoutMs > 0) loadTimer = setTimeout(() => fail(connected ? 'timeout' : 'blocked'), loadTimeoutMs);
  };

  /**
   * Tells the frame which part of it the visitor sees (the `scroll` action; at most once per SCROLL_THROTTLE_MS,
   * the last position always sent), so its dialogs open there and not in the middle of a tall frame.
   */
  let scrollTimer: ReturnType<typeof setTimeout> | undefined;
  let scrollPending = false;
  const sendScroll = (): void => {
    scrollPending = false;
    scrollTimer = setTimeout(() => {
      scrollTimer = undefined;
      if (scrollPending) sendScroll();
    }, SCROLL_THROTTLE_MS);
    const frameTop = iframe.getBoundingClientRect().top;
    send({ action: 'scroll', scrollY: win.scrollY, viewportHeight: win.innerHeight, frameTop }).catch((error: unknown) => log('scroll not sent', error));
  };
  const onViewportChange = (): void => {
    scrollPending = true;
    if (connected && scrollTimer === undefined) sendScroll();
  };

  function connectBridge(): void {
    const remoteWindow = iframe.contentWindow;
    if (!remoteWindow) return;
    const conn = linkBridge(win, remoteWindow, origin, controller.receive, debug ? (...args: unknown[]) => log('bridge:', ...args) : undefined);
    connection = conn;
    const target = remote;
    // The link's promise never rejects: a frame that does not answer leaves it pending (the load timeout reports it).
    void conn.promise.then((proxy) => {
      if (connection !== conn) return;
      connected = true;
      // A reloaded frame forgot the partner's consent decision: pass the last one again.
      if (lastConsent && ready.settled) void send(lastConsent).catch((error: unknown) => log('consent resend failed', error));
      controller.startInitLock();
      onViewportChange();
      target.resolve(proxy);
      ready.resolve();
      emitter.emit('ready', undefined);
    });
  }

  function reload(): void {
    if (destroyed) return;
    connection?.destroy();
    connection = null;
    if (remote.settled) remote = deferred();
    controller.showSpinner();
    src = srcOf(route);
    startLoadTimer();
    // Reconnect once the new document has loaded, so the handshake cannot complete with the old one.
    reconnectOnLoad = true;
    iframe.src = src;
  }

  const onLoad = (): void => {
    if (!reconnectOnLoad || destroyed) return;
    reconnectOnLoad = false;
    connectBridge();
  };

  /** The product's page for an unknown partner posts `{ travelFrameLoadError: 'unknown-partner' }` (not penpal). */
  const onWindowMessage = (event: MessageEvent): void => {
    if (event.source !== iframe.contentWindow) return;
    if (event.origin !== origin) log('ignored frame message from origin', event.origin, event.data);
    else if ((event.data as Record<string, unknown> | null)?.[FRAME_LOAD_ERROR_KEY] === 'unknown-partner') fail('unknown-partner');
  };

  /** Keeps the route the frame reports, and mirrors it into the partner page's URL when asked to. */
  const onRoute = ({ path }: { path: string }): void => {
    route = path;
    if (!routeParam) return;
    const url = new URL(win.location.href);
    if (path) url.searchParams.set(routeParam, path);
    else url.searchParams.delete(routeParam);
    if (url.href !== win.location.href) win.history.replaceState(win.history.state, '', url);
  };

  async function send(message: IncomingMessage): Promise<unknown> {
    if (destroyed) throw new Error('Frame handle destroyed');
    const proxy = await remote.promise;
    if (destroyed) throw new Error('Frame handle destroyed');
    emitter.emit('bridge-message', { direction: 'to-frame', message, at: Date.now() });
    const reply: unknown = await proxy[BRIDGE_METHOD](message);
    return unwrapReply(reply);
  }

  iframe.addEventListener('load', onLoad);
  win.addEventListener('message', onWindowMessage);
  win.addEventListener('scroll', onViewportChange, { passive: true });
  win.addEventListener('resize', onViewportChange);
  // The partner page's layout above the frame can change with no scroll (its own content loading): the frame then
  // moves and the region it was told goes stale, so a change of the page's size sends the region again.
  const layoutObserver = typeof ResizeObserver === 'function' ? new ResizeObserver(onViewportChange) : undefined;
  layoutObserver?.observe(win.document.documentElement);
  emitter.on('hide-spinner', loaded);
  emitter.on('record-load-success', loaded);
  emitter.on('route', onRoute);
  host.appendChild(iframe);
  host.appendChild(overlay);
  startLoadTimer();
  connectBridge();

  const handle: FrameHandle = {
    ready: ready.promise,
    iframe,
    get route() {
      return route;
    },
    on(event, handler) {
      emitter.on(event, handler);
      return () => emitter.off(event, handler);
    },
    off(event, handler) {
      emitter.off(event, handler);
    },
    async submitSearch(query) {
      await send({ action: 'submit', query });
    },
    async sendConsent(c) {
      lastConsent = {
        action: 'consent-response',
        tcString: c.tcString,
        gdprApplies: c.gdprApplies,
        purposeConsents: c.purposeConsents ?? {},
        vendorConsents: c.vendorConsents ?? {},
      };
      await send(lastConsent);
    },
    async relay(req) {
      const result = await send({
        action: 'ajax',
        method: req.method,
        url: req.url,
        headers: req.headers ?? {},
        params: req.params ?? null,
        data: req.data ?? null,
      });
      return result as AjaxResult;
    },
    async recordMetric(metricType, metricName, metricValue) {
      await send({ action: 'record-metric', metricType, metricName, metricValue });
    },
    async recordLoadTime(metricName, ms) {
      await send({ action: 'record-load-time', metricName, metricValue: ms });
    },
    async setLogLevel(level) {
      await send({ action: 'logger', level });
    },
    async setConsentUrlPrefix(url) {
      await send({ action: 'consent-url-prefix', prefix: url });
    },
    send,
    reload,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      loaded();
      clearTimeout(scrollTimer);
      controller.destroy();
      connection?.destroy();
      connection = null;
      const gone = new Error('Frame handle destroyed');
      if (!remote.settled) remote.reject(gone);
      if (!ready.settled) ready.reject(gone);
      iframe.removeEventListener('load', onLoad);
      win.removeEventListener('message', onWindowMessage);
      win.removeEventListener('scroll', onViewportChange);
      win.removeEventListener('resize', onViewportChange);
      layoutObserver?.disconnect();
      iframe.remove();
      overlay.remove();
      host.style.position = previousPosition;
      emitter.clear();
    },
  };
  return handle;
}

/**
 * Turns the frame's reply (contract `BridgeReply`) into a result or a {@link BridgeError}.
 * @throws BridgeError with the frame's code for `{ ok: false }`, or `INTERNAL_ERROR` for a malformed reply.
 */
export function unwrapReply(reply: unknown): unknown {
  const r = reply as { ok?: unknown; result?: unknown; error?: Partial<ApiError> } | null | undefined;
  if (r?.ok === true) return r.result;
  const e = r?.ok === false ? r.error : undefined;
  throw new BridgeError(
    typeof e?.code === 'string' && typeof e.description === 'string'
      ? (e as ApiError)
      : { code: 'INTERNAL_ERROR', description: 'Malformed reply from the frame' },
  );
}
