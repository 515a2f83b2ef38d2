/**
 * A booking's business approval on the traveler's trip (issue #25 "The traveler sees the status on the trip"): the
 * trips store's `booking.approval` (contract TripEventSchema) in one line - waiting for approval (the booking is held),
 * approved, declined (cancelled without charge), expired (kept or cancelled by the company's default action),
 * withdrawn. Nothing when the booking needed no approval.
 */
import { defineMessages, useIntl } from 'react-intl';
import type { TripEvent } from '@travel/contract';
import type { PlainMessages } from '../../ui/plain-messages.ts';

const descriptors = defineMessages({
  status: {
    id: 'trips.approval.status',
    defaultMessage:
      '{state, select, PENDING {Waiting for approval} APPROVED {Approved} DECLINED {Declined: cancelled without charge} EXPIRED_KEEP {No answer in time: kept} EXPIRED_RELEASE {No answer in time: cancelled without charge} CANCELLED {Approval request withdrawn} other {Approval: {state}}}',
  },
});
const m: PlainMessages<typeof descriptors> = descriptors;

/** The approval line of a booked or cancelled event; renders nothing without an approval. */
export function ApprovalStatus({ approval }: { approval: NonNullable<TripEvent['booking']>['approval'] }) {
  const intl = useIntl();
  if (!approval) return null;
  const state = approval.state === 'EXPIRED' ? `EXPIRED_${approval.expiryOutcome ?? 'KEEP'}` : approval.state;
  return <p>{intl.formatMessage(m.status, { state })}</p>;
}
