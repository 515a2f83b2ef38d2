import type { ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { IntlProvider } from 'react-intl';
import type { FrameStore } from '../state/index.ts';
import { AppErrorBoundary } from '../features/chrome/index.ts';
import { DEFAULT_LOCALE, messagesFor, onIntlError } from './i18n/index.ts';

/**
 * App-wide providers: the jotai store, react-intl (formatting in `locale`, English messages as fallback) and
 * the app error boundary ("Unexpected Application Error!").
 */
export function AppProviders({ store, locale, children }: { store: FrameStore; locale: string; children: ReactNode }) {
  return (
    <JotaiProvider store={store}>
      <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messagesFor(locale)} onError={onIntlError}>
        <AppErrorBoundary>{children}</AppErrorBoundary>
      </IntlProvider>
    </JotaiProvider>
  );
}
