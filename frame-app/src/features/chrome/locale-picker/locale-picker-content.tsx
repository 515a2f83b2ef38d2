import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { Button, Dialog, Heading, Input, Label, Modal, ModalOverlay, Popover, SearchField } from 'react-aria-components';
import { useAtomValue, useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { apiClient } from '../../../api/index.ts';
import { basenameAtom, localeAtom } from '../../../state/index.ts';
import { useAuthState } from '../../access/index.ts';
import { KEEP_PATH_ON_LOCALE_CHANGE, PICKER_DIALOG_MAX_WIDTH_PX } from './constants.ts';
import { FlagImage } from './flag-image.tsx';
import { apiLocaleChoiceStore, chooseLocale, START_HOST_TAG } from './locale-choice.ts';
import { buildLocaleItems, filterLocaleItems, hasLanguageLinks, type CountryLocaleItem, type LanguageLink } from './locale-items.ts';
import { localePickerMessages as m } from './messages.ts';
import { useMediaQuery } from '../../../ui/use-media-query.ts';
import styles from './locale-picker.module.css';

/** Media query of the narrow layout (§2 full-screen dialog; §9 dialog max width 640). */
const NARROW_QUERY = `(max-width: ${PICKER_DIALOG_MAX_WIDTH_PX}px)`;

/** Whether the frame is narrow enough for the full-screen dialog. */
const useNarrow = (): boolean => useMediaQuery(NARROW_QUERY);

const LINK_SELECTOR = 'a[data-locale-link]';

/** Props of {@link LocalePickerContent}. */
export interface LocalePickerContentProps {
  /** The trigger the dropdown is placed against and focus returns to. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  /** Called with false when the picker closes (Escape, outside click, close button, a choice). */
  onOpenChange(open: boolean): void;
}

/**
 * The open country/language picker (chrome-and-consent §2, §3, §4, §5, §7, §9): on wide frames a dropdown below the
 * trigger (react-aria Popover), on frames up to 640 px wide a full-screen dialog (react-aria Modal, max width 640).
 * Content: a title, a search box (§5: trimmed, case-insensitive, every name field; no matches -> a no-results
 * title and subtitle), and the countries in up to 3 columns, each with its flag; a country with more than one
 * language lists one link per language. Choosing a link applies that locale (locale-choice.ts chooseLocale: in place,
 * or the business save and reload) and closes the picker; the active locale's link does nothing (§4).
 * Keyboard: focus starts in the search box; ArrowDown moves into the list; arrow keys move between links (ArrowUp
 * from the first returns to the search box), Home/End jump; Tab moves on; Escape closes (a first Escape clears a
 * non-empty search) and focus returns to the trigger. Default export: loaded with React.lazy.
 */
export default function LocalePickerContent({ triggerRef, isOpen, onOpenChange }: LocalePickerContentProps) {
  const narrow = useNarrow();
  const intl = useIntl();
  const title = intl.formatMessage(m.title);
  const body = <PickerBody onClose={() => onOpenChange(false)} />;
  if (narrow) {
    return (
      <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
        <Modal className={styles.modal}>
          <Dialog aria-label={title} className={styles.dialog} data-variant="dialog">
            {body}
          </Dialog>
        </Modal>
      </ModalOverlay>
    );
  }
  return (
    <Popover triggerRef={triggerRef} isOpen={isOpen} onOpenChange={onOpenChange} placement="bottom end" offset={8} className={styles.popover}>
      <Dialog aria-label={title} className={styles.dialog} data-variant="dropdown">
        {body}
      </Dialog>
    </Popover>
  );
}

function PickerBody({ onClose }: { onClose(): void }) {
  const intl = useIntl();
  const { tag } = useAtomValue(localeAtom);
  const setLocale = useSetAtom(localeAtom);
  const basename = useAtomValue(basenameAtom);
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuthState();
  const [query, setQuery] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // The router location's pathname is relative to the basename; the items work with the full frame path.
  const currentPath = `${basename}${location.pathname === '/' ? '/' : location.pathname}${location.search}`;
  const items = useMemo(
    () => buildLocaleItems({ currentTag: tag, basename, currentPath, keepPath: KEEP_PATH_ON_LOCALE_CHANGE }),
    [tag, basename, currentPath],
  );
  const shown = useMemo(() => filterLocaleItems(items, query), [items, query]);

  const choose = useCallback(
    (target: { locale: string; dataHref: string }) => {
      void chooseLocale(target, {
        currentTag: tag,
        hostTag: START_HOST_TAG,
        business: auth?.businessState.businessMode ?? false,
        currentPath,
        store: apiLocaleChoiceStore(apiClient),
        setLocale: (next) => setLocale({ tag: next }),
        navigate: (path) => void navigate(path.startsWith(basename) ? path.slice(basename.length) || '/' : path),
        post: (path, body) => apiClient.post(path, body, z.unknown()),
        reload: () => window.location.reload(),
      }).then((outcome) => {
        if (outcome === 'changed') onClose();
      });
    },
    [tag, auth, currentPath, setLocale, navigate, basename, onClose],
  );

  const onLinkClick = (target: { locale: string; dataHref: string }) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click opens the entry address (href) in a new tab as a link would.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    choose(target);
  };

  const links = (): HTMLAnchorElement[] => [...(listRef.current?.querySelectorAll<HTMLAnchorElement>(LINK_SELECTOR) ?? [])];

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (index < 0) return;
    let next: HTMLElement | undefined;
    if (event.key === 'ArrowDown' || event.key === 'ArrowRight') next = all[Math.min(index + 1, all.length - 1)];
    else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') next = index === 0 ? (searchRef.current ?? undefined) : all[index - 1];
    else if (event.key === 'Home') next = all[0];
    else if (event.key === 'End') next = all[all.length - 1];
    else return;
    event.preventDefault();
    next?.focus();
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return;
    const first = links()[0];
    if (!first) return;
    event.preventDefault();
    first.focus();
  };

  return (
    <div className={styles.body}>
      <div className={styles.head}>
        <Heading slot="title" className={styles.title}>
          {intl.formatMessage(m.title)}
        </Heading>
        <Button className={styles.close} onPress={onClose} aria-label={intl.formatMessage(m.close)}>
          <span aria-hidden="true">×</span>
        </Button>
      </div>
      <SearchField className={styles.search} value={query} onChange={setQuery}>
        <Label className={styles.searchLabel}>{intl.formatMessage(m.searchLabel)}</Label>
        {/* Focus starts here when the picker opens. */}
        <Input ref={searchRef} className={styles.searchInput} autoFocus onKeyDown={onSearchKeyDown} />
      </SearchField>
      <div role="status" className={styles.status}>
        {shown.length === 0 ? (
          <div className={styles.noResults}>
            <p className={styles.noResultsTitle}>{intl.formatMessage(m.noResultsTitle)}</p>
            <p className={styles.noResultsSubtitle}>{intl.formatMessage(m.noResultsSubtitle)}</p>
          </div>
        ) : null}
      </div>
      {shown.length > 0 ? (
        <ul ref={listRef} className={styles.list} aria-label={intl.formatMessage(m.listLabel)} onKeyDown={onListKeyDown}>
          {shown.map((item) => (
            <li key={item.countryCode} className={styles.item}>
              {hasLanguageLinks(item) ? (
                <MultilingualCountry item={item} onLinkClick={onLinkClick} />
              ) : (
                <LocaleLink target={item} active={item.active} onClick={onLinkClick(item)} language={item.locale.split('-')[0] ?? ''}>
                  <FlagImage code={item.flag} size="small" />
                  <span className={styles.names}>
                    <span className={styles.name}>{item.text}</span>
                    {item.countryNativeName !== item.text ? (
                      <span className={styles.native} lang={item.locale.split('-')[0]}>
                        {item.countryNativeName}
                      </span>
                    ) : null}
                  </span>
                </LocaleLink>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function LocaleLink({
  target,
  active,
  onClick,
  language,
  label,
  children,
}: {
  target: { href: string };
  active: boolean;
  onClick(event: MouseEvent<HTMLAnchorElement>): void;
  language: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={target.href}
      hrefLang={language}
      data-locale-link=""
      className={styles.link}
      aria-current={active ? 'true' : undefined}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </a>
  );
}

function MultilingualCountry({
  item,
  onLinkClick,
}: {
  item: CountryLocaleItem;
  onLinkClick: (target: LanguageLink) => (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const intl = useIntl();
  const nameId = useId();
  return (
    <div className={styles.multilingual} role="group" aria-labelledby={nameId}>
      <span className={styles.countryRow}>
        <FlagImage code={item.flag} size="small" />
        <span className={styles.names}>
          <span id={nameId} className={styles.name}>
            {item.text}
          </span>
        </span>
      </span>
      <ul className={styles.languages}>
        {item.languageLinks.map((link) => (
          <li key={link.locale}>
            <LocaleLink
              target={link}
              active={link.active}
              onClick={onLinkClick(link)}
              language={link.locale.split('-')[0] ?? ''}
              label={intl.formatMessage(m.languageLink, { country: item.text, language: link.text })}
            >
              <span lang={link.locale.split('-')[0]}>{link.text}</span>
            </LocaleLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
