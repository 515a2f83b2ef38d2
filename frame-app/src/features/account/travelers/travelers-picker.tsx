/**
 * "Fill in a saved traveler" for the booking form (issue #9 "The booking form offers the signed-in user's saved
 * travelers"; core-and-business §3 Traveler): a select listing the signed-in account's saved travelers, the preferred
 * one first and marked "(preferred)". Choosing one hands it to `onPick` (the booking form copies its fields into the
 * traveler's fieldset). Renders nothing when there are no saved travelers (a signed-out booking is unchanged).
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SavedTraveler } from '@travel/contract';
import { SelectField } from '../../../ui/select-field.tsx';
import { accountMenuMessages as m } from '../menu/account-menu-messages.ts';
import { travelerName } from './travelers-name.ts';

/** Props of {@link SavedTravelerPicker}. */
export interface SavedTravelerPickerProps {
  travelers: readonly SavedTraveler[];
  /** 0-based traveler of the booking; from the second on the label says which ("…, traveler 2"). */
  index: number;
  onPick(traveler: SavedTraveler): void;
  className?: string;
}

/** The picker (see the module docstring). */
export function SavedTravelerPicker({ travelers, index, onPick, className }: SavedTravelerPickerProps) {
  const intl = useIntl();
  const [chosen, setChosen] = useState('');
  if (travelers.length === 0) return null;
  const label = index === 0 ? intl.formatMessage(m.savedTravelerPicker) : intl.formatMessage(m.savedTravelerPickerNumbered, { index: index + 1 });
  const options = [
    { id: '', label: intl.formatMessage(m.savedTravelerChoose) },
    ...travelers.map((t) => ({
      id: String(t.travelerId),
      label: t.preferred ? intl.formatMessage(m.savedTravelerPreferred, { name: travelerName(t) }) : travelerName(t),
    })),
  ];
  return (
    <SelectField
      label={label}
      options={options}
      value={chosen}
      {...(className ? { className } : {})}
      onChange={(id) => {
        setChosen(id);
        const picked = travelers.find((t) => String(t.travelerId) === id);
        if (picked) onPick(picked);
      }}
    />
  );
}
