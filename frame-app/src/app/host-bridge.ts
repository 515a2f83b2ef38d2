/**
 * The frame's side of the host bridge, off the first page (issue #23 "First page budget": penpal, the bridge and the
 * contract's bridge message schemas are about 5 KB brotli that nothing on the first screen needs). start.tsx loads
 * this module once the first route has rendered, and only in a frame (opened top-level there is no host).
 *
 * Nothing the host sees comes later than before: the bridge holds height reports and record-load-success until the
 * first route has rendered anyway (bridge.ts), and penpal on the host side queues calls until the handshake.
 */
import type { FrameBootstrap } from '@travel/contract';
import { apiClient } from '../api/index.ts';
import { startBridge, type FrameBridge, type NavigationSource } from '../bridge/index.ts';
import type { FrameStore } from '../state/index.ts';
import { resolveSearchSubmit } from '../features/search/index.ts';

/** What {@link connectHostBridge} needs from the started app. */
export interface HostBridgeOptions {
  window: Window;
  bootstrap: FrameBootstrap;
  store: FrameStore;
  /** The element whose height is reported (`#root`). */
  rootElement: Element;
  /** The app's router: spinner and route messages follow its navigations. */
  router: NavigationSource;
}

/**
 * Starts the bridge (core-and-business §7) for an app whose first route has rendered: connects to the host, reports
 * heights and record-load-success from now on, and follows the router's navigations. Never throws (startBridge logs
 * connection failures).
 */
export function connectHostBridge({ window: win, bootstrap, store, rootElement, router }: HostBridgeOptions): FrameBridge {
  const bridge = startBridge({
    window: win,
    bootstrap,
    store,
    api: apiClient,
    rootElement,
    resolveSubmit: (query) => resolveSearchSubmit(query),
  });
  bridge.trackNavigation(router);
  bridge.markFirstRouteRendered();
  return bridge;
}
