/**
 * Business integrations (issue #26 "Integrations"; core-and-business §6 EXPENSIFY_INTEGRATION, SLACK_INTEGRATION,
 * COMPANY_INTEGRATION_MANAGEMENT; account-business-header-and-trips §7 "Expense system"; shapes and the webhook's
 * signature format: contract business-integrations.ts).
 *
 * - **Configuration** (the admin's `/business/integrations` page): expense systems (code, name, webhook URL, default
 *   or not) whose HMAC signing secret the server generates (`whsec_` + 32 random bytes base64url), shows once (create,
 *   rotate) and keeps sealed with the business secret box (secret-box.ts, the key of two-factor-secrets.ts, context
 *   `expense:{row id}`); the Slack incoming-webhook URL, sealed too (context `slack:{company}`), shown as a hint.
 *   URLs must pass the outbound policy (integrations-outbound.ts) when saved and again at every attempt.
 * - **Sending a trip** ({@link IntegrationsService.sendTrip}, §7 `POST {hash}?expenseManagementSystemCode` /
 *   `POST {hash}`): the caller's own trip with that tripHash (another's, or none: 404), its bookings as receipts
 *   (amounts, dates, travelers, vertical, payment card brand and last 4, refunds) frozen into the delivery's body when
 *   queued; the system by code, else the company's default. A delivery already PENDING/RETRYING for that trip and
 *   system is answered instead of a second one.
 * - **Slack** ({@link IntegrationNotices}): approval requested / decided and out-of-policy bookings queue a Slack
 *   message (`{ text, blocks }`, the incoming-webhook format) IN THE CALLER'S TRANSACTION (an outbox: the notice exists
 *   exactly when the approval or booking committed), when the company has SLACK_INTEGRATION, a webhook and that switch.
 * - **The queue** (`business_integration_deliveries`): {@link IntegrationsService.runDueDeliveries} claims due rows
 *   with row locks (repository claimDueDeliveries, the pattern of approvals-jobs.ts), POSTs each, and records the
 *   outcome: 2xx DELIVERED; a 4xx other than {@link RETRYABLE_CLIENT_STATUSES} FAILED at once (the receiver refused
 *   this request: the same signed body would be refused again); any other answer, a timeout or a network failure
 *   RETRYING after
 *   {@link DELIVERY_RETRY_DELAYS_MS}[attempt-1] (30 s, 2 min, 10 min, 30 min, 2 h, 6 h, 12 h), FAILED after
 *   {@link DELIVERY_MAX_ATTEMPTS} attempts (about 21 h); a URL or address the outbound policy refuses, or a system or
 *   Slack connection removed meanwhile, FAILED at once (retrying cannot help). Each attempt is signed afresh.
 *   integrations-jobs.ts polls it in every process and is nudged right after a send.
 */
import { reportingFieldValuesFor } from './reporting-fields-service.ts';
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import {
  EXPENSE_DELIVERY_HEADER, EXPENSE_EVENT, EXPENSE_EVENT_HEADER, EXPENSE_SIGNATURE_HEADER, EXPENSE_SYSTEMS_MAX, SIGNING_SECRET_PREFIX, maskWebhookUrl,
  type Booking, type BusinessActor, type Delivery, type DeliveryState, type ExpenseReceipt, type ExpenseSendReply, type ExpenseSystem, type ExpenseSystemCreate,
  type ExpenseSystemSecretReply, type ExpenseSystemUpdate, type ExpenseTripReply, type ExpenseWebhookPayload, type Feature, type IntegrationsSettingsReply,
  type SlackSettings, type SlackSettingsInput, type TripsStoreReply, type Vertical,
} from '@travel/contract';
import type { Database } from '../../db/database.ts';
import type { BusinessExpenseSystemRow, BusinessIntegrationDeliveryRow, BusinessSlackSettingsRow } from '../../db/business-integration-tables.ts';
import { AppError, rateLimited, validationError } from '../../errors.ts';
import { hitCounter } from '../rate-limit/store.ts';
import type { SecretBox } from './secret-box.ts';
import { OutboundError, postWebhook, webhookUrlProblem, type OutboundPolicy } from './integrations-outbound.ts';
import {
  claimDueDeliveries, clearDefaultExpenseSystem, deleteExpenseSystem, deleteSlackSettings, findCompanyFeatures, findDelivery, findExpenseSystem, findExpenseSystemById,
  findOpenExpenseDelivery, findProfilePerson, findSlackSettings, insertDelivery, insertExpenseSystem, listDeliveries, listExpenseSystems, listTripDeliveries,
  settleDelivery, updateExpenseSystem, upsertSlackSettings, type ClaimedDelivery,
} from './integrations-repository.ts';

/**
 * 4xx answers that are worth a retry (RFC 9110: 408 Request Timeout; RFC 8470: 425 Too Early; RFC 6585: 429 Too Many
 * Requests). Every other 4xx (400 bad payload, 401/403 wrong secret, 404/410 webhook gone) FAILS the delivery at once.
 */
export const RETRYABLE_CLIENT_STATUSES: ReadonlySet<number> = new Set([408, 425, 429]);
/** Delay before retry n (index n-1 after the n-th failed attempt), ms. */
export const DELIVERY_RETRY_DELAYS_MS: readonly number[] = [30_000, 120_000, 600_000, 1_800_000, 7_200_000, 21_600_000, 43_200_000];
/** Attempts before a delivery is FAILED (the first plus one per retry delay). */
export const DELIVERY_MAX_ATTEMPTS = DELIVERY_RETRY_DELAYS_MS.length + 1;
/** How long a claim lasts before another process may take the delivery over, ms (attempts time out after 10 s). */
export const DELIVERY_CLAIM_MS = 60_000;
/** Most deliveries one poll claims. */
export const DELIVERIES_PER_POLL = 20;
/** Writes (config changes, sends, Slack tests) one business profile may make per window; and the window, ms. */
export const INTEGRATION_WRITES_MAX = 60;
export const INTEGRATION_WRITES_WINDOW_MS = 10 * 60_000;
/** Deliveries a trip page shows. */
export const TRIP_DELIVERIES_SHOWN = 10;

const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `No such ${what}`);
const forbidden = (why: string) => new AppError(403, 'FORBIDDEN', why);

/** A trip as the service reads it from the trips module (the store's summary of the caller's own trip). */
interface OwnTrip { fullTripId: string; tripHash: string; tripName: string; startDate: string | null; endDate: string | null }

/** What the service needs of the trips and booking modules (their services, wired in app.ts). */
export interface IntegrationsDeps {
  db: Kysely<Database>;
  /** The business secret box (two-factor-secrets.ts loadTwoFactorSecretBox). */
  box: SecretBox;
  trips: { store(accountId: string | null, props: readonly 'trips'[], fullTripId?: string): Promise<TripsStoreReply> };
  bookings: { listForAccount(accountId: string): Promise<Booking[]> };
  policy: OutboundPolicy;
  publicOrigin: string;
  log: FastifyBaseLogger;
  /** Clock, epoch ms. */
  now: () => number;
  /** Names this process in claims (default random). */
  workerId?: string;
  /** Per-attempt timeout, ms (default integrations-outbound.ts OUTBOUND_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Called after a delivery is queued outside a transaction of someone else (the poller's nudge). */
  onQueued?: () => void;
}

/** An approval event for Slack (approvals-service.ts calls it in its transaction). */
export interface ApprovalNotice {
  companyId: string;
  requestId: string;
  kind: 'requested' | 'decided';
  /** The request's state after the event (PENDING for requested; APPROVED, DECLINED, EXPIRED, CANCELLED). */
  state: string;
  travelerProfileId: string;
  title: string;
  vertical: string;
  price: { amountMinor: number; currency: string } | null;
  reasons: readonly string[];
  /** Who decided (null: the deadline, or automatic). */
  decidedByProfileId?: string | null;
  comment?: string | null;
}

/** An out-of-policy booking for Slack (booking/service.ts calls it in the order's transaction). */
export interface OutOfPolicyNotice {
  companyId: string;
  reference: string;
  travelerProfileId: string;
  bookerProfileId: string;
  vertical: Vertical;
  title: string;
  price: { amountMinor: number; currency: string };
  action: string;
  reasons: readonly string[];
  /** The traveler's reason ("Meeting location. Next to the client office"), if given. */
  reasonGiven: string | null;
}

/** The notices other modules send, inside their own transaction (`trx`). Never throws for a company without Slack. */
export interface IntegrationNotices {
  approval(trx: Transaction<Database>, notice: ApprovalNotice): Promise<void>;
  outOfPolicyBooking(trx: Transaction<Database>, notice: OutOfPolicyNotice): Promise<void>;
}

/** The integrations service (module docstring). Admin calls take the caller's features for the "on your plan" rule. */
export interface IntegrationsService extends IntegrationNotices {
  settings(actor: BusinessActor, features: readonly Feature[]): Promise<IntegrationsSettingsReply>;
  /** @throws 400 VALIDATION_ERROR `code` (taken, or EXPENSE_SYSTEMS_MAX reached), `webhookUrl` (policy) */
  createSystem(actor: BusinessActor, body: ExpenseSystemCreate): Promise<ExpenseSystemSecretReply>;
  /** @throws 404 unknown code; 400 `webhookUrl`, `isDefault` (unsetting the default while it is the default) */
  updateSystem(actor: BusinessActor, code: string, body: ExpenseSystemUpdate): Promise<ExpenseSystem>;
  rotateSecret(actor: BusinessActor, code: string): Promise<ExpenseSystemSecretReply>;
  /** Removing the default makes the oldest remaining system the default. @throws 404 */
  deleteSystem(actor: BusinessActor, code: string): Promise<void>;
  /** @throws 400 `webhookUrl` (policy, or missing when nothing is stored yet) */
  putSlack(actor: BusinessActor, body: SlackSettingsInput): Promise<SlackSettings>;
  deleteSlack(actor: BusinessActor): Promise<void>;
  /** Queues a test message. @throws 400 `webhookUrl` when Slack is not connected */
  testSlack(actor: BusinessActor): Promise<Delivery>;
  deliveries(actor: BusinessActor, limit: number): Promise<Delivery[]>;
  /** GET {hash}: the trip's expense deliveries and the systems. @throws 404 not the caller's trip */
  tripState(actor: BusinessActor, tripHash: string): Promise<ExpenseTripReply>;
  /** POST {hash}(?expenseManagementSystemCode). @throws 404 trip or code; 400 `expenseManagementSystemCode` no default, `hash` no bookings */
  sendTrip(actor: BusinessActor, tripHash: string, code: string | undefined): Promise<ExpenseSendReply>;
  /** Claims and runs the due deliveries once. @returns how many were attempted */
  runDueDeliveries(): Promise<number>;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** `{t},{hex}` signature value over `{t}.{body}` (contract module docstring). Pure. */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', Buffer.from(secret, 'utf8')).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/** A generated signing secret: `whsec_` + 32 random bytes as base64url. */
function newSigningSecret(): string {
  return `${SIGNING_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

function systemOf(row: BusinessExpenseSystemRow): ExpenseSystem {
  return { code: row.code, name: row.name, webhookUrl: row.webhook_url, isDefault: Number(row.is_default) === 1, secretHint: row.secret_hint, createdAt: row.created_at, updatedAt: row.updated_at };
}

function slackOf(row: BusinessSlackSettingsRow): SlackSettings {
  return { webhookUrlHint: row.webhook_url_hint, notifyApprovals: Number(row.notify_approvals) === 1, notifyOutOfPolicy: Number(row.notify_out_of_policy) === 1, updatedAt: row.updated_at };
}

/** A delivery row as the contract shows it. */
export function deliveryOf(row: BusinessIntegrationDeliveryRow): Delivery {
  const open = row.state === 'PENDING' || row.state === 'RETRYING';
  return {
    id: row.id, kind: row.kind, event: row.event, systemCode: row.system_code, systemName: row.system_name, tripHash: row.trip_hash, state: row.state as DeliveryState,
    attempts: Number(row.attempts), lastError: row.last_error, createdAt: row.created_at, deliveredAt: row.delivered_at, nextAttemptAt: open ? row.due_at : null,
  };
}

/** The merchant of a booking as receipts name it (airline, hotel, rental company, rail operator). Pure. */
function merchantOf(b: Booking): string {
  const { title, subtitle } = b.offer;
  if (b.vertical === 'hotels') return title.split(', ')[0] ?? title;
  if (b.vertical === 'cars') return title.split(' · ').at(-1) ?? title;
  if (b.vertical === 'flights' || b.vertical === 'trains') return subtitle.split(' · ')[0] ?? title;
  return title;
}

/**
 * The receipts of a trip's bookings (contract ExpenseReceiptSchema), in booking order; `fields` are the trip reporting
 * field values each booking was made with, by booking reference (reporting-fields-service.ts reportingFieldValuesFor),
 * sent as `{ label: value }` under the label shown at booking time. Pure.
 */
export function receiptsOf(bookings: readonly Booking[], fields: ReadonlyMap<string, readonly { label: string; value: string }[]> = new Map()): ExpenseReceipt[] {
  return [...bookings].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.reference.localeCompare(b.reference)).map((b) => ({
    reference: b.reference, vertical: b.vertical, status: b.status, title: b.offer.title, subtitle: b.offer.subtitle, merchant: merchantOf(b),
    startDate: b.offer.startDate, endDate: b.offer.endDate, bookedAt: b.createdAt, cancelledAt: b.cancelledAt ?? null,
    amount: { amountMinor: b.price.amountMinor, currency: b.price.currency }, refund: b.refundAmount ? { amountMinor: b.refundAmount.amountMinor, currency: b.refundAmount.currency } : null,
    payment: { brand: b.payment.brand, last4: b.payment.last4 }, travelers: b.travelers.map((t) => ({ firstName: t.firstName, lastName: t.lastName })),
    reportingFields: Object.fromEntries((fields.get(b.reference) ?? []).map((f) => [f.label, f.value])),
  }));
}

/** Net totals per currency (charged minus refunded), minor units. Pure. */
function totalsOf(receipts: readonly ExpenseReceipt[]): { amountMinor: number; currency: string }[] {
  const sums = new Map<string, number>();
  for (const r of receipts) {
    sums.set(r.amount.currency, (sums.get(r.amount.currency) ?? 0) + r.amount.amountMinor - (r.refund?.amountMinor ?? 0));
  }
  return [...sums].sort(([a], [b]) => a.localeCompare(b)).map(([currency, amountMinor]) => ({ amountMinor, currency }));
}

/** Slack mrkdwn escaping (&, <, >), so a trip title cannot inject links or mentions. Pure. */
export function slackEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function money(price: { amountMinor: number; currency: string } | null): string {
  if (!price) return '';
  let digits = 2;
  try {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency: price.currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    // Unknown currency code: two decimals.
  }
  return `${price.currency} ${(price.amountMinor / 10 ** digits).toFixed(digits)}`;
}

/** A Slack incoming-webhook message: `text` (notifications, fallback) and section/context blocks; all text escaped. */
export function slackMessage(lines: { headline: string; details: readonly string[]; link?: { url: string; label: string } }): { text: string; blocks: unknown[] } {
  const headline = slackEscape(lines.headline);
  const details = lines.details.filter((d) => d.length > 0).map(slackEscape);
  const blocks: unknown[] = [{ type: 'section', text: { type: 'mrkdwn', text: `*${headline}*` } }];
  if (details.length > 0) blocks.push({ type: 'section', text: { type: 'mrkdwn', text: details.map((d) => `• ${d}`).join('\n') } });
  if (lines.link) blocks.push({ type: 'actions', elements: [{ type: 'button', text: { type: 'plain_text', text: lines.link.label }, url: lines.link.url }] });
  return { text: [headline, ...details].join('\n'), blocks };
}

/** Creates the service (module docstring). */
export function createIntegrationsService(deps: IntegrationsDeps): IntegrationsService {
  const { db, box, now, log, policy } = deps;
  const worker = deps.workerId ?? `integrations-${randomBytes(6).toString('hex')}`;
  const secretContext = (id: string) => `expense:${id}`;
  const slackContext = (companyId: string) => `slack:${companyId}`;

  async function countWrite(actor: BusinessActor): Promise<void> {
    const hit = await hitCounter(db, `integrations-writes:${actor.profileId}`, INTEGRATION_WRITES_WINDOW_MS, now());
    if (hit.hits > INTEGRATION_WRITES_MAX) throw rateLimited(Math.max(0, hit.resetAtMs - now()), 'Too many integration changes: try again later');
  }

  function assertUrl(raw: string): void {
    const problem = webhookUrlProblem(raw, policy);
    if (problem) throw validationError('webhookUrl', problem === 'Address not allowed' ? 'This address is not allowed (private or internal network)' : problem);
  }

  async function systemByCode(actor: BusinessActor, code: string): Promise<BusinessExpenseSystemRow> {
    const row = await findExpenseSystem(db, actor.companyId, code);
    if (!row) throw notFound('expense system');
    return row;
  }

  async function ownTrip(actor: BusinessActor, tripHash: string): Promise<OwnTrip> {
    const store = await deps.trips.store(actor.accountId, ['trips']);
    const trip = (store.trips ?? []).find((t) => t.role === 'owner' && t.tripHash === tripHash);
    if (!trip) throw notFound('trip');
    return { fullTripId: trip.fullTripId, tripHash: trip.tripHash, tripName: trip.tripName, startDate: trip.startDate, endDate: trip.endDate };
  }

  /** Queues a Slack message for the company in `trx` when it has the feature, a webhook and `want`'s switch on. */
  async function queueSlack(trx: Kysely<Database>, companyId: string, event: string, want: 'approvals' | 'outOfPolicy' | 'test', build: () => Promise<{ text: string; blocks: unknown[] }>, createdBy: string | null): Promise<BusinessIntegrationDeliveryRow | null> {
    const slack = await findSlackSettings(trx, companyId);
    if (!slack) return null;
    if (want === 'approvals' && Number(slack.notify_approvals) !== 1) return null;
    if (want === 'outOfPolicy' && Number(slack.notify_out_of_policy) !== 1) return null;
    const company = await findCompanyFeatures(trx, companyId);
    if (!company?.features.includes('SLACK_INTEGRATION')) return null;
    let body: string;
    try {
      body = JSON.stringify(await build());
    } catch (err) {
      // A message that cannot be built must not undo the approval or booking it is about.
      log.error({ err, companyId, event }, 'integrations: a Slack message could not be built; not sent');
      return null;
    }
    const nowIso = iso(now());
    const row = {
      id: `dlv_${randomBytes(12).toString('base64url')}`, company_id: companyId, kind: 'SLACK' as const, event, system_id: null, system_code: null, system_name: null, trip_hash: null,
      payload_json: body, state: 'PENDING' as const, due_at: nowIso, claimed_by: null, claimed_until: null, last_error: null, last_status: null,
      created_by_profile_id: createdBy, created_at: nowIso, delivered_at: null, updated_at: nowIso,
    };
    await insertDelivery(trx, row);
    return { ...row, attempts: 0 };
  }

  async function personName(trx: Kysely<Database>, companyId: string, profileId: string | null | undefined): Promise<string> {
    if (!profileId) return 'Someone';
    const p = await findProfilePerson(trx, companyId, profileId);
    return p ? (p.name ?? p.email) : 'Someone';
  }

  /** Runs one claimed delivery and records its outcome. */
  async function attempt(row: ClaimedDelivery): Promise<void> {
    const nowMs = now();
    let target: { url: string; headers: Record<string, string> } | { gone: string };
    if (row.kind === 'EXPENSE') {
      const system = row.system_id === null ? undefined : await findExpenseSystemById(db, row.company_id, row.system_id);
      target = system
        ? {
            url: system.webhook_url,
            headers: {
              [EXPENSE_EVENT_HEADER]: EXPENSE_EVENT, [EXPENSE_DELIVERY_HEADER]: row.id,
              [EXPENSE_SIGNATURE_HEADER]: signatureHeader(box.open(system.signing_secret, secretContext(system.id)), row.payload_json, Math.floor(nowMs / 1000)),
            },
          }
        : { gone: 'Expense system removed' };
    } else {
      const slack = await findSlackSettings(db, row.company_id);
      target = slack ? { url: box.open(slack.webhook_url, slackContext(row.company_id)), headers: {} } : { gone: 'Slack disconnected' };
    }
    let state: 'DELIVERED' | 'RETRYING' | 'FAILED';
    let lastError: string | null = null;
    let lastStatus: number | null = null;
    if ('gone' in target) {
      state = 'FAILED';
      lastError = target.gone;
    } else {
      try {
        const res = await postWebhook(target.url, row.payload_json, target.headers, policy, deps.timeoutMs);
        lastStatus = res.status;
        if (res.status >= 200 && res.status < 300) state = 'DELIVERED';
        else if (res.status >= 400 && res.status < 500 && !RETRYABLE_CLIENT_STATUSES.has(res.status)) {
          state = 'FAILED';
          lastError = `HTTP ${res.status} (refused by the receiver; not retried)`;
        } else {
          state = 'RETRYING';
          lastError = res.status >= 300 && res.status < 400 ? `HTTP ${res.status} (redirects are not followed)` : `HTTP ${res.status}`;
        }
      } catch (err) {
        if (!(err instanceof OutboundError)) throw err;
        state = err.refused ? 'FAILED' : 'RETRYING';
        lastError = err.message;
      }
    }
    const attempts = Number(row.attempts);
    if (state === 'RETRYING' && attempts >= DELIVERY_MAX_ATTEMPTS) state = 'FAILED';
    const delay = DELIVERY_RETRY_DELAYS_MS[Math.min(attempts, DELIVERY_RETRY_DELAYS_MS.length) - 1] ?? DELIVERY_RETRY_DELAYS_MS[0]!;
    await settleDelivery(db, row.id, worker, {
      state, dueAt: state === 'RETRYING' ? iso(nowMs + delay) : row.due_at, lastError, lastStatus, deliveredAt: state === 'DELIVERED' ? iso(now()) : null, nowIso: iso(now()),
    });
    if (state !== 'DELIVERED') log.warn({ deliveryId: row.id, companyId: row.company_id, kind: row.kind, attempts, state, lastError }, 'integrations: webhook attempt failed');
  }

  const service: IntegrationsService = {
    async settings(actor, features) {
      const expenseAvailable = features.includes('EXPENSIFY_INTEGRATION');
      const slackAvailable = features.includes('SLACK_INTEGRATION');
      const slack = slackAvailable ? await findSlackSettings(db, actor.companyId) : undefined;
      return {
        expenseSystems: expenseAvailable ? (await listExpenseSystems(db, actor.companyId)).map(systemOf) : null,
        slack: slack ? slackOf(slack) : null,
        expenseAvailable, slackAvailable,
      };
    },

    async createSystem(actor, body) {
      await countWrite(actor);
      assertUrl(body.webhookUrl);
      const existing = await listExpenseSystems(db, actor.companyId);
      if (existing.length >= EXPENSE_SYSTEMS_MAX) throw validationError('code', `A company keeps at most ${EXPENSE_SYSTEMS_MAX} expense systems`);
      if (existing.some((s) => s.code.toLowerCase() === body.code.toLowerCase())) throw validationError('code', 'Another expense system has this code');
      const id = `exs_${randomBytes(12).toString('base64url')}`;
      const secret = newSigningSecret();
      const nowIso = iso(now());
      const isDefault = existing.length === 0 || body.isDefault;
      await db.transaction().execute(async (trx) => {
        if (isDefault) await clearDefaultExpenseSystem(trx, actor.companyId, nowIso);
        await insertExpenseSystem(trx, {
          id, company_id: actor.companyId, code: body.code, name: body.name, webhook_url: body.webhookUrl, signing_secret: box.seal(secret, secretContext(id)),
          secret_hint: secret.slice(-4), is_default: isDefault ? 1 : 0, created_at: nowIso, updated_at: nowIso,
        });
      });
      return { system: systemOf((await findExpenseSystemById(db, actor.companyId, id))!), signingSecret: secret };
    },

    async updateSystem(actor, code, body) {
      await countWrite(actor);
      const row = await systemByCode(actor, code);
      assertUrl(body.webhookUrl);
      if (Number(row.is_default) === 1 && !body.isDefault) throw validationError('isDefault', 'Make another system the default instead');
      const nowIso = iso(now());
      await db.transaction().execute(async (trx) => {
        if (body.isDefault && Number(row.is_default) !== 1) await clearDefaultExpenseSystem(trx, actor.companyId, nowIso);
        await updateExpenseSystem(trx, actor.companyId, row.id, { name: body.name, webhook_url: body.webhookUrl, is_default: body.isDefault ? 1 : 0, updated_at: nowIso });
      });
      return systemOf((await findExpenseSystemById(db, actor.companyId, row.id))!);
    },

    async rotateSecret(actor, code) {
      await countWrite(actor);
      const row = await systemByCode(actor, code);
      const secret = newSigningSecret();
      await updateExpenseSystem(db, actor.companyId, row.id, { signing_secret: box.seal(secret, secretContext(row.id)), secret_hint: secret.slice(-4), updated_at: iso(now()) });
      return { system: systemOf((await findExpenseSystemById(db, actor.companyId, row.id))!), signingSecret: secret };
    },

    async deleteSystem(actor, code) {
      await countWrite(actor);
      const row = await systemByCode(actor, code);
      await db.transaction().execute(async (trx) => {
        await deleteExpenseSystem(trx, actor.companyId, row.id);
        if (Number(row.is_default) === 1) {
          const next = (await listExpenseSystems(trx, actor.companyId)).sort((a, b) => a.created_at.localeCompare(b.created_at))[0];
          if (next) await updateExpenseSystem(trx, actor.companyId, next.id, { is_default: 1, updated_at: iso(now()) });
        }
      });
    },

    async putSlack(actor, body) {
      await countWrite(actor);
      const stored = await findSlackSettings(db, actor.companyId);
      if (body.webhookUrl === undefined && !stored) throw validationError('webhookUrl', 'Enter the Slack webhook URL');
      if (body.webhookUrl !== undefined) assertUrl(body.webhookUrl);
      const nowIso = iso(now());
      const row: BusinessSlackSettingsRow = {
        company_id: actor.companyId,
        webhook_url: body.webhookUrl !== undefined ? box.seal(body.webhookUrl, slackContext(actor.companyId)) : stored!.webhook_url,
        webhook_url_hint: body.webhookUrl !== undefined ? maskWebhookUrl(body.webhookUrl) : stored!.webhook_url_hint,
        notify_approvals: body.notifyApprovals ? 1 : 0, notify_out_of_policy: body.notifyOutOfPolicy ? 1 : 0, updated_at: nowIso,
      };
      await upsertSlackSettings(db, row);
      return slackOf(row);
    },

    async deleteSlack(actor) {
      await countWrite(actor);
      await deleteSlackSettings(db, actor.companyId);
    },

    async testSlack(actor) {
      await countWrite(actor);
      const company = await findCompanyFeatures(db, actor.companyId);
      const row = await queueSlack(db, actor.companyId, 'slack.test', 'test', async () => slackMessage({
        headline: `Travel notifications for ${company?.name ?? 'your company'} are connected`,
        details: [`Sent as a test by ${await personName(db, actor.companyId, actor.profileId)}`],
      }), actor.profileId);
      if (!row) throw validationError('webhookUrl', 'Connect Slack first');
      deps.onQueued?.();
      return deliveryOf(row);
    },

    async deliveries(actor, limit) {
      return (await listDeliveries(db, actor.companyId, limit)).map(deliveryOf);
    },

    async tripState(actor, tripHash) {
      await ownTrip(actor, tripHash);
      const systems = await listExpenseSystems(db, actor.companyId);
      return {
        deliveries: (await listTripDeliveries(db, actor.companyId, tripHash, TRIP_DELIVERIES_SHOWN)).map(deliveryOf),
        systems: systems.map((s) => ({ code: s.code, name: s.name, isDefault: Number(s.is_default) === 1 })),
      };
    },

    async sendTrip(actor, tripHash, code) {
      await countWrite(actor);
      const trip = await ownTrip(actor, tripHash);
      const system = await findExpenseSystem(db, actor.companyId, code);
      if (!system) {
        if (code !== undefined) throw notFound('expense system');
        throw validationError('expenseManagementSystemCode', 'Your company has no default expense system');
      }
      const open = await findOpenExpenseDelivery(db, actor.companyId, trip.tripHash, system.id);
      if (open) return { delivery: deliveryOf(open) };
      const bookings = (await deps.bookings.listForAccount(actor.accountId)).filter((b) => b.tripId === trip.fullTripId);
      if (bookings.length === 0) throw validationError('hash', 'This trip has no bookings to send');
      const company = await findCompanyFeatures(db, actor.companyId);
      if (!company) throw forbidden('This needs a business profile');
      const me = await findProfilePerson(db, actor.companyId, actor.profileId);
      const nowIso = iso(now());
      const id = `dlv_${randomBytes(12).toString('base64url')}`;
      const receipts = receiptsOf(bookings, await reportingFieldValuesFor(db, actor.companyId, bookings.map((b) => b.reference)));
      const payload: ExpenseWebhookPayload = {
        event: EXPENSE_EVENT, deliveryId: id, createdAt: nowIso, company: { id: actor.companyId, name: company.name }, system: { code: system.code, name: system.name },
        submittedBy: { profileId: actor.profileId, email: me?.email ?? '', name: me?.name ?? null },
        trip: { tripHash: trip.tripHash, fullTripId: trip.fullTripId, name: trip.tripName, startDate: trip.startDate, endDate: trip.endDate },
        receipts, totals: totalsOf(receipts),
      };
      const row = {
        id, company_id: actor.companyId, kind: 'EXPENSE' as const, event: EXPENSE_EVENT, system_id: system.id, system_code: system.code, system_name: system.name,
        trip_hash: trip.tripHash, payload_json: JSON.stringify(payload), state: 'PENDING' as const, due_at: nowIso, claimed_by: null, claimed_until: null, last_error: null,
        last_status: null, created_by_profile_id: actor.profileId, created_at: nowIso, delivered_at: null, updated_at: nowIso,
      };
      await insertDelivery(db, row);
      deps.onQueued?.();
      return { delivery: deliveryOf({ ...row, attempts: 0 }) };
    },

    async approval(trx, n) {
      await queueSlack(trx, n.companyId, n.kind === 'requested' ? 'approval.requested' : 'approval.decided', 'approvals', async () => {
        const who = await personName(trx, n.companyId, n.travelerProfileId);
        const link = { url: `${deps.publicOrigin}/business/approval?request=${encodeURIComponent(n.requestId)}`, label: n.kind === 'requested' ? 'Review the request' : 'Open the request' };
        if (n.kind === 'requested') {
          return slackMessage({
            headline: `${who}'s trip "${n.title}" needs approval`,
            details: [`${n.vertical}${n.price ? ` · ${money(n.price)}` : ''}`, ...n.reasons.map((r) => `Why: ${r}`)],
            link,
          });
        }
        const by = n.decidedByProfileId ? await personName(trx, n.companyId, n.decidedByProfileId) : null;
        const outcome = n.state === 'APPROVED' ? 'approved' : n.state === 'DECLINED' ? 'declined' : n.state === 'EXPIRED' ? 'not answered in time' : 'withdrawn';
        return slackMessage({
          headline: `${who}'s trip "${n.title}" was ${outcome}${by ? ` by ${by}` : ''}`,
          details: [`${n.vertical}${n.price ? ` · ${money(n.price)}` : ''}`, n.comment ? `Comment: ${n.comment}` : ''],
          link,
        });
      }, n.decidedByProfileId ?? null);
    },

    async outOfPolicyBooking(trx, n) {
      await queueSlack(trx, n.companyId, 'booking.outOfPolicy', 'outOfPolicy', async () => {
        const who = await personName(trx, n.companyId, n.travelerProfileId);
        const booker = n.bookerProfileId !== n.travelerProfileId ? await personName(trx, n.companyId, n.bookerProfileId) : null;
        return slackMessage({
          headline: `Out-of-policy booking: ${who}'s "${n.title}" (${money(n.price)})`,
          details: [
            `Booking ${n.reference} · ${n.vertical}${booker ? ` · booked by ${booker}` : ''} · policy action: ${n.action}`,
            ...n.reasons.map((r) => `Outside policy: ${r}`),
            n.reasonGiven ? `Reason given: ${n.reasonGiven}` : '',
          ],
        });
      }, n.bookerProfileId);
    },

    async runDueDeliveries() {
      const nowMs = now();
      const claimed = await claimDueDeliveries(db, worker, iso(nowMs), iso(nowMs + DELIVERY_CLAIM_MS), DELIVERIES_PER_POLL);
      for (const row of claimed) {
        try {
          await attempt(row);
        } catch (err) {
          // Unexpected (a secret that does not open, the database): the claim lapses and another poll retries it.
          log.error({ err, deliveryId: row.id }, 'integrations: a delivery attempt failed unexpectedly; retried once its claim lapses');
        }
      }
      return claimed.length;
    },
  };
  return service;
}

/** Whether a delivery id belongs to the company (tests and the admin list). */
export async function deliveryOfCompany(db: Kysely<Database>, companyId: string, id: string): Promise<Delivery | null> {
  const row = await findDelivery(db, companyId, id);
  return row ? deliveryOf(row) : null;
}

