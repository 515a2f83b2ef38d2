/**
 * The admin hub's groups page `/business/users/groups` (issue #24 "Admin hub": groups; core-and-business §6 admin hub
 * page `groups`: USER_MANAGEMENT or SENIORITY_MANAGEMENT; account-business-header-and-trips §2 admin page
 * identifiers). A react-router route module: `loader` + `Component` ({@link BusinessGroupsPage}); the business routes
 * mount it behind the hub's guard through `peopleRouteModules.groups` (./index.ts).
 *
 * - The loader asks GET {base}/groups with the router's abort signal; it never throws: the page shows a failure with
 *   "Try again".
 * - Each group: its name and how many users are in it (the server counts them), with "Rename" and "Delete" (their
 *   accessible names name the group). "New group" and "Rename" open a name dialog (./name-dialog.tsx; a taken name
 *   shows under the field). "Delete" asks first and says what happens to the group's users: the server's rule is that
 *   they leave the group and keep their role (contract AdminGroupsReplySchema); a refusal shows the envelope's text in
 *   the confirmation dialog.
 * - Empty: "Your company has no groups yet. Create the first one." Outcomes are announced in a polite status line;
 *   the list dims (aria-busy) while it reloads.
 * Every caller who sees the page may use every action (the server's declaration is the page's, admin-routes.ts).
 */
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, useRevalidator } from 'react-router';
import type { AdminGroup } from '@travel/contract';
import { settle, useRouteDataReloading, type Settled } from '../../../api/route-data.ts';
import { logger } from '../../../state/index.ts';
import { Button } from '../../../ui/index.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { apiErrorText } from '../../chrome/index.ts';
import { createGroup, deleteGroup, fetchGroups, renameGroup } from './api.ts';
import { groupsMessages as m, peopleMessages as pm } from './messages.ts';
import { NameDialog } from './name-dialog.tsx';
import { useConfirmedCall } from '../confirmed-call.ts';
import styles from './people.module.css';

/** What the loader hands the page. */
export interface GroupsPageData {
  groups: Settled<AdminGroup[]>;
}

/** Route loader: the company's groups (see the module docstring); never throws. */
export async function loader({ request }: { request: Request }): Promise<GroupsPageData> {
  const groups = await settle(fetchGroups(request.signal));
  if (!groups.ok && !request.signal.aborted) logger.warn('business groups load failed', groups.error);
  return { groups };
}

type Dialog = { kind: 'create' } | { kind: 'rename'; group: AdminGroup } | { kind: 'delete'; group: AdminGroup } | null;

/** Delete, behind a confirmation that says what happens to the group's users. */
function DeleteGroupDialog({ group, onClose, onDone }: { group: AdminGroup; onClose(): void; onDone(): void }) {
  const intl = useIntl();
  const { pending, error, confirm } = useConfirmedCall(
    async () => {
      await deleteGroup(group.id);
      onDone();
    },
    (e) => apiErrorText(intl, e, pm.actionFailed),
    'business group delete refused',
  );
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(m.deleteTitle, { name: group.name })}
      confirmLabel={intl.formatMessage(m.deleteConfirm)}
      cancelLabel={intl.formatMessage(pm.keep)}
      onConfirm={confirm}
      isPending={pending}
      pendingLabel={intl.formatMessage(pm.working)}
      errorMessage={error}
    >
      <p className={styles.muted}>{intl.formatMessage(m.deleteBody, { count: group.memberCount })}</p>
    </ConfirmDialog>
  );
}

/** The groups page (react-router lazy route module export; see the module docstring). */
export function BusinessGroupsPage() {
  const intl = useIntl();
  const data = useLoaderData() as GroupsPageData;
  const reloading = useRouteDataReloading();
  const { revalidate, state } = useRevalidator();
  const titleId = useId();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState('');
  const busy = reloading || state !== 'idle';
  const after = (text: string) => {
    setDialog(null);
    setNotice(text);
    void revalidate();
  };

  let body: ReactNode;
  if (!data.groups.ok) {
    body = (
      <div role="alert" className={styles.errorBox}>
        <p className={styles.error}>{intl.formatMessage(m.loadFailed)}</p>
        <Button variant="secondary" isDisabled={state !== 'idle'} onPress={() => void revalidate()}>
          {intl.formatMessage(pm.tryAgain)}
        </Button>
      </div>
    );
  } else if (data.groups.value.length === 0) {
    body = <p className={styles.muted}>{intl.formatMessage(m.empty)}</p>;
  } else {
    body = (
      <ul className={styles.list} aria-label={intl.formatMessage(m.listLabel)} aria-busy={busy}>
        {data.groups.value.map((group) => (
          <li key={group.id} className={styles.card}>
            <div className={styles.cardBody}>
              <span className={styles.strong}>{group.name}</span>
              <span className={styles.muted}>{intl.formatMessage(pm.members, { count: group.memberCount })}</span>
            </div>
            <div className={styles.actions}>
              <Button variant="secondary" aria-label={intl.formatMessage(m.rename, { name: group.name })} onPress={() => setDialog({ kind: 'rename', group })}>
                {intl.formatMessage(pm.renameShort)}
              </Button>
              <Button variant="secondary" aria-label={intl.formatMessage(m.delete, { name: group.name })} onPress={() => setDialog({ kind: 'delete', group })}>
                {intl.formatMessage(pm.deleteShort)}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={styles.headerRow}>
        <h1 id={titleId} className={styles.title}>
          {intl.formatMessage(m.title)}
        </h1>
        <Button onPress={() => setDialog({ kind: 'create' })}>{intl.formatMessage(m.create)}</Button>
      </div>
      <p className={styles.muted}>{intl.formatMessage(m.intro)}</p>
      <p role="status" className={styles.notice}>
        {busy ? intl.formatMessage(m.loading) : notice}
      </p>
      {body}
      {dialog?.kind === 'create' ? (
        <NameDialog
          title={intl.formatMessage(m.createTitle)}
          initialName=""
          submitLabel={intl.formatMessage(m.create)}
          nameTakenMessage={intl.formatMessage(m.nameTaken)}
          onClose={() => setDialog(null)}
          onSubmit={async (name) => {
            const created = await createGroup(name);
            after(intl.formatMessage(m.created, { name: created.name }));
          }}
        />
      ) : null}
      {dialog?.kind === 'rename' ? (
        <NameDialog
          title={intl.formatMessage(m.renameTitle, { name: dialog.group.name })}
          initialName={dialog.group.name}
          submitLabel={intl.formatMessage(pm.save)}
          nameTakenMessage={intl.formatMessage(m.nameTaken)}
          onClose={() => setDialog(null)}
          onSubmit={async (name) => {
            if (name === dialog.group.name) return setDialog(null);
            const renamed = await renameGroup(dialog.group.id, name);
            after(intl.formatMessage(m.renamed, { name: renamed.name }));
          }}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteGroupDialog group={dialog.group} onClose={() => setDialog(null)} onDone={() => after(intl.formatMessage(m.deleted, { name: dialog.group.name }))} />
      ) : null}
    </section>
  );
}

/** The route module's page. */
export const Component = BusinessGroupsPage;
