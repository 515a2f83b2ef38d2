/**
 * Texts of the save control (save-control.tsx; issue #12, core-and-business §4 "Save control"). `name` is the
 * result as a traveller would name it ("Grand Hotel", "JFK → LHR, British Airways, $420.00").
 */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../ui/plain-messages.ts';

const tripsSaveDescriptors = defineMessages({
  save: { id: 'trips.save.save', defaultMessage: 'Save' },
  saved: { id: 'trips.save.saved', defaultMessage: 'Saved' },
  saveLabel: { id: 'trips.save.saveLabel', defaultMessage: 'Save {name} to trips' },
  savedLabel: { id: 'trips.save.savedLabel', defaultMessage: 'Saved to trips: {name}' },
  saving: { id: 'trips.save.saving', defaultMessage: 'Saving {name} to trips…' },
  removing: { id: 'trips.save.removing', defaultMessage: 'Removing {name} from trips…' },
  savedStatus: { id: 'trips.save.savedStatus', defaultMessage: 'Saved to trips.' },
  removedStatus: { id: 'trips.save.removedStatus', defaultMessage: 'Removed from trips.' },
  saveFailed: { id: 'trips.save.saveFailed', defaultMessage: 'Could not save. Try again.' },
  removeFailed: { id: 'trips.save.removeFailed', defaultMessage: 'Could not remove it from trips. Try again.' },
});

/** The save control's messages (register with the app's catalogue; translations in `catalogs/<lc>/trips-save.json`). */
export const tripsSaveMessages: PlainMessages<typeof tripsSaveDescriptors> = tripsSaveDescriptors;
