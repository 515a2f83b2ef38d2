/**
 * The interaction states react-aria-components put on its elements (`data-hovered`, `data-pressed`,
 * `data-focus-visible`), for the native elements of the first page (issue #23 "First page budget": the front door's
 * buttons, tabs, radios and checkboxes are native elements, so no react-aria code is on its way to an interactive
 * search form). The CSS modules style both kinds by the same attributes, so a native control looks exactly like
 * the react-aria one it stands for.
 *
 * The attributes are set on the element the handlers are spread on (`event.currentTarget`) straight in the DOM,
 * without a React render: hover only for a mouse (as react-aria, which ignores the hover a touch emulates), pressed
 * from pointerdown (primary button) or Enter/Space keydown until the press ends, focus-visible while the element or
 * a descendant (a label's visually hidden input) has focus that the browser shows as keyboard focus (`:focus-visible`).
 */
import type { FocusEvent, KeyboardEvent, PointerEvent } from 'react';

/** The handlers {@link interactionStateHandlers} returns; spread them on the element. */
export interface InteractionStateHandlers {
  onPointerEnter(event: PointerEvent<HTMLElement>): void;
  onPointerLeave(event: PointerEvent<HTMLElement>): void;
  onPointerDown(event: PointerEvent<HTMLElement>): void;
  onPointerUp(event: PointerEvent<HTMLElement>): void;
  onPointerCancel(event: PointerEvent<HTMLElement>): void;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  onKeyUp(event: KeyboardEvent<HTMLElement>): void;
  onFocus(event: FocusEvent<HTMLElement>): void;
  onBlur(event: FocusEvent<HTMLElement>): void;
}

const PRESS_KEYS = new Set(['Enter', ' ']);

/** True when `element` shows keyboard focus (false where the engine does not know `:focus-visible`, e.g. old jsdom). */
function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/**
 * Handlers that keep `data-hovered`, `data-pressed` and `data-focus-visible` on the element they are spread on,
 * as react-aria does (see the module comment). `extra` handlers of the caller run after them (same names).
 * `within: false`: only focus of the element itself counts (a tab panel, not the fields inside it).
 */
export function interactionStateHandlers(extra: Partial<InteractionStateHandlers> = {}, { within = true }: { within?: boolean } = {}): InteractionStateHandlers {
  const set = (element: HTMLElement, name: string, on: boolean): void => void element.toggleAttribute(name, on);
  return {
    onPointerEnter: (event) => {
      if (event.pointerType === 'mouse') set(event.currentTarget, 'data-hovered', true);
      extra.onPointerEnter?.(event);
    },
    onPointerLeave: (event) => {
      set(event.currentTarget, 'data-hovered', false);
      set(event.currentTarget, 'data-pressed', false);
      extra.onPointerLeave?.(event);
    },
    onPointerDown: (event) => {
      if (event.button === 0) set(event.currentTarget, 'data-pressed', true);
      extra.onPointerDown?.(event);
    },
    onPointerUp: (event) => {
      set(event.currentTarget, 'data-pressed', false);
      extra.onPointerUp?.(event);
    },
    onPointerCancel: (event) => {
      set(event.currentTarget, 'data-pressed', false);
      extra.onPointerCancel?.(event);
    },
    onKeyDown: (event) => {
      if (PRESS_KEYS.has(event.key)) set(event.currentTarget, 'data-pressed', true);
      extra.onKeyDown?.(event);
    },
    onKeyUp: (event) => {
      if (PRESS_KEYS.has(event.key)) set(event.currentTarget, 'data-pressed', false);
      extra.onKeyUp?.(event);
    },
    onFocus: (event) => {
      set(event.currentTarget, 'data-focus-visible', (within || event.target === event.currentTarget) && focusVisible(event.target));
      extra.onFocus?.(event);
    },
    onBlur: (event) => {
      set(event.currentTarget, 'data-focus-visible', false);
      set(event.currentTarget, 'data-pressed', false);
      extra.onBlur?.(event);
    },
  };
}
