// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirportAutocompleteResponse } from '@travel/contract';
import { createHarness, type Harness } from '../../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

async function codes(q: string, limit?: number): Promise<string[]> {
  const url = `/i/api/airports/v1/autocomplete?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`;
  const r = await h.app.inject({ method: 'GET', url });
  expect(r.statusCode).toBe(200);
  return r.json<AirportAutocompleteResponse>().airports.map((a) => a.code);
}

describe('GET /i/api/airports/v1/autocomplete', () => {
  it("'JFK' -> JFK first", async () => {
    expect((await codes('JFK'))[0]).toBe('JFK');
    expect((await codes('jfk'))[0]).toBe('JFK');
  });

  it("'london' and 'lon' include LHR", async () => {
    expect(await codes('london')).toContain('LHR');
    expect(await codes('lon')).toContain('LHR');
  });

  it('respects the limit and returns airport details with a time zone', async () => {
    const r = await h.app.inject({ method: 'GET', url: '/i/api/airports/v1/autocomplete?q=new&limit=3' });
    const airports = r.json<AirportAutocompleteResponse>().airports;
    expect(airports).toHaveLength(3);
    expect(airports[0]?.timeZone).toMatch(/\//);
  });

  it('rejects an empty query with 400 VALIDATION_ERROR on q', async () => {
    const r = await h.app.inject({ method: 'GET', url: '/i/api/airports/v1/autocomplete?q=' });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'q' });
  });

  // Its speed is a figure of `npm run bench` (bench/airports.ts), not a timed assertion here.
});

describe('seeded reference data', () => {
  it('has only large/medium airports with time zones and airlines with ISO countries', async () => {
    const jfk = await h.db.selectFrom('airports').selectAll().where('code', '=', 'JFK').executeTakeFirstOrThrow();
    expect(jfk).toMatchObject({ city: 'New York', country_code: 'US', time_zone: 'America/New_York', size: 'large' });
    const ba = await h.db.selectFrom('airlines').selectAll().where('code', '=', 'BA').executeTakeFirstOrThrow();
    expect(ba).toMatchObject({ name: 'British Airways', country_code: 'GB' });
    const bad = await h.db.selectFrom('airlines').select('code').where('name', 'in', ['Unknown', 'Private flight']).execute();
    expect(bad).toEqual([]);
  });
});
