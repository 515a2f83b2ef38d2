/**
 * The survey launcher's feedback form (account-business-header-and-trips §4 "shows a form on click"), loaded on the
 * first click: a rating of 1 to 5 (required) and an optional comment (at most SURVEY_COMMENT_MAX_LENGTH characters),
 * sent as POST /i/api/site/v1/survey/feedback. React Hook Form with a zod resolver; errors show on submit under their
 * field, focus moves to the first invalid one. A failure (also the server's per-session limit) says so in the form.
 * Escape or "Close" closes it.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { SURVEY_COMMENT_MAX_LENGTH } from '@travel/contract';
import { logger } from '../../../state/index.ts';
import { sendSurveyFeedback } from './site-api.ts';
import { surveyMessages as m } from './survey-messages.ts';
import styles from './site-extras.module.css';

const RATINGS = ['1', '2', '3', '4', '5'] as const;

export default function SurveyForm({ page, onClose }: { page: string; onClose(): void }) {
  const intl = useIntl();
  const titleId = useId();
  const ratingErrorId = useId();
  const commentErrorId = useId();
  const firstRating = useRef<HTMLInputElement | null>(null);
  const [outcome, setOutcome] = useState<'idle' | 'sent' | 'failed'>('idle');
  const schema = z.object({
    rating: z.enum(RATINGS, { error: intl.formatMessage(m.surveyRatingRequired) }),
    comment: z.string().max(SURVEY_COMMENT_MAX_LENGTH, intl.formatMessage(m.surveyCommentTooLong, { max: SURVEY_COMMENT_MAX_LENGTH })),
  });
  type Values = z.input<typeof schema>;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { comment: '' } as Values,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    firstRating.current?.focus();
  }, []);

  async function onValid(values: Values) {
    try {
      await sendSurveyFeedback({ rating: Number(values.rating), page, ...(values.comment.trim() ? { comment: values.comment.trim() } : {}) });
      setOutcome('sent');
    } catch (error) {
      logger.warn('survey feedback failed', error);
      setOutcome('failed');
    }
  }

  function onInvalid() {
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`.${styles.surveyForm} [aria-invalid="true"]`)?.focus());
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  }

  const ratingField = form.register('rating');
  return (
    <section className={styles.surveyForm} aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <h2 id={titleId} className={styles.surveyTitle}>
        {intl.formatMessage(m.surveyTitle)}
      </h2>
      {outcome === 'sent' ? (
        <p role="status">{intl.formatMessage(m.surveyThanks)}</p>
      ) : (
        <form noValidate onSubmit={(e) => void form.handleSubmit(onValid, onInvalid)(e)}>
          <fieldset className={styles.surveyRatings} aria-describedby={errors.rating ? ratingErrorId : undefined}>
            <legend>{intl.formatMessage(m.surveyRating)}</legend>
            {RATINGS.map((rating, i) => (
              <label key={rating} className={styles.surveyRating}>
                <input
                  type="radio"
                  value={rating}
                  {...ratingField}
                  ref={(el) => {
                    ratingField.ref(el);
                    if (i === 0) firstRating.current = el;
                  }}
                  aria-invalid={errors.rating ? true : undefined}
                />
                {intl.formatMessage(m.surveyRatingValue, { rating })}
              </label>
            ))}
            {errors.rating ? (
              <p id={ratingErrorId} className={styles.surveyError}>
                {errors.rating.message}
              </p>
            ) : null}
          </fieldset>
          <label className={styles.surveyCommentLabel}>
            {intl.formatMessage(m.surveyComment)}
            <textarea
              className={styles.surveyComment}
              rows={3}
              {...form.register('comment')}
              aria-invalid={errors.comment ? true : undefined}
              aria-describedby={errors.comment ? commentErrorId : undefined}
            />
          </label>
          {errors.comment ? (
            <p id={commentErrorId} className={styles.surveyError}>
              {errors.comment.message}
            </p>
          ) : null}
          {outcome === 'failed' ? (
            <p role="alert" className={styles.surveyError}>
              {intl.formatMessage(m.surveyFailed)}
            </p>
          ) : null}
          <div className={styles.surveyActions}>
            <button type="submit" className={styles.surveyPrimary} disabled={isSubmitting}>
              {intl.formatMessage(isSubmitting ? m.surveySending : m.surveySend)}
            </button>
            <button type="button" className={styles.surveySecondary} onClick={onClose}>
              {intl.formatMessage(m.surveyCancel)}
            </button>
          </div>
        </form>
      )}
      {outcome === 'sent' ? (
        <button type="button" className={styles.surveySecondary} onClick={onClose}>
          {intl.formatMessage(m.surveyCancel)}
        </button>
      ) : null}
    </section>
  );
}
