/**
 * The invitations hub `/business/invitations` (issue #24 "the invitations hub (`/business/invitations`: pending,
 * accepted, expired, resend)"; core-and-business §6 admin hub page `invitations`; account-business-header-and-trips §2
 * paths). A react-router route module: `loader` + `Component` ({@link BusinessInvitationsPage}).
 *
 * - Tabs Pending (the default), Accepted, Expired and All; the tab is `?status=` in the URL (`all` for every state,
 *   revoked ones included), so a reload or the back button keeps it. The loader asks GET {base}/invitations?status=
 *   with the router's abort signal, and GET {base}/users/options for the invite dialog (a caller who may invite but
 *   not open the users page gets no options: the dialog then offers no role, and the server gives the Traveler role).
 *   It never throws: the page shows a failure with "Try again".
 * - Each invitation: email (a guest one with a "Guest" badge), role (a guest one: its days of access too), state, and when it was sent, expires/expired or was accepted.
 *   Pending and expired ones have "Resend" (a new link and mail; the expiry starts again) and "Revoke" (after a
 *   confirmation: the link stops working). Both buttons name the address in their accessible name.
 * - Guests (issue #24 "invitations and guests (a guest expires)"): below the tabs, the company's guests (GET
 *   {base}/guests): email and name, "Access until {date}" or "Access ended on {date}" once it has. Shown to a caller the
 *   server lets read them (GUEST_MANAGEMENT, USER_GUEST_DELETE(_FOR_ALL) or USER_MANAGEMENT); a 403 hides the section,
 *   another failure says so with "Try again".
 * - "Invite user" opens the invite dialog (./invite-dialog.tsx), offering Member and/or Guest by what the caller may
 *   invite (USER_GUEST_INVITE / GUEST_MANAGEMENT / USER_MANAGEMENT invite guests). Actions are hidden once the auth state says the caller
 *   may not use them (./constants.ts requirements, chrome's useAccess); the server still decides. Outcomes are announced in a polite status line; a
 *   refusal shows the contract envelope's text as an alert.
 */
import { useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, useLocation, useRevalidator, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { InvitationStatusSchema, type AdminGuest, type AdminUserOptions, type Invitation, type InvitationStatus } from '@travel/contract';
import { ApiRequestError } from '../../../api/index.ts';
import { settle, usePendingSearchHere, useRouteDataReloading, type Settled } from '../../../api/route-data.ts';
import { logger } from '../../../state/index.ts';
import { Button, TabsView } from '../../../ui/index.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { apiErrorText, useAccess } from '../../chrome/index.ts';
import { fetchGuests, fetchInvitations, fetchUserOptions, resendInvitation, revokeInvitation } from './api.ts';
import { INVITATIONS_STATUS_PARAM, MANAGE_INVITATIONS_REQUIREMENT } from './constants.ts';
import { InviteUserDialog, useInviteKinds } from './invite-dialog.tsx';
import { invitationsMessages as m, usersMessages as um } from './messages.ts';
import styles from './users.module.css';

/** The tabs: three states and every invitation. */
export type InvitationsFilter = 'pending' | 'accepted' | 'expired' | 'all';
const FILTERS: readonly InvitationsFilter[] = ['pending', 'accepted', 'expired', 'all'];

/** What the loader hands the page. */
export interface InvitationsPageData {
  filter: InvitationsFilter;
  invitations: Settled<Invitation[]>;
  /** The invite dialog's roles and groups; empty lists when the caller may not read them. */
  options: AdminUserOptions;
  /** The company's guests; null when the caller may not read them (403). */
  guests: Settled<AdminGuest[]> | null;
}

/** The tab of `?status=` (pending when missing or unknown). */
function filterOf(params: URLSearchParams): InvitationsFilter {
  const value = params.get(INVITATIONS_STATUS_PARAM);
  return FILTERS.find((f) => f === value) ?? 'pending';
}

/** Route loader: the invitations of the tab and the invite dialog's options (see the module docstring); never throws. */
export async function loader({ request }: LoaderFunctionArgs): Promise<InvitationsPageData> {
  const filter = filterOf(new URL(request.url).searchParams);
  const status: InvitationStatus | undefined = filter === 'all' ? undefined : InvitationStatusSchema.parse(filter);
  const [invitations, options, guests] = await Promise.all([
    settle(fetchInvitations(status, request.signal)), settle(fetchUserOptions(request.signal)), settle(fetchGuests(request.signal)),
  ]);
  if (!invitations.ok && !request.signal.aborted) logger.warn('business invitations load failed', invitations.error);
  const guestsRefused = !guests.ok && guests.error instanceof ApiRequestError && guests.error.status === 403;
  return { filter, invitations, options: options.ok ? options.value : { roles: [], groups: [] }, guests: guestsRefused ? null : guests };
}

/** One invitation with its actions. */
function InvitationItem({ invitation, onResend, onRevoke, pending, mayManage }: { invitation: Invitation; onResend(): void; onRevoke(): void; pending: boolean; mayManage: boolean }) {
  const intl = useIntl();
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });
  const open = mayManage && (invitation.status === 'pending' || invitation.status === 'expired');
  const email = invitation.email;
  return (
    <li className={styles.card}>
      <div className={styles.cardBody}>
        <span className={styles.strong}>
          {email}
          {invitation.kind === 'guest' ? (
            <>
              {' '}
              <span className={styles.badge}>{intl.formatMessage(m.guestBadge)}</span>
            </>
          ) : null}
        </span>
        <span className={styles.muted}>
          {invitation.kind === 'guest' && invitation.guestAccessDays !== null
            ? `${intl.formatMessage(m.guestLine, { days: invitation.guestAccessDays })} · ${intl.formatMessage(m.roleLine, { role: invitation.role.name })}`
            : intl.formatMessage(m.roleLine, { role: invitation.role.name })}
        </span>
        <span>
          <span className={styles.badge}>{intl.formatMessage(m.status, { status: invitation.status })}</span>{' '}
          <span className={styles.muted}>
            {invitation.status === 'accepted' && invitation.acceptedAt
              ? intl.formatMessage(m.acceptedOn, { date: date(invitation.acceptedAt) })
              : invitation.status === 'pending'
                ? intl.formatMessage(m.expires, { date: date(invitation.expiresAt) })
                : invitation.status === 'expired'
                  ? intl.formatMessage(m.expired, { date: date(invitation.expiresAt) })
                  : intl.formatMessage(m.sentOn, { date: date(invitation.createdAt) })}
          </span>
        </span>
      </div>
      {open ? (
        <div className={styles.actions}>
          <Button variant="secondary" aria-label={intl.formatMessage(m.resend, { email })} isDisabled={pending} onPress={onResend}>
            {intl.formatMessage(m.resendShort)}
          </Button>
          <Button variant="secondary" aria-label={intl.formatMessage(m.revoke, { email })} isDisabled={pending} onPress={onRevoke}>
            {intl.formatMessage(m.revokeShort)}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** The guests section (see the module docstring); nothing when the caller may not read guests. */
function GuestsSection({ guests, busy, onRetry, retrying }: { guests: Settled<AdminGuest[]> | null; busy: boolean; onRetry(): void; retrying: boolean }) {
  const intl = useIntl();
  const headingId = useId();
  if (guests === null) return null;
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });
  let content: ReactNode;
  if (!guests.ok) {
    content = (
      <div role="alert" className={styles.errorBox}>
        <p className={styles.error}>{intl.formatMessage(m.guestsLoadFailed)}</p>
        <Button variant="secondary" isDisabled={retrying} onPress={onRetry}>
          {intl.formatMessage(um.tryAgain)}
        </Button>
      </div>
    );
  } else if (guests.value.length === 0) {
    content = <p className={styles.muted}>{intl.formatMessage(m.guestsEmpty)}</p>;
  } else {
    content = (
      <ul className={styles.list} aria-labelledby={headingId} aria-busy={busy}>
        {guests.value.map((guest) => (
          <li key={guest.profileId} className={styles.card}>
            <div className={styles.cardBody}>
              <span className={styles.strong}>{guest.name ?? guest.email}</span>
              {guest.name ? <span className={styles.muted}>{guest.email}</span> : null}
              <span className={styles.muted}>
                {guest.status === 'deactivated'
                  ? intl.formatMessage(m.guestDeactivated)
                  : guest.guestExpiresAt === null
                    ? null
                    : intl.formatMessage(guest.expired ? m.guestEnded : m.guestUntil, { date: date(guest.guestExpiresAt) })}
              </span>
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby={headingId} className={styles.page}>
      <h2 id={headingId} className={styles.dialogTitle}>
        {intl.formatMessage(m.guestsHeading)}
      </h2>
      <p className={styles.muted}>{intl.formatMessage(m.guestsIntro)}</p>
      {content}
    </section>
  );
}

/** The invitations hub (react-router lazy route module export; see the module docstring). */
export function BusinessInvitationsPage() {
  const intl = useIntl();
  const data = useLoaderData() as InvitationsPageData;
  const [, setSearchParams] = useSearchParams();
  const reloading = useRouteDataReloading();
  const { revalidate, state } = useRevalidator();
  const titleId = useId();
  const [inviting, setInviting] = useState(false);
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const [revokeError, setRevokeError] = useState<string | undefined>();
  const [working, setWorking] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [alert, setAlert] = useState<string | undefined>();
  const busy = reloading || state !== 'idle';
  // Hidden once the auth state says the caller may not (shown while it is unknown: the server decides).
  const mayManage = useAccess(MANAGE_INVITATIONS_REQUIREMENT) !== false;
  const inviteKinds = useInviteKinds();
  const mayInvite = inviteKinds.length > 0;
  // A tab reports both focus and press, maybe before the page re-renders: one load per tab is enough. Skip the tab
  // being loaded (known from the router, or from the last press while no navigation has finished since).
  const pendingSearch = usePendingSearchHere();
  const location = useLocation();
  const lastAsked = useRef<{ filter: InvitationsFilter; key: string } | null>(null);
  const asked = pendingSearch !== undefined ? filterOf(new URLSearchParams(pendingSearch)) : data.filter;
  const showFilter = (f: InvitationsFilter) => {
    if (f === asked || (lastAsked.current?.filter === f && lastAsked.current.key === location.key)) return;
    lastAsked.current = { filter: f, key: location.key };
    setSearchParams((prev) => {
      const params = new URLSearchParams(prev);
      if (f === 'pending') params.delete(INVITATIONS_STATUS_PARAM);
      else params.set(INVITATIONS_STATUS_PARAM, f);
      return params;
    }, { replace: true });
  };

  const resend = async (invitation: Invitation) => {
    setWorking(invitation.id);
    setAlert(undefined);
    try {
      const sent = await resendInvitation(invitation.id);
      setNotice(intl.formatMessage(m.resent, { email: sent.email }));
      void revalidate();
    } catch (e) {
      logger.warn('invitation resend refused', e);
      setAlert(apiErrorText(intl, e, um.actionFailed));
    } finally {
      setWorking(null);
    }
  };

  const revoke = async (invitation: Invitation) => {
    setWorking(invitation.id);
    setRevokeError(undefined);
    try {
      await revokeInvitation(invitation.id);
      setRevoking(null);
      setNotice(intl.formatMessage(m.revoked, { email: invitation.email }));
      void revalidate();
    } catch (e) {
      logger.warn('invitation revoke refused', e);
      setRevokeError(apiErrorText(intl, e, um.actionFailed));
    } finally {
      setWorking(null);
    }
  };

  let panel: ReactNode;
  if (!data.invitations.ok) {
    panel = (
      <div role="alert" className={styles.errorBox}>
        <p className={styles.error}>{intl.formatMessage(m.loadFailed)}</p>
        <Button variant="secondary" isDisabled={state !== 'idle'} onPress={() => void revalidate()}>
          {intl.formatMessage(um.tryAgain)}
        </Button>
      </div>
    );
  } else if (data.invitations.value.length === 0) {
    panel = <p className={styles.muted}>{intl.formatMessage(m.empty, { status: data.filter })}</p>;
  } else {
    panel = (
      <ul className={styles.list} aria-label={intl.formatMessage(m.listLabel)} aria-busy={busy}>
        {data.invitations.value.map((invitation) => (
          <InvitationItem
            key={invitation.id}
            invitation={invitation}
            pending={working === invitation.id}
            mayManage={mayManage}
            onResend={() => void resend(invitation)}
            onRevoke={() => {
              setRevokeError(undefined);
              setRevoking(invitation);
            }}
          />
        ))}
      </ul>
    );
  }

  const label = (f: InvitationsFilter) =>
    intl.formatMessage(f === 'pending' ? m.filterPending : f === 'accepted' ? m.filterAccepted : f === 'expired' ? m.filterExpired : m.filterAll);

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={styles.headerRow}>
        <h1 id={titleId} className={styles.title}>
          {intl.formatMessage(m.title)}
        </h1>
        {mayInvite ? <Button onPress={() => setInviting(true)}>{intl.formatMessage(um.invite)}</Button> : null}
      </div>
      <p role="status" className={styles.notice}>
        {busy ? intl.formatMessage(m.loading) : notice}
      </p>
      {alert ? (
        <p role="alert" className={styles.error}>
          {alert}
        </p>
      ) : null}
      <TabsView<InvitationsFilter>
        listLabel={intl.formatMessage(m.filterLabel)}
        selectedKey={data.filter}
        onSelectionChange={showFilter}
        items={FILTERS.map((f) => ({ id: f, label: label(f), panel: f === data.filter ? panel : null }))}
      />
      <GuestsSection guests={data.guests} busy={busy} retrying={state !== 'idle'} onRetry={() => void revalidate()} />
      {inviting ? (
        <InviteUserDialog
          isOpen
          options={data.options}
          kinds={inviteKinds}
          onOpenChange={(open) => !open && setInviting(false)}
          onInvited={(inv) => {
            setNotice(intl.formatMessage(inv.kind === 'guest' ? um.guestInvited : um.invited, { email: inv.email }));
            void revalidate();
          }}
        />
      ) : null}
      {revoking ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => !open && setRevoking(null)}
          title={intl.formatMessage(m.revokeTitle, { email: revoking.email })}
          confirmLabel={intl.formatMessage(m.revokeConfirm)}
          cancelLabel={intl.formatMessage(um.keep)}
          onConfirm={() => void revoke(revoking)}
          isPending={working === revoking.id}
          pendingLabel={intl.formatMessage(um.working)}
          errorMessage={revokeError}
        >
          <p className={styles.muted}>{intl.formatMessage(m.revokeBody)}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

/** The route module's page. */
export const Component = BusinessInvitationsPage;
