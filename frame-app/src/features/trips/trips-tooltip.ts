/**
 * The trips drawer's reminder tooltip (account-business-header-and-trips §4 "Trips tooltip in the drawer", §7, §9):
 * when the drawer opens, its first-opened time is recorded in local storage (TRIPS_DRAWER_FIRST_OPENED_KEY, ms since
 * the epoch) if absent; the tooltip then shows once, when the account's tooltip-shown setting is false, the
 * first-opened time is older than TRIPS_TOOLTIP_DELAY_MS (30 minutes) and the first trip is shown collapsed
 * (the contract's shouldShowTripsTooltip). Showing it POSTs setTripsDrawerReminderTooltipShown (the reply's settings
 * replace the store's, so it never shows again); it closes by itself after TRIPS_TOOLTIP_AUTO_CLOSE_MS (5000 ms)
 * or when the drawer closes.
 */
import { useEffect, useRef, useState } from 'react';
import { atom, useStore } from 'jotai';
import { shouldShowTripsTooltip, type TripsUserSettings } from '@travel/contract';
import { frameLocalStorage, logger } from '../../state/index.ts';
import { setTripsTooltipShown } from './api.ts';
import { tripsStoreAtom } from './store.ts';
import { TRIPS_DRAWER_FIRST_OPENED_KEY, TRIPS_TOOLTIP_AUTO_CLOSE_MS } from './constants.ts';

/** Whether the reminder tooltip was shown in this frame (once, even when recording it on the server failed). */
const reminderShownAtom = atom(false);

/**
 * The drawer's first-opened time (ms since the epoch), recording `nowMs` first when none is stored (in the frame's local
 * storage, state/frame-storage.ts: a partitioned cookie where Web Storage is denied). Returns null when storage
 * throws (a partitioned third-party frame may throw): logged, and the tooltip then
 * does not show. A stored value that is not a number is replaced by `nowMs`.
 */
export function recordDrawerFirstOpened(nowMs: number, storage: () => Pick<Storage, 'getItem' | 'setItem'> = frameLocalStorage): number | null {
  try {
    const store = storage();
    const stored = store.getItem(TRIPS_DRAWER_FIRST_OPENED_KEY);
    const value = stored === null ? Number.NaN : Number(stored);
    if (Number.isFinite(value)) return value;
    store.setItem(TRIPS_DRAWER_FIRST_OPENED_KEY, String(nowMs));
    return nowMs;
  } catch (error) {
    logger.warn('trips drawer: local storage unavailable for the first-opened time', error);
    return null;
  }
}

/**
 * Whether the reminder tooltip is showing now (see the module docstring). `open`: the drawer is open; `settings`: the
 * store's trips user settings (undefined until loaded: nothing shows); `firstTripCollapsed`: the first trip's
 * disclosure is collapsed. Evaluated once per opening, as soon as the settings are known.
 */
export function useTripsReminderTooltip({ open, settings, firstTripCollapsed }: { open: boolean; settings: TripsUserSettings | undefined; firstTripCollapsed: boolean }): boolean {
  const store = useStore();
  const [visible, setVisible] = useState(false);
  const evaluatedRef = useRef(false);
  const firstOpenedRef = useRef<number | null>(null);

  // Each opening: record the first-opened time (once) and allow one evaluation.
  useEffect(() => {
    if (!open) {
      evaluatedRef.current = false;
      setVisible(false);
      return;
    }
    firstOpenedRef.current = recordDrawerFirstOpened(Date.now());
  }, [open]);

  useEffect(() => {
    if (!open || !settings || evaluatedRef.current || store.get(reminderShownAtom)) return;
    evaluatedRef.current = true;
    const show = shouldShowTripsTooltip({
      tooltipShown: settings.isTripsDrawerReminderTooltipShown,
      firstOpenedMs: firstOpenedRef.current,
      nowMs: Date.now(),
      firstTripCollapsed,
    });
    if (!show) return;
    store.set(reminderShownAtom, true);
    setVisible(true);
    setTripsTooltipShown('setTripsDrawerReminderTooltipShown').then(
      (next) => {
        const current = store.get(tripsStoreAtom);
        if (current) store.set(tripsStoreAtom, { ...current, settings: next });
      },
      (error: unknown) => logger.warn('trips drawer: could not record the reminder tooltip as shown', error),
    );
  }, [open, settings, firstTripCollapsed, store]);

  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setVisible(false), TRIPS_TOOLTIP_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [visible]);

  return visible;
}
