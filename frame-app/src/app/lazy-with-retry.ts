/**
 * Dynamic module loading with retries (core-and-business §8 "Dynamic module load failure": retried up to
 * 2 times with a cache-busting query, delays 200 ms then 400 ms, then logged).
 *
 * A browser caches a failed module fetch in its module map, so retrying the same `import()` fails again.
 * Retries therefore import the module URL with `?t=<timestamp>` appended. The URL is the `url` argument
 * when given, else taken from the import error's message (Chromium: "Failed to fetch dynamically imported
 * module: https://…/assets/x.js", Firefox: "error loading dynamically imported module: …", Safari:
 * "Importing a module script failed." - no URL, then the original importer is simply called again).
 */
import { logger, type Logger } from '../state/index.ts';
import { DYNAMIC_IMPORT_INITIAL_DELAY_MS, DYNAMIC_IMPORT_RETRIES } from './constants.ts';

/** Collaborators of {@link lazyWithRetry}; injectable for tests. */
export interface LazyRetryOptions {
  /** Imports a URL (default `import(/* @vite-ignore *\/ url)`). */
  importUrl?: (url: string) => Promise<unknown>;
  /** Waits `ms` (default setTimeout). */
  sleep?: (ms: number) => Promise<void>;
  /** Epoch ms for the cache-busting value (default Date.now). */
  now?: () => number;
  log?: Pick<Logger, 'error'>;
}

const defaultImportUrl = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);
const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Extracts a module URL from a dynamic-import error message, if the browser put one there. */
export function moduleUrlFromError(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  const match = /(https?:\/\/[^\s'"]+|\/[^\s'"]+\.m?js)/.exec(message);
  return match?.[1];
}

/** `url` with `t=<timestamp>` appended (replacing an earlier `t`). */
export function cacheBusted(url: string, timestamp: number): string {
  const [base = url, query = ''] = url.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('t', String(timestamp));
  return `${base}?${params.toString()}`;
}

/**
 * Wraps `importer` so a failed import is retried DYNAMIC_IMPORT_RETRIES (2) times after 200 ms and 400 ms,
 * with a cache-busting query when the module URL is known. After the last failure it logs
 * `Dynamic import failed` and rejects with that last error.
 *
 * @param importer e.g. `() => import('./page.tsx')`
 * @param url the module's URL when known (e.g. from `new URL('./page.js', import.meta.url)`)
 * @returns a function with the importer's signature, usable as a react-router route `lazy`.
 */
export function lazyWithRetry<T>(importer: () => Promise<T>, url?: string, options: LazyRetryOptions = {}): () => Promise<T> {
  const importUrl = options.importUrl ?? defaultImportUrl;
  const sleep = options.sleep ?? defaultSleep;
  const now = options.now ?? Date.now;
  const log = options.log ?? logger;

  return async () => {
    let lastError: unknown;
    try {
      return await importer();
    } catch (error) {
      lastError = error;
    }
    let delay = DYNAMIC_IMPORT_INITIAL_DELAY_MS;
    for (let attempt = 1; attempt <= DYNAMIC_IMPORT_RETRIES; attempt++) {
      await sleep(delay);
      delay *= 2;
      const moduleUrl = url ?? moduleUrlFromError(lastError);
      try {
        return moduleUrl ? ((await importUrl(cacheBusted(moduleUrl, now()))) as T) : await importer();
      } catch (error) {
        lastError = error;
      }
    }
    log.error('Dynamic import failed', lastError);
    throw lastError;
  };
}
