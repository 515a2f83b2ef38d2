import type { ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import type { FrameStore } from '../state/index.ts';
import { AppErrorBoundary } from '../features/chrome/index.ts';
import { I18nProvider } from './i18n/index.ts';

/**
 * App-wide providers: the jotai store, react-intl (I18nProvider: locale and messages follow the store's
 * localeAtom, English as fallback) and the app error boundary ("Unexpected Application Error!").
 * The locale is state (localeAtom, seeded from the bootstrap) so it can change without remounting.
 */
export function AppProviders({ store, children }: { store: FrameStore; children: ReactNode }) {
  return (
    <JotaiProvider store={store}>
      <I18nProvider>
        <AppErrorBoundary>{children}</AppErrorBoundary>
      </I18nProvider>
    </JotaiProvider>
  );
}
