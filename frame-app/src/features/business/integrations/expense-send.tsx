/**
 * "Send to expense system" on the trip page (issue #26 "Integrations"; account-business-header-and-trips §7 "Expense
 * system": `POST {hash}?expenseManagementSystemCode` and `POST {hash}`, `{hash}` the trip's tripHash). Loaded lazily by
 * ./expense-send-gate.tsx for the trip's owner when they are a business user in business mode whose company has
 * EXPENSIFY_INTEGRATION.
 *
 * - Loads GET {hash} once per mount, read with React's `use()` from a promise kept in state (no effect): the systems
 *   and the trip's latest deliveries. Loading: "Loading…" (status); failure: an alert with "Try again"; a 401/403
 *   (second factor not passed yet) hides the block.
 * - No system configured: says so (an admin adds one on /business/integrations). One system: "Send to expense system"
 *   sends `POST {hash}` (the default). Several: an "Expense system" select (default first, marked) and the same button,
 *   which sends `?expenseManagementSystemCode={code}` for a system other than the default.
 * - Each delivery: "{system}: {state}" with attempts, last error and next attempt while retrying ("Delivered",
 *   "Waiting to send", "Retrying", "Failed"); "Refresh expense status" asks again. After a send the list reloads and a
 *   polite status line says it was queued; refusals show in an alert (no bookings: said so).
 */
import { startTransition, Suspense, use, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ExpenseTripReply } from '@travel/contract';
import { ApiRequestError } from '../../../api/index.ts';
import { settle, type Settled } from '../../../api/route-data.ts';
import { logger } from '../../../state/index.ts';
import { Button, SelectField } from '../../../ui/index.ts';
import { apiErrorText } from '../../chrome/index.ts';
import { fetchTripExpense, sendTripExpense } from './api.ts';
import { DeliveryStatus } from './delivery-status.tsx';
import { expenseTripMessages as m } from './messages.ts';
import styles from './integrations.module.css';

type Load = Promise<Settled<ExpenseTripReply | null>>;

function load(tripHash: string): Load {
  return settle(fetchTripExpense(tripHash)).then((r) => {
    if (!r.ok) logger.warn('expense status not loaded', r.error);
    return r;
  });
}

function ExpenseBody({ tripHash, pending, reload, titleId }: { tripHash: string; pending: Load; reload(): void; titleId: string }) {
  const intl = useIntl();
  const result = use(pending);
  const [choice, setChoice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState('');
  const [alert, setAlert] = useState<string | undefined>();
  if (!result.ok) {
    return (
      <div role="alert" className={styles.errorBox}>
        <p className={styles.error}>{intl.formatMessage(m.loadFailed)}</p>
        <Button variant="secondary" onPress={reload}>
          {intl.formatMessage(m.tryAgain)}
        </Button>
      </div>
    );
  }
  if (result.value === null) return null;
  const { systems, deliveries } = result.value;
  const fallback = systems.find((s) => s.isDefault) ?? systems[0];
  const chosen = systems.find((s) => s.code === choice) ?? fallback;
  const send = async () => {
    if (!chosen) return;
    setAlert(undefined);
    setNotice('');
    setSending(true);
    try {
      await sendTripExpense(tripHash, chosen.isDefault ? undefined : chosen.code);
      setNotice(intl.formatMessage(m.queued, { name: chosen.name }));
      reload();
    } catch (e) {
      logger.warn('expense send refused', e);
      const noBookings = e instanceof ApiRequestError && e.errors.some((x) => x.field === 'hash');
      setAlert(noBookings ? intl.formatMessage(m.noBookings) : apiErrorText(intl, e, m.sendFailed));
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <h2 id={titleId} className={styles.panelTitle}>
        {intl.formatMessage(m.title)}
      </h2>
      {chosen ? (
        <div className={styles.expenseRow}>
          {systems.length > 1 ? (
            <SelectField<string>
              label={intl.formatMessage(m.systemLabel)}
              options={[...systems].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)).map((s) => ({
                id: s.code, label: s.isDefault ? intl.formatMessage(m.defaultSuffix, { name: s.name }) : s.name,
              }))}
              value={chosen.code}
              onChange={setChoice}
            />
          ) : null}
          <Button isDisabled={sending} onPress={() => void send()}>
            {intl.formatMessage(sending ? m.sending : deliveries.length > 0 ? m.sendAgain : m.send)}
          </Button>
          {deliveries.length > 0 ? (
            <Button variant="secondary" onPress={reload}>
              {intl.formatMessage(m.refresh)}
            </Button>
          ) : null}
        </div>
      ) : (
        <p className={styles.muted}>{intl.formatMessage(m.none)}</p>
      )}
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      {alert ? (
        <p role="alert" className={styles.error}>
          {alert}
        </p>
      ) : null}
      {chosen ? (
        deliveries.length === 0 ? (
          <p className={styles.muted}>{intl.formatMessage(m.never)}</p>
        ) : (
          <ul className={styles.deliveries} aria-label={intl.formatMessage(m.title)}>
            {deliveries.slice(0, 3).map((d) => (
              <li key={d.id} className={styles.delivery}>
                <span className={styles.deliveryWhat}>{d.systemName ?? d.systemCode}</span>
                <DeliveryStatus delivery={d} />
                <span className={styles.muted}>{intl.formatDate(d.deliveredAt ?? d.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</span>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </>
  );
}

/** The trip's expense block (see the module docstring). */
export default function ExpenseSend({ tripHash }: { tripHash: string }) {
  const intl = useIntl();
  const titleId = useId();
  const [pending, setPending] = useState<Load>(() => load(tripHash));
  return (
    <section className={styles.expense} aria-labelledby={titleId} data-testid="expense-send">
      <Suspense
        fallback={
          <p role="status" className={styles.muted} id={titleId}>
            {intl.formatMessage(m.loading)}
          </p>
        }
      >
        <ExpenseBody tripHash={tripHash} pending={pending} reload={() => startTransition(() => setPending(load(tripHash)))} titleId={titleId} />
      </Suspense>
    </section>
  );
}
