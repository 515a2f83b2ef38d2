// @vitest-environment node
/**
 * The pure parts of SCIM: filters (filter.ts) and attribute changes (patch.ts), with the forms Microsoft Entra ID and
 * Okta send and the ones that must be refused.
 */
import { describe, expect, it } from 'vitest';
import { SCIM_SCHEMAS } from '@travel/contract';
import { ScimHttpError } from './errors.ts';
import { parseScimFilter, stringTest } from './filter.ts';
import { applyGroupPatch, applyUserPatch, applyUserValues, type UserAttributes } from './patch.ts';

const USERS = ['username', 'externalid', 'id', 'active'];
const GROUPS = ['displayname', 'externalid', 'id', 'members.value'];

function scimTypeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    if (e instanceof ScimHttpError) return e.scimType;
    throw e;
  }
  return 'no error';
}

describe('filters', () => {
  it('reads eq tests joined with and, attribute names in any case and with their URN', () => {
    expect(parseScimFilter('userName eq "Test_User@contoso.com"', USERS)).toEqual([{ attribute: 'username', value: 'Test_User@contoso.com' }]);
    expect(parseScimFilter(`${SCIM_SCHEMAS.user}:UserName EQ "a" and externalId eq "x\\"y"`, USERS)).toEqual([
      { attribute: 'username', value: 'a' }, { attribute: 'externalid', value: 'x"y' },
    ]);
    expect(parseScimFilter('(active eq true)', USERS)).toEqual([{ attribute: 'active', value: true }]);
    expect(parseScimFilter('id eq "g1" and members[value eq "u1"]', GROUPS)).toEqual([{ attribute: 'id', value: 'g1' }, { attribute: 'members.value', value: 'u1' }]);
    expect(parseScimFilter('members.value eq "u1"', GROUPS)).toEqual([{ attribute: 'members.value', value: 'u1' }]);
  });

  it('refuses what it does not answer with invalidFilter', () => {
    for (const filter of ['userName co "a"', 'userName eq "a" or userName eq "b"', 'title eq "x"', 'userName eq', 'userName eq "a', 'userName pr', 'userName eq a']) {
      expect(scimTypeOf(() => parseScimFilter(filter, USERS)), filter).toBe('invalidFilter');
    }
  });

  it('two different values for one attribute match nothing', () => {
    expect(stringTest(parseScimFilter('userName eq "a" and userName eq "b"', USERS), 'username')).toBe(false);
    expect(stringTest(parseScimFilter('userName eq "a"', USERS), 'externalid')).toBeUndefined();
  });
});

const user: UserAttributes = {
  userName: 'ada@acme.example', externalId: 'e1', givenName: 'Ada', familyName: 'Lovelace', formatted: null, displayName: null, active: true, manager: null,
};

describe('user changes', () => {
  it('Entra ID forms: Replace with string booleans, filtered email paths ignored, the manager as a bare id', () => {
    const next = applyUserPatch(user, [
      { op: 'Replace', path: 'active', value: 'False' },
      { op: 'Replace', path: 'emails[type eq "work"].value', value: 'other@x.example' },
      { op: 'Replace', path: 'name.familyName', value: 'Byron' },
      { op: 'Add', path: `${SCIM_SCHEMAS.enterpriseUser}:manager`, value: 'm1' },
      { op: 'Add', path: 'title', value: 'Engineer' },
    ]);
    expect(next).toEqual({ ...user, active: false, familyName: 'Byron', manager: 'm1' });
  });

  it('Okta forms: no path with a value object, the manager as { value }, removing the manager', () => {
    const next = applyUserPatch(user, [
      { op: 'replace', value: { active: false, 'name.givenName': 'Augusta', [SCIM_SCHEMAS.enterpriseUser]: { manager: { value: 'm2' } } } },
    ]);
    expect(next).toMatchObject({ active: false, givenName: 'Augusta', manager: 'm2' });
    expect(applyUserPatch(next, [{ op: 'remove', path: `${SCIM_SCHEMAS.enterpriseUser}:manager` }]).manager).toBeNull();
    expect(applyUserPatch(user, [{ op: 'replace', path: 'name', value: { givenName: 'A' } }])).toMatchObject({ givenName: 'A', familyName: 'Lovelace' });
  });

  it('refuses what cannot be applied', () => {
    expect(scimTypeOf(() => applyUserPatch(user, [{ op: 'remove' }]))).toBe('noTarget');
    expect(scimTypeOf(() => applyUserPatch(user, [{ op: 'add', value: 'x' }]))).toBe('invalidSyntax');
    expect(scimTypeOf(() => applyUserPatch(user, [{ op: 'replace', path: 'active', value: 'maybe' }]))).toBe('invalidValue');
    expect(scimTypeOf(() => applyUserPatch(user, [{ op: 'remove', path: 'userName' }]))).toBe('mutability');
  });

  it('a PUT body sets what it sends and keeps what it leaves out', () => {
    expect(applyUserValues(user, { userName: 'ada@acme.example', displayName: 'Ada L.', externalId: null })).toEqual({ ...user, displayName: 'Ada L.', externalId: null });
  });
});

describe('group changes', () => {
  const group = { displayName: 'Sales', externalId: null, members: ['u1', 'u2'] };
  it('adds, removes by value list and by members[value eq], replaces, renames without a path', () => {
    expect(applyGroupPatch(group, [{ op: 'Add', path: 'members', value: [{ $ref: null, value: 'u3' }, { value: 'u1' }] }]).members).toEqual(['u1', 'u2', 'u3']);
    expect(applyGroupPatch(group, [{ op: 'Remove', path: 'members', value: [{ value: 'u1' }] }]).members).toEqual(['u2']);
    expect(applyGroupPatch(group, [{ op: 'remove', path: 'members[value eq "u2"]' }]).members).toEqual(['u1']);
    expect(applyGroupPatch(group, [{ op: 'remove', path: 'members' }]).members).toEqual([]);
    expect(applyGroupPatch(group, [{ op: 'replace', path: 'members', value: [{ value: 'u9' }] }]).members).toEqual(['u9']);
    expect(applyGroupPatch(group, [{ op: 'replace', value: { id: 'g', displayName: 'Sales EMEA' } }])).toMatchObject({ displayName: 'Sales EMEA', members: ['u1', 'u2'] });
  });

  it('refuses members without a value and a bad path', () => {
    expect(scimTypeOf(() => applyGroupPatch(group, [{ op: 'add', path: 'members', value: [{ display: 'x' }] }]))).toBe('invalidValue');
    expect(scimTypeOf(() => applyGroupPatch(group, [{ op: 'add', path: 'members[value eq "u1"]', value: [] }]))).toBe('invalidPath');
    expect(scimTypeOf(() => applyGroupPatch(group, [{ op: 'remove', path: 'displayName' }]))).toBe('mutability');
  });
});
