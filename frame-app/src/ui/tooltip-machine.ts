/**
 * The tooltip/popover timing state machine (core-and-business §4 "Tooltip/popover: hidden, shown after a delay,
 * hidden after a delay or an auto-close time"; delays from §9). Framework-free so it is tested with fake timers.
 *
 * Phases: `hidden` -> (show) `showing` -> after `showDelayMs` `shown` -> (hide) `hiding` -> after `hideDelayMs`
 * `hidden`. A show while `hiding` keeps it shown; a hide while `showing` cancels the show. When `autoCloseMs` is
 * set, a shown tooltip hides on its own that long after it appeared. The tooltip is open in `shown` and `hiding`.
 */

/** Where the machine is; see the module comment. */
export type TooltipPhase = 'hidden' | 'showing' | 'shown' | 'hiding';

/** Timings of a {@link TooltipMachine}, ms; `autoCloseMs: null` never closes on its own. */
export interface TooltipTimings {
  showDelayMs: number;
  hideDelayMs: number;
  autoCloseMs: number | null;
}

/** A running machine; `onChange` of {@link createTooltipMachine} hears every open/closed change. */
export interface TooltipMachine {
  readonly phase: TooltipPhase;
  readonly isOpen: boolean;
  /** Asks to show after the show delay (hover, focus). */
  show(): void;
  /** Asks to hide after the hide delay (pointer left, focus left). */
  hide(): void;
  /** Shows at once (a click, or the pointer entering the open tooltip). */
  showNow(): void;
  /** Hides at once (Escape, a click on an open click tooltip). */
  hideNow(): void;
  /** A click on a click-triggered tooltip: hides at once when open or about to open, otherwise shows at once. */
  toggle(): void;
  /** Replaces the timings for the next transitions. */
  setTimings(timings: TooltipTimings): void;
  /** Clears pending timers (unmount). */
  dispose(): void;
}

/**
 * Creates a machine in phase `hidden`.
 * @param timings delays in ms (see {@link TooltipTimings})
 * @param onChange called with the new open state each time it changes (never for a change to the same state)
 */
export function createTooltipMachine(timings: TooltipTimings, onChange: (isOpen: boolean) => void): TooltipMachine {
  let current = timings;
  let phase: TooltipPhase = 'hidden';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let autoClose: ReturnType<typeof setTimeout> | undefined;

  const openIn = (p: TooltipPhase) => p === 'shown' || p === 'hiding';
  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const clearAutoClose = () => {
    if (autoClose !== undefined) clearTimeout(autoClose);
    autoClose = undefined;
  };
  const enter = (next: TooltipPhase) => {
    const was = openIn(phase);
    phase = next;
    if (next === 'hidden') clearAutoClose();
    if (was !== openIn(next)) onChange(openIn(next));
  };
  const appear = () => {
    clear();
    const wasShown = openIn(phase);
    enter('shown');
    if (!wasShown && current.autoCloseMs !== null) {
      clearAutoClose();
      autoClose = setTimeout(() => {
        autoClose = undefined;
        clear();
        enter('hidden');
      }, current.autoCloseMs);
    }
  };
  const disappear = () => {
    clear();
    enter('hidden');
  };

  return {
    get phase() {
      return phase;
    },
    get isOpen() {
      return openIn(phase);
    },
    show() {
      if (phase === 'shown' || phase === 'showing') return;
      if (phase === 'hiding') {
        clear();
        enter('shown');
        return;
      }
      enter('showing');
      timer = setTimeout(() => {
        timer = undefined;
        appear();
      }, current.showDelayMs);
    },
    hide() {
      if (phase === 'hidden' || phase === 'hiding') return;
      if (phase === 'showing') {
        disappear();
        return;
      }
      enter('hiding');
      timer = setTimeout(() => {
        timer = undefined;
        enter('hidden');
      }, current.hideDelayMs);
    },
    showNow: appear,
    hideNow: disappear,
    toggle() {
      if (phase === 'hidden') appear();
      else disappear();
    },
    setTimings(next) {
      current = next;
    },
    dispose() {
      clear();
      clearAutoClose();
    },
  };
}
