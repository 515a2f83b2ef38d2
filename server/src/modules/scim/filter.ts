/**
 * The SCIM filters the service answers (RFC 7644 §3.4.2.2), parsed into equality tests. What Microsoft Entra ID and
 * Okta send: `userName eq "x"`, `externalId eq "x"`, `displayName eq "x"`, `id eq "x"`, joined with `and`, and the
 * group membership check `members[value eq "x"]` (also written `members.value eq "x"`). Attribute names are
 * case-insensitive and may carry their schema URN (`urn:ietf:params:scim:schemas:core:2.0:User:userName`).
 *
 * Anything else (`or`, `not`, `co`, `sw`, `pr`, comparisons, other attributes) answers 400 `invalidFilter` naming what
 * is supported: a filter the service ignored would answer resources the directory did not ask for, and a provisioning
 * client that matched on it would then overwrite the wrong user.
 */
import { SCIM_SCHEMAS } from '@travel/contract';
import { scimBadRequest } from './errors.ts';

/** One `attribute eq value` test; `attribute` lower-cased and without its core schema URN (`username`, `members.value`). */
export interface ScimEquality {
  attribute: string;
  value: string | boolean | null;
}

type Token =
  | { kind: 'word'; text: string }
  | { kind: 'string'; value: string }
  | { kind: 'punct'; text: '(' | ')' | '[' | ']' };

const OPERATORS = new Set(['eq', 'ne', 'co', 'sw', 'ew', 'pr', 'gt', 'ge', 'lt', 'le']);

function tokenize(filter: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < filter.length) {
    const c = filter[i]!;
    if (/\s/.test(c)) {
      i += 1;
    } else if (c === '(' || c === ')' || c === '[' || c === ']') {
      out.push({ kind: 'punct', text: c });
      i += 1;
    } else if (c === '"') {
      // A JSON string (RFC 7644 §3.4.2.2: values are JSON values).
      let j = i + 1;
      while (j < filter.length && filter[j] !== '"') j += filter[j] === '\\' ? 2 : 1;
      if (j >= filter.length) throw scimBadRequest('invalidFilter', 'The filter has an unterminated string');
      try {
        out.push({ kind: 'string', value: JSON.parse(filter.slice(i, j + 1)) as string });
      } catch {
        throw scimBadRequest('invalidFilter', 'The filter has a malformed string');
      }
      i = j + 1;
    } else {
      let j = i;
      while (j < filter.length && !/[\s()[\]"]/.test(filter[j]!)) j += 1;
      out.push({ kind: 'word', text: filter.slice(i, j) });
      i = j;
    }
  }
  return out;
}

/** The attribute name lower-cased, without the core User/Group schema URN. */
export function canonicalAttribute(name: string): string {
  const lower = name.toLowerCase();
  for (const urn of [SCIM_SCHEMAS.user, SCIM_SCHEMAS.group]) {
    const prefix = `${urn.toLowerCase()}:`;
    if (lower.startsWith(prefix)) return lower.slice(prefix.length);
  }
  return lower;
}

function valueOf(token: Token | undefined): string | boolean | null {
  if (token?.kind === 'string') return token.value;
  if (token?.kind === 'word') {
    const w = token.text.toLowerCase();
    if (w === 'true') return true;
    if (w === 'false') return false;
    if (w === 'null') return null;
  }
  throw scimBadRequest('invalidFilter', 'A filter value must be a quoted string, true, false or null');
}

/**
 * Parses a filter into equality tests that must all hold.
 * @param filter the `filter` query parameter
 * @param allowed the canonical attributes this resource can be filtered by
 * @throws ScimHttpError 400 invalidFilter (syntax, an operator other than eq, or/not, an attribute not in `allowed`)
 */
export function parseScimFilter(filter: string, allowed: readonly string[]): ScimEquality[] {
  const tokens = tokenize(filter.trim());
  if (tokens.length === 0) throw scimBadRequest('invalidFilter', 'The filter is empty');
  const unsupported = () => scimBadRequest('invalidFilter', `Supported filters: ${allowed.map((a) => `${a} eq "value"`).join(', ')}, joined with "and"`);
  const tests: ScimEquality[] = [];
  let i = 0;
  // Outer parentheses around the whole filter are harmless: drop them.
  while (tokens[0]?.kind === 'punct' && tokens[0].text === '(' && tokens.at(-1)?.kind === 'punct' && (tokens.at(-1) as { text: string }).text === ')') {
    tokens.shift();
    tokens.pop();
  }
  for (;;) {
    const attr = tokens[i];
    if (attr?.kind !== 'word') throw unsupported();
    let attribute = canonicalAttribute(attr.text);
    i += 1;
    // members[value eq "x"]: a value path with one equality inside.
    if (tokens[i]?.kind === 'punct' && (tokens[i] as { text: string }).text === '[') {
      const sub = tokens[i + 1];
      const op = tokens[i + 2];
      const close = tokens[i + 4];
      if (sub?.kind !== 'word' || op?.kind !== 'word' || op.text.toLowerCase() !== 'eq' || close?.kind !== 'punct' || close.text !== ']') throw unsupported();
      attribute = `${attribute}.${sub.text.toLowerCase()}`;
      if (!allowed.includes(attribute)) throw unsupported();
      tests.push({ attribute, value: valueOf(tokens[i + 3]) });
      i += 5;
    } else {
      const op = tokens[i];
      if (op?.kind !== 'word' || !OPERATORS.has(op.text.toLowerCase())) throw scimBadRequest('invalidFilter', `Expected an operator after ${attr.text}`);
      if (op.text.toLowerCase() !== 'eq' || !allowed.includes(attribute)) throw unsupported();
      tests.push({ attribute, value: valueOf(tokens[i + 1]) });
      i += 2;
    }
    if (i >= tokens.length) return tests;
    const joiner = tokens[i];
    if (joiner?.kind !== 'word' || joiner.text.toLowerCase() !== 'and') throw unsupported();
    i += 1;
  }
}

/**
 * The value the tests require of `attribute`: undefined when none tests it, false when two tests ask for different
 * values (nothing matches). @throws ScimHttpError 400 invalidFilter when it is compared with a non-string
 */
export function stringTest(tests: readonly ScimEquality[], attribute: string): string | undefined | false {
  const values = tests.filter((t) => t.attribute === attribute).map((t) => t.value);
  if (values.length === 0) return undefined;
  if (values.some((v) => typeof v !== 'string')) throw scimBadRequest('invalidFilter', `${attribute} must be compared with a string`);
  return values.every((v) => v === values[0]) ? (values[0] as string) : false;
}

/** {@link stringTest} for a boolean attribute (`active eq true`). */
export function booleanTest(tests: readonly ScimEquality[], attribute: string): boolean | undefined | 'none' {
  const values = tests.filter((t) => t.attribute === attribute).map((t) => t.value);
  if (values.length === 0) return undefined;
  if (values.some((v) => typeof v !== 'boolean')) throw scimBadRequest('invalidFilter', `${attribute} must be compared with true or false`);
  return values.every((v) => v === values[0]) ? (values[0] as boolean) : 'none';
}
