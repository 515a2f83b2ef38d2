import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { defineMessages, useIntl } from 'react-intl';
import { localeAtom } from '../../../state/index.ts';
import { FlagImage } from './flag-image.tsx';
import { currentCountryOf, displayName, flagCodeFor } from './locale-names.ts';
import type { PlainMessages } from '../../../ui/plain-messages.ts';
import styles from './locale-picker.module.css';

/** The trigger's own text (the picker's is in messages.ts, loaded with the picker). */
const triggerDescriptors = defineMessages({
  trigger: {
    id: 'chrome.localePicker.trigger',
    defaultMessage: '{language} ({country}): change country and language',
    description: 'Accessible name of the header button that opens the picker; {language} is the visible text',
  },
});
const m: PlainMessages<typeof triggerDescriptors> = triggerDescriptors;

/** The picker's content (react-aria popover / dialog, the list and search): its own chunk, loaded on first open. */
const LocalePickerContent = lazy(() => import('./locale-picker-content.tsx'));

/**
 * The header's country/language picker trigger (chrome-and-consent §2 "Country/language picker", §4 visible or
 * hidden, toggled by its trigger). A button with the current country's flag (18x12) and the current language's
 * name in that language; its accessible name adds the country. Pressing it opens the picker: a dropdown on wide
 * screens, a full-screen dialog up to 640 px wide on narrow ones (locale-picker-content.tsx, loaded lazily so the
 * first page's script does not grow); closing returns focus here. The visitor's stored choice for this browser
 * session is already in the bootstrap (the server applies it; locale-choice.ts).
 */
export function LocalePickerTrigger() {
  const intl = useIntl();
  const { tag } = useAtomValue(localeAtom);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const onOpenChange = useCallback((next: boolean) => {
    setOpen(next);
    if (!next) triggerRef.current?.focus();
  }, []);

  const [language = 'en'] = tag.split('-');
  const country = currentCountryOf(tag);
  const languageName = displayName(language, 'language', language);
  const visibleLanguage = languageName.charAt(0).toLocaleUpperCase(language) + languageName.slice(1);
  const countryName = country === undefined ? '' : displayName(tag, 'region', country);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={intl.formatMessage(m.trigger, { language: visibleLanguage, country: countryName })}
        onClick={() => {
          setLoaded(true);
          setOpen((was) => !was);
        }}
      >
        <FlagImage code={country === undefined ? undefined : flagCodeFor(country, country)} size="xsmall" />
        <span className={styles.triggerLanguage} lang={language}>
          {visibleLanguage}
        </span>
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <LocalePickerContent triggerRef={triggerRef} isOpen={open} onOpenChange={onOpenChange} />
        </Suspense>
      ) : null}
    </>
  );
}
