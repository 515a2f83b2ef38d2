/**
 * Generic loader for react-aria widgets kept off the first page (issue #23 "First page budget"; ARCHITECTURE.md
 * "the first page carries only what the front door shows").
 *
 * {@link lazyModule} wraps a dynamic import once per module: every component that uses the returned hook renders
 * its light stand-in until the module is there, then the real widget. The module loads when the browser is idle
 * after the first render (requestIdleCallback with {@link LAZY_WIDGET_IDLE_TIMEOUT_MS}, so it is not on the way to
 * an interactive form), or at once when the caller's `load()` runs (the visitor pressed, focused or typed into the
 * stand-in). The stand-in is responsible for looking identical and for handing focus over (see lazy-fields.tsx).
 */
import { useCallback, useEffect, useState } from 'react';

/** Longest wait for an idle moment before a lazy widget's module loads anyway, ms (requestIdleCallback `timeout`). */
export const LAZY_WIDGET_IDLE_TIMEOUT_MS = 2_000;

/** The hook of {@link lazyModule}, with `preload()`: load now (resolves with the module; the hook's users render it from then on). */
export interface LazyModuleHook<M> {
  (): LazyModuleState<M>;
  preload(): Promise<M>;
}

/** What the hook of {@link lazyModule} returns: the module once loaded (undefined before) and `load()` (load now; the same function on every render). */
export interface LazyModuleState<M> {
  module: M | undefined;
  load(): void;
}

/**
 * One lazily loaded module shared by all its users: `importer` runs at most once (a failed import is retried on the
 * next `load()`). Returns a React hook giving {@link LazyModuleState}; the hook schedules the idle load on mount.
 * @param importer the dynamic import, e.g. `() => import('./combo-box-field.tsx')`
 */
export function lazyModule<M>(importer: () => Promise<M>): LazyModuleHook<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const get = (): Promise<M> => {
    loading ??= importer().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function useLazyModule(): LazyModuleState<M> {
    const [module, setModule] = useState(loaded);
    useEffect(() => {
      if (module) return undefined;
      let live = true;
      const start = (): void => void get().then((m) => live && setModule(m), () => undefined);
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(start, { timeout: LAZY_WIDGET_IDLE_TIMEOUT_MS });
        return () => {
          live = false;
          window.cancelIdleCallback(handle);
        };
      }
      const handle = window.setTimeout(start, 0);
      return () => {
        live = false;
        window.clearTimeout(handle);
      };
    }, [module]);
    // Stable across renders (effects and handlers may depend on it).
    const load = useCallback(() => void get().then(setModule, () => undefined), []);
    return { module, load };
  }
  return Object.assign(useLazyModule, { preload: get });
}
