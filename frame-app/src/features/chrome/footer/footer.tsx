/**
 * The page footer (chrome-and-consent §2 "Footer", §3 "Footer state", §7, §8, §9; core-and-business §2):
 * - a description (two paragraphs of footer messages);
 * - the link groups company, contact and more in 3 columns, then the site-map rows (popular cities, popular
 *   destinations, site map). The frame has no source for the dynamic city/destination lists yet (the spec gives
 *   no call for them), so only the static site map shows, as the spec prescribes when they are missing;
 *   `siteMapRows` takes them when a source appears;
 * - on narrow screens (<= 640 px) the lists fold into a "Site map" button that opens a full-screen dialog
 *   (lazy react-aria Modal, closes on Escape);
 * - payment and travel-industry logos and app-store badges (original artwork), the social links;
 * - "Our brands": the brand row from FooterBrandsStateProviderAction, requested only once the footer is in the
 *   visitor's view (useSeen: the partner page's visible region when embedded); a failure is logged
 *   ('Footer brands failed to load') and the row stays hidden;
 * - the privacy menu from PrivacyMenuStateProviderAction (manage privacy, privacy preferences, extra links), also
 *   requested when the footer comes into view; a failure is logged and the menu stays hidden;
 * - the copyright line with the current year and the brand name.
 * The social icons are fetched as SVG when the footer comes into view and sanitised (social-links.tsx).
 */
import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import type { FooterBrand, PrivacyMenuReply } from '@travel/contract';
import { bootstrapAtom, brandAtom } from '../../../state/index.ts';
import { logger } from '../../../state/logger.ts';
import { BankGlyph, CreditCardGlyph, DebitCardGlyph, LockGlyph, PhoneGlyph, ShieldGlyph, StoreGlyph } from './artwork.tsx';
import { APP_STORE_LINKS, FOOTER_BRANDS_FAILED_MESSAGE, PRIVACY_MENU_FAILED_MESSAGE, socialSitesFor } from './constants.ts';
import { loadFooterBrands, loadPrivacyMenu } from './footer-api.ts';
import { FooterAnchor, FooterLinkSections, siteMapRows, staticLinkGroups } from './footer-links.tsx';
import { footerMessages as m } from './messages.ts';
import { SocialLinks } from './social-links.tsx';
import { useSeen } from './use-seen.ts';
import styles from './footer.module.css';

const LazySiteMapDialog = lazy(() => import('./site-map-dialog.tsx').then((module) => ({ default: module.SiteMapDialog })));

/** What the footer loads when it comes into view; `undefined` while not loaded (or failed). */
function useFooterData(load: boolean): { brands: FooterBrand[] | undefined; privacy: PrivacyMenuReply | undefined } {
  const [brands, setBrands] = useState<FooterBrand[]>();
  const [privacy, setPrivacy] = useState<PrivacyMenuReply>();
  useEffect(() => {
    if (!load) return;
    let current = true;
    loadFooterBrands().then(
      (reply) => current && setBrands(reply.brands),
      (error: unknown) => logger.error(FOOTER_BRANDS_FAILED_MESSAGE, error),
    );
    loadPrivacyMenu().then(
      (reply) => current && setPrivacy(reply),
      (error: unknown) => logger.error(PRIVACY_MENU_FAILED_MESSAGE, error),
    );
    return () => {
      current = false;
    };
  }, [load]);
  return { brands, privacy };
}

/** The page footer (see the module docstring). Renders inside the router and the frame's providers. */
export function Footer() {
  const intl = useIntl();
  const brand = useAtomValue(brandAtom);
  const partnerLinks = useAtomValue(bootstrapAtom).partner.socialLinks;
  const socialSites = useMemo(() => socialSitesFor(partnerLinks), [partnerLinks]);
  const ref = useRef<HTMLElement>(null);
  const seen = useSeen(ref);
  const { brands, privacy } = useFooterData(seen);
  const [siteMapOpen, setSiteMapOpen] = useState(false);
  const [siteMapRequested, setSiteMapRequested] = useState(false);
  const t = intl.formatMessage;

  const groups = staticLinkGroups(intl);
  const rows = siteMapRows(intl, {});
  const year = String(new Date().getFullYear());

  return (
    <footer ref={ref} className={styles.footer} data-brand-class={brand.id}>
      <div className={styles.inner}>
        <div className={styles.description}>
          <p>{t(m.descriptionSearch, { brand: brand.displayName })}</p>
          <p>{t(m.descriptionPrices)}</p>
        </div>

        <nav className={styles.wideLinks} aria-label={t(m.linksLabel)}>
          <FooterLinkSections groups={groups} rows={rows} level={2} idPrefix="footer" />
        </nav>
        <div className={styles.narrowLinks}>
          <button
            type="button"
            className={styles.siteMapButton}
            aria-haspopup="dialog"
            onClick={() => {
              setSiteMapRequested(true);
              setSiteMapOpen(true);
            }}
          >
            {t(m.siteMapButton)}
          </button>
          {siteMapRequested ? (
            <Suspense fallback={null}>
              <LazySiteMapDialog isOpen={siteMapOpen} onOpenChange={setSiteMapOpen} groups={groups} rows={rows} />
            </Suspense>
          ) : null}
        </div>

        <div className={styles.badges}>
          <section className={styles.block} aria-labelledby="footer-payment">
            <h2 id="footer-payment" className={styles.groupTitle}>
              {t(m.paymentHeading)}
            </h2>
            <ul className={styles.inlineList}>
              <li className={styles.badge}>
                <CreditCardGlyph />
                {t(m.paymentCreditCards)}
              </li>
              <li className={styles.badge}>
                <DebitCardGlyph />
                {t(m.paymentDebitCards)}
              </li>
              <li className={styles.badge}>
                <BankGlyph />
                {t(m.paymentBankTransfer)}
              </li>
            </ul>
          </section>
          <section className={styles.block} aria-labelledby="footer-industry">
            <h2 id="footer-industry" className={styles.groupTitle}>
              {t(m.industryHeading)}
            </h2>
            <ul className={styles.inlineList}>
              <li className={styles.badge}>
                <LockGlyph />
                {t(m.industrySecureCheckout)}
              </li>
              <li className={styles.badge}>
                <ShieldGlyph />
                {t(m.industryVerifiedProviders)}
              </li>
            </ul>
          </section>
          <section className={styles.block} aria-labelledby="footer-apps">
            <h2 id="footer-apps" className={styles.groupTitle}>
              {t(m.appsHeading)}
            </h2>
            <ul className={styles.inlineList}>
              {APP_STORE_LINKS.map((store) => {
                const title = t(store.appStoreType === 'appleappstore' ? m.appStoreApple : m.appStoreGoogle);
                return (
                  <li key={store.appStoreType}>
                    <a
                      className={styles.storeBadge}
                      href={store.appStoreLink.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t(m.opensInNewTab, { name: title })}
                      data-app-store={store.appStoreType}
                    >
                      {store.appStoreType === 'appleappstore' ? <PhoneGlyph /> : <StoreGlyph />}
                      {title}
                    </a>
                  </li>
                );
              })}
            </ul>
          </section>
          <SocialLinks sites={socialSites} load={seen} />
        </div>

        {brands && brands.length > 0 ? (
          <section className={styles.block} aria-labelledby="footer-brands">
            <h2 id="footer-brands" className={styles.groupTitle}>
              {t(m.brandsHeading)}
            </h2>
            <ul className={styles.brandList}>
              {brands.map((b) => (
                <li key={b.id}>
                  <img className={styles.brandLogo} src={b.logoUrl} alt={b.name} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <div className={styles.bottom}>
          {privacy ? (
            <nav aria-label={t(m.privacyHeading)}>
              <ul className={styles.inlineList}>
                <li>
                  <FooterAnchor link={{ title: t(m.managePrivacy), url: privacy.managePrivacyUrl }} />
                </li>
                <li>
                  <FooterAnchor link={{ title: t(m.privacyPreferences), url: privacy.privacyPreferencesUrl }} />
                </li>
                {privacy.links.map((link) => (
                  <li key={link.url}>
                    <FooterAnchor
                      link={{
                        url: link.url,
                        title:
                          link.kind === 'privacyPolicy' ? t(m.privacyPolicy) : link.kind === 'termsOfUse' ? t(m.termsOfUse) : link.kind === 'ccpa' ? t(m.ccpa) : link.title,
                      }}
                    />
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <p className={styles.copyright}>{t(m.copyright, { year, brand: brand.displayName })}</p>
        </div>
      </div>
    </footer>
  );
}
