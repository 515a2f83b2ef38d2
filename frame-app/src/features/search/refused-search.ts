/**
 * Whether a results page's search was refused by the server as it is (issue #11 "the results page never shows a 'Try
 * again' that cannot help"): the route loader's outcome is a 400 VALIDATION_ERROR (an unknown place, a date out of
 * range, a party the vertical does not take, in a shared or hand-edited link). Asking again cannot help; the search
 * has to change.
 */
import { useLoaderData } from 'react-router';
import { ApiRequestError } from '../../api/index.ts';
import type { PricedLoaderData } from '../../api/route-data.ts';

/** Whether the current results route's loader failed because the server refused the query (400 VALIDATION_ERROR). */
export function useRefusedSearch(): boolean {
  const data = useLoaderData() as PricedLoaderData<unknown> | undefined;
  const outcome = data?.outcome;
  if (!outcome || outcome.ok) return false;
  const error = outcome.error;
  return error instanceof ApiRequestError && error.status === 400 && error.errors.some((e) => e.code === 'VALIDATION_ERROR');
}
