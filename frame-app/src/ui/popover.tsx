import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Popover as AriaPopover, type PopoverProps as AriaPopoverProps } from 'react-aria-components';
import { buttonClassName, type ButtonVariant } from './button-class.ts';
import { POPOVER_ANIMATION_MS, POPOVER_DEFAULT_OFFSET_PX, POPOVER_DEFAULT_PLACEMENT, type RadiusSize } from './constants.ts';
import styles from './popover.module.css';
import { radiusClassName } from './radius.ts';
import { useVisibleRegionBoundary } from './visible-region.ts';

/** Placement of a popover relative to its handle (react-aria's names: `bottom start` is below, left-aligned in LTR). */
export type PopoverPlacement = NonNullable<AriaPopoverProps['placement']>;

/** What can receive focus inside a popover, in document order (the first one gets focus after opening). */
const FOCUSABLE_SELECTOR =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Props of {@link Popover}: the options of chrome-and-consent §3 plus the handle and the content. */
export interface PopoverProps {
  /** The handle's content; its text is the handle's accessible name. */
  label: ReactNode;
  /** Accessible name of the opened popover (a non-modal dialog). */
  title: string;
  children: ReactNode;
  /** Default {@link POPOVER_DEFAULT_PLACEMENT} (`bottom start`); it flips to the other side when there is no room. */
  placement?: PopoverPlacement;
  /** Gap to the handle in px; default {@link POPOVER_DEFAULT_OFFSET_PX}. */
  offset?: number;
  /** Controlled open state (with `onVisibleChange`); uncontrolled when left out. */
  visible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
  /** A disabled popover's handle is disabled and nothing opens it. */
  disabled?: boolean;
  /** Default `true`: opening and closing take {@link POPOVER_ANIMATION_MS} (200 ms), and so does moving focus inside. */
  animated?: boolean;
  /** Highest height of the popover in px; longer content scrolls. */
  maxHeight?: number;
  /**
   * Also open when the handle receives focus (chrome-and-consent §4 "opens on click, key press or focus of the
   * handle"). Default `false`: a handle that opens on focus would open again when closing returns focus to it, so
   * focus coming back from the popover never reopens it.
   */
  openOnFocus?: boolean;
  radius?: RadiusSize;
  handleVariant?: ButtonVariant;
  className?: string;
}

/**
 * A popover on a handle button (chrome-and-consent §3, §4, §9), built on react-aria-components DialogTrigger +
 * Popover + Dialog. States: closed or open. Opens on a click, Enter or Space, ArrowDown (and focus with
 * `openOnFocus`); after opening, focus moves to the first focusable item inside ({@link POPOVER_ANIMATION_MS} later
 * when animated, at once otherwise; the popover itself when it has none). Closes on Tab, Escape or a click outside,
 * and focus returns to the handle. Nothing happens while `disabled`. Placed `bottom start` by default with
 * automatic flipping, inside the part of the frame the visitor sees.
 */
export function Popover(props: PopoverProps) {
  const {
    label,
    title,
    children,
    placement = POPOVER_DEFAULT_PLACEMENT,
    offset = POPOVER_DEFAULT_OFFSET_PX,
    visible,
    onVisibleChange,
    disabled = false,
    animated = true,
    maxHeight,
    openOnFocus = false,
    radius,
    handleVariant = 'secondary',
    className,
  } = props;
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = !disabled && (visible ?? ownOpen);
  const dialogRef = useRef<HTMLElement>(null);
  const handleRef = useRef<HTMLButtonElement>(null);
  const focusReturning = useRef(false);
  const boundary = useVisibleRegionBoundary();

  const setOpen = (next: boolean) => {
    if (disabled && next) return;
    if (!next && isOpen) {
      focusReturning.current = true;
      // react-aria restores focus to the handle; when it could not (focus left on the page body), do it here.
      setTimeout(() => {
        const active = document.activeElement;
        if (active === null || active === document.body) handleRef.current?.focus();
      }, 0);
    }
    if (visible === undefined) setOwnOpen(next);
    onVisibleChange?.(next);
  };

  useEffect(() => {
    if (!isOpen) return undefined;
    const timer = setTimeout(
      () => {
        const dialog = dialogRef.current;
        const first = dialog?.querySelector<HTMLElement>(FOCUSABLE_SELECTOR);
        (first ?? dialog)?.focus();
      },
      animated ? POPOVER_ANIMATION_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [isOpen, animated]);

  const onContentKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') {
      event.preventDefault();
      setOpen(false);
    }
  };

  const style = {
    '--popover-animation-ms': `${POPOVER_ANIMATION_MS}ms`,
    ...(maxHeight !== undefined ? { maxHeight: `${maxHeight}px` } : {}),
  } as CSSProperties;

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button
        ref={handleRef}
        className={buttonClassName(handleVariant)}
        isDisabled={disabled}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') setOpen(true);
          else event.continuePropagation();
        }}
        onFocus={() => {
          if (openOnFocus && !focusReturning.current) setOpen(true);
        }}
        onBlur={() => {
          focusReturning.current = false;
        }}
      >
        {label}
      </Button>
      <AriaPopover
        placement={placement}
        offset={offset}
        shouldFlip
        {...(boundary ? { boundaryElement: boundary } : {})}
        className={[styles.popover, animated ? styles.animated : '', radiusClassName(radius), className].filter(Boolean).join(' ')}
        style={style}
      >
        <Dialog ref={dialogRef} aria-label={title} className={styles.dialog}>
          <div onKeyDown={onContentKeyDown}>{children}</div>
        </Dialog>
      </AriaPopover>
    </DialogTrigger>
  );
}
