import { describe, expect, it } from 'vitest';
import * as publicEntry from './index.ts';
import * as iifeEntry from './iife.ts';

describe('IIFE entry', () => {
  it("exports everything the public entry does at run time except brandLogos (the IIFE's size budget)", () => {
    expect(Object.keys(iifeEntry).sort()).toEqual(Object.keys(publicEntry).filter((name) => name !== 'brandLogos').sort());
  });
});
