// @vitest-environment jsdom
/**
 * The booking form checks person names with the contract's rule (issue #6 item 5) before sending anything:
 * the field shows "Use letters, spaces, hyphens and apostrophes only"; good names are sent in NFC.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERSON_NAME_MESSAGE } from '@travel/contract';
import { bookingOf, createFetchStub, hotelOffer, json, renderBookingRoutes } from '../../../test/booking-test-support.tsx';
import { bookingPath } from './paths.ts';
import { emptyPaymentDraft, emptyTravelerDraft, validatePayment, validateTravelers } from './validation.ts';

const lead = { ...emptyTravelerDraft('US'), firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-05-17', emailAddress: 'ada@example.com', phoneNumber: '555 123 4567' };
const card = { ...emptyPaymentDraft(), number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', holderName: 'Ada Lovelace' };

describe('validateTravelers / validatePayment: person names', () => {
  it.each(['Ada\u0000', 'Ada\uD800', '\u200B', '\u202EAda', 'Ada2', '<script>'])('refuses %j on each name field with the rule message', (name) => {
    for (const field of ['firstName', 'middleName', 'lastName'] as const) {
      const { errors } = validateTravelers([{ ...lead, [field]: name }], '2030-06-01', 'US');
      expect(errors[`travelers.0.${field}`], field).toEqual({ text: PERSON_NAME_MESSAGE });
    }
    expect(validatePayment({ ...card, holderName: name }, new Date(2030, 0, 1)).errors['payment.holderName']).toEqual({ text: PERSON_NAME_MESSAGE });
  });

  it('accepts José, O\u2019Brien, Anne-Marie, 李 and sends decomposed names in NFC', () => {
    const { errors, travelers } = validateTravelers([{ ...lead, firstName: 'Jose\u0301', middleName: 'Anne-Marie', lastName: 'O\u2019Brien' }, { ...emptyTravelerDraft(), firstName: '李', lastName: '王', dateOfBirth: '1980-01-01' }], '2030-06-01', 'US');
    expect(errors).toEqual({});
    expect(travelers[0]).toMatchObject({ firstName: 'Jos\u00e9', middleName: 'Anne-Marie', lastName: 'O\u2019Brien' });
    expect(validatePayment({ ...card, holderName: 'Jose\u0301 D\u2019Arcy' }, new Date(2030, 0, 1)).card?.holderName).toBe('Jos\u00e9 D\u2019Arcy');
  });
});

describe('booking page: a bad name is shown under its field and nothing is sent', () => {
  const net = createFetchStub();
  const OFFER = hotelOffer('hot1_x_30000', 30000, { refundable: true });
  beforeEach(() => {
    vi.stubGlobal('fetch', net.fetchMock);
    net.fetchMock.mockClear();
    net.setHandler((url, init) => {
      if (url.pathname === '/i/api/offers/v1/refresh') return json({ status: 'available', offer: OFFER });
      if (url.pathname === '/i/api/bookings/v1' && init.method === 'POST') return json(bookingOf(OFFER), 201);
      return json({ errors: [{ code: 'NOT_FOUND', description: `no stub for ${url.pathname}` }] }, 404);
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('first name with a bidi override and card name with digits', async () => {
    const user = userEvent.setup();
    renderBookingRoutes(bookingPath(OFFER.id));
    await screen.findByRole('button', { name: 'Pay $300.00' });
    const values: Record<string, string> = {
      'First name': '\u202EAda',
      'Last name': 'Lovelace',
      'Date of birth': '1990-05-17',
      Email: 'ada@example.com',
      Phone: '555 123 4567',
      'Card number': '4242 4242 4242 4242',
      'Expiry (MM/YY)': '12/34',
      'Security code': '123',
      'Name on card': 'Ada 2',
    };
    for (const [label, value] of Object.entries(values)) {
      await user.click(screen.getByLabelText(label, { selector: 'input' }));
      await user.paste(value);
    }
    await user.click(screen.getByRole('button', { name: 'Pay $300.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    const first = screen.getByRole('textbox', { name: 'First name' });
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription(PERSON_NAME_MESSAGE);
    expect(screen.getByRole('textbox', { name: 'Name on card' })).toHaveAccessibleDescription(PERSON_NAME_MESSAGE);
    expect(net.calls().filter((c) => c.path === '/i/api/bookings/v1')).toHaveLength(0);
  });
});
