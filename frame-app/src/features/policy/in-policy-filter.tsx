/**
 * The "In policy only" filter of the results pages (issue #25), shown in the filter panel (beside the list, or in the
 * phone's filters sheet) when the results carry policy verdicts: a checkbox named "In policy only" under the heading
 * "Travel policy", bound to {@link inPolicyOnlyAtom}.
 */
import { useAtom } from 'jotai';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { isInPolicy } from '@travel/contract';
import { Checkbox } from '../../ui/index.ts';
import { inPolicyOnlyAtom } from './atoms.ts';
import { policyMessages as m } from './messages.ts';
import styles from './policy.module.css';

/** The checkbox group. */
export function InPolicyOnlyFilter() {
  const intl = useIntl();
  const [checked, setChecked] = useAtom(inPolicyOnlyAtom);
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} className={styles.filter}>
      <h3 id={titleId} className={styles.filterTitle}>
        {intl.formatMessage(m.filterTitle)}
      </h3>
      <Checkbox isSelected={checked} onChange={setChecked}>
        {intl.formatMessage(m.inPolicyOnly)}
      </Checkbox>
    </div>
  );
}

/**
 * The offers a results page lists: all of them, or with "In policy only" on, those in policy (an offer without a
 * verdict counts as in policy: no policy applies to it). `hidden` is how many the filter took out.
 * @param offers the loaded offers with their optional verdicts
 */
export function useInPolicyOnly<T extends { policy?: { inPolicy: boolean } | undefined }>(offers: readonly T[]): { shown: readonly T[]; hidden: number; active: boolean; available: boolean } {
  const [checked] = useAtom(inPolicyOnlyAtom);
  const available = offers.some((o) => o.policy !== undefined);
  const active = checked && available;
  const shown = active ? offers.filter(isInPolicy) : offers;
  return { shown, hidden: offers.length - shown.length, active, available };
}

/** "3 results outside your travel policy are hidden" (role="status"), or nothing. */
export function HiddenByPolicy({ count }: { count: number }) {
  const intl = useIntl();
  if (count === 0) return null;
  return (
    <p role="status" className={styles.hidden}>
      {intl.formatMessage(m.hiddenCount, { count })}
    </p>
  );
}
