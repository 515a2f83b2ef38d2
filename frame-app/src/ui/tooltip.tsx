import { Children, cloneElement, useEffect, useId, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Tooltip as AriaTooltip, TooltipTriggerStateContext, type TooltipTriggerState } from 'react-aria-components';
import { DEFAULT_TIMER_MS, TOOLTIP_FADE_OUT_DELAY_MS, TOOLTIP_FOCUS_DELAY_MS, TOOLTIP_OFFSET_PX } from './constants.ts';
import { createTooltipMachine, type TooltipMachine, type TooltipTimings } from './tooltip-machine.ts';
import styles from './tooltip.module.css';

/** What opens a {@link Tooltip}: `hover` (pointer or keyboard focus), `focus` (keyboard focus only) or `click`. */
export type TooltipTriggerMode = 'hover' | 'focus' | 'click';

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** The tooltip's text (also the trigger's accessible description while shown). */
  content: ReactNode;
  /** One focusable element that forwards `aria-describedby` (a `Button`, a `<button>`, a link). */
  children: ReactElement<{ 'aria-describedby'?: string | undefined }>;
  /** Default `hover`. */
  trigger?: TooltipTriggerMode;
  /** Default `top`; flips when there is no room. */
  placement?: 'top' | 'bottom' | 'start' | 'end';
  /** Gap to the trigger in px; default {@link TOOLTIP_OFFSET_PX} (12). */
  offset?: number;
  /**
   * Auto-close time in ms: the tooltip hides that long after it appeared. Default: {@link DEFAULT_TIMER_MS} (5000)
   * for `click`, never for `hover` and `focus` (they close when the pointer or focus leaves).
   */
  autoCloseMs?: number | null;
  className?: string;
}

/**
 * The timing machine as React state: `[isOpen, machine]`; the machine lives as long as the component.
 */
export function useTooltipMachine(timings: TooltipTimings): [boolean, TooltipMachine] {
  const [isOpen, setOpen] = useState(false);
  const [machine] = useState(() => createTooltipMachine(timings, setOpen));
  useEffect(() => machine.setTimings(timings), [machine, timings]);
  useEffect(() => () => machine.dispose(), [machine]);
  return [isOpen, machine];
}

/**
 * A tooltip on one focusable trigger (core-and-business §4, §9): shows {@link TOOLTIP_FOCUS_DELAY_MS} (100 ms) after
 * the pointer enters or keyboard focus arrives (`hover`), after focus only (`focus`), or at once on a click
 * (`click`, which hides again on the next click or after the auto-close time); hides {@link TOOLTIP_FADE_OUT_DELAY_MS}
 * (200 ms) after the pointer or focus leaves, at once on Escape. Drawn by react-aria-components' Tooltip
 * (role="tooltip", positioned {@link TOOLTIP_OFFSET_PX} px from the trigger, flipping when there is no room); while
 * shown the trigger is described by it (aria-describedby).
 */
export function Tooltip({ content, children, trigger = 'hover', placement = 'top', offset = TOOLTIP_OFFSET_PX, autoCloseMs, className }: TooltipProps) {
  const anchorRef = useRef<HTMLSpanElement>(null);
  const id = useId();
  const closeAfter = autoCloseMs === undefined ? (trigger === 'click' ? DEFAULT_TIMER_MS : null) : autoCloseMs;
  const timings = useMemo<TooltipTimings>(
    () => ({ showDelayMs: TOOLTIP_FOCUS_DELAY_MS, hideDelayMs: TOOLTIP_FADE_OUT_DELAY_MS, autoCloseMs: closeAfter }),
    [closeAfter],
  );
  const [isOpen, machine] = useTooltipMachine(timings);

  useEffect(() => {
    if (!isOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') machine.hideNow();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [isOpen, machine]);

  // The tooltip element's own hover keeps it open (react-aria calls open/close when the pointer is over it).
  const state = useMemo<TooltipTriggerState>(
    () => ({ isOpen, shouldSkipAnimation: false, open: () => machine.showNow(), close: () => machine.hide() }),
    [isOpen, machine],
  );

  const child = Children.only(children);
  const ownDescription = child.props['aria-describedby'];
  const described = cloneElement(child, { 'aria-describedby': isOpen ? [ownDescription, id].filter(Boolean).join(' ') : ownDescription });

  const handlers =
    trigger === 'click'
      ? {
          // Enter/Space press the trigger (react-aria buttons send no click for them); a click from the keyboard
          // (detail 0, native buttons) was already counted by its key.
          onKeyDownCapture: (e: React.KeyboardEvent) => {
            if ((e.key === 'Enter' || e.key === ' ') && !e.repeat) machine.toggle();
          },
          onClickCapture: (e: React.MouseEvent) => {
            if (e.detail !== 0) machine.toggle();
          },
          onBlur: () => machine.hide(),
        }
      : {
          onFocus: () => machine.show(),
          onBlur: () => machine.hide(),
          ...(trigger === 'hover'
            ? {
                onPointerEnter: (e: React.PointerEvent) => {
                  if (e.pointerType !== 'touch') machine.show();
                },
                onPointerLeave: () => machine.hide(),
              }
            : {}),
        };

  return (
    <>
      <span ref={anchorRef} className={styles.anchor} {...handlers}>
        {described}
      </span>
      <TooltipTriggerStateContext.Provider value={state}>
        {/* `id` reaches the role="tooltip" element (react-aria's own TooltipTrigger passes it the same way); TooltipProps does not declare it. */}
        <AriaTooltip {...({ id } as object)} triggerRef={anchorRef} isOpen={isOpen} placement={placement} offset={offset} className={[styles.tooltip, className].filter(Boolean).join(' ')}>
          {content}
        </AriaTooltip>
      </TooltipTriggerStateContext.Provider>
    </>
  );
}
