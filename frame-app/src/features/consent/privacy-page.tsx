/**
 * The privacy page (issue #13; chrome-and-consent §2 "When opened from the privacy-preferences link it starts in
 * category selection, saves on every toggle and has no buttons", §6 "logged-out users manage data sharing at
 * /privacy/manage"): `/privacy` (the footer's "Privacy" and "Privacy preferences" `/privacy#preferences` links) and
 * `/privacy/manage`. It holds the cookie categories in privacy-preferences mode, and opens the industry (IAB TCF)
 * dialog and the data-sharing dialog. When the partner's own CMP manages consent, the categories are replaced by a
 * link to the partner's consent pages (the bridge's consent url prefix) when it gave one.
 */
import { useEffect, useRef } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import type { CookieCategoryKey } from '@travel/contract';
import { consentAtom, consentStatusAtom, consentStatusOf, logger, partnerConsentAtom, privacySurfaceRequestAtom } from '../../state/index.ts';
import { Button, Spinner } from '../../ui/index.ts';
import { fetchCookieBannerConsent, recordCookieBannerConsent } from './api.ts';
import { publishCategoryChoice } from './industry/tcf-api.ts';
import { CookieBanner } from './cookie-banner.tsx';
import { PRIVACY_MANAGE_ROUTE_PATH, PRIVACY_PREFERENCES_HASH } from './constants.ts';
import { consentBannerMessages as m } from './messages.ts';
import styles from './consent.module.css';

/** The privacy page (route module: `Component`). */
export function Component() {
  const t = useIntl().formatMessage;
  const location = useLocation();
  const [status, setStatus] = useAtom(consentStatusAtom);
  const partner = useAtomValue(partnerConsentAtom);
  const { urlPrefix } = useAtomValue(consentAtom);
  const openSurface = useSetAtom(privacySurfaceRequestAtom);
  const preferencesRef = useRef<HTMLElement>(null);
  const manage = location.pathname.endsWith(PRIVACY_MANAGE_ROUTE_PATH);

  // The stored categories (the consent root may not have read them yet when the page is opened directly).
  useEffect(() => {
    if (status.phase !== 'loading') return;
    let live = true;
    fetchCookieBannerConsent().then(
      (stored) => live && setStatus(consentStatusOf(stored)),
      (error: unknown) => logger.warn('stored cookie consent not loaded', error),
    );
    return () => {
      live = false;
    };
  }, [status.phase, setStatus]);

  useEffect(() => {
    if (location.hash === PRIVACY_PREFERENCES_HASH) preferencesRef.current?.scrollIntoView({ block: 'start' });
  }, [location.hash, status.phase]);

  const save = async (categories: readonly CookieCategoryKey[]): Promise<void> => {
    try {
      const recorded = await recordCookieBannerConsent(categories);
      setStatus(consentStatusOf(recorded));
      // The industry consent API follows the categories (issue #22).
      void publishCategoryChoice(recorded.acceptedCategories);
    } catch (error) {
      logger.warn('cookie consent not saved', error);
      throw error;
    }
  };

  return (
    <div className={styles.page}>
      <h1>{t(manage ? m.manageTitle : m.privacyTitle)}</h1>
      <p>{t(m.privacyIntro)}</p>
      <section id="preferences" ref={preferencesRef} className={styles.section} aria-labelledby="privacy-preferences-title">
        <h2 id="privacy-preferences-title">{t(m.preferencesTitle)}</h2>
        {partner ? (
          <>
            <p>{t(m.partnerManaged)}</p>
            {urlPrefix && (
              <a href={urlPrefix} target="_blank" rel="noopener noreferrer" className={styles.inlineLink}>
                {t(m.partnerLink)}
              </a>
            )}
          </>
        ) : status.phase === 'loading' ? (
          <Spinner label={t(m.loadingCookies)} />
        ) : (
          <>
            <p className={styles.categoryText}>{t(m.preferencesHint)}</p>
            <CookieBanner mode="preferences" initialSelection={status.acceptedCategories} onSaveSelection={save} />
          </>
        )}
      </section>
      <section className={styles.section}>
        {!partner && (
          <Button variant="secondary" onPress={() => openSurface('industry')}>
            {t(m.openIndustry)}
          </Button>
        )}
        <Button variant="secondary" onPress={() => openSurface('data-sharing')}>
          {t(m.openDataSharing)}
        </Button>
      </section>
    </div>
  );
}
