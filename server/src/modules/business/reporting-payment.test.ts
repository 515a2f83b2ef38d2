// @vitest-environment node
/**
 * Trip reporting fields and company payment methods over the real app and the seeded demo companies (issue #26): field
 * CRUD and who may call it, the booking refused without a required field (called directly), the values stored with
 * the booking and read by `reportingFieldValuesFor`, company cards per group, the plan-tier override of core §5, and a
 * business booking charged to the group's company card.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BusinessBookingSchema, BusinessRefreshOfferResponseSchema, CompanyCardSchema, PaymentOptionsReplySchema, ReportingFieldSchema, ReportingFieldsReplySchema,
  type ReportingField,
} from '@travel/contract';
import { callAs, signInAs } from '../../../test/business-fixtures.ts';
import { londonHotelOffer, postBooking, type TestSession } from '../../../test/booking-fixtures.ts';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { ACME_COST_CENTRES } from '../../db/seed-reporting-payment.ts';
import { listAudit } from './audit-log.ts';
import { reportingFieldValuesFor } from './reporting-fields-service.ts';

const A = '/i/api/business/admin/v1';
let h: Harness;
const s = new Map<string, TestSession>();
const as = (who: string) => s.get(who)!;
let keySeq = 0;
const key = () => `reporting-${++keySeq}-${Date.now()}`;
const errorOf = (r: { json(): unknown }) => (r.json() as { errors: { code: string; field?: string; description: string }[] }).errors[0];

async function fields(): Promise<ReportingField[]> {
  return ReportingFieldsReplySchema.parse((await callAs(h.app, as('acme:COMPANY_ADMIN'), 'GET', `${A}/reportingFields`)).json()).items;
}
async function costCentre(): Promise<ReportingField> {
  return (await fields()).find((f) => f.label === 'Cost centre')!;
}
async function profileIdOf(email: string): Promise<string> {
  return (await h.db.selectFrom('business_profiles as p').innerJoin('accounts as a', 'a.id', 'p.account_id').select('p.id').where('a.email', '=', email).executeTakeFirstOrThrow()).id;
}
const hotel = (days: number) => londonHotelOffer(h.app, { daysAhead: days, nights: 1, guests: 1 });

beforeAll(async () => {
  h = await createHarness({ config: { rateLimitsEnabled: false }, demoReportingFields: true });
  for (const who of ['acme:COMPANY_ADMIN', 'acme:TRAVELER', 'acme:TRAVEL_MANAGER', 'globex:COMPANY_ADMIN', 'globex:TRAVELER'] as const) s.set(who, await signInAs(h.app, who));
  // Acme's seeded hotel policy must not get in the way of these bookings (issue #25 covers it).
  await h.db.deleteFrom('business_travel_policies').where('company_id', '=', 'acme').execute();
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('trip reporting fields: the admin page', () => {
  it('lists Acme\'s seeded fields: a required Cost centre list and an optional Project code, for flights and hotels', async () => {
    const items = await fields();
    expect(items.map((f) => [f.label, f.kind, f.required, f.verticals])).toEqual([
      ['Cost centre', 'list', true, ['flights', 'hotels']],
      ['Project code', 'text', false, ['flights', 'hotels']],
    ]);
    expect(items[0]!.options).toEqual([...ACME_COST_CENTRES]);
  });

  it('creates, updates, moves and deletes a field, each audited; labels are unique per company', async () => {
    const created = await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/reportingFields`, {
      label: '  Client  ', kind: 'text', required: false, verticals: ['cars', 'cars', 'trains'], helpText: 'Who pays',
    });
    expect(created.statusCode).toBe(200);
    const field = ReportingFieldSchema.parse(created.json());
    expect(field).toMatchObject({ label: 'Client', kind: 'text', required: false, verticals: ['cars', 'trains'], options: [], helpText: 'Who pays', position: 2 });

    const clash = await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/reportingFields`, { label: 'COST CENTRE', kind: 'text', required: false, verticals: ['cars'] });
    expect(clash.statusCode).toBe(400);
    expect(errorOf(clash)).toMatchObject({ code: 'VALIDATION_ERROR', field: 'label' });
    const noOptions = await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/reportingFields`, { label: 'Region', kind: 'list', required: true, verticals: ['cars'], options: [] });
    expect(noOptions.statusCode).toBe(400);
    expect(errorOf(noOptions)).toMatchObject({ code: 'VALIDATION_ERROR', field: 'options' });

    const updated = await callAs(h.app, as('acme:COMPANY_ADMIN'), 'PUT', `${A}/reportingFields/${field.id}`, {
      label: 'Client', kind: 'list', required: true, verticals: ['cars'], options: ['Initech', 'Globex'],
    });
    expect(ReportingFieldSchema.parse(updated.json())).toMatchObject({ kind: 'list', required: true, options: ['Initech', 'Globex'], verticals: ['cars'] });

    const moved = ReportingFieldsReplySchema.parse((await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/reportingFields/${field.id}/move`, { direction: 'up' })).json());
    expect(moved.items.map((f) => f.label)).toEqual(['Cost centre', 'Client', 'Project code']);

    expect((await callAs(h.app, as('acme:COMPANY_ADMIN'), 'DELETE', `${A}/reportingFields/${field.id}`)).statusCode).toBe(200);
    expect((await fields()).map((f) => f.label)).toEqual(['Cost centre', 'Project code']);
    const audit = await listAudit(h.db, 'acme', { subjectType: 'reportingField', subjectId: String(field.id) });
    expect(audit.entries.map((e) => e.action)).toEqual(['reportingField.delete', 'reportingField.move', 'reportingField.update', 'reportingField.create']);
    expect(audit.entries[1]!.details).toMatchObject({ label: 'Client', direction: 'up', position: 1 });
  });

  it('is the page of TRIP_REPORTING_FIELDS_MANAGEMENT with the feature; another company\'s ids answer 404', async () => {
    const id = (await costCentre()).id;
    expect((await callAs(h.app, as('acme:TRAVELER'), 'GET', `${A}/reportingFields`)).statusCode).toBe(403);
    expect((await callAs(h.app, as('acme:TRAVEL_MANAGER'), 'POST', `${A}/reportingFields`, { label: 'X', kind: 'text', required: false, verticals: ['cars'] })).statusCode).toBe(403);
    // Globex is on the biz tier: no TRIP_REPORTING_FIELDS feature, so no page even for its admin.
    expect((await callAs(h.app, as('globex:COMPANY_ADMIN'), 'GET', `${A}/reportingFields`)).statusCode).toBe(403);
    await h.db.updateTable('companies').set({ plan_tier: 'bizPlus' }).where('id', '=', 'globex').execute();
    try {
      const r = await callAs(h.app, as('globex:COMPANY_ADMIN'), 'PUT', `${A}/reportingFields/${id}`, { label: 'Mine', kind: 'text', required: false, verticals: ['cars'] });
      expect(r.statusCode).toBe(404);
      expect((await callAs(h.app, as('globex:COMPANY_ADMIN'), 'DELETE', `${A}/reportingFields/${id}`)).statusCode).toBe(404);
      expect(ReportingFieldsReplySchema.parse((await callAs(h.app, as('globex:COMPANY_ADMIN'), 'GET', `${A}/reportingFields`)).json()).items).toEqual([]);
    } finally {
      await h.db.updateTable('companies').set({ plan_tier: 'biz' }).where('id', '=', 'globex').execute();
    }
    // A state change without X-CSRF is refused.
    const noCsrf = await h.app.inject({ method: 'POST', url: `${A}/reportingFields`, cookies: { sid: as('acme:COMPANY_ADMIN').sid }, payload: { label: 'Y', kind: 'text', required: false, verticals: ['cars'] } });
    expect(noCsrf.statusCode).toBe(403);
  });
});

describe('trip reporting fields: the booking', () => {
  it('the refresh reply asks the fields of the offer\'s vertical and shows the company card', async () => {
    const offer = await hotel(40);
    const r = await callAs(h.app, as('acme:TRAVELER'), 'POST', '/i/api/offers/v1/refresh', { offerId: offer.id });
    const reply = BusinessRefreshOfferResponseSchema.parse(r.json());
    expect(reply.business?.reportingFields.map((f) => f.label)).toEqual(['Cost centre', 'Project code']);
    expect(reply.business?.payment).toEqual({ companyCard: { label: 'Acme travel card', brand: 'visa', last4: '4242' }, personalCardAllowed: true });
    // A company with nothing to ask or choose (Globex: no feature, no card) gets none of it.
    const globex = await callAs(h.app, as('globex:TRAVELER'), 'POST', '/i/api/offers/v1/refresh', { offerId: offer.id });
    expect(BusinessRefreshOfferResponseSchema.parse(globex.json()).business).toBeUndefined();
  });

  it('refuses a business booking without the required field, called directly, with a clear message; nothing is charged', async () => {
    const cc = await costCentre();
    const offer = await hotel(41);
    const charges = async () => Number((await h.db.selectFrom('test_card_charges').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await charges();
    const r = await postBooking(h.app, as('acme:TRAVELER'), offer, key(), { contactEmail: 'traveler@acme.example' });
    expect(r.statusCode).toBe(400);
    expect(errorOf(r)).toEqual({ code: 'VALIDATION_ERROR', field: `reportingFields.${cc.id}`, description: 'Cost centre is required for business bookings' });
    const blank = await postBooking(h.app, as('acme:TRAVELER'), offer, key(), { contactEmail: 'traveler@acme.example', reportingFields: [{ fieldId: cc.id, value: '   ' }] });
    expect(errorOf(blank)).toMatchObject({ field: `reportingFields.${cc.id}` });
    const notListed = await postBooking(h.app, as('acme:TRAVELER'), offer, key(), { contactEmail: 'traveler@acme.example', reportingFields: [{ fieldId: cc.id, value: 'CC-999 Nowhere' }] });
    expect(errorOf(notListed)).toMatchObject({ field: `reportingFields.${cc.id}`, description: 'Cost centre: choose one of the listed options' });
    expect(await charges()).toBe(before);
  });

  it('stores the values with the booking (keyed by its reference) for reports: reportingFieldValuesFor, scoped by company', async () => {
    const all = await fields();
    const [cc, project] = [all[0]!, all[1]!];
    const offer = await hotel(42);
    const r = await postBooking(h.app, as('acme:TRAVELER'), offer, key(), {
      contactEmail: 'traveler@acme.example',
      reportingFields: [{ fieldId: cc.id, value: 'cc-200 engineering' }, { fieldId: project.id, value: ' PRJ-2041 ' }, { fieldId: 999_999, value: 'ignored' }],
    });
    expect(r.statusCode).toBe(201);
    const booking = BusinessBookingSchema.parse(r.json());
    const values = await reportingFieldValuesFor(h.db, 'acme', [booking.reference, 'NOSUCH']);
    expect(values.get(booking.reference)).toEqual([
      { fieldId: cc.id, label: 'Cost centre', value: 'CC-200 Engineering' },
      { fieldId: project.id, label: 'Project code', value: 'PRJ-2041' },
    ]);
    expect(values.get('NOSUCH')).toEqual([]);
    expect((await reportingFieldValuesFor(h.db, 'globex', [booking.reference])).get(booking.reference)).toEqual([]);

    // An optional field left empty stores nothing; a car booking asks no field of Acme's.
    const second = await postBooking(h.app, as('acme:TRAVELER'), await hotel(43), key(), { contactEmail: 'traveler@acme.example', reportingFields: [{ fieldId: cc.id, value: 'CC-100 Sales' }] });
    const ref2 = BusinessBookingSchema.parse(second.json()).reference;
    expect((await reportingFieldValuesFor(h.db, 'acme', [ref2])).get(ref2)).toEqual([{ fieldId: cc.id, label: 'Cost centre', value: 'CC-100 Sales' }]);
  });

  it('asks nothing of a company without the TRIP_REPORTING_FIELDS feature (Globex, biz tier)', async () => {
    const offer = await hotel(44);
    const globex = await postBooking(h.app, as('globex:TRAVELER'), offer, key(), { contactEmail: 'traveler@globex.example' });
    expect(globex.statusCode).toBe(201);
  });
});

describe('payment methods', () => {
  it('the admin sees the seeded card on the default scope; a traveler may not see the page', async () => {
    const r = await callAs(h.app, as('acme:COMPANY_ADMIN'), 'GET', `${A}/paymentOptions`);
    const reply = PaymentOptionsReplySchema.parse(r.json());
    expect(reply.cards.map((c) => [c.label, c.brand, c.last4])).toEqual([['Acme travel card', 'visa', '4242']]);
    expect(reply.scopes[0]).toEqual({ groupId: null, groupName: null, cardId: reply.cards[0]!.id, personalCardAllowed: true, inherited: false });
    expect(reply).toMatchObject({ canManage: true, flagText: null });
    expect(JSON.stringify(r.json())).not.toMatch(/tok_|4242424242424242/);
    expect((await callAs(h.app, as('acme:TRAVELER'), 'GET', `${A}/paymentOptions`)).statusCode).toBe(403);
    expect((await callAs(h.app, as('globex:COMPANY_ADMIN'), 'DELETE', `${A}/paymentOptions/cards/${reply.cards[0]!.id}`)).statusCode).toBe(404);
  });

  it('core §5: with the higher-tier switch on, the page needs COMPANY_SETTINGS_MANAGEMENT and carries the plan tier as flag text', async () => {
    const row = await h.db.selectFrom('companies').select('flags_json').where('id', '=', 'acme').executeTakeFirstOrThrow();
    await h.db.updateTable('companies').set({ flags_json: JSON.stringify({ ...(JSON.parse(row.flags_json) as object), paymentMethodsHigherTier: true }) }).where('id', '=', 'acme').execute();
    try {
      const reply = PaymentOptionsReplySchema.parse((await callAs(h.app, as('acme:COMPANY_ADMIN'), 'GET', `${A}/paymentOptions`)).json());
      expect(reply).toMatchObject({ canManage: true, flagText: 'bizPlus' });
    } finally {
      await h.db.updateTable('companies').set({ flags_json: row.flags_json }).where('id', '=', 'acme').execute();
    }
  });

  it('adds cards (brand and last four only), refuses bad ones, and sets a group\'s card and personal-card rule', async () => {
    const bad = await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/paymentOptions/cards`, {
      label: 'Broken', card: { number: '4242 4242 4242 4241', expiryMonth: 12, expiryYear: 2031, cvc: '123', holderName: 'Ada Lovelace' },
    });
    expect(errorOf(bad)).toMatchObject({ code: 'VALIDATION_ERROR', field: 'card.number' });
    const refused = await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/paymentOptions/cards`, {
      label: 'Refused', card: { number: '4000 0000 0000 0002', expiryMonth: 12, expiryYear: 2031, cvc: '123', holderName: 'Ada Lovelace' },
    });
    expect(errorOf(refused)).toMatchObject({ field: 'card.number', description: 'The card was not accepted: Card declined by issuer' });

    const added = await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/paymentOptions/cards`, {
      label: 'Sales card', card: { number: '5555 5555 5555 4444', expiryMonth: 6, expiryYear: 2031, cvc: '123', holderName: 'Grace Hopper' },
    });
    const card = CompanyCardSchema.parse(added.json());
    expect(card).toMatchObject({ label: 'Sales card', brand: 'mastercard', last4: '4444', expiryMonth: 6, expiryYear: 2031, holderName: 'Grace Hopper' });
    const stored = await h.db.selectFrom('business_company_cards').selectAll().where('id', '=', card.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain('5555555555554444');

    const group = (await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/groups`, { name: 'Sales team' })).json<{ id: number }>();
    const none = await callAs(h.app, as('acme:COMPANY_ADMIN'), 'PUT', `${A}/paymentOptions/scopes/${group.id}`, { cardId: null, personalCardAllowed: false });
    expect(errorOf(none)).toMatchObject({ field: 'personalCardAllowed' });
    const set = PaymentOptionsReplySchema.parse((await callAs(h.app, as('acme:COMPANY_ADMIN'), 'PUT', `${A}/paymentOptions/scopes/${group.id}`, { cardId: card.id, personalCardAllowed: false })).json());
    expect(set.scopes.find((x) => x.groupId === group.id)).toEqual({ groupId: group.id, groupName: 'Sales team', cardId: card.id, personalCardAllowed: false, inherited: false });
    // Globex cannot point its scope at Acme's card, nor set Acme's group.
    expect(errorOf(await callAs(h.app, as('globex:COMPANY_ADMIN'), 'PUT', `${A}/paymentOptions/scopes/default`, { cardId: card.id, personalCardAllowed: true }))).toMatchObject({ field: 'cardId' });
    expect((await callAs(h.app, as('globex:COMPANY_ADMIN'), 'PUT', `${A}/paymentOptions/scopes/${group.id}`, { cardId: null, personalCardAllowed: true })).statusCode).toBe(404);
    // A card still paying for a scope stays.
    const remove = await callAs(h.app, as('acme:COMPANY_ADMIN'), 'DELETE', `${A}/paymentOptions/cards/${card.id}`);
    expect(errorOf(remove)).toMatchObject({ field: 'cardId', description: 'This card pays for Sales team; choose another way to pay there first' });
    expect((await listAudit(h.db, 'acme', { subjectType: 'companyCard', subjectId: String(card.id) })).entries.map((e) => e.action)).toEqual(['companyCard.add']);

    // The traveler joins the group: a personal card is refused, the group's card is charged.
    const travelerId = await profileIdOf('traveler@acme.example');
    expect((await callAs(h.app, as('acme:COMPANY_ADMIN'), 'PUT', `${A}/users/${travelerId}`, { groupId: group.id })).statusCode).toBe(200);
    try {
      const cc = await costCentre();
      const reportingFields = [{ fieldId: cc.id, value: 'CC-100 Sales' }];
      const personal = await postBooking(h.app, as('acme:TRAVELER'), await hotel(50), key(), { contactEmail: 'traveler@acme.example', reportingFields });
      expect(errorOf(personal)).toMatchObject({ code: 'VALIDATION_ERROR', field: 'paymentMethod' });

      const offer = await hotel(51);
      const r = await postBooking(h.app, as('acme:TRAVELER'), offer, key(), { contactEmail: 'traveler@acme.example', reportingFields, paymentMethod: 'companyCard', payment: undefined });
      expect(r.statusCode).toBe(201);
      const booking = BusinessBookingSchema.parse(r.json());
      expect(booking).toMatchObject({ paymentMethod: 'companyCard', payment: { brand: 'mastercard', last4: '4444' } });
      const order = await h.db.selectFrom('bookings').select(['payment_method', 'company_card_id', 'payment_ref']).where('reference', '=', booking.reference).executeTakeFirstOrThrow();
      expect(order).toMatchObject({ payment_method: 'companyCard', company_card_id: card.id });
      const charge = await h.db.selectFrom('test_card_charges').selectAll().where('payment_ref', '=', order.payment_ref).executeTakeFirstOrThrow();
      expect(charge).toMatchObject({ amount_minor: offer.price.amountMinor, currency: offer.price.currency, brand: 'mastercard', last4: '4444' });
      // The lookup shows how it was paid.
      const looked = await h.app.inject({ method: 'GET', url: `/i/api/bookings/v1/lookup?reference=${booking.reference}&email=traveler%40acme.example` });
      expect(BusinessBookingSchema.parse(looked.json()).paymentMethod).toBe('companyCard');
    } finally {
      await callAs(h.app, as('acme:COMPANY_ADMIN'), 'PUT', `${A}/users/${travelerId}`, { groupId: null });
    }
  });

  it('a traveler without a group is charged to the default scope\'s card; a card that stopped working answers 402', async () => {
    const cc = await costCentre();
    const reportingFields = [{ fieldId: cc.id, value: 'CC-300 Marketing' }];
    const r = await postBooking(h.app, as('acme:TRAVELER'), await hotel(52), key(), { contactEmail: 'traveler@acme.example', reportingFields, paymentMethod: 'companyCard', payment: undefined });
    expect(BusinessBookingSchema.parse(r.json())).toMatchObject({ paymentMethod: 'companyCard', payment: { brand: 'visa', last4: '4242' } });

    const poor = CompanyCardSchema.parse((await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/paymentOptions/cards`, {
      label: 'Empty card', card: { number: '4000 0000 0000 9995', expiryMonth: 1, expiryYear: 2032, cvc: '123', holderName: 'Ada Lovelace' },
    })).json());
    const before = PaymentOptionsReplySchema.parse((await callAs(h.app, as('acme:COMPANY_ADMIN'), 'GET', `${A}/paymentOptions`)).json()).scopes[0]!;
    await callAs(h.app, as('acme:COMPANY_ADMIN'), 'PUT', `${A}/paymentOptions/scopes/default`, { cardId: poor.id, personalCardAllowed: true });
    try {
      const declined = await postBooking(h.app, as('acme:TRAVELER'), await hotel(53), key(), { contactEmail: 'traveler@acme.example', reportingFields, paymentMethod: 'companyCard', payment: undefined });
      expect(declined.statusCode).toBe(402);
      expect(errorOf(declined)).toMatchObject({ code: 'PAYMENT_DECLINED', description: 'Insufficient funds' });
    } finally {
      await callAs(h.app, as('acme:COMPANY_ADMIN'), 'PUT', `${A}/paymentOptions/scopes/default`, { cardId: before.cardId, personalCardAllowed: before.personalCardAllowed });
    }
    // A company card is never charged for a consumer-side booking.
    const globex = await postBooking(h.app, as('globex:TRAVELER'), await hotel(54), key(), { contactEmail: 'traveler@globex.example', paymentMethod: 'companyCard', payment: undefined });
    expect(errorOf(globex)).toMatchObject({ code: 'VALIDATION_ERROR', field: 'paymentMethod' });
  });
});
