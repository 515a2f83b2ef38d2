/**
 * State fed by incoming bridge messages (core-and-business §7): host scroll position, consent URL prefix and
 * consent response, log level, and search-form submits.
 */
import { atom } from 'jotai';
import type { ApiError, LogLevel, SearchSubmit } from '@travel/contract';
import { DEFAULT_LOG_LEVEL, setLogLevel } from './logger.ts';

/** Host scroll position in CSS px (bridge `scroll`); `null` until the host sends one. */
export interface HostScroll {
  scrollY: number;
  viewportHeight: number;
  frameTop: number;
}
export const hostScrollAtom = atom<HostScroll | null>(null);

/**
 * Consent data from the host (bridge `consent-url-prefix` and `consent-response`). hostManaged: the frame was mounted
 * with `cmp=host` (host SDK `consentManagedByHost`): the partner's own CMP decides, so the frame shows no consent UI
 * and sends nothing non-essential until its decision (`response`) arrives.
 */
export interface ConsentState {
  hostManaged?: boolean;
  urlPrefix: string | undefined;
  response:
    | {
        tcString: string;
        gdprApplies: boolean;
        purposeConsents: Record<string, boolean>;
        vendorConsents: Record<string, boolean>;
      }
    | undefined;
}
export const consentAtom = atom<ConsentState>({ urlPrefix: undefined, response: undefined });

const logLevelValueAtom = atom<LogLevel>(DEFAULT_LOG_LEVEL);
/** The frame's log level (bridge `logger`); writing it also reconfigures the shared logger. */
export const logLevelAtom = atom(
  (get) => get(logLevelValueAtom),
  (_get, set, level: LogLevel) => {
    setLogLevel(level);
    set(logLevelValueAtom, level);
  },
);

/**
 * One published search-form submit; `id` increases so the same query submitted twice is two events.
 * `resultsUrl` (relative to the basename) is set when the submit was resolved before publishing (the bridge
 * resolves places first so it can answer the host with errors); without it the listener resolves the query.
 */
export interface SearchSubmitEvent {
  id: number;
  query: SearchSubmit;
  resultsUrl?: string;
}

/** A submit whose places are resolved: the results path it runs. */
export interface ResolvedSearchSubmit {
  query: SearchSubmit;
  resultsUrl: string;
}

/**
 * Outcome of resolving a bridge search submit (places to ids, default dates and counts): the results path,
 * or the error to answer the host with (e.g. VALIDATION_ERROR `Unknown place "Atlantis"`, field `query.destination`).
 */
export type SearchSubmitResolution = { ok: true; resultsUrl: string } | { ok: false; error: ApiError };

/** Resolves a bridge search submit; implemented by the search feature and injected by the app. */
export type SearchSubmitResolver = (query: SearchSubmit) => Promise<SearchSubmitResolution>;

const searchSubmitValueAtom = atom<SearchSubmitEvent | null>(null);
let nextSubmitId = 1;

/**
 * The latest search-form submit (bridge `submit`). Write a SearchSubmit (or a {@link ResolvedSearchSubmit}) to
 * publish it; the search feature listens and runs the search. It stays readable so a submit that arrives
 * before the listener mounts is not lost; listeners remember the last `id` they handled.
 */
export const searchSubmitAtom = atom(
  (get) => get(searchSubmitValueAtom),
  (_get, set, submit: SearchSubmit | ResolvedSearchSubmit) =>
    set(
      searchSubmitValueAtom,
      'resultsUrl' in submit ? { id: nextSubmitId++, query: submit.query, resultsUrl: submit.resultsUrl } : { id: nextSubmitId++, query: submit },
    ),
);

/** The part of the frame the visitor sees, in the frame document's CSS px (top edge and height). */
export interface VisibleRegion {
  top: number;
  height: number;
}

/**
 * Where the visitor sees the frame (issue #8: dialogs open in the visible part of a frame as tall as its
 * content). From the host's `scroll` message: the frame's top edge relative to the host viewport (`frameTop`,
 * negative once scrolled past) and the viewport height; `frameHeight` is the frame's own viewport height
 * (`window.innerHeight` in the frame). Returns `null` when the host sent nothing or none of the frame is visible
 * (then overlays fill the frame as usual).
 */
export function visibleRegionOf(scroll: HostScroll | null, frameHeight: number): VisibleRegion | null {
  if (!scroll) return null;
  const top = Math.max(0, -scroll.frameTop);
  const bottom = Math.min(frameHeight, scroll.viewportHeight - scroll.frameTop);
  return bottom - top > 0 ? { top, height: bottom - top } : null;
}
