/**
 * The header's currency picker trigger (chrome-and-consent §2 "Currency picker": the trigger shows symbol and
 * name). Always rendered, so it stays light: a native button reading the frame's currency (state/locale.ts) and
 * naming it with Intl in the frame's locale. The picker itself (react-aria overlays, the lists, the save dialog;
 * currency-picker.tsx) is loaded on first use, and prefetched when the pointer or the focus reaches the trigger.
 *
 * A permanent save asked for while signed out outlives the picker (the visitor is in the sign-in dialog meanwhile):
 * the trigger keeps it (pendingCurrencySaveAtom) and saves it when the next sign-in succeeds (§4 "the save follows on
 * login success"), from a store subscription to signedInEventAtom rather than a React effect: the signed-in page's
 * render may stay suspended for a while (lazy parts of the signed-in header), and an effect waiting for that commit
 * was seen never to run (the save was never sent, about 1 run in 7 under load).
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useRevalidator } from 'react-router';
import { defineMessages, useIntl } from 'react-intl';
import { localeAtom, signedInEventAtom } from '../../../state/index.ts';
import { currencyNameIn, currencySymbolIn } from './currency-names.ts';
import { pendingCurrencySaveAtom } from './pending-save.ts';
import type { PlainMessages } from '../../../ui/plain-messages.ts';
import styles from './currency-picker.module.css';

/** The trigger's own text (the picker's is in messages.ts, loaded with the picker). */
const triggerDescriptors = defineMessages({
  triggerLabel: {
    id: 'chrome.currencyPicker.triggerLabel',
    defaultMessage: 'Currency: {name}',
    description: 'Accessible name of the header button opening the currency picker; name = the current currency name',
  },
});
const m: PlainMessages<typeof triggerDescriptors> = triggerDescriptors;

const loadPicker = () => import('./currency-picker.tsx');

const CurrencyPicker = lazy(() => loadPicker().then((mod) => ({ default: mod.CurrencyPicker })));

/** The trigger button plus, once opened, the lazily loaded picker. Render inside the router (the picker revalidates). */
export function CurrencyPickerTrigger() {
  const intl = useIntl();
  const { tag, currency } = useAtomValue(localeAtom);
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const setPendingSave = useSetAtom(pendingCurrencySaveAtom);
  const store = useStore();
  const { revalidate } = useRevalidator();
  const revalidateRef = useRef(revalidate);
  revalidateRef.current = revalidate;

  // The pending permanent save, sent once the sign-in succeeded (see the module docstring).
  useEffect(
    () =>
      store.sub(signedInEventAtom, () => {
        const code = store.get(pendingCurrencySaveAtom);
        if (code === null) return;
        store.set(pendingCurrencySaveAtom, null);
        void loadPicker().then((picker) =>
          picker.applyCurrency(code, true, { setCurrency: (currency) => store.set(localeAtom, { currency }), revalidate: () => revalidateRef.current() }),
        );
      }),
    [store],
  );
  const triggerRef = useRef<HTMLButtonElement>(null);
  const symbol = currencySymbolIn(tag, currency);
  const name = currencyNameIn(tag, currency);
  const prefetch = useCallback(() => void loadPicker().catch(() => undefined), []);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={intl.formatMessage(m.triggerLabel, { name: `${symbol} ${name}` })}
        data-testid="currency-picker-trigger"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setEverOpened(true);
          setOpen((was) => !was);
        }}
      >
        <span className={styles.triggerSymbol} aria-hidden="true">
          {symbol}
        </span>
        <span className={styles.triggerName}>{name}</span>
      </button>
      {everOpened ? (
        <Suspense fallback={null}>
          <CurrencyPicker isOpen={open} onOpenChange={setOpen} triggerRef={triggerRef} onSaveAfterSignIn={setPendingSave} />
        </Suspense>
      ) : null}
    </>
  );
}
