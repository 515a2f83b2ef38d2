/** The inbox sync route's loading text (on the first page with the route table, apart from the page's messages). */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../ui/plain-messages.ts';

const descriptors = defineMessages({
  loading: { id: 'inboxSync.routeLoading', defaultMessage: 'Loading inbox sync…' },
});

/** The route fallback's text. */
export const inboxSyncRouteMessages: PlainMessages<typeof descriptors> = descriptors;
