/** State of a results search as the results pages show it, and the error text of a failed search. */
import { serverErrorDescription } from '../chrome/index.ts';

/** State of one results search. */
export type SearchState<R> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'done'; response: R };

/** The server's (localized) description of a failed call, else `fallback`. */
export function errorMessageOf(error: unknown, fallback: string): string {
  return serverErrorDescription(error) ?? fallback;
}
