/** Creates the app's jotai store with the bootstrap applied to atoms and page globals. */
import { createStore } from 'jotai';
import type { FrameBootstrap } from '@travel/contract';
import { bootstrapAtom } from './bootstrap.ts';
import { EMPTY_GLOBAL_STATE, globalStateAtom } from './global-state.ts';

export type FrameStore = ReturnType<typeof createStore>;

/**
 * A fresh store seeded from the bootstrap: bootstrapAtom set; globals get brandDisplayName and
 * affiliate (= partner id) per core-and-business §3. No form token yet: the API client fetches one.
 */
export function createFrameStore(bootstrap: FrameBootstrap): FrameStore {
  const store = createStore();
  store.set(bootstrapAtom, bootstrap);
  store.set(globalStateAtom, {
    ...EMPTY_GLOBAL_STATE,
    brandDisplayName: bootstrap.brandDisplayName,
    affiliate: bootstrap.partner.id,
  });
  return store;
}
