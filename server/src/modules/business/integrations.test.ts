// @vitest-environment node
/**
 * Business integrations over the real app, the seeded demo companies, a controllable clock and a local HTTP receiver
 * (issue #26 "Integrations"): the admin configures an expense system (signing secret shown once, sealed at rest) and
 * Slack; a traveler sends a trip (§7 `POST {hash}` and `?expenseManagementSystemCode`), the delivery is signed (the
 * HMAC checked here), retried after the receiver fails once, and shows as delivered on the trip; an out-of-policy
 * booking and an approval request post Slack messages through the same queue; private-network targets are refused;
 * who may call what. Runs on SQLite and PostgreSQL (`--project postgres`).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DeliveriesReplySchema, EXPENSE_SIGNATURE_TOLERANCE_S, ExpenseSendReplySchema, ExpenseSystemSecretReplySchema, ExpenseTripReplySchema, ExpenseWebhookPayloadSchema,
  INTEGRATIONS_PATHS, IntegrationsSettingsReplySchema, expenseTripPath, splitFullTripId,
} from '@travel/contract';
import { callAs, signInAs } from '../../../test/business-fixtures.ts';
import { londonHotelOffer, postBooking, type TestSession } from '../../../test/booking-fixtures.ts';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { isAllowedAddress, outboundPolicyFor, postWebhook, webhookUrlProblem } from './integrations-outbound.ts';
import { DELIVERY_MAX_ATTEMPTS, DELIVERY_RETRY_DELAYS_MS, RETRYABLE_CLIENT_STATUSES } from './integrations-service.ts';

interface Received { path: string; headers: IncomingHttpHeaders; body: string }

/** A local webhook receiver: records every request; answers the next queued status (200 when none is queued). */
function startReceiver(): Promise<{ server: Server; url: (path: string) => string; received: Received[]; answers: number[] }> {
  const received: Received[] = [];
  const answers: number[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = answers.shift() ?? 200;
      res.end('ok');
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    resolve({ server, url: (path) => `http://127.0.0.1:${port}${path}`, received, answers });
  }));
}

/** Verifies `X-Travel-Signature: t=..,v1=..` over `{t}.{body}` the way a receiver would. */
function verifySignature(secret: string, header: string | undefined, body: string, nowS: number): boolean {
  const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!m) return false;
  const t = Number(m[1]);
  if (Math.abs(nowS - t) > EXPENSE_SIGNATURE_TOLERANCE_S) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(m[2]!, 'hex'));
}

const code = (r: { statusCode: number; json(): unknown }) => (r.statusCode >= 400 ? (r.json() as { errors: { code: string; field?: string }[] }).errors[0] : undefined);

let h: Harness;
let clock = Date.parse('2026-03-02T10:00:00Z');
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const s: Record<string, TestSession> = {};
let keySeq = 0;

async function book(who: TestSession, patch: Parameters<typeof postBooking>[4] = {}): Promise<{ reference: string; tripId: string }> {
  const offer = await londonHotelOffer(h.app, { daysAhead: 40, nights: 2, guests: 1, nowMs: clock });
  const r = await postBooking(h.app, who, offer, `integrations-${++keySeq}`, { contactEmail: 'traveler@acme.example', ...patch });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<{ reference: string; tripId: string }>();
}
const deliveriesOf = async (kind: 'EXPENSE' | 'SLACK') => h.db.selectFrom('business_integration_deliveries').selectAll().where('company_id', '=', 'acme').where('kind', '=', kind).orderBy('created_at').execute();

beforeAll(async () => {
  receiver = await startReceiver();
  h = await createHarness({ now: () => clock, config: { rateLimitsEnabled: false }, buildOptions: { approvalJobPollMs: false, integrationPollMs: false } });
  for (const [name, who] of [['traveler', 'acme:TRAVELER'], ['admin', 'acme:COMPANY_ADMIN'], ['manager', 'acme:TRAVEL_MANAGER'], ['globex', 'globex:COMPANY_ADMIN']] as const) {
    s[name] = await signInAs(h.app, who, { nowMs: clock });
  }
  // Bookings here are in policy unless a test adds a policy (Acme's seeded ones would ask for reasons first).
  await h.db.deleteFrom('business_travel_policies').where('company_id', '=', 'acme').execute();
}, 120_000);
afterAll(async () => {
  await h?.close();
  receiver?.server.close();
});

describe('expense systems: configuration', () => {
  it('the admin adds a system: the signing secret is shown once and stored sealed; the first system is the default', async () => {
    const r = await callAs(h.app, s.admin!, 'POST', INTEGRATIONS_PATHS.expenseSystems, { code: 'expensify', name: 'Expensify', webhookUrl: receiver.url('/expense'), isDefault: false });
    expect(r.statusCode, r.body).toBe(200);
    const created = ExpenseSystemSecretReplySchema.parse(r.json());
    expect(created.signingSecret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(created.system).toMatchObject({ code: 'expensify', isDefault: true, secretHint: created.signingSecret.slice(-4) });
    const row = await h.db.selectFrom('business_expense_systems').selectAll().where('code', '=', 'expensify').executeTakeFirstOrThrow();
    expect(row.signing_secret.startsWith('v1:')).toBe(true);
    expect(row.signing_secret).not.toContain(created.signingSecret.slice(6));
    const settings = IntegrationsSettingsReplySchema.parse((await callAs(h.app, s.admin!, 'GET', INTEGRATIONS_PATHS.settings)).json());
    expect(settings.expenseAvailable).toBe(true);
    expect(JSON.stringify(settings)).not.toContain(created.signingSecret);
    secrets.expensify = created.signingSecret;
  });

  it('a second system; a taken code and a private-network URL are refused on their fields', async () => {
    const second = await callAs(h.app, s.admin!, 'POST', INTEGRATIONS_PATHS.expenseSystems, { code: 'concur', name: 'SAP Concur', webhookUrl: receiver.url('/concur'), isDefault: false });
    expect(second.statusCode).toBe(200);
    secrets.concur = ExpenseSystemSecretReplySchema.parse(second.json()).signingSecret;
    expect(code(await callAs(h.app, s.admin!, 'POST', INTEGRATIONS_PATHS.expenseSystems, { code: 'EXPENSIFY', name: 'Again', webhookUrl: receiver.url('/x') }))).toMatchObject({ code: 'VALIDATION_ERROR', field: 'code' });
    for (const url of ['http://10.0.0.5/hook', 'https://169.254.169.254/latest', 'https://[fd00::1]/x', 'http://example.com/hook']) {
      expect(code(await callAs(h.app, s.admin!, 'POST', INTEGRATIONS_PATHS.expenseSystems, { code: 'bad', name: 'Bad', webhookUrl: url })), url).toMatchObject({ code: 'VALIDATION_ERROR', field: 'webhookUrl' });
    }
  });

  it('who may configure: a traveler 403, another company never sees Acme\'s systems, a plan without the feature 403', async () => {
    expect((await callAs(h.app, s.traveler!, 'GET', INTEGRATIONS_PATHS.settings)).statusCode).toBe(403);
    expect((await callAs(h.app, s.traveler!, 'POST', INTEGRATIONS_PATHS.expenseSystems, { code: 'mine', name: 'Mine', webhookUrl: receiver.url('/m') })).statusCode).toBe(403);
    // Globex (biz, integrations switch off) has neither the page nor the feature.
    expect((await callAs(h.app, s.globex!, 'GET', INTEGRATIONS_PATHS.settings)).statusCode).toBe(403);
    expect((await callAs(h.app, s.globex!, 'POST', expenseTripPath('abcdef'))).statusCode).toBe(403);
    // A state change without X-CSRF is refused before anything else.
    const noCsrf = await h.app.inject({ method: 'DELETE', url: INTEGRATIONS_PATHS.expenseSystem.replace(':code', 'concur'), cookies: { sid: s.admin!.sid } });
    expect(noCsrf.statusCode).toBe(403);
  });
});

const secrets: Record<string, string> = {};

describe('sending a trip to the expense system (account §7)', () => {
  let booked: { reference: string; tripId: string };
  let tripHash = '';

  it('POST {hash}: queued for the default system; the receiver fails once, the retry after 30 s is delivered, signed; the trip shows it delivered', async () => {
    booked = await book(s.traveler!);
    tripHash = splitFullTripId(booked.tripId).tripHash;
    // The trip reporting field values the booking was made with (as the booking flow stores them) go with its receipt.
    await h.db.insertInto('business_booking_reporting_values').values([
      { booking_reference: booked.reference, position: 0, company_id: 'acme', field_id: null, label: 'Cost centre', value: 'CC-200 Engineering', created_at: new Date(clock).toISOString() },
      { booking_reference: booked.reference, position: 1, company_id: 'acme', field_id: null, label: 'Project code', value: 'PRJ-42', created_at: new Date(clock).toISOString() },
    ]).execute();
    const before = ExpenseTripReplySchema.parse((await callAs(h.app, s.traveler!, 'GET', expenseTripPath(tripHash))).json());
    expect(before.deliveries).toEqual([]);
    expect(before.systems.map((x) => [x.code, x.isDefault])).toEqual([['expensify', true], ['concur', false]]);

    const sent = await callAs(h.app, s.traveler!, 'POST', expenseTripPath(tripHash));
    expect(sent.statusCode, sent.body).toBe(200);
    const delivery = ExpenseSendReplySchema.parse(sent.json()).delivery;
    expect(delivery).toMatchObject({ kind: 'EXPENSE', systemCode: 'expensify', state: 'PENDING', attempts: 0, tripHash });
    // Sending again while it is under way answers the same delivery.
    expect(ExpenseSendReplySchema.parse((await callAs(h.app, s.traveler!, 'POST', expenseTripPath(tripHash))).json()).delivery.id).toBe(delivery.id);

    receiver.answers.push(500);
    const start = receiver.received.length;
    expect(await h.app.services.integrations.runDueDeliveries()).toBe(1);
    let state = ExpenseTripReplySchema.parse((await callAs(h.app, s.traveler!, 'GET', expenseTripPath(tripHash))).json()).deliveries[0]!;
    expect(state).toMatchObject({ id: delivery.id, state: 'RETRYING', attempts: 1, lastError: 'HTTP 500', nextAttemptAt: new Date(clock + DELIVERY_RETRY_DELAYS_MS[0]!).toISOString() });
    // Not due yet: nothing is attempted.
    expect(await h.app.services.integrations.runDueDeliveries()).toBe(0);
    clock += DELIVERY_RETRY_DELAYS_MS[0]!;
    expect(await h.app.services.integrations.runDueDeliveries()).toBe(1);
    state = ExpenseTripReplySchema.parse((await callAs(h.app, s.traveler!, 'GET', expenseTripPath(tripHash))).json()).deliveries[0]!;
    expect(state).toMatchObject({ id: delivery.id, state: 'DELIVERED', attempts: 2, deliveredAt: new Date(clock).toISOString(), nextAttemptAt: null });

    const attempts = receiver.received.slice(start);
    expect(attempts).toHaveLength(2);
    for (const a of attempts) {
      expect(a.path).toBe('/expense');
      expect(a.headers['content-type']).toBe('application/json');
      expect(a.headers['x-travel-event']).toBe('trip.expense');
      expect(a.headers['x-travel-delivery']).toBe(delivery.id);
      expect(verifySignature(secrets.expensify!, a.headers['x-travel-signature'] as string, a.body, Math.floor(clock / 1000))).toBe(true);
      // Another system's secret, or a changed body, does not verify.
      expect(verifySignature(secrets.concur!, a.headers['x-travel-signature'] as string, a.body, Math.floor(clock / 1000))).toBe(false);
      expect(verifySignature(secrets.expensify!, a.headers['x-travel-signature'] as string, a.body.replace('London', 'Paris'), Math.floor(clock / 1000))).toBe(false);
    }
    // Each attempt is signed at its own time; the body is the one frozen when queued.
    expect(attempts[0]!.headers['x-travel-signature']).not.toBe(attempts[1]!.headers['x-travel-signature']);
    expect(attempts[0]!.body).toBe(attempts[1]!.body);
    const payload = ExpenseWebhookPayloadSchema.parse(JSON.parse(attempts[1]!.body));
    const booking = (await h.app.services.bookings.find(booked.reference))!;
    expect(payload).toMatchObject({
      event: 'trip.expense', deliveryId: delivery.id, company: { id: 'acme', name: 'Acme Corporation' }, system: { code: 'expensify', name: 'Expensify' },
      submittedBy: { email: 'traveler@acme.example' }, trip: { tripHash, fullTripId: booked.tripId },
    });
    expect(payload.receipts).toEqual([expect.objectContaining({
      reference: booked.reference, vertical: 'hotels', status: 'booked', amount: booking.price, startDate: booking.offer.startDate, endDate: booking.offer.endDate,
      payment: { brand: booking.payment.brand, last4: '4242' }, travelers: [{ firstName: booking.travelers[0]!.firstName, lastName: booking.travelers[0]!.lastName }],
      reportingFields: { 'Cost centre': 'CC-200 Engineering', 'Project code': 'PRJ-42' },
    })]);
    expect(payload.totals).toEqual([booking.price]);
  });

  it('POST {hash}?expenseManagementSystemCode picks that system; an unknown code 404; a trip not the caller\'s 404', async () => {
    const r = await callAs(h.app, s.traveler!, 'POST', `${expenseTripPath(tripHash)}?expenseManagementSystemCode=concur`);
    expect(r.statusCode).toBe(200);
    expect(ExpenseSendReplySchema.parse(r.json()).delivery).toMatchObject({ systemCode: 'concur', state: 'PENDING' });
    await h.app.services.integrations.runDueDeliveries();
    const last = receiver.received.at(-1)!;
    expect(last.path).toBe('/concur');
    expect(verifySignature(secrets.concur!, last.headers['x-travel-signature'] as string, last.body, Math.floor(clock / 1000))).toBe(true);
    expect(code(await callAs(h.app, s.traveler!, 'POST', `${expenseTripPath(tripHash)}?expenseManagementSystemCode=nosuch`))?.code).toBe('NOT_FOUND');
    expect(code(await callAs(h.app, s.manager!, 'POST', expenseTripPath(tripHash)))?.code).toBe('NOT_FOUND');
    expect(code(await callAs(h.app, s.manager!, 'GET', expenseTripPath(tripHash)))?.code).toBe('NOT_FOUND');
  });

  it('a receiver that refuses the request (4xx) fails the delivery at once; 429 is retried', async () => {
    const send = async () => ExpenseSendReplySchema.parse((await callAs(h.app, s.traveler!, 'POST', `${expenseTripPath(tripHash)}?expenseManagementSystemCode=concur`)).json()).delivery;
    const latest = async (id: string) => ExpenseTripReplySchema.parse((await callAs(h.app, s.traveler!, 'GET', expenseTripPath(tripHash))).json()).deliveries.find((d) => d.id === id)!;
    expect(RETRYABLE_CLIENT_STATUSES.has(429)).toBe(true);

    const refused = await send();
    receiver.answers.push(410);
    expect(await h.app.services.integrations.runDueDeliveries()).toBe(1);
    expect(await latest(refused.id)).toMatchObject({ state: 'FAILED', attempts: 1, lastError: 'HTTP 410 (refused by the receiver; not retried)', nextAttemptAt: null });
    clock += DELIVERY_RETRY_DELAYS_MS[0]!;
    expect(await h.app.services.integrations.runDueDeliveries()).toBe(0);

    const throttled = await send();
    receiver.answers.push(429);
    expect(await h.app.services.integrations.runDueDeliveries()).toBe(1);
    expect(await latest(throttled.id)).toMatchObject({ state: 'RETRYING', attempts: 1, lastError: 'HTTP 429' });
    clock += DELIVERY_RETRY_DELAYS_MS[0]!;
    expect(await h.app.services.integrations.runDueDeliveries()).toBe(1);
    expect(await latest(throttled.id)).toMatchObject({ state: 'DELIVERED', attempts: 2 });
  });

  it('gives up after the last retry: FAILED, with the last error; the admin sees every delivery', async () => {
    // A system whose receiver always fails.
    await callAs(h.app, s.admin!, 'POST', INTEGRATIONS_PATHS.expenseSystems, { code: 'flaky', name: 'Flaky', webhookUrl: receiver.url('/flaky') });
    const sent = ExpenseSendReplySchema.parse((await callAs(h.app, s.traveler!, 'POST', `${expenseTripPath(tripHash)}?expenseManagementSystemCode=flaky`)).json()).delivery;
    for (let i = 0; i < DELIVERY_MAX_ATTEMPTS; i++) {
      receiver.answers.push(503);
      expect(await h.app.services.integrations.runDueDeliveries()).toBe(1);
      clock += DELIVERY_RETRY_DELAYS_MS[Math.min(i, DELIVERY_RETRY_DELAYS_MS.length - 1)]!;
    }
    expect(await h.app.services.integrations.runDueDeliveries()).toBe(0);
    const list = DeliveriesReplySchema.parse((await callAs(h.app, s.admin!, 'GET', `${INTEGRATIONS_PATHS.deliveries}?limit=10`)).json()).deliveries;
    expect(list.find((d) => d.id === sent.id)).toMatchObject({ state: 'FAILED', attempts: DELIVERY_MAX_ATTEMPTS, lastError: 'HTTP 503', nextAttemptAt: null });
    expect(list.filter((d) => d.state === 'DELIVERED').length).toBeGreaterThanOrEqual(2);
  });

  it('a delivery claimed by a process that died is taken over once its claim lapses, and never by two processes at once', async () => {
    const sent = ExpenseSendReplySchema.parse((await callAs(h.app, s.traveler!, 'POST', expenseTripPath(tripHash))).json()).delivery;
    await h.db.updateTable('business_integration_deliveries').set({ claimed_by: 'dead-process', claimed_until: new Date(clock + 30_000).toISOString() }).where('id', '=', sent.id).execute();
    expect(await h.app.services.integrations.runDueDeliveries()).toBe(0);
    clock += 31_000;
    const [a, b] = await Promise.all([h.app.services.integrations.runDueDeliveries(), h.app.services.integrations.runDueDeliveries()]);
    expect(a + b).toBe(1);
    expect((await deliveriesOf('EXPENSE')).find((d) => d.id === sent.id)?.state).toBe('DELIVERED');
  });
});

describe('Slack notifications through the same queue', () => {
  it('the admin connects Slack: the URL is stored sealed and shown as a hint; a private address is refused', async () => {
    expect(code(await callAs(h.app, s.admin!, 'PUT', INTEGRATIONS_PATHS.slack, { webhookUrl: 'http://192.168.1.10/hook', notifyApprovals: true, notifyOutOfPolicy: true })))
      .toMatchObject({ code: 'VALIDATION_ERROR', field: 'webhookUrl' });
    const r = await callAs(h.app, s.admin!, 'PUT', INTEGRATIONS_PATHS.slack, { webhookUrl: receiver.url('/slack/T000/B000/XyZ9'), notifyApprovals: true, notifyOutOfPolicy: true });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ webhookUrlHint: expect.stringMatching(/…XyZ9$/), notifyApprovals: true, notifyOutOfPolicy: true });
    const row = await h.db.selectFrom('business_slack_settings').selectAll().where('company_id', '=', 'acme').executeTakeFirstOrThrow();
    expect(row.webhook_url).not.toContain('/slack/');
  });

  it('an out-of-policy booking posts {text, blocks} to the Slack webhook', async () => {
    await h.db.insertInto('business_travel_policies').values({
      company_id: 'acme', vertical: 'hotel', group_id: null, version: 99, created_at: new Date(clock).toISOString(), updated_by_profile_id: null,
      document_json: JSON.stringify({ nightlyCap: { action: 'warn', default: { amountMinor: 100, currency: 'USD' }, cities: [], countries: [] } }),
    }).execute();
    try {
      const b = await book(s.traveler!, { outOfPolicyReason: { code: 'meetingLocation', text: 'Next to the <client> office' } });
      const queued = (await deliveriesOf('SLACK')).filter((d) => d.event === 'booking.outOfPolicy');
      expect(queued).toHaveLength(1);
      expect(queued[0]!.state).toBe('PENDING');
      const start = receiver.received.length;
      await h.app.services.integrations.runDueDeliveries();
      const posted = receiver.received.slice(start).find((x) => x.path.startsWith('/slack/'))!;
      const message = JSON.parse(posted.body) as { text: string; blocks: { type: string }[] };
      expect(message.text).toContain('Out-of-policy booking');
      expect(message.text).toContain(b.reference);
      expect(message.text).toContain('Reason given: Meeting location. Next to the &lt;client&gt; office');
      expect(message.blocks[0]).toMatchObject({ type: 'section', text: { type: 'mrkdwn' } });
      expect(posted.headers['x-travel-signature']).toBeUndefined();
      expect((await deliveriesOf('SLACK')).find((d) => d.id === queued[0]!.id)?.state).toBe('DELIVERED');
    } finally {
      await h.db.deleteFrom('business_travel_policies').where('company_id', '=', 'acme').execute();
    }
  });

  it('an approval request and its decision post to Slack; with the switch off nothing is queued', async () => {
    const b = await book(s.traveler!);
    const travelerId = (await h.db.selectFrom('business_profiles as p').innerJoin('accounts as a', 'a.id', 'p.account_id').select('p.id').where('a.email', '=', 'traveler@acme.example').executeTakeFirstOrThrow()).id;
    const request = await h.app.services.approvals.requestApproval({ bookingId: b.reference, companyId: 'acme', travelerProfileId: travelerId, reasons: ['Over the nightly cap'], vertical: 'hotels' });
    const requested = (await deliveriesOf('SLACK')).filter((d) => d.event === 'approval.requested');
    expect(requested).toHaveLength(1);
    const start = receiver.received.length;
    await h.app.services.integrations.runDueDeliveries();
    const message = JSON.parse(receiver.received.slice(start).find((x) => x.path.startsWith('/slack/'))!.body) as { text: string; blocks: { type: string; elements?: { url: string }[] }[] };
    expect(message.text).toMatch(/needs approval/);
    expect(message.blocks.find((x) => x.type === 'actions')?.elements?.[0]?.url).toContain(`/business/approval?request=${request.id}`);

    await callAs(h.app, s.admin!, 'PUT', INTEGRATIONS_PATHS.slack, { notifyApprovals: false, notifyOutOfPolicy: true });
    const approver = await signInAs(h.app, 'acme:APPROVER', { nowMs: clock });
    expect((await callAs(h.app, approver, 'POST', `/i/api/business/approvals/v1/trips/${request.id}/decision`, { decision: 'APPROVE', comment: '' })).statusCode).toBe(200);
    expect((await deliveriesOf('SLACK')).filter((d) => d.event === 'approval.decided')).toHaveLength(0);
  });

  it('the test message is queued and delivered; disconnecting fails what is still queued', async () => {
    const r = await callAs(h.app, s.admin!, 'POST', INTEGRATIONS_PATHS.slackTest);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ kind: 'SLACK', event: 'slack.test', state: 'PENDING' });
    await callAs(h.app, s.admin!, 'DELETE', INTEGRATIONS_PATHS.slack);
    await h.app.services.integrations.runDueDeliveries();
    const row = (await deliveriesOf('SLACK')).find((d) => d.event === 'slack.test')!;
    expect(row).toMatchObject({ state: 'FAILED', last_error: 'Slack disconnected' });
  });
});

describe('outbound policy (SSRF)', () => {
  const production = outboundPolicyFor('https://travel.example.com');
  const development = outboundPolicyFor('http://localhost:8080');

  it('production: https only, no loopback; development: loopback over http too; private ranges never', () => {
    expect(production.allowLoopback).toBe(false);
    expect(development.allowLoopback).toBe(true);
    expect(webhookUrlProblem('https://hooks.slack.com/services/T/B/X', production)).toBeNull();
    expect(webhookUrlProblem('http://hooks.slack.com/services/T/B/X', production)).toMatch(/https/);
    expect(webhookUrlProblem('https://localhost:9000/x', production)).toMatch(/not allowed/);
    expect(webhookUrlProblem('https://127.0.0.1:9000/x', production)).toMatch(/not allowed/);
    expect(webhookUrlProblem('http://127.0.0.1:9000/x', development)).toBeNull();
    expect(webhookUrlProblem('http://localhost:9000/x', development)).toBeNull();
    expect(webhookUrlProblem('http://hooks.slack.com/x', development)).toMatch(/https/);
    expect(webhookUrlProblem('https://user:pw@hooks.slack.com/x', production)).toMatch(/password/);
    for (const address of ['10.1.2.3', '172.16.0.1', '192.168.0.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::', 'fc00::1', 'fe80::1', '::ffff:10.0.0.1', '224.0.0.1']) {
      expect(isAllowedAddress(address, development), address).toBe(false);
    }
    expect(isAllowedAddress('93.184.216.34', production)).toBe(true);
    expect(isAllowedAddress('2606:2800:220:1:248:1893:25c8:1946', production)).toBe(true);
  });

  it('an attempt to a refused address fails without connecting', async () => {
    const start = receiver.received.length;
    await expect(postWebhook(receiver.url('/x').replace('http:', 'https:'), '{}', {}, production)).rejects.toMatchObject({ refused: true });
    expect(receiver.received.length).toBe(start);
  });
});
