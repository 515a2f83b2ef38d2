/**
 * The host SDK's check of the frame's outgoing messages (core-and-business §7), without zod: zod or a JSON
 * Schema engine would not fit the IIFE's 6 KB gzip budget. The rules are generated from contract
 * `OutgoingMessageSchema` (host-sdk/scripts/generate-schema.ts -> generated/outgoing-message.rules.json), so
 * the contract stays the one definition; validate.test.ts checks the SDK and zod agree on valid and invalid
 * samples of every message.
 *
 * Stricter than zod on one point, on purpose: a property the contract does not declare is refused (zod
 * objects would strip it).
 */

/** The rule of one property: type, inclusive min and max (of a number, or of a string's length in code points), pattern. */
export type PropertyRule = [type: 'integer' | 'number' | 'string' | 'boolean', min: number | null, max: number | null, pattern?: string];

/** Action -> property -> rule. Every listed property is required; no other property is allowed. */
export type MessageRules = Record<string, Record<string, PropertyRule>>;

const own = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/**
 * Validates one message. Returns `null` when valid, else a short reason naming the first failing location,
 * e.g. `$.height: below minimum 0`. Never throws. Numbers must be finite (postMessage can carry NaN and
 * Infinity, JSON cannot); only own properties count.
 */
export function validate(rules: MessageRules, value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return '$: expected object';
  const message = value as Record<string, unknown>;
  const action = message.action;
  const properties = typeof action === 'string' && own(rules, action) ? rules[action] : undefined;
  if (!properties || !own(message, 'action')) return '$.action: not one of the allowed values';
  for (const key of Object.keys(message)) {
    if (key !== 'action' && !own(properties, key)) return `$.${key}: unexpected property`;
  }
  for (const key of Object.keys(properties)) {
    const at = `$.${key}: `;
    if (!own(message, key)) return `${at}required`;
    const [type, min, max, pattern] = properties[key]!;
    const v = message[key];
    let size: number;
    if (type === 'boolean') {
      if (typeof v !== 'boolean') return `${at}expected boolean`;
      continue;
    } else if (type === 'string') {
      if (typeof v !== 'string') return `${at}expected string`;
      if (pattern !== undefined && !new RegExp(pattern, 'u').test(v)) return `${at}does not match pattern`;
      size = [...v].length;
    } else {
      if (typeof v !== 'number' || !Number.isFinite(v) || (type === 'integer' && !Number.isInteger(v))) return `${at}expected ${type}`;
      size = v;
    }
    if (min !== null && size < min) return `${at}below minimum ${min}`;
    if (max !== null && size > max) return `${at}above maximum ${max}`;
  }
  return null;
}
