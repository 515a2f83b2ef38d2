/**
 * Travel policies (issue #25 part 2): storing a vertical's policy per company and group (versioned; every save an
 * audit entry), reading it for the policy pages, and the effective policy of a traveler that search and booking
 * evaluate offers against. Spec: core-and-business §6 (TRAVEL_POLICY_MANAGEMENT; policy pages per vertical; train pages
 * only with the train flag; car preferences need CAR_PREFERENCES; RP_POLICY_SUMMARY); account §7 company
 * `PUT /settings/policies/{vertical}`. Shapes: contract travel-policy.ts; precedence and evaluation:
 * contract travel-policy-evaluate.ts.
 *
 * Readings where the spec is silent:
 * - The train vertical exists for a company only with its `trainPolicy` flag: reading or saving it without answers
 *   403 FORBIDDEN, and a traveler's effective train policy is null.
 * - Without the CAR_PREFERENCES feature a car policy's `preferredVendors` cannot change (403 FORBIDDEN when a save
 *   would change it); what is stored stays (a lapsed plan does not erase it).
 * - A group's policy is saved whole like the default's; an empty document stores "this group follows the default".
 */
import type { Kysely } from 'kysely';
import {
  effectivePolicy, POLICY_DOCUMENT_SCHEMAS, POLICY_VERTICALS, policySummary,
  type BusinessActor, type Money, type MyTravelPoliciesReply, type PolicyEvaluationContext, type PolicyDocument, type PolicyDocumentOf, type PolicyVertical,
  type StoredTravelPolicy, type TravelPolicyReply,
} from '@travel/contract';
import type { Database } from '../../db/database.ts';
import { AppError, validationError } from '../../errors.ts';
import { crossRate, minorDigits } from '../currency/index.ts';
import type { BusinessPrincipal } from '../access/principal.ts';
import { AUDIT_ACTIONS, recordAudit } from './audit-log.ts';
import { jsonObject } from './json-column.ts';
import {
  currentRows, findCompanyGroup, insertPolicyVersion, profileGroup, scopeVersions, type PolicyRow,
} from './travel-policy-repository.ts';

/** Versions listed in a GET reply's history. */
export const POLICY_HISTORY_LIMIT = 20;
/** Attempts of a save when concurrent saves of the same company and vertical race for a version number. */
const SAVE_ATTEMPTS = 5;

/** A traveler's effective policy of one vertical: the document (empty when nothing is stored), its version, group. */
export interface EffectivePolicy<V extends PolicyVertical = PolicyVertical> {
  document: PolicyDocumentOf[V];
  /** The larger of the default's and the group's version used (names both rows, see contract StoredTravelPolicySchema); null when none. */
  version: number | null;
  groupId: number | null;
}

/** The caller of a policy call: the actor and its business principal (flags, features). */
export interface PolicyCaller {
  actor: BusinessActor;
  business: Pick<BusinessPrincipal, 'flags' | 'features'>;
}

/** Parses a stored document with its vertical's schema; a row that no longer parses reads as empty (never throws). */
function documentOf<V extends PolicyVertical>(vertical: V, json: string): PolicyDocumentOf[V] {
  const parsed = POLICY_DOCUMENT_SCHEMAS[vertical].safeParse(jsonObject(json));
  return (parsed.success ? parsed.data : {}) as PolicyDocumentOf[V];
}

function storedOf(row: PolicyRow): StoredTravelPolicy {
  return {
    companyId: row.company_id, vertical: row.vertical, groupId: row.group_id, version: row.version,
    document: documentOf(row.vertical, row.document_json) as PolicyDocument, updatedAt: row.created_at,
    updatedBy: row.updated_by_profile_id ? { profileId: row.updated_by_profile_id, name: row.updated_by_name ?? '' } : null,
  };
}

/**
 * Combines a vertical's current default and group rows into the effective policy (contract `effectivePolicy`).
 * @param rows current rows (travel-policy-repository.ts `currentRows`) of any verticals; those of others are ignored
 */
export function combinePolicyRows<V extends PolicyVertical>(vertical: V, rows: readonly PolicyRow[], groupId: number | null): EffectivePolicy<V> {
  const def = rows.find((r) => r.vertical === vertical && r.group_id === null);
  const grp = groupId === null ? undefined : rows.find((r) => r.vertical === vertical && r.group_id === groupId);
  const versions = [def?.version, grp?.version].filter((v): v is number => v !== undefined);
  return {
    document: effectivePolicy<V>(def ? documentOf(vertical, def.document_json) : null, grp ? documentOf(vertical, grp.document_json) : null),
    version: versions.length > 0 ? Math.max(...versions) : null,
    groupId,
  };
}

/**
 * The effective policy of a traveler for one vertical: the company default overlaid, rule by rule, with the policy of
 * the traveler's group (contract `effectivePolicy`). Search (verdicts on every result) and booking call this; it does
 * not check the train flag (callers evaluating trains check `flags.trainPolicy`, or use {@link effectivePoliciesFor}).
 * @param db database or transaction
 * @returns the document (empty when nothing is stored), the version evaluated (null when none), the traveler's group
 * @throws AppError 404 NOT_FOUND when the company has no such profile
 */
export async function effectivePolicyFor<V extends PolicyVertical>(db: Kysely<Database>, companyId: string, profileId: string, vertical: V): Promise<EffectivePolicy<V>> {
  const profile = await profileGroup(db, companyId, profileId);
  if (!profile) throw new AppError(404, 'NOT_FOUND', 'No such traveler in this company');
  return combinePolicyRows(vertical, await currentRows(db, companyId, profile.groupId, vertical), profile.groupId);
}

/**
 * Every vertical's effective policy of a traveler in three indexed queries (a search of a package needs flight and
 * hotel; the policies page needs all four). `train` is null when `trainFlag` is false.
 * @throws AppError 404 NOT_FOUND when the company has no such profile
 */
export async function effectivePoliciesFor(
  db: Kysely<Database>, companyId: string, profileId: string, trainFlag: boolean,
): Promise<{ groupId: number | null; flight: EffectivePolicy<'flight'>; hotel: EffectivePolicy<'hotel'>; car: EffectivePolicy<'car'>; train: EffectivePolicy<'train'> | null }> {
  const profile = await profileGroup(db, companyId, profileId);
  if (!profile) throw new AppError(404, 'NOT_FOUND', 'No such traveler in this company');
  const rows = await currentRows(db, companyId, profile.groupId);
  return {
    groupId: profile.groupId,
    flight: combinePolicyRows('flight', rows, profile.groupId),
    hotel: combinePolicyRows('hotel', rows, profile.groupId),
    car: combinePolicyRows('car', rows, profile.groupId),
    train: trainFlag ? combinePolicyRows('train', rows, profile.groupId) : null,
  };
}

/**
 * Converts money for the policy engine (contract `ConvertMoney`) with the server's exchange-rate table, the one prices
 * are converted with: minor units of `money.currency` to minor units of `currency` (unrounded; the engine rounds).
 * @throws Error when the table has no rate for either currency
 */
export function convertPolicyMoney(money: Money, currency: string): number {
  if (money.currency === currency) return money.amountMinor;
  return (money.amountMinor / 10 ** minorDigits(money.currency)) * crossRate(money.currency, currency) * 10 ** minorDigits(currency);
}

/**
 * The engine's context for an evaluation now: today's date (UTC), the effective policy's version and the server's
 * currency converter. Search and booking pass it to contract `evaluateFlight` and its siblings.
 * @param nowMs the clock (epoch ms)
 */
export function policyContextFor(nowMs: number, policyVersion: number | null): PolicyEvaluationContext {
  return { today: new Date(nowMs).toISOString().slice(0, 10), policyVersion, convert: convertPolicyMoney };
}

/** The travel policy calls' service. */
export interface TravelPolicyService {
  /** GET settings/policies/{vertical}[?groupId]: the scope's current version, the default, the effective document, the history. */
  get(caller: PolicyCaller, vertical: PolicyVertical, groupId: number | null): Promise<TravelPolicyReply>;
  /** PUT settings/policies/{vertical}: stores the next version and its audit entry in one transaction; answers like get. */
  put(caller: PolicyCaller, vertical: PolicyVertical, groupId: number | null, document: Record<string, unknown>): Promise<TravelPolicyReply>;
  /** GET me/v1/policies: the effective policies of the traveler booked for (else the caller) and their summaries. */
  mine(caller: PolicyCaller): Promise<MyTravelPoliciesReply>;
}

/**
 * Builds the service.
 * @param deps database and clock (epoch ms)
 */
export function createTravelPolicyService(deps: { db: Kysely<Database>; now: () => number }): TravelPolicyService {
  const { db, now } = deps;

  function checkVertical(caller: PolicyCaller, vertical: PolicyVertical): void {
    if (vertical === 'train' && !caller.business.flags.trainPolicy) throw new AppError(403, 'FORBIDDEN', 'Train policies are not enabled for your company');
  }

  async function checkGroup(companyId: string, groupId: number | null): Promise<void> {
    if (groupId !== null && !(await findCompanyGroup(db, companyId, groupId))) throw new AppError(404, 'NOT_FOUND', 'No such group in this company');
  }

  async function reply(d: Kysely<Database>, companyId: string, vertical: PolicyVertical, groupId: number | null): Promise<TravelPolicyReply> {
    const history = await scopeVersions(d, companyId, vertical, groupId, POLICY_HISTORY_LIMIT);
    const rows = await currentRows(d, companyId, groupId, vertical);
    const def = rows.find((r) => r.group_id === null);
    const eff = combinePolicyRows(vertical, rows, groupId);
    return {
      vertical, groupId,
      policy: history[0] ? storedOf(history[0]) : null,
      companyDefault: def ? storedOf(def) : null,
      effective: eff.document as PolicyDocument,
      effectiveVersion: eff.version,
      history: history.map((r) => {
        const s = storedOf(r);
        return { version: s.version, updatedAt: s.updatedAt, updatedBy: s.updatedBy };
      }),
    };
  }

  return {
    async get(caller, vertical, groupId) {
      checkVertical(caller, vertical);
      await checkGroup(caller.actor.companyId, groupId);
      return reply(db, caller.actor.companyId, vertical, groupId);
    },

    async put(caller, vertical, groupId, body) {
      checkVertical(caller, vertical);
      const parsed = POLICY_DOCUMENT_SCHEMAS[vertical].safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw validationError(['document', ...(issue?.path ?? [])].join('.'), issue?.message ?? 'Not a valid policy');
      }
      const document = parsed.data as PolicyDocument;
      const { companyId, profileId } = caller.actor;
      await checkGroup(companyId, groupId);
      for (let attempt = 1; ; attempt++) {
        try {
          return await db.transaction().execute(async (trx) => {
            const at = new Date(now()).toISOString();
            const [previous] = await scopeVersions(trx, companyId, vertical, groupId, 1);
            if (vertical === 'car' && !caller.business.features.includes('CAR_PREFERENCES')) {
              const before = previous ? (documentOf('car', previous.document_json).preferredVendors ?? null) : null;
              const after = (document as PolicyDocumentOf['car']).preferredVendors ?? null;
              if (JSON.stringify(before) !== JSON.stringify(after)) throw new AppError(403, 'FORBIDDEN', 'Car preferences need the CAR_PREFERENCES feature');
            }
            const row = await insertPolicyVersion(trx, { companyId, vertical, groupId, documentJson: JSON.stringify(document), profileId, at });
            await recordAudit(trx, {
              companyId, actor: caller.actor, onBehalfProfileId: null, action: AUDIT_ACTIONS.travelPolicyUpdate, subjectType: 'travelPolicy',
              subjectId: `${vertical}:${groupId ?? 'default'}`,
              details: { vertical, groupId, version: row.version, previousVersion: previous?.version ?? null, document },
              at,
            });
            return reply(trx, companyId, vertical, groupId);
          });
        } catch (err) {
          const code = (err as { code?: unknown }).code;
          if (attempt >= SAVE_ATTEMPTS || (code !== '23505' && code !== 'SQLITE_CONSTRAINT_UNIQUE')) throw err;
        }
      }
    },

    async mine(caller) {
      const { actor } = caller;
      const travelerProfileId = actor.onBehalfOf?.profileId ?? actor.profileId;
      const all = await effectivePoliciesFor(db, actor.companyId, travelerProfileId, caller.business.flags.trainPolicy);
      const slim = <V extends PolicyVertical>(e: EffectivePolicy<V>) => ({ document: e.document as PolicyDocument, version: e.version });
      return {
        travelerProfileId,
        groupId: all.groupId,
        policies: { flight: slim(all.flight), hotel: slim(all.hotel), car: slim(all.car), train: all.train ? slim(all.train) : null },
        summary: {
          flight: policySummary('flight', all.flight.document),
          hotel: policySummary('hotel', all.hotel.document),
          car: policySummary('car', all.car.document),
          train: all.train ? policySummary('train', all.train.document) : [],
        },
      };
    },
  };
}

/** Every policy vertical (re-exported for the routes' sweep and the seed). */
export const TRAVEL_POLICY_VERTICALS: readonly PolicyVertical[] = POLICY_VERTICALS;
