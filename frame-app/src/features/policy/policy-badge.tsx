/**
 * The travel-policy badge of an offer (issue #25 "every result card in all five verticals, hotel rooms and the booking
 * page show in policy / out of policy with the reasons"): "In policy", or "Out of policy" with what it means for the
 * booking ("Reason needed to book", "Needs approval", "Not bookable") and each broken rule as a sentence
 * (reason-text.ts). Accessible without colour: the state is the badge's text, the reasons are a list named "Why it is
 * out of policy". Renders nothing for an offer without a verdict (no policy applies to the caller). Wraps on a phone
 * (390 px): badges wrap, sentences break anywhere.
 */
import { useIntl } from 'react-intl';
import type { PolicyVerdict } from '@travel/contract';
import { policyMessages as m } from './messages.ts';
import { policyReasonText } from './reason-text.ts';
import styles from './policy.module.css';

/** Props of {@link PolicyBadge}. */
export interface PolicyBadgeProps {
  /** The offer's verdict; undefined renders nothing. */
  verdict: PolicyVerdict | undefined;
}

/** The badge and, out of policy, its reasons. */
export function PolicyBadge({ verdict }: PolicyBadgeProps) {
  const intl = useIntl();
  if (!verdict) return null;
  const reasons = verdict.reasons.map((r) => policyReasonText(intl, r));
  const actionNote = verdict.action === 'warn' ? m.actionWarn : verdict.action === 'requireApproval' ? m.actionApproval : verdict.action === 'block' ? m.actionBlock : undefined;
  const tone = verdict.inPolicy ? styles.inPolicy : verdict.action === 'block' ? styles.blocked : styles.outOfPolicy;
  return (
    <div className={styles.verdict} data-policy={verdict.inPolicy ? 'in' : verdict.action}>
      <div className={styles.badges}>
        <span className={`${styles.badge} ${tone}`}>
          <span aria-hidden="true">{verdict.inPolicy ? '✓' : '!'}</span>
          {intl.formatMessage(verdict.inPolicy ? m.inPolicy : m.outOfPolicy)}
          {actionNote ? <span className={styles.note}>{`· ${intl.formatMessage(actionNote)}`}</span> : null}
        </span>
        {verdict.preferred ? <span className={`${styles.badge} ${styles.inPolicy}`}>{intl.formatMessage(m.preferred)}</span> : null}
      </div>
      {reasons.length > 0 ? (
        <ul className={styles.reasons} aria-label={intl.formatMessage(m.reasonsLabel)}>
          {reasons.map((text, i) => (
            <li key={i}>{text}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
