/**
 * Approvers `/business/approvals/approvers` (issue #25 "Approvers per group with a backup approver (the traveler's
 * manager by default)"; core-and-business §6: flag-gated). A react-router route module behind the hub's guard
 * (ADMIN_PAGES `approvers`: COMPANY_SETTINGS_APPROVAL_SETTINGS and the company's approvers flag).
 *
 * Each group: an approver and a backup approver, chosen from the people the server offers (they hold an approval
 * permission), or the default (the traveler's approver or manager; the manager as backup). The approver and the
 * backup of a group must differ (checked before sending). Save sends every group. Empty: "no groups yet"; failure:
 * "Try again".
 */
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, useRevalidator } from 'react-router';
import type { ApproversReply, GroupApprovers } from '@travel/contract';
import { settle, type Settled } from '../../../api/route-data.ts';
import { logger } from '../../../state/index.ts';
import { Button, SelectField } from '../../../ui/index.ts';
import { apiErrorText } from '../../chrome/index.ts';
import { fetchApprovers, saveApprovers } from './api.ts';
import { approvalsMessages as am, approversMessages as m } from './messages.ts';
import styles from './approvals.module.css';

/** What the loader hands the page. */
export interface ApproversPageData {
  approvers: Settled<ApproversReply>;
}

/** Route loader: groups, their approvers and the candidates; never throws. */
export async function loader({ request }: { request: Request }): Promise<ApproversPageData> {
  const approvers = await settle(fetchApprovers(request.signal));
  if (!approvers.ok && !request.signal.aborted) logger.warn('approvers load failed', approvers.error);
  return { approvers };
}

const DEFAULT = '';

/** The editable list, once loaded. */
function ApproversForm({ reply }: { reply: ApproversReply }) {
  const intl = useIntl();
  const { revalidate } = useRevalidator();
  const [rows, setRows] = useState<GroupApprovers[]>(reply.groups.map(({ groupId, approverProfileId, backupApproverProfileId }) => ({ groupId, approverProfileId, backupApproverProfileId })));
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<string | undefined>();
  const [notice, setNotice] = useState('');
  const people = reply.candidates.map((c) => ({ id: c.profileId, label: `${c.name} (${c.email})` }));
  const set = (groupId: number, patch: Partial<GroupApprovers>) => setRows((all) => all.map((r) => (r.groupId === groupId ? { ...r, ...patch } : r)));
  const save = async () => {
    setAlert(undefined);
    setNotice('');
    const clash = rows.find((r) => r.approverProfileId !== null && r.approverProfileId === r.backupApproverProfileId);
    if (clash) {
      setAlert(intl.formatMessage(m.sameAsApprover, { group: reply.groups.find((g) => g.groupId === clash.groupId)?.groupName ?? '' }));
      return;
    }
    setPending(true);
    try {
      await saveApprovers(rows);
      setNotice(intl.formatMessage(am.saved));
      void revalidate();
    } catch (e) {
      logger.warn('approvers refused', e);
      setAlert(apiErrorText(intl, e, am.actionFailed));
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <ul className={styles.list} aria-label={intl.formatMessage(m.listLabel)}>
        {reply.groups.map((g) => {
          const row = rows.find((r) => r.groupId === g.groupId)!;
          return (
            <li key={g.groupId} className={styles.groupRow}>
              <span className={styles.strong}>{g.groupName}</span>
              <SelectField<string>
                label={intl.formatMessage(m.approver, { group: g.groupName })}
                options={[{ id: DEFAULT, label: intl.formatMessage(m.byDefault) }, ...people]}
                value={row.approverProfileId ?? DEFAULT}
                onChange={(id) => set(g.groupId, { approverProfileId: id === DEFAULT ? null : id })}
              />
              <SelectField<string>
                label={intl.formatMessage(m.backup, { group: g.groupName })}
                options={[{ id: DEFAULT, label: intl.formatMessage(m.noBackup) }, ...people]}
                value={row.backupApproverProfileId ?? DEFAULT}
                onChange={(id) => set(g.groupId, { backupApproverProfileId: id === DEFAULT ? null : id })}
              />
            </li>
          );
        })}
      </ul>
      {alert ? <p role="alert" className={styles.error}>{alert}</p> : null}
      <p role="status" className={styles.notice}>{pending ? intl.formatMessage(am.saving) : notice}</p>
      <div className={styles.actions}>
        <Button isDisabled={pending} onPress={() => void save()}>{intl.formatMessage(am.save)}</Button>
      </div>
    </>
  );
}

/** The approvers page (see the module docstring). */
export function ApproversPage() {
  const intl = useIntl();
  const data = useLoaderData() as ApproversPageData;
  const { revalidate, state } = useRevalidator();
  const titleId = useId();
  let body: ReactNode;
  if (!data.approvers.ok) {
    body = (
      <div role="alert" className={styles.errorBox}>
        <p className={styles.error}>{intl.formatMessage(m.loadFailed)}</p>
        <Button variant="secondary" isDisabled={state !== 'idle'} onPress={() => void revalidate()}>{intl.formatMessage(am.tryAgain)}</Button>
      </div>
    );
  } else if (data.approvers.value.groups.length === 0) {
    body = <p className={styles.muted}>{intl.formatMessage(m.empty)}</p>;
  } else {
    body = <ApproversForm reply={data.approvers.value} />;
  }
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>{intl.formatMessage(m.title)}</h1>
      <p className={styles.muted}>{intl.formatMessage(m.intro)}</p>
      {body}
    </section>
  );
}

/** The route module's page. */
export const Component = ApproversPage;
