/**
 * Named resource policies of the business edition: permissions whose meaning depends on the resource (`_FOR_ALL`,
 * `_EXPLICIT`, `_ALL_ALLOWING`, own vs every profile and event). Route declarations can only ask "holds one of";
 * whether THIS traveler, THIS event or THIS approval request is allowed is asked here, by the server's services and by
 * the frame alike (bulletproof-react's POLICIES map is the model). Spec: core-and-business §6 (permissions, "Booking
 * for others requires one of: book for other, explicit, all allowing, all"); account-business-header-and-trips §4
 * (book for another traveler, impersonation modes), §6.
 *
 * Every policy is pure and answers false across companies: an actor never acts on another company's resource.
 */
import type { Permission } from './business.ts';
import { MAX_HOTEL_ROOMS } from './hotels.ts';

/**
 * Who acts (issue #24 "pass services an actor (who acts, for whom) instead of a bare account id"): the signed-in
 * account, its business profile and company, its permissions, and `onBehalfOf` when an arranger books for a traveler
 * or helpdesk impersonates one (the profile the action is for).
 */
export interface BusinessActor {
  accountId: string;
  profileId: string;
  companyId: string;
  permissions: readonly Permission[];
  onBehalfOf?: { profileId: string; mode: 'book' | 'view' } | undefined;
}

/** A business profile as the policies see it. */
export interface ProfileResource {
  profileId: string;
  companyId: string;
  /** The profile's manager (their direct reports are TRIP_EVENT_BOOK_FOR_OTHER's "others"). */
  managerProfileId?: string | null | undefined;
  /** The profile's designated approver. */
  approverProfileId?: string | null | undefined;
  /** Arrangers this traveler named (TRIP_EVENT_BOOK_FOR_EXPLICIT). */
  arrangerProfileIds?: readonly string[] | undefined;
  /** The traveler lets any arranger book for them (TRIP_EVENT_BOOK_FOR_ALL_ALLOWING). */
  allowsAnyArranger?: boolean | undefined;
  /** A guest (TRIP_EVENT_BOOK_FOR_GUEST, USER_GUEST_DELETE*); `sponsorProfileId` invited them. */
  guest?: boolean | undefined;
  sponsorProfileId?: string | null | undefined;
}

/** A trip event (saved, in the cart, booked) as the policies see it: whose trip it is. */
export interface EventResource {
  companyId: string;
  ownerProfileId: string;
}

/** An approval request: the traveler it is for, and the approver it explicitly names (if any). */
export interface ApprovalResource {
  companyId: string;
  traveler: ProfileResource;
  explicitApproverProfileId?: string | null | undefined;
}

const holds = (actor: BusinessActor, ...permissions: Permission[]) => permissions.some((p) => actor.permissions.includes(p));
const sameCompany = (actor: BusinessActor, resource: { companyId: string }) => actor.companyId === resource.companyId;
const isSelf = (actor: BusinessActor, profile: ProfileResource) => actor.profileId === profile.profileId;

/**
 * The policies. Readings where the spec is silent:
 * - `trip.bookFor`: self needs TRIP_EVENT_BOOK. A guest needs TRIP_EVENT_BOOK_FOR_GUEST (or _FOR_ALL). Another member:
 *   _FOR_ALL anyone of the company; _FOR_OTHER the actor's direct reports (the traveler's manager is the actor);
 *   _EXPLICIT travelers who named the actor as an arranger; _ALL_ALLOWING travelers who let any arranger book.
 * - `profile.view` / `profile.edit`: own profile with USER_PROFILE_VIEW / USER_PROFILE_EDIT; anyone's with the
 *   _FOR_ALL variant; an approver or manager also views the profiles of the travelers they approve for (they need
 *   them to decide). BUSINESS_PROFILE_EDIT (admin's role and group edits) is a route permission, not this policy.
 * - `event.edit`: own events with EVENT_EDIT, every event of the company with EVENT_EDIT_FOR_ALL (the event hub).
 * - `guest.delete`: guests the actor sponsored with USER_GUEST_DELETE, every guest with USER_GUEST_DELETE_FOR_ALL;
 *   never a member.
 * - `approval.process`: never one's own request; TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL any request;
 *   TRIP_EVENT_APPROVAL_PROCESSING requests of travelers whose approver or manager the actor is;
 *   requests that name the actor as approver (a requester holding only _REQUEST_FOR_EXPLICIT named them, approvals
 *   ApproversToNameReplySchema) to holders of TRIP_EVENT_APPROVAL_PROCESSING (named, they approve for this traveler)
 *   or TRIP_EVENT_APPROVAL_REQUEST_FOR_EXPLICIT.
 */
export const POLICIES = {
  'trip.bookFor': (actor: BusinessActor, traveler: ProfileResource): boolean => {
    if (!sameCompany(actor, traveler)) return false;
    if (isSelf(actor, traveler)) return holds(actor, 'TRIP_EVENT_BOOK');
    if (holds(actor, 'TRIP_EVENT_BOOK_FOR_ALL')) return true;
    if (traveler.guest) return holds(actor, 'TRIP_EVENT_BOOK_FOR_GUEST');
    if (holds(actor, 'TRIP_EVENT_BOOK_FOR_OTHER') && traveler.managerProfileId === actor.profileId) return true;
    if (holds(actor, 'TRIP_EVENT_BOOK_FOR_EXPLICIT') && (traveler.arrangerProfileIds ?? []).includes(actor.profileId)) return true;
    return holds(actor, 'TRIP_EVENT_BOOK_FOR_ALL_ALLOWING') && traveler.allowsAnyArranger === true;
  },
  'profile.view': (actor: BusinessActor, profile: ProfileResource): boolean => {
    if (!sameCompany(actor, profile)) return false;
    if (isSelf(actor, profile)) return holds(actor, 'USER_PROFILE_VIEW', 'USER_PROFILE_VIEW_FOR_ALL');
    if (holds(actor, 'USER_PROFILE_VIEW_FOR_ALL')) return true;
    const approvesFor = profile.approverProfileId === actor.profileId || profile.managerProfileId === actor.profileId;
    return approvesFor && holds(actor, 'TRIP_EVENT_APPROVAL_PROCESSING');
  },
  'profile.edit': (actor: BusinessActor, profile: ProfileResource): boolean => {
    if (!sameCompany(actor, profile)) return false;
    if (isSelf(actor, profile)) return holds(actor, 'USER_PROFILE_EDIT', 'USER_PROFILE_EDIT_FOR_ALL');
    return holds(actor, 'USER_PROFILE_EDIT_FOR_ALL');
  },
  'event.edit': (actor: BusinessActor, event: EventResource): boolean => {
    if (!sameCompany(actor, event)) return false;
    if (holds(actor, 'EVENT_EDIT_FOR_ALL')) return true;
    return event.ownerProfileId === actor.profileId && holds(actor, 'EVENT_EDIT');
  },
  'guest.delete': (actor: BusinessActor, guest: ProfileResource): boolean => {
    if (!sameCompany(actor, guest) || !guest.guest) return false;
    if (holds(actor, 'USER_GUEST_DELETE_FOR_ALL')) return true;
    return holds(actor, 'USER_GUEST_DELETE') && guest.sponsorProfileId === actor.profileId;
  },
  'approval.process': (actor: BusinessActor, request: ApprovalResource): boolean => {
    if (!sameCompany(actor, request) || !sameCompany(actor, request.traveler)) return false;
    if (isSelf(actor, request.traveler)) return false;
    if (holds(actor, 'TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL')) return true;
    const approvesFor = request.traveler.approverProfileId === actor.profileId || request.traveler.managerProfileId === actor.profileId;
    if (approvesFor && holds(actor, 'TRIP_EVENT_APPROVAL_PROCESSING')) return true;
    return request.explicitApproverProfileId === actor.profileId && holds(actor, 'TRIP_EVENT_APPROVAL_PROCESSING', 'TRIP_EVENT_APPROVAL_REQUEST_FOR_EXPLICIT');
  },
} as const;

/** The name of a policy in {@link POLICIES}. */
export type PolicyName = keyof typeof POLICIES;

/**
 * Asks a named policy.
 * @example policy('trip.bookFor', actor, traveler)
 * @returns true when the actor may act on the resource; pure, never throws
 */
export function policy<N extends PolicyName>(name: N, actor: BusinessActor, resource: Parameters<(typeof POLICIES)[N]>[1]): boolean {
  return (POLICIES[name] as (a: BusinessActor, r: typeof resource) => boolean)(actor, resource);
}

/**
 * Most rooms in one hotel search or booking for a caller (issue #24 "PUT /multiRoomBookings/enable|disable", reading
 * in CompanySchema.multiRoomBookings): 1 for a business user on the business side whose company has multiRoomBookings
 * off; MAX_HOTEL_ROOMS (hotels.ts, 5) for everyone else - visitors, consumers, the personal side, and companies with the
 * switch on. The server refuses above it (access/hotel-rooms-policy.ts); the frame's hotel form caps its rooms field at
 * it from the auth state's businessState.
 * @param business `{ businessMode, multiRoomBookings }` of the caller, or null/undefined without a business profile
 * @returns the room limit, an integer >= 1; pure, never throws
 */
export function hotelRoomLimit(business: { businessMode: boolean; multiRoomBookings: boolean } | null | undefined): number {
  return business?.businessMode && !business.multiRoomBookings ? 1 : MAX_HOTEL_ROOMS;
}
