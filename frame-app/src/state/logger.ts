/**
 * The frame's small logger. The host can change its level with the bridge `logger` action
 * (core-and-business §7). Levels, most verbose first: debug, info, warn, error, silent.
 * Default level: `warn` (a KAYAK-class embed stays quiet in the partner's console unless asked).
 */
import type { LogLevel } from '@travel/contract';

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** Level a fresh frame logs at. */
export const DEFAULT_LOG_LEVEL: LogLevel = 'warn';

let currentLevel: LogLevel = DEFAULT_LOG_LEVEL;

/** Sets the level below which messages are dropped. */
export function setLogLevel(level: LogLevel): void {
  currentLevel = level;
}

/** The current log level. */
export function getLogLevel(): LogLevel {
  return currentLevel;
}

function enabled(level: Exclude<LogLevel, 'silent'>): boolean {
  return ORDER[level] >= ORDER[currentLevel];
}

/** Console-backed logger honouring the current level; every line is prefixed with `[frame]`. */
export const logger = {
  debug: (...args: unknown[]): void => {
    if (enabled('debug')) console.debug('[frame]', ...args);
  },
  info: (...args: unknown[]): void => {
    if (enabled('info')) console.info('[frame]', ...args);
  },
  warn: (...args: unknown[]): void => {
    if (enabled('warn')) console.warn('[frame]', ...args);
  },
  error: (...args: unknown[]): void => {
    if (enabled('error')) console.error('[frame]', ...args);
  },
};
export type Logger = typeof logger;
