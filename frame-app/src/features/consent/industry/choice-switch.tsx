/**
 * The switches of the industry dialog (chrome-and-consent §2, §5): a consent or objection switch with a short visible
 * label and a full accessible name (e.g. visible "Consent", name "Consent: Aerolume Ads"), on the ui Toggle.
 */
import { Toggle, ToggleSwitch } from '../../../ui/index.ts';
import styles from './industry.module.css';

/** Props of {@link ChoiceSwitch}. */
export interface ChoiceSwitchProps {
  /** Visible text beside the switch. */
  label: string;
  /** Accessible name (unique in the dialog); defaults to `label`. */
  accessibleName?: string;
  isSelected: boolean;
  onChange(isSelected: boolean): void;
  /** Locked (strictlyNecessary, readOnly purposes: §5). */
  isDisabled?: boolean;
}

/** A labelled switch (react-aria Switch through the ui Toggle); see the module docstring. */
export function ChoiceSwitch({ label, accessibleName, isSelected, onChange, isDisabled = false }: ChoiceSwitchProps) {
  return (
    <Toggle isSelected={isSelected} onChange={onChange}>
      <ToggleSwitch isDisabled={isDisabled} className={styles.switch}>
        {accessibleName && accessibleName !== label ? (
          <>
            <span aria-hidden="true">{label}</span>
            <span className={styles.visuallyHidden}>{accessibleName}</span>
          </>
        ) : (
          label
        )}
      </ToggleSwitch>
    </Toggle>
  );
}
