import { useRef, type ReactNode } from 'react';
import type { Brand } from '@travel/brands/core';
import { HeaderLogo } from './header-logo/header-logo.tsx';
import { NavigationMenu } from './navigation/navigation-menu.tsx';
import { LocalePickerTrigger } from './locale-picker/locale-picker-trigger.tsx';
import { CurrencyPickerTrigger } from './currency-picker/currency-picker-trigger.tsx';
import { useHeaderFit } from '../../ui/header-fit.ts';
import type { AdminNavigationSource } from './navigation/model.ts';
import styles from './chrome.module.css';

/**
 * Page header (account-business-header-and-trips §2 "Header"): the navigation menu button, the brand logo linking
 * to the front door, then at the other end the country/language and currency pickers and `end` (the account
 * controls the app layout passes: "Sign in" or the account menu). `adminNavigation` (from the app: the business
 * feature's helpers) adds the admin hub pages to the navigation in business mode (account-business-header-and-trips §6).
 * The row fits the frame whatever the brand's wordmark, the language and the account's name (issue #22): it collapses
 * labels to icons, the wordmark to the compact mark and then its spacing, step by step, only as far as its measured
 * width needs (ui/header-fit.ts; each part hides its own pieces by the row's `data-header-fit`).
 */
export function Header({ brand, end, adminNavigation }: { brand: Brand; end?: ReactNode; adminNavigation?: AdminNavigationSource | undefined }) {
  const rowRef = useRef<HTMLDivElement>(null);
  useHeaderFit(rowRef);
  return (
    <header className={styles.header}>
      <div ref={rowRef} className={styles.headerInner}>
        <NavigationMenu adminNavigation={adminNavigation} />
        <HeaderLogo brand={brand} />
        <div className={styles.headerEnd}>
          <LocalePickerTrigger />
          <CurrencyPickerTrigger />
          {end}
        </div>
      </div>
    </header>
  );
}
