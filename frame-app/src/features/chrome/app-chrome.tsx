import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { brandAtom, logger } from '../../state/index.ts';
import { Header } from './header.tsx';
import type { AdminNavigationSource } from './navigation/model.ts';
import { useBrandStyles } from './use-brand-styles.ts';
import { SiteExtras, SurveyLauncherSlot } from './site-extras/site-extras.tsx';
import { chromeMessages as m } from './messages.ts';
import styles from './chrome.module.css';
import { skipLinkClassName } from '../../ui/skip-link.ts';

/**
 * The footer, loaded once the chrome's owner says so (`footerReady`: the app's root layout waits for the first route
 * to have rendered, so on the front door the footer's request comes after the search form is interactive; issue
 * #23 "First page budget"). It is below the fold on every page, so the first script does not carry it. A failed load
 * (e.g. offline) is logged and shows no footer: the chrome never falls over because of it.
 */
const Footer = lazy<ComponentType>(() =>
  import('./footer/footer.tsx').then(
    (module) => ({ default: module.Footer }),
    (error: unknown) => {
      logger.warn('the footer failed to load', error);
      return { default: () => null };
    },
  ),
);

/**
 * Page chrome around every page (core-and-business §2): a "Skip to main content" link to
 * `<main id="main-content" tabIndex={-1}>`, the site-wide extras (message bar, announcements, connectivity), the
 * branded header, the "Feedback" launcher's row after the page content (issue #22), the footer (loaded lazily once
 * `footerReady`, default true), and the brand applied as CSS custom properties on the document element.
 * `adminNavigation` goes to the header's navigation (the admin hub pages in business mode).
 */
export function AppChrome({ children, headerEnd, footerReady = true, adminNavigation }: { children: ReactNode; headerEnd?: ReactNode; footerReady?: boolean; adminNavigation?: AdminNavigationSource | undefined }) {
  const intl = useIntl();
  const brand = useAtomValue(brandAtom);
  useBrandStyles(brand);
  return (
    <div className={styles.shell}>
      <a className={skipLinkClassName} href="#main-content">
        {intl.formatMessage(m.skipToMain)}
      </a>
      <SiteExtras />
      <Header brand={brand} end={headerEnd} adminNavigation={adminNavigation} />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SurveyLauncherSlot />
      {footerReady ? (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      ) : null}
    </div>
  );
}
