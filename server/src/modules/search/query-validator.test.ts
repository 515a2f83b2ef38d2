// @vitest-environment node
/**
 * The search routes' querystring validator keeps the queries it accepted (query-validator.ts, issue #23): a search
 * repeated with the same parameters gets the same answer without a new zod walk, while every request is still
 * validated at the edge (a wrong parameter is refused every time, a changed parameter is validated again).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createHarness, isoDateInDays, verticalSearchUrl, type Harness } from '../../../test/harness.ts';
import { SEARCH_QUERY_MEMO_KEY_MAX_CHARS, SEARCH_QUERY_MEMO_SIZE, searchQueryMemoKey, searchQueryValidatorCompiler } from './query-validator.ts';

type Result = { value?: unknown; error?: unknown };

/** A querystring validator over `schema` that counts the schema's walks (a transform runs once per successful walk). */
function countingValidator(schema: z.ZodType = z.object({ origin: z.string().length(3), adults: z.coerce.number().int().min(1).max(9).default(1) })) {
  const walks = { count: 0 };
  const counted = schema.transform((v) => {
    walks.count += 1;
    return v;
  });
  const validate = searchQueryValidatorCompiler({ schema: counted, httpPart: 'querystring', method: 'GET', url: '/search' } as never) as (data: unknown) => Result;
  return { validate, walks };
}

/** A parsed query string as Fastify hands it over (an object without a prototype). */
function parsed(params: Record<string, string | string[]>): Record<string, string | string[]> {
  return Object.assign(Object.create(null) as Record<string, string | string[]>, params);
}

describe('searchQueryValidatorCompiler', () => {
  it('answers repeated parameters with the kept query, frozen, without walking the schema again', () => {
    const { validate, walks } = countingValidator();
    const first = validate(parsed({ origin: 'JFK', adults: '2' }));
    const again = validate(parsed({ origin: 'JFK', adults: '2' }));
    expect(first.value).toEqual({ origin: 'JFK', adults: 2 });
    expect(again.value).toBe(first.value);
    expect(walks.count).toBe(1);
    expect(Object.isFrozen(first.value)).toBe(true);
    expect(() => {
      (first.value as { adults: number }).adults = 9;
    }).toThrow(TypeError);
  });

  it('validates every other parameter set, and refuses invalid parameters every time', () => {
    const { validate, walks } = countingValidator();
    validate(parsed({ origin: 'JFK' }));
    expect(validate(parsed({ origin: 'JFK', adults: '3' })).value).toEqual({ origin: 'JFK', adults: 3 });
    expect(walks.count).toBe(2);
    for (let i = 0; i < 3; i += 1) {
      const refused = validate(parsed({ origin: 'JFK', adults: '12' }));
      expect(refused.error).toEqual([expect.objectContaining({ instancePath: '/adults', keyword: 'too_big' })]);
      expect(refused.value).toBeUndefined();
    }
  });

  it('never keeps repeated parameters, separators or outsized query strings (validated each time, same answers)', () => {
    const { validate, walks } = countingValidator(z.object({ origin: z.union([z.string(), z.array(z.string())]), note: z.string().optional() }));
    const cases = [parsed({ origin: ['JFK', 'LGA'] }), parsed({ origin: 'JFK', note: 'a\u0000b' }), parsed({ origin: 'JFK', note: 'x'.repeat(SEARCH_QUERY_MEMO_KEY_MAX_CHARS) })];
    for (const data of cases) {
      const before = walks.count;
      expect(validate(data).value).toEqual({ ...data });
      expect(validate(data).value).toEqual({ ...data });
      expect(walks.count - before).toBe(2);
    }
  });

  it(`keeps at most ${SEARCH_QUERY_MEMO_SIZE} parameter sets, dropping the oldest`, () => {
    const { validate, walks } = countingValidator(z.object({ n: z.string() }));
    for (let i = 0; i <= SEARCH_QUERY_MEMO_SIZE; i += 1) validate(parsed({ n: String(i) }));
    expect(walks.count).toBe(SEARCH_QUERY_MEMO_SIZE + 1);
    validate(parsed({ n: String(SEARCH_QUERY_MEMO_SIZE) }));
    expect(walks.count).toBe(SEARCH_QUERY_MEMO_SIZE + 1);
    validate(parsed({ n: '0' }));
    expect(walks.count).toBe(SEARCH_QUERY_MEMO_SIZE + 2);
  });

  it('keys name one parameter set: names, values and order', () => {
    expect(searchQueryMemoKey(parsed({ a: 'b', c: 'd' }))).not.toBe(searchQueryMemoKey(parsed({ a: 'bc', '': 'd' })));
    expect(searchQueryMemoKey(parsed({ a: 'b', c: 'd' }))).not.toBe(searchQueryMemoKey(parsed({ c: 'd', a: 'b' })));
    expect(searchQueryMemoKey(null)).toBeNull();
  });
});

describe('flight search with kept queries', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('a repeated search answers the same offers, and a wrong parameter is refused with VALIDATION_ERROR each time', async () => {
    const url = verticalSearchUrl('flights', { origin: 'JFK', destination: 'LHR', departDate: isoDateInDays(20), returnDate: isoDateInDays(27), adults: 2 });
    const first = await h.app.inject({ method: 'GET', url });
    const again = await h.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(first.json<{ query: { adults: number } }>().query.adults).toBe(2);

    const tooMany = verticalSearchUrl('flights', { origin: 'JFK', destination: 'LHR', departDate: isoDateInDays(20), adults: 12 });
    for (let i = 0; i < 2; i += 1) {
      const refused = await h.app.inject({ method: 'GET', url: tooMany });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('VALIDATION_ERROR');
    }
    const sameRoute = verticalSearchUrl('flights', { origin: 'JFK', destination: 'JFK', departDate: isoDateInDays(20) });
    expect((await h.app.inject({ method: 'GET', url: sameRoute })).statusCode).toBe(400);
  });
});
