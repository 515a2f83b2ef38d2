/**
 * The header's currency picker trigger (chrome-and-consent §2 "Currency picker": the trigger shows symbol and
 * name). Always rendered, so it stays light: a native button reading the frame's currency (state/locale.ts) and
 * naming it with Intl in the frame's locale. The picker itself (react-aria overlays, the lists, the save dialog;
 * currency-picker.tsx) is loaded on first use, and prefetched when the pointer or the focus reaches the trigger.
 *
 * A permanent save asked for while signed out outlives the picker (the visitor is in the sign-in dialog meanwhile):
 * the trigger keeps it and mounts {@link PendingSave} (same lazy module), which saves once the auth state says
 * signed in (§4 "the save follows on login success").
 */
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { localeAtom } from '../../../state/index.ts';
import { currencyNameIn, currencySymbolIn } from './currency-model.ts';
import { pendingCurrencySaveAtom } from './pending-save.ts';
import { currencyPickerMessages as m } from './messages.ts';
import styles from './currency-picker.module.css';

const loadPicker = () => import('./currency-picker.tsx');

const CurrencyPicker = lazy(() => loadPicker().then((mod) => ({ default: mod.CurrencyPicker })));
const PendingSave = lazy(() => loadPicker().then((mod) => ({ default: mod.PendingSave })));

/** The trigger button plus, once opened, the lazily loaded picker. Render inside the router (the picker revalidates). */
export function CurrencyPickerTrigger() {
  const intl = useIntl();
  const { tag, currency } = useAtomValue(localeAtom);
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [pendingSave, setPendingSave] = useAtom(pendingCurrencySaveAtom);
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
      {pendingSave ? (
        <Suspense fallback={null}>
          <PendingSave code={pendingSave} onDone={() => setPendingSave(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
