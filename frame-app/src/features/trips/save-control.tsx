/**
 * The save control of a result (issue #12; core-and-business §3 "Save states", §4 "Save to trips", "Save control"):
 * a toggle button with a heart, visible text "Save" / "Saved", `aria-pressed`, and an accessible name that names
 * the result ("Save Grand Hotel to trips" / "Saved to trips: Grand Hotel").
 *
 * States ({@link SaveState}): `unsaved`, `saving` (a save or a removal is in flight: the button is `aria-busy`,
 * ignores presses and a polite live region announces "Saving Grand Hotel to trips…"), `saved`. "Saved" comes from
 * the trips store's `savedResults` matched by {@link resultKeyOf} (the same result under a later offer id shows
 * "Saved" too).
 *
 * - Signed in: "Save" -> POST /trips/api/events/save { resultId } then a trips store reload -> "Saved"; "Saved" ->
 *   POST /trips/api/events/unsave -> "Save". A failure shows "Could not save. Try again." in the live region (it
 *   blocks nothing) and the control returns to its previous state.
 * - Signed out (store `loggedIn: false`, or no store even after loading it): see save-later.ts — the result waits
 *   under `tripSaveLater` and the sign-in dialog opens on its trips soft gate, unless the trips drawer is open or the
 *   visitor dismissed the trips sign-in this session; the control stays "Save" either way and the result is saved
 *   right after the sign-in succeeds.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'jotai';
import { ToggleButton } from 'react-aria-components';
import { resultKeyOf, type AnyOffer, type SaveState, type TripsStoreReply, type Vertical } from '@travel/contract';
import { logger } from '../../state/index.ts';
import { saveResult, unsaveResult } from './api.ts';
import { requestSaveAfterSignIn, useTripsSaveLater } from './save-later.ts';
import { tripsSaveMessages as m } from './save-messages.ts';
import { reloadTripsStoreAtom, tripsStoreAtom, useTripsStore } from './store.ts';
import styles from './save-control.module.css';

/** The result a {@link SaveControl} saves: an offer, or its id, {@link resultKeyOf} key and vertical. */
export type SaveControlTarget = { offer: AnyOffer } | { resultId: string; resultKey: string; vertical: Vertical };

/** Props of {@link SaveControl}. */
export type SaveControlProps = SaveControlTarget & {
  /** The result as a traveller names it, for the accessible name ("Grand Hotel"). */
  name: string;
  /** Placement class from the card (margins, alignment); the look is the control's own. */
  className?: string;
};

function targetOf(props: SaveControlTarget): { resultId: string; resultKey: string; vertical: Vertical } {
  if ('offer' in props) return { resultId: props.offer.id, resultKey: resultKeyOf(props.offer), vertical: props.offer.vertical ?? 'flights' };
  return { resultId: props.resultId, resultKey: props.resultKey, vertical: props.vertical };
}

/** Whether the trips store lists the result key among the saved (or cart) results. */
export function isSavedIn(store: TripsStoreReply | null, resultKey: string): boolean {
  return store?.savedResults?.some((r) => r.resultKey === resultKey) ?? false;
}

type Busy = 'saving' | 'removing';
type Status = { kind: 'busy' | 'done' | 'error'; text: string };

/** A heart, filled when saved (decorative: the button's name and `aria-pressed` carry the state). */
function HeartIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
    </svg>
  );
}

/**
 * "Save" / "Saved" toggle of one result (see the module docstring). Render it on a result card or a details page;
 * it loads the trips store on first use and installs the save-after-sign-in listener of the frame store.
 */
export function SaveControl(props: SaveControlProps) {
  useTripsSaveLater();
  const intl = useIntl();
  const store = useStore();
  const trips = useTripsStore();
  const { resultId, resultKey, vertical } = targetOf(props);
  const { name } = props;
  const [busy, setBusy] = useState<Busy | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  // What the last change left, while the store is still the one it left (a failed reload keeps the old store).
  const [settled, setSettled] = useState<{ saved: boolean; basis: TripsStoreReply | null } | null>(null);
  const saved = settled && settled.basis === trips ? settled.saved : isSavedIn(trips, resultKey);
  const state: SaveState = busy ? 'saving' : saved ? 'saved' : 'unsaved';

  const change = async (save: boolean) => {
    setBusy(save ? 'saving' : 'removing');
    setStatus({ kind: 'busy', text: intl.formatMessage(save ? m.saving : m.removing, { name }) });
    try {
      if (save) await saveResult(resultId);
      else await unsaveResult(resultId);
    } catch (error) {
      logger.warn(save ? 'saving a result to trips failed' : 'removing a result from trips failed', error);
      setStatus({ kind: 'error', text: intl.formatMessage(save ? m.saveFailed : m.removeFailed) });
      setBusy(null);
      return;
    }
    await store.set(reloadTripsStoreAtom);
    setSettled({ saved: save, basis: store.get(tripsStoreAtom) });
    setStatus({ kind: 'done', text: intl.formatMessage(save ? m.savedStatus : m.removedStatus) });
    setBusy(null);
  };

  const onPress = async () => {
    if (busy) return;
    setStatus(null);
    let current = store.get(tripsStoreAtom);
    if (!current) {
      // Not known yet whether the visitor is signed in: load the store first (a failed load counts as signed out).
      setBusy('saving');
      current = await store.set(reloadTripsStoreAtom);
      setBusy(null);
    }
    if (current?.loggedIn !== true) {
      requestSaveAfterSignIn(store, resultId, vertical);
      return;
    }
    await change(!(settled && settled.basis === current ? settled.saved : isSavedIn(current, resultKey)));
  };

  return (
    <div className={[styles.root, props.className].filter(Boolean).join(' ')} data-save-state={state}>
      <ToggleButton
        className={styles.button}
        isSelected={saved}
        onChange={() => void onPress()}
        aria-label={intl.formatMessage(saved ? m.savedLabel : m.saveLabel, { name })}
        data-save-state={state}
        // react-aria-components passes no aria-busy through: added on the one <button> it renders.
        render={(domProps) => <button {...domProps} aria-busy={busy ? true : undefined} />}
      >
        <HeartIcon />
        <span>{intl.formatMessage(saved ? m.saved : m.save)}</span>
      </ToggleButton>
      <span role="status" className={status?.kind === 'error' ? styles.error : styles.visuallyHidden}>
        {status?.text ?? ''}
      </span>
    </div>
  );
}
