/**
 * The wishlist heart of a trip card (issue #12; account-business-header-and-trips §3 "Wishlist", §4 "Wishlist",
 * §9 "Heart animation: 1200 ms"): a toggle button (react-aria-components ToggleButton, `aria-pressed`) named
 * "Save {destination} to wishlist" or "Remove {destination} from wishlist".
 *
 * Pressing it calls `onToggle(next)`; while that runs the heart is disabled. When it becomes pressed (saved) the
 * heart beats once: the class `heartAnimating` (and `data-animating`) stays on for
 * {@link WISHLIST_HEART_ANIMATION_MS} ms. A visitor who asks for reduced motion (`prefers-reduced-motion:
 * reduce`) gets no animation class at all (and the stylesheet turns the keyframes off as well); a failed add stops it.
 */
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ToggleButton } from 'react-aria-components';
import { WISHLIST_HEART_ANIMATION_MS } from '@travel/contract';
import { tripsPagesMessages as m } from './pages-messages.ts';
import styles from './trips-pages.module.css';

/** Props of {@link WishlistHeart}. */
export interface WishlistHeartProps {
  /** The destination the trip is for (its name goes into the button's name). */
  destination: string;
  /** Whether the trip's destination is on the wishlist. */
  isSaved: boolean;
  /** Adds (`true`) or removes (`false`); resolves with whether it worked (the caller shows failures). */
  onToggle(next: boolean): Promise<boolean>;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The heart toggle (see the module docstring). */
export function WishlistHeart({ destination, isSaved, onToggle }: WishlistHeartProps) {
  const intl = useIntl();
  const [pending, setPending] = useState(false);
  const [animating, setAnimating] = useState(false);

  useEffect(() => {
    if (!animating) return;
    const timer = window.setTimeout(() => setAnimating(false), WISHLIST_HEART_ANIMATION_MS);
    return () => window.clearTimeout(timer);
  }, [animating]);

  const label = intl.formatMessage(isSaved ? m.wishlistRemove : m.wishlistAdd, { destination });
  return (
    <ToggleButton
      className={[styles.heart, animating ? styles.heartAnimating : ''].filter(Boolean).join(' ')}
      data-animating={animating || undefined}
      aria-label={label}
      isSelected={isSaved}
      isDisabled={pending}
      onChange={(next) => {
        setPending(true);
        if (next && !prefersReducedMotion()) setAnimating(true);
        void onToggle(next).then((done) => {
          setPending(false);
          if (!done) setAnimating(false);
        });
      }}
    >
      <span className={styles.heartGlyph} aria-hidden="true">
        {isSaved ? '♥' : '♡'}
      </span>
    </ToggleButton>
  );
}
