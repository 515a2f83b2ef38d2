/**
 * The hub's own onboarding view (account-business-header-and-trips §3 businessState companyOnboardingProgress /
 * accountOnboardingProgress, §4 "Onboarding progress: 100 means complete; above 0 means started", §9 "Onboarding
 * complete at 100"): the progress of the auth state, shown by hub/business-page.tsx for an onboarding path when no
 * route module of its own is mounted. The real pages - the task list, its actions and the setup forms - are
 * ./tasks-page.tsx, which ../index.ts mounts on `/business/get-started`, `/business/tasks` and
 * `/business/tasks/company` (their routes are more specific than the hub's splat). {@link onboardingTitle} names
 * both. The company's progress shows to users with COMPANY_SETTINGS_MANAGEMENT, the account's to everyone.
 */
import { useIntl } from 'react-intl';
import { onboardingStatus, type AuthState } from '@travel/contract';
import type { OnboardingPageKind } from '../business-access.ts';
import { businessMessages as m } from '../messages.ts';
import styles from '../hub/hub.module.css';

const TITLES = { getStarted: m.onboardingGetStartedTitle, tasks: m.onboardingTasksTitle, companyTasks: m.onboardingCompanyTasksTitle } as const;

function Progress({ label, percent }: { label: string; percent: number }) {
  const intl = useIntl();
  const status = onboardingStatus(percent);
  return (
    <li>
      <strong>{label}</strong>
      <progress className={styles.progress} max={100} value={percent} aria-label={label} />
      <span data-onboarding-status={status}>{intl.formatMessage(m.onboardingStatus, { status, percent: percent / 100 })}</span>
    </li>
  );
}

/** The title of an onboarding page. */
export function onboardingTitle(page: OnboardingPageKind) {
  return TITLES[page];
}

/** An onboarding page's content (see the module docstring). */
export function OnboardingPage({ page, auth }: { page: OnboardingPageKind; auth: AuthState }) {
  const intl = useIntl();
  const b = auth.businessState;
  const companyManager = b.permissions.includes('COMPANY_SETTINGS_MANAGEMENT');
  return (
    <>
      <ul className={styles.progressList}>
        {companyManager ? <Progress label={intl.formatMessage(m.onboardingCompanyProgress)} percent={b.companyOnboardingProgress} /> : null}
        {page !== 'companyTasks' ? <Progress label={intl.formatMessage(m.onboardingAccountProgress)} percent={b.accountOnboardingProgress} /> : null}
      </ul>
      <div className={styles.box}>
        <p>{intl.formatMessage(m.onboardingTasksEmpty)}</p>
      </div>
    </>
  );
}
