/**
 * Saved travelers of a signed-in account (issue #9 "Travelers"; core-and-business §3, §5, §7, §9).
 *
 * - Create: the body already carries the defaults of a new traveler (contract TravelerCreateRequestSchema:
 *   preferred true, travelerId 0, other fields empty); `travelerId` other than 0 is refused (use update).
 * - Update: the given fields over the stored traveler. Another account's traveler is "not found", exactly like
 *   a missing one (every query is scoped to the account).
 * - Rules: a date of birth, when given, is `YYYY-MM-DD` and gives an age within the configured limits on the
 *   day of the call (18 to 110 by default); a gender, when given, is one of the configured codes (M, F by
 *   default); email and phone fields follow the booking form's rules (contract travelerIssues). Violations are
 *   400 VALIDATION_ERROR naming the field. Empty fields are allowed (§3: a new traveler's fields are empty).
 * - One preferred traveler per account: saving a preferred traveler clears the others in the same transaction,
 *   which holds the account's travelers lock (PostgreSQL advisory lock; SQLite has one writer), so concurrent
 *   writes of one account take turns; the unique index refuses a second preferred traveler in any case.
 */
import type { Kysely } from 'kysely';
import { ageOnDate, travelerIssues, type SavedTraveler, type TravelerCreateRequest, type TravelerUpdateRequest } from '@travel/contract';
import type { Database, TravelerRow } from '../../db/database.ts';
import { AppError, validationError } from '../../errors.ts';
import { PREFERRED_WRITE_ATTEMPTS } from './constants.ts';
import { SAVED_TRAVELERS_LIST_MAX } from '@travel/contract';
import {
  clearPreferred, findPreferredTraveler, listTravelers, lockAccountTravelers, findTraveler, insertTraveler, updateTraveler, type TravelerFields,
} from './repository.ts';

export interface TravelerRules {
  minAgeYears: number;
  maxAgeYears: number;
  genders: readonly string[];
}

export interface TravelersService {
  /** @throws AppError 400 VALIDATION_ERROR naming the field */
  create(accountId: string, body: TravelerCreateRequest): Promise<SavedTraveler>;
  /** @throws AppError 404 NOT_FOUND (missing or another account's), 400 VALIDATION_ERROR */
  update(accountId: string, travelerId: number, body: TravelerUpdateRequest): Promise<SavedTraveler>;
  /** @throws AppError 404 NOT_FOUND when the account has no preferred traveler */
  preferred(accountId: string): Promise<SavedTraveler>;
  /** The account's saved travelers, the preferred one first (at most SAVED_TRAVELERS_LIST_MAX); only its own. */
  list(accountId: string): Promise<SavedTraveler[]>;
}

function toSaved(row: TravelerRow): SavedTraveler {
  return {
    travelerId: Number(row.id),
    firstName: row.first_name,
    middleName: row.middle_name,
    lastName: row.last_name,
    dateOfBirth: row.date_of_birth,
    emailAddress: row.email_address,
    phoneNumber: row.phone_number,
    phoneCountryCode: row.phone_country_code,
    phoneCountryCodeISO: row.phone_country_code_iso,
    tsaredress: row.tsaredress,
    knownTravelerNumber: row.known_traveler_number,
    preferred: row.preferred === 1,
    gender: row.gender,
  };
}

function toFields(t: Omit<SavedTraveler, 'travelerId'>): TravelerFields {
  return {
    first_name: t.firstName,
    middle_name: t.middleName,
    last_name: t.lastName,
    date_of_birth: t.dateOfBirth,
    gender: t.gender,
    email_address: t.emailAddress,
    phone_number: t.phoneNumber,
    phone_country_code: t.phoneCountryCode,
    phone_country_code_iso: t.phoneCountryCodeISO,
    tsaredress: t.tsaredress,
    known_traveler_number: t.knownTravelerNumber,
    preferred: t.preferred ? 1 : 0,
  };
}

/** A unique-index violation (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE): a concurrent preferred write won. */
function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

const NOT_FOUND = () => new AppError(404, 'NOT_FOUND', 'No such traveler');

export function createTravelersService(deps: { db: Kysely<Database>; now: () => number; rules: TravelerRules }): TravelersService {
  const { db, now, rules } = deps;

  /** @throws AppError 400 for the first field that breaks a rule */
  function check(t: Omit<SavedTraveler, 'travelerId'>): void {
    const today = new Date(now()).toISOString().slice(0, 10);
    if (t.dateOfBirth !== '') {
      const valid = /^\d{4}-\d{2}-\d{2}$/.test(t.dateOfBirth) && new Date(`${t.dateOfBirth}T00:00:00Z`).toISOString().slice(0, 10) === t.dateOfBirth;
      if (!valid) throw validationError('dateOfBirth', 'Date of birth must be a date as YYYY-MM-DD');
      const age = ageOnDate(t.dateOfBirth, today);
      if (age < rules.minAgeYears) throw validationError('dateOfBirth', `Travelers must be at least ${rules.minAgeYears} years old`);
      if (age > rules.maxAgeYears) throw validationError('dateOfBirth', `Travelers must be at most ${rules.maxAgeYears} years old`);
    }
    if (t.gender !== '' && !rules.genders.includes(t.gender)) throw validationError('gender', `Gender must be one of ${rules.genders.join(', ')}`);
    // The booking form's format rules for the contact fields; names, date of birth and contact are optional here.
    const issue = travelerIssues({ ...t, travelerId: 0, gender: undefined }, { travelDate: today, requireContact: false }).find(
      (i) => i.path !== 'firstName' && i.path !== 'lastName' && i.path !== 'dateOfBirth',
    );
    if (issue) throw validationError(issue.path, issue.message);
  }

  /**
   * Runs a write transaction holding the account's travelers lock (one writer per account at a time), so clearing
   * the other preferred travelers and saving this one cannot interleave; retried when the unique index still
   * refuses a second preferred traveler (safety net).
   */
  async function write(accountId: string, run: (trx: Kysely<Database>, nowIso: string) => Promise<TravelerRow | undefined>): Promise<TravelerRow | undefined> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction().execute(async (trx) => {
          await lockAccountTravelers(trx, accountId);
          return run(trx, new Date(now()).toISOString());
        });
      } catch (err) {
        if (attempt >= PREFERRED_WRITE_ATTEMPTS || !isUniqueViolation(err)) throw err;
      }
    }
  }

  return {
    async create(accountId, body) {
      if (body.travelerId !== 0) throw validationError('travelerId', 'A new traveler has travelerId 0; change a saved traveler with PUT');
      const { travelerId: _new, ...traveler } = body;
      check(traveler);
      const row = await write(accountId, async (trx, nowIso) => {
        if (traveler.preferred) await clearPreferred(trx, accountId);
        return insertTraveler(trx, accountId, toFields(traveler), nowIso);
      });
      if (!row) throw new Error('insert returned no row');
      return toSaved(row);
    },

    async update(accountId, travelerId, body) {
      if (body.travelerId !== undefined && body.travelerId !== 0 && body.travelerId !== travelerId) {
        throw validationError('travelerId', 'travelerId differs from the traveler of the path');
      }
      const row = await write(accountId, async (trx, nowIso) => {
        const stored = await findTraveler(trx, accountId, travelerId);
        if (!stored) throw NOT_FOUND();
        const { travelerId: _id, ...current } = toSaved(stored);
        const { travelerId: _given, ...changes } = body;
        const next = { ...current, ...changes };
        check(next);
        if (next.preferred) await clearPreferred(trx, accountId, travelerId);
        return updateTraveler(trx, accountId, travelerId, toFields(next), nowIso);
      });
      if (!row) throw NOT_FOUND();
      return toSaved(row);
    },

    async list(accountId) {
      return (await listTravelers(db, accountId, SAVED_TRAVELERS_LIST_MAX)).map(toSaved);
    },

    async preferred(accountId) {
      const row = await findPreferredTraveler(db, accountId);
      if (!row) throw new AppError(404, 'NOT_FOUND', 'No preferred traveler');
      return toSaved(row);
    },
  };
}
