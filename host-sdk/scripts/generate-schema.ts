/**
 * Generates host-sdk/src/generated/outgoing-message.rules.json from contract `OutgoingMessageSchema`, so the
 * host SDK validates frame -> host messages (core-and-business §7) without bundling zod or a JSON Schema engine
 * (the IIFE's budget is 6 KB gzip). Zod 4's `z.toJSONSchema` output is reduced to one rule per property:
 *
 *   { [action]: { [property]: [type, min, max, pattern] } }
 *
 * `type` is `integer` | `number` | `string` | `boolean`; `min`/`max` are inclusive bounds of a number or of a
 * string's length in code points (`null` when absent); `pattern` is a `u`-flag regular expression source or
 * absent. Every property of a message is required and no other property is allowed. Anything the contract
 * expresses that this form cannot (optional or nested properties, unions, enums, exclusive bounds, ...) makes
 * generation THROW, so a contract change that the SDK could not check fails here instead of passing unchecked.
 *
 * Run after changing the contract: `npx tsx host-sdk/scripts/generate-schema.ts`. `schema.test.ts` fails when
 * the checked-in file differs from a fresh generation.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { z } from 'zod';
import { OutgoingMessageSchema } from '@travel/contract';
import type { MessageRules, PropertyRule } from '../src/validate.ts';

/** Absolute path of the generated file. */
export const RULES_PATH = fileURLToPath(new URL('../src/generated/outgoing-message.rules.json', import.meta.url));

type Json = Record<string, unknown>;

const PROPERTY_KEYWORDS = new Set(['type', 'minimum', 'maximum', 'minLength', 'maxLength', 'pattern']);
const BRANCH_KEYWORDS = new Set(['type', 'properties', 'required', 'additionalProperties']);

function fail(where: string, what: string): never {
  throw new Error(`generate-schema: ${where}: ${what} cannot be expressed as an SDK message rule`);
}

function propertyRule(where: string, schema: Json): PropertyRule {
  for (const key of Object.keys(schema)) if (!PROPERTY_KEYWORDS.has(key)) fail(where, `keyword ${key}`);
  const type = schema.type;
  if (type !== 'integer' && type !== 'number' && type !== 'string' && type !== 'boolean') fail(where, `type ${String(type)}`);
  const min = (type === 'string' ? schema.minLength : schema.minimum) as number | undefined;
  const max = (type === 'string' ? schema.maxLength : schema.maximum) as number | undefined;
  if (type !== 'string' && (schema.minLength !== undefined || schema.maxLength !== undefined || schema.pattern !== undefined)) {
    fail(where, 'string keywords on a non-string');
  }
  if (type === 'string' && (schema.minimum !== undefined || schema.maximum !== undefined)) fail(where, 'number bounds on a string');
  const rule: PropertyRule = [type, min ?? null, max ?? null];
  if (typeof schema.pattern === 'string') rule.push(schema.pattern);
  return rule;
}

/**
 * The rules of every message of `schema` (default: contract `OutgoingMessageSchema`).
 * @throws Error for a shape the rules cannot express.
 */
export function outgoingMessageRules(schema: z.core.$ZodType = OutgoingMessageSchema): MessageRules {
  const root = z.toJSONSchema(schema) as Json;
  const branches = root.oneOf as Json[] | undefined;
  if (!Array.isArray(branches)) fail('$', 'a root that is not oneOf');
  const rules: MessageRules = {};
  for (const branch of branches) {
    for (const key of Object.keys(branch)) if (!BRANCH_KEYWORDS.has(key)) fail('branch', `keyword ${key}`);
    const properties = branch.properties as Record<string, Json>;
    const action = properties.action?.const;
    if (branch.type !== 'object' || typeof action !== 'string') fail('branch', 'a message without a const action');
    if (branch.additionalProperties !== false) fail(action, 'additional properties');
    const names = Object.keys(properties).filter((name) => name !== 'action');
    const required = new Set(branch.required as string[]);
    const rule: Record<string, PropertyRule> = {};
    for (const name of names) {
      if (!required.has(name)) fail(`${action}.${name}`, 'an optional property');
      rule[name] = propertyRule(`${action}.${name}`, properties[name]!);
    }
    rules[action] = rule;
  }
  return rules;
}

/** The file's exact text: compact JSON with a trailing newline. */
export function generateOutgoingMessageRules(): string {
  return `${JSON.stringify(outgoingMessageRules())}\n`;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(RULES_PATH, generateOutgoingMessageRules());
  console.log(`wrote ${RULES_PATH}`);
}
