/**
 * The data-sharing dialog's state (issue #13; chrome-and-consent §4 "Data-sharing dialog", §8, §9):
 * - `load()` (on opening): view 'loading', then 'ready' with the switch checked when sharing is disallowed
 *   (allowDataSharing false), or Global Privacy Control in effect (the reply's gpc, i.e. the request carried
 *   `Sec-GPC: 1`, or the browser's navigator.globalPrivacyControl) — then the switch is locked on. A load failure is
 *   logged and `onFailure` called (the host closes the dialog and redirects, §8).
 * - `toggle(checked)`: the switch moves at once (optimistic); the PUT `{ allowDataSharing: !checked }` goes
 *   DATA_SHARING_UPDATE_DEBOUNCE_MS after the last toggle, so rapid toggles send one PUT with the final value, and
 *   none when the final value is the stored one. PUTs go one after another. Success publishes the reply
 *   (dataSharingAtom); failure reverts the switch to the last stored value, logs, and calls `onFailure`.
 * - `flush()` (on closing): a waiting update is sent now instead of being dropped; a later `load()` reads the status
 *   after the updates on their way.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'jotai';
import { logger } from '../../../state/index.ts';
import { fetchDataSharing, saveDataSharing } from '../api.ts';
import { DATA_SHARING_UPDATE_DEBOUNCE_MS } from './constants.ts';
import { browserSignalsGpc } from './gpc.ts';
import { publishDataSharing } from './state.ts';

/** What the dialog shows: the load in progress, or the switch (checked: sharing disallowed; gpc: locked on by GPC). */
export type DataSharingView = { status: 'loading' } | { status: 'ready'; checked: boolean; gpc: boolean };

/** Returned by {@link useDataSharingSwitch}. */
export interface DataSharingSwitch {
  view: DataSharingView;
  load(): void;
  toggle(checked: boolean): void;
  flush(): void;
}

/**
 * The data-sharing switch's state machine (see the module docstring).
 * @param onFailure called after a failed load or update has been logged (and, for an update, the switch reverted)
 */
export function useDataSharingSwitch(onFailure: (what: 'load' | 'update') => void): DataSharingSwitch {
  const store = useStore();
  const [view, setView] = useState<DataSharingView>({ status: 'loading' });
  const failureRef = useRef(onFailure);
  failureRef.current = onFailure;
  /** Bumped per load, so a late reply of an earlier opening is ignored. */
  const loadSeq = useRef(0);
  /** Switch value the server last confirmed (checked = sharing disallowed). */
  const stored = useRef(false);
  /** Switch value the user chose last. */
  const wanted = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  /** Bumped by a failed PUT: updates queued before it are dropped (the switch was reverted). */
  const generation = useRef(0);
  /** Global Privacy Control is in effect: the switch is locked on. */
  const locked = useRef(false);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
    };
  }, []);

  const load = useCallback(() => {
    const seq = ++loadSeq.current;
    setView({ status: 'loading' });
    // After any update still on its way, so the status read is the one that update left.
    queue.current.then(fetchDataSharing).then(
      (reply) => {
        if (!alive.current || seq !== loadSeq.current) return;
        publishDataSharing(store, reply, 'load');
        const gpc = reply.gpc || browserSignalsGpc();
        locked.current = gpc;
        stored.current = gpc || !reply.allowDataSharing;
        wanted.current = stored.current;
        setView({ status: 'ready', checked: stored.current, gpc });
      },
      (error: unknown) => {
        if (!alive.current || seq !== loadSeq.current) return;
        logger.warn('data sharing status failed to load', error);
        failureRef.current('load');
      },
    );
  }, [store]);

  const send = useCallback(
    (checked: boolean) =>
      saveDataSharing(!checked).then(
        (reply) => {
          publishDataSharing(store, reply, 'update');
          stored.current = reply.gpc || !reply.allowDataSharing;
          // Only the newest choice updates the switch (a later toggle may be waiting or on its way).
          if (!alive.current || timer.current !== null || wanted.current !== checked) return;
          wanted.current = stored.current;
          locked.current = reply.gpc || browserSignalsGpc();
          setView({ status: 'ready', checked: stored.current, gpc: locked.current });
        },
        (error: unknown) => {
          logger.warn('data sharing update failed; the switch is reverted', error);
          generation.current += 1;
          if (timer.current !== null) clearTimeout(timer.current);
          timer.current = null;
          wanted.current = stored.current;
          if (!alive.current) return;
          setView((v) => (v.status === 'ready' ? { ...v, checked: stored.current } : v));
          failureRef.current('update');
        },
      ),
    [store],
  );

  /** Queues the PUT of `checked` after the ones on their way; skipped when it is the stored value or a PUT failed since. */
  const enqueue = useCallback(
    (checked: boolean) => {
      const gen = generation.current;
      queue.current = queue.current.then(() => (gen !== generation.current || checked === stored.current ? undefined : send(checked)));
    },
    [send],
  );

  const flush = useCallback(() => {
    if (timer.current === null) return;
    clearTimeout(timer.current);
    timer.current = null;
    enqueue(wanted.current);
  }, [enqueue]);

  const toggle = useCallback(
    (checked: boolean) => {
      if (locked.current) return;
      setView((v) => (v.status === 'ready' ? { ...v, checked } : v));
      wanted.current = checked;
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        enqueue(wanted.current);
      }, DATA_SHARING_UPDATE_DEBOUNCE_MS);
    },
    [enqueue],
  );

  return { view, load, toggle, flush };
}
