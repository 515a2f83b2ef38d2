/**
 * A tiny JSON Schema validator for the frame's outgoing messages, so the host SDK can check what the frame
 * sends without bundling zod. The schema is generated from contract `OutgoingMessageSchema`
 * (host-sdk/scripts/generate-schema.ts -> generated/outgoing-message.schema.json).
 *
 * Supported keywords - exactly those z.toJSONSchema emits for the contract: type (incl. integer), const,
 * enum, properties, required, additionalProperties, anyOf, oneOf, minimum, maximum, exclusiveMinimum,
 * exclusiveMaximum, minLength, maxLength, pattern, items; annotations ($schema, $id, title, description)
 * are ignored. Any other keyword makes validation FAIL (fail closed), so a contract change that needs a new
 * keyword is caught by the tests rather than silently accepted.
 *
 * Deviation from JSON Schema, on purpose: `number` and `integer` accept finite numbers only (postMessage
 * can carry NaN and Infinity, which JSON cannot; zod's `.finite()` rejects them too).
 */

export type JsonType = 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';

/** The subset of JSON Schema (draft 2020-12) this validator understands. */
export interface JsonSchema {
  $schema?: string;
  $id?: string;
  title?: string;
  description?: string;
  type?: JsonType | JsonType[];
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, JsonSchemaOrBool>;
  required?: string[];
  additionalProperties?: JsonSchemaOrBool;
  anyOf?: JsonSchemaOrBool[];
  oneOf?: JsonSchemaOrBool[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  items?: JsonSchemaOrBool;
}
export type JsonSchemaOrBool = JsonSchema | boolean;

/** Keywords checked against a numeric value (or a string's length): [keyword, passes, message]. */
type Bound = [keyword: 'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum', passes: (v: number, bound: number) => boolean, message: string];
type LengthBound = [keyword: 'minLength' | 'maxLength', passes: (v: number, bound: number) => boolean, message: string];

const NUMBER_BOUNDS: Bound[] = [
  ['minimum', (v, b) => v >= b, 'below minimum'],
  ['maximum', (v, b) => v <= b, 'above maximum'],
  ['exclusiveMinimum', (v, b) => v > b, 'not above'],
  ['exclusiveMaximum', (v, b) => v < b, 'not below'],
];
const LENGTH_BOUNDS: LengthBound[] = [
  ['minLength', (v, b) => v >= b, 'shorter than'],
  ['maxLength', (v, b) => v <= b, 'longer than'],
];

/** Keywords this validator implements, plus ignored annotations. */
const KNOWN = new Set(
  'type const enum properties required additionalProperties anyOf oneOf pattern items $schema $id title description minimum maximum exclusiveMinimum exclusiveMaximum minLength maxLength'.split(' '),
);

const has = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const TYPES: Record<JsonType, (v: unknown) => boolean> = {
  object: isPlainObject,
  array: Array.isArray,
  string: (v) => typeof v === 'string',
  boolean: (v) => typeof v === 'boolean',
  null: (v) => v === null,
  number: (v) => Number.isFinite(v),
  integer: (v) => Number.isInteger(v),
};

function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => has(b, k) && deepEqual(a[k], b[k]));
  }
  return false;
}

const patternCache = new Map<string, RegExp>();
function regex(pattern: string): RegExp {
  let re = patternCache.get(pattern);
  if (!re) patternCache.set(pattern, (re = new RegExp(pattern, 'u')));
  return re;
}

interface Issue {
  path: string;
  message: string;
  /** The value failed a `const` (a discriminator such as `action`): the branch was not meant for it. */
  constMismatch: boolean;
}

const issue = (path: string, message: string, constMismatch = false): Issue => ({ path, message, constMismatch });

/**
 * Validates `value` against `schema`. Returns `null` when valid, else a short reason naming the first
 * failing location, e.g. `$.height: below minimum 0`. Never throws for any value; an unsupported keyword
 * in the schema yields an error (fail closed).
 */
export function validate(schema: JsonSchemaOrBool, value: unknown): string | null {
  const found = check(schema, value, '$');
  return found ? `${found.path}: ${found.message}` : null;
}

function check(schema: JsonSchemaOrBool, value: unknown, path: string): Issue | null {
  if (schema === true) return null;
  if (schema === false) return issue(path, 'not allowed');
  for (const key of Object.keys(schema)) {
    if (!KNOWN.has(key)) return issue(path, `unsupported schema keyword ${key}`);
  }

  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((t) => TYPES[t]?.(value))) return issue(path, `expected ${types.join(' or ')}`);
  }
  if (has(schema, 'const') && !deepEqual(schema.const, value)) {
    return issue(path, `expected ${JSON.stringify(schema.const)}`, true);
  }
  if (schema.enum && !schema.enum.some((e) => deepEqual(e, value))) return issue(path, 'not one of the allowed values');

  if (typeof value === 'number') {
    for (const [keyword, passes, message] of NUMBER_BOUNDS) {
      const bound = schema[keyword];
      if (bound !== undefined && !passes(value, bound)) return issue(path, `${message} ${bound}`);
    }
  }

  if (typeof value === 'string') {
    const length = [...value].length; // code points, as JSON Schema counts
    for (const [keyword, passes, message] of LENGTH_BOUNDS) {
      const bound = schema[keyword];
      if (bound !== undefined && !passes(length, bound)) return issue(path, `${message} ${bound}`);
    }
    if (schema.pattern !== undefined && !regex(schema.pattern).test(value)) return issue(path, 'does not match pattern');
  }

  if (Array.isArray(value) && schema.items !== undefined) {
    for (let i = 0; i < value.length; i++) {
      const found = check(schema.items, value[i], `${path}[${i}]`);
      if (found) return found;
    }
  }

  if (isPlainObject(value)) {
    const properties = schema.properties ?? {};
    // Declared properties first, so a discriminator mismatch is found before anything else.
    for (const key of Object.keys(properties)) {
      if (!has(value, key)) continue;
      const found = check(properties[key] ?? true, value[key], `${path}.${key}`);
      if (found) return found;
    }
    for (const key of schema.required ?? []) {
      if (!has(value, key)) return issue(`${path}.${key}`, 'required');
    }
    if (schema.additionalProperties !== undefined) {
      for (const key of Object.keys(value)) {
        if (has(properties, key)) continue;
        if (check(schema.additionalProperties, value[key], `${path}.${key}`)) {
          return issue(`${path}.${key}`, 'unexpected property');
        }
      }
    }
  }

  if (schema.anyOf) {
    const found = schema.anyOf.map((s) => check(s, value, path));
    if (!found.includes(null)) return bestOf(found, path);
  }
  if (schema.oneOf) {
    const found = schema.oneOf.map((s) => check(s, value, path));
    const matches = found.filter((e) => e === null).length;
    if (matches === 0) return bestOf(found, path);
    if (matches > 1) return issue(path, 'matches more than one oneOf branch');
  }
  return null;
}

/** The issue of the branch meant for the value (the one whose discriminators matched), else a summary. */
function bestOf(found: (Issue | null)[], path: string): Issue {
  const real = found.filter((e): e is Issue => e !== null);
  const meant = real.find((e) => !e.constMismatch);
  if (meant) return meant;
  const first = real[0];
  const samePath = first !== undefined && real.every((e) => e.path === first.path);
  return samePath ? issue(first.path, 'not one of the allowed values', true) : issue(path, 'matches no branch', true);
}
