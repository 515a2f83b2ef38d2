/**
 * "In policy only" (issue #25): whether the results pages hide offers outside the traveler's travel policy. Applied in
 * the frame over the verdicts of the offers already loaded (no new search); kept while the traveler changes sort,
 * filters or vertical in this frame, off again on reload (a default everyone understands: every result shown).
 */
import { atom } from 'jotai';

export const inPolicyOnlyAtom = atom(false);
