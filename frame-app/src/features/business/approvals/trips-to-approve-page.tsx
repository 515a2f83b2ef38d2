/**
 * Trips to approve `/business/approval` (issue #25 "Approve/decline with a comment, by the approver in
 * /business/approval (trips to approve, TRIPS_TO_APPROVE) and from the mail link"; core-and-business §5, §6). A
 * react-router route module behind the hub's guard (ADMIN_PAGES `tripsToApprove`).
 *
 * - `?status=pending` (default) lists what waits for the caller's answer, oldest deadline concerns first as the server
 *   orders them (newest request first); `?status=decided` the decided ones with the outcome, who decided and the
 *   comment. "Show" switches between them.
 * - Each waiting trip: title, traveler, price, the policy's reasons, the deadline, hard ("held until you answer") or
 *   passive ("booked; you may cancel it"), escalated when it was; Approve and Decline (accessible names name the trip
 *   and the traveler) open the decision dialog (./decision-dialog.tsx). Only requests the server marks `canDecide`
 *   offer them (policy approval.process is the server's).
 * - The mailed link opens `/business/approval?request={id}`: the loader fetches that request; the page shows it first,
 *   highlighted, and opens its decision (approve) when it can still be decided. A link to a request the caller cannot
 *   see (another company's: 404; not theirs: 403) says so.
 * - Loading, empty and failure states ("Try again"); outcomes are announced in a polite status line.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, useRevalidator, useSearchParams } from 'react-router';
import type { ApprovalListReply, ApprovalRequest } from '@travel/contract';
import { settle, useRouteDataReloading, type Settled } from '../../../api/route-data.ts';
import { logger } from '../../../state/index.ts';
import { Button } from '../../../ui/index.ts';
import { TextRadioGroup } from '../../../ui/radio-group.tsx';
import { dateTimeFormat, formatMoney } from '../../../ui/format.ts';
import { fetchApprovalRequest, fetchTripsToApprove } from './api.ts';
import { DecisionDialog } from './decision-dialog.tsx';
import { approvalsMessages as am, tripsToApproveMessages as m } from './messages.ts';
import styles from './approvals.module.css';

/** What the loader hands the page. */
export interface TripsToApprovePageData {
  status: 'pending' | 'decided';
  list: Settled<ApprovalListReply>;
  /** The mailed link's request (`?request=`), or null without one. */
  linked: Settled<ApprovalRequest> | null;
}

/** Route loader: the list for `?status=` and the linked request; never throws. */
export async function loader({ request }: { request: Request }): Promise<TripsToApprovePageData> {
  const url = new URL(request.url);
  const status = url.searchParams.get('status') === 'decided' ? 'decided' : 'pending';
  const id = url.searchParams.get('request');
  const [list, linked] = await Promise.all([
    settle(fetchTripsToApprove(status, request.signal)),
    id ? settle(fetchApprovalRequest(id, request.signal)) : Promise.resolve(null),
  ]);
  if (!list.ok && !request.signal.aborted) logger.warn('trips to approve load failed', list.error);
  return { status, list, linked };
}

type Dialog = { request: ApprovalRequest; decision: 'APPROVE' | 'DECLINE' } | null;

/** One request's card. */
function RequestCard({ request, highlight, onDecide }: { request: ApprovalRequest; highlight: boolean; onDecide(d: 'APPROVE' | 'DECLINE'): void }) {
  const intl = useIntl();
  const when = (iso: string) => dateTimeFormat(intl.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const named = { title: request.title, name: request.traveler.name };
  return (
    <li className={[styles.card, highlight ? styles.highlight : ''].filter(Boolean).join(' ')} aria-current={highlight ? 'true' : undefined}>
      <div className={styles.cardBody}>
        <span className={styles.strong}>{request.title}</span>
        <span>{intl.formatMessage(m.traveler, { name: request.traveler.name })}</span>
        {request.price ? <span>{formatMoney(request.price, intl.locale)}</span> : null}
        {request.reasons.length > 0 ? (
          <ul className={styles.reasons}>
            {request.reasons.map((reason) => <li key={reason}>{reason}</li>)}
          </ul>
        ) : null}
        {request.state === 'PENDING' ? (
          <>
            <span className={styles.muted}>{intl.formatMessage(m.deadline, { date: when(request.deadline) })}</span>
            <span className={styles.muted}>{intl.formatMessage(request.type === 'HARD' ? m.hard : m.passive)}</span>
            {request.escalated ? <span className={styles.muted}>{intl.formatMessage(m.escalated)}</span> : null}
          </>
        ) : (
          <span>
            {intl.formatMessage(m.state, { state: request.state })}
            {request.decidedBy ? ` ${intl.formatMessage(m.decidedBy, { name: request.decidedBy.name })}` : ''}
            {request.comment ? ` — ${request.comment}` : ''}
          </span>
        )}
      </div>
      {request.canDecide ? (
        <div className={styles.actions}>
          <Button aria-label={intl.formatMessage(m.approveNamed, named)} onPress={() => onDecide('APPROVE')}>{intl.formatMessage(m.approve)}</Button>
          <Button variant="secondary" aria-label={intl.formatMessage(m.declineNamed, named)} onPress={() => onDecide('DECLINE')}>{intl.formatMessage(m.decline)}</Button>
        </div>
      ) : null}
    </li>
  );
}

/** The trips-to-approve page (see the module docstring). */
export function TripsToApprovePage() {
  const intl = useIntl();
  const data = useLoaderData() as TripsToApprovePageData;
  const [, setSearchParams] = useSearchParams();
  const reloading = useRouteDataReloading();
  const { revalidate, state } = useRevalidator();
  const titleId = useId();
  const linked = data.linked?.ok ? data.linked.value : null;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState('');
  const busy = reloading || state !== 'idle';
  // The mailed link opens its decision once, when the request can still be decided.
  const linkedId = linked?.canDecide ? linked.id : null;
  useEffect(() => {
    if (linkedId && linked) setDialog({ request: linked, decision: 'APPROVE' });
    // Only when the linked request changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkedId]);

  const items = data.list.ok ? data.list.value.items.filter((r) => r.id !== linked?.id) : [];
  let body: ReactNode;
  if (!data.list.ok) {
    body = (
      <div role="alert" className={styles.errorBox}>
        <p className={styles.error}>{intl.formatMessage(m.loadFailed)}</p>
        <Button variant="secondary" isDisabled={state !== 'idle'} onPress={() => void revalidate()}>{intl.formatMessage(am.tryAgain)}</Button>
      </div>
    );
  } else if (items.length === 0 && !linked) {
    body = <p className={styles.muted}>{intl.formatMessage(data.status === 'pending' ? m.emptyPending : m.emptyDecided)}</p>;
  } else {
    body = (
      <ul className={styles.list} aria-label={intl.formatMessage(m.listLabel)} aria-busy={busy}>
        {linked ? <RequestCard request={linked} highlight onDecide={(decision) => setDialog({ request: linked, decision })} /> : null}
        {items.map((r) => <RequestCard key={r.id} request={r} highlight={false} onDecide={(decision) => setDialog({ request: r, decision })} />)}
      </ul>
    );
  }

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={styles.headerRow}>
        <h1 id={titleId} className={styles.title}>{intl.formatMessage(m.title)}</h1>
      </div>
      <TextRadioGroup
        label={intl.formatMessage(m.show)}
        orientation="horizontal"
        value={data.status}
        options={[{ value: 'pending', label: intl.formatMessage(m.pending) }, { value: 'decided', label: intl.formatMessage(m.decided) }]}
        onChange={(status) => setSearchParams(status === 'decided' ? { status } : {})}
      />
      {data.linked && !data.linked.ok ? <p role="alert" className={styles.error}>{intl.formatMessage(m.linkFailed)}</p> : null}
      <p role="status" className={styles.notice}>{busy ? intl.formatMessage(am.loading) : notice}</p>
      {body}
      {dialog ? (
        <DecisionDialog
          request={dialog.request}
          decision={dialog.decision}
          onClose={() => setDialog(null)}
          onDone={(after) => {
            setDialog(null);
            setNotice(intl.formatMessage(after.state === 'APPROVED' ? m.approved : m.declined, { title: after.title, name: after.traveler.name }));
            void revalidate();
          }}
        />
      ) : null}
    </section>
  );
}

/** The route module's page. */
export const Component = TripsToApprovePage;
