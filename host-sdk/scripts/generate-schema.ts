/**
 * Generates host-sdk/src/generated/outgoing-message.schema.json from contract `OutgoingMessageSchema`
 * with zod 4's `z.toJSONSchema`, so the host SDK validates frame -> host messages (core-and-business §7)
 * without bundling zod. Run after changing the contract:
 *
 *   npx tsx host-sdk/scripts/generate-schema.ts
 *
 * `schema.test.ts` fails when the checked-in file differs from a fresh generation.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { z } from 'zod';
import { OutgoingMessageSchema } from '@travel/contract';

/** Absolute path of the generated file. */
export const SCHEMA_PATH = fileURLToPath(new URL('../src/generated/outgoing-message.schema.json', import.meta.url));

/** The file's exact text: 2-space indented JSON with a trailing newline. */
export function generateOutgoingMessageSchema(): string {
  return `${JSON.stringify(z.toJSONSchema(OutgoingMessageSchema), null, 2)}\n`;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(SCHEMA_PATH, generateOutgoingMessageSchema());
  console.log(`wrote ${SCHEMA_PATH}`);
}
