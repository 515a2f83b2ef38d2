import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { apiClient } from '../../../api/index.ts';
import { localeAtom } from '../../../state/index.ts';
import { FlagImage } from './flag-image.tsx';
import { apiLocaleChoiceStore, START_HOST_TAG, startupLocale } from './locale-choice.ts';
import { currentCountryOf, displayName, flagCodeFor } from './locale-items.ts';
import { localePickerMessages as m } from './messages.ts';
import styles from './locale-picker.module.css';

/** The picker's content (react-aria popover / dialog, the list and search): its own chunk, loaded on first open. */
const LocalePickerContent = lazy(() => import('./locale-picker-content.tsx'));

let startupChoiceApplied = false;

/**
 * The header's country/language picker trigger (chrome-and-consent §2 "Country/language picker", §4 visible or
 * hidden, toggled by its trigger). A button with the current country's flag (18x12) and the current language's
 * name in that language; its accessible name adds the country. Pressing it opens the picker: a dropdown on wide
 * screens, a full-screen dialog up to 640 px wide on narrow ones (locale-picker-content.tsx, loaded lazily so the
 * first page's script does not grow); closing returns focus here. On first mount it also applies the visitor's
 * stored choice for this browser session (locale-choice.ts startupLocale: one GET, only when the host passed a locale).
 */
export function LocalePickerTrigger() {
  const intl = useIntl();
  const { tag } = useAtomValue(localeAtom);
  const setLocale = useSetAtom(localeAtom);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (startupChoiceApplied) return;
    startupChoiceApplied = true;
    void startupLocale(apiLocaleChoiceStore(apiClient), START_HOST_TAG).then((stored) => {
      if (stored !== null) setLocale({ tag: stored });
    });
  }, [setLocale]);

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

/** Test hook: lets the next mounted trigger apply the stored choice again. */
export function resetStartupChoiceForTests(): void {
  startupChoiceApplied = false;
}
