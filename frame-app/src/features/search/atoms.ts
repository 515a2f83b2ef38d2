/** Feature-local state of search. */
import { atom } from 'jotai';

/** Id of the last bridge search submit acted on, so a remount never replays it. */
export const lastHandledSubmitIdAtom = atom(0);
