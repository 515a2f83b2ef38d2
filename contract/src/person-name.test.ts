// @vitest-environment node
/**
 * Person names (issue #6 item 5): letters, marks, spaces, hyphens and apostrophes in a well-formed NFC
 * string with at least one letter; applied to every traveler name and the card holder name.
 */
import { describe, expect, it } from 'vitest';
import { PERSON_NAME_MESSAGE, PaymentCardSchema, PersonNameSchema, TravelerSchema, isPersonName } from './index.ts';

const refused: [string, string][] = [
  ['NUL', 'Ada\u0000'],
  ['a lone high surrogate', 'Ada\uD800'],
  ['a lone low surrogate', '\uDC00Ada'],
  ['zero-width space only', '\u200B'],
  ['zero-width joiner inside', 'A\u200Dda'],
  ['a bidi override', 'Ada\u202Eecalevol'],
  ['a bidi isolate', '\u2066Ada\u2069'],
  ['digits', 'Ada1'],
  ['markup', '<script>'],
  ['punctuation only', "-'-"],
  ['a lone combining mark', '\u0301'],
  ['a tab', 'Ada\tLovelace'],
  ['a newline', 'Ada\nLovelace'],
  ['an emoji', 'Ada 🙂'],
];

const accepted: [string, string][] = [
  ['José', 'José'],
  ['O\u2019Brien', 'O\u2019Brien'],
  ["O'Brien", "O'Brien"],
  ['Anne-Marie', 'Anne-Marie'],
  ['Jose\u0301', 'José'],
  ['李', '李'],
  ['Nguyễn Thị', 'Nguyễn Thị'],
  ['  van der Berg  ', 'van der Berg'],
  ['Σωκράτης', 'Σωκράτης'],
  ['देवनागरी', 'देवनागरी'],
];

describe('PersonNameSchema', () => {
  it.each(refused)('refuses %s with the field message', (_label, value) => {
    const r = PersonNameSchema.safeParse(value);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(PERSON_NAME_MESSAGE);
    expect(isPersonName(value)).toBe(false);
  });

  it.each(accepted)('accepts %s, stored trimmed and NFC', (value, stored) => {
    const r = PersonNameSchema.safeParse(value);
    expect(r.success).toBe(true);
    expect(r.data).toBe(stored);
    expect(r.data).toBe(r.data?.normalize('NFC'));
  });

  it('the empty string passes (callers decide whether a name is required)', () => {
    expect(PersonNameSchema.parse('  ')).toBe('');
  });
});

describe('every person-name field uses the rule', () => {
  it.each(['firstName', 'middleName', 'lastName'] as const)('TravelerSchema.%s: refuses bad names, keeps empty = not given, max 60, stores NFC', (field) => {
    const bad = TravelerSchema.safeParse({ [field]: 'Ada\u0000' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: [field], message: PERSON_NAME_MESSAGE });
    expect(TravelerSchema.parse({})[field]).toBe('');
    expect(TravelerSchema.parse({ [field]: 'Jose\u0301' })[field]).toBe('José');
    expect(TravelerSchema.safeParse({ [field]: 'a'.repeat(61) }).success).toBe(false);
    expect(TravelerSchema.safeParse({ [field]: 'a'.repeat(60) }).success).toBe(true);
  });

  it('PaymentCardSchema.holderName: required, max 100, same rule', () => {
    const card = { number: '4242424242424242', expiryMonth: 12, expiryYear: 2034, cvc: '123' };
    expect(PaymentCardSchema.safeParse({ ...card, holderName: 'Ana\u0301 O\u2019Brien' }).data?.holderName).toBe('Aná O\u2019Brien');
    expect(PaymentCardSchema.safeParse({ ...card, holderName: ' ' }).error?.issues[0]).toMatchObject({ path: ['holderName'], message: 'Card holder name is required' });
    expect(PaymentCardSchema.safeParse({ ...card, holderName: '\u202EAda' }).error?.issues[0]).toMatchObject({ path: ['holderName'], message: PERSON_NAME_MESSAGE });
    expect(PaymentCardSchema.safeParse({ ...card, holderName: 'a'.repeat(101) }).success).toBe(false);
  });
});
