/**
 * The travel-policy step of the booking page (issue #25), from the server's verdict of the refreshed offer:
 * - in policy: "This booking is within your travel policy." with the badge;
 * - warn: "This booking is outside your travel policy", the reasons, and the required reason: a code (radio group,
 *   none preselected) and an explanation of at least 10 characters, each with its error under it; bound to the
 *   booking form (React Hook Form) at `outOfPolicyReason.code` / `.text`;
 * - requireApproval: "This booking needs approval" with the reasons and what happens next, and the same required
 *   reason (the approver reads it to decide); when the traveler's role only asks named approvers
 *   (TRIP_EVENT_APPROVAL_REQUEST_FOR_EXPLICIT, `approvers.mustName`), "Who should approve this trip?": one radio per
 *   person who may decide it (name, email under it; none preselected), bound at `approverProfileId` and sent with the
 *   booking; with nobody to name, a note that the trip cannot be booked until an admin gives someone approval rights;
 * - block: "You cannot book this offer" with the reasons: the page shows this instead of the pay button (the server
 *   refuses the booking anyway, 403 OUT_OF_POLICY_BLOCKED).
 * Reading: a radio group, not a drop-down, for the codes: six short choices fit a phone screen, none is preselected,
 * and react-aria's RadioGroup announces its error message with the group.
 */
import { useIntl } from 'react-intl';
import type { FieldValues } from 'react-hook-form';
import { OUT_OF_POLICY_REASON_CODES, OUT_OF_POLICY_REASON_MIN_CHARS, type ApproversToNameReply, type OutOfPolicyReasonCode, type PolicyVerdict } from '@travel/contract';
import { TextRadioGroup } from '../../ui/index.ts';
import { FormTextFieldControl, useFieldControl } from '../../ui/form-controls.tsx';
import { policyMessages as m } from './messages.ts';
import { PolicyBadge } from './policy-badge.tsx';
import { APPROVER_PATH, REASON_CODE_PATH, REASON_TEXT_PATH } from './reason-validation.ts';
import styles from './policy.module.css';

const CODE_LABELS = {
  noCheaperOption: m.codeNoCheaperOption,
  clientRequirement: m.codeClientRequirement,
  meetingLocation: m.codeMeetingLocation,
  loyalty: m.codeLoyalty,
  safety: m.codeSafety,
  other: m.codeOther,
} as const satisfies Record<OutOfPolicyReasonCode, unknown>;

/** The reason code radios bound to the form. */
function ReasonCodeControl({ isDisabled }: { isDisabled: boolean }) {
  const intl = useIntl();
  const control = useFieldControl<FieldValues, string>({ path: REASON_CODE_PATH });
  return (
    <TextRadioGroup<OutOfPolicyReasonCode>
      label={intl.formatMessage(m.reasonCodeLabel)}
      options={OUT_OF_POLICY_REASON_CODES.map((code) => ({ value: code, label: intl.formatMessage(CODE_LABELS[code]) }))}
      value={(control.value || null) as OutOfPolicyReasonCode | null}
      onChange={control.onChange}
      isDisabled={isDisabled}
      errorMessage={control.errorMessage}
      name={REASON_CODE_PATH}
    />
  );
}

/** The approver radios bound to the form (one per person who may decide the trip). */
function ApproverControl({ approvers, isDisabled }: { approvers: ApproversToNameReply['approvers']; isDisabled: boolean }) {
  const intl = useIntl();
  const control = useFieldControl<FieldValues, string>({ path: APPROVER_PATH });
  if (approvers.length === 0) {
    return (
      <p role="alert" className={styles.stepHint}>
        {intl.formatMessage(m.approverNone)}
      </p>
    );
  }
  return (
    <>
      <TextRadioGroup<string>
        label={intl.formatMessage(m.approverLabel)}
        options={approvers.map((a) => ({ value: a.profileId, label: a.name, description: a.email }))}
        value={control.value || null}
        onChange={control.onChange}
        isDisabled={isDisabled}
        errorMessage={control.errorMessage}
        name={APPROVER_PATH}
      />
      <p className={styles.stepHint}>{intl.formatMessage(m.approverHint)}</p>
    </>
  );
}

/** Props of {@link PolicyBookingStep}. */
export interface PolicyBookingStepProps {
  verdict: PolicyVerdict;
  /**
   * Whom the traveler may name as approver and whether they must (the offer refresh reply carries it for a
   * requireApproval verdict); absent: no approver is asked.
   */
  approvers?: ApproversToNameReply | undefined;
  /** While the booking is being sent. */
  isDisabled?: boolean;
  /** id prefix for the inputs (the booking form focuses the first invalid one). */
  inputId?: (key: string) => string;
}

/** The step (inside the booking form: the reason fields read the form's context). */
export function PolicyBookingStep({ verdict, approvers, isDisabled = false, inputId }: PolicyBookingStepProps) {
  const intl = useIntl();
  if (verdict.inPolicy) {
    return (
      <section className={styles.step} aria-label={intl.formatMessage(m.bookingInPolicy)}>
        <PolicyBadge verdict={verdict} />
        <p className={styles.stepHint}>{intl.formatMessage(m.bookingInPolicy)}</p>
      </section>
    );
  }
  const title = verdict.action === 'block' ? m.bookingBlockedTitle : verdict.action === 'requireApproval' ? m.bookingApprovalTitle : m.bookingWarnTitle;
  const hint = verdict.action === 'block' ? m.bookingBlockedHint : verdict.action === 'requireApproval' ? m.bookingApprovalHint : m.bookingWarnHint;
  return (
    <section className={styles.step} aria-labelledby="policy-step-title" {...(verdict.action === 'block' ? { role: 'alert' } : {})}>
      <h2 id="policy-step-title" className={styles.stepTitle}>
        {intl.formatMessage(title)}
      </h2>
      <PolicyBadge verdict={verdict} />
      <p className={styles.stepHint}>{intl.formatMessage(hint)}</p>
      {verdict.action === 'warn' || verdict.action === 'requireApproval' ? (
        <>
          <ReasonCodeControl isDisabled={isDisabled} />
          <FormTextFieldControl
            path={REASON_TEXT_PATH}
            label={intl.formatMessage(m.reasonTextLabel)}
            description={intl.formatMessage(m.reasonTextHint, { min: OUT_OF_POLICY_REASON_MIN_CHARS })}
            isRequired
            isDisabled={isDisabled}
            {...(inputId ? { id: inputId(REASON_TEXT_PATH) } : {})}
          />
          {verdict.action === 'requireApproval' && approvers?.mustName ? <ApproverControl approvers={approvers.approvers} isDisabled={isDisabled} /> : null}
        </>
      ) : null}
    </section>
  );
}
