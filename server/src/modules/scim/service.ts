/**
 * SCIM 2.0 Users and Groups of one company (issue #27 "SCIM 2.0 (RFC 7643/7644) at /scim/v2 per company"; RFC 7644
 * §3.3-3.6). No maintained SCIM library fits Fastify (scimmy's routers are Express-only, and its resource classes
 * would still need this mapping), so the RFC's shapes are zod schemas in contract/src/scim.ts and the behaviour is here.
 *
 * What a SCIM resource is in the product:
 * - **User** = a member business profile of the token's company + its account. `id` is the profile's SCIM id
 *   (`scim_users`, random: it reveals no account id and nothing of other companies). `userName` is the account's email.
 *   People invited or seeded before the directory was connected are users too: they get their SCIM id on first sight
 *   (a list, a filter), so a directory's `userName eq` match finds them and takes them over. Guests are not SCIM users.
 * - **Group** = a business group of the company (`scim_groups` holds its SCIM id and externalId). Members are users; a
 *   profile is in at most one group, so adding a user to a group moves them from their previous one.
 *
 * Operations (every one scoped by the caller's company: an id of another company answers 404):
 * - POST /Users: a new account (no password, email confirmed) and a member profile (TRAVELER, no group). When the email
 *   has an account already: 409 `uniqueness` if it is a user of this or another company; a profile this directory
 *   deleted comes back (reactivated, new id); an account without a business profile joins only when its email's domain
 *   is one of the company's email domains (a company cannot take over a stranger's personal account), else 409.
 * - PUT /Users/{id}: the attributes sent replace the stored ones; those left out are kept (RFC 7644 §3.5.1 "not
 *   asserted"). PATCH: operations of patch.ts. `active: false` deactivates the profile AND ends the person's sessions in
 *   the same transaction (accounts `signOutEverywhere`: their next call answers 401 INVALID_SESSION); `true` reactivates.
 *   The enterprise `manager` (a user id of the same company) sets the traveler's manager and approver (approvals
 *   service `setManager`). DELETE deactivates and ends sessions, and the id answers 404 from then on.
 * - Groups: POST (name unique per company, 409), PUT (displayName, externalId, members replaced when sent), PATCH
 *   (add/replace/remove members, rename), DELETE (the business group goes; its members stay users).
 * - Lists: `filter` (filter.ts), `startIndex` / `count` paged in SQL with `totalResults`, `attributes` /
 *   `excludedAttributes` (top-level and `name.*` sub-attributes).
 * - Every change is one transaction with its audit entry (`scimUser.create|update|delete`, `scimGroup.create|update|delete`;
 *   actor: the token, named in the entry's details as `SCIM token "<name>"`, since no person acted).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  SCIM_BASE_PATH, SCIM_DEFAULT_COUNT, SCIM_MAX_RESULTS, SCIM_SCHEMAS,
  type ScimGroup, type ScimGroupInput, type ScimGroupList, type ScimListQuery, type ScimPatch, type ScimUser, type ScimUserInput, type ScimUserList,
} from '@travel/contract';
import type { Database } from '../../db/database.ts';
import type { AccountProvisioning } from '../accounts/provisioning.ts';
import type { AccountsService } from '../accounts/service.ts';
import { recordAudit } from '../business/audit-log.ts';
import type { ApprovalsService } from '../business/approvals-service.ts';
import type { DirectoryService } from '../business/directory-service.ts';
import { ScimHttpError, scimBadRequest, scimNotFound } from './errors.ts';
import { booleanTest, parseScimFilter, stringTest, type ScimEquality } from './filter.ts';
import { applyGroupPatch, applyGroupValues, applyUserPatch, applyUserValues, type GroupAttributes, type UserAttributes } from './patch.ts';
import {
  countGroups, countUsers, ensureGroupIds, ensureUserIds, findGroups, findUserRowByProfile, findUsers, groupExternalIdTaken, groupMembers, markUserDeleted,
  newScimId, profilesOfUserIds, touchUsers, upsertGroupRow, upsertUserRow, userExternalIdTaken, type GroupFilter, type ScimGroupJoinRow, type ScimUserJoinRow,
  type UserFilter,
} from './repository.ts';
import type { ScimCaller } from './tokens.ts';

type Db = Kysely<Database>;

/** Which attributes a reply keeps (RFC 7644 §3.9), from `attributes` / `excludedAttributes`. */
export interface AttributeSelection {
  attributes?: string | undefined;
  excludedAttributes?: string | undefined;
}

export interface ScimService {
  listUsers(caller: ScimCaller, query: ScimListQuery): Promise<ScimUserList>;
  getUser(caller: ScimCaller, id: string, select: AttributeSelection): Promise<ScimUser>;
  createUser(caller: ScimCaller, input: ScimUserInput): Promise<ScimUser>;
  replaceUser(caller: ScimCaller, id: string, input: ScimUserInput): Promise<ScimUser>;
  patchUser(caller: ScimCaller, id: string, patch: ScimPatch, select: AttributeSelection): Promise<ScimUser>;
  deleteUser(caller: ScimCaller, id: string): Promise<void>;
  listGroups(caller: ScimCaller, query: ScimListQuery): Promise<ScimGroupList>;
  getGroup(caller: ScimCaller, id: string, select: AttributeSelection): Promise<ScimGroup>;
  createGroup(caller: ScimCaller, input: ScimGroupInput): Promise<ScimGroup>;
  replaceGroup(caller: ScimCaller, id: string, input: ScimGroupInput): Promise<ScimGroup>;
  patchGroup(caller: ScimCaller, id: string, patch: ScimPatch): Promise<void>;
  deleteGroup(caller: ScimCaller, id: string): Promise<void>;
}

export interface ScimServiceDeps {
  db: Db;
  accounts: AccountProvisioning & Pick<AccountsService, 'signOutEverywhere'>;
  directory: DirectoryService;
  approvals: Pick<ApprovalsService, 'setManager'>;
  /** The product's origin (config publicOrigin): `meta.location` and `$ref` are `{publicOrigin}/scim/v2/...`. */
  publicOrigin: string;
  now: () => number;
  log: FastifyBaseLogger;
}

const EmailSchema = z.email();
const USER_FILTERS = ['username', 'externalid', 'id', 'emails.value', 'emails', 'active'] as const;
const GROUP_FILTERS = ['displayname', 'externalid', 'id', 'members.value'] as const;

/** A unique-index violation (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE): a concurrent request won. */
function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

const conflict = (detail: string) => new ScimHttpError(409, detail, 'uniqueness');

/** Keeps only the selected attributes of a resource (`id` and `schemas` always stay). */
export function selectAttributes<T extends { id: string; schemas: string[] }>(resource: T, select: AttributeSelection): T {
  const list = (v: string | undefined) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean).map((s) => {
    const lower = s.toLowerCase();
    for (const urn of [SCIM_SCHEMAS.user, SCIM_SCHEMAS.group]) if (lower.startsWith(`${urn.toLowerCase()}:`)) return lower.slice(urn.length + 1);
    return lower;
  });
  const keyOf = (k: string) => k.toLowerCase();
  const include = list(select.attributes);
  const exclude = list(select.excludedAttributes);
  const out: Record<string, unknown> = { ...resource };
  if (include.length > 0) {
    for (const key of Object.keys(out)) {
      const k = keyOf(key);
      if (k === 'id' || k === 'schemas') continue;
      const subs = include.filter((a) => a.startsWith(`${k}.`)).map((a) => a.slice(k.length + 1));
      const enterpriseSubs = include.filter((a) => a.startsWith(`${k}:`)).map((a) => a.slice(k.length + 1));
      if (include.includes(k)) continue;
      const value = out[key];
      const keep = [...subs, ...enterpriseSubs];
      if (keep.length > 0 && typeof value === 'object' && value !== null && !Array.isArray(value)) {
        out[key] = Object.fromEntries(Object.entries(value).filter(([sub]) => keep.includes(sub.toLowerCase())));
      } else delete out[key];
    }
  }
  for (const attribute of exclude) {
    const [top, sub] = attribute.split(/[.:](?=[^.:]*$)/);
    for (const key of Object.keys(out)) {
      const k = keyOf(key);
      if (k === 'id' || k === 'schemas') continue;
      if (k === attribute) delete out[key];
      else if (sub !== undefined && k === top) {
        const value = out[key];
        if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
          out[key] = Object.fromEntries(Object.entries(value).filter(([s]) => s.toLowerCase() !== sub));
        }
      }
    }
  }
  return out as T;
}

/** `startIndex` / `count` as RFC 7644 §3.4.2.4 reads them. */
function pageOf(query: ScimListQuery): { startIndex: number; count: number } {
  const startIndex = Math.max(1, query.startIndex ?? 1);
  const count = Math.min(SCIM_MAX_RESULTS, Math.max(0, query.count ?? SCIM_DEFAULT_COUNT));
  return { startIndex, count };
}

/** The account's display name from the SCIM name attributes: displayName, else name.formatted, else given + family. */
function accountNameOf(a: Pick<UserAttributes, 'displayName' | 'formatted' | 'givenName' | 'familyName'>): string | null {
  const joined = [a.givenName, a.familyName].filter((x): x is string => x !== null && x !== '').join(' ');
  return a.displayName ?? a.formatted ?? (joined === '' ? null : joined);
}

/** Creates the SCIM service (module docstring). */
export function createScimService(deps: ScimServiceDeps): ScimService {
  const { db, accounts, directory, approvals, now } = deps;
  const iso = () => new Date(now()).toISOString();
  const base = `${deps.publicOrigin}${SCIM_BASE_PATH}`;
  const userLocation = (id: string) => `${base}/Users/${encodeURIComponent(id)}`;
  const groupLocation = (id: string) => `${base}/Groups/${encodeURIComponent(id)}`;

  async function audit(trx: Db, caller: ScimCaller, action: string, subjectType: 'scimUser' | 'scimGroup', subjectId: string, details: Record<string, unknown>): Promise<void> {
    await recordAudit(trx, {
      companyId: caller.companyId, actor: null, action, subjectType, subjectId,
      details: { ...details, actorName: `SCIM token "${caller.tokenName}"`, via: 'scim', tokenId: caller.tokenId },
      at: iso(),
    });
  }

  /** Runs `work` in a transaction; a unique-index violation (a concurrent request) answers 409 uniqueness. */
  async function inTransaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    try {
      return await db.transaction().execute(work);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('A resource with this userName, externalId or displayName already exists');
      throw err;
    }
  }

  // ------------------------------------------------------------------------------------------- users

  /** The SCIM representation of user rows (gives SCIM ids to them, their managers and groups on first sight). */
  async function presentUsers(handle: Db, companyId: string, rows: readonly ScimUserJoinRow[]): Promise<ScimUser[]> {
    if (rows.length === 0) return [];
    const at = iso();
    const needIds = rows.filter((r) => r.scim_id === null).map((r) => r.profile_id);
    const managers = rows.map((r) => r.manager_profile_id).filter((x): x is string => x !== null);
    const ids = await ensureUserIds(handle, companyId, [...needIds, ...managers], at);
    const groupIds = await ensureGroupIds(handle, companyId, rows.map((r) => r.group_id).filter((x): x is number => x !== null).map(Number), at);
    return rows.map((r) => {
      const id = r.scim_id ?? ids.get(r.profile_id)!;
      const managerId = r.manager_profile_id === null ? undefined : ids.get(r.manager_profile_id);
      const groupScimId = r.group_id === null ? undefined : groupIds.get(Number(r.group_id));
      const created = r.scim_created_at ?? r.profile_created_at;
      const lastModified = [created, r.profile_updated_at, r.scim_updated_at ?? ''].sort().at(-1)!;
      const joined = [r.given_name, r.family_name].filter((x): x is string => x !== null).join(' ');
      const formatted = joined || r.account_name || undefined;
      const displayName = r.display_name ?? r.account_name ?? undefined;
      return {
        schemas: [SCIM_SCHEMAS.user, SCIM_SCHEMAS.enterpriseUser],
        id,
        ...(r.external_id !== null ? { externalId: r.external_id } : {}),
        userName: r.email,
        name: {
          ...(formatted ? { formatted } : {}),
          ...(r.given_name !== null ? { givenName: r.given_name } : {}),
          ...(r.family_name !== null ? { familyName: r.family_name } : {}),
        },
        ...(displayName ? { displayName } : {}),
        emails: [{ value: r.email, type: 'work', primary: true }],
        active: r.status === 'active',
        groups: groupScimId ? [{ value: groupScimId, $ref: groupLocation(groupScimId), display: r.group_name ?? '', type: 'direct' }] : [],
        [SCIM_SCHEMAS.enterpriseUser]: managerId ? { manager: { value: managerId, $ref: userLocation(managerId) } } : {},
        meta: { resourceType: 'User', created, lastModified, location: userLocation(id) },
      };
    });
  }

  /** The user with this SCIM id in the company (live), or 404. */
  async function userRow(handle: Db, companyId: string, id: string): Promise<ScimUserJoinRow> {
    const row = (await findUsers(handle, companyId, { scimId: id }, { offset: 0, limit: 1 }))[0];
    if (!row) throw scimNotFound('User', id);
    return row;
  }

  async function presentUser(handle: Db, companyId: string, id: string): Promise<ScimUser> {
    return (await presentUsers(handle, companyId, [await userRow(handle, companyId, id)]))[0]!;
  }

  /** The attributes of a stored user, as patch.ts changes them. */
  async function userState(handle: Db, companyId: string, row: ScimUserJoinRow): Promise<UserAttributes> {
    const managerId = row.manager_profile_id === null ? null : (await ensureUserIds(handle, companyId, [row.manager_profile_id], iso())).get(row.manager_profile_id) ?? null;
    return {
      userName: row.email, externalId: row.external_id, givenName: row.given_name, familyName: row.family_name, formatted: null,
      displayName: row.display_name, active: row.status === 'active', manager: managerId,
    };
  }

  /** The profile of a manager's SCIM id, or 400 invalidValue (unknown, deleted, or another company's). */
  async function managerProfile(handle: Db, companyId: string, managerId: string): Promise<string> {
    const profileId = (await profilesOfUserIds(handle, companyId, [managerId])).get(managerId);
    if (!profileId) throw scimBadRequest('invalidValue', `manager: ${managerId} is not a user of this company`);
    return profileId;
  }

  /** Ends the person's sign-ins everywhere (their open sessions answer as a visitor's from their next call). */
  async function endSessions(trx: Db, accountId: string): Promise<void> {
    await accounts.signOutEverywhere(trx, accountId);
  }

  /**
   * Writes what changed between `current` and `next` for the profile (module docstring), all through `trx`.
   * @returns the names of the changed attributes (for the audit entry)
   */
  async function writeUserChanges(trx: Db, caller: ScimCaller, target: { profileId: string; accountId: string }, current: UserAttributes, next: UserAttributes): Promise<string[]> {
    const companyId = caller.companyId;
    if (next.userName.trim().toLowerCase() !== current.userName.toLowerCase()) {
      throw scimBadRequest('mutability', 'userName cannot change: it is the email the account signs in with');
    }
    const changed: string[] = [];
    if (next.externalId !== current.externalId) {
      if (next.externalId !== null && (await userExternalIdTaken(trx, companyId, next.externalId, target.profileId))) throw conflict('Another user has this externalId');
      changed.push('externalId');
    }
    for (const key of ['givenName', 'familyName', 'displayName', 'formatted'] as const) if (next[key] !== current[key]) changed.push(key === 'formatted' ? 'name' : key);
    const name = accountNameOf(next);
    if ((changed.includes('givenName') || changed.includes('familyName') || changed.includes('displayName') || changed.includes('name')) && name !== null) {
      await accounts.setName(trx, target.accountId, name);
    }
    if (next.manager !== current.manager) {
      const managerProfileId = next.manager === null ? null : await managerProfile(trx, companyId, next.manager);
      await approvals.setManager(trx, { companyId, travelerProfileId: target.profileId, managerProfileId });
      changed.push('manager');
    }
    if (next.active !== current.active) {
      await directory.setMemberStatus(trx, companyId, target.profileId, next.active ? 'active' : 'deactivated');
      if (!next.active) await endSessions(trx, target.accountId);
      changed.push('active');
    }
    await upsertUserRow(trx, companyId, target.profileId, {
      external_id: next.externalId, given_name: next.givenName, family_name: next.familyName, display_name: next.displayName,
    }, iso());
    return [...new Set(changed)];
  }

  const emptyUser = (userName: string): UserAttributes => ({
    userName, externalId: null, givenName: null, familyName: null, formatted: null, displayName: null, active: true, manager: null,
  });

  async function updateUser(caller: ScimCaller, id: string, change: (state: UserAttributes) => UserAttributes): Promise<void> {
    await inTransaction(async (trx) => {
      const row = await userRow(trx, caller.companyId, id);
      const current = await userState(trx, caller.companyId, row);
      const next = change(current);
      const changed = await writeUserChanges(trx, caller, { profileId: row.profile_id, accountId: row.account_id }, current, next);
      await audit(trx, caller, 'scimUser.update', 'scimUser', row.profile_id, { scimId: id, changed, ...(changed.includes('active') ? { active: next.active } : {}) });
    });
  }

  // ------------------------------------------------------------------------------------------- groups

  async function presentGroups(handle: Db, companyId: string, rows: readonly ScimGroupJoinRow[], withMembers: boolean): Promise<ScimGroup[]> {
    if (rows.length === 0) return [];
    const at = iso();
    const ids = await ensureGroupIds(handle, companyId, rows.filter((r) => r.scim_id === null).map((r) => Number(r.group_id)), at);
    const members = withMembers ? await groupMembers(handle, companyId, rows.map((r) => Number(r.group_id))) : [];
    const memberIds = await ensureUserIds(handle, companyId, members.map((m) => m.profile_id), at);
    return rows.map((r) => {
      const id = r.scim_id ?? ids.get(Number(r.group_id))!;
      const lastModified = [r.group_created_at, r.scim_updated_at ?? ''].sort().at(-1)!;
      return {
        schemas: [SCIM_SCHEMAS.group],
        id,
        ...(r.external_id !== null ? { externalId: r.external_id } : {}),
        displayName: r.name,
        ...(withMembers
          ? {
            members: members.filter((m) => Number(m.group_id) === Number(r.group_id)).map((m) => {
              const value = memberIds.get(m.profile_id)!;
              return { value, $ref: userLocation(value), display: m.display_name ?? m.name ?? m.email, type: 'User' };
            }),
          }
          : {}),
        meta: { resourceType: 'Group', created: r.group_created_at, lastModified, location: groupLocation(id) },
      };
    });
  }

  async function groupRow(handle: Db, companyId: string, id: string): Promise<ScimGroupJoinRow> {
    const row = (await findGroups(handle, companyId, { scimId: id }, { offset: 0, limit: 1 }))[0];
    if (!row) throw scimNotFound('Group', id);
    return row;
  }

  const wantsMembers = (select: AttributeSelection) => {
    const has = (v: string | undefined) => (v ?? '').split(',').map((s) => s.trim().toLowerCase().replace(`${SCIM_SCHEMAS.group.toLowerCase()}:`, ''));
    if (has(select.excludedAttributes).some((a) => a === 'members')) return false;
    const include = has(select.attributes).filter(Boolean);
    return include.length === 0 || include.some((a) => a === 'members' || a.startsWith('members.'));
  };

  /** The current members (SCIM ids -> profile ids) of a group. */
  async function currentMembers(handle: Db, companyId: string, groupId: number): Promise<Map<string, string>> {
    const members = await groupMembers(handle, companyId, [groupId]);
    const ids = await ensureUserIds(handle, companyId, members.map((m) => m.profile_id), iso());
    return new Map(members.map((m) => [ids.get(m.profile_id)!, m.profile_id]));
  }

  /** Writes a group's changes: rename, externalId, members added (moved here) and removed. @returns what changed */
  async function writeGroupChanges(trx: Db, caller: ScimCaller, groupId: number, current: GroupAttributes, next: GroupAttributes, memberProfiles: Map<string, string>) {
    const companyId = caller.companyId;
    const at = iso();
    if (next.displayName !== current.displayName) await directory.renameGroup(trx, companyId, groupId, next.displayName);
    if (next.externalId !== current.externalId && next.externalId !== null && (await groupExternalIdTaken(trx, companyId, next.externalId, groupId))) {
      throw conflict('Another group has this externalId');
    }
    const before = new Set(current.members);
    const after = new Set(next.members);
    const added = next.members.filter((id) => !before.has(id));
    const removed = current.members.filter((id) => !after.has(id));
    const addedProfiles = await profilesOfUserIds(trx, companyId, added);
    const unknown = added.filter((id) => !addedProfiles.has(id));
    if (unknown.length > 0) throw scimBadRequest('invalidValue', `members: ${unknown.slice(0, 5).join(', ')} ${unknown.length === 1 ? 'is not a user' : 'are not users'} of this company`);
    await directory.addGroupMembers(trx, companyId, groupId, [...addedProfiles.values()]);
    const removedProfiles = removed.map((id) => memberProfiles.get(id)).filter((x): x is string => x !== undefined);
    await directory.removeGroupMembers(trx, companyId, groupId, removedProfiles);
    await touchUsers(trx, companyId, [...addedProfiles.values(), ...removedProfiles], at);
    await upsertGroupRow(trx, companyId, groupId, next.externalId, at);
    return {
      renamed: next.displayName !== current.displayName, externalIdChanged: next.externalId !== current.externalId,
      membersAdded: addedProfiles.size, membersRemoved: removedProfiles.length,
    };
  }

  async function updateGroup(caller: ScimCaller, id: string, change: (state: GroupAttributes) => GroupAttributes): Promise<string> {
    return inTransaction(async (trx) => {
      const row = await groupRow(trx, caller.companyId, id);
      const groupId = Number(row.group_id);
      const members = await currentMembers(trx, caller.companyId, groupId);
      const current: GroupAttributes = { displayName: row.name, externalId: row.external_id, members: [...members.keys()] };
      const result = await writeGroupChanges(trx, caller, groupId, current, change(current), members);
      await audit(trx, caller, 'scimGroup.update', 'scimGroup', String(groupId), { scimId: id, ...result });
      return id;
    });
  }

  /** The user filters of a list query, or null when the filter can match nothing. */
  function userFilterOf(tests: readonly ScimEquality[]): UserFilter | null {
    const userName = stringTest(tests, 'username');
    const email = stringTest(tests, 'emails.value') ?? stringTest(tests, 'emails');
    const externalId = stringTest(tests, 'externalid');
    const id = stringTest(tests, 'id');
    const active = booleanTest(tests, 'active');
    if (userName === false || email === false || externalId === false || id === false || active === 'none') return null;
    const emails = [userName, email].filter((x): x is string => x !== undefined).map((x) => x.trim().toLowerCase());
    if (emails.length === 2 && emails[0] !== emails[1]) return null;
    return {
      ...(emails[0] !== undefined ? { email: emails[0] } : {}),
      ...(externalId !== undefined ? { externalId } : {}),
      ...(id !== undefined ? { scimId: id } : {}),
      ...(active !== undefined ? { active } : {}),
    };
  }

  const service: ScimService = {
    async listUsers(caller, query) {
      const { startIndex, count } = pageOf(query);
      const filter = query.filter === undefined || query.filter.trim() === '' ? {} : userFilterOf(parseScimFilter(query.filter, USER_FILTERS));
      if (filter === null) return { schemas: [SCIM_SCHEMAS.listResponse], totalResults: 0, itemsPerPage: 0, startIndex };
      const page = { offset: startIndex - 1, limit: count };
      const rows = count === 0 ? [] : await findUsers(db, caller.companyId, filter, page);
      // The total in SQL; when the page is full or starts past the first item another query counts (else the page is the rest).
      const total = rows.length > 0 && rows.length < count ? page.offset + rows.length : await countUsers(db, caller.companyId, filter);
      const resources = (await presentUsers(db, caller.companyId, rows)).map((u) => selectAttributes(u, query));
      return { schemas: [SCIM_SCHEMAS.listResponse], totalResults: total, itemsPerPage: resources.length, startIndex, ...(resources.length > 0 ? { Resources: resources } : {}) };
    },

    async getUser(caller, id, select) {
      return selectAttributes(await presentUser(db, caller.companyId, id), select);
    },

    async createUser(caller, input) {
      const email = input.userName.trim().toLowerCase();
      if (!EmailSchema.safeParse(email).success) throw scimBadRequest('invalidValue', 'userName must be an email address');
      const requested = applyUserValues(emptyUser(email), input as Record<string, unknown>);
      const companyId = caller.companyId;
      const id = await inTransaction(async (trx) => {
        const existing = await accounts.findByEmail(trx, email);
        let accountId: string;
        let profileId: string;
        let active = true;
        let revived = false;
        if (existing) {
          const profile = await directory.profileOfAccount(trx, existing.id);
          if (profile && profile.companyId !== companyId) throw conflict('userName is already in use');
          if (profile) {
            const row = await findUserRowByProfile(trx, companyId, profile.profileId);
            if (profile.kind !== 'member' || !row || row.deleted_at === null) throw conflict('A user with this userName already exists');
            // A user this directory deleted comes back under a new id (reactivated unless the request says otherwise).
            revived = true;
            profileId = profile.profileId;
            active = profile.status === 'active';
          } else {
            const domain = email.slice(email.lastIndexOf('@') + 1);
            if (!(await directory.ownsEmailDomain(trx, companyId, domain))) throw conflict('userName is already in use');
            profileId = await directory.addMember(trx, companyId, existing.id);
          }
          accountId = existing.id;
        } else {
          const created = await accounts.create(trx, { email, name: accountNameOf(requested) });
          if (!created) throw conflict('userName is already in use');
          accountId = created.id;
          profileId = await directory.addMember(trx, companyId, accountId);
        }
        const scimId = await upsertUserRow(trx, companyId, profileId, { external_id: null, given_name: null, family_name: null, display_name: null }, iso(), { newId: newScimId() });
        await writeUserChanges(trx, caller, { profileId, accountId }, { ...emptyUser(email), active }, requested);
        await audit(trx, caller, 'scimUser.create', 'scimUser', profileId, { scimId, userName: email, revived, active: requested.active });
        return scimId;
      });
      return presentUser(db, companyId, id);
    },

    async replaceUser(caller, id, input) {
      await updateUser(caller, id, (state) => applyUserValues(state, input as Record<string, unknown>));
      return presentUser(db, caller.companyId, id);
    },

    async patchUser(caller, id, patch, select) {
      await updateUser(caller, id, (state) => applyUserPatch(state, patch.Operations));
      return selectAttributes(await presentUser(db, caller.companyId, id), select);
    },

    async deleteUser(caller, id) {
      await inTransaction(async (trx) => {
        const row = await userRow(trx, caller.companyId, id);
        await directory.setMemberStatus(trx, caller.companyId, row.profile_id, 'deactivated');
        await endSessions(trx, row.account_id);
        await markUserDeleted(trx, caller.companyId, id, iso());
        await audit(trx, caller, 'scimUser.delete', 'scimUser', row.profile_id, { scimId: id, userName: row.email });
      });
    },

    async listGroups(caller, query) {
      const { startIndex, count } = pageOf(query);
      let filter: GroupFilter | null = {};
      if (query.filter !== undefined && query.filter.trim() !== '') {
        const tests = parseScimFilter(query.filter, GROUP_FILTERS);
        const displayName = stringTest(tests, 'displayname');
        const externalId = stringTest(tests, 'externalid');
        const id = stringTest(tests, 'id');
        const member = stringTest(tests, 'members.value');
        if (displayName === false || externalId === false || id === false || member === false) filter = null;
        else {
          const memberProfileId = member === undefined ? undefined : (await profilesOfUserIds(db, caller.companyId, [member])).get(member) ?? '';
          filter = {
            ...(displayName !== undefined ? { displayName } : {}), ...(externalId !== undefined ? { externalId } : {}), ...(id !== undefined ? { scimId: id } : {}),
            ...(memberProfileId !== undefined ? { memberProfileId } : {}),
          };
        }
      }
      if (filter === null) return { schemas: [SCIM_SCHEMAS.listResponse], totalResults: 0, itemsPerPage: 0, startIndex };
      const page = { offset: startIndex - 1, limit: count };
      const rows = count === 0 ? [] : await findGroups(db, caller.companyId, filter, page);
      const total = rows.length > 0 && rows.length < count ? page.offset + rows.length : await countGroups(db, caller.companyId, filter);
      const resources = (await presentGroups(db, caller.companyId, rows, wantsMembers(query))).map((g) => selectAttributes(g, query));
      return { schemas: [SCIM_SCHEMAS.listResponse], totalResults: total, itemsPerPage: resources.length, startIndex, ...(resources.length > 0 ? { Resources: resources } : {}) };
    },

    async getGroup(caller, id, select) {
      const row = await groupRow(db, caller.companyId, id);
      return selectAttributes((await presentGroups(db, caller.companyId, [row], wantsMembers(select)))[0]!, select);
    },

    async createGroup(caller, input) {
      const next = applyGroupValues({ displayName: input.displayName, externalId: null, members: [] }, input as Record<string, unknown>);
      const id = await inTransaction(async (trx) => {
        if (next.externalId !== null && (await groupExternalIdTaken(trx, caller.companyId, next.externalId, null))) throw conflict('Another group has this externalId');
        const groupId = await directory.createGroup(trx, caller.companyId, next.displayName);
        const scimId = await upsertGroupRow(trx, caller.companyId, groupId, next.externalId, iso());
        const result = await writeGroupChanges(trx, caller, groupId, { displayName: next.displayName, externalId: next.externalId, members: [] }, next, new Map());
        await audit(trx, caller, 'scimGroup.create', 'scimGroup', String(groupId), { scimId, displayName: next.displayName, membersAdded: result.membersAdded });
        return scimId;
      });
      return service.getGroup(caller, id, {});
    },

    async replaceGroup(caller, id, input) {
      await updateGroup(caller, id, (state) => applyGroupValues(state, input as Record<string, unknown>));
      return service.getGroup(caller, id, {});
    },

    async patchGroup(caller, id, patch) {
      await updateGroup(caller, id, (state) => applyGroupPatch(state, patch.Operations));
    },

    async deleteGroup(caller, id) {
      await inTransaction(async (trx) => {
        const row = await groupRow(trx, caller.companyId, id);
        await directory.deleteGroup(trx, caller.companyId, Number(row.group_id));
        await audit(trx, caller, 'scimGroup.delete', 'scimGroup', String(row.group_id), { scimId: id, displayName: row.name });
      });
    },
  };
  return service;
}
