import { Suspense, use, useDeferredValue, useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useAtomValue } from 'jotai';
import { localeAtom } from '../../state/index.ts';
import { messagesFor, onIntlError } from './catalogues.ts';

/**
 * react-intl for the frame, following localeAtom: text from {@link messagesFor}(tag), dates, numbers and
 * prices formatted in the tag's locale. Changing the atom re-renders in place (children are never remounted):
 * while a new catalogue loads the previous locale stays on screen (useDeferredValue), then text and
 * formatting switch together. Before the first catalogue is ready (a non-English frame at start-up) nothing
 * is rendered; English is built in and never waits. Also keeps `<html lang>` equal to the shown locale.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <LocaleIntlProvider>{children}</LocaleIntlProvider>
    </Suspense>
  );
}

function LocaleIntlProvider({ children }: { children: ReactNode }) {
  const { tag } = useAtomValue(localeAtom);
  const shownTag = useDeferredValue(tag);
  const messages = use(messagesFor(shownTag));
  useEffect(() => {
    document.documentElement.lang = shownTag;
  }, [shownTag]);
  return (
    // defaultLocale = the shown locale: English descriptor text (an English frame's, or a message a catalogue lacks)
    // is formatted in the frame's locale, as the catalogue's own text would be (catalogues.ts).
    <IntlProvider locale={shownTag} defaultLocale={shownTag} messages={messages} onError={onIntlError}>
      {children}
    </IntlProvider>
  );
}
