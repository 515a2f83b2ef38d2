/**
 * The account page `/profile/account` (account-business-header-and-trips §2 "/profile/account"; issue #9 "a profile
 * page at /profile/account (email, name, password change, passkeys list with remove, linked social accounts,
 * travelers)"; "a booking made signed in shows under the account").
 *
 * Sections: account details (email; name, editable), password (current + new; the server checks the current one like a
 * sign-in and regenerates the session, whose new form token the frame keeps), the passkeys and linked social accounts
 * (ProfilePasskeys and ProfileLinkedAccounts, from the passkey and social sign-in work), saved travelers (travelers-section.tsx) and "Your bookings"
 * (id `your-bookings`, the account menu's trips entry leads there; each links to manage booking).
 *
 * Data: the route `loader` reads the profile, the travelers, the bookings, the passkeys and the linked identities (each
 * settled), after the auth state: a signed-out visitor makes no account call (a 401 INVALID_SESSION would reload the
 * page, core-and-business §8), and a 401 all the same (signed out meanwhile) counts as signed out.
 * A signed-out visitor sees "Sign in to see your account." and the sign-in dialog opens; once the auth state says
 * signed in, the loader runs again and the page shows. The loader and these rules are shared with the profile dashboard
 * `/profile` (profile-data.ts); a "Your profile" link leads back to it.
 *
 * `?addEmail=true` (§2 "/profile/account?addEmail=true (add an email address)"): in the spec's product this opens a form
 * that gives an email address to an account that has none. No account of this product lacks one: password and passkey
 * registration take the email as the account's identifier, and a Google, Apple or Naver sign-in creates an account only
 * from a verified email (otherwise it is not linkable, social/service.ts), so `accounts.email` is NOT NULL (migration
 * 0005) and there is no second address per account. So there is nothing to add, and no add-email call exists: the query
 * opens the "Account details" section with focus on its heading and says which address the account has and how to use
 * another (an account of its own, reached through 'Add another account'). Should accounts without an email appear
 * (e.g. a provider that gives none), this is where the form and its call (a confirmation mail through the account-email
 * module, EMAIL_TAKEN) belong.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Link } from '../../../ui/router-link.tsx';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useSetAtom } from 'jotai';
import { ACCOUNT_NAME_MAX_LENGTH, isDisplayText, type AccountProfileReply, type Booking } from '@travel/contract';
import { Button } from '../../../ui/button.tsx';
import { FormTextFieldControl } from '../../../ui/form-controls.tsx';
import { formTokenAtom, logger } from '../../../state/index.ts';
import { apiErrorText, useRefreshAuthState } from '../../chrome/index.ts';
import { changePassword, renameAccount } from '../menu/account-menu-calls.ts';
import { accountMenuMessages as m } from '../menu/account-menu-messages.ts';
import { ProfilePasskeys } from '../passkeys/passkey-profile-entry.tsx';
import { ProfileLinkedAccounts } from './profile-linked-accounts.tsx';
import { ADD_EMAIL_PARAM, PROFILE_ROUTE_PATH } from './profile-paths.ts';
import { loadAccountData, useAccountPageSync, type AccountData } from './profile-data.ts';
import { TravelersSection } from '../travelers/travelers-section.tsx';
import styles from './profile-page.module.css';

/** What the loader hands the page: null when signed out (profile-data.ts). */
export type ProfilePageData = AccountData;

/** Route loader: the signed-in account's data (null when signed out), shared with the dashboard (profile-data.ts). */
export function loader({ request }: LoaderFunctionArgs): Promise<ProfilePageData> {
  return loadAccountData(request.signal);
}

/** The page. */
export function Component() {
  const intl = useIntl();
  const data = useLoaderData() as ProfilePageData;
  const { auth, signedIn, stale, revalidate } = useAccountPageSync(data);
  const [searchParams] = useSearchParams();
  const addEmail = searchParams.get(ADD_EMAIL_PARAM) === 'true';

  if (auth === undefined) return null;
  if (!signedIn) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{intl.formatMessage(m.profileTitle)}</h1>
        <p>{intl.formatMessage(m.profileSignInNeeded)}</p>
      </div>
    );
  }
  if (!data) return null;
  // While the loader runs again for another account, the previous page stays (inert, busy) instead of collapsing:
  // an empty page would shrink the frame under the sign-in dialog closing over it.
  const busy = stale;
  if (!data.profile.ok) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{intl.formatMessage(m.profileTitle)}</h1>
        <p role="alert">{intl.formatMessage(m.profileLoadFailed)}</p>
        <Button variant="secondary" onPress={() => revalidate()}>
          {intl.formatMessage(m.profileRetry)}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.page} aria-busy={busy} inert={busy}>
      <h1 className={styles.title}>{intl.formatMessage(m.profileTitle)}</h1>
      <Link to={PROFILE_ROUTE_PATH}>{intl.formatMessage(m.dashboardBackLink)}</Link>
      <AccountDetails key={data.profile.value.email} profile={data.profile.value} focusEmail={addEmail} />
      {data.profile.value.hasPassword ? <PasswordChange key={data.profile.value.email} /> : null}
      {/* The passkey and social sign-in work's sections; a list that could not be loaded leaves its section out (logged). */}
      {data.passkeys.ok ? <ProfilePasskeys passkeys={data.passkeys.value} onChanged={() => revalidate()} /> : null}
      {data.linked.ok ? <ProfileLinkedAccounts linked={data.linked.value} onChanged={() => revalidate()} /> : null}
      <TravelersSection key={data.profile.value.email} travelers={data.travelers.ok ? data.travelers.value : null} onSaved={() => revalidate()} />
      <BookingsSection bookings={data.bookings.ok ? data.bookings.value : null} />
    </div>
  );
}

type NameFormValues = { name: string };

/** Email and the editable name; `focusEmail` (`?addEmail=true`) focuses the section and explains the account's one email. */
function AccountDetails({ profile, focusEmail }: { profile: AccountProfileReply; focusEmail: boolean }) {
  const intl = useIntl();
  const headingId = useId();
  const noteId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusEmail) return;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  }, [focusEmail]);
  const refreshAuth = useRefreshAuthState();
  const [status, setStatus] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const form = useForm<NameFormValues>({
    resolver: zodResolver(
      z.object({
        name: z
          .string()
          .refine(isDisplayText, intl.formatMessage(m.profileNameInvalidCharacters))
          .trim()
          .max(ACCOUNT_NAME_MAX_LENGTH, intl.formatMessage(m.profileNameTooLong, { max: ACCOUNT_NAME_MAX_LENGTH })),
      }),
    ),
    defaultValues: { name: profile.name },
    mode: 'onSubmit',
  });
  const save = async (values: NameFormValues): Promise<void> => {
    setStatus(undefined);
    setError(undefined);
    try {
      await renameAccount(values.name);
      setStatus(intl.formatMessage(m.profileNameSaved));
      refreshAuth();
    } catch (e) {
      logger.warn('rename failed', e);
      setError(apiErrorText(intl, e, m.profileSaveFailed));
    }
  };
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} className={styles.sectionTitle} tabIndex={focusEmail ? -1 : undefined} aria-describedby={focusEmail ? noteId : undefined}>
        {intl.formatMessage(m.profileDetails)}
      </h2>
      <dl className={styles.facts}>
        <dt>{intl.formatMessage(m.profileEmail)}</dt>
        <dd>{profile.email}</dd>
      </dl>
      {focusEmail ? (
        <p id={noteId} className={styles.muted}>
          {intl.formatMessage(m.profileOneEmail, { email: profile.email })}
        </p>
      ) : null}
      <FormProvider {...form}>
        <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(save)(event)}>
          <FormTextFieldControl<NameFormValues> path="name" label={intl.formatMessage(m.profileName)} autoComplete="name" maxLength={ACCOUNT_NAME_MAX_LENGTH} />
          <div className={styles.actions}>
            <Button type="submit" isDisabled={form.formState.isSubmitting}>
              {intl.formatMessage(m.profileSaveName)}
            </Button>
          </div>
          {status ? <p role="status" className={styles.success}>{status}</p> : null}
          {error ? <p role="alert" className={styles.error}>{error}</p> : null}
        </form>
      </FormProvider>
    </section>
  );
}

type PasswordFormValues = { currentPassword: string; newPassword: string };

/** Current + new password; errors in the frame's words under the field the server names. */
function PasswordChange() {
  const intl = useIntl();
  const headingId = useId();
  const setFormToken = useSetAtom(formTokenAtom);
  const [status, setStatus] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const schema = z.object({ currentPassword: z.string().min(1, intl.formatMessage(m.profilePasswordRequired)), newPassword: z.string() });
  const form = useForm<PasswordFormValues>({ resolver: zodResolver(schema), defaultValues: { currentPassword: '', newPassword: '' }, mode: 'onSubmit' });
  const save = async (values: PasswordFormValues): Promise<void> => {
    setStatus(undefined);
    setFormError(undefined);
    try {
      const reply = await changePassword(values.currentPassword, values.newPassword);
      if (reply.status === 0) {
        setFormToken(reply.formtoken);
        form.reset({ currentPassword: '', newPassword: '' });
        setStatus(intl.formatMessage(m.passwordChanged));
        return;
      }
      const text =
        reply.errorCode === 'INVALID_CREDENTIALS' ? m.passwordCurrentWrong : reply.errorCode === 'ACCOUNT_LOCKED' ? m.passwordLocked : m.passwordNewInvalid;
      if (reply.errorField) form.setError(reply.errorField, { type: 'server', message: intl.formatMessage(text) }, { shouldFocus: true });
      else setFormError(intl.formatMessage(text));
    } catch (e) {
      logger.warn('password change failed', e);
      setFormError(apiErrorText(intl, e, m.profileSaveFailed));
    }
  };
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {intl.formatMessage(m.passwordTitle)}
      </h2>
      <FormProvider {...form}>
        <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(save)(event)}>
          <FormTextFieldControl<PasswordFormValues> path="currentPassword" type="password" label={intl.formatMessage(m.currentPassword)} autoComplete="current-password" />
          <FormTextFieldControl<PasswordFormValues> path="newPassword" type="password" label={intl.formatMessage(m.newPassword)} autoComplete="new-password" />
          <div className={styles.actions}>
            <Button type="submit" isDisabled={form.formState.isSubmitting}>
              {intl.formatMessage(m.changePassword)}
            </Button>
          </div>
          {status ? <p role="status" className={styles.success}>{status}</p> : null}
          {formError ? <p role="alert" className={styles.error}>{formError}</p> : null}
        </form>
      </FormProvider>
    </section>
  );
}

/** "Your bookings": the bookings made while this account was signed in. */
function BookingsSection({ bookings }: { bookings: Booking[] | null }) {
  const intl = useIntl();
  return (
    <section className={styles.section} aria-labelledby="your-bookings" id="your-bookings-section">
      <h2 id="your-bookings" className={styles.sectionTitle}>
        {intl.formatMessage(m.bookingsTitle)}
      </h2>
      {bookings === null ? <p role="alert">{intl.formatMessage(m.bookingsLoadFailed)}</p> : null}
      {bookings && bookings.length === 0 ? <p>{intl.formatMessage(m.bookingsEmpty)}</p> : null}
      {bookings && bookings.length > 0 ? (
        <ul className={styles.list} aria-label={intl.formatMessage(m.bookingsTitle)}>
          {bookings.map((b) => (
            <li key={b.reference} className={styles.listItem}>
              <span>
                {intl.formatMessage(m.bookingsItem, { title: b.offer.title, start: b.offer.startDate, end: b.offer.endDate })}
                <span className={styles.muted}> · {intl.formatMessage(m.bookingsReference, { reference: b.reference })}</span>
                <span className={styles.badge}>{intl.formatMessage(b.status === 'cancelled' ? m.bookingsStatusCancelled : m.bookingsStatusBooked)}</span>
              </span>
              <Link to={`/manage-booking?reference=${encodeURIComponent(b.reference)}&email=${encodeURIComponent(b.contactEmail)}`}>
                {intl.formatMessage(m.bookingsManage, { reference: b.reference })}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
