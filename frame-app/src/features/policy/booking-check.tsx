/**
 * The travel-policy line of a booking's details (issue #25: "for requireApproval ... status shown as 'approval
 * required'"): inside the confirmation page's `<dl>`, "Travel policy" with "Within your travel policy" or "Outside your
 * travel policy" plus the broken rules as sentences, the traveler's reason when there was one, and where the approval
 * stands ("Approval required" until the approvals module takes the request, then "Sent for approval").
 */
import { useIntl } from 'react-intl';
import type { BookingPolicyCheck, OutOfPolicyReasonCode } from '@travel/contract';
import { policyMessages as m } from './messages.ts';
import { policyReasonText } from './reason-text.ts';
import styles from './policy.module.css';

const CODE_LABELS: Record<OutOfPolicyReasonCode, (typeof m)[keyof typeof m]> = {
  noCheaperOption: m.codeNoCheaperOption,
  clientRequirement: m.codeClientRequirement,
  meetingLocation: m.codeMeetingLocation,
  loyalty: m.codeLoyalty,
  safety: m.codeSafety,
  other: m.codeOther,
};

/** A `<div>` of a `<dl>`: term "Travel policy", the check as its description. */
export function BookingPolicyDetails({ check }: { check: BookingPolicyCheck }) {
  const intl = useIntl();
  const reason = check.outOfPolicyReason;
  return (
    <div>
      <dt>{intl.formatMessage(m.confirmationLabel)}</dt>
      <dd className={styles.verdict}>
        <span>{intl.formatMessage(check.inPolicy ? m.confirmationInPolicy : m.confirmationOutOfPolicy)}</span>
        {check.reasons.length > 0 ? (
          <ul className={styles.reasons} aria-label={intl.formatMessage(m.reasonsLabel)}>
            {check.reasons.map((r, i) => (
              <li key={i}>{policyReasonText(intl, r)}</li>
            ))}
          </ul>
        ) : null}
        {reason ? <span>{intl.formatMessage(m.confirmationReason, { code: intl.formatMessage(CODE_LABELS[reason.code]), text: reason.text })}</span> : null}
        {check.approvalStatus !== 'none' ? (
          <strong>{intl.formatMessage(check.approvalStatus === 'requested' ? m.approvalRequested : m.approvalRequired)}</strong>
        ) : null}
      </dd>
    </div>
  );
}
