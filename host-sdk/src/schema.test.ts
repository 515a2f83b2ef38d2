import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCHEMA_PATH, generateOutgoingMessageSchema } from '../scripts/generate-schema.ts';

describe('generated outgoing-message JSON Schema', () => {
  it('is up to date with contract OutgoingMessageSchema (run `npx tsx host-sdk/scripts/generate-schema.ts`)', () => {
    expect(readFileSync(SCHEMA_PATH, 'utf8')).toBe(generateOutgoingMessageSchema());
  });
});
