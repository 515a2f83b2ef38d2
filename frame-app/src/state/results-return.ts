/**
 * Where "Back to results" goes (issue #11: every booking and details page has "Back to results"). The results
 * pages remember their location (path inside the basename plus query, the page count included) and the
 * position of their history entry (React Router keeps `idx` in `history.state`); kept in sessionStorage so a
 * reload of the frame keeps it. "Back to results" then goes back in history to that entry when it lies behind
 * the current one (a POP: the results page restores its page count and scroll position, search feature
 * scroll-restore.ts), and otherwise opens the remembered location (a new entry: same list, top of the page).
 * Kept in memory, and in sessionStorage where the browser allows it (a cross-site frame's storage is often
 * blocked: then a reload of the frame forgets it, and the booking page shows no "Back to results").
 * It lives in state because the booking pages cannot import the search feature (search imports booking).
 */
import { useCallback, useSyncExternalStore, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/** sessionStorage key of the last results location. */
export const LAST_RESULTS_STORAGE_KEY = 'travel.results.last';

/** The last results page shown: its location and history index (null when history.state had none). */
export interface ResultsEntry {
  path: string;
  idx: number | null;
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; entry: ResultsEntry | null } = { raw: null, entry: null };
/** The last entry as JSON, in memory (sessionStorage may be denied to a cross-site frame). */
let memory: string | null = null;

function stored(): string | null {
  try {
    return sessionStorage.getItem(LAST_RESULTS_STORAGE_KEY) ?? memory;
  } catch {
    return memory;
  }
}

function historyIdx(): number | null {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
}

function readEntry(): ResultsEntry | null {
  const raw = memory ?? stored();
  if (raw !== cached.raw) {
    let entry: ResultsEntry | null = null;
    try {
      const parsed = raw ? (JSON.parse(raw) as Partial<ResultsEntry>) : null;
      entry = parsed && typeof parsed.path === 'string' && parsed.path.startsWith('/') ? { path: parsed.path, idx: typeof parsed.idx === 'number' ? parsed.idx : null } : null;
    } catch {
      entry = null;
    }
    cached = { raw, entry };
  }
  return cached.entry;
}

/**
 * Remembers the results page being shown (call on every render of a results location; cheap when unchanged).
 * @param path location inside the basename with its query, e.g. `/hotels/2643743/2026-12-01/2026-12-04?pages=2`
 */
export function rememberResultsEntry(path: string): void {
  const entry: ResultsEntry = { path, idx: historyIdx() };
  const raw = JSON.stringify(entry);
  if (raw === stored()) return;
  memory = raw;
  try {
    sessionStorage.setItem(LAST_RESULTS_STORAGE_KEY, raw);
  } catch {
    // Denied to a cross-site frame: memory only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * "Back to results" for a booking or details page: the remembered results location (`href`, for the link) and
 * `onClick`, which goes back in history to that entry when it is behind the current one (and lets the link
 * open `href` otherwise); null when no results page was shown in this session.
 */
export function useResultsReturn(): { href: string; onClick(event: MouseEvent<HTMLAnchorElement>): void } | null {
  const entry = useSyncExternalStore(subscribe, readEntry, () => null);
  const navigate = useNavigate();
  const onClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (!entry || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const current = historyIdx();
      if (entry.idx === null || current === null || entry.idx >= current) return;
      event.preventDefault();
      void navigate(entry.idx - current);
    },
    [entry, navigate],
  );
  return entry ? { href: entry.path, onClick } : null;
}
