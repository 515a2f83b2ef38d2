/**
 * The cookie category banner (issue #13; chrome-and-consent §2 "Cookie category banner", §4 "Cookie banner", §5,
 * §8 "Empty cookie-details list logs 'cookieCategoryDetails is empty'", §9 compact width 356, max height 90 %).
 *
 * Views: landing (accept all, "No, thanks", select categories) → category selection (strictlyNecessary locked on,
 * functional, advertising, analytical; a details button per category; accept selected, reject all) → category details
 * (cookie name and domain table, back) — only when that category's list is non-empty; otherwise the error is logged
 * and the view stays. Reject is one press on the first layer, like accept.
 *
 * In `preferences` mode (opened from the privacy-preferences link) it starts in category selection, saves on every
 * toggle and has no buttons.
 */
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button as AriaButton } from 'react-aria-components';
import type { CookieCategoryKey, CookieDetails } from '@travel/contract';
import { Button, Spinner, Toggle, ToggleSwitch } from '../../ui/index.ts';
import { logger } from '../../state/index.ts';
import { fetchCookiesForCategory } from './api.ts';
import { BANNER_OPTIONAL_CATEGORIES, EMPTY_COOKIE_DETAILS_LOG } from './constants.ts';
import { consentBannerMessages as m } from './messages.ts';
import { toggleCategory } from './rules.ts';
import styles from './consent.module.css';

/** Label and description messages of a category. */
export const CATEGORY_TEXT = {
  strictlyNecessary: [m.strictlyNecessary, m.strictlyNecessaryText],
  functional: [m.functional, m.functionalText],
  advertising: [m.advertising, m.advertisingText],
  analytical: [m.analytical, m.analyticalText],
} as const satisfies Record<CookieCategoryKey, readonly [unknown, unknown]>;

type View = { name: 'landing' } | { name: 'selection' } | { name: 'details'; category: CookieCategoryKey; cookies: CookieDetails[] };

/** Props of {@link CookieBanner}. */
export interface CookieBannerProps {
  /** 'banner': the first-visit banner; 'preferences': privacy-preferences mode (selection, save per toggle, no buttons). */
  mode: 'banner' | 'preferences';
  /** The selection to start from (the stored categories); strictlyNecessary is always in it. */
  initialSelection: readonly CookieCategoryKey[];
  /** Accept (all when `categories` is undefined, else the chosen ones). Banner mode. */
  onAccept?(categories?: readonly CookieCategoryKey[]): void;
  /** Reject or the close icon. Banner mode. */
  onReject?(): void;
  /** A toggle changed in preferences mode: save this selection now; resolves when saved, rejects on failure. */
  onSaveSelection?(categories: readonly CookieCategoryKey[]): Promise<void>;
}

/** The banner's body (three views); placed by {@link ConsentBannerLayer} or inline on the privacy page. */
export function CookieBanner({ mode, initialSelection, onAccept, onReject, onSaveSelection }: CookieBannerProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const titleId = useId();
  const [view, setView] = useState<View>(mode === 'preferences' ? { name: 'selection' } : { name: 'landing' });
  const [selection, setSelection] = useState<CookieCategoryKey[]>(() => toggleCategory(initialSelection, 'strictlyNecessary', true));
  const [loadingDetails, setLoadingDetails] = useState<CookieCategoryKey | null>(null);
  const [saveState, setSaveState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');

  const categoryName = (key: CookieCategoryKey) => t(CATEGORY_TEXT[key][0]);

  async function showDetails(category: CookieCategoryKey): Promise<void> {
    setLoadingDetails(category);
    try {
      const cookies = await fetchCookiesForCategory(category);
      if (cookies.length === 0) {
        logger.error(EMPTY_COOKIE_DETAILS_LOG, category);
        return;
      }
      setView({ name: 'details', category, cookies });
    } catch (error) {
      logger.warn('cookie details not loaded', category, error);
    } finally {
      setLoadingDetails(null);
    }
  }

  function change(key: CookieCategoryKey, on: boolean): void {
    const next = toggleCategory(selection, key, on);
    setSelection(next);
    if (mode === 'preferences' && onSaveSelection) {
      setSaveState('saving');
      onSaveSelection(next).then(
        () => setSaveState('saved'),
        () => setSaveState('failed'),
      );
    }
  }

  let body: ReactNode;
  if (view.name === 'landing') {
    body = (
      <>
        <p className={styles.text}>{t(m.bannerText)}</p>
        <div className={styles.actions}>
          <Button onPress={() => onAccept?.()}>{t(m.acceptAll)}</Button>
          <Button variant="secondary" onPress={() => onReject?.()}>{t(m.reject)}</Button>
          <Button variant="secondary" onPress={() => setView({ name: 'selection' })}>{t(m.selectCategories)}</Button>
        </div>
      </>
    );
  } else if (view.name === 'selection') {
    body = (
      <>
        {mode === 'banner' && <h3 className={styles.subtitle}>{t(m.selectionTitle)}</h3>}
        <ul className={styles.categories}>
          {(['strictlyNecessary', ...BANNER_OPTIONAL_CATEGORIES] as const).map((key) => (
            <li key={key} className={styles.category}>
              <Toggle isSelected={selection.includes(key)} onChange={(on) => change(key, on)}>
                <ToggleSwitch isDisabled={key === 'strictlyNecessary'}>{categoryName(key)}</ToggleSwitch>
              </Toggle>
              <p className={styles.categoryText}>{t(CATEGORY_TEXT[key][1])}</p>
              <AriaButton className={styles.linkButton} onPress={() => void showDetails(key)} isDisabled={loadingDetails !== null}>
                {t(m.viewDetails, { category: categoryName(key) })}
              </AriaButton>
              {loadingDetails === key && <Spinner label={t(m.loadingCookies)} />}
            </li>
          ))}
        </ul>
        {mode === 'banner' ? (
          <div className={styles.actions}>
            <Button onPress={() => onAccept?.(selection)}>{t(m.acceptSelected)}</Button>
            <Button variant="secondary" onPress={() => onReject?.()}>{t(m.rejectAll)}</Button>
          </div>
        ) : (
          <p className={styles.saveState} role="status">
            {saveState === 'saved' ? t(m.saved) : saveState === 'failed' ? t(m.saveFailed) : ''}
          </p>
        )}
      </>
    );
  } else {
    body = (
      <>
        <h3 className={styles.subtitle}>{t(m.detailsTitle, { category: categoryName(view.category) })}</h3>
        <div className={styles.tableScroll}>
          <table className={styles.cookieTable}>
            <thead>
              <tr>
                <th scope="col">{t(m.cookieName)}</th>
                <th scope="col">{t(m.cookieDomain)}</th>
              </tr>
            </thead>
            <tbody>
              {view.cookies.map((cookie) => (
                <tr key={`${cookie.name}@${cookie.domain}`}>
                  <td>{cookie.name}</td>
                  <td>{cookie.domain === '' ? t(m.ownDomain) : cookie.domain}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => setView({ name: 'selection' })}>{t(m.back)}</Button>
        </div>
      </>
    );
  }

  if (mode === 'preferences') return <div className={styles.preferences}>{body}</div>;
  return (
    <section role="dialog" aria-modal="false" aria-label={t(m.bannerLabel)} aria-describedby={titleId} className={styles.banner}>
      <div className={styles.bannerHeader}>
        <h2 id={titleId} className={styles.title}>{t(m.bannerTitle)}</h2>
        <AriaButton className={styles.close} aria-label={t(m.close)} onPress={() => onReject?.()}>
          <span aria-hidden="true">×</span>
        </AriaButton>
      </div>
      {body}
    </section>
  );
}
