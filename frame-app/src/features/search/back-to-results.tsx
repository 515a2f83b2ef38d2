/**
 * "Back to results" (issue #11): a link to the last results page of this session, going back in history to it
 * when it is behind the current page so the list comes back with its page count and scroll position
 * (state/results-return.ts). Renders nothing when no results page was shown. For pages outside the booking
 * feature; booking pages (which the search feature imports, so they cannot import it) use the state's
 * `useResultsReturn` with a link of their own.
 */
import { useIntl } from 'react-intl';
import { Link } from '../../ui/router-link.tsx';
import { useResultsReturn } from '../../state/index.ts';
import { buttonClassName } from '../../ui/index.ts';
import { resultsMessages as m } from './results-messages.ts';

/** Props of {@link BackToResults}. */
export interface BackToResultsProps {
  /** Extra class names (e.g. the page's spacing). */
  className?: string;
}

/** The "Back to results" link (a secondary button look with a leading arrow). */
export function BackToResults({ className }: BackToResultsProps) {
  const intl = useIntl();
  const back = useResultsReturn();
  if (!back) return null;
  return (
    <Link to={back.href} onClick={back.onClick} className={[buttonClassName('secondary'), className].filter(Boolean).join(' ')}>
      <span aria-hidden="true">← </span>
      {intl.formatMessage(m.backToResults)}
    </Link>
  );
}
