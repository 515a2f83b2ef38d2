import { describe, expect, it } from 'vitest';
import { createIdempotencyKeeper, newIdempotencyKey } from './idempotency.ts';
import { emptyPaymentDraft, emptyTravelerDraft, fieldKeyOfServerField, normalizeExpiry, parseExpiry, validatePayment, validateTravelers } from './validation.ts';
import { bookingMessages as m } from './messages.ts';
import { bookingPassengerMessages as pm } from './passenger-messages.ts';
import { IdempotencyKeySchema } from '@travel/contract';

const lead = { ...emptyTravelerDraft('US'), firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-05-17', emailAddress: 'ada@example.com', phoneNumber: '555 123 4567' };

describe('traveler validation (core-and-business §3, §5)', () => {
  it('accepts a valid lead and builds the Traveler entity with its defaults', () => {
    const { errors, travelers } = validateTravelers([lead], '2030-06-01', 'US');
    expect(errors).toEqual({});
    expect(travelers[0]).toMatchObject({ travelerId: 0, preferred: true, phoneCountryCode: '1', phoneCountryCodeISO: 'US', middleName: '', tsaredress: '', knownTravelerNumber: '' });
  });

  it('ages are measured at the travel date: 18 on the day is fine, 17 is not, 111 is too old', () => {
    expect(validateTravelers([{ ...lead, dateOfBirth: '2012-06-01' }], '2030-06-01').errors).toEqual({});
    expect(validateTravelers([{ ...lead, dateOfBirth: '2012-06-02' }], '2030-06-01').errors['travelers.0.dateOfBirth']).toEqual({ message: m.errorTooYoung, values: { min: 18 } });
    expect(validateTravelers([{ ...lead, dateOfBirth: '1919-01-01' }], '2030-06-01').errors['travelers.0.dateOfBirth']).toEqual({ message: m.errorTooOld, values: { max: 110 } });
    expect(validateTravelers([{ ...lead, dateOfBirth: '2031-01-01' }], '2030-06-01').errors['travelers.0.dateOfBirth']).toEqual({ message: m.errorDateOfBirthInvalid });
    expect(validateTravelers([{ ...lead, dateOfBirth: '' }], '2030-06-01').errors['travelers.0.dateOfBirth']).toEqual({ message: m.errorDateOfBirthMissing });
  });

  it('email and phone are required on the lead only; other travelers need names and a date of birth', () => {
    const other = { ...emptyTravelerDraft(), firstName: 'Charles', lastName: 'Babbage', dateOfBirth: '1980-12-26' };
    const { errors } = validateTravelers([{ ...lead, emailAddress: '', phoneNumber: '' }, other], '2030-06-01');
    expect(Object.keys(errors).sort()).toEqual(['travelers.0.emailAddress', 'travelers.0.phoneNumber']);
    expect(validateTravelers([lead, { ...other, lastName: ' ' }], '2030-06-01').errors).toEqual({ 'travelers.1.lastName': { message: m.errorLastName } });
  });

  it('too long names use the schema limits', () => {
    expect(validateTravelers([{ ...lead, firstName: 'x'.repeat(61) }], '2030-06-01').errors['travelers.0.firstName']).toEqual({ message: m.errorTooLong, values: { max: 60 } });
  });
});

describe('payment validation', () => {
  const card = { ...emptyPaymentDraft(), number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', holderName: 'Ada Lovelace' };
  it('parses MM/YY and MM/YYYY', () => {
    expect(parseExpiry('01/30')).toEqual({ month: 1, year: 2030 });
    expect(parseExpiry(' 7 / 2031 ')).toEqual({ month: 7, year: 2031 });
    expect(parseExpiry('13/30')).toBeUndefined();
    expect(parseExpiry('12/3')).toBeUndefined();
  });
  it('accepts MMYY digits without a slash (issue #22) and normalises every accepted form to MM/YY', () => {
    expect(parseExpiry('1230')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry(' 0731 ')).toEqual({ month: 7, year: 2031 });
    expect(parseExpiry('1330')).toBeUndefined();
    expect(parseExpiry('123')).toBeUndefined();
    expect(normalizeExpiry('1230')).toBe('12/30');
    expect(normalizeExpiry('7/2031')).toBe('07/31');
    expect(normalizeExpiry(' 12 / 30 ')).toBe('12/30');
    // Not an expiry: left as typed, for the error to point at.
    expect(normalizeExpiry('1330')).toBe('1330');
    expect(normalizeExpiry('')).toBe('');
  });
  it('a past MMYY expiry is still refused', () => {
    expect(validatePayment({ ...card, expiry: '0430' }, new Date(2030, 4, 1)).errors).toEqual({ 'payment.expiry': { message: m.errorExpired } });
    expect(validatePayment({ ...card, expiry: '1230' }, new Date(2030, 4, 1)).card).toMatchObject({ expiryMonth: 12, expiryYear: 2030 });
  });
  it('returns the card with digits only', () => {
    expect(validatePayment(card, new Date(2030, 0, 1)).card).toEqual({ number: '4242424242424242', expiryMonth: 12, expiryYear: 2034, cvc: '123', holderName: 'Ada Lovelace' });
  });
  it('the current month is still valid, the previous one is expired', () => {
    expect(validatePayment({ ...card, expiry: '05/30' }, new Date(2030, 4, 31)).errors).toEqual({});
    expect(validatePayment({ ...card, expiry: '04/30' }, new Date(2030, 4, 1)).errors).toEqual({ 'payment.expiry': { message: m.errorExpired } });
  });
});

describe('server fields map onto form fields', () => {
  it.each([
    ['travelers.1.dateOfBirth', 'travelers.1.dateOfBirth'],
    ['travelers.0.phoneCountryCodeISO', 'travelers.0.phoneCountryCode'],
    ['contactEmail', 'travelers.0.emailAddress'],
    ['payment.expiryYear', 'payment.expiry'],
    ['payment.number', 'payment.number'],
    ['travelers', undefined],
    ['idempotencyKey', undefined],
  ])('%s -> %s', (field, key) => {
    expect(fieldKeyOfServerField(field)).toBe(key);
  });
});

describe('idempotency keys', () => {
  it('keys match the contract schema', () => {
    expect(IdempotencyKeySchema.safeParse(newIdempotencyKey()).success).toBe(true);
  });
  it('the same body keeps its key; another body gets a new one; reset forgets it', () => {
    let n = 0;
    const keeper = createIdempotencyKeeper(() => `key-0000000${++n}`);
    const a = keeper.keyFor({ offerId: 'x', card: '4242' });
    expect(keeper.keyFor({ offerId: 'x', card: '4242' })).toBe(a);
    const b = keeper.keyFor({ offerId: 'x', card: '5555' });
    expect(b).not.toBe(a);
    keeper.reset();
    expect(keeper.keyFor({ offerId: 'x', card: '5555' })).not.toBe(b);
  });
});

describe('passenger types (issue #11): adult 18+ at departure, child 2-17 and infant under 2 on the last flight', () => {
  const depart = '2030-06-01';
  const back = '2030-06-15';
  const party = { passengers: [{ type: 'adult' as const }, { type: 'child' as const, age: 9 }, { type: 'infantOnLap' as const }], lastFlightDate: back };
  const kid = (dateOfBirth: string) => ({ ...emptyTravelerDraft(), firstName: 'Byron', lastName: 'Lovelace', dateOfBirth });
  const check = (child: string, infant: string, adult = lead.dateOfBirth) => validateTravelers([{ ...lead, dateOfBirth: adult }, kid(child), kid(infant)], depart, 'US', party);

  it('accepts a matching party and sends each traveler with its passenger type', () => {
    const { errors, travelers } = check('2021-03-01', '2029-07-01');
    expect(errors).toEqual({});
    expect(travelers.map((t) => t.passengerType)).toEqual(['adult', 'child', 'infantOnLap']);
  });

  it('an infant who turns 2 by the return flight is refused with the last flight date; the day after is fine', () => {
    expect(check('2021-03-01', '2028-06-15').errors).toEqual({ 'travelers.2.dateOfBirth': { message: pm.errorInfantTooOld, values: { max: 2, date: back } } });
    expect(check('2021-03-01', '2028-06-16').errors).toEqual({});
  });

  it('an infant born after the departure is refused', () => {
    expect(check('2021-03-01', '2030-06-02').errors['travelers.2.dateOfBirth']).toBeDefined();
  });

  it('a child must be 2-17 on the last flight date (the searched age itself is not required)', () => {
    expect(check('2029-01-01', '2029-07-01').errors).toEqual({ 'travelers.1.dateOfBirth': { message: pm.errorChildAge, values: { min: 2, max: 17, date: back } } });
    expect(check('2012-06-15', '2029-07-01').errors['travelers.1.dateOfBirth']).toEqual({ message: pm.errorChildAge, values: { min: 2, max: 17, date: back } });
    expect(check('2012-06-16', '2029-07-01').errors).toEqual({});
  });

  it('the adult must be 18 on the departure date', () => {
    expect(check('2021-03-01', '2029-07-01', '2012-06-02').errors['travelers.0.dateOfBirth']).toEqual({ message: m.errorTooYoung, values: { min: 18 } });
  });
});
