/** Generic accessible pieces built on react-aria-components; no data fetching. */
export { Button, buttonClassName } from './button.tsx';
export type { ButtonProps } from './button.tsx';
export { ComboBoxField } from './combo-box-field.tsx';
export type { ComboBoxFieldProps, ComboBoxOption } from './combo-box-field.tsx';
export { TextInputField } from './text-field.tsx';
export type { TextInputFieldProps } from './text-field.tsx';
export { NumberInputField } from './number-field.tsx';
export type { NumberInputFieldProps } from './number-field.tsx';
export { SelectField } from './select-field.tsx';
export type { SelectFieldProps, SelectOption } from './select-field.tsx';
export { TabsView } from './tabs.tsx';
export type { TabsViewProps, TabItem } from './tabs.tsx';
export { CheckboxGroupField } from './checkbox-group.tsx';
export type { CheckboxGroupFieldProps, CheckboxOption } from './checkbox-group.tsx';
export { useVisibleRegion, useVisibleRegionBoundary, useVisibleRegionStyle } from './visible-region.ts';
export { useExitAnimationRecovery } from './exit-animation-recovery.ts';
export type { ExitAnimationRecovery } from './exit-animation-recovery.ts';
