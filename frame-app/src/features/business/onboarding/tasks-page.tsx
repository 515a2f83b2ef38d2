/**
 * The onboarding pages `/business/get-started`, `/business/tasks` and `/business/tasks/company` as one react-router
 * route module (`loader` + `Component`), mounted behind the hub's guard (../hub/admin-page-route.tsx: sign in, business
 * profile, second factor; `/business/tasks/company` needs COMPANY_SETTINGS_MANAGEMENT). Spec: account-business-header-
 * and-trips §2 (paths; account menu entries get started, set up company, set up account, tasks), §3 businessState
 * onboarding progress, §4 "Onboarding progress: 100 means complete; above 0 means started", §7 Business me (tasks,
 * taskStatus, resendConfirmationEmail, dismissReminderTaskGrid, setup v1/v2/v3), §9 "Onboarding complete at 100".
 *
 * - The loader asks GET /me/v1/tasks and GET /me/v1/account/info (the setup form's version and values) with the
 *   router's abort signal; it never throws: a failure shows with "Try again". Under setup v1 (no company details) the
 *   "set up company" task offers no link, only "Skip".
 * - Progress: the figures of the tasks reply, which the server computes with the same function as the auth state's
 *   (contract onboardingProgressesOf), so the menu entries and this page agree. Company progress shows to company
 *   managers (get started, company tasks), the account's on get started and tasks.
 * - Get started: every task as a reminder grid (company tasks first for managers) with "Hide reminders"
 *   (dismissReminderTaskGrid, remembered by the server); once hidden, links to the tasks pages stand in. Reading: the
 *   grid is the reminder; the tasks pages keep listing the tasks after it is hidden.
 * - Tasks: the account's tasks and the "set up account" form; Company tasks: the company's tasks and the "set up company"
 *   form (./setup-form.tsx).
 * - Each task: its title, what it means, its state (To do, Done, Skipped) and its action: a link to the page that does
 *   it, or "Send confirmation email" (resendConfirmationEmail) for the company and business profile confirmations
 *   (the profile's only once the company is confirmed: before that the server would send the company's). Tasks the
 *   product has not seen done can be skipped (taskStatus SKIPPED, which counts towards progress) and put back (TODO).
 * - After any change the tasks reload and so does the auth state (the account menu's entries follow the progress).
 *   Outcomes are announced in a polite status line; a refusal shows the envelope's text (apiErrorText) as an alert.
 */
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, useLocation, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { Link } from '../../../ui/router-link.tsx';
import { onboardingStatus, type BusinessAccountInfo, type OnboardingTasksReply, type SetupVersion, type TaskStatus } from '@travel/contract';
import { settle, useRouteDataReloading, type Settled } from '../../../api/route-data.ts';
import { logger } from '../../../state/index.ts';
import { Button, buttonClassName } from '../../../ui/index.ts';
import { useAuthState, useRefreshAuthState } from '../../access/index.ts';
import { apiErrorText } from '../../chrome/index.ts';
import type { OnboardingPageKind } from '../business-access.ts';
import { BUSINESS_ONBOARDING_PATHS } from '../constants.ts';
import { businessMessages as bm } from '../messages.ts';
import { onboardingTitle } from './onboarding-page.tsx';
import { dismissReminderTaskGrid, fetchBusinessAccountInfo, fetchOnboardingTasks, resendConfirmationEmail, setOnboardingTaskStatus } from './api.ts';
import { EMAIL_CONFIRMED_TASKS, TASK_LINKS } from './constants.ts';
import { onboardingMessages as m, setupMessages as sm } from './messages.ts';
import { SetupForm } from './setup-form.tsx';
import hub from '../hub/hub.module.css';
import styles from './onboarding.module.css';

type Task = OnboardingTasksReply['tasks'][number];

/** What the loader hands the page. */
export interface OnboardingTasksData {
  page: OnboardingPageKind;
  tasks: Settled<OnboardingTasksReply>;
  /** The caller's account info: the setup form's values and the company's setup version. */
  info: Settled<BusinessAccountInfo>;
}

/** Which onboarding page a frame path is (the router may add a basename before it). */
export function onboardingPageOf(pathname: string): OnboardingPageKind {
  const clean = pathname.replace(/\/+$/, '');
  if (clean.endsWith(BUSINESS_ONBOARDING_PATHS.companyTasks)) return 'companyTasks';
  if (clean.endsWith(BUSINESS_ONBOARDING_PATHS.tasks)) return 'tasks';
  return 'getStarted';
}

/** Route loader (see the module docstring); never throws. */
export async function loader({ request }: LoaderFunctionArgs): Promise<OnboardingTasksData> {
  const page = onboardingPageOf(new URL(request.url).pathname);
  const [tasks, info] = await Promise.all([settle(fetchOnboardingTasks(request.signal)), settle(fetchBusinessAccountInfo(request.signal))]);
  if (!tasks.ok && !request.signal.aborted) logger.warn('onboarding tasks load failed', tasks.error);
  return { page, tasks, info };
}

function ProgressLine({ label, percent }: { label: string; percent: number }) {
  const intl = useIntl();
  const status = onboardingStatus(percent);
  return (
    <li>
      <strong>{label}</strong>
      <progress className={hub.progress} max={100} value={percent} aria-label={label} />
      <span data-onboarding-status={status}>{intl.formatMessage(bm.onboardingStatus, { status, percent: percent / 100 })}</span>
    </li>
  );
}

/** One task: title, meaning, state and its actions. */
function TaskItem({ task, busy, canSendProfileLink, setupVersion, onSend, onStatus }: {
  task: Task; busy: boolean; canSendProfileLink: boolean; setupVersion: SetupVersion | null; onSend(): void; onStatus(status: TaskStatus): void;
}) {
  const intl = useIntl();
  const location = useLocation();
  const title = intl.formatMessage(m.taskTitle, { task: task.id });
  const open = task.status !== 'DONE';
  const emailed = EMAIL_CONFIRMED_TASKS.includes(task.id) && (task.id !== 'CONFIRM_BUSINESS_PROFILE' || canSendProfileLink);
  // Setup v1 asks no company details: "Set up company" would lead to a form that cannot do it (the task can be skipped).
  const link = task.id === 'SET_UP_COMPANY' && setupVersion === 'v1' ? undefined : TASK_LINKS[task.id];
  let action: ReactNode = null;
  if (open && emailed) {
    action = (
      <Button aria-label={`${intl.formatMessage(m.sendConfirmation)}: ${title}`} isDisabled={busy} onPress={onSend}>
        {intl.formatMessage(busy ? m.sending : m.sendConfirmation)}
      </Button>
    );
  } else if (open && link && task.id === 'CONFIRM_ACCOUNT') {
    // A server path (account §2 `/s/ident/resend?redir=`): it mails a new link and comes back here.
    action = (
      <a className={buttonClassName('primary')} href={`${link}?redir=${encodeURIComponent(`${location.pathname}${location.search}`)}`}>
        {intl.formatMessage(m.doTask, { task: task.id })}
      </a>
    );
  } else if (open && link) {
    action = (
      <Link className={buttonClassName('primary')} to={link}>
        {intl.formatMessage(m.doTask, { task: task.id })}
      </Link>
    );
  }
  return (
    <li className={styles.task} data-task={task.id} data-status={task.status}>
      <div className={styles.taskHead}>
        <h3 className={styles.taskTitle}>{title}</h3>
        <span className={styles.badge} data-status={task.status}>
          {intl.formatMessage(m.taskStatus, { status: task.status })}
        </span>
      </div>
      <p className={styles.taskBody}>{intl.formatMessage(m.taskBody, { task: task.id })}</p>
      {open || !task.doneByProduct ? (
        <div className={styles.taskActions}>
          {task.status === 'TODO' ? action : null}
          {!task.doneByProduct && task.status === 'TODO' ? (
            <Button variant="secondary" aria-label={intl.formatMessage(m.skipNamed, { task: title })} isDisabled={busy} onPress={() => onStatus('SKIPPED')}>
              {intl.formatMessage(m.skip)}
            </Button>
          ) : null}
          {!task.doneByProduct && task.status === 'SKIPPED' ? (
            <Button variant="secondary" aria-label={intl.formatMessage(m.undoSkipNamed, { task: title })} isDisabled={busy} onPress={() => onStatus('TODO')}>
              {intl.formatMessage(m.undoSkip)}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** The onboarding page (react-router lazy route module export; see the module docstring). */
export function BusinessOnboardingTasksPage() {
  const intl = useIntl();
  const data = useLoaderData() as OnboardingTasksData;
  const auth = useAuthState();
  const refreshAuthState = useRefreshAuthState();
  const reloading = useRouteDataReloading();
  const { revalidate, state } = useRevalidator();
  const titleId = useId();
  const [working, setWorking] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [alert, setAlert] = useState<string | undefined>();
  const { page } = data;

  const changed = () => {
    void revalidate();
    refreshAuthState();
  };
  const run = async (key: string, action: () => Promise<string>) => {
    setWorking(key);
    setAlert(undefined);
    setNotice('');
    try {
      setNotice(await action());
      changed();
    } catch (e) {
      logger.warn('onboarding action refused', e);
      setAlert(apiErrorText(intl, e, m.actionFailed));
    } finally {
      setWorking(null);
    }
  };
  const send = (task: Task) => void run(task.id, async () => intl.formatMessage(m.confirmationSent, { purpose: await resendConfirmationEmail() }));
  const setStatus = (task: Task, status: TaskStatus) => void run(task.id, async () => {
    await setOnboardingTaskStatus(task.id, status);
    return intl.formatMessage(status === 'SKIPPED' ? m.skipped : m.unskipped, { task: intl.formatMessage(m.taskTitle, { task: task.id }) });
  });
  const hide = () => void run('grid', async () => {
    await dismissReminderTaskGrid();
    return intl.formatMessage(m.remindersHidden);
  });

  const heading = (
    <h1 id={titleId} className={hub.title}>
      {intl.formatMessage(onboardingTitle(page))}
    </h1>
  );
  if (!data.tasks.ok) {
    return (
      <section aria-labelledby={titleId}>
        {heading}
        <div role="alert" className={hub.box}>
          <p className={hub.error}>{apiErrorText(intl, data.tasks.error, m.loadFailed)}</p>
          <Button variant="secondary" isDisabled={state !== 'idle'} onPress={() => void revalidate()}>
            {intl.formatMessage(m.tryAgain)}
          </Button>
        </div>
      </section>
    );
  }

  const reply = data.tasks.value;
  const companyTasks = reply.tasks.filter((t) => t.group === 'company');
  const accountTasks = reply.tasks.filter((t) => t.group === 'account');
  const canSendProfileLink = auth?.businessState.companyConfirmationNeeded !== true;
  const list = (tasks: readonly Task[], label: string) =>
    tasks.length === 0 ? null : (
      <ul className={styles.tasks} aria-label={label} aria-busy={reloading}>
        {tasks.map((task) => (
          <TaskItem
            key={task.id}
            task={task}
            busy={working === task.id}
            canSendProfileLink={canSendProfileLink}
            setupVersion={data.info.ok ? data.info.value.setupVersion : null}
            onSend={() => send(task)}
            onStatus={(status) => setStatus(task, status)}
          />
        ))}
      </ul>
    );
  const shown = page === 'companyTasks' ? companyTasks : page === 'tasks' ? accountTasks : reply.tasks;
  const allDone = shown.length > 0 && shown.every((t) => t.status !== 'TODO');
  const companyProgress = reply.companyOnboardingProgress;

  let body: ReactNode;
  if (page === 'getStarted') {
    body = reply.taskGridDismissed ? (
      <div className={hub.box}>
        <p>{intl.formatMessage(m.remindersHidden)}</p>
        <div className={hub.actions}>
          <Link to={BUSINESS_ONBOARDING_PATHS.tasks}>{intl.formatMessage(m.openTasks)}</Link>
          {companyProgress !== null ? <Link to={BUSINESS_ONBOARDING_PATHS.companyTasks}>{intl.formatMessage(m.openCompanyTasks)}</Link> : null}
        </div>
      </div>
    ) : (
      <section aria-label={intl.formatMessage(m.reminders)}>
        {companyTasks.length > 0 ? <h2 className={hub.sectionTitle}>{intl.formatMessage(m.companyGroup)}</h2> : null}
        {list(companyTasks, intl.formatMessage(m.companyGroup))}
        <h2 className={hub.sectionTitle}>{intl.formatMessage(m.accountGroup)}</h2>
        {list(accountTasks, intl.formatMessage(m.accountGroup))}
        <div className={hub.actions}>
          <Button variant="secondary" isDisabled={working === 'grid'} onPress={hide}>
            {intl.formatMessage(m.hideReminders)}
          </Button>
        </div>
      </section>
    );
  } else {
    const part = page === 'companyTasks' ? 'company' : 'account';
    const info = data.info;
    body = (
      <>
        {list(shown, intl.formatMessage(part === 'company' ? m.companyGroup : m.accountGroup))}
        {info.ok ? (
          <SetupForm key={`${info.value.setupVersion}-${part}`} info={info.value} part={part} onSaved={changed} />
        ) : (
          <div role="alert" className={hub.box}>
            <p className={hub.error}>{apiErrorText(intl, info.error, sm.infoFailed)}</p>
            <Button variant="secondary" isDisabled={state !== 'idle'} onPress={() => void revalidate()}>
              {intl.formatMessage(m.tryAgain)}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby={titleId} className={styles.page}>
      {heading}
      <p className={hub.muted}>
        {intl.formatMessage(page === 'companyTasks' ? m.companyTasksIntro : page === 'tasks' ? m.accountTasksIntro : m.intro)}
      </p>
      <ul className={hub.progressList}>
        {companyProgress !== null && page !== 'tasks' ? <ProgressLine label={intl.formatMessage(bm.onboardingCompanyProgress)} percent={companyProgress} /> : null}
        {page !== 'companyTasks' ? <ProgressLine label={intl.formatMessage(bm.onboardingAccountProgress)} percent={reply.accountOnboardingProgress} /> : null}
      </ul>
      <p role="status" className={styles.notice}>
        {reloading ? intl.formatMessage(m.loading) : notice}
      </p>
      {alert ? (
        <p role="alert" className={hub.error}>
          {alert}
        </p>
      ) : null}
      {allDone ? <p className={hub.success}>{intl.formatMessage(m.allDone)}</p> : null}
      {body}
    </section>
  );
}

/** The route module's page. */
export const Component = BusinessOnboardingTasksPage;
