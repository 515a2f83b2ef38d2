/**
 * Travel-policy feature (issue #25 "Policy on every result"): the badge of an offer's verdict with its reasons as
 * sentences, the "In policy only" results filter, and the booking page's out-of-policy step. The verdicts come from
 * the server with the search replies and the offer refresh (contract travel-policy-results.ts); this feature only
 * shows them, and asks whom to name as approver when the traveler's role only asks named approvers (api.ts).
 */
export { PolicyBadge, type PolicyBadgeProps } from './policy-badge.tsx';
export { InPolicyOnlyFilter, HiddenByPolicy, useInPolicyOnly } from './in-policy-filter.tsx';
export { inPolicyOnlyAtom } from './atoms.ts';
export { policyReasonText, formatPolicyMoney } from './reason-text.ts';
export { policyMessages } from './messages.ts';
export {
  emptyReasonDraft, reasonPathOfServerField, validateApprover, validateOutOfPolicyReason, APPROVER_PATH, REASON_CODE_PATH, REASON_TEXT_PATH,
  type OutOfPolicyReasonDraft, type ReasonProblem,
} from './reason-validation.ts';
export { PolicyBookingStep, type PolicyBookingStepProps } from './booking-step.tsx';
export { BookingPolicyDetails } from './booking-check.tsx';
