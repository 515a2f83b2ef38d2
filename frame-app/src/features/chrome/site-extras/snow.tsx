/**
 * Snow (account-business-header-and-trips §9 "Snow animation: shown once per day, with an idle time of 10000 ms"):
 * in the snow season (constants.ts, 1 Dec to 6 Jan) and unless the visitor prefers reduced motion, once the visitor
 * has been idle (no pointer, key, wheel or touch) for {@link SNOW_IDLE_MS}, flakes fall over the frame for
 * {@link SNOW_DURATION_MS}; the day is recorded in localStorage so it falls at most once a day. Decorative only
 * (aria-hidden, no pointer events).
 */
import { useEffect, useState } from 'react';
import { logger } from '../../../state/index.ts';
import { SNOW_DURATION_MS, SNOW_FLAKES, SNOW_IDLE_MS, SNOW_LAST_SHOWN_KEY } from './constants.ts';
import { localDay, shouldShowSnow } from './rules.ts';
import styles from './site-extras.module.css';

const ACTIVITY_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

function lastShownDay(): string | null {
  try {
    return window.localStorage.getItem(SNOW_LAST_SHOWN_KEY);
  } catch {
    return null;
  }
}

export function Snow() {
  const [falling, setFalling] = useState(false);
  useEffect(() => {
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    if (!shouldShowSnow({ now: new Date(), lastShownDay: lastShownDay(), reducedMotion })) return;
    let idleTimer: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(start, SNOW_IDLE_MS);
    };
    function stopListening() {
      clearTimeout(idleTimer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, restart);
    }
    function start() {
      stopListening();
      try {
        window.localStorage.setItem(SNOW_LAST_SHOWN_KEY, localDay(new Date()));
      } catch (error) {
        logger.debug('could not record the snow day', error);
      }
      setFalling(true);
    }
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, restart, { passive: true });
    restart();
    return stopListening;
  }, []);
  useEffect(() => {
    if (!falling) return;
    const handle = setTimeout(() => setFalling(false), SNOW_DURATION_MS);
    return () => clearTimeout(handle);
  }, [falling]);
  if (!falling) return null;
  return (
    <div className={styles.snow} aria-hidden="true" data-testid="snow">
      {Array.from({ length: SNOW_FLAKES }, (_, i) => (
        <span key={i} className={styles.flake} style={{ left: `${(i * 97) % 100}%`, animationDelay: `${(i * 137) % 3000}ms` }} />
      ))}
    </div>
  );
}
