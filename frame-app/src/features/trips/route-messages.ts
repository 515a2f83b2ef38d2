/**
 * The trips routes' loading texts, shown by their `HydrateFallback` while a page opened directly loads: apart from
 * pages-messages.ts because the route table is on the first page and the trips pages' texts are not (issue #23
 * "First page budget"). `tripsPagesMessages` includes them.
 */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../ui/plain-messages.ts';

const descriptors = defineMessages({
  loading: { id: 'trips.pages.loading', defaultMessage: 'Loading your trips…' },
  tripLoading: { id: 'trips.pages.tripLoading', defaultMessage: 'Loading trip…' },
});

/** The route fallbacks' loading texts (also part of the feature's full messages object). */
export const tripsRouteMessages: PlainMessages<typeof descriptors> = descriptors;
