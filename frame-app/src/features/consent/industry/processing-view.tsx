/**
 * The processing-purposes tab (chrome-and-consent §2; §5): purposes and special purposes as accordions (description
 * and illustrations in the body), a consent switch per purpose, a legitimate-interest objection switch only where the
 * purpose claims it, special purposes (readOnly) locked on, a link to the vendors tab, and the four non-industry
 * cookie categories — necessary (locked on), functional, advertising, analytical — each with its cookie list
 * loaded the first time it is opened (GET /i/api/cookiebanner/v1/cookies/forCategory with
 * excludeIabVendorCookies=true).
 */
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button as AriaButton } from 'react-aria-components';
import type { CookieCategoryKey, CookieDetails, DetailedPrefsReply, TcfPrefPurpose } from '@travel/contract';
import { logger } from '../../../state/index.ts';
import { Spinner } from '../../../ui/index.ts';
import { fetchCookiesForCategory } from '../api.ts';
import { ChoiceSwitch } from './choice-switch.tsx';
import { Collapsible } from './collapsible.tsx';
import { INDUSTRY_COOKIE_CATEGORIES, type OptionalCookieCategory } from './constants.ts';
import { canObjectToPurpose, withMember, type IndustryChoices } from './model.ts';
import { industryMessages as m } from './messages.ts';
import styles from './industry.module.css';

/** Props of {@link ProcessingView}. */
export interface ProcessingViewProps {
  prefs: DetailedPrefsReply;
  choices: IndustryChoices;
  onChange(update: (current: IndustryChoices) => IndustryChoices): void;
  onViewVendors(): void;
}

const CATEGORY_TEXT = {
  strictlyNecessary: [m.categoryStrictlyNecessary, m.categoryStrictlyNecessaryText],
  functional: [m.categoryFunctional, m.categoryFunctionalText],
  advertising: [m.categoryAdvertising, m.categoryAdvertisingText],
  analytical: [m.categoryAnalytical, m.categoryAnalyticalText],
} as const satisfies Record<CookieCategoryKey, readonly [unknown, unknown]>;

type CookieList = { status: 'loading' } | { status: 'error' } | { status: 'ready'; cookies: CookieDetails[] };

/** The processing-purposes tab; see the module docstring. */
export function ProcessingView({ prefs, choices, onChange, onViewVendors }: ProcessingViewProps) {
  const intl = useIntl();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [cookieLists, setCookieLists] = useState<Partial<Record<CookieCategoryKey, CookieList>>>({});

  const loadCookies = useCallback((category: CookieCategoryKey) => {
    setCookieLists((lists) => ({ ...lists, [category]: { status: 'loading' } }));
    fetchCookiesForCategory(category, true).then(
      (cookies) => setCookieLists((lists) => ({ ...lists, [category]: { status: 'ready', cookies } })),
      (error: unknown) => {
        logger.warn(`Could not load the cookies of category ${category}`, error);
        setCookieLists((lists) => ({ ...lists, [category]: { status: 'error' } }));
      },
    );
  }, []);

  const expand = (key: string, open: boolean) => setExpanded((current) => withMember(current, key, open));

  const purposeSection = (purpose: TcfPrefPurpose, special: boolean) => {
    const key = `${special ? 'sp' : 'p'}${purpose.id}`;
    return (
      <Collapsible
        key={key}
        title={purpose.name}
        isExpanded={expanded.has(key)}
        onExpandedChange={(open) => expand(key, open)}
        controls={
          <ChoiceSwitch
            label={intl.formatMessage(purpose.readOnly && purpose.defaultValue ? m.alwaysActive : m.consentShort)}
            accessibleName={intl.formatMessage(m.consentFor, { name: purpose.name })}
            isSelected={purpose.readOnly ? purpose.defaultValue : choices.purposes.has(purpose.id)}
            isDisabled={purpose.readOnly}
            onChange={(on) => onChange((c) => ({ ...c, purposes: withMember(c.purposes, purpose.id, on) }))}
          />
        }
      >
        {() => (
          <>
            <p>{purpose.description}</p>
            {purpose.illustrations.length > 0 ? (
              <>
                <h4 className={styles.subheading}>{intl.formatMessage(m.illustrationsHeading)}</h4>
                <ul className={styles.plainList}>
                  {purpose.illustrations.map((text, i) => (
                    <li key={i}>{text}</li>
                  ))}
                </ul>
              </>
            ) : null}
            {canObjectToPurpose(purpose) ? (
              <ChoiceSwitch
                label={intl.formatMessage(m.objectLegitimateInterest)}
                accessibleName={intl.formatMessage(m.objectLegitimateInterestFor, { name: purpose.name })}
                isSelected={choices.objectedPurposes.has(purpose.id)}
                onChange={(on) => onChange((c) => ({ ...c, objectedPurposes: withMember(c.objectedPurposes, purpose.id, on) }))}
              />
            ) : null}
          </>
        )}
      </Collapsible>
    );
  };

  const categorySection = (category: CookieCategoryKey) => {
    const key = `c-${category}`;
    const [name, text] = CATEGORY_TEXT[category];
    const label = intl.formatMessage(name);
    const locked = category === 'strictlyNecessary';
    const list = cookieLists[category];
    return (
      <Collapsible
        key={key}
        title={label}
        isExpanded={expanded.has(key)}
        onExpandedChange={(open) => {
          expand(key, open);
          if (open && (!list || list.status === 'error')) loadCookies(category);
        }}
        controls={
          <ChoiceSwitch
            label={intl.formatMessage(locked ? m.alwaysActive : m.consentShort)}
            accessibleName={intl.formatMessage(m.consentFor, { name: label })}
            isSelected={locked || choices.categories.has(category as OptionalCookieCategory)}
            isDisabled={locked}
            onChange={(on) => onChange((c) => ({ ...c, categories: withMember(c.categories, category as OptionalCookieCategory, on) }))}
          />
        }
      >
        {() => (
          <>
            <p>{intl.formatMessage(text)}</p>
            {!list || list.status === 'loading' ? (
              <Spinner label={intl.formatMessage(m.cookiesLoading)} size="small" showLabel />
            ) : list.status === 'error' ? (
              <p role="alert">{intl.formatMessage(m.cookiesFailed)}</p>
            ) : list.cookies.length === 0 ? (
              <p>{intl.formatMessage(m.cookiesEmpty)}</p>
            ) : (
              <table className={styles.table} aria-label={intl.formatMessage(m.cookiesTable, { category: label })}>
                <thead>
                  <tr>
                    <th scope="col">{intl.formatMessage(m.cookieName)}</th>
                    <th scope="col">{intl.formatMessage(m.cookieDomain)}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.cookies.map((c) => (
                    <tr key={`${c.name}@${c.domain}`}>
                      <td>{c.name}</td>
                      <td>{c.domain}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </Collapsible>
    );
  };

  return (
    <div className={styles.tabBody}>
      <p>{intl.formatMessage(m.processingIntro)}</p>
      <p>
        <AriaButton className={styles.linkButton} onPress={onViewVendors}>
          {intl.formatMessage(m.viewVendors)}
        </AriaButton>
      </p>
      <h3 className={styles.subheading}>{intl.formatMessage(m.purposesHeading)}</h3>
      <div className={styles.sections}>{prefs.purposes.map((p) => purposeSection(p, false))}</div>
      {prefs.specialPurposes.length > 0 ? (
        <>
          <h3 className={styles.subheading}>{intl.formatMessage(m.specialPurposesHeading)}</h3>
          <p className={styles.muted}>{intl.formatMessage(m.specialPurposesNote)}</p>
          <div className={styles.sections}>{prefs.specialPurposes.map((p) => purposeSection(p, true))}</div>
        </>
      ) : null}
      <h3 className={styles.subheading}>{intl.formatMessage(m.categoriesHeading)}</h3>
      <div className={styles.sections}>{INDUSTRY_COOKIE_CATEGORIES.map(categorySection)}</div>
    </div>
  );
}
