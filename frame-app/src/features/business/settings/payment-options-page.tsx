/**
 * The admin hub's payment options page `/business/payment-options` (issue #24 "Payment options: here the page, its
 * visibility and the core §5 override; its company cards come in part 3"; core-and-business §3 admin page definition
 * "optional flag text (for example the plan-tier name on payment methods)", §5 "Payment methods: the permission is
 * forced to company settings management when the higher-tier flag is on"; contract ADMIN_PAGES row `paymentMethods`,
 * PAYMENT_METHODS_HIGHER_TIER_TEXT). A react-router route module: `loader` + `Component`.
 *
 * - With the company's higher-tier switch on, the contract's override applies: the page carries its flag text, the
 *   plan-tier name ("Needs the Biz+ plan", the same badge the hub's navigation shows) and says that only people who
 *   manage company settings see it. Otherwise it says who sees it (COMPANY_PAYMENT_METHOD_VIEW or _MANAGEMENT).
 * - Honest about what exists: travelers pay with their own card when they book; company cards come in a later release
 *   (part 3, issue #26).
 * The loader reads the shared auth state (loaded once per app) and the page's visible row (contract visibility with
 * the override); it never throws.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { loadAuthStateForLoader } from '../../access/index.ts';
import { visibleAdminPagesOf } from '../business-access.ts';
import { paymentOptionsMessages as m } from './messages.ts';
import styles from './settings.module.css';

/** What the loader hands the page: the override's flag text (the plan tier's name), or null when it does not apply. */
export interface PaymentOptionsData {
  flagText: string | null;
}

/** Route loader: the page's flag text from the visible admin pages of the shared auth state. Never throws. */
export async function loader(args: LoaderFunctionArgs): Promise<PaymentOptionsData> {
  const auth = await loadAuthStateForLoader(args);
  const page = auth ? visibleAdminPagesOf(auth).find((p) => p.id === 'paymentMethods') : undefined;
  return { flagText: page?.flagText ?? null };
}

/** The payment options page (react-router lazy route module export; see the module docstring). */
export function PaymentOptionsPage() {
  const intl = useIntl();
  const { flagText } = useLoaderData() as PaymentOptionsData;
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={styles.headerRow}>
        <h1 id={titleId} className={styles.title}>
          {intl.formatMessage(m.title)}
        </h1>
        {flagText !== null ? (
          <span className={styles.badge}>{intl.formatMessage(m.tierFlag, { tier: intl.formatMessage(m.tierName, { tier: flagText }) })}</span>
        ) : null}
      </div>
      <p className={styles.muted}>{intl.formatMessage(m.intro)}</p>
      <p className={styles.muted}>{intl.formatMessage(flagText !== null ? m.tierNote : m.whoSees)}</p>
      <div className={styles.card}>
        <p className={styles.messageText}>{intl.formatMessage(m.today)}</p>
      </div>
    </section>
  );
}

/** The route module's page. */
export const Component = PaymentOptionsPage;
