/**
 * User-visible text of the results pages' paging, filters sheet, "Back to results" and the vertical switcher's
 * scroll buttons (issue #11 "Results"); react-intl descriptors, `defaultMessage` is the English source.
 */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../ui/plain-messages.ts';

const resultsDescriptors = defineMessages({
  showMore: { id: 'search.results.showMore', defaultMessage: 'Show more results' },
  showingOf: { id: 'search.results.showingOf', defaultMessage: 'Showing {shown} of {total}' },
  loadingMore: { id: 'search.results.loadingMore', defaultMessage: 'Loading more results…' },
  loadMoreFailed: { id: 'search.results.loadMoreFailed', defaultMessage: 'More results could not be loaded. Please try again.' },
  filtersButton: { id: 'search.results.filtersButton', defaultMessage: 'Filters ({count})' },
  showResults: { id: 'search.results.showResults', defaultMessage: '{count, plural, =0 {Show no results} one {Show # result} other {Show # results}}' },
  closeFilters: { id: 'search.results.closeFilters', defaultMessage: 'Close filters' },
  backToResults: { id: 'search.results.backToResults', defaultMessage: 'Back to results' },
  scrollVerticalsBack: { id: 'search.results.scrollVerticalsBack', defaultMessage: 'Scroll to earlier verticals' },
  scrollVerticalsForward: { id: 'search.results.scrollVerticalsForward', defaultMessage: 'Scroll to more verticals' },
  /** Keyboard skip link before the filters (issue #22). */
  skipToResults: { id: 'search.results.skipToResults', defaultMessage: 'Skip to results' },
});
export const resultsMessages: PlainMessages<typeof resultsDescriptors> = resultsDescriptors;
