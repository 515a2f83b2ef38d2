/**
 * The header's navigation menu button and drawer (chrome-and-consent §2 "Side navigation", §4 "Navigation", §9;
 * account-business-header-and-trips §2 "A navigation drawer with a menu button", §4 "Navigation layout by breakpoint").
 *
 * Layout by the frame's width ({@link navigationVariantForWidth}): the dialog (react-aria Modal, loaded on first
 * open) on extra-small frames, the hidden drawer on small ones, the drawer up to XL, the accordion beyond.
 * Behaviour (state machine in menu-model.ts):
 * - the menu button (`aria-expanded`, `aria-controls`) opens and pins the navigation and moves focus to its first
 *   item; ArrowDown on the button does the same; pressing it again closes;
 * - drawer: hovering the button or the drawer expands it after {@link NAVIGATION_HOVER_EXPAND_DELAY_MS} (not
 *   pinned); once pointer and focus have left, it collapses after {@link NAVIGATION_COLLAPSE_DELAY_MS};
 * - drawer variants: a click outside, or focus moving elsewhere in the page, collapses them;
 * - Escape closes and returns focus to the menu button; ArrowUp/ArrowDown/Home/End move between items;
 * - choosing an item closes the dialog and drawer variants (the accordion stays); on a results page choosing another
 *   vertical converts the search with the friendly search URL (friendly-url.ts);
 * - a layout change closes it (the accordion collapses when the layout becomes a drawer);
 * - `openInitially`: a frame wider than XL opens it at start.
 * The drawer opens just below the header (its measured bottom edge; 62 px when there is none).
 * Items: {@link headerNavigationGroups}; "Show more" past the server's drawerNavigationState.numMainItemsShown (5).
 */
import { Suspense, useEffect, useId, useLayoutEffect, useReducer, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { lazyModule } from '../../../ui/index.ts';
import { NAVIGATION_COLLAPSE_DELAY_MS, NAVIGATION_HEADER_OFFSET_PX, NAVIGATION_HOVER_EXPAND_DELAY_MS } from './constants.ts';
import {
  CLOSED_NAVIGATION, expandsOnHover, isDrawerVariant, mayOpenInitially, navigationReducer, navigationVariantForWidth,
  type NavigationLayoutOptions, type NavigationVariant,
} from './menu-model.ts';
import type { AdminNavigationSource } from './model.ts';
import { useFrameWidth } from './use-frame-width.ts';
import { navigationMessages as m } from './messages.ts';
import styles from './navigation.module.css';

/**
 * What the open menu shows (navigation-content.tsx), off the first page: loaded when the browser is idle after the
 * first render, at once when the visitor points at, focuses or presses the menu button.
 */
const useNavigationContent = lazyModule(() => import('./navigation-content.tsx'));

/** Props of {@link NavigationMenu}; all optional (the header renders it bare). */
export interface NavigationMenuProps {
  layout?: NavigationLayoutOptions;
  /** Open at start when the frame is wider than the XL breakpoint (account-business-header-and-trips §4). Default false. */
  openInitially?: boolean;
  /** The business feature's admin hub pages for business mode (the app passes it); none when absent. */
  adminNavigation?: AdminNavigationSource | undefined;
}

const FOCUSABLE = 'a[href], button:not([disabled])';

/** The header's menu button and its navigation. */
export function NavigationMenu({ layout, openInitially = false, adminNavigation }: NavigationMenuProps = {}) {
  const intl = useIntl();
  const width = useFrameWidth();
  const variant = navigationVariantForWidth(width, layout);
  const [state, dispatch] = useReducer(navigationReducer, CLOSED_NAVIGATION, (closed) =>
    openInitially && mayOpenInitially(window.innerWidth) ? { open: true, pinned: true } : closed,
  );
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const focusFirstOnOpen = useRef(false);
  const previousVariant = useRef<NavigationVariant>(variant);
  const panelId = useId();
  const { module: content, load: loadContent } = useNavigationContent();
  const [headerOffsetPx, setHeaderOffsetPx] = useState(NAVIGATION_HEADER_OFFSET_PX);

  // The drawer opens just below the header (its bottom edge; chrome-and-consent §9 "header offset default 62 px" when
  // there is no header to measure). Measured on every open: a message bar or the offline banner moves the header.
  useLayoutEffect(() => {
    if (!state.open) return;
    const bottom = rootRef.current?.closest('header')?.getBoundingClientRect().bottom;
    setHeaderOffsetPx(bottom && bottom > 0 ? Math.round(bottom) : NAVIGATION_HEADER_OFFSET_PX);
  }, [state.open]);

  const clearTimer = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  const later = (ms: number, event: 'hover-expand' | 'hover-collapse') => {
    clearTimer();
    timer.current = setTimeout(() => dispatch({ type: event }), ms);
  };
  useEffect(() => clearTimer, []);

  // A layout change closes (the accordion collapses when the layout goes to a drawer).
  useEffect(() => {
    if (previousVariant.current !== variant) {
      dispatch({ type: 'layout-change', from: previousVariant.current, to: variant });
      previousVariant.current = variant;
    }
  }, [variant]);

  // Opened on purpose: focus goes to the first item (once the content is there).
  useEffect(() => {
    if (!state.open || !focusFirstOnOpen.current || variant === 'dialog' || !content) return;
    focusFirstOnOpen.current = false;
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [state.open, variant, content]);

  // Open before the content module has loaded (a press right after the first render): load it now.
  useEffect(() => {
    if (state.open && !content) loadContent();
  }, [state.open, content, loadContent]);

  // Click outside collapses the drawer variants.
  useEffect(() => {
    if (!state.open || !isDrawerVariant(variant)) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      dispatch({ type: 'click-outside', variant });
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [state.open, variant]);

  const open = (focusFirst: boolean) => {
    clearTimer();
    focusFirstOnOpen.current = focusFirst;
    dispatch({ type: 'open' });
  };
  const close = (returnFocus: boolean) => {
    clearTimer();
    dispatch({ type: 'close' });
    if (returnFocus) buttonRef.current?.focus();
  };

  function onButtonClick() {
    clearTimer();
    focusFirstOnOpen.current = !(state.open && state.pinned);
    dispatch({ type: 'toggle' });
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' && !(state.open && state.pinned)) {
      event.preventDefault();
      open(true);
    }
  }

  function onRootKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && state.open && variant !== 'dialog') {
      event.preventDefault();
      close(true);
      return;
    }
    const panel = panelRef.current;
    if (!panel || !(event.target instanceof Node) || !panel.contains(event.target)) return;
    const focusables = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'));
    const at = focusables.indexOf(event.target as HTMLElement);
    const next =
      event.key === 'ArrowDown' ? focusables[Math.min(at + 1, focusables.length - 1)]
        : event.key === 'ArrowUp' ? focusables[Math.max(at - 1, 0)]
          : event.key === 'Home' ? focusables[0]
            : event.key === 'End' ? focusables[focusables.length - 1]
              : undefined;
    if (next) {
      event.preventDefault();
      next.focus();
    }
  }

  function onPointerEnter(event: { pointerType: string }) {
    loadContent();
    if (!expandsOnHover(variant) || event.pointerType !== 'mouse') return;
    if (state.open) clearTimer();
    else later(NAVIGATION_HOVER_EXPAND_DELAY_MS, 'hover-expand');
  }

  function onPointerLeave(event: { pointerType: string }) {
    if (!expandsOnHover(variant) || event.pointerType !== 'mouse') return;
    if (!state.open) clearTimer();
    else if (!state.pinned && !rootRef.current?.contains(document.activeElement)) later(NAVIGATION_COLLAPSE_DELAY_MS, 'hover-collapse');
  }

  function onFocus() {
    loadContent();
    // Focus inside keeps an expanded drawer open.
    if (state.open && !state.pinned) clearTimer();
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    const to = event.relatedTarget;
    if (!state.open || variant === 'dialog' || !(to instanceof Node) || rootRef.current?.contains(to)) return;
    // Focus moved elsewhere in the page: the drawer variants close; an accordion stays.
    if (isDrawerVariant(variant)) dispatch({ type: 'click-outside', variant });
  }

  return (
    <div
      ref={rootRef}
      className={styles.root}
      style={{ ['--nav-header-offset' as string]: `${headerOffsetPx}px` }}
      onKeyDown={onRootKeyDown}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={state.open}
        aria-controls={state.open && variant !== 'dialog' ? panelId : undefined}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
      >
        <MenuIcon />
        <span className={styles.visuallyHidden}>{intl.formatMessage(m.menuButton)}</span>
      </button>
      {variant === 'dialog' ? (
        state.open && content ? (
          <Suspense fallback={null}>
            <content.NavigationContent variant={variant} onClose={() => close(false)} adminNavigation={adminNavigation} dialogProps={{ title: intl.formatMessage(m.dialogTitle), closeLabel: intl.formatMessage(m.close) }} />
          </Suspense>
        ) : null
      ) : (
        <nav
          ref={panelRef}
          id={panelId}
          className={styles.panel}
          data-variant={variant}
          aria-label={intl.formatMessage(m.navigationLabel)}
          hidden={!state.open}
        >
          {state.open && content ? <content.NavigationContent variant={variant} onClose={() => close(false)} adminNavigation={adminNavigation} /> : null}
        </nav>
      )}
    </div>
  );
}

function MenuIcon() {
  return (
    <svg className={styles.menuIcon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
