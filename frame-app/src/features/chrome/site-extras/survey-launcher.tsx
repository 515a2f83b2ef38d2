/**
 * The feedback survey launcher (account-business-header-and-trips §2 "A feedback survey launcher button", §4 "It
 * loads, is hidden after loading, and shows a form on click. A virtual page view is sent when the page id changes",
 * §7 "A survey identity is fetched through an API client", §8 "Survey initialisation error: logged", §9).
 *
 * States (rules.ts surveyReducer): loading (the identity is fetched) -> hidden (loaded; the form is hidden) -> form
 * (after a click on "Feedback"; its content is loaded then) -> hidden again on close. The button appears
 * {@link SURVEY_LAUNCHER_DELAY_S} seconds after the page loaded, and never on the checkout, confirmation and
 * booking-receipt pages. Each page change is a "virtual page view" for the survey (logged at debug level; there is no
 * third-party survey provider).
 *
 * Placement (issue #22: a floating button covered a price on multi-city results, the taxes line on phones, and sat
 * above dialogs): it is part of the page, at the end of the content before the footer, in the slot that
 * {@link SurveyLauncherSlot} keeps for it from the first render (so its late arrival moves nothing). It never covers
 * content, at any width or scroll position, and an open modal's backdrop covers it like the rest of the page. The
 * spec does not say where the launcher sits; a "Feedback" entry at the end of a page is what visitors know from other
 * sites.
 */
import { Suspense, lazy, useEffect, useReducer, useRef, useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import type { SurveyIdentity } from '@travel/contract';
import { logger } from '../../../state/index.ts';
import { SURVEY_LAUNCHER_DELAY_S } from './constants.ts';
import { isSurveyExcluded, surveyReducer } from './rules.ts';
import { fetchSurveyIdentity } from './site-api.ts';
import { surveyMessages as m } from './survey-messages.ts';
import styles from './site-extras.module.css';

/** The form's chunk; a failed load is logged ("Survey initialisation error", §8) and shows nothing. */
const SurveyForm = lazy<ComponentType<{ page: string; onClose(): void }>>(() =>
  import('./survey-form.tsx').catch((error: unknown) => {
    logger.warn('Survey initialisation error', error);
    return { default: () => null };
  }),
);

/** The launcher and, once opened, its form (see the module docstring); rendered by {@link SurveyLauncherSlot}. */
export default function SurveyLauncher() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [state, dispatch] = useReducer(surveyReducer, 'loading');
  const [identity, setIdentity] = useState<SurveyIdentity | null>(null);
  const [delayPassed, setDelayPassed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const excluded = isSurveyExcluded(pathname);

  useEffect(() => {
    let live = true;
    fetchSurveyIdentity().then(
      (loaded) => {
        if (!live) return;
        setIdentity(loaded);
        dispatch('loaded');
      },
      (error: unknown) => logger.warn('Survey initialisation error', error),
    );
    const handle = setTimeout(() => setDelayPassed(true), SURVEY_LAUNCHER_DELAY_S * 1000);
    return () => {
      live = false;
      clearTimeout(handle);
    };
  }, []);

  useEffect(() => {
    if (identity) logger.debug('survey virtual page view', pathname, identity.acquisitionChannel);
  }, [pathname, identity]);

  useEffect(() => {
    if (excluded) dispatch('close');
  }, [excluded]);

  if (excluded || state === 'loading' || !identity || !delayPassed) return null;
  return (
    <div className={styles.survey}>
      {state === 'form' ? (
        <Suspense fallback={null}>
          <SurveyForm
            page={pathname}
            onClose={() => {
              dispatch('close');
              requestAnimationFrame(() => buttonRef.current?.focus());
            }}
          />
        </Suspense>
      ) : null}
      <button ref={buttonRef} type="button" className={styles.surveyButton} aria-expanded={state === 'form'} onClick={() => dispatch(state === 'form' ? 'close' : 'open')}>
        {intl.formatMessage(m.surveyLauncher)}
      </button>
    </div>
  );
}
