/** Feature-local state of search. */
import { atom } from 'jotai';

/** Id of the last bridge search submit acted on, so a remount never replays it. */
export const lastHandledSubmitIdAtom = atom(0);

/**
 * The last search of each vertical, as the query of its "Modify search" front-door link (e.g.
 * `vertical=hotels&destination=Paris&start=…`), so going back to the front door shows the search the visitor
 * ran instead of an empty form (issue #8 "Back to the front door clears the form"). Kept for the life of the
 * frame document; a front-door URL with its own prefill wins.
 */
export const lastSearchQueryAtom = atom<Partial<Record<string, string>>>({});
