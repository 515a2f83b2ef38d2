/**
 * The sharing panel of the owner's trip page (issue #12; contract trips.ts `TRIPS_SHARE_PATH`,
 * `TRIPS_UNSHARE_PATH`): shares the trip read-only with another account by its email, and lists the accounts it
 * is shared with, each with "Stop sharing with {email}".
 *
 * The form (React Hook Form, zod resolver with the contract's `ShareTripRequestSchema` email rule): an invalid
 * email is shown under the field and nothing is sent. Server answers: 404 NOT_FOUND "No account uses this email."
 * and 400 VALIDATION_ERROR (the owner's own email) "You cannot share a trip with yourself." under the field, in the
 * frame's words; other failures role="alert" (chrome's apiErrorText; a failed unshare names the email). A share or unshare answers the trip details,
 * handed to `onChanged` (the page reloads the trip and the trips store).
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ShareTripRequestSchema, type TripDetails } from '@travel/contract';
import { ApiRequestError } from '../../api/index.ts';
import { logger } from '../../state/index.ts';
import { Button } from '../../ui/index.ts';
import { FormTextFieldControl } from '../../ui/form-controls.tsx';
import { apiErrorText } from '../chrome/index.ts';
import { shareTrip, unshareTrip } from './api.ts';
import { tripsPagesMessages as m } from './pages-messages.ts';
import styles from './trips-pages.module.css';

/** Props of {@link SharePanel}. */
export interface SharePanelProps {
  fullTripId: string;
  shares: TripDetails['shares'];
  /** Reloads the trip after a share or unshare; resolves when done. */
  onChanged(): Promise<void>;
}

type ShareValues = { email: string };

/** The sharing panel (see the module docstring). */
export function SharePanel({ fullTripId, shares, onChanged }: SharePanelProps) {
  const intl = useIntl();
  const headingId = useId();
  const listId = useId();
  const [status, setStatus] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [unsharing, setUnsharing] = useState<string | null>(null);
  // The contract's email rule, with the frame's text.
  const schema = z.object({
    email: z.string().superRefine((value, ctx) => {
      if (!ShareTripRequestSchema.shape.email.safeParse(value.trim()).success) ctx.addIssue({ code: 'custom', message: intl.formatMessage(m.shareInvalidEmail) });
    }),
  });
  const form = useForm<ShareValues>({ resolver: zodResolver(schema), defaultValues: { email: '' }, mode: 'onSubmit' });

  const share = async ({ email }: ShareValues): Promise<void> => {
    setStatus(undefined);
    setError(undefined);
    const address = email.trim();
    try {
      await shareTrip(fullTripId, address);
      form.reset({ email: '' });
      await onChanged();
      setStatus(intl.formatMessage(m.shared, { email: address }));
    } catch (e) {
      logger.warn('share failed', e);
      if (e instanceof ApiRequestError && (e.hasCode('NOT_FOUND') || e.hasCode('VALIDATION_ERROR'))) {
        form.setError('email', { type: 'server', message: intl.formatMessage(e.hasCode('NOT_FOUND') ? m.shareNoAccount : m.shareSelf) }, { shouldFocus: true });
      } else {
        setError(apiErrorText(intl, e, m.shareFailed));
      }
    }
  };

  async function stopSharing(email: string) {
    if (unsharing !== null) return;
    setUnsharing(email);
    setStatus(undefined);
    setError(undefined);
    try {
      await unshareTrip(fullTripId, email);
      await onChanged();
      setStatus(intl.formatMessage(m.stoppedSharing, { email }));
    } catch (e) {
      logger.warn('unshare failed', e);
      setError(intl.formatMessage(m.unshareFailed, { email }));
    } finally {
      setUnsharing(null);
    }
  }

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {intl.formatMessage(m.shareHeading)}
      </h2>
      <p className={styles.muted}>{intl.formatMessage(m.shareIntro)}</p>
      <FormProvider {...form}>
        <form className={styles.shareForm} noValidate onSubmit={(event) => void form.handleSubmit(share)(event)} aria-labelledby={headingId}>
          <FormTextFieldControl<ShareValues> path="email" label={intl.formatMessage(m.shareEmail)} type="email" inputMode="email" autoComplete="off" maxLength={254} isRequired />
          <Button type="submit" isDisabled={form.formState.isSubmitting}>
            {intl.formatMessage(m.shareSubmit)}
          </Button>
        </form>
      </FormProvider>
      {status ? (
        <p role="status" className={styles.success}>
          {status}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <h3 id={listId} className={styles.dayTitle}>
        {intl.formatMessage(m.sharedWithHeading)}
      </h3>
      {shares.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(m.notShared)}</p>
      ) : (
        <ul className={styles.shares} aria-labelledby={listId}>
          {shares.map((s) => (
            <li key={s.email} className={styles.share}>
              <span>
                {s.displayName && s.displayName !== s.email ? `${s.displayName} · ` : ''}
                {s.email}
              </span>
              <Button variant="secondary" isDisabled={unsharing !== null} onPress={() => void stopSharing(s.email)}>
                {intl.formatMessage(m.stopSharing, { email: s.email })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
