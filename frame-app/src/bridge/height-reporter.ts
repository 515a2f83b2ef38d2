/**
 * Reports the frame's content height to the host (bridge `height`, core-and-business §7, §9).
 *
 * Measures the `#root` element (never html/body, whose height depends on the iframe's own height and could
 * feed back into a loop): `Math.ceil` of its border-box height. Changes come from a ResizeObserver, or from
 * a poll every DEFAULT_POLL_INTERVAL_MS (32 ms) where ResizeObserver is unavailable. Sends are throttled to
 * one per RESIZE_THROTTLE_MS (16 ms), leading and trailing: the first change goes out at once, the last
 * value of a burst always goes out at the end of the window, and a value equal to the last one sent is
 * never re-sent.
 *
 * With `holdUntil`, nothing is sent before that promise resolves; then the element is measured at once (a forced
 * layout, which works even while the browser is not rendering the frame) and reporting goes on as above. The bridge
 * holds until the first route has rendered: a new frame document (a reload, the sign-out redirect, a full-page
 * navigation) starts empty, and reporting its empty `#root` (0 px, then the header alone) made the host shrink the
 * iframe to a strip. On a partner page scrolled past the frame's top that strip sits above the screen, where
 * Chromium stops rendering a cross-site frame, so no later height ever arrived and the frame stayed a strip until
 * the visitor scrolled back up. Held, the iframe keeps its last height while the new document loads.
 */
import { MAX_FRAME_HEIGHT_PX } from '@travel/contract';
import { DEFAULT_POLL_INTERVAL_MS, RESIZE_THROTTLE_MS } from './constants.ts';

/** Collaborators; defaults are the browser's. */
export interface HeightReporterOptions {
  /** The element measured (the app's `#root`). */
  element: Element;
  /** Receives each height to send, in CSS px. */
  send: (height: number) => void;
  /** The ResizeObserver constructor; `undefined` selects polling. Default `globalThis.ResizeObserver`. */
  ResizeObserverImpl?: typeof ResizeObserver | undefined;
  /** Border-box height in CSS px; default `element.getBoundingClientRect().height`. */
  measure?: (element: Element) => number;
  /** When given, heights are sent only once it resolves (then the current height at once); see the module docstring. */
  holdUntil?: Promise<void>;
}

/** Starts reporting; returns a stop function. */
export function startHeightReporter(options: HeightReporterOptions): () => void {
  const { element, send } = options;
  const measure = options.measure ?? ((el: Element) => el.getBoundingClientRect().height);
  const Observer = 'ResizeObserverImpl' in options ? options.ResizeObserverImpl : globalThis.ResizeObserver;

  let lastSent: number | undefined;
  let pending: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let held = options.holdUntil !== undefined;

  const emit = (height: number): void => {
    if (held || height === lastSent) return;
    lastSent = height;
    send(height);
  };

  const windowEnds = (): void => {
    timer = undefined;
    if (pending !== undefined && pending !== lastSent) {
      const value = pending;
      pending = undefined;
      emit(value);
      timer = setTimeout(windowEnds, RESIZE_THROTTLE_MS);
    }
    pending = undefined;
  };

  const report = (rawHeight: number): void => {
    if (stopped) return;
    const height = Math.min(MAX_FRAME_HEIGHT_PX, Math.max(0, Math.ceil(rawHeight)));
    if (timer === undefined) {
      if (height === lastSent) return;
      emit(height);
      timer = setTimeout(windowEnds, RESIZE_THROTTLE_MS);
    } else {
      pending = height;
    }
  };

  const measureAndReport = (): void => report(measure(element));

  void options.holdUntil?.then(() => {
    held = false;
    measureAndReport();
  });

  let stopSource: () => void;
  if (Observer) {
    const observer = new Observer((entries) => {
      const entry = entries[entries.length - 1];
      const box = entry?.borderBoxSize?.[0];
      report(box ? box.blockSize : measure(element));
    });
    observer.observe(element, { box: 'border-box' });
    stopSource = () => observer.disconnect();
  } else {
    measureAndReport();
    const interval = setInterval(measureAndReport, DEFAULT_POLL_INTERVAL_MS);
    stopSource = () => clearInterval(interval);
  }

  return () => {
    stopped = true;
    stopSource();
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
}
