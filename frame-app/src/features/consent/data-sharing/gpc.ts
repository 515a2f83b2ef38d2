/**
 * Global Privacy Control in the frame (issue #13 "`Sec-GPC: 1` or navigator.globalPrivacyControl opts the visitor out
 * of data sharing, and the UI says so"). The server honours the `Sec-GPC: 1` request header itself; Chromium does not
 * send that header, so when the frame's browser exposes `navigator.globalPrivacyControl === true` the frame records
 * the opt-out once: {@link applyBrowserGpc}.
 */
import { logger } from '../../../state/index.ts';
import { fetchDataSharing, saveDataSharing } from '../api.ts';
import { publishDataSharing, type DataSharingPublisher } from './state.ts';

/** Whether this browser signals Global Privacy Control (`navigator.globalPrivacyControl === true`; false without it). */
export function browserSignalsGpc(): boolean {
  if (typeof navigator === 'undefined') return false;
  return (navigator as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl === true;
}

const applied = new WeakMap<object, Promise<void>>();

/**
 * Once per app (per jotai `store`): when {@link browserSignalsGpc}, GET the data-sharing choice and, if it still
 * allows sharing, PUT allowDataSharing false (logged at info) and publish the reply. Does nothing without the signal.
 * Never rejects: a failure is logged (warn) and tried again on the next call.
 */
export function applyBrowserGpc(store: DataSharingPublisher & object): Promise<void> {
  if (!browserSignalsGpc()) return Promise.resolve();
  let pending = applied.get(store);
  if (!pending) {
    pending = (async () => {
      const current = await fetchDataSharing();
      if (!current.allowDataSharing) return;
      logger.info('Global Privacy Control is on: opting out of data sharing');
      publishDataSharing(store, await saveDataSharing(false), 'gpc');
    })().catch((error: unknown) => {
      logger.warn('Global Privacy Control opt-out failed', error);
      applied.delete(store);
    });
    applied.set(store, pending);
  }
  return pending;
}
