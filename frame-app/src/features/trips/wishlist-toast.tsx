/**
 * The wishlist toast (issue #12; account-business-header-and-trips §3 "Wishlist: Toast: show, isAdded,
 * errorMessage", §4 "Wishlist: show or hide the toast; the toast appears only when exactly one item is saved", §9).
 *
 * - {@link wishlistToastAfterAdd}: the toast state after an add: shown with `isAdded` only when the reply's list
 *   holds exactly one item (contract `shouldShowWishlistToast`), never for the second and later items; an add that
 *   failed shows the `errorMessage` variant.
 * - {@link WishlistToast}: a polite live region (`role="status"`, always in the page so screen readers hear what
 *   appears in it) holding the toast while shown, at the bottom of the part of the frame the visitor sees (the
 *   frame is as tall as its content inside the partner page: ui's useVisibleRegionStyle), with a "Close" button;
 *   it hides itself after
 *   {@link WISHLIST_TOAST_AUTO_HIDE_MS} ms. The spec does not give the time; 6 s is long enough to read the text
 *   (WCAG 2.2.1 allows a short-lived status message when it can also be closed and is not the only place the
 *   state is shown: the heart says it too).
 */
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components';
import { shouldShowWishlistToast, type WishlistItem } from '@travel/contract';
import { useVisibleRegionStyle } from '../../ui/index.ts';
import { tripsPagesMessages as m } from './pages-messages.ts';
import styles from './trips-pages.module.css';

/** How long the toast stays up without a close, ms (a product choice; the spec gives none). */
export const WISHLIST_TOAST_AUTO_HIDE_MS = 6000;

/** The toast's state (account-business-header-and-trips §3 "Toast: show, isAdded, errorMessage"). */
export interface WishlistToastState {
  show: boolean;
  /** True when the destination was added (the "saved to your wishlist" text). */
  isAdded: boolean;
  /** Text of a failed change; shown instead of the added text. */
  errorMessage: string | null;
  /** The destination it is about. */
  destination: string;
  /** Increases with every toast, so a new toast restarts the auto-hide time. */
  id: number;
}

/** The hidden toast. */
export const HIDDEN_WISHLIST_TOAST: WishlistToastState = { show: false, isAdded: false, errorMessage: null, destination: '', id: 0 };

/**
 * The toast state after an add (see the module docstring).
 * @param wishlist the wishlist the add answered (null when the add failed)
 * @param errorMessage text for a failed add (used when `wishlist` is null)
 */
export function wishlistToastAfterAdd(previous: WishlistToastState, destination: string, wishlist: readonly WishlistItem[] | null, errorMessage: string): WishlistToastState {
  const id = previous.id + 1;
  if (wishlist === null) return { show: true, isAdded: false, errorMessage, destination, id };
  if (!shouldShowWishlistToast(wishlist)) return { ...previous, show: false };
  return { show: true, isAdded: true, errorMessage: null, destination, id };
}

/** Props of {@link WishlistToast}. */
export interface WishlistToastProps {
  toast: WishlistToastState;
  /** Hides the toast (Close, or the auto-hide time passed). */
  onHide(): void;
}

/** The toast in its polite live region (see the module docstring). */
export function WishlistToast({ toast, onHide }: WishlistToastProps) {
  const intl = useIntl();
  const regionStyle = useVisibleRegionStyle();
  useEffect(() => {
    if (!toast.show) return;
    const timer = window.setTimeout(onHide, WISHLIST_TOAST_AUTO_HIDE_MS);
    return () => window.clearTimeout(timer);
    // Restarted per toast (id), not when the parent passes a new onHide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [toast.show, toast.id]);

  const text = toast.errorMessage ?? (toast.isAdded ? intl.formatMessage(m.toastAdded, { destination: toast.destination }) : '');
  return (
    <div role="status" aria-live="polite" className={styles.toastRegion} style={regionStyle}>
      {toast.show && text ? (
        <div className={[styles.toast, toast.errorMessage ? styles.toastError : ''].filter(Boolean).join(' ')}>
          <p className={styles.toastText}>{text}</p>
          <Button className={styles.toastClose} onPress={onHide}>
            {intl.formatMessage(m.toastClose)}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
