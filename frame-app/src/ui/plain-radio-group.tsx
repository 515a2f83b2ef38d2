/**
 * A row of radio "chips" from native radios (issue #23 "First page budget"): the flight form's trip type ("Round
 * trip", "One way", "Multi-city") is on the front door, and native radios of one name already do what
 * react-aria's RadioGroup does for it (Tab enters at the checked radio, the arrow keys move and choose), so the
 * first page carries no react-aria code for it. The markup is react-aria-components' RadioGroup's: a
 * `role="radiogroup"` named by its label, each option a `<label>` around a visually hidden `<input type="radio">`,
 * with `data-selected` and the interaction states of ui/interaction-states.ts, so the same CSS styles it.
 */
import { useId } from 'react';
import { interactionStateHandlers } from './interaction-states.ts';

/** One option of {@link PlainRadioGroup}: `label` is its visible text and accessible name. */
export interface PlainRadioOption<K extends string> {
  value: K;
  label: string;
}

/** Props of {@link PlainRadioGroup}. */
export interface PlainRadioGroupProps<K extends string> {
  /** The group's accessible name (its label element gets `labelClassName`, e.g. visually hidden). */
  label: string;
  options: readonly PlainRadioOption<K>[];
  /** The checked option (controlled). */
  value: K;
  onChange(value: K): void;
  /** Form name of the radios (default: a unique one, which keeps the arrow keys inside this group). */
  name?: string;
  className?: string | undefined;
  labelClassName?: string | undefined;
  optionClassName?: string | undefined;
}

/** The visually hidden wrapper of each native input, as react-aria's VisuallyHidden renders it. */
const VISUALLY_HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  width: '1px',
  whiteSpace: 'nowrap',
} as const;

/** Horizontal radio group of native radios (see the module comment). */
export function PlainRadioGroup<K extends string>({ label, options, value, onChange, name, className, labelClassName, optionClassName }: PlainRadioGroupProps<K>) {
  const labelId = useId();
  const ownName = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelId} aria-orientation="horizontal" data-orientation="horizontal" className={className}>
      <span id={labelId} className={labelClassName}>
        {label}
      </span>
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <label key={option.value} className={optionClassName} data-selected={checked || undefined} {...interactionStateHandlers()}>
            <span style={VISUALLY_HIDDEN}>
              <input type="radio" name={name ?? ownName} value={option.value} checked={checked} onChange={() => onChange(option.value)} />
            </span>
            {option.label}
          </label>
        );
      })}
    </div>
  );
}
