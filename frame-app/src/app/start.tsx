/**
 * Starts the frame: reads the bootstrap, creates the jotai store, wires the HTTP client to the page globals
 * and the router, renders the app into `#root`, and once the first route has rendered loads and starts the bridge
 * (unless opened top-level; host-bridge.ts).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { RouterProvider } from 'react-router';
import { configureApiClient, loadZodEnglish } from '../api/index.ts';
import {
  basenameFor, bootstrapAtom, consentAtom, createFrameStore, formTokenAtom, localeAtom, logger, readBootstrap, rememberFrameParams, rememberHostCmp, restoreFrameParams,
} from '../state/index.ts';
import { UnexpectedErrorView } from '../features/chrome/index.ts';
import { AppProviders } from './providers.tsx';
import { createAppRouter, isFrontDoorPath, loadLaterPageRoutes } from './routes.tsx';
import type { RouteObject } from 'react-router';
import { onFirstRouteRendered } from './first-render.ts';
import { lazyWithRetry } from './lazy-with-retry.ts';
import { DEFAULT_LOCALE, messagesFor } from './i18n/index.ts';

/** What {@link startFrameApp} started. */
export interface StartedFrameApp {
  router: ReturnType<typeof createAppRouter>;
}

/** The host bridge's module (host-bridge.ts), loaded after the first route has rendered, with import retries. */
const loadHostBridge = lazyWithRetry(() => import('./host-bridge.ts'));

/**
 * Boots the app. Without valid bootstrap data it logs the problem, renders the unexpected-error view and
 * resolves `undefined`. On the front door the app starts at once; opened on another page, once the later page routes
 * (later-routes.tsx) are here, so that page's own loading status shows while it loads (if they cannot load, the router
 * tries again on navigation). It renders at once in English, and after its catalogue has loaded in another locale.
 */
export async function startFrameApp(win: Window = window, doc: Document = document): Promise<StartedFrameApp | undefined> {
  const rootElement = doc.getElementById('root');
  if (!rootElement) throw new Error('Missing #root element');

  let bootstrap;
  try {
    // A reload of a page the frame navigated to: its URL no longer has brand, locale and currency.
    bootstrap = restoreFrameParams(readBootstrap(doc), win);
  } catch (error) {
    logger.error('frame bootstrap failed', error);
    createRoot(rootElement).render(
      <IntlProvider locale={DEFAULT_LOCALE} messages={{}}>
        <UnexpectedErrorView />
      </IntlProvider>,
    );
    return undefined;
  }

  const store = createFrameStore(bootstrap);
  // The partner's own CMP manages consent (host SDK consentManagedByHost): no consent UI of the frame's own (issue #13).
  const hostCmp = rememberHostCmp(win);
  if (hostCmp) store.set(consentAtom, { ...store.get(consentAtom), hostManaged: true });
  doc.documentElement.lang = bootstrap.locale;
  const basename = basenameFor(bootstrap);
  let laterPages: RouteObject[] = [];
  if (!isFrontDoorPath(win.location.pathname, basename)) {
    laterPages = await loadLaterPageRoutes().then(
      ({ createLaterPageRoutes }) => createLaterPageRoutes(),
      // lazyWithRetry logged it; the router asks again on the first navigation.
      () => [],
    );
  }
  const router = createAppRouter(basename, store, laterPages);

  configureApiClient({
    getFormToken: () => store.get(formTokenAtom),
    setFormToken: (token) => store.set(formTokenAtom, token),
    navigate: (path) => void router.navigate(path),
    currentPath: () => router.state.location.pathname + router.state.location.search,
    reloadPage: () => win.location.reload(),
  });

  // Keep brand, locale and currency in every history entry the frame creates, for a reload of that entry.
  const remember = (): void => {
    const { tag, currency } = store.get(localeAtom);
    rememberFrameParams({ brandDisplayName: store.get(bootstrapAtom).brandDisplayName, locale: tag, currency }, win);
    if (hostCmp) rememberHostCmp(win, true);
  };
  remember();
  router.subscribe((state) => {
    if (state.navigation.state === 'idle') remember();
  });
  store.sub(localeAtom, remember);
  onFirstRouteRendered(() => {
    // The later page routes, so the first navigation from the front door does not wait for them (routes.tsx); a
    // router made on another page has them already.
    if (laterPages.length === 0) void loadLaterPageRoutes().catch(() => undefined);
    // The bridge, off the first page (host-bridge.ts); opened top-level there is no host to connect to.
    if (win.parent !== win) {
      void loadHostBridge().then(
        ({ connectHostBridge }) => connectHostBridge({ window: win, bootstrap, store, rootElement, router }),
        // lazyWithRetry logged the failure; without a bridge the host reports the frame as not connected.
        () => undefined,
      );
    }
    // zod's English messages (api/zod-english.ts), off the first page.
    void loadZodEnglish();
  });

  const render = (): void =>
    createRoot(rootElement).render(
      <StrictMode>
        <AppProviders store={store}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  // A non-English frame renders once its catalogue is here, never through a suspended first render: React
  // retries a suspended render in time slices, and RouterProvider reads router.state while rendering but
  // subscribes only at commit, so a route module that finished loading in between was lost and the page stayed
  // on "Loading…" for good (seen with ja and de frames). messagesFor never rejects (English on failure).
  const catalogue = messagesFor(bootstrap.locale);
  if (catalogue.status === 'fulfilled') render();
  else void catalogue.then(render);
  return { router };
}
