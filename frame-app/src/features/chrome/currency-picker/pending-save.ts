/**
 * The currency a signed-out visitor asked to save permanently, waiting for the sign-in (chrome-and-consent §4: "for
 * logged-out users a flag is set"; the save follows on login success). Null: none. An atom, not component state, so
 * it survives the header re-rendering or re-mounting around the sign-in.
 */
import { atom } from 'jotai';

export const pendingCurrencySaveAtom = atom<string | null>(null);
