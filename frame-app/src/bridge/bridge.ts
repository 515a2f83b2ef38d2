/**
 * The frame side of the bridge (core-and-business §7): a penpal v7 child connected to `window.parent`,
 * accepting only the partner's allowed origins. Exposes one method, `receive` (contract BRIDGE_METHOD), and
 * calls the host's `receive` with outgoing messages: height, display-spinner / hide-spinner,
 * record-load-success (once) and enableRework (once after connecting).
 *
 * Opened top-level (`window.parent === window`) there is no host: the bridge is skipped entirely and the
 * returned object does nothing.
 */
import { connect, WindowMessenger } from 'penpal';
import { BRIDGE_METHOD, type BridgeReply, type FrameBootstrap, type OutgoingMessage } from '@travel/contract';
import type { ApiClient } from '../api/index.ts';
import { basenameFor, frameRouteOf, logger, type FrameStore, type Logger, type SearchSubmitResolver } from '../state/index.ts';
import { createIncomingHandler, type ReceiveFn } from './incoming.ts';
import { createOutgoingChannel } from './outgoing.ts';
import { startHeightReporter } from './height-reporter.ts';

/** Methods the host exposes to the frame. */
export interface HostMethods {
  [BRIDGE_METHOD]: (message: OutgoingMessage) => unknown;
  [key: string]: (...args: never[]) => unknown;
}

/** A connection to the host: resolves with the host's methods once the handshake is done. */
export interface HostConnection {
  promise: Promise<{ receive(message: OutgoingMessage): Promise<unknown> }>;
  destroy(): void;
}

/** Opens the connection exposing `receive`; injectable for tests. */
export type ConnectToHost = (receive: ReceiveFn, allowedOrigins: string[], win: Window) => HostConnection;

/** The router state {@link NavigationSource} reads. */
export interface NavigationState {
  navigation: { state: string };
  revalidation?: string;
  /** The current location; its pathname includes the router basename (`/p/demo/hotels/4/...`, `?guests=2`). */
  location: { pathname: string; search: string };
}

/**
 * Minimal view of a react-router data router for spinner and route reporting: `navigation.state` is 'loading'
 * while a navigation loads a route's code or data (its loaders), `revalidation` while the current route's
 * loaders run again ("Try again", a currency change).
 */
export interface NavigationSource {
  readonly state: NavigationState;
  subscribe(listener: (state: NavigationState) => void): () => void;
}

/** Options of {@link startBridge}. */
export interface BridgeOptions {
  window: Window;
  bootstrap: FrameBootstrap;
  store: FrameStore;
  api: Pick<ApiClient, 'post' | 'raw'>;
  /** The element whose height is reported (`#root`); no height reporting without it. */
  rootElement?: Element | null;
  connectToHost?: ConnectToHost;
  /** Milliseconds since navigation start; default `performance.now()`. */
  now?: () => number;
  ResizeObserverImpl?: typeof ResizeObserver | undefined;
  measure?: (element: Element) => number;
  log?: Pick<Logger, 'warn' | 'error'>;
  /** Resolves bridge search submits before they are published (the search feature's resolver). */
  resolveSubmit?: SearchSubmitResolver;
}

/** Handle returned by {@link startBridge}. */
export interface FrameBridge {
  /** Whether there is a host (false when opened top-level). */
  readonly active: boolean;
  /** Sends (or queues until connected) one outgoing message. */
  send(message: OutgoingMessage): void;
  /**
   * Call when the first route has rendered: heights are reported from then on (the iframe keeps its height while a
   * new frame document is still empty), and record-load-success goes out once this and the connection are done.
   */
  markFirstRouteRendered(): void;
  /**
   * Sends display-spinner while the router loads a route's code or data (a navigation or a revalidation is
   * 'loading') and hide-spinner when it settles; sends `route` (contract RouteMessageSchema, issue #8) with the
   * current route at once and again whenever a settled navigation changed it. Returns unsubscribe.
   */
  trackNavigation(source: NavigationSource): () => void;
  /** Resolves when the handshake completes (never, when inactive or the host never answers). */
  readonly connected: Promise<void>;
  /** The `receive` implementation (exposed for tests and diagnostics). */
  readonly receive: ReceiveFn;
  destroy(): void;
}

/** penpal v7: WindowMessenger to `window.parent` restricted to `allowedOrigins`, exposing `receive`. */
export const penpalConnectToHost: ConnectToHost = (receive, allowedOrigins, win) => {
  const messenger = new WindowMessenger({ remoteWindow: win.parent, allowedOrigins });
  const connection = connect<HostMethods>({
    messenger,
    methods: { [BRIDGE_METHOD]: (message: unknown): Promise<BridgeReply> => receive(message) },
  });
  return {
    promise: connection.promise.then((remote) => ({
      receive: (message: OutgoingMessage) => remote[BRIDGE_METHOD](message),
    })),
    destroy: () => connection.destroy(),
  };
};

const inactiveBridge = (receive: ReceiveFn): FrameBridge => ({
  active: false,
  send: () => undefined,
  markFirstRouteRendered: () => undefined,
  trackNavigation: () => () => undefined,
  connected: new Promise<void>(() => undefined),
  receive,
  destroy: () => undefined,
});

/** Starts the bridge. Never throws; connection failures are logged. */
export function startBridge(options: BridgeOptions): FrameBridge {
  const { window: win, bootstrap, store, api } = options;
  const log = options.log ?? logger;
  const now = options.now ?? (() => performance.now());
  const receive = createIncomingHandler({
    api,
    store,
    relayAllowList: bootstrap.partner.relayAllowList,
    origin: win.location.origin,
    log,
    ...(options.resolveSubmit ? { resolveSubmit: options.resolveSubmit } : {}),
  });
  if (win.parent === win) return inactiveBridge(receive);

  const outgoing = createOutgoingChannel(log);
  const connection = (options.connectToHost ?? penpalConnectToHost)(receive, bootstrap.partner.allowedOrigins, win);
  let isConnected = false;
  let firstRouteRendered = false;
  let releaseHeights: () => void = () => undefined;
  const firstRoute = new Promise<void>((resolve) => {
    releaseHeights = resolve;
  });
  let loadSuccessSent = false;
  let spinnerShown = false;
  const cleanups: Array<() => void> = [];

  const maybeSendLoadSuccess = (): void => {
    if (loadSuccessSent || !isConnected || !firstRouteRendered) return;
    loadSuccessSent = true;
    outgoing.send({ action: 'record-load-success', loadTimeMs: Math.max(0, now()) });
  };

  const connected = connection.promise.then(
    (remote) => {
      outgoing.attach((message) => remote.receive(message));
      isConnected = true;
      outgoing.send({ action: 'enableRework', enabled: true });
      maybeSendLoadSuccess();
    },
    (error: unknown) => {
      log.error('bridge connection failed', error);
      return new Promise<void>(() => undefined);
    },
  );

  if (options.rootElement) {
    cleanups.push(
      startHeightReporter({
        element: options.rootElement,
        send: (height) => outgoing.send({ action: 'height', height }),
        // A new document's empty #root is not the page: the iframe keeps its height until the first route is here.
        holdUntil: firstRoute,
        ...('ResizeObserverImpl' in options ? { ResizeObserverImpl: options.ResizeObserverImpl } : {}),
        ...(options.measure ? { measure: options.measure } : {}),
      }),
    );
  }

  return {
    active: true,
    send: (message) => outgoing.send(message),
    markFirstRouteRendered() {
      firstRouteRendered = true;
      releaseHeights();
      maybeSendLoadSuccess();
    },
    trackNavigation(source) {
      let route: string | undefined;
      const reportRoute = (state: NavigationState): void => {
        const next = frameRouteOf(state.location, basenameFor(bootstrap));
        if (next === route) return;
        route = next;
        outgoing.send({ action: 'route', path: next });
      };
      reportRoute(source.state);
      const unsubscribe = source.subscribe((state) => {
        if (state.navigation.state === 'idle') reportRoute(state);
        const loading = state.navigation.state === 'loading' || state.revalidation === 'loading';
        if (loading && !spinnerShown) {
          spinnerShown = true;
          outgoing.send({ action: 'display-spinner' });
        } else if (!loading && spinnerShown && state.navigation.state === 'idle') {
          spinnerShown = false;
          outgoing.send({ action: 'hide-spinner' });
        }
      });
      cleanups.push(unsubscribe);
      return unsubscribe;
    },
    connected,
    receive,
    destroy() {
      for (const cleanup of cleanups.splice(0)) cleanup();
      connection.destroy();
    },
  };
}
