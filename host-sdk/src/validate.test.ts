// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { OutgoingMessageSchema } from '@travel/contract';
import { OUTGOING_MESSAGE_RULES } from './frame-controller.ts';
import { validate } from './validate.ts';

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
  { action: 'route', path: '' },
  { action: 'route', path: 'hotels?destination=PAR&checkIn=2026-12-01' },
  { action: 'route', path: 'flights/results?origin=JFK&destination=LHR&sort=price%2Cduration' },
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
  ['absolute route', { action: 'route', path: '/admin' }],
  ['protocol-relative route', { action: 'route', path: '//evil.example/' }],
  ['backslash route', { action: 'route', path: '\\evil.example' }],
  ['route with a space', { action: 'route', path: 'hotels x' }],
  ['route with a fragment', { action: 'route', path: 'hotels#top' }],
  ['route too long', { action: 'route', path: 'a'.repeat(2049) }],
  ['route not a string', { action: 'route', path: 5 }],
  ['missing action', {}],
  ['null', null],
  ['a string', 'height'],
  ['an array', [{ action: 'reload' }]],
  ['undefined', undefined],
];

describe('validate (outgoing message schema)', () => {
  it.each(valid.map((m) => [JSON.stringify(m), m]))('accepts %s', (_, message) => {
    expect(validate(OUTGOING_MESSAGE_RULES, message)).toBeNull();
    expect(OutgoingMessageSchema.safeParse(message).success).toBe(true);
  });

  it.each(invalid)('rejects %s', (_, message) => {
    expect(validate(OUTGOING_MESSAGE_RULES, message)).toEqual(expect.any(String));
  });

  it('agrees with zod on every invalid sample except stripped extra keys', () => {
    for (const [name, message] of invalid) {
      if (name === 'extra property') continue; // zod objects strip unknown keys; the host is stricter
      expect(OutgoingMessageSchema.safeParse(message).success, name).toBe(false);
    }
  });

  it('names the failing location', () => {
    expect(validate(OUTGOING_MESSAGE_RULES, { action: 'height', height: -1 })).toBe('$.height: below minimum 0');
    expect(validate(OUTGOING_MESSAGE_RULES, { action: 'height' })).toBe('$.height: required');
    expect(validate(OUTGOING_MESSAGE_RULES, { action: 'explode' })).toBe('$.action: not one of the allowed values');
    expect(validate(OUTGOING_MESSAGE_RULES, { action: 'reload', x: 1 })).toBe('$.x: unexpected property');
    expect(validate(OUTGOING_MESSAGE_RULES, 'x')).toBe('$: expected object');
    expect(validate(OUTGOING_MESSAGE_RULES, { action: 'height', height: 1.5 })).toBe('$.height: expected integer');
    expect(validate(OUTGOING_MESSAGE_RULES, { action: 'height', height: 100_001 })).toBe('$.height: above maximum 100000');
    expect(validate(OUTGOING_MESSAGE_RULES, { action: 'route', path: '/x' })).toBe('$.path: does not match pattern');
    expect(validate(OUTGOING_MESSAGE_RULES, { action: 'route', path: 'a'.repeat(2049) })).toBe('$.path: above maximum 2048');
  });

  it('does not trust inherited properties', () => {
    const sneaky = Object.create({ height: 5 }) as Record<string, unknown>;
    sneaky.action = 'height';
    expect(validate(OUTGOING_MESSAGE_RULES, sneaky)).toBe('$.height: required');
    const inheritedAction = Object.create({ action: 'reload' }) as Record<string, unknown>;
    expect(validate(OUTGOING_MESSAGE_RULES, inheritedAction)).toBe('$.action: not one of the allowed values');
    expect(validate(OUTGOING_MESSAGE_RULES, { action: 'toString' })).toBe('$.action: not one of the allowed values');
  });

  it('has a rule for every outgoing action of the contract', () => {
    const actions = OutgoingMessageSchema.def.options.map((o) => o.shape.action.def.values[0]);
    expect(Object.keys(OUTGOING_MESSAGE_RULES).sort()).toEqual([...actions].sort());
  });
});

