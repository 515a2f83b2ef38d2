// @vitest-environment jsdom
/**
 * The wishlist toast alone (account-business-header-and-trips §3 "Toast: show, isAdded, errorMessage", §4 "the toast
 * appears only when exactly one item is saved"): the state after an add, and the toast hiding itself after a while.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HIDDEN_WISHLIST_TOAST, WISHLIST_TOAST_AUTO_HIDE_MS, WishlistToast, wishlistToastAfterAdd } from './wishlist-toast.tsx';

const PARIS = { tripId: 'PaRiS00000000001', destination: 'Paris' };
const ROME = { tripId: 'RoMe000000000002', destination: 'Rome' };

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('wishlistToastAfterAdd', () => {
  it('shows the added toast for exactly one saved item, never for two or more, and the error variant for a failed add', () => {
    const first = wishlistToastAfterAdd(HIDDEN_WISHLIST_TOAST, 'Paris', [PARIS], 'failed');
    expect(first).toMatchObject({ show: true, isAdded: true, errorMessage: null, destination: 'Paris' });
    expect(wishlistToastAfterAdd(first, 'Rome', [PARIS, ROME], 'failed')).toMatchObject({ show: false });
    expect(wishlistToastAfterAdd(HIDDEN_WISHLIST_TOAST, 'Rome', [], 'failed')).toMatchObject({ show: false });
    const failed = wishlistToastAfterAdd(first, 'Rome', null, 'Could not save Rome');
    expect(failed).toMatchObject({ show: true, isAdded: false, errorMessage: 'Could not save Rome' });
    expect(failed.id).toBeGreaterThan(first.id);
  });
});

describe('WishlistToast', () => {
  it('hides itself after the auto-hide time, in a polite live region', () => {
    vi.useFakeTimers();
    const onHide = vi.fn();
    render(
      <IntlProvider locale="en">
        <WishlistToast toast={wishlistToastAfterAdd(HIDDEN_WISHLIST_TOAST, 'Paris', [PARIS], '')} onHide={onHide} />
      </IntlProvider>,
    );
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Paris saved to your wishlist');
    act(() => vi.advanceTimersByTime(WISHLIST_TOAST_AUTO_HIDE_MS - 1));
    expect(onHide).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onHide).toHaveBeenCalledTimes(1);
  });
});
