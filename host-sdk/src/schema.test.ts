import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RULES_PATH, generateOutgoingMessageRules, outgoingMessageRules } from '../scripts/generate-schema.ts';

describe('generated outgoing-message rules', () => {
  it('are up to date with contract OutgoingMessageSchema (run `npx tsx host-sdk/scripts/generate-schema.ts`)', () => {
    expect(readFileSync(RULES_PATH, 'utf8')).toBe(generateOutgoingMessageRules());
  });
});

describe('outgoingMessageRules', () => {
  const message = (shape: z.ZodRawShape) => z.discriminatedUnion('action', [z.object({ action: z.literal('a'), ...shape })]);

  it('reduces each message to its property rules', () => {
    expect(outgoingMessageRules(message({ n: z.number().int().min(1).max(9), s: z.string().min(2).regex(/^x/), b: z.boolean() }))).toEqual({
      a: { n: ['integer', 1, 9], s: ['string', 2, null, '^x'], b: ['boolean', null, null] },
    });
  });

  it.each([
    ['an optional property', { n: z.number().optional() }],
    ['a nested object', { o: z.object({ x: z.number() }) }],
    ['an enum', { e: z.enum(['x', 'y']) }],
    ['an exclusive bound', { n: z.number().gt(0) }],
    ['an array', { l: z.array(z.string()) }],
  ])('throws for %s, which the SDK could not check', (_, shape) => {
    expect(() => outgoingMessageRules(message(shape as z.ZodRawShape))).toThrow(/cannot be expressed/);
  });
});
