/**
 * Texts of the travel-policy verdicts in the frame (issue #25 "Policy on every result"): the badge, one sentence per
 * broken rule (amounts in the offer's currency, e.g. "$212 over the $300 London nightly cap"), the "In policy only"
 * results filter, and the booking page's out-of-policy step (reason code + explanation, blocked, approval).
 */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../ui/plain-messages.ts';

const policyDescriptors = defineMessages({
  inPolicy: { id: 'policy.badge.inPolicy', defaultMessage: 'In policy' },
  outOfPolicy: { id: 'policy.badge.outOfPolicy', defaultMessage: 'Out of policy' },
  actionWarn: { id: 'policy.badge.actionWarn', defaultMessage: 'Reason needed to book' },
  actionApproval: { id: 'policy.badge.actionApproval', defaultMessage: 'Needs approval' },
  actionBlock: { id: 'policy.badge.actionBlock', defaultMessage: 'Not bookable' },
  preferred: { id: 'policy.badge.preferred', defaultMessage: 'Preferred' },
  reasonsLabel: { id: 'policy.badge.reasonsLabel', defaultMessage: 'Why it is out of policy' },

  reasonMaxPriceFixed: { id: 'policy.reason.maxPriceFixed', defaultMessage: '{over} over the {limit} flight price cap' },
  reasonMaxPriceCheapest: {
    id: 'policy.reason.maxPriceCheapest',
    defaultMessage: '{over} over the {limit} limit ({percent, select, none {the cheapest fare plus an allowance} other {the cheapest fare + {percent}%}})',
  },
  reasonMaxPriceMedian: {
    id: 'policy.reason.maxPriceMedian',
    defaultMessage: '{over} over the {limit} limit ({percent, select, none {the typical fare plus an allowance} other {the typical fare + {percent}%}})',
  },
  reasonCabin: {
    id: 'policy.reason.cabin',
    defaultMessage:
      '{cabin, select, economy {Economy} premium {Premium economy} business {Business} first {First} other {This cabin}} is above the {allowed, select, economy {economy} premium {premium economy} business {business} first {first} other {allowed}} class allowed for a {hours}-hour flight',
  },
  reasonAdvance: { id: 'policy.reason.advance', defaultMessage: 'Booked {value, plural, one {# day} other {# days}} ahead; the policy asks for {limit, plural, one {# day} other {# days}}' },
  reasonStops: { id: 'policy.reason.stops', defaultMessage: '{value, plural, one {# stop} other {# stops}}; the policy allows {limit, plural, =0 {nonstop flights only} one {# stop} other {# stops}}' },
  reasonPreferredAirlines: { id: 'policy.reason.preferredAirlines', defaultMessage: 'Not a preferred airline ({allowed})' },
  reasonBlockedAirlines: { id: 'policy.reason.blockedAirlines', defaultMessage: 'Flies with {carriers}, which your company does not allow' },
  reasonNightlyCap: { id: 'policy.reason.nightlyCap', defaultMessage: '{over} over the {limit} {place} nightly cap' },
  reasonNightlyCapDefault: { id: 'policy.reason.nightlyCapDefault', defaultMessage: '{over} over the {limit} nightly cap' },
  reasonStars: { id: 'policy.reason.stars', defaultMessage: '{value}-star hotel; the policy allows up to {limit} stars' },
  reasonPreferredChains: { id: 'policy.reason.preferredChains', defaultMessage: '{chain} is not a preferred hotel chain (preferred: {allowed})' },
  reasonNonRefundable: { id: 'policy.reason.nonRefundable', defaultMessage: 'Non-refundable rate' },
  reasonDailyCap: { id: 'policy.reason.dailyCap', defaultMessage: '{over} over the {limit} daily car cap' },
  reasonCarClass: { id: 'policy.reason.carClass', defaultMessage: 'This car class is not allowed (allowed: {allowed})' },
  reasonPreferredVendors: { id: 'policy.reason.preferredVendors', defaultMessage: 'Not a preferred rental company' },
  reasonTrainCap: { id: 'policy.reason.trainCap', defaultMessage: '{over} over the {limit} train fare cap' },
  reasonTrainClass: { id: 'policy.reason.trainClass', defaultMessage: '{trainClass, select, first {First class} other {This class}} is not allowed by your travel policy' },

  approverLabel: { id: 'policy.booking.approverLabel', defaultMessage: 'Who should approve this trip?' },
  approverHint: { id: 'policy.booking.approverHint', defaultMessage: 'Your role asks a person you name. They get an email with a link to decide.' },
  approverMissing: { id: 'policy.booking.approverMissing', defaultMessage: 'Choose who should approve this trip' },
  approverNone: { id: 'policy.booking.approverNone', defaultMessage: 'Nobody in your company can approve this trip for you yet, so it cannot be booked. Ask your company administrator to give someone approval rights.' },

  inPolicyOnly: { id: 'policy.filter.inPolicyOnly', defaultMessage: 'In policy only' },
  filterTitle: { id: 'policy.filter.title', defaultMessage: 'Travel policy' },
  noneInPolicy: { id: 'policy.filter.noneInPolicy', defaultMessage: 'None of the results shown so far is within your travel policy.' },
  noneInPolicyHint: { id: 'policy.filter.noneInPolicyHint', defaultMessage: 'Clear "In policy only" to see every result, or show more results.' },
  hiddenCount: { id: 'policy.filter.hiddenCount', defaultMessage: '{count, plural, one {# result outside your travel policy is hidden} other {# results outside your travel policy are hidden}}' },

  bookingInPolicy: { id: 'policy.booking.inPolicy', defaultMessage: 'This booking is within your travel policy.' },
  bookingWarnTitle: { id: 'policy.booking.warnTitle', defaultMessage: 'This booking is outside your travel policy' },
  bookingWarnHint: { id: 'policy.booking.warnHint', defaultMessage: 'Choose a reason and explain it; your company sees it with the booking.' },
  bookingApprovalTitle: { id: 'policy.booking.approvalTitle', defaultMessage: 'This booking needs approval' },
  bookingApprovalHint: { id: 'policy.booking.approvalHint', defaultMessage: 'It will be sent to your approver when you book. You will see the decision on your trip.' },
  bookingBlockedTitle: { id: 'policy.booking.blockedTitle', defaultMessage: 'You cannot book this offer' },
  bookingBlockedHint: { id: 'policy.booking.blockedHint', defaultMessage: 'Your travel policy does not allow it. Go back to the results and choose an offer within your policy.' },
  reasonCodeLabel: { id: 'policy.booking.reasonCodeLabel', defaultMessage: 'Reason for booking outside the policy' },
  reasonTextLabel: { id: 'policy.booking.reasonTextLabel', defaultMessage: 'Explain the reason' },
  reasonTextHint: { id: 'policy.booking.reasonTextHint', defaultMessage: 'At least {min} characters.' },
  reasonCodeMissing: { id: 'policy.booking.reasonCodeMissing', defaultMessage: 'Choose a reason.' },
  reasonTextShort: { id: 'policy.booking.reasonTextShort', defaultMessage: 'Explain the reason in at least {min} characters.' },
  reasonTextLong: { id: 'policy.booking.reasonTextLong', defaultMessage: 'Keep the explanation under {max} characters.' },
  codeNoCheaperOption: { id: 'policy.booking.code.noCheaperOption', defaultMessage: 'No cheaper option fits the trip' },
  codeClientRequirement: { id: 'policy.booking.code.clientRequirement', defaultMessage: 'Client requirement' },
  codeMeetingLocation: { id: 'policy.booking.code.meetingLocation', defaultMessage: 'Close to the meeting location' },
  codeLoyalty: { id: 'policy.booking.code.loyalty', defaultMessage: 'Loyalty programme' },
  codeSafety: { id: 'policy.booking.code.safety', defaultMessage: 'Safety or accessibility' },
  codeOther: { id: 'policy.booking.code.other', defaultMessage: 'Other' },
  approvalRequired: { id: 'policy.booking.approvalRequired', defaultMessage: 'Approval required' },
  confirmationLabel: { id: 'policy.confirmation.label', defaultMessage: 'Travel policy' },
  confirmationInPolicy: { id: 'policy.confirmation.inPolicy', defaultMessage: 'Within your travel policy' },
  confirmationOutOfPolicy: { id: 'policy.confirmation.outOfPolicy', defaultMessage: 'Outside your travel policy' },
  confirmationReason: { id: 'policy.confirmation.reason', defaultMessage: 'Your reason: {code}. {text}' },
  approvalRequested: { id: 'policy.booking.approvalRequested', defaultMessage: 'Sent for approval' },
});
export const policyMessages: PlainMessages<typeof policyDescriptors> = policyDescriptors;
