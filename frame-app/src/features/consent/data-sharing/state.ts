/**
 * The published data-sharing choice (issue #13; chrome-and-consent §4 "Data-sharing dialog": "on success publishes
 * sharing cookie, consent share and ccpa sync updates"). The server keeps the choice (and, for a signed-in user, the
 * account's); the frame publishes the latest reply here so anything that shares data (ads, partner syncs) reads one
 * value: {@link dataSharingAtom}. Nothing in the frame sets a sharing cookie of its own: the server's record is it.
 */
import { atom } from 'jotai';
import type { DataSharingReply } from '@travel/contract';
import { logger } from '../../../state/index.ts';

/** The data-sharing choice in effect: allowDataSharing false when opted out; gpc when Global Privacy Control applied. */
export interface DataSharingChoice {
  allowDataSharing: boolean;
  gpc: boolean;
}

/** The latest data-sharing choice the server confirmed (load, update or GPC opt-out); null before any reply. */
export const dataSharingAtom = atom<DataSharingChoice | null>(null);

/** What {@link publishDataSharing} writes to: a jotai store (or anything with its `set`). */
export interface DataSharingPublisher {
  set(target: typeof dataSharingAtom, value: DataSharingChoice): void;
}

/**
 * Publishes a server reply: the sharing state, consent share and CCPA sync updates (§4) as one value in
 * {@link dataSharingAtom}, logged at info with `why` (e.g. 'update', 'load', 'gpc').
 */
export function publishDataSharing(store: DataSharingPublisher, reply: DataSharingReply, why: string): void {
  const choice: DataSharingChoice = { allowDataSharing: reply.allowDataSharing, gpc: reply.gpc };
  store.set(dataSharingAtom, choice);
  logger.info(`data sharing published (${why}): sharing cookie, consent share and ccpa sync`, choice);
}
