/**
 * Trip reporting fields (issue #26 "Trip reporting fields"; core-and-business §6 /business/trip-reporting-fields with
 * the TRIP_REPORTING_FIELDS feature and TRIP_REPORTING_FIELDS_MANAGEMENT). Tables of migration 0028:
 * `business_reporting_fields` (the company's fields) and `business_booking_reporting_values` (the values each business
 * booking was made with, keyed by booking reference). Shapes: contract business-reporting-payment.ts.
 *
 * - CRUD for the admin page ({@link createReportingFieldsService}): every query is scoped by the actor's company (an id
 *   of another company answers 404); a label is unique per company case-insensitively (400 VALIDATION_ERROR `label`);
 *   at most REPORTING_FIELDS_MAX_PER_COMPANY fields (400 on `label`); every change (reordering included) is a row of the business audit log
 *   (`reportingField.create|update|delete`) in the change's transaction.
 * - For the booking flow: {@link reportingFieldsForBooking} (the fields asked for a vertical),
 *   {@link checkReportingValues} (the refusal of a missing required field, before anything is charged) and
 *   {@link storeReportingValues} (in the transaction that stores the order).
 * - For reports and exports: {@link reportingFieldValuesFor}.
 */
import type { Kysely } from 'kysely';
import {
  REPORTING_FIELDS_MAX_PER_COMPANY, reportingFieldErrorPath, type BookingReportingValue, type BusinessActor, type ReportingField, type ReportingFieldInput,
  type StoredReportingValue, type Vertical,
} from '@travel/contract';
import type { Database } from '../../db/database.ts';
import type { ReportingFieldRow } from '../../db/business-reporting-payment-tables.ts';
import { AppError, validationError } from '../../errors.ts';
import { recordAudit } from './audit-log.ts';

const notFound = () => new AppError(404, 'NOT_FOUND', 'No such reporting field');

/** True for a unique-constraint violation (SQLite or PostgreSQL) naming `what` (a column or index). */
function isUniqueViolation(err: unknown, what: string): boolean {
  const e = err as { code?: string; message?: string; constraint?: string };
  if (e?.code === '23505') return (e.constraint ?? '').includes(what) || (e.message ?? '').includes(what);
  return typeof e?.message === 'string' && e.message.includes('UNIQUE constraint failed') && e.message.includes(what);
}

function parseList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The contract shape of a stored field. */
export function reportingFieldOf(row: ReportingFieldRow): ReportingField {
  return {
    id: Number(row.id), label: row.label, kind: row.kind, required: Number(row.required) === 1, verticals: parseList(row.verticals_json) as Vertical[],
    options: row.kind === 'list' ? parseList(row.options_json) : [], helpText: row.help_text, position: Number(row.position),
  };
}

/** Every field of a company in booking-form order (position, then id). */
export async function listReportingFields(db: Kysely<Database>, companyId: string): Promise<ReportingField[]> {
  const rows = await db.selectFrom('business_reporting_fields').selectAll().where('company_id', '=', companyId).orderBy('position').orderBy('id').execute();
  return rows.map(reportingFieldOf);
}

/**
 * The fields a business booking of `vertical` asks (core §6 TRIP_REPORTING_FIELDS; "per vertical": the booking's own,
 * a package asks the fields set for `packages`), in booking-form order. Empty when the company defines none for it.
 */
export async function reportingFieldsForBooking(db: Kysely<Database>, companyId: string, vertical: Vertical): Promise<ReportingField[]> {
  return (await listReportingFields(db, companyId)).filter((f) => f.verticals.includes(vertical));
}

/**
 * The values a booking stores, checked against the fields it asks (before anything is charged): a required field
 * without a value, a list value that is not one of its options (compared case-insensitively, stored as the option is
 * spelled) answer 400 VALIDATION_ERROR on `reportingFields.{fieldId}` with a message naming the field. Values of fields
 * not asked (deleted meanwhile, another vertical's) and empty optional values are dropped; a field sent twice keeps
 * the first value.
 * @param fields {@link reportingFieldsForBooking}
 * @returns one entry per field given, in the fields' order
 * @throws AppError 400 VALIDATION_ERROR
 */
export function checkReportingValues(fields: readonly ReportingField[], values: readonly BookingReportingValue[]): { field: ReportingField; value: string }[] {
  const given = new Map<number, string>();
  for (const v of values) if (!given.has(v.fieldId)) given.set(v.fieldId, v.value.trim());
  const out: { field: ReportingField; value: string }[] = [];
  for (const field of fields) {
    const value = given.get(field.id) ?? '';
    if (value === '') {
      if (field.required) throw validationError(reportingFieldErrorPath(field.id), `${field.label} is required for business bookings`);
      continue;
    }
    if (field.kind === 'list') {
      const option = field.options.find((o) => o.toLocaleLowerCase('en') === value.toLocaleLowerCase('en'));
      if (option === undefined) throw validationError(reportingFieldErrorPath(field.id), `${field.label}: choose one of the listed options`);
      out.push({ field, value: option });
    } else out.push({ field, value });
  }
  return out;
}

/**
 * Stores a booking's checked values (call it in the transaction that inserts the order, so an order never lacks the
 * values it was accepted with).
 */
export async function storeReportingValues(
  trx: Kysely<Database>, input: { companyId: string; reference: string; values: readonly { field: ReportingField; value: string }[]; nowIso: string },
): Promise<void> {
  if (input.values.length === 0) return;
  await trx.insertInto('business_booking_reporting_values').values(input.values.map(({ field, value }, position) => ({
    booking_reference: input.reference, position, company_id: input.companyId, field_id: field.id, label: field.label, value, created_at: input.nowIso,
  }))).execute();
}

/** Bookings asked per query of {@link reportingFieldValuesFor} (keeps every driver under its bound-parameter limit). */
const VALUES_CHUNK = 500;

/**
 * The reporting values stored with bookings, for reports and exports (issue #26: "they appear in reports and
 * exports"). Scoped by company: a reference of another company's booking gets no values.
 * @param db the database (or a transaction)
 * @param companyId the company whose bookings are asked
 * @param bookingIds booking references (bookings.reference); duplicates are fine
 * @returns a Map with one entry per asked reference (an empty array when the booking has no values), each value
 *   `{ fieldId: number | null (null once the field was deleted), label: string (at booking time), value: string }`,
 *   in the booking form's order
 */
export async function reportingFieldValuesFor(db: Kysely<Database>, companyId: string, bookingIds: readonly string[]): Promise<Map<string, StoredReportingValue[]>> {
  const unique = [...new Set(bookingIds)];
  const out = new Map<string, StoredReportingValue[]>(unique.map((id) => [id, []]));
  for (let i = 0; i < unique.length; i += VALUES_CHUNK) {
    const chunk = unique.slice(i, i + VALUES_CHUNK);
    const rows = await db.selectFrom('business_booking_reporting_values').select(['booking_reference', 'field_id', 'label', 'value'])
      .where('company_id', '=', companyId).where('booking_reference', 'in', chunk).orderBy('booking_reference').orderBy('position').execute();
    for (const r of rows) out.get(r.booking_reference)?.push({ fieldId: r.field_id === null ? null : Number(r.field_id), label: r.label, value: r.value });
  }
  return out;
}

/**
 * Every label the company's bookings carry reporting values under (the label at booking time), in the order the
 * booking form asks them (lowest position first, then by label): the columns of the raw bookings export.
 * @param db the database (or a transaction)
 * @param companyId the company whose bookings are exported
 */
export async function reportingFieldLabelsOf(db: Kysely<Database>, companyId: string): Promise<string[]> {
  const rows = await db.selectFrom('business_booking_reporting_values').select(['label']).select((eb) => eb.fn.min('position').as('first'))
    .where('company_id', '=', companyId).groupBy('label').execute();
  return rows.sort((a, b) => Number(a.first) - Number(b.first) || a.label.localeCompare(b.label)).map((r) => r.label);
}

/** The admin page's calls (see the module docstring). */
export interface ReportingFieldsService {
  list(actor: BusinessActor): Promise<ReportingField[]>;
  /** @throws AppError 400 VALIDATION_ERROR `label` (taken, or the company has the most fields it may) */
  create(actor: BusinessActor, input: ReportingFieldInput): Promise<ReportingField>;
  /** Replaces every property but the position. @throws AppError 404 (another company's or deleted), 400 `label` */
  update(actor: BusinessActor, fieldId: number, input: ReportingFieldInput): Promise<ReportingField>;
  /** Deletes it; bookings keep their values (label kept, field id cleared). @throws AppError 404 */
  remove(actor: BusinessActor, fieldId: number): Promise<void>;
  /** Moves a field one place up or down in the booking form. @throws AppError 404 */
  move(actor: BusinessActor, fieldId: number, direction: 'up' | 'down'): Promise<ReportingField[]>;
}

/**
 * Creates the reporting fields service.
 * @param deps database and clock
 */
export function createReportingFieldsService(deps: { db: Kysely<Database>; now?: () => number }): ReportingFieldsService {
  const { db } = deps;
  const now = deps.now ?? Date.now;

  const columnsOf = (input: ReportingFieldInput) => ({
    label: input.label, label_lower: input.label.toLocaleLowerCase('en'), kind: input.kind, required: input.required ? 1 : 0,
    verticals_json: JSON.stringify(input.verticals), options_json: JSON.stringify(input.kind === 'list' ? input.options : []), help_text: input.helpText,
  });
  const audited = (input: ReportingFieldInput) => ({ label: input.label, kind: input.kind, required: input.required, verticals: input.verticals, options: input.options.length });

  async function labelTaken(handle: Kysely<Database>, companyId: string, label: string, exceptId?: number): Promise<boolean> {
    let q = handle.selectFrom('business_reporting_fields').select('id').where('company_id', '=', companyId).where('label_lower', '=', label.toLocaleLowerCase('en'));
    if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  const taken = () => validationError('label', 'Another reporting field has this name');

  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err, 'label')) throw taken();
      throw err;
    }
  }

  async function rowOf(handle: Kysely<Database>, companyId: string, fieldId: number): Promise<ReportingFieldRow> {
    const row = await handle.selectFrom('business_reporting_fields').selectAll().where('company_id', '=', companyId).where('id', '=', fieldId).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(actor) {
      return listReportingFields(db, actor.companyId);
    },

    async create(actor, input) {
      return guarded(() => db.transaction().execute(async (trx) => {
        const nowIso = new Date(now()).toISOString();
        const stats = await trx.selectFrom('business_reporting_fields').where('company_id', '=', actor.companyId)
          .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('position').as('last')]).executeTakeFirstOrThrow();
        if (Number(stats.n) >= REPORTING_FIELDS_MAX_PER_COMPANY) throw validationError('label', `A company can have at most ${REPORTING_FIELDS_MAX_PER_COMPANY} reporting fields`);
        if (await labelTaken(trx, actor.companyId, input.label)) throw taken();
        const position = stats.last === null ? 0 : Number(stats.last) + 1;
        const row = await trx.insertInto('business_reporting_fields')
          .values({ company_id: actor.companyId, ...columnsOf(input), position, created_at: nowIso, updated_at: nowIso })
          .returningAll().executeTakeFirstOrThrow();
        await recordAudit(trx, {
          companyId: actor.companyId, actor, action: 'reportingField.create', subjectType: 'reportingField', subjectId: String(row.id), details: audited(input), at: nowIso,
        });
        return reportingFieldOf(row);
      }));
    },

    async update(actor, fieldId, input) {
      return guarded(() => db.transaction().execute(async (trx) => {
        const nowIso = new Date(now()).toISOString();
        await rowOf(trx, actor.companyId, fieldId);
        if (await labelTaken(trx, actor.companyId, input.label, fieldId)) throw taken();
        const row = await trx.updateTable('business_reporting_fields').set({ ...columnsOf(input), updated_at: nowIso })
          .where('company_id', '=', actor.companyId).where('id', '=', fieldId).returningAll().executeTakeFirstOrThrow();
        await recordAudit(trx, {
          companyId: actor.companyId, actor, action: 'reportingField.update', subjectType: 'reportingField', subjectId: String(fieldId), details: audited(input), at: nowIso,
        });
        return reportingFieldOf(row);
      }));
    },

    async remove(actor, fieldId) {
      await db.transaction().execute(async (trx) => {
        const row = await rowOf(trx, actor.companyId, fieldId);
        await trx.deleteFrom('business_reporting_fields').where('company_id', '=', actor.companyId).where('id', '=', fieldId).execute();
        await recordAudit(trx, {
          companyId: actor.companyId, actor, action: 'reportingField.delete', subjectType: 'reportingField', subjectId: String(fieldId),
          details: { label: row.label }, at: new Date(now()).toISOString(),
        });
      });
    },

    async move(actor, fieldId, direction) {
      return db.transaction().execute(async (trx) => {
        const row = await rowOf(trx, actor.companyId, fieldId);
        const ids = (await listReportingFields(trx, actor.companyId)).map((f) => f.id);
        const at = ids.indexOf(fieldId);
        const to = direction === 'up' ? at - 1 : at + 1;
        if (to >= 0 && to < ids.length) {
          [ids[at], ids[to]] = [ids[to]!, ids[at]!];
          // Renumber every field (positions stay dense and unique whatever older rows held).
          for (const [position, id] of ids.entries()) {
            await trx.updateTable('business_reporting_fields').set({ position }).where('company_id', '=', actor.companyId).where('id', '=', id).execute();
          }
          // The order is what the booking form asks first: a change of it is a change of the fields (audited like one).
          await recordAudit(trx, {
            companyId: actor.companyId, actor, action: 'reportingField.move', subjectType: 'reportingField', subjectId: String(fieldId),
            details: { label: row.label, direction, position: to }, at: new Date(now()).toISOString(),
          });
        }
        return listReportingFields(trx, actor.companyId);
      });
    },
  };
}
