/**
 * "First page interactive" signal for the bridge's record-load-success (core-and-business §7): fired once,
 * when the first route component has mounted.
 */
import { createElement, useEffect, useSyncExternalStore, type ComponentType } from 'react';

let rendered = false;
const listeners = new Set<() => void>();

/** Runs `listener` once the first route has rendered (immediately if it already has). Returns unsubscribe. */
export function onFirstRouteRendered(listener: () => void): () => void {
  if (rendered) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Marks the first route as rendered (idempotent). */
export function signalFirstRouteRendered(): void {
  if (rendered) return;
  rendered = true;
  for (const listener of [...listeners]) listener();
  listeners.clear();
}

/** Test helper: forget that a route rendered. */
export function resetFirstRouteRendered(): void {
  rendered = false;
  listeners.clear();
}

/** Wraps a route component so its first mount fires {@link signalFirstRouteRendered}. */
export function withFirstRenderSignal(Page: ComponentType): ComponentType {
  function FirstRenderSignal() {
    useEffect(signalFirstRouteRendered, []);
    return createElement(Page);
  }
  FirstRenderSignal.displayName = `FirstRenderSignal(${Page.displayName ?? Page.name ?? 'Page'})`;
  return FirstRenderSignal;
}

/**
 * Whether the first route has rendered (false during the first render of the app, true from the commit after it):
 * parts of the page that nothing on the first screen needs (the root layout's account prompts, sign-in host and
 * consent root; issue #23 "First page budget") start loading their code only once it is true, so their requests
 * come after the front door's search form is interactive instead of competing with it.
 */
export function useFirstRouteRendered(): boolean {
  return useSyncExternalStore(
    (onChange) => onFirstRouteRendered(onChange),
    () => rendered,
    () => false,
  );
}
