// @vitest-environment node
/**
 * Trip approvals and requests to book on behalf over the real app, the seeded demo companies and a controllable clock
 * (issue #25 "Approvals"): a held booking approved, declined (released without charge), withdrawn; who may decide
 * (approver, manager, backup once escalated, _FOR_ALL; never the traveler, never another company); reminder and
 * escalation mail in the outbox; expiry by the default action, run by a second app instance on the same database (a
 * restart in between); jobs claimed once by two processes; the passive void window; auto approval; settings and
 * approvers per group; the trips-to-book queue; the audit trail.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { APPROVAL_PATHS, ApprovalListReplySchema, ApproversToNameReplySchema, BOOKING_FOR_PATHS, OFFER_REFRESH_PATH, PolicyRefreshOfferResponseSchema, ApprovalRequestSchema, BookOnBehalfListReplySchema, type ApprovalRequest } from '@travel/contract';
import { buildApp } from '../../app.ts';
import { callAs, signInAs } from '../../../test/business-fixtures.ts';
import { londonHotelOffer, newSession, postBooking, type TestSession } from '../../../test/booking-fixtures.ts';
import { createHarness, type Harness } from '../../../test/harness.ts';

const H = 3_600_000;
const B = '/i/api/business';
let h: Harness;
let clock = Date.parse('2026-03-02T10:00:00Z');
const s: Record<string, TestSession> = {};
let keySeq = 0;
const ids: Record<string, string> = {};

const code = (r: { statusCode: number; json(): unknown }) => (r.statusCode >= 400 ? (r.json() as { errors: { code: string }[] }).errors[0]?.code : undefined);
const outcome = (r: { statusCode: number; json(): unknown }) => (r.statusCode < 400 ? r.statusCode : `${r.statusCode} ${code(r)}`);
const path = (p: string, id: string) => `${B}${p.replace(':requestId', encodeURIComponent(id))}`;

async function profileIdOf(email: string): Promise<string> {
  return (await h.db.selectFrom('business_profiles as p').innerJoin('accounts as a', 'a.id', 'p.account_id').select('p.id').where('a.email', '=', email).executeTakeFirstOrThrow()).id;
}
async function mailsTo(email: string): Promise<{ subject: string; body_text: string }[]> {
  return h.db.selectFrom('mail_outbox').select(['subject', 'body_text']).where('recipient', '=', email).orderBy('id').execute();
}
/** A hotel booking made by `who` (signed in) now; returns its reference. */
async function book(who: TestSession, contactEmail = 'traveler@acme.example'): Promise<string> {
  const offer = await londonHotelOffer(h.app, { daysAhead: 40, nights: 2, guests: 1, nowMs: clock });
  const r = await postBooking(h.app, who, offer, `approvals-${++keySeq}`, { contactEmail });
  expect(r.statusCode).toBe(201);
  return r.json<{ reference: string }>().reference;
}
/** A hotel booking `who` makes while booking for `travelerEmail` (traveler/select, book, unselect); returns its reference. */
async function bookFor(who: TestSession, travelerEmail: string): Promise<string> {
  expect((await callAs(h.app, who, 'POST', `${B}${BOOKING_FOR_PATHS.travelerSelect}`, { email: travelerEmail })).statusCode).toBe(200);
  try {
    return await book(who, travelerEmail);
  } finally {
    await callAs(h.app, who, 'POST', `${B}${BOOKING_FOR_PATHS.travelerUnselect}`);
  }
}
async function bookingOf(reference: string) {
  return h.app.services.bookings.find(reference);
}
/** A booking by the traveler and its approval request (hard unless the company set otherwise). */
async function requested(reasons: string[] = ['$212 over the $300 London nightly cap']): Promise<ApprovalRequest> {
  const reference = await book(s.traveler!);
  return h.app.services.approvals.requestApproval({ bookingId: reference, companyId: 'acme', travelerProfileId: ids.traveler!, reasons, vertical: 'hotels' });
}
const decide = (who: TestSession, id: string, decision: 'APPROVE' | 'DECLINE', comment = '') => callAs(h.app, who, 'POST', path(APPROVAL_PATHS.decision, id), { decision, comment });

beforeAll(async () => {
  h = await createHarness({ now: () => clock, config: { rateLimitsEnabled: false }, buildOptions: { approvalJobPollMs: false } });
  for (const [name, who] of [['traveler', 'acme:TRAVELER'], ['approver', 'acme:APPROVER'], ['manager', 'acme:TRAVEL_MANAGER'], ['admin', 'acme:COMPANY_ADMIN'],
    ['arranger', 'acme:TRAVEL_ARRANGER'], ['globex', 'globex:COMPANY_ADMIN']] as const) {
    s[name] = await signInAs(h.app, who, { nowMs: clock });
  }
  for (const name of ['traveler', 'approver', 'manager', 'admin', 'arranger']) ids[name] = await profileIdOf(`${name}@acme.example`);
  // These tests ask for approval themselves; Acme's seeded travel policies would make the booking flow ask first.
  await h.db.deleteFrom('business_travel_policies').where('company_id', '=', 'acme').execute();
}, 120_000);
afterAll(async () => h?.close());

describe('hard approval: the booking is held until decided', () => {
  it('a booking whose policy verdict is requireApproval asks for approval itself: held, the approver mailed, the reply says requested', async () => {
    await h.db.insertInto('business_travel_policies').values({
      company_id: 'acme', vertical: 'hotel', group_id: null, version: 99, created_at: new Date(clock).toISOString(), updated_by_profile_id: null,
      document_json: JSON.stringify({ nightlyCap: { action: 'requireApproval', default: { amountMinor: 100, currency: 'USD' }, cities: [], countries: [] } }),
    }).execute();
    try {
      const offer = await londonHotelOffer(h.app, { daysAhead: 40, nights: 2, guests: 1, nowMs: clock });
      const r = await postBooking(h.app, s.traveler!, offer, `approvals-${++keySeq}`, {
        contactEmail: 'traveler@acme.example', outOfPolicyReason: { code: 'meetingLocation', text: 'Next to the client office' },
      });
      expect(r.statusCode).toBe(201);
      const booking = r.json<{ reference: string; policy: { action: string; approvalStatus: string } }>();
      expect(booking.policy).toMatchObject({ action: 'requireApproval', approvalStatus: 'requested' });
      const mine = ApprovalListReplySchema.parse((await callAs(h.app, s.traveler!, 'GET', `${B}${APPROVAL_PATHS.mine}?status=pending`)).json());
      expect(mine.items.find((i) => i.bookingReference === booking.reference)).toMatchObject({ state: 'PENDING', approver: { email: 'approver@acme.example' } });
      const mail = (await mailsTo('approver@acme.example')).at(-1)!;
      expect(mail.body_text).toContain('over the nightly cap of USD 1.00');
      expect(mail.body_text).toContain('Reason given: Meeting location. Next to the client office');
      expect((await bookingOf(booking.reference))?.status).toBe('booked');
    } finally {
      await h.db.deleteFrom('business_travel_policies').where('company_id', '=', 'acme').execute();
    }
  });

  it('a request mails the approver a link to the decision and lists on trips to approve and on the traveler\'s trip', async () => {
    const r = await requested();
    // The traveler's manager is a travel manager, who does not approve: no default backup.
    expect(r).toMatchObject({ state: 'PENDING', type: 'HARD', approver: { email: 'approver@acme.example' }, backupApprover: null });
    expect(r.deadline).toBe(new Date(clock + 48 * H).toISOString());
    const mail = (await mailsTo('approver@acme.example')).at(-1)!;
    expect(mail.subject).toMatch(/needs your approval/);
    expect(mail.body_text).toContain(`/business/approval?request=${r.id}`);
    expect(mail.body_text).toContain('$212 over the $300 London nightly cap');
    const list = ApprovalListReplySchema.parse((await callAs(h.app, s.approver!, 'GET', `${B}${APPROVAL_PATHS.tripsToApprove}`)).json());
    expect(list.items.find((i) => i.id === r.id)).toMatchObject({ canDecide: true, traveler: { email: 'traveler@acme.example' } });
    const mine = ApprovalListReplySchema.parse((await callAs(h.app, s.traveler!, 'GET', `${B}${APPROVAL_PATHS.mine}`)).json());
    expect(mine.items.find((i) => i.id === r.id)).toMatchObject({ state: 'PENDING', canDecide: false });
    expect((await bookingOf(r.bookingReference))?.status).toBe('booked');
    // The mailed link opens the frame's trips-to-approve page with the request.
    const linkPath = mail.body_text.match(/https?:\/\/[^/\s]+(\/business\/approval\?request=\S+)/)![1]!;
    const opened = await h.app.inject({ method: 'GET', url: linkPath });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toMatch(new RegExp(`^/p/[^/]+/business/approval\\?request=${r.id}$`));
  });

  it('approve with a comment keeps the booking, mails the traveler and is audited', async () => {
    const r = await requested();
    const res = await decide(s.approver!, r.id, 'APPROVE', 'Fine for the client visit');
    expect(res.statusCode).toBe(200);
    expect(ApprovalRequestSchema.parse(res.json())).toMatchObject({ state: 'APPROVED', comment: 'Fine for the client visit', decidedBy: { email: 'approver@acme.example' } });
    expect((await bookingOf(r.bookingReference))?.status).toBe('booked');
    expect((await mailsTo('traveler@acme.example')).at(-1)!.subject).toMatch(/was approved/);
    const audit = await h.db.selectFrom('business_audit_log').selectAll().where('subject_id', '=', r.id).orderBy('id').execute();
    expect(audit.map((a) => [a.action, a.actor_profile_id, a.on_behalf_profile_id])).toEqual([
      ['approval.request', ids.traveler, ids.traveler], ['approval.approve', ids.approver, ids.traveler],
    ]);
    expect(outcome(await decide(s.approver!, r.id, 'DECLINE', 'changed my mind'))).toBe('400 VALIDATION_ERROR');
    // The traveler's trip shows the booking's approval.
    const trip = await h.app.inject({
      method: 'POST', url: '/trips/api/store?props=trips', cookies: { sid: s.traveler!.sid },
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf': s.traveler!.token }, payload: new URLSearchParams({ fullTripId: r.tripId! }).toString(),
    });
    const events = trip.json<{ trip: { events: { booking: { reference: string; approval?: unknown } | null }[] } }>().trip.events;
    expect(events.find((e) => e.booking?.reference === r.bookingReference)?.booking?.approval).toEqual({ state: 'APPROVED', expiryOutcome: null });
  });

  it('decline releases the held booking: cancelled with a full refund', async () => {
    const r = await requested();
    expect(outcome(await decide(s.approver!, r.id, 'DECLINE'))).toBe('400 VALIDATION_ERROR'); // a decline says why
    expect(outcome(await decide(s.approver!, r.id, 'DECLINE', 'Too expensive'))).toBe(200);
    const booking = await bookingOf(r.bookingReference);
    expect(booking?.status).toBe('cancelled');
    expect(booking?.refundAmount).toEqual(booking?.price);
    expect((await mailsTo('traveler@acme.example')).at(-1)!.body_text).toContain('cancelled without charge');
  });

  it('a release that fails after the decline is retried by the deadline poller (the decision wrote it down)', async () => {
    const r = await requested();
    const release = vi.spyOn(h.app.services.bookings, 'release').mockRejectedValueOnce(new Error('supplier down'));
    try {
      expect(outcome(await decide(s.approver!, r.id, 'DECLINE', 'Too expensive'))).toBe(200);
      expect((await bookingOf(r.bookingReference))?.status).toBe('booked');
      await h.app.services.approvals.runDueJobs();
      expect((await bookingOf(r.bookingReference))?.status).toBe('cancelled');
      expect(release).toHaveBeenCalledTimes(2);
    } finally {
      release.mockRestore();
    }
  });

  it('the traveler may withdraw a pending request, which releases the booking', async () => {
    const r = await requested();
    expect(outcome(await callAs(h.app, s.traveler!, 'POST', path(APPROVAL_PATHS.withdraw, r.id)))).toBe(200);
    expect((await bookingOf(r.bookingReference))?.status).toBe('cancelled');
    expect(outcome(await callAs(h.app, s.arranger!, 'POST', path(APPROVAL_PATHS.withdraw, r.id)))).toBe('404 NOT_FOUND');
  });
});

describe('who may decide', () => {
  it('the traveler cannot, another company gets 404, a travel manager cannot, an admin with _FOR_ALL can', async () => {
    const r = await requested();
    expect(outcome(await decide(s.traveler!, r.id, 'APPROVE'))).toBe('403 FORBIDDEN');
    expect(outcome(await decide(s.globex!, r.id, 'APPROVE'))).toBe('404 NOT_FOUND');
    expect(outcome(await callAs(h.app, s.globex!, 'GET', path(APPROVAL_PATHS.trip, r.id)))).toBe('404 NOT_FOUND');
    expect(outcome(await decide(s.manager!, r.id, 'APPROVE', 'ok'))).toBe('403 FORBIDDEN');
    expect(outcome(await decide(s.admin!, r.id, 'APPROVE', 'ok'))).toBe(200);
  });

  it('an approver without _FOR_ALL cannot decide for a traveler of another group they do not approve for', async () => {
    // The arranger's requests: no manager, no designated approver; the approver is not theirs.
    const reference = await book(s.arranger!);
    const r = await h.app.services.approvals.requestApproval({ bookingId: reference, companyId: 'acme', travelerProfileId: ids.arranger!, reasons: ['over cap'], vertical: 'hotels' });
    expect(outcome(await decide(s.approver!, r.id, 'APPROVE'))).toBe('403 FORBIDDEN');
    const list = ApprovalListReplySchema.parse((await callAs(h.app, s.approver!, 'GET', `${B}${APPROVAL_PATHS.tripsToApprove}`)).json());
    expect(list.items.some((i) => i.id === r.id)).toBe(false);
    expect(outcome(await decide(s.admin!, r.id, 'APPROVE', 'admin approves'))).toBe(200);
  });
});

describe('who may ask (TRIP_EVENT_APPROVAL_REQUEST, _REQUEST_FOR_EXPLICIT)', () => {
  it('a requester without an approval-request permission may not ask; one with _FOR_EXPLICIT only asks an approver they name', async () => {
    const reference = await book(s.traveler!);
    const role = await h.db.insertInto('business_roles').values({
      company_id: 'acme', builtin_role: null, name: 'Explicit requester', permissions_json: JSON.stringify(['TRIP_EVENT_BOOK', 'TRIP_EVENT_APPROVAL_REQUEST_FOR_EXPLICIT']),
      permission_set_key: 'explicit-requester-test', created_at: new Date(clock).toISOString(),
    }).returning('id').executeTakeFirstOrThrow();
    const travelerRole = (await h.db.selectFrom('business_profiles').select('role_id').where('id', '=', ids.traveler!).executeTakeFirstOrThrow()).role_id;
    await h.db.updateTable('business_profiles').set({ role_id: role.id }).where('id', '=', ids.traveler!).execute();
    try {
      const input = { bookingId: reference, companyId: 'acme', travelerProfileId: ids.traveler!, reasons: ['over cap'], vertical: 'hotels' as const };
      await expect(h.app.services.approvals.requestApproval(input)).rejects.toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
      await expect(h.app.services.approvals.requestApproval({ ...input, explicitApproverProfileId: ids.arranger! })).rejects.toMatchObject({ statusCode: 400, field: 'explicitApproverProfileId' });
      const r = await h.app.services.approvals.requestApproval({ ...input, explicitApproverProfileId: ids.admin! });
      expect(r.approver?.email).toBe('admin@acme.example');
      // The traveler's own approver is not the named one: they cannot decide it.
      expect(outcome(await decide(s.approver!, r.id, 'APPROVE'))).toBe('403 FORBIDDEN');
      expect(outcome(await decide(s.admin!, r.id, 'APPROVE'))).toBe(200);
    } finally {
      await h.db.updateTable('business_profiles').set({ role_id: travelerRole }).where('id', '=', ids.traveler!).execute();
    }
  });
});

describe('naming the approver at booking (TRIP_EVENT_APPROVAL_REQUEST_FOR_EXPLICIT)', () => {
  it('lists whom the traveler may name, refuses a booking without one or with someone who cannot decide, and sends the request to the one named', async () => {
    const role = await h.db.insertInto('business_roles').values({
      company_id: 'acme', builtin_role: null, name: 'Explicit booker', permissions_json: JSON.stringify(['TRIP_EVENT_BOOK', 'TRIP_EVENT_APPROVAL_REQUEST_FOR_EXPLICIT']),
      permission_set_key: 'explicit-booker-test', created_at: new Date(clock).toISOString(),
    }).returning('id').executeTakeFirstOrThrow();
    const travelerRole = (await h.db.selectFrom('business_profiles').select('role_id').where('id', '=', ids.traveler!).executeTakeFirstOrThrow()).role_id;
    await h.db.updateTable('business_profiles').set({ role_id: role.id }).where('id', '=', ids.traveler!).execute();
    await h.db.insertInto('business_travel_policies').values({
      company_id: 'acme', vertical: 'hotel', group_id: null, version: 98, created_at: new Date(clock).toISOString(), updated_by_profile_id: null,
      document_json: JSON.stringify({ nightlyCap: { action: 'requireApproval', default: { amountMinor: 100, currency: 'USD' }, cities: [], countries: [] } }),
    }).execute();
    const toName = `${B}${APPROVAL_PATHS.approversToName}`;
    try {
      const list = ApproversToNameReplySchema.parse((await callAs(h.app, s.traveler!, 'GET', toName)).json());
      expect(list.mustName).toBe(true);
      const emails = list.approvers.map((a) => a.email);
      expect(emails).toEqual(expect.arrayContaining(['approver@acme.example', 'admin@acme.example']));
      // Never the traveler; never someone without approval processing (the arranger, the travel manager); never another company.
      for (const nope of ['traveler@acme.example', 'arranger@acme.example', 'manager@acme.example', 'admin@globex.example']) expect(emails).not.toContain(nope);
      // A traveler who may ask anyone does not have to name one.
      expect(ApproversToNameReplySchema.parse((await callAs(h.app, s.admin!, 'GET', toName)).json()).mustName).toBe(false);

      const offer = await londonHotelOffer(h.app, { daysAhead: 45, nights: 2, guests: 1, nowMs: clock });
      // The booking page's offer refresh carries the same list with the requireApproval verdict, also for a session
      // that has not passed two-factor (which the business route above refuses).
      const noTwoFactor = await signInAs(h.app, 'acme:TRAVELER', { nowMs: clock, verifyTwoFactor: false });
      expect(code(await callAs(h.app, noTwoFactor, 'GET', toName))).toBe('MISSING_TWO_FACTOR_AUTHENTICATION');
      const refreshed = await callAs(h.app, noTwoFactor, 'POST', OFFER_REFRESH_PATH, { offerId: offer.id });
      expect(refreshed.statusCode).toBe(200);
      const carried = PolicyRefreshOfferResponseSchema.parse(refreshed.json());
      expect(carried.policy?.action).toBe('requireApproval');
      expect(carried.approvers).toEqual(list);
      // An admin who may ask anyone gets the list without having to name one; a consumer gets no verdict and no list.
      const admins = PolicyRefreshOfferResponseSchema.parse((await callAs(h.app, s.admin!, 'POST', OFFER_REFRESH_PATH, { offerId: offer.id })).json());
      expect(admins.approvers?.mustName).toBe(false);
      const visitor = PolicyRefreshOfferResponseSchema.parse((await callAs(h.app, await newSession(h.app), 'POST', OFFER_REFRESH_PATH, { offerId: offer.id })).json());
      expect(visitor.policy).toBeUndefined();
      expect(visitor.approvers).toBeUndefined();
      const reason = { code: 'meetingLocation' as const, text: 'Next to the client office' };
      const bookWith = (extra: Record<string, unknown>) => postBooking(h.app, s.traveler!, offer, `explicit-${++keySeq}`, { contactEmail: 'traveler@acme.example', outOfPolicyReason: reason, ...extra });
      const without = await bookWith({});
      expect(outcome(without)).toBe('403 FORBIDDEN');
      expect(without.json<{ errors: { description: string }[] }>().errors[0]!.description).toBe('Name the approver to ask');
      const globexAdmin = await profileIdOf('admin@globex.example');
      for (const who of [ids.arranger!, ids.manager!, ids.traveler!, globexAdmin, 'bp_nobody']) {
        const r = await bookWith({ approverProfileId: who });
        expect(outcome(r)).toBe('400 VALIDATION_ERROR');
        expect(r.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe('approverProfileId');
      }
      // Nothing was booked by the refused attempts.
      expect(await h.db.selectFrom('booking_policy_checks').select('reference').where('traveler_profile_id', '=', ids.traveler!).where('policy_version', '=', 98).execute()).toEqual([]);

      const booked = await bookWith({ approverProfileId: ids.approver! });
      expect(booked.statusCode).toBe(201);
      const reference = booked.json<{ reference: string }>().reference;
      const mine = ApprovalListReplySchema.parse((await callAs(h.app, s.traveler!, 'GET', `${B}${APPROVAL_PATHS.mine}?status=pending`)).json());
      const request = mine.items.find((i) => i.bookingReference === reference)!;
      expect(request).toMatchObject({ state: 'PENDING', approver: { email: 'approver@acme.example' } });
      expect((await mailsTo('approver@acme.example')).at(-1)!.body_text).toContain(request.id);
      expect(outcome(await decide(s.approver!, request.id, 'APPROVE', 'Fine for the client visit'))).toBe(200);
    } finally {
      await h.db.deleteFrom('business_travel_policies').where('company_id', '=', 'acme').where('version', '=', 98).execute();
      await h.db.updateTable('business_profiles').set({ role_id: travelerRole }).where('id', '=', ids.traveler!).execute();
    }
  });

  it('an approver named on the request decides it even when they are not the traveler\'s approver; the traveler\'s own approver then may not', async () => {
    const reference = await book(s.traveler!);
    const custom = await h.db.insertInto('business_roles').values({
      company_id: 'acme', builtin_role: null, name: 'Deputy approver', permissions_json: JSON.stringify(['TRIP_EVENT_APPROVAL_PROCESSING']),
      permission_set_key: 'deputy-approver-test', created_at: new Date(clock).toISOString(),
    }).returning('id').executeTakeFirstOrThrow();
    const managerRole = (await h.db.selectFrom('business_profiles').select('role_id').where('id', '=', ids.manager!).executeTakeFirstOrThrow()).role_id;
    await h.db.updateTable('business_profiles').set({ role_id: custom.id }).where('id', '=', ids.manager!).execute();
    try {
      const r = await h.app.services.approvals.requestApproval({
        bookingId: reference, companyId: 'acme', travelerProfileId: ids.traveler!, reasons: ['over cap'], vertical: 'hotels', explicitApproverProfileId: ids.manager!,
      });
      expect(r.approver?.email).toBe('manager@acme.example');
      expect(outcome(await decide(s.approver!, r.id, 'APPROVE'))).toBe('403 FORBIDDEN');
      expect(outcome(await decide(s.manager!, r.id, 'APPROVE', 'Named, so mine to decide'))).toBe(200);
    } finally {
      await h.db.updateTable('business_profiles').set({ role_id: managerRole }).where('id', '=', ids.manager!).execute();
    }
  });
});

describe('deadlines in the database: reminder, escalation, expiry, a restart in between', () => {
  it('reminds the approver, escalates to the backup, and a new app instance expires it by the default action', async () => {
    // The traveler's group names the approver, with the admin as backup.
    const group = await h.db.insertInto('business_groups').values({ company_id: 'acme', name: 'Sales', created_at: new Date(clock).toISOString() }).returning('id').executeTakeFirstOrThrow();
    await h.db.insertInto('business_group_approvers').values({ company_id: 'acme', group_id: group.id, approver_profile_id: ids.approver!, backup_profile_id: ids.admin!, updated_at: new Date(clock).toISOString() }).execute();
    await h.db.updateTable('business_profiles').set({ group_id: group.id }).where('id', '=', ids.traveler!).execute();
    const start = clock;
    const r = await requested();
    await h.db.updateTable('business_profiles').set({ group_id: null }).where('id', '=', ids.traveler!).execute();
    expect(r.backupApprover?.email).toBe('admin@acme.example');
    const about = async (email: string) => (await mailsTo(email)).filter((m) => m.body_text.includes(`request=${r.id}`));
    await h.app.services.approvals.runDueJobs();
    expect((await about('approver@acme.example')).map((m) => m.subject)).toEqual([expect.stringMatching(/needs your approval/)]);
    clock = start + 24 * H;
    await h.app.services.approvals.runDueJobs();
    expect((await about('approver@acme.example')).at(-1)!.subject).toMatch(/^Reminder:/);
    expect(await about('admin@acme.example')).toEqual([]);
    clock = start + 36 * H;
    // Two processes poll at once: the escalation runs once.
    const second = await buildApp({ config: h.config, db: h.db, now: () => clock, approvalJobPollMs: false });
    try {
      await Promise.all([h.app.services.approvals.runDueJobs(), second.services.approvals.runDueJobs()]);
    } finally {
      await second.close();
    }
    const escalations = await about('admin@acme.example');
    expect(escalations.map((m) => m.subject)).toEqual([expect.stringMatching(/^Escalated:/)]);
    expect((await about('approver@acme.example')).filter((m) => m.subject.startsWith('Reminder:'))).toHaveLength(1);
    // "Restart": a fresh instance on the same database finds the deadline and runs it.
    clock = start + 48 * H;
    const restarted = await buildApp({ config: h.config, db: h.db, now: () => clock, approvalJobPollMs: false });
    try {
      await restarted.services.approvals.runDueJobs();
    } finally {
      await restarted.close();
    }
    const mine = ApprovalListReplySchema.parse((await callAs(h.app, s.traveler!, 'GET', `${B}${APPROVAL_PATHS.mine}?status=decided`)).json());
    expect(mine.items.find((i) => i.id === r.id)).toMatchObject({ state: 'EXPIRED', expiryOutcome: 'KEEP', escalated: true });
    expect((await bookingOf(r.bookingReference))?.status).toBe('booked');
    expect(outcome(await decide(s.approver!, r.id, 'APPROVE'))).toBe('400 VALIDATION_ERROR');
    expect((await mailsTo('traveler@acme.example')).at(-1)!.body_text).toContain('No approver answered before the deadline');
  });

  it('a job whose claim lapsed (its process died) is taken by another process', async () => {
    const start = clock;
    const r = await requested();
    clock = start + 48 * H;
    await h.db.updateTable('business_approval_jobs').set({ claimed_by: 'dead-process', claimed_until: new Date(clock + 30_000).toISOString() }).where('request_id', '=', r.id).execute();
    await h.app.services.approvals.runDueJobs();
    expect((await bookingOf(r.bookingReference))?.status).toBe('booked');
    let mine = ApprovalListReplySchema.parse((await callAs(h.app, s.traveler!, 'GET', `${B}${APPROVAL_PATHS.mine}`)).json());
    expect(mine.items.find((i) => i.id === r.id)?.state).toBe('PENDING');
    clock += 60_000;
    await h.app.services.approvals.runDueJobs();
    mine = ApprovalListReplySchema.parse((await callAs(h.app, s.traveler!, 'GET', `${B}${APPROVAL_PATHS.mine}?status=decided`)).json());
    expect(mine.items.find((i) => i.id === r.id)?.state).toBe('EXPIRED');
  });

  it('with default action DECLINE the expiry releases the held booking', async () => {
    expect(outcome(await callAs(h.app, s.admin!, 'PUT', `${B}${APPROVAL_PATHS.settings}`, {
      type: 'HARD', deadlineHours: 10, reminderHoursBeforeDeadline: 0, escalationHoursBeforeDeadline: 5, defaultAction: 'DECLINE',
    }))).toBe(200);
    const start = clock;
    const r = await requested();
    clock = start + 10 * H;
    await h.app.services.approvals.runDueJobs();
    expect((await bookingOf(r.bookingReference))?.status).toBe('cancelled');
    const mine = ApprovalListReplySchema.parse((await callAs(h.app, s.traveler!, 'GET', `${B}${APPROVAL_PATHS.mine}?status=decided`)).json());
    expect(mine.items.find((i) => i.id === r.id)).toMatchObject({ state: 'EXPIRED', expiryOutcome: 'RELEASE' });
  });
});

describe('passive approval: booked at once, void window of 24 h', () => {
  it('the approver may cancel within 24 h; after it the booking is kept and a decline is refused', async () => {
    expect(outcome(await callAs(h.app, s.admin!, 'PUT', `${B}${APPROVAL_PATHS.settings}`, {
      type: 'PASSIVE', deadlineHours: 48, reminderHoursBeforeDeadline: 0, escalationHoursBeforeDeadline: 0, defaultAction: 'APPROVE',
    }))).toBe(200);
    const start = clock;
    const early = await requested();
    const late = await requested();
    expect(early).toMatchObject({ type: 'PASSIVE', deadline: new Date(start + 24 * H).toISOString() });
    clock = start + 23 * H;
    expect(outcome(await decide(s.approver!, early.id, 'DECLINE', 'Not this trip'))).toBe(200);
    expect((await bookingOf(early.bookingReference))?.status).toBe('cancelled');
    clock = start + 24 * H + 1;
    await h.app.services.approvals.runDueJobs();
    expect(outcome(await decide(s.approver!, late.id, 'DECLINE', 'Too late now'))).toBe('400 VALIDATION_ERROR');
    expect((await bookingOf(late.bookingReference))?.status).toBe('booked');
  });
});

describe('auto approval and settings', () => {
  it('ALL approves every request at once without mail; IN_POLICY only those without a policy reason', async () => {
    expect(outcome(await callAs(h.app, s.admin!, 'PUT', `${B}/company/v1/settings/autoApproval/ALL`))).toBe(200);
    const before = (await mailsTo('approver@acme.example')).length;
    expect((await requested()).state).toBe('APPROVED');
    expect(outcome(await callAs(h.app, s.admin!, 'PUT', `${B}/company/v1/settings/autoApproval/IN_POLICY`))).toBe(200);
    expect((await requested([])).state).toBe('APPROVED');
    expect((await requested(['over cap'])).state).toBe('PENDING');
    expect((await mailsTo('approver@acme.example')).length).toBe(before + 1);
    expect((await callAs(h.app, s.admin!, 'GET', `${B}${APPROVAL_PATHS.settings}`)).json()).toMatchObject({ autoApproval: 'IN_POLICY' });
    await callAs(h.app, s.admin!, 'PUT', `${B}/company/v1/settings/autoApproval/OFF`);
  });

  it('settings: validated, refused to a traveler', async () => {
    const bad = await callAs(h.app, s.admin!, 'PUT', `${B}${APPROVAL_PATHS.settings}`, { type: 'HARD', deadlineHours: 4, reminderHoursBeforeDeadline: 4, escalationHoursBeforeDeadline: 0, defaultAction: 'APPROVE' });
    expect(outcome(bad)).toBe('400 VALIDATION_ERROR');
    expect(outcome(await callAs(h.app, s.traveler!, 'GET', `${B}${APPROVAL_PATHS.settings}`))).toBe('403 FORBIDDEN');
  });

  it('approvers per group (flag-gated): the group\'s approver and backup are used for new requests', async () => {
    expect(outcome(await callAs(h.app, s.admin!, 'GET', `${B}${APPROVAL_PATHS.approvers}`))).toBe('403 FORBIDDEN');
    const company = await h.db.selectFrom('companies').select('flags_json').where('id', '=', 'acme').executeTakeFirstOrThrow();
    await h.db.updateTable('companies').set({ flags_json: JSON.stringify({ ...JSON.parse(company.flags_json), approvers: true }) }).where('id', '=', 'acme').execute();
    const group = await h.db.insertInto('business_groups').values({ company_id: 'acme', name: 'Directors', created_at: new Date(clock).toISOString() }).returning('id').executeTakeFirstOrThrow();
    await h.db.updateTable('business_profiles').set({ group_id: group.id }).where('id', '=', ids.traveler!).execute();
    const got = (await callAs(h.app, s.admin!, 'GET', `${B}${APPROVAL_PATHS.approvers}`)).json<{ candidates: { email: string }[] }>();
    expect(got.candidates.map((c) => c.email)).toEqual(expect.arrayContaining(['approver@acme.example', 'admin@acme.example']));
    expect(got.candidates.map((c) => c.email)).not.toContain('traveler@acme.example');
    expect(outcome(await callAs(h.app, s.admin!, 'PUT', `${B}${APPROVAL_PATHS.approvers}`, { groups: [{ groupId: Number(group.id), approverProfileId: ids.traveler, backupApproverProfileId: null }] }))).toBe('400 VALIDATION_ERROR');
    expect(outcome(await callAs(h.app, s.admin!, 'PUT', `${B}${APPROVAL_PATHS.approvers}`, { groups: [{ groupId: 999_999, approverProfileId: null, backupApproverProfileId: null }] }))).toBe('404 NOT_FOUND');
    expect(outcome(await callAs(h.app, s.admin!, 'PUT', `${B}${APPROVAL_PATHS.approvers}`, { groups: [{ groupId: Number(group.id), approverProfileId: ids.admin, backupApproverProfileId: ids.approver }] }))).toBe(200);
    await h.db.updateTable('business_approval_settings').set({ type: 'HARD' }).where('company_id', '=', 'acme').execute();
    const r = await requested();
    expect(r).toMatchObject({ approver: { email: 'admin@acme.example' }, backupApprover: { email: 'approver@acme.example' } });
    await h.db.updateTable('business_profiles').set({ group_id: null }).where('id', '=', ids.traveler!).execute();
  });
});

describe('trips to book (book-on-behalf requests)', () => {
  it('a traveler asks, the arranger sees the queue and fulfils it with a booking made for the requester', async () => {
    const created = await callAs(h.app, s.traveler!, 'POST', `${B}${APPROVAL_PATHS.bookOnBehalf}`, { vertical: 'hotels', details: 'Two nights in London near the office', startDate: '2026-04-10', endDate: '2026-04-12' });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    expect(outcome(await callAs(h.app, s.traveler!, 'POST', `${B}${APPROVAL_PATHS.bookOnBehalf}`, { vertical: 'hotels', details: 'short', startDate: '2026-04-10' }))).toBe('400 VALIDATION_ERROR');
    expect(outcome(await callAs(h.app, s.traveler!, 'GET', `${B}${APPROVAL_PATHS.bookOnBehalf}`))).toBe('403 FORBIDDEN');
    expect(outcome(await callAs(h.app, s.globex!, 'GET', `${B}${APPROVAL_PATHS.bookOnBehalf}`))).toBe('403 FORBIDDEN');
    const queue = BookOnBehalfListReplySchema.parse((await callAs(h.app, s.arranger!, 'GET', `${B}${APPROVAL_PATHS.bookOnBehalf}`)).json());
    expect(queue.items.find((i) => i.id === id)).toMatchObject({ state: 'OPEN', requester: { email: 'traveler@acme.example' }, details: 'Two nights in London near the office' });
    // A booking that is not the requester's does not fulfil it.
    const own = await book(s.arranger!);
    expect(outcome(await callAs(h.app, s.arranger!, 'POST', path(APPROVAL_PATHS.bookOnBehalfFulfil, id), { bookingReference: own }))).toBe('400 VALIDATION_ERROR');
    const theirs = await bookFor(s.arranger!, 'traveler@acme.example');
    const fulfilled = await callAs(h.app, s.arranger!, 'POST', path(APPROVAL_PATHS.bookOnBehalfFulfil, id), { bookingReference: theirs });
    expect(fulfilled.json()).toMatchObject({ state: 'FULFILLED', bookingReference: theirs, fulfilledBy: { email: 'arranger@acme.example' } });
    expect(outcome(await callAs(h.app, s.arranger!, 'POST', path(APPROVAL_PATHS.bookOnBehalfFulfil, id), { bookingReference: theirs }))).toBe('400 VALIDATION_ERROR');
    expect((await mailsTo('traveler@acme.example')).at(-1)!.subject).toBe('Your trip was booked for you');
    const audit = await h.db.selectFrom('business_audit_log').select(['action', 'actor_profile_id', 'on_behalf_profile_id']).where('subject_id', '=', id).orderBy('id').execute();
    expect(audit).toEqual([
      { action: 'bookOnBehalf.request', actor_profile_id: ids.traveler, on_behalf_profile_id: ids.traveler },
      { action: 'bookOnBehalf.fulfil', actor_profile_id: ids.arranger, on_behalf_profile_id: ids.traveler },
    ]);
    const mine = BookOnBehalfListReplySchema.parse((await callAs(h.app, s.traveler!, 'GET', `${B}${APPROVAL_PATHS.bookOnBehalfMine}?status=closed`)).json());
    expect(mine.items.map((i) => i.id)).toContain(id);
  });

  it('only a booking the caller made for the requester, still booked and not fulfilling another request, fulfils one', async () => {
    const ask = async (details: string) => {
      const r = await callAs(h.app, s.traveler!, 'POST', `${B}${APPROVAL_PATHS.bookOnBehalf}`, { vertical: 'hotels', details, startDate: '2026-04-20', endDate: '2026-04-22' });
      expect(r.statusCode).toBe(201);
      return r.json<{ id: string }>().id;
    };
    const first = await ask('Two nights in London for the audit');
    const second = await ask('Two nights in London for the board');
    const fulfil = (who: TestSession, id: string, bookingReference: string) => callAs(h.app, who, 'POST', path(APPROVAL_PATHS.bookOnBehalfFulfil, id), { bookingReference });
    const refusal = (r: { json(): unknown }) => (r.json() as { errors: { code: string; field?: string; description: string }[] }).errors[0];

    // The traveler's own booking is theirs, but the arranger did not make it.
    const byTraveler = await book(s.traveler!);
    const r1 = await fulfil(s.arranger!, first, byTraveler);
    expect(outcome(r1)).toBe('400 VALIDATION_ERROR');
    expect(refusal(r1)).toMatchObject({ field: 'bookingReference', description: expect.stringContaining('not a booking you made for the requester') });
    // Another arranger (the travel manager) booked for her: not this arranger's booking either.
    const byManager = await bookFor(s.manager!, 'traveler@acme.example');
    expect(outcome(await fulfil(s.arranger!, first, byManager))).toBe('400 VALIDATION_ERROR');
    // An unknown reference answers the same refusal (nothing told about other bookings).
    expect(refusal(await fulfil(s.arranger!, first, 'ZZZZZZ'))).toMatchObject({ field: 'bookingReference', description: expect.stringContaining('not a booking you made') });
    // A booking the arranger made for someone else (Eve lets any arranger book for her) is not the requester's.
    const forEve = await bookFor(s.arranger!, 'events@acme.example');
    expect(outcome(await fulfil(s.arranger!, first, forEve))).toBe('400 VALIDATION_ERROR');

    // The right booking fulfils the first request (reference in lower case too) ...
    const made = await bookFor(s.arranger!, 'traveler@acme.example');
    expect(await fulfil(s.arranger!, first, made.toLowerCase()).then((r) => r.json())).toMatchObject({ state: 'FULFILLED', bookingReference: made });
    // ... and cannot fulfil the second one: that request stays open.
    const again = await fulfil(s.arranger!, second, made);
    expect(outcome(again)).toBe('400 VALIDATION_ERROR');
    expect(refusal(again)).toMatchObject({ field: 'bookingReference', description: 'This booking already fulfils another request' });
    const queue = BookOnBehalfListReplySchema.parse((await callAs(h.app, s.arranger!, 'GET', `${B}${APPROVAL_PATHS.bookOnBehalf}`)).json());
    expect(queue.items.find((i) => i.id === second)).toMatchObject({ state: 'OPEN' });

    // A cancelled booking fulfils nothing.
    const cancelledRef = await bookFor(s.arranger!, 'traveler@acme.example');
    await h.app.services.bookings.release(cancelledRef);
    const r2 = await fulfil(s.arranger!, second, cancelledRef);
    expect(refusal(r2)).toMatchObject({ field: 'bookingReference', description: expect.stringContaining('cancelled') });
    // The database itself refuses a second request with one booking (two fulfils racing past the check).
    await expect(h.db.updateTable('business_book_on_behalf_requests').set({ booking_reference: made }).where('id', '=', second).execute()).rejects.toThrow();
  });

  it('the queue needs the traveler-or-travel-manager booking mode', async () => {
    await h.db.updateTable('companies').set({ booking_mode: 'TRAVELER_ONLY' }).where('id', '=', 'acme').execute();
    try {
      expect(outcome(await callAs(h.app, s.arranger!, 'GET', `${B}${APPROVAL_PATHS.bookOnBehalf}`))).toBe('403 FORBIDDEN');
    } finally {
      await h.db.updateTable('companies').set({ booking_mode: 'TRAVELER_OR_TRAVEL_MANAGER' }).where('id', '=', 'acme').execute();
    }
  });
});

export type { FastifyInstance };

describe('rate limit on approval writes', () => {
  it('a business profile\'s decisions and requests are counted; above the limit it gets 429 with the time to wait', async () => {
    const { createApprovalsService } = await import('./approvals-service.ts');
    const { createMailService } = await import('../mail/service.ts');
    const limited = createApprovalsService({
      db: h.db, mail: createMailService({ db: h.db, log: h.app.log, from: 'test@example.com', now: () => clock }), bookings: h.app.services.bookings,
      publicOrigin: 'http://localhost', log: h.app.log, now: () => clock, writeLimit: { max: 2, windowMs: 60_000 },
    });
    // A profile that wrote nothing yet in this file (the counter is the database's, shared with the app's service).
    const actor = { accountId: 'a', profileId: await profileIdOf('events@acme.example'), companyId: 'acme', permissions: ['BOOK_ON_BEHALF_REQUEST' as const] };
    const body = { vertical: 'hotels' as const, details: 'A hotel in Paris for the fair', startDate: '2026-05-01', endDate: null };
    await limited.createBookOnBehalf(actor, body);
    await limited.createBookOnBehalf(actor, body);
    await expect(limited.createBookOnBehalf(actor, body)).rejects.toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    clock += 60_000;
    await expect(limited.createBookOnBehalf(actor, body)).resolves.toMatchObject({ state: 'OPEN' });
  });
});
