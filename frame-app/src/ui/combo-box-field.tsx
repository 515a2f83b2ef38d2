import { useContext, useEffect, useRef, type Key, type ReactNode, type Ref, type RefObject } from 'react';
import {
  Button,
  ComboBox,
  ComboBoxStateContext,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
} from 'react-aria-components';
import styles from './fields.module.css';
import { useVisibleRegionBoundary } from './visible-region.ts';

/** One option of a {@link ComboBoxField}. `textValue` is what the input shows once it is picked. */
export interface ComboBoxOption {
  id: string;
  textValue: string;
  content: ReactNode;
}

/** Props of {@link ComboBoxField}. */
export interface ComboBoxFieldProps {
  /** Visible label; also the input's accessible name. */
  label: string;
  /** Options to show; not filtered client-side (the caller fetches matching options). */
  options: ComboBoxOption[];
  inputValue: string;
  onInputChange(value: string): void;
  value: string | null;
  onChange(value: string | null): void;
  /** Called when the input loses focus (a form library marks the field touched). */
  onBlur?: () => void;
  /** Ref of the `<input>` (a form library focuses the first invalid field through it). */
  inputRef?: Ref<HTMLInputElement>;
  /** When set, the field is invalid and this message is shown under it (aria-describedby). */
  errorMessage?: string | undefined;
  placeholder?: string;
  /** Accessible label of the open-suggestions button. */
  buttonLabel: string;
  name?: string;
  className?: string;
  /**
   * Text the visitor typed into the light stand-in before this field loaded (ui/lazy-fields.tsx), or null: it counts
   * as typed here, so the list opens for it when options arrive or once the field has focus.
   */
  handoverText?: string | null;
}

/**
 * Opens the list when new options arrive while the input is focused and shows what the user typed. Options load
 * asynchronously (after the keystroke that would normally open the list), so react-aria's open-on-input has already
 * passed by then. Text the field got otherwise (a prefill, a value the form set, e.g. a new multi-city flight's
 * "from") opens nothing until the user types (issue #22).
 * @param typed the input text of the user's last edit (null before any)
 */
function OpenWhenOptionsArrive({ options, typed, handover }: { options: ComboBoxOption[]; typed: RefObject<string | null>; handover: boolean }) {
  const state = useContext(ComboBoxStateContext);
  const focused = state?.isFocused ?? false;
  const shownOptions = useRef<ComboBoxOption[] | null>(null);
  // Text handed over from the light stand-in opens the list once, when this field first has focus.
  const handoverPending = useRef(handover);
  useEffect(() => {
    const newOptions = shownOptions.current !== options;
    shownOptions.current = options;
    const handoverNow = handoverPending.current && focused;
    if (focused) handoverPending.current = false;
    if (!newOptions && !handoverNow) return;
    if (state && options.length > 0 && state.isFocused && !state.isOpen && state.inputValue.trim() !== '' && state.inputValue === typed.current) {
      state.open(null, 'input');
    }
    // Only new options (or the handover) should open the list, not other state changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options, focused]);
  return null;
}

/**
 * Autocomplete text field (react-aria-components ComboBox) that also accepts free text
 * (`allowsCustomValue`). Options are rendered as given. The list opens for the user's typing (or the button), never
 * because options arrived for text the field was given.
 */
export function ComboBoxField(props: ComboBoxFieldProps) {
  const boundary = useVisibleRegionBoundary();
  const { label, options, inputValue, onInputChange, value, onChange, onBlur, inputRef, errorMessage, placeholder, buttonLabel, name, className, handoverText = null } = props;
  // react-aria calls onInputChange for the user's edits (and a picked option's text), not for a new inputValue prop.
  const typed = useRef<string | null>(handoverText);
  return (
    <ComboBox
      className={[styles.field, className].filter(Boolean).join(' ')}
      items={options}
      inputValue={inputValue}
      onInputChange={(text) => {
        typed.current = text;
        onInputChange(text);
      }}
      value={value}
      onChange={(key: Key | null) => onChange(key === null ? null : String(key))}
      {...(onBlur ? { onBlur } : {})}
      allowsCustomValue
      allowsEmptyCollection={false}
      menuTrigger="input"
      isInvalid={errorMessage !== undefined}
      validationBehavior="aria"
      {...(name ? { name } : {})}
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.control}>
        <Input ref={inputRef} className={styles.input} placeholder={placeholder} autoComplete="off" spellCheck={false} />
        <Button className={styles.iconButton} aria-label={buttonLabel}>
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
      <OpenWhenOptionsArrive options={options} typed={typed} handover={handoverText !== null} />
      <Popover boundaryElement={boundary} className={styles.popover} placement="bottom start">
        <ListBox className={styles.listBox}>
          {(option: ComboBoxOption) => (
            <ListBoxItem id={option.id} textValue={option.textValue} className={styles.option}>
              {option.content}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
