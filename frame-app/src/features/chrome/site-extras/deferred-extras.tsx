/**
 * The site-wide extras loaded after the page settled (site-extras.tsx loads this module when the browser is idle):
 * - marketing-id sync (account-business-header-and-trips §4 "init, then loading, then ready", §7): once per frame,
 *   and only once advertising cookies are allowed (issue #13: the `kmkid` cookie is an advertising cookie; where
 *   prior consent is required it waits for the visitor's or the partner's consent, advertisingAllowedAtom),
 *   POST /s/run/kmkid/sync with the id this browser last got (localStorage) as suggestedKmkid, keeping the reply.
 *   Config (§3 "Marketing-id config"): `runSyncScript` (default true) runs the sync; without it a known id is only
 *   set (POST /s/run/kmkid/set); `masterHost` (another host keeping the id) is not used: the product's own origin
 *   keeps it. Failures are logged only;
 * - the ad-block check (§4): at most once a session (sessionStorage), 1 % of sessions, a GET of the bait; the
 *   result is only logged;
 * - the snow (snow.tsx). The survey launcher has its own slot at the end of the page (site-extras.tsx SurveyLauncherSlot).
 */
import { useEffect } from 'react';
import { atom, useAtom, useAtomValue, useStore } from 'jotai';
import { advertisingAllowedAtom, logger } from '../../../state/index.ts';
import { AD_BLOCK_CHECKED_KEY, KMKID_STORAGE_KEY } from './constants.ts';
import { marketingIdReducer, shouldCheckAdBlock, type MarketingIdEvent, type MarketingIdState } from './rules.ts';
import { probeAdBlocker, setMarketingId, syncMarketingId } from './site-api.ts';
import { Snow } from './snow.tsx';

/** Marketing-id config (account-business-header-and-trips §3). */
export interface MarketingIdConfig {
  runSyncScript: boolean;
  masterHost: string | null;
  suggestedKmkid: string | null;
}

function readStorage(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch (error) {
    logger.debug('storage refused', key, error);
  }
}

const marketingIdValueAtom = atom<MarketingIdState>({ status: 'init' });
/** The marketing-id sync state of this frame (one per app store): read it, or write an event to move it on. */
export const marketingIdAtom = atom(
  (get) => get(marketingIdValueAtom),
  (get, set, event: MarketingIdEvent) => set(marketingIdValueAtom, marketingIdReducer(get(marketingIdValueAtom), event)),
);

/** Runs the marketing-id sync once per frame (while the state is still init); the state goes init -> loading -> ready. */
function useMarketingIdSync(): MarketingIdState {
  const [state, dispatch] = useAtom(marketingIdAtom);
  const store = useStore();
  const status = state.status;
  const allowed = useAtomValue(advertisingAllowedAtom);
  useEffect(() => {
    if (!allowed) return;
    // Read the store itself: a second run of this effect (React's strict mode) must not start a second sync.
    if (status !== 'init' || store.get(marketingIdAtom).status !== 'init') return;
    const config: MarketingIdConfig = { runSyncScript: true, masterHost: null, suggestedKmkid: readStorage(() => window.localStorage, KMKID_STORAGE_KEY) };
    dispatch({ type: 'start' });
    const call = config.runSyncScript ? syncMarketingId(config.suggestedKmkid) : config.suggestedKmkid ? setMarketingId(config.suggestedKmkid) : null;
    if (!call) return void dispatch({ type: 'failed' });
    call.then(
      (kmkid) => {
        writeStorage(() => window.localStorage, KMKID_STORAGE_KEY, kmkid);
        dispatch({ type: 'done', kmkid });
      },
      (error: unknown) => {
        logger.warn('marketing id sync failed', error);
        dispatch({ type: 'failed' });
      },
    );
  }, [status, dispatch, store, allowed]);
  return state;
}

/** The ad-block check, at most once a session. */
function useAdBlockCheck(): void {
  useEffect(() => {
    const alreadyDecided = readStorage(() => window.sessionStorage, AD_BLOCK_CHECKED_KEY) !== null;
    const run = shouldCheckAdBlock({ alreadyDecided, random: Math.random() });
    if (!alreadyDecided) writeStorage(() => window.sessionStorage, AD_BLOCK_CHECKED_KEY, run ? 'checked' : 'skipped');
    if (!run) return;
    void probeAdBlocker().then((blocked) => logger.info('ad-block check', blocked ? 'blocked' : 'not blocked'));
  }, []);
}

export default function DeferredExtras() {
  useMarketingIdSync();
  useAdBlockCheck();
  return (
    <Snow />
  );
}
