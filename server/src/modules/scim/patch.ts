/**
 * SCIM attribute changes (RFC 7644 §3.5.1 PUT, §3.5.2 PATCH) applied to a user's or group's attributes as plain data:
 * pure functions, so the service reads the resource, applies the request here, then writes what changed in one
 * transaction. Both the forms of the RFC and the ones Microsoft Entra ID and Okta send are understood:
 * - with a path: `{"op":"replace","path":"active","value":"False"}`, `{"op":"replace","path":"name.givenName",...}`,
 *   `{"op":"add","path":"urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:manager","value":"<id>"}` (Entra's
 *   bare id) or `{"value":{"value":"<id>"}}` (Okta), `{"op":"remove","path":"members[value eq \"<id>\"]"}`;
 * - without a path: `{"op":"Replace","value":{"active":false}}`, `{"op":"replace","value":{"name.givenName":"x"}}`,
 *   `{"op":"add","value":{"members":[{"value":"<id>"}]}}`.
 * Operation names are case-insensitive; `active` may be "True"/"False". Attributes the product does not keep (phone
 * numbers, addresses, title, department, emails beyond the userName, ...) are accepted and ignored, so a directory's
 * default attribute mappings work. `userName` cannot change (400 `mutability`; module docstring of contract scim.ts).
 */
import { SCIM_SCHEMAS, scimBoolean, type ScimPatchOperation } from '@travel/contract';
import { canonicalAttribute } from './filter.ts';
import { scimBadRequest } from './errors.ts';

/** A user's SCIM attributes the product keeps. `manager` is the manager's SCIM id. */
export interface UserAttributes {
  userName: string;
  externalId: string | null;
  givenName: string | null;
  familyName: string | null;
  /** `name.formatted` as sent (not stored: the account's name is made from it when there is no displayName). */
  formatted: string | null;
  displayName: string | null;
  active: boolean;
  manager: string | null;
}

/** A group's SCIM attributes. `members` are users' SCIM ids, unique, in the order given. */
export interface GroupAttributes {
  displayName: string;
  externalId: string | null;
  members: string[];
}

const ENTERPRISE = SCIM_SCHEMAS.enterpriseUser.toLowerCase();

type Op = 'add' | 'replace' | 'remove';

function opOf(operation: ScimPatchOperation): Op {
  return operation.op.toLowerCase() as Op;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function text(path: string, value: unknown, max = 256): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') throw scimBadRequest('invalidValue', `${path} must be a string`);
  const trimmed = value.trim();
  if (trimmed.length > max) throw scimBadRequest('invalidValue', `${path} is longer than ${max} characters`);
  return trimmed === '' ? null : trimmed;
}

/**
 * A user path, canonical: lower case, core URN dropped, the enterprise extension's attributes as `enterprise:<attr>`.
 * `emails[type eq "work"].value` keeps only `emails` (the product ignores emails).
 */
function userPath(path: string): string {
  const lower = path.trim().toLowerCase();
  if (lower.startsWith(`${ENTERPRISE}:`)) return `enterprise:${lower.slice(ENTERPRISE.length + 1)}`;
  if (lower === ENTERPRISE) return 'enterprise';
  const canonical = canonicalAttribute(path.trim());
  const bracket = canonical.indexOf('[');
  return bracket >= 0 ? canonical.slice(0, bracket) : canonical;
}

/** Pairs (canonical path, value) of a value object sent without a path (or as a POST/PUT body). */
function userPairs(value: Record<string, unknown>): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const [key, v] of Object.entries(value)) {
    const path = userPath(key);
    if (path === 'enterprise' && isObject(v)) {
      for (const [sub, subValue] of Object.entries(v)) out.push([`enterprise:${sub.toLowerCase()}`, subValue]);
    } else if (path === 'name' && isObject(v)) {
      for (const [sub, subValue] of Object.entries(v)) out.push([`name.${sub.toLowerCase()}`, subValue]);
    } else {
      out.push([path, v]);
    }
  }
  return out;
}

function managerValue(path: string, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return text(path, value, 64);
  if (isObject(value)) return text(`${path}.value`, value.value ?? null, 64);
  throw scimBadRequest('invalidValue', `${path} must be the manager's id or { "value": id }`);
}

/** Sets one attribute of `state` (add / replace). Unknown attributes are ignored. */
function setUserAttribute(state: UserAttributes, path: string, value: unknown): void {
  switch (path) {
    case 'active': {
      const b = scimBoolean(value);
      if (b === undefined) throw scimBadRequest('invalidValue', 'active must be true or false');
      state.active = b;
      return;
    }
    case 'username': {
      const v = text('userName', value, 254);
      if (v === null) throw scimBadRequest('invalidValue', 'userName is required');
      state.userName = v;
      return;
    }
    case 'externalid':
      state.externalId = text('externalId', value);
      return;
    case 'displayname':
      state.displayName = text('displayName', value, 200);
      return;
    case 'name':
      if (value !== null && value !== undefined) throw scimBadRequest('invalidValue', 'name must be an object');
      state.givenName = null;
      state.familyName = null;
      state.formatted = null;
      return;
    case 'name.givenname':
      state.givenName = text('name.givenName', value, 100);
      return;
    case 'name.familyname':
      state.familyName = text('name.familyName', value, 100);
      return;
    case 'name.formatted':
      state.formatted = text('name.formatted', value, 200);
      return;
    case 'enterprise:manager':
      state.manager = managerValue('manager', value);
      return;
    case 'enterprise:manager.value':
      state.manager = text('manager.value', value, 64);
      return;
    default:
      // id, meta, schemas, emails, phone numbers, addresses, title, the enterprise extension's other attributes...
      return;
  }
}

/** Removes one attribute (PATCH remove with a path). */
function removeUserAttribute(state: UserAttributes, path: string): void {
  if (path === 'username') throw scimBadRequest('mutability', 'userName cannot be removed');
  if (path === 'active') return;
  setUserAttribute(state, path, null);
}

/**
 * Applies a POST / PUT body's attributes (or a PATCH value object): each attribute present is set (null clears it);
 * attributes left out keep their value (RFC 7644 §3.5.1: omitted attributes are not asserted).
 */
export function applyUserValues(state: UserAttributes, values: Record<string, unknown>): UserAttributes {
  const next = { ...state };
  for (const [path, value] of userPairs(values)) setUserAttribute(next, path, value);
  return next;
}

/** Applies PATCH operations in order. @throws ScimHttpError 400 (noTarget, invalidValue, invalidSyntax, mutability) */
export function applyUserPatch(state: UserAttributes, operations: readonly ScimPatchOperation[]): UserAttributes {
  let next = { ...state };
  for (const operation of operations) {
    const op = opOf(operation);
    if (operation.path === undefined || operation.path.trim() === '') {
      if (op === 'remove') throw scimBadRequest('noTarget', 'A remove operation needs a path');
      if (!isObject(operation.value)) throw scimBadRequest('invalidSyntax', `An ${op} operation without a path needs an object value`);
      next = applyUserValues(next, operation.value);
      continue;
    }
    const path = userPath(operation.path);
    if (op === 'remove') removeUserAttribute(next, path);
    else if ((path === 'name' || path === 'enterprise') && isObject(operation.value)) {
      next = applyUserValues(next, { [path === 'name' ? 'name' : SCIM_SCHEMAS.enterpriseUser]: operation.value });
    } else setUserAttribute(next, path, operation.value);
  }
  return next;
}

function memberIds(path: string, value: unknown): string[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.map((m) => {
    const id = isObject(m) ? m.value : m;
    if (typeof id !== 'string' || id.trim() === '') throw scimBadRequest('invalidValue', `${path}: each member needs a "value" (the user's id)`);
    return id.trim();
  });
}

const unique = (ids: readonly string[]) => [...new Set(ids)];

/** The id of a `members[value eq "id"]` path, or undefined for another path. */
function memberFilterId(path: string): string | undefined {
  const m = /^members\s*\[\s*value\s+eq\s+("(?:[^"\\]|\\.)*")\s*\]$/i.exec(path.trim());
  if (!m) return undefined;
  try {
    return JSON.parse(m[1]!) as string;
  } catch {
    throw scimBadRequest('invalidPath', `Malformed path ${path}`);
  }
}

function setGroupAttribute(state: GroupAttributes, op: Op, path: string, value: unknown): void {
  if (path === 'displayname') {
    const name = text('displayName', value, 80);
    if (name === null) throw scimBadRequest('invalidValue', 'displayName is required');
    state.displayName = name;
  } else if (path === 'externalid') {
    state.externalId = text('externalId', value);
  } else if (path === 'members') {
    const ids = memberIds('members', value);
    state.members = op === 'add' ? unique([...state.members, ...ids]) : unique(ids);
  }
  // id, meta, schemas: ignored.
}

/** Applies a POST / PUT body's group attributes: present ones are set, `members` replaced when present. */
export function applyGroupValues(state: GroupAttributes, values: Record<string, unknown>): GroupAttributes {
  const next = { ...state, members: [...state.members] };
  for (const [key, value] of Object.entries(values)) setGroupAttribute(next, 'replace', canonicalAttribute(key), value);
  return next;
}

/** Applies PATCH operations to a group in order. @throws ScimHttpError 400 (noTarget, invalidPath, invalidValue, invalidSyntax) */
export function applyGroupPatch(state: GroupAttributes, operations: readonly ScimPatchOperation[]): GroupAttributes {
  const next = { ...state, members: [...state.members] };
  for (const operation of operations) {
    const op = opOf(operation);
    const rawPath = operation.path?.trim() ?? '';
    if (rawPath === '') {
      if (op === 'remove') throw scimBadRequest('noTarget', 'A remove operation needs a path');
      if (!isObject(operation.value)) throw scimBadRequest('invalidSyntax', `An ${op} operation without a path needs an object value`);
      for (const [key, value] of Object.entries(operation.value)) setGroupAttribute(next, op, canonicalAttribute(key), value);
      continue;
    }
    const filtered = memberFilterId(rawPath);
    if (filtered !== undefined) {
      if (op !== 'remove') throw scimBadRequest('invalidPath', 'Only remove may target members[value eq "id"]');
      next.members = next.members.filter((id) => id !== filtered);
      continue;
    }
    const path = canonicalAttribute(rawPath);
    if (path.includes('[')) throw scimBadRequest('invalidPath', `Unsupported path ${rawPath}`);
    if (op === 'remove') {
      if (path === 'members') {
        // With a value: those members; without: every member (RFC 7644 §3.5.2.2).
        if (operation.value === undefined || operation.value === null) next.members = [];
        else {
          const gone = new Set(memberIds('members', operation.value));
          next.members = next.members.filter((id) => !gone.has(id));
        }
      } else if (path === 'displayname') throw scimBadRequest('mutability', 'displayName cannot be removed');
      else if (path === 'externalid') next.externalId = null;
      continue;
    }
    setGroupAttribute(next, op, path, operation.value);
  }
  return next;
}
