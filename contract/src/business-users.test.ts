import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FindUsersRequestSchema, USER_SEARCH_MODES, bookForWording, emptyUserSearchPage, maySearchUsers, permissionsOfRole, shouldSearchUsers, splitAccountName,
  userSearchMinLength, visibleUserSearchResults,
} from './index.ts';

describe('user search rules (account-business-header-and-trips §5)', () => {
  it('defaults the minimum length to 0 and enforces at least 1 when configured', () => {
    expect(userSearchMinLength()).toBe(0);
    expect(userSearchMinLength(0)).toBe(0);
    expect(userSearchMinLength(0.2)).toBe(1);
    expect(userSearchMinLength(-3)).toBe(0);
    expect(userSearchMinLength(3)).toBe(3);
  });

  it('does not search a query shorter than the minimum, nor an empty one unless allowed', () => {
    expect(shouldSearchUsers('ab', { minLength: 3 })).toBe(false);
    expect(shouldSearchUsers('abc', { minLength: 3 })).toBe(true);
    expect(shouldSearchUsers('  ab ', { minLength: 3 })).toBe(false);
    expect(shouldSearchUsers('', {})).toBe(false);
    expect(shouldSearchUsers('   ', { allowEmpty: true })).toBe(true);
    expect(shouldSearchUsers('a')).toBe(true);
  });

  it('never searches below the minimum (property)', () => {
    fc.assert(fc.property(fc.string(), fc.integer({ min: 1, max: 10 }), (q, min) => {
      const searched = shouldSearchUsers(q, { minLength: min });
      expect(searched).toBe(q.trim().length >= min);
    }));
  });

  it('removes the caller and the current traveler, case-insensitively, keeping order', () => {
    const rows = [{ email: 'a@x' }, { email: 'Me@x' }, { email: 'b@x' }, { email: 'T@X' }, { email: 'c@x' }];
    expect(visibleUserSearchResults(rows, 'me@x', 't@x').map((r) => r.email)).toEqual(['a@x', 'b@x', 'c@x']);
    expect(visibleUserSearchResults(rows, null, undefined)).toHaveLength(5);
  });

  it('never shows self or the current traveler (property)', () => {
    fc.assert(fc.property(fc.array(fc.emailAddress()), fc.emailAddress(), fc.emailAddress(), (emails, self, current) => {
      const shown = visibleUserSearchResults(emails.map((email) => ({ email })), self, current).map((r) => r.email.toLowerCase());
      expect(shown).not.toContain(self.toLowerCase());
      expect(shown).not.toContain(current.toLowerCase());
    }));
  });

  it('yields an empty first page of 15 for VALIDATION_ERROR (§8)', () => {
    expect(emptyUserSearchPage()).toEqual({ users: [], page: 0, size: 15, total: 0 });
  });
});

describe('findUsers request', () => {
  it('fills defaults and refuses unknown modes and fields', () => {
    expect(FindUsersRequestSchema.parse({})).toEqual({ query: '', filters: {}, searchMode: 'all', page: 0, size: 5 });
    expect(FindUsersRequestSchema.safeParse({ searchMode: 'everyone' }).success).toBe(false);
    expect(FindUsersRequestSchema.safeParse({ filters: { officeIds: [1] } }).success).toBe(false);
    expect(FindUsersRequestSchema.safeParse({ size: 51 }).success).toBe(false);
    expect(USER_SEARCH_MODES).toHaveLength(13);
  });
});

describe('who may search and the toggle wording (§6)', () => {
  it('opens travelersForTravelArranger to book-for holders only', () => {
    expect(maySearchUsers(permissionsOfRole('TRAVEL_ARRANGER'), 'travelersForTravelArranger')).toBe(true);
    expect(maySearchUsers(permissionsOfRole('TRAVELER'), 'travelersForTravelArranger')).toBe(false);
    expect(maySearchUsers(permissionsOfRole('TRAVELER'), 'potentialTravelArrangers')).toBe(true);
    expect(maySearchUsers(permissionsOfRole('TRAVELER'), 'all')).toBe(false);
  });

  it('words the toggle for arrangers and helpdesk staff', () => {
    expect(bookForWording(permissionsOfRole('TRAVEL_ARRANGER'))).toBe('arranger');
    expect(bookForWording(permissionsOfRole('HELPDESK'))).toBe('helpdesk');
    expect(bookForWording(permissionsOfRole('TRAVEL_MANAGER'))).toBe('arranger');
    expect(bookForWording(permissionsOfRole('COMPANY_ADMIN'))).toBe('arranger');
    expect(bookForWording(permissionsOfRole('TRAVELER'))).toBeNull();
    expect(bookForWording(['TRIP_EVENT_BOOK_FOR_GUEST'])).toBe('arranger');
  });

  it('splits account names', () => {
    expect(splitAccountName('Tess  Traveler Jones')).toEqual({ firstName: 'Tess', lastName: 'Traveler Jones' });
    expect(splitAccountName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(splitAccountName(null)).toEqual({ firstName: '', lastName: '' });
  });
});
