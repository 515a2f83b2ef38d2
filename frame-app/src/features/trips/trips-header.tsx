/**
 * The header's trips controls (issue #12; account-business-header-and-trips §2 "Header": "A trips link with an optional
 * drawer of saved items, plus a cart variant of the drawer", "a notifications area"; §4 "Trips store and drawer";
 * core-and-business §4 "Shopping cart count").
 *
 * - "Trips": a native button (the header is on the first page; react-aria is not in its script) with a suitcase icon
 *   and the word "Trips", shown icon-only when the header is too narrow for the word (ui/header-fit.ts step 'trips';
 *   its accessible name stays). Once the signed-in account's cart is loaded and not empty, a badge counts its items and the name says so
 *   ("Trips, 1 item in cart"); no badge before the cart is loaded (shoppingCartCount is null). Pressing it publishes
 *   'open' (or 'close' when open) on tripsDrawerEventAtom; the drawer (trips-drawer.tsx, loaded on first use and
 *   prefetched on hover or focus) follows the published events.
 * - Signed in only: the notifications bell (trips-notifications.tsx, lazy, with a disabled stand-in of the same name).
 * - The trips store is loaded (useTripsStore) only for a signed-in account: a visitor has no trips, cart or
 *   notifications, so the first page of a visitor makes no trips call.
 * While the auth state is unknown the Trips control shows already (it is the same for everyone); the drawer then says
 * it is loading. A visitor on a phone keeps it too (issue #22: signed out on a phone there was no way to trips at all):
 * a visitor's drawer offers "Sign in"; the header slims it to an icon button, and only where even that does not fit
 * beside "Sign in" (a 320 px phone) a visitor's control leaves the header, whose navigation menu lists Trips for
 * everyone (ui/header-fit.ts).
 */
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAtomValue, useSetAtom } from 'jotai';
import { shoppingCartCount } from '@travel/contract';
import { useAuthState } from '../chrome/index.ts';
import { tripsDrawerEventAtom, tripsDrawerOpenAtom, tripsStoreAtom, useTripsStore } from './store.ts';
import { tripsHeaderMessages as m } from './header-messages.ts';
import { notificationsLabelText } from './notifications-label.ts';
import { BellIcon, SuitcaseIcon } from './trips-icons.tsx';
import styles from './trips-header.module.css';

const loadDrawer = () => import('./trips-drawer.tsx');
const LazyTripsDrawer = lazy(() => loadDrawer().then((mod) => ({ default: mod.TripsDrawer })));
const LazyTripsNotifications = lazy(() => import('./trips-notifications.tsx').then((mod) => ({ default: mod.TripsNotifications })));

type AuthKnown = 'signedIn' | 'signedOut' | 'unknown';

/** The header's trips controls for the end slot (see the module docstring). Render inside the router and jotai store. */
export function TripsHeaderControls() {
  const intl = useIntl();
  const auth = useAuthState();
  const known: AuthKnown = auth === undefined ? 'unknown' : auth?.loggedInSession ? 'signedIn' : 'signedOut';
  const signedIn = known === 'signedIn';
  const store = useAtomValue(tripsStoreAtom);
  const notifications = signedIn && store?.loggedIn ? (store.notifications ?? []) : null;
  // The Trips control keeps its place in the tree whatever the auth state, so it is never remounted (focus stays).
  return (
    <div className={styles.controls} data-auth={known}>
      {signedIn ? <TripsStoreLoader /> : null}
      <TripsControl auth={known} cartCount={signedIn ? shoppingCartCount(store?.cart) : null} />
      {notifications ? (
        <Suspense
          fallback={
            <button type="button" className={styles.headerButton} aria-label={notificationsLabelText(intl, notifications.length)} disabled>
              <BellIcon />
            </button>
          }
        >
          <LazyTripsNotifications notifications={notifications} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Loads the trips store and keeps it fresh (useTripsStore) while a signed-in account is known; renders nothing. */
function TripsStoreLoader() {
  useTripsStore();
  return null;
}

/** The "Trips" button and, once first opened, the lazily loaded drawer. `cartCount`: null until the cart is loaded. */
function TripsControl({ auth, cartCount }: { auth: AuthKnown; cartCount: number | null }) {
  const intl = useIntl();
  const open = useAtomValue(tripsDrawerOpenAtom);
  const publish = useSetAtom(tripsDrawerEventAtom);
  const [everOpened, setEverOpened] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const prefetch = useCallback(() => void loadDrawer().catch(() => undefined), []);
  const showBadge = cartCount !== null && cartCount > 0;
  const label = showBadge ? intl.formatMessage(m.controlWithCart, { count: cartCount }) : intl.formatMessage(m.control);
  // The drawer mounts when first opened by anyone (this button or another part publishing 'open').
  if (open && !everOpened) setEverOpened(true);
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={styles.tripsButton}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => publish(open ? 'close' : 'open')}
      >
        <SuitcaseIcon />
        <span className={styles.tripsText} aria-hidden="true">
          {intl.formatMessage(m.control)}
        </span>
        {showBadge ? (
          <span className={styles.badge} aria-hidden="true" data-testid="trips-cart-badge">
            {cartCount}
          </span>
        ) : null}
      </button>
      {everOpened ? (
        <Suspense fallback={null}>
          <LazyTripsDrawer triggerRef={triggerRef} auth={auth} />
        </Suspense>
      ) : null}
    </>
  );
}
