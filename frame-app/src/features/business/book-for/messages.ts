/** User-visible text of the book-for-other panel (issue #25; account-business-header-and-trips §2, §6). `defaultMessage` is the English source. */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../../ui/plain-messages.ts';

const descriptors = defineMessages({
  triggerSelf: { id: 'business.bookFor.triggerSelf', defaultMessage: 'Booking for: me' },
  triggerOther: { id: 'business.bookFor.triggerOther', defaultMessage: 'Booking for: {name}' },
  triggerSelfHelpdesk: { id: 'business.bookFor.triggerSelfHelpdesk', defaultMessage: 'Helping: nobody' },
  triggerOtherHelpdesk: { id: 'business.bookFor.triggerOtherHelpdesk', defaultMessage: 'Helping: {name}' },
  dialogLabel: { id: 'business.bookFor.dialogLabel', defaultMessage: 'Who you are booking for' },
  title: { id: 'business.bookFor.title', defaultMessage: 'Who are you booking for?' },
  titleHelpdesk: { id: 'business.bookFor.titleHelpdesk', defaultMessage: 'Who are you helping?' },
  toggleLabel: { id: 'business.bookFor.toggleLabel', defaultMessage: 'Book for' },
  toggleSelf: { id: 'business.bookFor.toggleSelf', defaultMessage: 'Myself' },
  toggleOther: { id: 'business.bookFor.toggleOther', defaultMessage: 'Another traveler' },
  toggleSelfHelpdesk: { id: 'business.bookFor.toggleSelfHelpdesk', defaultMessage: 'My own travel' },
  toggleOtherHelpdesk: { id: 'business.bookFor.toggleOtherHelpdesk', defaultMessage: 'A colleague I support' },
  searchLabel: { id: 'business.bookFor.searchLabel', defaultMessage: 'Search people by name or email' },
  searchMinLength: { id: 'business.bookFor.searchMinLength', defaultMessage: 'Type at least {min, plural, one {# character} other {# characters}}' },
  searching: { id: 'business.bookFor.searching', defaultMessage: 'Searching people' },
  resultsLabel: { id: 'business.bookFor.resultsLabel', defaultMessage: 'People found' },
  noResults: { id: 'business.bookFor.noResults', defaultMessage: 'Nobody you can book for matches “{query}”.' },
  searchFailed: { id: 'business.bookFor.searchFailed', defaultMessage: 'We could not search right now. Please try again.' },
  alternatives: { id: 'business.bookFor.alternatives', defaultMessage: 'Alternatives' },
  alternativesEmpty: { id: 'business.bookFor.alternativesEmpty', defaultMessage: 'Nobody has named you as their arranger yet.' },
  personOption: { id: 'business.bookFor.personOption', defaultMessage: 'Book for {name}, {role}, {email}' },
  guestTag: { id: 'business.bookFor.guestTag', defaultMessage: 'Guest' },
  selecting: { id: 'business.bookFor.selecting', defaultMessage: 'Switching to {name}' },
  selectFailed: { id: 'business.bookFor.selectFailed', defaultMessage: 'We could not switch to {name}. Please try again.' },
  unselectFailed: { id: 'business.bookFor.unselectFailed', defaultMessage: 'We could not switch back to booking for yourself. Please try again.' },
  cardLabel: { id: 'business.bookFor.cardLabel', defaultMessage: 'Booking for' },
  cardTrips: { id: 'business.bookFor.cardTrips', defaultMessage: 'Their trips' },
  cardAccount: { id: 'business.bookFor.cardAccount', defaultMessage: 'Their account' },
  close: { id: 'business.bookFor.close', defaultMessage: 'Close' },
});

/** The panel's texts as plain descriptors (ui/plain-messages.ts). Translations: app/i18n/catalogs/<lc>/business-book-for.json. */
export const bookForMessages: PlainMessages<typeof descriptors> = descriptors;
