/**
 * What route loaders read besides their request (ARCHITECTURE: server state goes through React Router's data
 * loaders): the app's jotai store (the currency prices are asked in) and the router basename (so a loader can
 * turn `request.url` back into the path the route table sees). The app puts one {@link FrameRouteContext}
 * into the router's `getContext`; loaders read it with {@link frameRouteContextOf}.
 */
import { createContext, RouterContextProvider } from 'react-router';
import { localeAtom } from './locale.ts';
import type { FrameStore } from './store.ts';

/** The loaders' view of the app. */
export interface FrameRouteContext {
  store: FrameStore;
  /** Router basename, e.g. `/p/demo` (`''` or `/` for none). */
  basename: string;
}

const frameRouteContext = createContext<FrameRouteContext>();

/** A router `getContext` handing every loader `value` (the router calls it once per navigation or fetcher load). */
export function routerContextFor(value: FrameRouteContext): () => RouterContextProvider {
  return () => {
    const context = new RouterContextProvider();
    context.set(frameRouteContext, value);
    return context;
  };
}

/**
 * The {@link FrameRouteContext} of a loader's `context` argument.
 * @throws Error when the router was created without {@link routerContextFor}
 */
export function frameRouteContextOf(context: unknown): FrameRouteContext {
  if (!(context instanceof RouterContextProvider)) throw new Error('Route loader without the frame route context (create the router with routerContextFor)');
  return context.get(frameRouteContext);
}

/** ISO 4217 code of the currency the user sees prices in, for a loader's `context`. */
export function loaderCurrency(context: unknown): string {
  return frameRouteContextOf(context).store.get(localeAtom).currency;
}

/** `request.url` as the route table sees it: path inside the basename plus query, e.g. `/flights/JFK-LHR/2030-06-01?adults=1`. */
export function loaderPath(request: Request, context: unknown): string {
  const url = new URL(request.url);
  const base = frameRouteContextOf(context).basename.replace(/\/+$/, '');
  const path = base && (url.pathname === base || url.pathname.startsWith(`${base}/`)) ? url.pathname.slice(base.length) || '/' : url.pathname;
  return `${path}${url.search}`;
}
