/**
 * The Pride logo's confetti (chrome-and-consent §4 "Logo": plays once per browser, recorded in local storage,
 * starts about 1 second after the logo shows; §9 constants). canvas-confetti is imported only when the confetti
 * actually plays (dynamic import), so no page pays for it otherwise.
 *
 * Decisions the spec leaves open:
 * - Reduced motion (`prefers-reduced-motion: reduce`): no confetti, and nothing recorded, so the visitor who later
 *   allows motion still sees it once.
 * - Where the browser denies the cross-site frame its local storage (Chromium does when third-party cookies are
 *   blocked: "Access is denied for this document"), the record is a partitioned cookie of the same name instead
 *   (`SameSite=None; Secure; Partitioned`, one year; like the session cookie, it lives under the partner's site), see
 *   {@link confettiStorage}. With neither available: no confetti, since "once" could not be kept.
 * - The "shown" mark is written when the confetti starts, not when it ends, so a reload during the animation does
 *   not replay it.
 */
import type { Options } from 'canvas-confetti';
import {
  CONFETTI_DELAY_MS, CONFETTI_DRAG, CONFETTI_GRAVITY, CONFETTI_PARTICLE_COUNT, CONFETTI_PIECE_SIZE_PX,
  CONFETTI_SHOWN_STORAGE_KEY, CONFETTI_TERMINAL_VELOCITY, CONFETTI_TICKS,
} from './constants.ts';

/** canvas-confetti options for the §9 constants (see constants.ts for the drag and terminal velocity mapping). */
export function confettiOptions(origin: { x: number; y: number }): Options {
  return {
    particleCount: CONFETTI_PARTICLE_COUNT,
    gravity: CONFETTI_GRAVITY,
    decay: 1 - CONFETTI_DRAG,
    startVelocity: CONFETTI_TERMINAL_VELOCITY / 1.5,
    scalar: CONFETTI_PIECE_SIZE_PX / 10,
    ticks: CONFETTI_TICKS,
    spread: 360,
    origin,
    disableForReducedMotion: true,
  };
}

/** True when this browser has already seen the confetti, or when local storage cannot tell (see the file comment). */
export function confettiAlreadyShown(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return !storage || storage.getItem(CONFETTI_SHOWN_STORAGE_KEY) !== null;
  } catch {
    return true;
  }
}

/** Lifetime of the partitioned-cookie record, seconds (one year; "once per browser" has no stated expiry). */
const COOKIE_RECORD_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Where the "confetti shown" record lives in `win`: its localStorage when readable, else a partitioned cookie
 * (see the file comment) with the same `getItem` / `setItem` shape, else `undefined`. Never throws.
 */
export function confettiStorage(win: Pick<Window, 'localStorage' | 'document'>): Pick<Storage, 'getItem' | 'setItem'> | undefined {
  try {
    const storage = win.localStorage;
    storage.getItem(CONFETTI_SHOWN_STORAGE_KEY);
    return storage;
  } catch {
    // denied in this cross-site frame: fall back to a partitioned cookie
  }
  try {
    const doc = win.document;
    void doc.cookie;
    return {
      getItem: (key) => {
        const hit = doc.cookie.split('; ').find((pair) => pair.startsWith(`${key}=`));
        return hit === undefined ? null : decodeURIComponent(hit.slice(key.length + 1));
      },
      setItem: (key, value) => {
        doc.cookie = `${key}=${encodeURIComponent(value)}; Max-Age=${COOKIE_RECORD_MAX_AGE_S}; Path=/; SameSite=None; Secure; Partitioned`;
      },
    };
  } catch {
    return undefined;
  }
}

/** What {@link scheduleConfetti} needs from its surroundings (the window in the app, fakes in tests). */
export interface ConfettiEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  reducedMotion: boolean;
  /** Plays the confetti; called at most once, after {@link CONFETTI_DELAY_MS}. */
  play: () => void;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
}

/** What {@link scheduleConfetti} decided: waiting for the delay, or skipped (and why). */
export type ConfettiDecision = 'scheduled' | 'already-shown' | 'reduced-motion';

/**
 * Plays the Pride confetti once per browser: after {@link CONFETTI_DELAY_MS} ms, unless already shown (local
 * storage key {@link CONFETTI_SHOWN_STORAGE_KEY}; unavailable storage counts as shown) or reduced motion is asked
 * for; records the key as it starts. Returns the decision and a cancel function (the logo went away before the
 * delay: nothing plays, nothing recorded). Never throws.
 */
export function scheduleConfetti(env: ConfettiEnvironment): { decision: ConfettiDecision; cancel: () => void } {
  if (env.reducedMotion) return { decision: 'reduced-motion', cancel: () => undefined };
  if (confettiAlreadyShown(env.storage)) return { decision: 'already-shown', cancel: () => undefined };
  const handle = env.setTimeout(() => {
    if (confettiAlreadyShown(env.storage)) return; // another frame of this browser played it meanwhile
    try {
      env.storage!.setItem(CONFETTI_SHOWN_STORAGE_KEY, new Date().toISOString());
    } catch {
      return;
    }
    env.play();
  }, CONFETTI_DELAY_MS);
  return { decision: 'scheduled', cancel: () => env.clearTimeout(handle as never) };
}

/**
 * Launches the confetti from `origin` (fractions of the viewport) on its own full-window canvas
 * (`<canvas data-confetti aria-hidden>` with `className`), removed when the pieces have fallen. Loads
 * canvas-confetti on demand. Failures to load are passed to `onError`.
 */
export function launchConfetti(doc: Document, className: string, origin: { x: number; y: number }, onError: (error: unknown) => void): void {
  import('canvas-confetti').then(
    async ({ default: confetti }) => {
      const canvas = doc.createElement('canvas');
      canvas.className = className;
      canvas.setAttribute('aria-hidden', 'true');
      canvas.dataset.confetti = '';
      doc.body.append(canvas);
      const fire = confetti.create(canvas, { resize: true, disableForReducedMotion: true });
      try {
        await fire(confettiOptions(origin));
      } finally {
        canvas.remove();
      }
    },
    onError,
  );
}
