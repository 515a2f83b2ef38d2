// @vitest-environment node
/** Disjunctive facet counts and paging of search results (issue #11), on plain offers. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { filterWithFacets, page, type FacetSpec } from './results.ts';

interface Hotel {
  id: string;
  stars: number;
  area: string;
  amenities: string[];
  price: number;
}

const HOTELS: Hotel[] = [
  { id: 'a', stars: 3, area: 'Soho', amenities: ['wifi'], price: 100 },
  { id: 'b', stars: 4, area: 'Soho', amenities: ['wifi', 'pool'], price: 200 },
  { id: 'c', stars: 4, area: 'Camden', amenities: ['pool'], price: 150 },
  { id: 'd', stars: 5, area: 'Camden', amenities: ['wifi', 'pool', 'spa'], price: 400 },
  { id: 'e', stars: 5, area: 'Mayfair', amenities: ['spa'], price: 500 },
];

function specs(f: { stars?: number[]; areas?: string[]; amenities?: string[] }): Record<string, FacetSpec<Hotel>> {
  const { stars, areas, amenities } = f;
  return {
    stars: { values: (h) => String(h.stars), filter: stars && ((h) => stars.includes(h.stars)) },
    areas: { values: (h) => h.area, filter: areas && ((h) => areas.includes(h.area)) },
    amenities: { values: (h) => h.amenities, filter: amenities && ((h) => amenities.every((a) => h.amenities.includes(a))), combine: 'all' },
  };
}

describe('filterWithFacets (disjunctive faceting)', () => {
  it('without filters: counts over every offer, list unchanged', () => {
    const { filtered, facets } = filterWithFacets(HOTELS, specs({}));
    expect(filtered.map((h) => h.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(facets).toEqual({ stars: { '3': 1, '4': 2, '5': 2 }, areas: { Soho: 2, Camden: 2, Mayfair: 1 }, amenities: { wifi: 3, pool: 3, spa: 2 } });
  });

  it("a facet's own filter does not change its counts; the other facets' counts follow it", () => {
    const { filtered, facets } = filterWithFacets(HOTELS, specs({ stars: [4] }));
    expect(filtered.map((h) => h.id)).toEqual(['b', 'c']);
    // Ticking 5 stars as well would give d and e: 2 more.
    expect(facets.stars).toEqual({ '3': 1, '4': 2, '5': 2 });
    // Areas among the 4-star hotels; Mayfair stays listed with 0.
    expect(facets.areas).toEqual({ Soho: 1, Camden: 1, Mayfair: 0 });
    expect(facets.amenities).toEqual({ wifi: 1, pool: 2, spa: 0 });
  });

  it('two filters: each facet counts over the other filter only', () => {
    const { filtered, facets } = filterWithFacets(HOTELS, specs({ stars: [4, 5], areas: ['Camden'] }));
    expect(filtered.map((h) => h.id)).toEqual(['c', 'd']);
    expect(facets.stars).toEqual({ '3': 0, '4': 1, '5': 1 });
    expect(facets.areas).toEqual({ Soho: 1, Camden: 2, Mayfair: 1 });
  });

  it("an 'all' facet (amenities) counts over offers that keep its own ticked values", () => {
    const { filtered, facets } = filterWithFacets(HOTELS, specs({ amenities: ['pool'] }));
    expect(filtered.map((h) => h.id)).toEqual(['b', 'c', 'd']);
    expect(facets.amenities).toEqual({ wifi: 2, pool: 3, spa: 1 });
    expect(facets.stars).toEqual({ '3': 0, '4': 2, '5': 1 });
  });

  it('the rest filters (price) apply to the list and to every count', () => {
    const { filtered, facets } = filterWithFacets(HOTELS, specs({ stars: [5] }), (h) => h.price <= 450);
    expect(filtered.map((h) => h.id)).toEqual(['d']);
    expect(facets.stars).toEqual({ '3': 1, '4': 2, '5': 1 });
    expect(facets.areas).toEqual({ Soho: 0, Camden: 1, Mayfair: 0 });
  });

  const hotelArb = fc.record({
    id: fc.uuid(),
    stars: fc.integer({ min: 1, max: 5 }),
    area: fc.constantFrom('Soho', 'Camden', 'Mayfair', 'Chelsea'),
    amenities: fc.subarray(['wifi', 'pool', 'spa', 'gym']),
    price: fc.integer({ min: 50, max: 900 }),
  });
  const filterArb = fc.record(
    {
      stars: fc.subarray([1, 2, 3, 4, 5], { minLength: 1 }),
      areas: fc.subarray(['Soho', 'Camden', 'Mayfair', 'Chelsea'], { minLength: 1 }),
      amenities: fc.subarray(['wifi', 'pool', 'spa', 'gym'], { minLength: 1 }),
    },
    { requiredKeys: [] },
  );

  it("property: a value's count is what ticking it adds (any-facets) or leaves (amenities, all must hold)", () => {
    fc.assert(
      fc.property(fc.array(hotelArb, { maxLength: 40 }), filterArb, (hotels, f) => {
        const { filtered, facets } = filterWithFacets(hotels, specs(f));
        for (const [value, count] of Object.entries(facets.stars ?? {})) {
          // The offers that value alone brings in, with the other filters kept.
          expect(filterWithFacets(hotels, specs({ ...f, stars: [Number(value)] })).filtered.length).toBe(count);
          const widened = filterWithFacets(hotels, specs({ ...f, stars: [...new Set([...(f.stars ?? []), Number(value)])] })).filtered.length;
          if (f.stars && !f.stars.includes(Number(value))) expect(widened).toBe(filtered.length + count);
        }
        for (const [value, count] of Object.entries(facets.areas ?? {})) {
          expect(filterWithFacets(hotels, specs({ ...f, areas: [value] })).filtered.length).toBe(count);
        }
        for (const [value, count] of Object.entries(facets.amenities ?? {})) {
          expect(filterWithFacets(hotels, specs({ ...f, amenities: [...(f.amenities ?? []), value] })).filtered.length).toBe(count);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('page', () => {
  it('20 at a time: pages join up to the whole list without gaps or repeats', () => {
    const list = Array.from({ length: 47 }, (_, i) => i);
    const pages = [page(list, 20, 0), page(list, 20, 20), page(list, 20, 40)];
    expect(pages.map((p) => p.length)).toEqual([20, 20, 7]);
    expect(pages.flat()).toEqual(list);
    expect(page(list, 20, 60)).toEqual([]);
  });
});
