/** The search-running hook of the results pages. */
import { useEffect, useState } from 'react';
import { ApiRequestError } from '../../api/index.ts';
import { logger } from '../../state/index.ts';

/** State of one results search. */
export type SearchState<R> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'done'; response: R };

/** The server's (localized) description of a failed call, else `fallback`. */
export function errorMessageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) {
    const first = error.errors[0];
    if (first) return first.localizedDescription ?? first.description;
  }
  return fallback;
}

/**
 * Runs `search(params, currency, signal)` and re-runs it when `key` (the params, serialised), `currency` or
 * `attempt` change; an older run is aborted. Errors become `{ status: 'error' }` with the server's description,
 * or `fallback` when there is none (network failure, a reply that does not match the contract).
 */
export function useVerticalSearch<P, R>(
  search: (params: P, currency: string, signal: AbortSignal) => Promise<R>,
  params: P | null,
  currency: string,
  attempt: number,
  fallback: string,
): SearchState<R> {
  const [state, setState] = useState<SearchState<R>>({ status: 'loading' });
  const key = params ? JSON.stringify(params) : '';
  useEffect(() => {
    if (!params) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    search(params, currency, controller.signal).then(
      (response) => {
        if (!controller.signal.aborted) setState({ status: 'done', response });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        logger.warn('search failed', error);
        setState({ status: 'error', message: errorMessageOf(error, fallback) });
      },
    );
    return () => controller.abort();
    // `key` captures every field of `params`; `search` is a module function.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, currency, attempt]);
  return state;
}
