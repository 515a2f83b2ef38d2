/**
 * The currency picker (chrome-and-consent §2 "Currency picker", §3, §4, §5, §8, §9), loaded on first use by the
 * header trigger (currency-picker-trigger.tsx).
 *
 * - Variants (§2): a dropdown (react-aria Popover under the trigger, offset 8, max height 500, 3 columns) above the
 *   medium breakpoint (640 px); at or below it a bottom sheet (max width 640, 1 column). The dialog variant (a centred
 *   modal, 1 column) is there for callers that ask for it (`narrowVariant="dialog"`). Resizing the window's width
 *   closes it (a height change alone, e.g. a phone's keyboard, does not).
 * - Content: a header naming the current currency, the search box (§5, when enabled), most-used then all currencies;
 *   names from Intl.DisplayNames in the frame's locale. With a query the most-used group is hidden; with no match the
 *   not-found title and subtitle show.
 * - State (§3, §4): fetched once, when the picker first mounts (not loaded -> loaded | error), kept for the app.
 * - Choosing (§4): the active currency does nothing; another opens the save dialog (max width 360: title, yes, no).
 *   No: POST store=false (this session). Yes: signed in, POST store=true; signed out, the sign-in dialog is requested
 *   (state/sign-in-request.ts) and the trigger keeps the save pending until the auth state says signed in (§6).
 *   Without the save dialog (SAVE_DIALOG_ENABLED false) the currency applies at once for the session.
 * - After the server accepted (§7 "then reload"): the frame's currency changes (state/locale.ts; every price renders
 *   in it and the history entry remembers it for a reload of the frame document), the route data is loaded again
 *   (revalidation: results and details are priced by the server in the new currency), and the page scrolls to the
 *   top: the frame's own scroll and, inside a partner page, `scrollIntoView` of the frame's top, which Chromium
 *   carries to the embedding page (the bridge has no scroll-to-top action, contract/src/bridge.ts).
 * - A failed change is logged only (§8): 'Failed to change currency'.
 */
import { useEffect, useId, useMemo, useState, type RefObject } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useIntl } from 'react-intl';
import { useRevalidator } from 'react-router';
import { Button, Dialog, Heading, Input, Modal, ModalOverlay, Popover, SearchField, Label } from 'react-aria-components';
import type { CurrencyPickerState } from '@travel/contract';
import { localeAtom, logger, signInRequestAtom } from '../../../state/index.ts';
import { useVisibleRegionBoundary, useVisibleRegionStyle } from '../../../ui/visible-region.ts';
import { useAuthState } from '../../access/index.ts';
import {
  BOTTOM_SHEET_MAX_WIDTH_PX, CURRENCY_SEARCH_ENABLED, DIALOG_COLUMNS, DROPDOWN_COLUMNS, DROPDOWN_MAX_HEIGHT_PX, DROPDOWN_OFFSET_PX, SAVE_DIALOG_ENABLED,
  SAVE_DIALOG_MAX_WIDTH_PX, SIGN_IN_REASON,
} from './constants.ts';
import { loadCurrencyPickerState, setCurrency } from './currency-api.ts';
import { answerSave, choose, currencyNameIn, localize, pickerGroups, variantFor, type PickerCurrency, type PickerLoad } from './currency-model.ts';
import { currencyPickerMessages as m } from './messages.ts';
import styles from './currency-picker.module.css';

/** Picker state per jotai store (one app): fetched once (§4), shared by every mount of the picker. */
const stateRequests = new WeakMap<object, Promise<CurrencyPickerState>>();

function usePickerState(frameCurrency: string): PickerLoad {
  const store = useStore();
  const [load, setLoad] = useState<PickerLoad>({ status: 'not loaded' });
  useEffect(() => {
    let request = stateRequests.get(store);
    if (!request) {
      request = loadCurrencyPickerState(frameCurrency);
      stateRequests.set(store, request);
      request.catch((error: unknown) => {
        logger.warn('currency picker state failed', error);
        stateRequests.delete(store);
      });
    }
    let live = true;
    request.then(
      (state) => live && setLoad({ status: 'loaded', state }),
      () => live && setLoad({ status: 'error' }),
    );
    return () => {
      live = false;
    };
    // Fetched once on mount (§4); the frame currency only seeds the server's fallback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);
  return load;
}

/** What {@link applyCurrency} changes besides the server: the frame's currency and the route data. */
export interface ApplyCurrencyTarget {
  setCurrency(code: string): void;
  revalidate(): unknown;
}

/**
 * Sends the change and applies it (§7 "POST set, then reload and scroll to top"): POST set, then the frame's currency,
 * route data reloaded, scrolled to the top. Never rejects: a failure is logged only ('Failed to change currency', §8).
 * @param store true: save on the account as well (signed in only)
 */
export async function applyCurrency(code: string, store: boolean, target: ApplyCurrencyTarget): Promise<void> {
  try {
    await setCurrency(code, store);
  } catch (error) {
    logger.error('Failed to change currency', error);
    return;
  }
  target.setCurrency(code);
  void target.revalidate();
  window.scrollTo({ top: 0 });
  document.body.scrollIntoView?.({ block: 'start' });
}

/** {@link applyCurrency} bound to this app's store and router. */
function useApplyCurrency(): (code: string, store: boolean) => Promise<void> {
  const setLocale = useSetAtom(localeAtom);
  const { revalidate } = useRevalidator();
  return (code, store) => applyCurrency(code, store, { setCurrency: (currency) => setLocale({ currency }), revalidate });
}

/** Props of {@link CurrencyPicker}. */
export interface CurrencyPickerProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  /** The trigger the dropdown hangs from. */
  triggerRef: RefObject<HTMLElement | null>;
  /** Called with the code when a signed-out visitor said yes: the caller keeps it until signed in ({@link PendingSave}). */
  onSaveAfterSignIn(code: string): void;
  /** Narrow-screen variant (default the bottom sheet); wide screens always get the dropdown. */
  narrowVariant?: 'dialog' | 'bottomSheet';
}

/** The picker in its variant for the window width, plus its save dialog. */
export function CurrencyPicker({ isOpen, onOpenChange, triggerRef, onSaveAfterSignIn, narrowVariant = 'bottomSheet' }: CurrencyPickerProps) {
  const { tag, currency } = useAtomValue(localeAtom);
  const load = usePickerState(currency);
  const apply = useApplyCurrency();
  const requestSignIn = useSetAtom(signInRequestAtom);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [width, setWidth] = useState(() => window.innerWidth);
  const boundary = useVisibleRegionBoundary();
  const regionStyle = useVisibleRegionStyle();

  // §2 "resizing closes it": a change of width only (a phone's on-screen keyboard, opened by the search box, changes
  // the height and must not close the picker).
  useEffect(() => {
    let lastWidth = window.innerWidth;
    const onResize = () => {
      if (window.innerWidth === lastWidth) return;
      lastWidth = window.innerWidth;
      setWidth(lastWidth);
      onOpenChange(false);
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [onOpenChange]);

  const onChoose = (code: string) => {
    const outcome = choose(code, currency, SAVE_DIALOG_ENABLED);
    onOpenChange(false);
    if (outcome.kind === 'confirm') setConfirming(outcome.code);
    else if (outcome.kind === 'apply') void apply(outcome.code, outcome.store);
  };

  const variant = variantFor(width, BOTTOM_SHEET_MAX_WIDTH_PX, narrowVariant);
  const content = (close: () => void, columns: number) => (
    <PickerContent load={load} locale={tag} current={currency} columns={columns} onChoose={onChoose} onClose={close} />
  );

  return (
    <>
      {variant === 'dropdown' ? (
        <Popover
          triggerRef={triggerRef}
          isOpen={isOpen}
          onOpenChange={onOpenChange}
          placement="bottom end"
          offset={DROPDOWN_OFFSET_PX}
          maxHeight={DROPDOWN_MAX_HEIGHT_PX}
          {...(boundary ? { boundaryElement: boundary } : {})}
          className={styles.dropdown}
        >
          <Dialog className={styles.dialogBody}>
            {({ close }) => content(close, DROPDOWN_COLUMNS)}
          </Dialog>
        </Popover>
      ) : (
        <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay} style={regionStyle}>
          <Modal className={variant === 'bottomSheet' ? styles.sheet : styles.modal} style={{ maxWidth: BOTTOM_SHEET_MAX_WIDTH_PX }}>
            <Dialog className={styles.dialogBody}>{({ close }) => content(close, DIALOG_COLUMNS)}</Dialog>
          </Modal>
        </ModalOverlay>
      )}
      {confirming ? (
        <SaveDialog
          code={confirming}
          locale={tag}
          onAnswer={(yes, signedIn) => {
            const outcome = answerSave(confirming, yes, signedIn);
            setConfirming(null);
            if (outcome.kind === 'send') void apply(outcome.code, outcome.store);
            else {
              onSaveAfterSignIn(outcome.code);
              requestSignIn(SIGN_IN_REASON);
            }
          }}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </>
  );
}

/** The picker's inside: title, current currency, search, groups (shared by every variant). */
function PickerContent(props: {
  load: PickerLoad;
  locale: string;
  current: string;
  columns: number;
  onChoose(code: string): void;
  onClose(): void;
}) {
  const { load, locale, current, columns, onChoose, onClose } = props;
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const groups = useMemo(() => (load.status === 'loaded' ? pickerGroups(load.state, locale, query) : null), [load, locale, query]);
  const currentName = load.status === 'loaded' ? localize(load.state.allCurrencies.find((c) => c.currencyCode === current) ?? load.state.current, locale).localName : current;

  return (
    <div className={styles.content}>
      <div className={styles.head}>
        <Heading slot="title" className={styles.title}>
          {intl.formatMessage(m.dialogTitle)}
        </Heading>
        <Button className={styles.close} onPress={onClose} aria-label={intl.formatMessage(m.close)}>
          <span aria-hidden="true">×</span>
        </Button>
      </div>
      <p className={styles.current}>{intl.formatMessage(m.currentHeader, { name: currentName })}</p>
      {load.status === 'not loaded' ? (
        <p role="status" className={styles.status}>
          {intl.formatMessage(m.loading)}
        </p>
      ) : null}
      {load.status === 'error' ? (
        <p role="alert" className={styles.status}>
          {intl.formatMessage(m.loadFailed)}
        </p>
      ) : null}
      {groups ? (
        <>
          {CURRENCY_SEARCH_ENABLED ? (
            <SearchField className={styles.search} value={query} onChange={setQuery} autoFocus>
              <Label className={styles.searchLabel}>{intl.formatMessage(m.searchLabel)}</Label>
              <Input className={styles.searchInput} placeholder={intl.formatMessage(m.searchPlaceholder)} />
            </SearchField>
          ) : null}
          {groups.top.length > 0 ? <CurrencyGroup title={intl.formatMessage(m.topCurrencies)} items={groups.top} current={current} columns={columns} onChoose={onChoose} /> : null}
          {groups.all.length > 0 ? <CurrencyGroup title={intl.formatMessage(m.allCurrencies)} items={groups.all} current={current} columns={columns} onChoose={onChoose} /> : null}
          {groups.notFound ? (
            <div role="status" className={styles.notFound}>
              <p className={styles.notFoundTitle}>{intl.formatMessage(m.notFoundTitle, { query: query.trim() })}</p>
              <p className={styles.notFoundSubtitle}>{intl.formatMessage(m.notFoundSubtitle)}</p>
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** One group (most used / all): a heading and a list of currency buttons in `columns` columns. */
function CurrencyGroup(props: { title: string; items: PickerCurrency[]; current: string; columns: number; onChoose(code: string): void }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.group}>
      <h3 id={id} className={styles.groupTitle}>
        {props.title}
      </h3>
      <ul className={props.columns === 1 ? styles.list : styles.listColumns}>
        {props.items.map((c) => (
          <li key={c.currencyCode}>
            <button
              type="button"
              className={styles.item}
              aria-current={c.currencyCode === props.current ? 'true' : undefined}
              onClick={() => props.onChoose(c.currencyCode)}
            >
              <span className={styles.itemSymbol} aria-hidden="true">
                {c.htmlSymbolAlone}
              </span>
              <span className={styles.itemName}>{c.localName}</span>
              <span className={styles.itemCode}>{c.currencyCode}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The save dialog (§2, §9 max width 360): title, yes, no; Escape cancels the choice. */
function SaveDialog(props: { code: string; locale: string; onAnswer(yes: boolean, signedIn: boolean): void; onCancel(): void }) {
  const intl = useIntl();
  const auth = useAuthState();
  const signedIn = auth?.loggedInSession === true;
  const regionStyle = useVisibleRegionStyle();
  const name = currencyNameIn(props.locale, props.code);
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && props.onCancel()} className={styles.overlay} style={regionStyle}>
      <Modal className={styles.saveModal} style={{ maxWidth: SAVE_DIALOG_MAX_WIDTH_PX }}>
        <Dialog role="alertdialog" className={styles.dialogBody}>
          <Heading slot="title" className={styles.title}>
            {intl.formatMessage(m.saveTitle, { name })}
          </Heading>
          {!signedIn ? <p className={styles.hint}>{intl.formatMessage(m.saveSignInHint)}</p> : null}
          <div className={styles.actions}>
            <Button className={styles.secondary} onPress={() => props.onAnswer(false, signedIn)}>
              {intl.formatMessage(m.saveNo)}
            </Button>
            <Button className={styles.primary} onPress={() => props.onAnswer(true, signedIn)} autoFocus>
              {intl.formatMessage(m.saveYes)}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

