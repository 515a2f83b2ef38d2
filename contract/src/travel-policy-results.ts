/**
 * Policy verdicts on results (issue #25 "Policy on every result"): the search replies of the five verticals and the
 * hotel details' rooms with an optional `policy` verdict (travel-policy.ts PolicyVerdictSchema) on every offer.
 *
 * Who gets verdicts: a business user in business mode whose company has the TRAVEL_POLICY_BADGES feature (core §6),
 * evaluated on the server with the search against the effective policy of the traveler (the one being booked for when
 * an arranger books for someone). Everyone else (visitors, consumers, the personal side, companies without the
 * feature) gets the same replies without any `policy` field, so the field is optional everywhere.
 *
 * Where the verdict sits:
 * - flights, hotels, cars: `offers[i].policy`;
 * - trains: `offers[i].policy` (the train's cheapest class, the fare its card leads with) and
 *   `offers[i].classes[j].policy` (each class: a first-class fare may be out of policy where standard is in);
 * - packages: `offers[i].policy` only (the package: its flight judged by the flight policy and its hotel by the hotel
 *   policy, their reasons together, the most restrictive action winning). The parts are booked as one, and each
 *   reason's rule names its part (maxStops is the flight's, nightlyCap the hotel's), so the parts carry no verdict of
 *   their own (issue #25 bench: the two part verdicts were two thirds of a package reply's verdict bytes, and nothing
 *   showed them);
 * - hotel details: `rooms[i].rates[j].policy`.
 *
 * Why these schemas live here and not in flights.ts, hotels.ts, booking.ts...: travel-policy.ts builds on those files
 * (cabins, car and train classes, money), so they cannot import its verdict back without an import cycle; and the
 * frame's first page (the front door) loads some of those files, and zod schemas are built when their module loads:
 * kept apart, the policy schemas load only with the results and booking pages. These are the offer schemas extended
 * with the field, the reply schemas with those offers, and the booking calls' bodies and replies with their policy
 * fields; the server declares them on its routes and the frame parses with them (a plain schema would strip the field).
 */
import { z } from 'zod';
import { CarOfferSchema, CarSearchResponseSchema } from './cars.ts';
import { FlightOfferSchema, FlightSearchResponseSchema } from './flights.ts';
import { HotelDetailsResponseSchema, HotelOfferSchema, HotelRoomSchema, HotelSearchResponseSchema } from './hotels.ts';
import { PackageOfferSchema, PackageSearchResponseSchema } from './packages.ts';
import { TrainClassFareSchema, TrainOfferSchema, TrainSearchResponseSchema } from './trains.ts';
import { ApproversToNameReplySchema } from './approvals.ts';
import { BookingSchema, CreateBookingRequestSchema, RefreshOfferResponseSchema } from './booking.ts';
import { ErrorEnvelopeSchema } from './errors.ts';
import { OutOfPolicyReasonSchema, PolicyVerdictSchema } from './travel-policy.ts';

/** The optional verdict field of an offer. */
const policyField = { policy: PolicyVerdictSchema.optional() };

export const PolicyFlightOfferSchema = FlightOfferSchema.extend(policyField);
export type PolicyFlightOffer = z.infer<typeof PolicyFlightOfferSchema>;
export const PolicyHotelOfferSchema = HotelOfferSchema.extend(policyField);
export type PolicyHotelOffer = z.infer<typeof PolicyHotelOfferSchema>;
export const PolicyCarOfferSchema = CarOfferSchema.extend(policyField);
export type PolicyCarOffer = z.infer<typeof PolicyCarOfferSchema>;
export const PolicyTrainClassFareSchema = TrainClassFareSchema.extend(policyField);
export type PolicyTrainClassFare = z.infer<typeof PolicyTrainClassFareSchema>;
export const PolicyTrainOfferSchema = TrainOfferSchema.extend({ ...policyField, classes: z.array(PolicyTrainClassFareSchema).min(1).optional() });
export type PolicyTrainOffer = z.infer<typeof PolicyTrainOfferSchema>;
export const PolicyPackageOfferSchema = PackageOfferSchema.extend(policyField);
export type PolicyPackageOffer = z.infer<typeof PolicyPackageOfferSchema>;

/** GET /i/api/flights/v1/search reply, offers with their verdicts. */
export const PolicyFlightSearchResponseSchema = FlightSearchResponseSchema.extend({ offers: z.array(PolicyFlightOfferSchema) });
export type PolicyFlightSearchResponse = z.infer<typeof PolicyFlightSearchResponseSchema>;
/** GET /i/api/hotels/v1/search reply, offers with their verdicts. */
export const PolicyHotelSearchResponseSchema = HotelSearchResponseSchema.extend({ offers: z.array(PolicyHotelOfferSchema) });
export type PolicyHotelSearchResponse = z.infer<typeof PolicyHotelSearchResponseSchema>;
/** GET /i/api/cars/v1/search reply, offers with their verdicts. */
export const PolicyCarSearchResponseSchema = CarSearchResponseSchema.extend({ offers: z.array(PolicyCarOfferSchema) });
export type PolicyCarSearchResponse = z.infer<typeof PolicyCarSearchResponseSchema>;
/** GET /i/api/trains/v1/search reply, offers (and their classes) with their verdicts. */
export const PolicyTrainSearchResponseSchema = TrainSearchResponseSchema.extend({ offers: z.array(PolicyTrainOfferSchema) });
export type PolicyTrainSearchResponse = z.infer<typeof PolicyTrainSearchResponseSchema>;
/** GET /i/api/packages/v1/search reply, packages and their flight and hotel parts with their verdicts. */
export const PolicyPackageSearchResponseSchema = PackageSearchResponseSchema.extend({ offers: z.array(PolicyPackageOfferSchema) });
export type PolicyPackageSearchResponse = z.infer<typeof PolicyPackageSearchResponseSchema>;
/** One room type of the hotel details with its rates' verdicts. */
export const PolicyHotelRoomSchema = HotelRoomSchema.extend({ rates: z.array(PolicyHotelOfferSchema) });
export type PolicyHotelRoom = z.infer<typeof PolicyHotelRoomSchema>;
/** GET /i/api/hotels/v1/:hotelId reply, every rate with its verdict. */
export const PolicyHotelDetailsResponseSchema = HotelDetailsResponseSchema.extend({ rooms: z.array(PolicyHotelRoomSchema) });
export type PolicyHotelDetailsResponse = z.infer<typeof PolicyHotelDetailsResponseSchema>;

/**
 * "In policy only" (the results filter, applied in the frame over the verdicts of the offers shown): true when the
 * offer has no verdict (no policy applies to the caller) or its verdict is in policy.
 */
export function isInPolicy(offer: { policy?: { inPolicy: boolean } | undefined }): boolean {
  return offer.policy === undefined || offer.policy.inPolicy;
}

/**
 * Where a booking's approval stands, as far as the booking knows (issue #25; approvals are part 2's approvals module):
 * `none` no approval needed (in policy, allow or warn), `required` the verdict was requireApproval and no approval
 * request exists yet (the frame shows "approval required"), `requested` the approvals module took the request.
 */
export const BookingApprovalStatusSchema = z.enum(['none', 'required', 'requested']);
export type BookingApprovalStatus = z.infer<typeof BookingApprovalStatusSchema>;

/**
 * The policy check stored with a business booking (migration 0026): the server's verdict at booking time (never the
 * client's), the policy version it was checked against (null: the company had no policy for the vertical), the
 * traveler's reason when the verdict was warn, and the approval status.
 */
export const BookingPolicyCheckSchema = z.object({
  action: PolicyVerdictSchema.shape.action,
  inPolicy: z.boolean(),
  reasons: PolicyVerdictSchema.shape.reasons,
  policyVersion: z.number().int().positive().nullable(),
  outOfPolicyReason: OutOfPolicyReasonSchema.optional(),
  approvalStatus: BookingApprovalStatusSchema,
});
export type BookingPolicyCheck = z.infer<typeof BookingPolicyCheckSchema>;

/**
 * 403 OUT_OF_POLICY_BLOCKED reply of POST /i/api/bookings/v1: the error envelope plus the verdict that refused the
 * booking (its reasons, for the frame to say why in the traveler's language).
 */
export const OutOfPolicyBlockedReplySchema = z.object({ ...ErrorEnvelopeSchema.shape, policy: PolicyVerdictSchema });
export type OutOfPolicyBlockedReply = z.infer<typeof OutOfPolicyBlockedReplySchema>;

/**
 * POST /i/api/offers/v1/refresh reply with the refreshed offer's travel-policy verdict for the caller (the traveler
 * booked for), evaluated on the server as the booking will be; `policy` absent for callers without verdicts.
 * `approvers` (issue #25), only with a requireApproval verdict: whom the traveler may name as approver and whether
 * they must (the same reply as GET /i/api/business/approvals/v1/approvers-to-name), carried here so a session that
 * has not passed the business two-factor rule can still name one.
 */
export const PolicyRefreshOfferResponseSchema = RefreshOfferResponseSchema.extend({ policy: PolicyVerdictSchema.optional(), approvers: ApproversToNameReplySchema.optional() });
export type PolicyRefreshOfferResponse = z.infer<typeof PolicyRefreshOfferResponseSchema>;

/**
 * POST /i/api/bookings/v1 body with `outOfPolicyReason`: why the traveler books an offer whose verdict is warn (a code
 * plus at least 10 characters). Required then (400 VALIDATION_ERROR on `outOfPolicyReason` without it); ignored for an
 * offer in policy; a block is refused whatever it says.
 */
export const PolicyCreateBookingRequestSchema = CreateBookingRequestSchema.extend({
  outOfPolicyReason: OutOfPolicyReasonSchema.optional(),
  /**
   * The approver the traveler names for a require-approval booking (approvals.ts ApproversToNameReplySchema): required
   * when the traveler's role only asks named approvers (TRIP_EVENT_APPROVAL_REQUEST_FOR_EXPLICIT), allowed with
   * TRIP_EVENT_APPROVAL_REQUEST (the request then goes to them instead of the group's approver); ignored when the
   * booking needs no approval.
   */
  approverProfileId: z.string().trim().min(1).max(64).optional(),
  /**
   * The business event (business-events.ts) this booking was started from (its invitee pressed "Find flights" or
   * "Find hotels" on the front door): recorded with the order when the traveler is invited to that event of their
   * company; otherwise ignored (an attribution, never a reason to refuse a booking).
   */
  businessEventId: z.string().trim().min(1).max(64).optional(),
});
export type PolicyCreateBookingRequest = z.infer<typeof PolicyCreateBookingRequestSchema>;
export type PolicyCreateBookingRequestInput = z.input<typeof PolicyCreateBookingRequestSchema>;

/** A booking with the travel-policy check of a business booking (`policy`, absent on other bookings). */
export const PolicyBookingSchema = BookingSchema.extend({ policy: BookingPolicyCheckSchema.optional() });
export type PolicyBooking = z.infer<typeof PolicyBookingSchema>;
