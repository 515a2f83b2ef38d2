/**
 * The industry dialog's state (issue #13; chrome-and-consent §4 "Industry consent status", §7 the iabtcf calls, §8):
 * - on mount it takes the load of initialPrefs, detailedPrefs and the stored consent the host started on opening
 *   (industry-data.ts; view 'loading', then 'ready' or 'error' with `retry`, which reads them again), and starts loading the GVL of initialPrefs.vendorListVersion for the TC string;
 * - when ready, the toggles start from the stored consent, else the defaults (model.ts defaultChoices; the cookie
 *   categories from consentStatusAtom when a decision is stored), and `__tcfapi` is told the UI shows;
 * - `save(choices)` encodes the TC string, POSTs it and on success publishes it through `__tcfapi` and calls
 *   `onSaved(reply, status, acceptedCategories)`; on failure it logs (§8) and sets `saveFailed` (the dialog stays).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { CookieCategoryKey, IndustryConsentReply } from '@travel/contract';
import type { GVL } from '@iabtechlabtcf/core';
import { consentStatusAtom, logger } from '../../../state/index.ts';
import { saveIndustryConsent } from '../api.ts';
import { INDUSTRY_LOAD_FAILED_LOG, INDUSTRY_SAVE_FAILED_LOG } from './constants.ts';
import { takeIndustryData, type IndustryDialogData } from './industry-data.ts';
import { acceptedCategoriesOf, defaultChoices, industryStatus, toSavePayload, type IndustryChoices, type IndustryConsentStatus } from './model.ts';
import { encodeTcString, loadGvl } from './tc-string.ts';
import { updateTcfApi } from './tcf-api.ts';

export type IndustryDialogLoad = { status: 'loading' } | { status: 'error' } | ({ status: 'ready' } & IndustryDialogData);

/** Called after a save: the stored reply, its status and the cookie categories accepted (strictlyNecessary first). */
export type IndustrySavedHandler = (reply: IndustryConsentReply, status: IndustryConsentStatus, acceptedCategories: CookieCategoryKey[]) => void;

/** Returned by {@link useIndustryDialog}. */
export interface IndustryDialogState {
  load: IndustryDialogLoad;
  retry(): void;
  /** The toggles (null until ready). */
  choices: IndustryChoices | null;
  setChoices(update: (current: IndustryChoices) => IndustryChoices): void;
  save(choices: IndustryChoices): void;
  saving: boolean;
  saveFailed: boolean;
  /** The TC string `__tcfapi` should report when the dialog closes unsaved ('' when none is stored). */
  storedTcString: string;
}

/** See the module docstring. */
export function useIndustryDialog(onSaved: IndustrySavedHandler): IndustryDialogState {
  const consentStatus = useAtomValue(consentStatusAtom);
  const [load, setLoad] = useState<IndustryDialogLoad>({ status: 'loading' });
  const [choices, setChoicesState] = useState<IndustryChoices | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const gvl = useRef<{ version: number; promise: Promise<GVL> } | null>(null);
  const alive = useRef(true);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;
  const categoriesRef = useRef(consentStatus);
  categoriesRef.current = consentStatus;

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const gvlFor = useCallback((version: number): Promise<GVL> => {
    if (gvl.current?.version !== version) {
      const promise = loadGvl(version);
      gvl.current = { version, promise };
      // A failed load is tried again by the next save.
      promise.catch(() => {
        if (gvl.current?.promise === promise) gvl.current = null;
      });
    }
    return gvl.current.promise;
  }, []);

  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    takeIndustryData().then(
      ({ initial, detailed, stored }) => {
        if (!current) return;
        gvlFor(initial.vendorListVersion).catch(() => undefined);
        const status = categoriesRef.current;
        setChoicesState(defaultChoices(detailed, stored, status.phase === 'decided' ? status.acceptedCategories : []));
        setLoad({ status: 'ready', initial, detailed, stored });
        updateTcfApi(stored.isUnsavedDefaultConsent ? '' : stored.tcString, true);
      },
      (error: unknown) => {
        if (!current) return;
        logger.error(INDUSTRY_LOAD_FAILED_LOG, error);
        setLoad({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt, gvlFor]);

  const setChoices = useCallback((update: (current: IndustryChoices) => IndustryChoices) => {
    setChoicesState((current) => (current ? update(current) : current));
  }, []);

  const save = useCallback(
    (chosen: IndustryChoices) => {
      if (load.status !== 'ready' || saving) return;
      const { initial, detailed } = load;
      setSaving(true);
      setSaveFailed(false);
      setChoicesState(chosen);
      gvlFor(initial.vendorListVersion)
        .then((list) => saveIndustryConsent(toSavePayload(detailed, chosen, encodeTcString(list, detailed, chosen))))
        .then(
          (reply) => {
            updateTcfApi(reply.tcString, false);
            if (alive.current) setSaving(false);
            onSavedRef.current(reply, industryStatus(detailed, chosen), acceptedCategoriesOf(chosen));
          },
          (error: unknown) => {
            logger.error(INDUSTRY_SAVE_FAILED_LOG, error);
            if (!alive.current) return;
            setSaving(false);
            setSaveFailed(true);
          },
        );
    },
    [load, saving, gvlFor],
  );

  const storedTcString = load.status === 'ready' && !load.stored.isUnsavedDefaultConsent ? load.stored.tcString : '';
  return { load, retry: () => setAttempt((n) => n + 1), choices, setChoices, save, saving, saveFailed, storedTcString };
}
