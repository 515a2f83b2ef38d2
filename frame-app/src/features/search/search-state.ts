/** State of a results search as the results pages show it. */

/**
 * State of one results search; an error's `message` is already the text the user sees (chrome's apiErrorText:
 * translated by error code or field, never the server's English description, issue #8).
 */
export type SearchState<R> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'done'; response: R };
