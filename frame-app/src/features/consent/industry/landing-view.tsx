/**
 * The industry dialog's landing view (chrome-and-consent §2 "Landing: title, privacy statement, vendor-count link,
 * list of purposes and stacks"); its buttons (accept all, select categories, reject all) are the dialog's footer.
 */
import { useIntl } from 'react-intl';
import { Button as AriaButton } from 'react-aria-components';
import type { InitialPrefsReply } from '@travel/contract';
import { landingItems } from './model.ts';
import { industryMessages as m } from './messages.ts';
import styles from './industry.module.css';

/** Props of {@link LandingView}. */
export interface LandingViewProps {
  initial: InitialPrefsReply;
  /** "View our N partners": opens the vendors tab. */
  onViewPartners(): void;
}

/** The landing view; see the module docstring. */
export function LandingView({ initial, onViewPartners }: LandingViewProps) {
  const intl = useIntl();
  const { stacks, purposes } = landingItems(initial);
  return (
    <div className={styles.landing}>
      <p>{intl.formatMessage(m.privacyStatement, { numVendors: initial.numVendors })}</p>
      <p>
        <AriaButton className={styles.linkButton} onPress={onViewPartners}>
          {intl.formatMessage(m.viewPartners, { numVendors: initial.numVendors })}
        </AriaButton>
      </p>
      <h3 className={styles.subheading}>{intl.formatMessage(m.landingListHeading)}</h3>
      <ul className={styles.landingList}>
        {stacks.map((s) => (
          <li key={`s${s.id}`}>
            <strong>{s.name}</strong>
            <span className={styles.muted}>{s.description}</span>
          </li>
        ))}
        {purposes.map((p) => (
          <li key={`p${p.id}`}>
            <strong>{p.name}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
