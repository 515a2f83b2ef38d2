/**
 * A tiny typed event emitter; one instance per mounted frame (no shared state between frames).
 * A throwing handler is reported with console.error and does not stop the other handlers.
 * (Closures rather than a class: local names minify, private fields do not - the IIFE has a byte budget.)
 */
export interface Emitter<M> {
  /** Adds `handler` for `event`; adding the same function twice has no extra effect. */
  on<K extends keyof M>(event: K, handler: (payload: M[K]) => void): void;
  /** Removes `handler` from `event`; unknown handlers are ignored. */
  off<K extends keyof M>(event: K, handler: (payload: M[K]) => void): void;
  /** Calls every handler of `event` with `payload`, in the order they were added. */
  emit<K extends keyof M>(event: K, payload: M[K]): void;
  /** Removes every handler. */
  clear(): void;
}

type AnyHandler = (payload: unknown) => void;

/** Creates an empty emitter for the event map `M` (event name -> payload type). */
export function createEmitter<M>(): Emitter<M> {
  const handlers = new Map<keyof M, Set<AnyHandler>>();
  return {
    on(event, handler) {
      let set = handlers.get(event);
      if (!set) handlers.set(event, (set = new Set()));
      set.add(handler as AnyHandler);
    },
    off(event, handler) {
      handlers.get(event)?.delete(handler as AnyHandler);
    },
    emit(event, payload) {
      for (const handler of [...(handlers.get(event) ?? [])]) {
        try {
          handler(payload);
        } catch (error) {
          console.error(`[travel-host-sdk] "${String(event)}" handler failed`, error);
        }
      }
    },
    clear: () => handlers.clear(),
  };
}
