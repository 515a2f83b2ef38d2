// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { OutgoingMessageSchema } from '@travel/contract';
import { OUTGOING_MESSAGE_SCHEMA } from './frame-controller.ts';
import { validate, type JsonSchema } from './validate.ts';

const valid: unknown[] = [
  { action: 'height', height: 0 },
  { action: 'height', height: 812 },
  { action: 'height', height: 100_000 },
  { action: 'reload' },
  { action: 'display-spinner' },
  { action: 'hide-spinner' },
  { action: 'record-load-success', loadTimeMs: 0 },
  { action: 'record-load-success', loadTimeMs: 1234.5 },
  { action: 'enableRework', enabled: true },
  { action: 'enableRework', enabled: false },
];

const invalid: [string, unknown][] = [
  ['wrong action', { action: 'explode' }],
  ['incoming action sent the wrong way', { action: 'submit', query: {} }],
  ['negative height', { action: 'height', height: -1 }],
  ['fractional height', { action: 'height', height: 10.5 }],
  ['height above the maximum', { action: 'height', height: 100_001 }],
  ['NaN height', { action: 'height', height: Number.NaN }],
  ['height as a string', { action: 'height', height: '812' }],
  ['missing height', { action: 'height' }],
  ['missing loadTimeMs', { action: 'record-load-success' }],
  ['infinite loadTimeMs', { action: 'record-load-success', loadTimeMs: Number.POSITIVE_INFINITY }],
  ['enabled of the wrong type', { action: 'enableRework', enabled: 'yes' }],
  ['extra property', { action: 'reload', extra: 1 }],
  ['missing action', {}],
  ['null', null],
  ['a string', 'height'],
  ['an array', [{ action: 'reload' }]],
  ['undefined', undefined],
];

describe('validate (outgoing message schema)', () => {
  it.each(valid.map((m) => [JSON.stringify(m), m]))('accepts %s', (_, message) => {
    expect(validate(OUTGOING_MESSAGE_SCHEMA, message)).toBeNull();
    expect(OutgoingMessageSchema.safeParse(message).success).toBe(true);
  });

  it.each(invalid)('rejects %s', (_, message) => {
    expect(validate(OUTGOING_MESSAGE_SCHEMA, message)).toEqual(expect.any(String));
  });

  it('agrees with zod on every invalid sample except stripped extra keys', () => {
    for (const [name, message] of invalid) {
      if (name === 'extra property') continue; // zod objects strip unknown keys; the host is stricter
      expect(OutgoingMessageSchema.safeParse(message).success, name).toBe(false);
    }
  });

  it('names the failing location', () => {
    expect(validate(OUTGOING_MESSAGE_SCHEMA, { action: 'height', height: -1 })).toBe('$.height: below minimum 0');
    expect(validate(OUTGOING_MESSAGE_SCHEMA, { action: 'height' })).toBe('$.height: required');
    expect(validate(OUTGOING_MESSAGE_SCHEMA, { action: 'explode' })).toBe('$.action: not one of the allowed values');
    expect(validate(OUTGOING_MESSAGE_SCHEMA, { action: 'reload', x: 1 })).toBe('$.x: unexpected property');
    expect(validate(OUTGOING_MESSAGE_SCHEMA, 'x')).toBe('$: expected object');
  });
});

describe('validate (keywords)', () => {
  it('supports type lists, enum, string bounds, pattern, items, exclusive bounds, anyOf', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        kind: { enum: ['a', 'b'] },
        code: { type: 'string', minLength: 2, maxLength: 3, pattern: '^[A-Z]+$' },
        list: { type: 'array', items: { type: 'integer', exclusiveMinimum: 0, exclusiveMaximum: 10 } },
        either: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        maybe: { type: ['number', 'null'] },
      },
      additionalProperties: { type: 'boolean' },
    };
    const ok = { kind: 'a', code: 'AB', list: [1, 9], either: null, maybe: null, flag: true };
    expect(validate(schema, ok)).toBeNull();
    expect(validate(schema, { ...ok, kind: 'c' })).toBe('$.kind: not one of the allowed values');
    expect(validate(schema, { ...ok, code: 'A' })).toBe('$.code: shorter than 2');
    expect(validate(schema, { ...ok, code: 'ABCD' })).toBe('$.code: longer than 3');
    expect(validate(schema, { ...ok, code: 'ab' })).toBe('$.code: does not match pattern');
    expect(validate(schema, { ...ok, list: [1, 10] })).toBe('$.list[1]: not below 10');
    expect(validate(schema, { ...ok, list: [0] })).toBe('$.list[0]: not above 0');
    expect(validate(schema, { ...ok, either: 1 })).toMatch(/^\$\.either: expected/);
    expect(validate(schema, { ...ok, maybe: 'x' })).toBe('$.maybe: expected number or null');
    expect(validate(schema, { ...ok, flag: 'yes' })).toBe('$.flag: unexpected property');
  });

  it('oneOf rejects a value matching two branches', () => {
    expect(validate({ oneOf: [{ type: 'number' }, { type: 'integer' }] }, 3)).toBe('$: matches more than one oneOf branch');
    expect(validate({ oneOf: [{ type: 'number' }, { type: 'integer' }] }, 3.5)).toBeNull();
  });

  it('fails closed on keywords it does not implement', () => {
    expect(validate({ type: 'string', format: 'email' } as JsonSchema, 'a@b.c')).toBe('$: unsupported schema keyword format');
  });

  it('does not trust inherited properties', () => {
    const sneaky = Object.create({ height: 5 }) as Record<string, unknown>;
    sneaky.action = 'height';
    expect(validate(OUTGOING_MESSAGE_SCHEMA, sneaky)).toBe('$.height: required');
  });
});
