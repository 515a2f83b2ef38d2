/**
 * Where the industry consent dialog lives in the app (issue #13; chrome-and-consent §2 "Industry consent dialog",
 * §4 "Which cookie UI shows"). Rendered once, inside the router, by the consent root.
 *
 * - Opens when `autoOpen` becomes true (the dialog is the page's consent UI: consent needed and the category UI
 *   suppressed by hcd=true); then it cannot be dismissed — a choice (accept all, accept selected, reject all) closes
 *   it — and reject all is on its first layer next to accept all.
 * - Opens whenever privacySurfaceRequestAtom holds a new request (a new `id`) for 'industry' (privacy page, footer);
 *   the last id handled is remembered per app (jotai store), so a remount does not reopen an old request. Opened so,
 *   Escape, the backdrop and its close button close it unsaved.
 * - The dialog's code is loaded on first opening (React.lazy) while its data loads (industry-data.ts).
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { privacySurfaceRequestAtom } from '../../../state/index.ts';
import { prefetchIndustryData } from './industry-data.ts';
import type { IndustrySavedHandler } from './use-industry-dialog.ts';

const IndustryDialog = lazy(() => import('./industry-dialog.tsx').then((module) => ({ default: module.IndustryDialog })));

/** Last privacy surface request id handled, per app (jotai store). */
const handledRequests = new WeakMap<object, number>();

/** Props of {@link IndustryConsentHost}. */
export interface IndustryConsentHostProps {
  /** Open the dialog now as the page's consent UI (no stored industry consent, category UI suppressed by hcd=true). */
  autoOpen: boolean;
  /**
   * Called after a choice was saved (and `__tcfapi` updated) with the stored reply, its status (§4) and the cookie
   * categories the visitor accepted in the processing tab (strictlyNecessary first; for the consent root to record).
   */
  onSaved: IndustrySavedHandler;
}

/** Mounts the industry dialog; see the module docstring. */
export function IndustryConsentHost({ autoOpen, onSaved }: IndustryConsentHostProps) {
  const store = useStore();
  const request = useAtomValue(privacySurfaceRequestAtom);
  const [open, setOpen] = useState<{ dismissable: boolean; key: number } | null>(null);
  const isOpen = useRef(false);
  isOpen.current = open !== null;

  /** Opens the dialog unless it is open; its data starts loading now, beside its code. */
  const openDialog = useCallback((dismissable: boolean, key: number) => {
    if (isOpen.current) return;
    isOpen.current = true;
    void prefetchIndustryData();
    setOpen({ dismissable, key });
  }, []);

  useEffect(() => {
    if (autoOpen) openDialog(false, Date.now());
  }, [autoOpen, openDialog]);

  useEffect(() => {
    if (!request || request.surface !== 'industry' || handledRequests.get(store) === request.id) return;
    handledRequests.set(store, request.id);
    openDialog(true, request.id);
  }, [request, store, openDialog]);

  const close = useCallback(() => setOpen(null), []);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <IndustryDialog key={open.key} isDismissable={open.dismissable} onClose={close} onSaved={onSaved} />
    </Suspense>
  );
}
