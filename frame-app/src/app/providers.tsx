import type { ReactNode } from 'react';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { I18nProvider as AriaLocaleProvider } from 'react-aria-components';
import { localeAtom, type FrameStore } from '../state/index.ts';
import { AppErrorBoundary } from '../features/chrome/index.ts';
import { I18nProvider } from './i18n/index.ts';

/**
 * App-wide providers: the jotai store, react-intl (I18nProvider: locale and messages follow the store's
 * localeAtom, English as fallback) and the app error boundary ("Unexpected Application Error!").
 * The locale is state (localeAtom, seeded from the bootstrap) so it can change without remounting.
 * react-aria gets the same locale (segment order, calendars and its own labels of the date pickers), not the browser's.
 */
export function AppProviders({ store, children }: { store: FrameStore; children: ReactNode }) {
  return (
    <JotaiProvider store={store}>
      <I18nProvider>
        <AriaLocale>
          <AppErrorBoundary>{children}</AppErrorBoundary>
        </AriaLocale>
      </I18nProvider>
    </JotaiProvider>
  );
}

/** react-aria's locale (I18nProvider of react-aria-components) = the frame's localeAtom tag, e.g. `de-DE`. */
function AriaLocale({ children }: { children: ReactNode }) {
  const { tag } = useAtomValue(localeAtom);
  return <AriaLocaleProvider locale={tag}>{children}</AriaLocaleProvider>;
}
