/**
 * Page-top announcements (account-business-header-and-trips §9 "A page-top announcement clears after 3000 ms"): a
 * polite live region at the top of the page (site-extras.tsx) reads out what any part of the frame announces with
 * {@link useAnnounce}, e.g. "Filters applied". The text is cleared after {@link ANNOUNCEMENT_CLEAR_MS}.
 */
import { useCallback } from 'react';
import { atom, useSetAtom } from 'jotai';

/** The current announcement; `id` grows so the same text twice is announced twice. */
export interface Announcement {
  id: number;
  text: string;
}

/** The announcement shown in the region, or null. */
export const announcementAtom = atom<Announcement | null>(null);

/** Write a text to announce it (the region clears it after 3000 ms). */
export const announceAtom = atom(null, (get, set, text: string) => {
  set(announcementAtom, { id: (get(announcementAtom)?.id ?? 0) + 1, text });
});

/** A function that announces `text` (plain, already translated) in the page-top live region. */
export function useAnnounce(): (text: string) => void {
  const announce = useSetAtom(announceAtom);
  return useCallback((text: string) => announce(text), [announce]);
}
