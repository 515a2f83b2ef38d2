/**
 * The search routes' querystring validator (issue #23 "API": search throughput). A search's query string is
 * validated by its contract schema (FlightSearchQuerySchema, ...) like every request part; the schemas are pure
 * functions of the parameters (formats, coercions, defaults, cross-field rules; nothing depends on the clock or on
 * data: the services check "today" and unknown codes themselves), so the same parameters always validate to the
 * same query. Users repeat a search as they filter, sort, page and come back to the results, and a profile of a
 * repeated flight search showed zod's walk of the 20-odd parameters costing about as much as reading the stock
 * ledger. So each search route keeps the validated queries of the last {@link SEARCH_QUERY_MEMO_SIZE} distinct
 * parameter sets it accepted, and a request with the same parameters gets the kept query without a new walk.
 *
 * What holds:
 * - Every request is still validated at the edge: a parameter set is answered from the memo only when it is
 *   exactly (names, values and their order) one the schema accepted; anything else, invalid parameters included,
 *   goes through the schema (an invalid one is never kept, so it gets the schema's 400 every time).
 * - A kept query is deep-frozen and shared by every request with the same parameters: code that changed it would
 *   throw rather than leak into another request (the search services only read their query).
 * - Only parameter sets of single string values, at most {@link SEARCH_QUERY_MEMO_KEY_MAX_CHARS} characters in all,
 *   are kept (a repeated parameter, an array, or an outsized query string is validated every time and never kept).
 * - Other request parts (params, body, headers) use fastify-type-provider-zod's validator unchanged.
 */
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

/** Distinct accepted parameter sets kept per search route (oldest dropped first). */
export const SEARCH_QUERY_MEMO_SIZE = 1000;

/** Longest parameter set kept, characters of names and values together (longer ones are validated every time). */
export const SEARCH_QUERY_MEMO_KEY_MAX_CHARS = 1024;

/** Separator of the memo key's parts; a parameter containing it is never kept, so the key names one parameter set. */
const SEPARATOR = '\u0000';

/**
 * The memo key of a parsed query string: every name and value in order, each followed by {@link SEPARATOR}.
 * @returns null when the parameters cannot be kept (not an object, a non-string value, a separator inside, too long)
 */
export function searchQueryMemoKey(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  let key = '';
  // for-in, not Object.entries: no array per parameter on every request.
  for (const name in data) {
    if (!Object.hasOwn(data, name)) continue;
    const value: unknown = (data as Record<string, unknown>)[name];
    if (typeof value !== 'string' || name.includes(SEPARATOR) || value.includes(SEPARATOR)) return null;
    key += name + SEPARATOR + value + SEPARATOR;
    if (key.length > SEARCH_QUERY_MEMO_KEY_MAX_CHARS) return null;
  }
  return key;
}

/** Freezes `value` and every object and array inside it; returns it. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

type ValidationResult = { value: unknown; error?: undefined } | { error: Error | FastifySchemaValidationError[]; value?: undefined };

/**
 * Route-level `validatorCompiler` for search routes: the querystring through the route's zod schema with a memo of
 * accepted parameter sets (see the module docstring); every other part through fastify-type-provider-zod's
 * `validatorCompiler` as it is.
 * @returns per route and part, `(data) => { value } | { error }` as Fastify expects of a custom validator
 */
export const searchQueryValidatorCompiler: FastifySchemaCompiler<unknown> = (routeSchema) => {
  const validate = validatorCompiler(routeSchema as Parameters<typeof validatorCompiler>[0]) as (data: unknown) => ValidationResult;
  if (routeSchema.httpPart !== 'querystring') return validate;
  // A Map iterates in insertion order: the first key is the oldest.
  const accepted = new Map<string, ValidationResult>();
  return (data: unknown): ValidationResult => {
    const key = searchQueryMemoKey(data);
    if (key !== null) {
      const known = accepted.get(key);
      if (known !== undefined) return known;
    }
    const result = validate(data);
    if (key === null || result.error !== undefined) return result;
    const kept: ValidationResult = { value: deepFreeze(result.value) };
    if (accepted.size >= SEARCH_QUERY_MEMO_SIZE) accepted.delete(accepted.keys().next().value as string);
    accepted.set(key, kept);
    return kept;
  };
};
