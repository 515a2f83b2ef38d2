/**
 * The invitation join page `/business/join#token={token}` (issue #24 "invites a user (mail in the outbox), that user
 * accepts and signs in"; contract business-admin.ts BUSINESS_INVITATION_PAGE_PATH; core-and-business §6 business
 * accounts and two-factor). The invitation mail links here with the token in the URL fragment (never sent to a server
 * or written to a log); `?token=` is accepted too. The token is read from the frame's own location only: it is never
 * put in the query, which the bridge mirrors into the partner page's URL.
 *
 * Steps:
 * 1. Preview (POST, any caller): "{company} invites {email} to join its business travel account" and until when the
 *    link works, and who sent it ("{inviterName} sent you this invitation", when the preview names them). An unknown token (404), a used, withdrawn or expired invitation, and a link without a token each get
 *    their own message; another failure offers "Try again". The preview is read with React's `use()` from a promise
 *    kept per token (no effect), behind a Suspense "Checking your invitation…" status.
 * 2. Not signed in: "Sign in or create an account with {email} to join" and a button that opens the app's sign-in
 *    dialog (state/sign-in-request.ts: the account feature's sign-in host listens); once signed in, the auth state
 *    reloads and the page moves on by itself. Signed in with another email: the page says so (the server would
 *    refuse it: 403).
 * 3. "Join {company}" accepts (POST); on success the auth state reloads and the page goes to /business, whose business
 *    calls answer MISSING_TWO_FACTOR_AUTHENTICATION until the new member enrols, so the API client sends them on to
 *    /business/verify (two-factor enrolment) and from there back to /business. Refusals: another email (403) -> "this
 *    invitation is for {email}"; an account that already has a business profile (400 field `account`); a token that
 *    stopped working meanwhile (400 field `token`) -> the preview is read again and shows why.
 */
import { Suspense, use, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { useSetAtom } from 'jotai';
import { InvitationTokenRequestSchema, type InvitationPreview } from '@travel/contract';
import { ApiRequestError } from '../../../api/index.ts';
import { settle, type Settled } from '../../../api/route-data.ts';
import { logger, signInRequestAtom } from '../../../state/index.ts';
import { Button } from '../../../ui/index.ts';
import { apiErrorText, useAuthState, useRefreshAuthState } from '../../chrome/index.ts';
import { acceptInvitation, previewInvitation } from './api.ts';
import { BUSINESS_HOME_AFTER_JOIN_PATH, JOIN_SIGN_IN_REASON, JOIN_TOKEN_PARAM } from './constants.ts';
import { joinMessages as m } from './messages.ts';
import styles from './join-page.module.css';
import { StandalonePage, standaloneText } from '../standalone-page.tsx';

/**
 * The invitation token of a location: `#token=` first (what the mail sends), else `?token=`; null when missing or not
 * shaped like a token (contract InvitationTokenRequestSchema: 16-200 characters). Pure.
 */
export function joinTokenOf(location: { hash: string; search: string }): string | null {
  const fromHash = new URLSearchParams(location.hash.replace(/^#/, '')).get(JOIN_TOKEN_PARAM);
  const token = fromHash ?? new URLSearchParams(location.search).get(JOIN_TOKEN_PARAM);
  return token !== null && InvitationTokenRequestSchema.shape.token.safeParse(token).success ? token : null;
}

/** The preview of each token asked in this page load, settled (read with `use()`; dropped for "Try again"). */
const previews = new Map<string, Promise<Settled<InvitationPreview>>>();

function previewOf(token: string): Promise<Settled<InvitationPreview>> {
  let preview = previews.get(token);
  if (!preview) {
    preview = settle(previewInvitation(token));
    previews.set(token, preview);
  }
  return preview;
}

/** Forgets the preview of `token`, so the next render asks the server again. */
function forgetPreview(token: string): void {
  previews.delete(token);
}

/** The step for a pending invitation: sign in, or join. */
function JoinStep({ token, preview, onStale }: { token: string; preview: InvitationPreview; onStale(): void }) {
  const intl = useIntl();
  const auth = useAuthState();
  const refresh = useRefreshAuthState();
  const navigate = useNavigate();
  const requestSignIn = useSetAtom(signInRequestAtom);
  const [joining, setJoining] = useState(false);
  const [error, setError] = useState<string | undefined>();

  if (auth === undefined) {
    return (
      <p role="status" className={standaloneText.muted}>
        {intl.formatMessage(m.checking)}
      </p>
    );
  }
  const signInButton = (
    <Button onPress={() => requestSignIn(JOIN_SIGN_IN_REASON)}>{intl.formatMessage(m.signIn)}</Button>
  );
  if (!auth?.loggedInSession) {
    return (
      <div className={styles.box}>
        <p className={styles.text}>{intl.formatMessage(m.signInFirst, { email: preview.email })}</p>
        {signInButton}
      </div>
    );
  }
  const current = auth.userInfoState.accountEmail?.email ?? auth.userInfoState.userDisplayEmail;
  if (current && current.toLowerCase() !== preview.email.toLowerCase()) {
    return (
      <p className={standaloneText.notice}>{intl.formatMessage(m.otherAccount, { current, email: preview.email })}</p>
    );
  }

  const join = async () => {
    setJoining(true);
    setError(undefined);
    try {
      await acceptInvitation(token);
      forgetPreview(token);
      refresh();
      void navigate(BUSINESS_HOME_AFTER_JOIN_PATH, { replace: true });
    } catch (e) {
      logger.warn('invitation accept refused', e);
      setJoining(false);
      const field = e instanceof ApiRequestError ? e.errors.find((x) => x.code === 'VALIDATION_ERROR')?.field : undefined;
      if (field === 'token') {
        forgetPreview(token);
        onStale();
      } else if (field === 'account') setError(intl.formatMessage(m.alreadyBusiness));
      else if (e instanceof ApiRequestError && e.status === 403 && e.hasCode('FORBIDDEN')) setError(intl.formatMessage(m.wrongEmail, { email: preview.email }));
      else if (e instanceof ApiRequestError && e.status === 404) setError(intl.formatMessage(m.invalid));
      else setError(apiErrorText(intl, e, m.failed));
    }
  };

  return (
    <div className={styles.box}>
      <p className={standaloneText.muted}>{intl.formatMessage(m.nextStep)}</p>
      <Button isDisabled={joining} onPress={() => void join()}>
        {intl.formatMessage(m.join, { companyName: preview.companyName })}
      </Button>
      {joining ? (
        <p role="status" className={standaloneText.muted}>
          {intl.formatMessage(m.joining)}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className={standaloneText.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What the preview says, and the next step; suspends until the preview is there. */
function InvitationView({ token, onRetry }: { token: string; onRetry(): void }) {
  const intl = useIntl();
  const result = use(previewOf(token));
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'long' });
  if (!result.ok) {
    const unknown = result.error instanceof ApiRequestError && result.error.status === 404;
    if (unknown) return <p className={standaloneText.notice}>{intl.formatMessage(m.invalid)}</p>;
    return (
      <div role="alert" className={styles.box}>
        <p className={standaloneText.error}>{intl.formatMessage(m.loadFailed)}</p>
        <Button
          variant="secondary"
          onPress={() => {
            forgetPreview(token);
            onRetry();
          }}
        >
          {intl.formatMessage(m.tryAgain)}
        </Button>
      </div>
    );
  }
  const preview = result.value;
  const status =
    preview.status === 'accepted' ? m.used : preview.status === 'expired' ? m.expired : preview.status === 'revoked' ? m.revoked : null;
  return (
    <>
      <p className={styles.text}>{intl.formatMessage(m.invites, { kind: preview.kind, companyName: preview.companyName, email: preview.email })}</p>
      {preview.inviterName ? <p className={standaloneText.muted}>{intl.formatMessage(m.invitedBy, { inviterName: preview.inviterName })}</p> : null}
      {status ? (
        <p className={standaloneText.notice}>{intl.formatMessage(status, { email: preview.email, date: date(preview.expiresAt) })}</p>
      ) : (
        <>
          <p className={standaloneText.muted}>{intl.formatMessage(m.validUntil, { date: date(preview.expiresAt) })}</p>
          <JoinStep token={token} preview={preview} onStale={onRetry} />
        </>
      )}
    </>
  );
}

/** The join page (react-router lazy route module export); see the module docstring. */
export function Component() {
  const intl = useIntl();
  const location = useLocation();
  const token = joinTokenOf(location);
  // Bumped by "Try again" (and a token that stopped working): the view then reads a fresh preview.
  const [attempt, setAttempt] = useState(0);
  if (!token) {
    return (
      <StandalonePage title={intl.formatMessage(m.title)}>
        <p className={standaloneText.notice}>{intl.formatMessage(m.noToken)}</p>
      </StandalonePage>
    );
  }
  return (
    <StandalonePage title={intl.formatMessage(m.title)}>
      <Suspense
        fallback={
          <p role="status" className={standaloneText.muted}>
            {intl.formatMessage(m.checking)}
          </p>
        }
      >
        <InvitationView key={attempt} token={token} onRetry={() => setAttempt((n) => n + 1)} />
      </Suspense>
    </StandalonePage>
  );
}

/** The page under its own name, for the app and tests. */
export const BusinessJoinPage = Component;
