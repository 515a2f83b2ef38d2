/** What users see for a failed server call: never the server's English `description` (issue #8). */
import { describe, expect, it } from 'vitest';
import { createIntl, createIntlCache } from 'react-intl';
import { ErrorCodeSchema, type ApiErrorRead } from '@travel/contract';
import { ApiRequestError } from '../../api/index.ts';
import { apiErrorEntryText, apiErrorText, apiFieldErrorText, errorMessages } from './error-messages.ts';

const intl = createIntl({ locale: 'en-US', defaultLocale: 'en', onError: () => undefined }, createIntlCache());
const SERVER_TEXT = 'Developer text from the server';
const fallback = { id: 'test.fallback', defaultMessage: 'We could not load this.' };
const entry = (error: Partial<ApiErrorRead>): ApiErrorRead => ({ code: 'INTERNAL_ERROR', description: SERVER_TEXT, ...error }) as ApiErrorRead;

describe('apiErrorEntryText', () => {
  it.each(ErrorCodeSchema.options.filter((c) => c !== 'PAYMENT_DECLINED'))('%s shows our message, not the description', (code) => {
    const text = apiErrorEntryText(intl, entry({ code }), fallback);
    expect(text).not.toContain(SERVER_TEXT);
    expect(text).not.toBe('');
  });

  it('prefers a localizedDescription the server sent', () => {
    expect(apiErrorEntryText(intl, entry({ code: 'RATE_LIMITED', localizedDescription: 'Zu viele Anfragen' }))).toBe('Zu viele Anfragen');
  });

  it('shows the decline reason of PAYMENT_DECLINED (data from the payment method)', () => {
    expect(apiErrorEntryText(intl, entry({ code: 'PAYMENT_DECLINED', description: 'Card declined by issuer' }))).toBe('Card declined by issuer');
  });

  it('maps VALIDATION_ERROR fields to field messages', () => {
    expect(apiErrorEntryText(intl, entry({ code: 'VALIDATION_ERROR', field: 'departDate' }))).toBe(errorMessages.date.defaultMessage);
    expect(apiErrorEntryText(intl, entry({ code: 'VALIDATION_ERROR', field: 'travelers.1.dateOfBirth' }))).toBe(`Traveler 2: ${errorMessages.dateOfBirth.defaultMessage}`);
    expect(apiErrorEntryText(intl, entry({ code: 'VALIDATION_ERROR', field: 'payment.number' }))).toBe(errorMessages.cardNumber.defaultMessage);
    expect(apiErrorEntryText(intl, entry({ code: 'VALIDATION_ERROR', field: 'something.new' }))).toBe(errorMessages.other.defaultMessage);
    expect(apiErrorEntryText(intl, entry({ code: 'VALIDATION_ERROR' }))).toBe(errorMessages.VALIDATION_ERROR.defaultMessage);
  });

  it('names the traveler away from the field, not under it (the fieldset says which traveler)', () => {
    const ageRule = entry({ code: 'VALIDATION_ERROR', field: 'travelers.0.dateOfBirth', description: 'Travelers must be at least 21 years old on the travel date' });
    expect(apiErrorEntryText(intl, ageRule)).toBe(`Traveler 1: ${errorMessages.dateOfBirth.defaultMessage}`);
    expect(apiFieldErrorText(intl, ageRule)).toBe(errorMessages.dateOfBirth.defaultMessage);
    expect(apiFieldErrorText(intl, entry({ code: 'VALIDATION_ERROR', field: 'payment.cvc' }))).toBe(errorMessages.cardCode.defaultMessage);
    expect(apiFieldErrorText(intl, entry({ code: 'VALIDATION_ERROR', field: 'travelers.0.lastName', localizedDescription: 'Nachname fehlt' }))).toBe('Nachname fehlt');
    expect(apiFieldErrorText(intl, entry({ code: 'PAYMENT_DECLINED', description: 'Card declined by issuer' }))).toBe('Card declined by issuer');
  });

  it('uses the caller context for errors that say nothing actionable', () => {
    expect(apiErrorEntryText(intl, entry({ code: 'INTERNAL_ERROR' }), fallback)).toBe('We could not load this.');
    expect(apiErrorEntryText(intl, { code: 'UNRECOGNIZED', rawCode: 'NEW_CODE', description: SERVER_TEXT }, fallback)).toBe('We could not load this.');
    expect(apiErrorEntryText(intl, entry({ code: 'INTERNAL_ERROR' }))).toBe(errorMessages.generic.defaultMessage);
    expect(apiErrorEntryText(intl, entry({ code: 'RATE_LIMITED' }), fallback)).toBe(errorMessages.RATE_LIMITED.defaultMessage);
  });
});

describe('apiErrorText', () => {
  it('reads the first error of an ApiRequestError, else the fallback', () => {
    expect(apiErrorText(intl, new ApiRequestError(404, [{ code: 'BOOKING_NOT_FOUND', description: SERVER_TEXT }], {}))).toBe(errorMessages.BOOKING_NOT_FOUND.defaultMessage);
    expect(apiErrorText(intl, new ApiRequestError(400, [{ code: 'UNRECOGNIZED', rawCode: 'X', description: SERVER_TEXT }], {}), fallback)).toBe('We could not load this.');
    expect(apiErrorText(intl, new TypeError('Failed to fetch'), fallback)).toBe('We could not load this.');
    expect(apiErrorText(intl, new TypeError('Failed to fetch'))).toBe(errorMessages.generic.defaultMessage);
  });
});
