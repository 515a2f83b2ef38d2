/**
 * Unexpected render errors (core-and-business §8): "Unexpected Application Error!" is shown and the error
 * is logged. {@link AppErrorBoundary} wraps the whole app; {@link RouteErrorPage} is the routes' errorElement.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Link } from '../../ui/router-link.tsx';
import { logger } from '../../state/index.ts';
import { buttonClassName } from '../../ui/button-class.ts';
import { chromeMessages as m } from './messages.ts';
import styles from './chrome.module.css';

/** The error view: heading "Unexpected Application Error!", a hint and a Reload button. */
export function UnexpectedErrorView() {
  const intl = useIntl();
  return (
    <section className={styles.errorPage} role="alert" aria-labelledby="app-error-title">
      <h1 id="app-error-title">{intl.formatMessage(m.unexpectedError)}</h1>
      <p>{intl.formatMessage(m.unexpectedErrorHint)}</p>
      {/* A native button: the error view must work even when the react-aria chunk failed to load. */}
      <button type="button" className={buttonClassName('primary')} onClick={() => window.location.reload()}>
        {intl.formatMessage(m.reload)}
      </button>
    </section>
  );
}

/** "Page not found" view with a link back to the front door. */
export function NotFoundView() {
  const intl = useIntl();
  return (
    <section className={styles.errorPage} aria-labelledby="not-found-title">
      <h1 id="not-found-title">{intl.formatMessage(m.notFoundTitle)}</h1>
      <p>{intl.formatMessage(m.notFoundHint)}</p>
      <Link to="/" className={buttonClassName('primary')}>
        {intl.formatMessage(m.backHome)}
      </Link>
    </section>
  );
}

/** Route errorElement: 404 responses show "Page not found", everything else the unexpected-error view. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  logger.error('route error', error);
  return <UnexpectedErrorView />;
}

/** Catches render errors outside the router's own boundaries; needs an IntlProvider above it. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    logger.error('unexpected application error', error, info.componentStack);
  }

  override render() {
    return this.state.error !== undefined ? <UnexpectedErrorView /> : this.props.children;
  }
}
