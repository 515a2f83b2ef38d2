// @vitest-environment node
/** The named resource policies (business-policies.ts) as tables: who may act on which traveler, event, guest, request. */
import { describe, expect, it } from 'vitest';
import { permissionsOfRole, policy, type BuiltInRole, type BusinessActor, type Permission, type ProfileResource } from './index.ts';

const actor = (permissions: readonly Permission[], profileId = 'me', companyId = 'acme'): BusinessActor => ({ accountId: `a-${profileId}`, profileId, companyId, permissions });
const role = (r: BuiltInRole, profileId = 'me') => actor(permissionsOfRole(r), profileId);
const traveler = (patch: Partial<ProfileResource> = {}): ProfileResource => ({ profileId: 'other', companyId: 'acme', ...patch });

describe('trip.bookFor', () => {
  it.each<[string, BusinessActor, ProfileResource, boolean]>([
    ['a traveler for themselves', role('TRAVELER'), traveler({ profileId: 'me' }), true],
    ['a traveler for someone else', role('TRAVELER'), traveler(), false],
    ['FOR_ALL for anyone of the company', actor(['TRIP_EVENT_BOOK_FOR_ALL']), traveler(), true],
    ['FOR_ALL never across companies', actor(['TRIP_EVENT_BOOK_FOR_ALL']), traveler({ companyId: 'globex' }), false],
    ['FOR_OTHER for a direct report', actor(['TRIP_EVENT_BOOK_FOR_OTHER']), traveler({ managerProfileId: 'me' }), true],
    ['FOR_OTHER not for someone else\'s report', actor(['TRIP_EVENT_BOOK_FOR_OTHER']), traveler({ managerProfileId: 'boss' }), false],
    ['EXPLICIT for a traveler who named the arranger', actor(['TRIP_EVENT_BOOK_FOR_EXPLICIT']), traveler({ arrangerProfileIds: ['me'] }), true],
    ['EXPLICIT not for one who did not', actor(['TRIP_EVENT_BOOK_FOR_EXPLICIT']), traveler({ arrangerProfileIds: ['x'] }), false],
    ['ALL_ALLOWING for a traveler who allows any arranger', actor(['TRIP_EVENT_BOOK_FOR_ALL_ALLOWING']), traveler({ allowsAnyArranger: true }), true],
    ['ALL_ALLOWING not for one who does not', actor(['TRIP_EVENT_BOOK_FOR_ALL_ALLOWING']), traveler({ allowsAnyArranger: false }), false],
    ['FOR_GUEST for a guest', actor(['TRIP_EVENT_BOOK_FOR_GUEST']), traveler({ guest: true }), true],
    ['FOR_GUEST not for a member', actor(['TRIP_EVENT_BOOK_FOR_GUEST']), traveler(), false],
    ['arranger (built-in) for a traveler who named them', role('TRAVEL_ARRANGER'), traveler({ arrangerProfileIds: ['me'] }), true],
    ['arranger (built-in) not for any traveler', role('TRAVEL_ARRANGER'), traveler(), false],
    ['travel manager (built-in) for anyone', role('TRAVEL_MANAGER'), traveler(), true],
  ])('%s: %s', (_what, a, t, expected) => {
    expect(policy('trip.bookFor', a, t)).toBe(expected);
  });
});

describe('profile.view / profile.edit', () => {
  it.each<[string, BusinessActor, ProfileResource, boolean, boolean]>([
    ['own profile, traveler', role('TRAVELER'), traveler({ profileId: 'me' }), true, true],
    ['another profile, traveler', role('TRAVELER'), traveler(), false, false],
    ['another profile, admin', role('COMPANY_ADMIN'), traveler(), true, true],
    ['another company, admin', role('COMPANY_ADMIN'), traveler({ companyId: 'globex' }), false, false],
    ['a traveler they approve for, approver', role('APPROVER'), traveler({ approverProfileId: 'me' }), true, false],
    ['helpdesk views anyone, edits no one else', role('HELPDESK'), traveler(), true, false],
  ])('%s: view %s edit %s', (_what, a, p, view, edit) => {
    expect(policy('profile.view', a, p)).toBe(view);
    expect(policy('profile.edit', a, p)).toBe(edit);
  });
});

describe('event.edit, guest.delete, approval.process', () => {
  it('own events with EVENT_EDIT, all with EVENT_EDIT_FOR_ALL, never another company', () => {
    expect(policy('event.edit', role('TRAVELER'), { companyId: 'acme', ownerProfileId: 'me' })).toBe(true);
    expect(policy('event.edit', role('TRAVELER'), { companyId: 'acme', ownerProfileId: 'other' })).toBe(false);
    expect(policy('event.edit', role('EVENT_EDITOR'), { companyId: 'acme', ownerProfileId: 'other' })).toBe(true);
    expect(policy('event.edit', role('EVENT_EDITOR'), { companyId: 'globex', ownerProfileId: 'other' })).toBe(false);
  });

  it('guests: own sponsored with USER_GUEST_DELETE, all with _FOR_ALL, never a member', () => {
    const guest = traveler({ guest: true, sponsorProfileId: 'me' });
    expect(policy('guest.delete', actor(['USER_GUEST_DELETE']), guest)).toBe(true);
    expect(policy('guest.delete', actor(['USER_GUEST_DELETE']), { ...guest, sponsorProfileId: 'x' })).toBe(false);
    expect(policy('guest.delete', actor(['USER_GUEST_DELETE_FOR_ALL']), { ...guest, sponsorProfileId: 'x' })).toBe(true);
    expect(policy('guest.delete', actor(['USER_GUEST_DELETE_FOR_ALL']), traveler())).toBe(false);
  });

  it.each<[string, BusinessActor, ProfileResource, string | null, boolean]>([
    ['approver for their traveler', role('APPROVER'), traveler({ approverProfileId: 'me' }), null, true],
    ['manager with approval processing for a report', actor(['TRIP_EVENT_APPROVAL_PROCESSING']), traveler({ managerProfileId: 'me' }), null, true],
    ['approver for someone else\'s traveler', actor(['TRIP_EVENT_APPROVAL_PROCESSING']), traveler(), null, false],
    ['explicitly named approver', actor(['TRIP_EVENT_APPROVAL_REQUEST_FOR_EXPLICIT']), traveler(), 'me', true],
    ['an approver named on the request decides it though not the traveler\'s approver', actor(['TRIP_EVENT_APPROVAL_PROCESSING']), traveler(), 'me', true],
    ['a request naming someone else is not theirs', actor(['TRIP_EVENT_APPROVAL_PROCESSING']), traveler(), 'x', false],
    ['named, but holding no approval permission', actor(['TRIP_EVENT_BOOK']), traveler(), 'me', false],
    ['FOR_ALL for anyone', actor(['TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL']), traveler(), null, true],
    ['never their own request, even FOR_ALL', actor(['TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL']), traveler({ profileId: 'me' }), null, false],
    ['never another company', actor(['TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL']), traveler({ companyId: 'globex' }), null, false],
  ])('%s: %s', (_what, a, t, explicit, expected) => {
    expect(policy('approval.process', a, { companyId: 'acme', traveler: t, explicitApproverProfileId: explicit })).toBe(expected);
  });
});
