import type { ReactNode } from 'react';
import type { Brand } from '@travel/brands/core';
import { HeaderLogo } from './header-logo/header-logo.tsx';
import { NavigationMenu } from './navigation/navigation-menu.tsx';
import { LocalePickerTrigger } from './locale-picker/locale-picker-trigger.tsx';
import { CurrencyPickerTrigger } from './currency-picker/currency-picker-trigger.tsx';
import styles from './chrome.module.css';

/**
 * Page header (account-business-header-and-trips §2 "Header"): the navigation menu button, the brand logo linking
 * to the front door, then at the other end the country/language and currency pickers and `end` (the account
 * controls the app layout passes: "Sign in" or the account menu).
 */
export function Header({ brand, end }: { brand: Brand; end?: ReactNode }) {
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <NavigationMenu />
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
