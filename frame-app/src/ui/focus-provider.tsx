import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { logger } from '../state/logger.ts';

/** What {@link useFocusHelpers} returns. */
export interface FocusHelpers {
  /**
   * Moves focus to the element registered under `key` after `delayMs` (default 0: the next task), e.g. after a
   * dialog or popover finished its animation. Warns (logger) and does nothing when no element is registered under
   * `key` when the delay ends. Returns a function that cancels the pending focus.
   */
  focus(key: string, delayMs?: number): () => void;
}

interface FocusRegistry {
  elements: Map<string, HTMLElement>;
}

const FocusContext = createContext<FocusRegistry | null>(null);

/** Warning text outside a provider (core-and-business §8 "Focus helpers outside provider … warnings"). */
export const FOCUS_OUTSIDE_PROVIDER_WARNING = 'Focus helpers used outside a <FocusProvider>; focus requests are ignored';

/** Warning text for a key without an element (core-and-business §8 "… or without a registered element"). */
export function focusNotRegisteredWarning(key: string): string {
  return `No element registered for focus key "${key}"`;
}

/**
 * Holds elements registered by key ({@link useFocusTarget}) so another part of the page can move focus to them
 * ({@link useFocusHelpers}), e.g. back to a field after a dialog closes.
 */
export function FocusProvider({ children }: { children: ReactNode }) {
  const registry = useMemo<FocusRegistry>(() => ({ elements: new Map() }), []);
  return <FocusContext.Provider value={registry}>{children}</FocusContext.Provider>;
}

/**
 * A ref callback registering its element under `key` in the nearest {@link FocusProvider} (unregistered on
 * unmount). Outside a provider it warns once (logger.warn {@link FOCUS_OUTSIDE_PROVIDER_WARNING}) and registers
 * nothing.
 */
export function useFocusTarget<E extends HTMLElement = HTMLElement>(key: string): (element: E | null) => void {
  const registry = useContext(FocusContext);
  useEffect(() => {
    if (!registry) logger.warn(FOCUS_OUTSIDE_PROVIDER_WARNING, key);
  }, [registry, key]);
  return useCallback(
    (element: E | null) => {
      if (!registry) return;
      if (element) registry.elements.set(key, element);
      else registry.elements.delete(key);
    },
    [registry, key],
  );
}

/**
 * Focus helpers of the nearest {@link FocusProvider}. Outside one, `focus` only warns
 * ({@link FOCUS_OUTSIDE_PROVIDER_WARNING}); a key without an element warns ({@link focusNotRegisteredWarning}).
 * Pending focus requests are cancelled when the calling component unmounts.
 */
export function useFocusHelpers(): FocusHelpers {
  const registry = useContext(FocusContext);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const t of pending) clearTimeout(t);
      pending.clear();
    };
  }, []);
  return useMemo<FocusHelpers>(
    () => ({
      focus(key, delayMs = 0) {
        if (!registry) {
          logger.warn(FOCUS_OUTSIDE_PROVIDER_WARNING, key);
          return () => undefined;
        }
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          const element = registry.elements.get(key);
          if (!element?.isConnected) {
            logger.warn(focusNotRegisteredWarning(key));
            return;
          }
          element.focus();
        }, delayMs);
        timers.current.add(timer);
        return () => {
          clearTimeout(timer);
          timers.current.delete(timer);
        };
      },
    }),
    [registry],
  );
}
