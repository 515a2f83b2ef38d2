/**
 * The search forms' combo boxes and selects, off the first page (issue #23 "First page budget": react-aria's
 * ComboBox and Select bring ListBox, Popover, Dialog, Menu and drag-and-drop code, which the front door does not
 * show until a list opens).
 *
 * {@link LazyComboBoxField} and {@link LazySelectField} take the props of ComboBoxField (combo-box-field.tsx) and
 * SelectField (select-field.tsx). Until that code has loaded ({@link lazyModule}: when the browser is idle after the
 * first render, or at once on pointerdown, focus or a key) they render a light element with the same classes, role,
 * accessible name, value and tab order: a `role="combobox"` text input named by its label, or a button with
 * `aria-haspopup="listbox"` named by its value and label. Text typed into the light input goes to the caller's
 * `onInputChange` as the real field would send it. On the swap the real widget takes over focus and the caret, a
 * press on the light button or its open keys (Enter, Space, arrows) opens the real list, and a combo box whose
 * visitor typed into the light input opens its suggestions as soon as they arrive, as the real one does.
 */
import { useCallback, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type Ref } from 'react';
import type { ComboBoxFieldProps } from './combo-box-field.tsx';
import type { SelectFieldProps } from './select-field.tsx';
import type { NumberInputFieldProps } from './number-field.tsx';
import { lazyModule } from './lazy-widget.ts';
import styles from './fields.module.css';
import extras from './form-field-extras.module.css';

const useComboBoxModule = lazyModule(() => import('./combo-box-field.tsx'));
const useSelectModule = lazyModule(() => import('./select-field.tsx'));
const useNumberFieldModule = lazyModule(() => import('./number-field.tsx'));

/**
 * Loads the real combo box and select now; from then on every lazy field renders them at once. For tests of the
 * forms that drive the real widgets (a light field swapped mid-interaction would detach the element a test holds).
 */
export async function preloadLazyFields(): Promise<void> {
  await Promise.all([useComboBoxModule.preload(), useSelectModule.preload(), useNumberFieldModule.preload()]);
}

/** Keys that open a react-aria Select's list from its button. */
const SELECT_OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/** Sets `ref` (callback or object) to `value`. */
function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** What the light element hands to the real widget on the swap. */
interface Handover {
  /** The light element had focus. */
  focused: boolean;
  /** The visitor asked for the list (a press on the light button, or an open key). */
  open: boolean;
  selectionStart: number | null;
  selectionEnd: number | null;
}

const NO_HANDOVER: Handover = { focused: false, open: false, selectionStart: null, selectionEnd: null };

/**
 * A press on a light element loads the real widget at once but keeps the light one until the press ends (its
 * click, or pointerup/pointercancel), so the click is not lost on an element that left the DOM mid-press.
 * @returns `held` (a press is under way), `hold` (pointerdown handler) and `release` (end of the press)
 */
function usePressHold(load: () => void): { held: boolean; hold(): void; release(): void } {
  const [held, setHeld] = useState(false);
  return {
    held,
    hold: () => {
      setHeld(true);
      load();
    },
    release: () => {
      setHeld(false);
      load();
    },
  };
}

/** ui/combo-box-field.tsx's ComboBoxField, loaded on first use (see the module comment); same props. */
export function LazyComboBoxField(props: ComboBoxFieldProps) {
  const { module, load } = useComboBoxModule();
  const { held, hold, release } = usePressHold(load);
  const handover = useRef<Handover>(NO_HANDOVER);
  const typed = useRef<string | null>(null);
  const swapping = useRef(false);
  const real = useRef<HTMLInputElement | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const labelId = useId();
  const inputId = useId();
  const buttonId = useId();
  const errorId = useId();

  const realRef = useCallback((element: HTMLInputElement | null) => {
    real.current = element;
    setRef(latest.current.inputRef, element);
  }, []);
  // Before the light input leaves the DOM (ref cleanups run before removal), note its focus and caret.
  const previewRef = useCallback((element: HTMLInputElement | null) => {
    if (!element) return undefined;
    setRef(latest.current.inputRef, element);
    return () => {
      swapping.current = true;
      const focused = document.activeElement === element;
      handover.current = { ...handover.current, focused: focused || handover.current.open, selectionStart: element.selectionStart, selectionEnd: element.selectionEnd };
      setRef(latest.current.inputRef, null);
    };
  }, []);

  useLayoutEffect(() => {
    const input = real.current;
    const { focused, open, selectionStart, selectionEnd } = handover.current;
    if (!module || held) return undefined;
    handover.current = NO_HANDOVER;
    if (!input || !focused) return undefined;
    input.focus();
    if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
    // The real list opens once its collection is built, which happens after this first commit.
    if (!open) return undefined;
    const handle = window.setTimeout(() => input.parentElement?.querySelector('button')?.click(), 0);
    return () => window.clearTimeout(handle);
  }, [module, held]);

  if (module && !held) {
    const { ComboBoxField } = module;
    return <ComboBoxField {...props} inputRef={realRef} handoverText={typed.current} />;
  }
  const { label, inputValue, onInputChange, onBlur, errorMessage, placeholder, buttonLabel, name, className } = props;
  const invalid = errorMessage !== undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')} data-invalid={invalid || undefined}>
      <label className={styles.label} id={labelId} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          ref={previewRef}
          id={inputId}
          aria-labelledby={labelId}
          role="combobox"
          aria-expanded="false"
          aria-autocomplete="list"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          className={styles.input}
          type="text"
          value={inputValue}
          placeholder={placeholder}
          name={name}
          onFocus={load}
          onPointerDown={hold}
          onPointerUp={release}
          onPointerCancel={release}
          onKeyDown={load}
          onChange={(event) => {
            typed.current = event.target.value;
            onInputChange(event.target.value);
          }}
          onBlur={() => {
            // The swap removes the focused light input: that is no blur of the field.
            if (!swapping.current) onBlur?.();
          }}
        />
        <button
          type="button"
          tabIndex={-1}
          id={buttonId}
          className={styles.iconButton}
          aria-label={buttonLabel}
          aria-labelledby={`${buttonId} ${labelId}`}
          aria-haspopup="listbox"
          aria-expanded="false"
          onPointerDown={hold}
          onPointerCancel={release}
          onMouseDown={(event: MouseEvent) => event.preventDefault()}
          onClick={() => {
            handover.current = { ...handover.current, open: true };
            release();
          }}
        >
          <span aria-hidden="true">▾</span>
        </button>
      </div>
      {invalid ? (
        <span id={errorId} className={styles.error}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}

/** ui/select-field.tsx's SelectField, loaded on first use (see the module comment); same props. */
export function LazySelectField<K extends string>(props: SelectFieldProps<K>) {
  const { module, load } = useSelectModule();
  const { held, hold, release } = usePressHold(load);
  const handover = useRef<Handover>(NO_HANDOVER);
  const real = useRef<HTMLButtonElement | null>(null);
  const labelId = useId();
  const valueId = useId();

  const previewRef = useCallback((element: HTMLButtonElement | null) => {
    if (!element) return undefined;
    return () => {
      handover.current = { ...handover.current, focused: document.activeElement === element || handover.current.open };
    };
  }, []);

  useLayoutEffect(() => {
    const button = real.current;
    const { focused, open } = handover.current;
    if (!module || held) return undefined;
    handover.current = NO_HANDOVER;
    if (!button || !focused) return undefined;
    button.focus();
    // The real list opens once its collection is built, which happens after this first commit.
    if (!open) return undefined;
    const handle = window.setTimeout(() => button.click(), 0);
    return () => window.clearTimeout(handle);
  }, [module, held]);

  if (module && !held) {
    const { SelectField } = module;
    return <SelectField<K> {...props} buttonRef={real} />;
  }
  const { label, options, value, className } = props;
  const askOpen = (): void => {
    handover.current = { ...handover.current, open: true };
    release();
  };
  return (
    <div className={[styles.inlineField, className].filter(Boolean).join(' ')}>
      <span className={styles.label} id={labelId}>
        {label}
      </span>
      <button
        ref={previewRef}
        type="button"
        className={styles.selectButton}
        aria-labelledby={`${valueId} ${labelId}`}
        aria-haspopup="listbox"
        aria-expanded="false"
        onPointerDown={hold}
        onPointerCancel={release}
        onFocus={load}
        onClick={askOpen}
        onKeyDown={(event: KeyboardEvent) => {
          if (!SELECT_OPEN_KEYS.has(event.key)) return;
          event.preventDefault();
          askOpen();
        }}
      >
        <span id={valueId} className="react-aria-SelectValue">
          {options.find((option) => option.id === value)?.label}
        </span>
        <span aria-hidden="true">▾</span>
      </button>
    </div>
  );
}

/** The value a − / + press of react-aria's NumberField sets: from empty, the limit (0 without a range); else one step on, clamped to the range. */
function steppedValue(value: number, direction: 1 | -1, step: number, range: { min: number; max: number } | undefined): number {
  if (Number.isNaN(value)) return range ? (direction === 1 ? range.min : range.max) : 0;
  const next = value + direction * step;
  return range ? Math.min(range.max, Math.max(range.min, next)) : next;
}

/** What the light number input holds, parsed as the real one would commit it: digits (and a leading minus) as a number, NaN when empty. */
function typedNumber(text: string): number {
  const cleaned = text.replace(/[^\d-]/g, '');
  return /^-?\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/**
 * ui/number-field.tsx's NumberInputField, loaded on first use (issue #23 "First page budget": the flight form's
 * four passenger steppers are on the front door); same props. Until react-aria's NumberField has loaded (idle
 * after the first render, or at once on focus, pointerdown or a key in the input) it renders the same markup
 * (label, `role="group"`, − / + buttons out of the tab order named "Decrease {label}" / "Increase {label}", a text
 * input with `inputmode="numeric"`, the error linked by aria-describedby). A press on − / + changes the value as the
 * real field does (one step, from empty the limit, disabled at the limits) and, for a mouse, leaves focus in the
 * input, as react-aria does; text typed into the light input is committed as a number when the real field takes
 * over, with the focus and the caret.
 */
export function LazyNumberInputField(props: NumberInputFieldProps) {
  const { module, load } = useNumberFieldModule();
  const { held, hold, release } = usePressHold(load);
  const handover = useRef<Handover>(NO_HANDOVER);
  const real = useRef<HTMLInputElement | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const typed = useRef<string | null>(null);
  const [text, setText] = useState<string | null>(null);
  const swapping = useRef(false);
  const labelId = useId();
  const inputId = useId();
  const decrementId = useId();
  const incrementId = useId();
  const errorId = useId();
  const descriptionId = useId();

  const realRef = useCallback((element: HTMLInputElement | null) => {
    real.current = element;
    setRef(latest.current.inputRef, element);
  }, []);
  // Before the light input leaves the DOM (ref cleanups run before removal), note its focus and caret, and commit what was typed.
  const previewRef = useCallback((element: HTMLInputElement | null) => {
    if (!element) return undefined;
    setRef(latest.current.inputRef, element);
    return () => {
      swapping.current = true;
      const focused = document.activeElement === element;
      handover.current = { ...handover.current, focused: focused || handover.current.focused, selectionStart: element.selectionStart, selectionEnd: element.selectionEnd };
      setRef(latest.current.inputRef, null);
      if (typed.current !== null) {
        const next = typedNumber(typed.current);
        if (!Object.is(next, latest.current.value)) latest.current.onChange(next);
      }
    };
  }, []);

  useLayoutEffect(() => {
    const input = real.current;
    const { focused, selectionStart, selectionEnd } = handover.current;
    if (!module || held) return;
    handover.current = NO_HANDOVER;
    if (!input || !focused) return;
    input.focus();
    if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
  }, [module, held]);

  if (module && !held) {
    const { NumberInputField } = module;
    return <NumberInputField {...props} inputRef={realRef} />;
  }
  const { label, value, onChange, onBlur, minValue, maxValue, errorMessage, decrementLabel, incrementLabel, name, className, formatOptions, step = 1, keepTypedValue, description } = props;
  const invalid = errorMessage !== undefined;
  const range = keepTypedValue ? undefined : { min: minValue, max: maxValue };
  const canDecrement = keepTypedValue ? !(value <= minValue) : Number.isNaN(value) || value > minValue;
  const canIncrement = keepTypedValue ? !(value >= maxValue) : Number.isNaN(value) || value < maxValue;
  const shown = text ?? (Number.isNaN(value) ? '' : new Intl.NumberFormat(undefined, formatOptions ?? { maximumFractionDigits: 0 }).format(value));
  const stepper = (direction: 1 | -1, id: string, buttonLabel: string, enabled: boolean) => (
    <button
      id={id}
      type="button"
      tabIndex={-1}
      className={styles.iconButton}
      disabled={!enabled}
      data-disabled={!enabled || undefined}
      aria-label={buttonLabel}
      aria-labelledby={`${id} ${labelId}`}
      aria-controls={inputId}
      slot={direction === 1 ? 'increment' : 'decrement'}
      onPointerDown={(event) => {
        hold();
        // As react-aria: a mouse press leaves focus in the input, a touch press on the button.
        if (event.pointerType === 'mouse') handover.current = { ...handover.current, focused: true };
      }}
      onPointerCancel={release}
      onMouseDown={(event: MouseEvent) => event.preventDefault()}
      onClick={() => {
        typed.current = null;
        setText(null);
        onChange(steppedValue(value, direction, step, range));
        release();
      }}
    >
      <span aria-hidden="true">{direction === 1 ? '+' : '−'}</span>
    </button>
  );
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')} data-invalid={invalid || undefined}>
      <label className={styles.label} id={labelId} htmlFor={inputId}>
        {label}
      </label>
      <div role="group" className={styles.control} aria-invalid={invalid || undefined} data-invalid={invalid || undefined}>
        {stepper(-1, decrementId, decrementLabel, canDecrement)}
        <input
          ref={previewRef}
          id={inputId}
          aria-labelledby={labelId}
          aria-invalid={invalid || undefined}
          aria-describedby={[description ? descriptionId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined}
          aria-roledescription="Number field"
          autoComplete="off"
          inputMode="numeric"
          autoCorrect="off"
          spellCheck={false}
          className={styles.input}
          type="text"
          value={shown}
          onFocus={load}
          onPointerDown={hold}
          onPointerUp={release}
          onPointerCancel={release}
          onKeyDown={load}
          onChange={(event) => {
            typed.current = event.target.value;
            setText(event.target.value);
          }}
          onBlur={() => {
            // The swap removes the focused light input: that is no blur of the field.
            if (swapping.current) return;
            if (typed.current !== null) {
              onChange(typedNumber(typed.current));
              typed.current = null;
              setText(null);
            }
            onBlur?.();
          }}
        />
        {stepper(1, incrementId, incrementLabel, canIncrement)}
      </div>
      {/* The hint shows from the first paint, as the real field shows it (no jump at the swap). */}
      {description ? (
        <span id={descriptionId} className={extras.description}>
          {description}
        </span>
      ) : null}
      {name ? <input type="hidden" name={name} value={Number.isNaN(value) ? '' : String(value)} /> : null}
      {invalid ? (
        <span id={errorId} className={styles.error} slot="errorMessage">
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
