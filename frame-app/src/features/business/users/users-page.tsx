/**
 * The admin hub's users page `/business/users/manage` (issue #24 "users (list, search, invite by email through the
 * mail outbox, edit role and group, deactivate)"; core-and-business §6 admin hub page `users`; account-business-
 * header-and-trips §2 admin page identifiers). A react-router route module: `loader` + `Component`
 * ({@link BusinessUsersPage}); the hub mounts it through `usersRouteModules.users` (./index.ts).
 *
 * - The loader reads `?query=` (search text) and `?page=` (from 1) and asks GET {base}/users (paged in SQL, the total
 *   counted there) and GET {base}/users/options (roles and groups for the forms) with the router's abort signal; it
 *   never throws: the page shows a failure with "Try again".
 * - Search: typing updates the URL {@link USERS_SEARCH_DEBOUNCE_MS} after the last keystroke (back to page 1, history
 *   replaced), so the router reloads and aborts a superseded request; the list dims (aria-busy) and says "Loading
 *   users…" while it reloads.
 * - Each row: name (or "No name yet"), email, role, group, status (active / deactivated / guest access ended) and the
 *   actions "Edit" (role and group, in a dialog) and "Deactivate" / "Reactivate" (a confirmation dialog first). The
 *   caller's own row has no actions (the server refuses changing oneself). Buttons carry the user's name in their
 *   accessible name ("Deactivate Ada Lovelace").
 * - "Reset two-factor" (USER_MANAGEMENT; issue #24 "Business two-factor": a user who lost the phone with their
 *   authenticator app) asks for confirmation, then POST {base}/users/{profileId}/resetTwoFactor: the user's codes and
 *   recovery codes stop working and their next business visit asks them to enrol again; a refusal (403: a user holding
 *   a permission the caller lacks) shows in the dialog. Not on the caller's own row (they use a recovery code).
 * - "Invite user" opens the invite dialog (./invite-dialog.tsx), offering Member and/or Guest by what the caller may
 *   invite.
 * - Outcomes of actions are announced in a polite status line; a refused action (the last active company admin,
 *   403 FORBIDDEN) shows the envelope's text as an alert in its dialog.
 * Who may act is the server's decision (admin-routes.ts: BUSINESS_PROFILE_EDIT / _DELETE or USER_MANAGEMENT, ADD_USERS
 * for invitations); the page hides an action once the auth state says the caller may not use it (./constants.ts
 * requirements, chrome's useAccess), and a refusal still shows its text.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLoaderData, useRevalidator, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { AdminUser, AdminUserOptions, AdminUsersPage } from '@travel/contract';
import { ApiRequestError } from '../../../api/index.ts';
import { settle, useRouteDataReloading, type Settled } from '../../../api/route-data.ts';
import { logger } from '../../../state/index.ts';
import { Button, Overlay, SelectField, TextInputField } from '../../../ui/index.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { apiErrorText, useAccess } from '../../chrome/index.ts';
import { fetchUserOptions, fetchUsers, resetTwoFactor, setUserStatus, updateUser } from './api.ts';
import {
  EDIT_USER_REQUIREMENT, RESET_TWO_FACTOR_REQUIREMENT, USER_STATUS_REQUIREMENT, USERS_PAGE_PARAM, USERS_PAGE_SIZE, USERS_QUERY_PARAM,
  USERS_SEARCH_DEBOUNCE_MS,
} from './constants.ts';
import { InviteUserDialog, NO_GROUP, groupOptions, roleOptions, useInviteKinds } from './invite-dialog.tsx';
import { usersMessages as m } from './messages.ts';
import { useConfirmedCall } from '../confirmed-call.ts';
import { DialogFormFooter } from '../dialog-form-footer.tsx';
import styles from './users.module.css';

/** What the loader hands the page: the search and page asked, and the outcome of both calls. */
export interface UsersPageData {
  query: string;
  page: number;
  result: Settled<{ list: AdminUsersPage; options: AdminUserOptions }>;
}

/** The page number of `?page=` (from 1; anything else is 1). */
function pageOf(params: URLSearchParams): number {
  const page = Number(params.get(USERS_PAGE_PARAM));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** Route loader: one page of users and the form options (see the module docstring); never throws. */
export async function loader({ request }: LoaderFunctionArgs): Promise<UsersPageData> {
  const params = new URL(request.url).searchParams;
  const query = (params.get(USERS_QUERY_PARAM) ?? '').trim();
  const page = pageOf(params);
  const result = await settle(Promise.all([
    fetchUsers({ query, offset: (page - 1) * USERS_PAGE_SIZE, limit: USERS_PAGE_SIZE }, request.signal),
    fetchUserOptions(request.signal),
  ]).then(([list, options]) => ({ list, options })));
  if (!result.ok && !request.signal.aborted) logger.warn('business users load failed', result.error);
  return { query, page, result };
}

/** The name a row and its buttons show: the user's name, else the email. */
function displayName(user: AdminUser): string {
  return user.name ?? user.email;
}

/** The edit dialog: role and group; sends only what changed. */
function EditUserDialog({ user, options, onClose, onSaved }: { user: AdminUser; options: AdminUserOptions; onClose(): void; onSaved(user: AdminUser): void }) {
  const intl = useIntl();
  const titleId = useId();
  const [roleId, setRoleId] = useState(String(user.role.id));
  const [groupId, setGroupId] = useState(user.groupId === null ? NO_GROUP : String(user.groupId));
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<string | undefined>();
  const name = displayName(user);

  const save = async () => {
    const body = {
      ...(roleId !== String(user.role.id) ? { roleId: Number(roleId) } : {}),
      ...(groupId !== (user.groupId === null ? NO_GROUP : String(user.groupId)) ? { groupId: groupId === NO_GROUP ? null : Number(groupId) } : {}),
    };
    if (Object.keys(body).length === 0) return onClose();
    setPending(true);
    setAlert(undefined);
    try {
      onSaved(await updateUser(user.profileId, body));
    } catch (e) {
      logger.warn('business user update refused', e);
      const lastAdmin = e instanceof ApiRequestError && e.errors.some((x) => x.code === 'VALIDATION_ERROR' && x.field === 'roleId');
      setAlert(lastAdmin ? intl.formatMessage(m.lastAdmin) : apiErrorText(intl, e, m.actionFailed));
      setPending(false);
    }
  };

  return (
    <Overlay isOpen onOpenChange={(open) => !open && !pending && onClose()} label={intl.formatMessage(m.editTitle, { name })}>
      <form className={styles.form} aria-labelledby={titleId} noValidate onSubmit={(event) => { event.preventDefault(); void save(); }}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {intl.formatMessage(m.editTitle, { name })}
        </h2>
        <p className={styles.muted}>{user.email}</p>
        <SelectField<string> label={intl.formatMessage(m.roleLabel)} options={roleOptions(options, user.role.id)} value={roleId} onChange={setRoleId} />
        <SelectField<string> label={intl.formatMessage(m.groupLabel)} options={groupOptions(options, intl.formatMessage(m.noGroup))} value={groupId} onChange={setGroupId} />
        <DialogFormFooter
          alert={alert}
          pending={pending}
          pendingText={intl.formatMessage(m.working)}
          cancelText={intl.formatMessage(m.cancel)}
          submitText={intl.formatMessage(m.save)}
          onCancel={onClose}
        />
      </form>
    </Overlay>
  );
}

/** Deactivate / reactivate, behind a confirmation dialog. */
function StatusDialog({ user, onClose, onDone }: { user: AdminUser; onClose(): void; onDone(user: AdminUser): void }) {
  const intl = useIntl();
  const deactivating = user.status === 'active';
  const name = displayName(user);
  const { pending, error, confirm } = useConfirmedCall(
    async () => {
      onDone(await setUserStatus(user.profileId, deactivating ? 'deactivate' : 'reactivate'));
    },
    (e) => {
      const lastAdmin = e instanceof ApiRequestError && e.errors.some((x) => x.code === 'VALIDATION_ERROR' && x.field === 'status');
      return lastAdmin ? intl.formatMessage(m.lastAdmin) : apiErrorText(intl, e, m.actionFailed);
    },
    'business user status change refused',
  );
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(deactivating ? m.deactivateTitle : m.reactivateTitle, { name })}
      confirmLabel={intl.formatMessage(deactivating ? m.deactivateConfirm : m.reactivateConfirm)}
      cancelLabel={intl.formatMessage(m.keep)}
      onConfirm={confirm}
      isPending={pending}
      pendingLabel={intl.formatMessage(m.working)}
      errorMessage={error}
    >
      <p className={styles.muted}>{intl.formatMessage(deactivating ? m.deactivateBody : m.reactivateBody, { email: user.email })}</p>
    </ConfirmDialog>
  );
}

/** Reset a lost authenticator, behind a confirmation dialog. */
function ResetTwoFactorDialog({ user, onClose, onDone }: { user: AdminUser; onClose(): void; onDone(text: string): void }) {
  const intl = useIntl();
  const name = displayName(user);
  const { pending, error, confirm } = useConfirmedCall(
    async () => {
      const reply = await resetTwoFactor(user.profileId);
      onDone(intl.formatMessage(reply.hadAuthenticator ? m.resetTwoFactorDone : m.resetTwoFactorNothing, { name: displayName(reply.user) }));
    },
    (e) => apiErrorText(intl, e, m.actionFailed),
    'business two-factor reset refused',
  );
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(m.resetTwoFactorTitle, { name })}
      confirmLabel={intl.formatMessage(m.resetTwoFactorConfirm)}
      cancelLabel={intl.formatMessage(m.keep)}
      onConfirm={confirm}
      isPending={pending}
      pendingLabel={intl.formatMessage(m.working)}
      errorMessage={error}
    >
      <p className={styles.muted}>{intl.formatMessage(m.resetTwoFactorBody, { email: user.email })}</p>
    </ConfirmDialog>
  );
}

/** What the caller may do on other users' rows. */
interface RowPermissions {
  mayEdit: boolean;
  mayChangeStatus: boolean;
  mayResetTwoFactor: boolean;
}

/** One row of the users table. */
function UserRow({ user, onEdit, onStatus, onResetTwoFactor, may }: { user: AdminUser; onEdit(): void; onStatus(): void; onResetTwoFactor(): void; may: RowPermissions }) {
  const { mayEdit, mayChangeStatus, mayResetTwoFactor } = may;
  const intl = useIntl();
  const name = displayName(user);
  const status = user.status === 'deactivated' ? m.statusDeactivated : user.expired ? m.statusGuestExpired : m.statusActive;
  const cell = (label: MessageDescriptor, content: ReactNode) => (
    <td>
      <span className={styles.cellLabel} aria-hidden="true">
        {intl.formatMessage(label)}:{' '}
      </span>
      {content}
    </td>
  );
  return (
    <tr>
      <th scope="row" className={styles.strong}>
        {user.name ?? <span className={styles.muted}>{intl.formatMessage(m.noName)}</span>}
        {user.self ? ` ${intl.formatMessage(m.you)}` : null}
        {user.kind === 'guest' ? (
          <>
            {' '}
            <span className={styles.badge}>{intl.formatMessage(m.guest)}</span>
          </>
        ) : null}
      </th>
      {cell(m.colEmail, user.email)}
      {cell(m.colRole, user.role.name)}
      {cell(m.colGroup, user.groupName ?? intl.formatMessage(m.noGroup))}
      {cell(m.colStatus, intl.formatMessage(status))}
      <td>
        {user.self || (!mayEdit && !mayChangeStatus && !mayResetTwoFactor) ? null : (
          <div className={styles.actions}>
            {mayEdit ? (
              <Button variant="secondary" aria-label={intl.formatMessage(m.edit, { name })} onPress={onEdit}>
                {intl.formatMessage(m.editShort)}
              </Button>
            ) : null}
            {mayChangeStatus ? (
              <Button variant="secondary" aria-label={intl.formatMessage(user.status === 'active' ? m.deactivate : m.reactivate, { name })} onPress={onStatus}>
                {intl.formatMessage(user.status === 'active' ? m.deactivateShort : m.reactivateShort)}
              </Button>
            ) : null}
            {mayResetTwoFactor ? (
              <Button variant="secondary" aria-label={intl.formatMessage(m.resetTwoFactor, { name })} onPress={onResetTwoFactor}>
                {intl.formatMessage(m.resetTwoFactorShort)}
              </Button>
            ) : null}
          </div>
        )}
      </td>
    </tr>
  );
}

/** The search field: local text, pushed to the URL {@link USERS_SEARCH_DEBOUNCE_MS} after the last keystroke. */
function UsersSearch({ initial }: { initial: string }) {
  const intl = useIntl();
  const [, setSearchParams] = useSearchParams();
  const [text, setText] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onChange = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setSearchParams((prev) => {
        const params = new URLSearchParams(prev);
        if (next.trim()) params.set(USERS_QUERY_PARAM, next.trim());
        else params.delete(USERS_QUERY_PARAM);
        params.delete(USERS_PAGE_PARAM);
        return params;
      }, { replace: true });
    }, USERS_SEARCH_DEBOUNCE_MS);
  };
  return <TextInputField className={styles.search} label={intl.formatMessage(m.searchLabel)} type="search" value={text} onChange={onChange} />;
}

/** Previous / next page with "1–25 of 60". */
function Pager({ list }: { list: AdminUsersPage }) {
  const intl = useIntl();
  const [, setSearchParams] = useSearchParams();
  if (list.total <= list.limit && list.offset === 0) return null;
  const page = Math.floor(list.offset / list.limit) + 1;
  const go = (to: number) => setSearchParams((prev) => {
    const params = new URLSearchParams(prev);
    if (to > 1) params.set(USERS_PAGE_PARAM, String(to));
    else params.delete(USERS_PAGE_PARAM);
    return params;
  });
  return (
    <nav className={styles.pager} aria-label={intl.formatMessage(m.pagination)}>
      <Button variant="secondary" isDisabled={page <= 1} onPress={() => go(page - 1)}>
        {intl.formatMessage(m.previous)}
      </Button>
      <span>{intl.formatMessage(m.pageStatus, { from: Math.min(list.offset + 1, list.total), to: Math.min(list.offset + list.users.length, list.total), total: list.total })}</span>
      <Button variant="secondary" isDisabled={list.offset + list.limit >= list.total} onPress={() => go(page + 1)}>
        {intl.formatMessage(m.next)}
      </Button>
    </nav>
  );
}

type Dialog = { kind: 'invite' } | { kind: 'edit'; user: AdminUser } | { kind: 'status'; user: AdminUser } | { kind: 'resetTwoFactor'; user: AdminUser } | null;

/** The users page (react-router lazy route module export; see the module docstring). */
export function BusinessUsersPage() {
  const intl = useIntl();
  const data = useLoaderData() as UsersPageData;
  const reloading = useRouteDataReloading();
  const { revalidate, state } = useRevalidator();
  const titleId = useId();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState('');
  const after = (text: string) => {
    setDialog(null);
    setNotice(text);
    void revalidate();
  };
  const busy = reloading || state !== 'idle';
  // Hidden once the auth state says the caller may not (shown while it is unknown: the server decides).
  const mayEdit = useAccess(EDIT_USER_REQUIREMENT) !== false;
  const mayChangeStatus = useAccess(USER_STATUS_REQUIREMENT) !== false;
  const mayResetTwoFactor = useAccess(RESET_TWO_FACTOR_REQUIREMENT) !== false;
  const inviteKinds = useInviteKinds();
  const mayInvite = inviteKinds.length > 0;

  let body: ReactNode;
  if (!data.result.ok) {
    body = (
      <div role="alert" className={styles.errorBox}>
        <p className={styles.error}>{intl.formatMessage(m.loadFailed)}</p>
        <Button variant="secondary" isDisabled={state !== 'idle'} onPress={() => void revalidate()}>
          {intl.formatMessage(m.tryAgain)}
        </Button>
      </div>
    );
  } else if (data.result.value.list.users.length === 0) {
    body = <p className={styles.muted}>{data.query ? intl.formatMessage(m.noMatch, { query: data.query }) : intl.formatMessage(m.empty)}</p>;
  } else {
    const { list } = data.result.value;
    body = (
      <>
        <p className={styles.muted}>{intl.formatMessage(m.count, { total: list.total })}</p>
        <table className={styles.table} aria-label={intl.formatMessage(m.tableLabel)} aria-busy={busy}>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.colName)}</th>
              <th scope="col">{intl.formatMessage(m.colEmail)}</th>
              <th scope="col">{intl.formatMessage(m.colRole)}</th>
              <th scope="col">{intl.formatMessage(m.colGroup)}</th>
              <th scope="col">{intl.formatMessage(m.colStatus)}</th>
              <th scope="col">{intl.formatMessage(m.colActions)}</th>
            </tr>
          </thead>
          <tbody>
            {list.users.map((user) => (
              <UserRow
                key={user.profileId}
                user={user}
                may={{ mayEdit, mayChangeStatus, mayResetTwoFactor }}
                onEdit={() => setDialog({ kind: 'edit', user })}
                onStatus={() => setDialog({ kind: 'status', user })}
                onResetTwoFactor={() => setDialog({ kind: 'resetTwoFactor', user })}
              />
            ))}
          </tbody>
        </table>
        <Pager list={list} />
      </>
    );
  }
  const options = data.result.ok ? data.result.value.options : null;

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={styles.headerRow}>
        <h1 id={titleId} className={styles.title}>
          {intl.formatMessage(m.title)}
        </h1>
        {options && mayInvite ? <Button onPress={() => setDialog({ kind: 'invite' })}>{intl.formatMessage(m.invite)}</Button> : null}
      </div>
      <div className={styles.toolbar}>
        <UsersSearch initial={data.query} />
      </div>
      <p role="status" className={styles.notice}>
        {busy ? intl.formatMessage(m.loading) : notice}
      </p>
      {body}
      {options && dialog?.kind === 'invite' ? (
        <InviteUserDialog
          isOpen
          options={options}
          kinds={inviteKinds}
          onOpenChange={(open) => !open && setDialog(null)}
          onInvited={(inv) => after(intl.formatMessage(inv.kind === 'guest' ? m.guestInvited : m.invited, { email: inv.email }))}
        />
      ) : null}
      {options && dialog?.kind === 'edit' ? (
        <EditUserDialog user={dialog.user} options={options} onClose={() => setDialog(null)} onSaved={(u) => after(intl.formatMessage(m.saved, { name: displayName(u) }))} />
      ) : null}
      {dialog?.kind === 'resetTwoFactor' ? (
        <ResetTwoFactorDialog user={dialog.user} onClose={() => setDialog(null)} onDone={(text) => after(text)} />
      ) : null}
      {dialog?.kind === 'status' ? (
        <StatusDialog
          user={dialog.user}
          onClose={() => setDialog(null)}
          onDone={(u) => after(intl.formatMessage(u.status === 'active' ? m.reactivated : m.deactivated, { name: displayName(u) }))}
        />
      ) : null}
    </section>
  );
}

/** The route module's page. */
export const Component = BusinessUsersPage;
