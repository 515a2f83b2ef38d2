/**
 * Acts on search-form submits published by the bridge `submit` action (core-and-business §7): runs the
 * search in the submit's vertical by navigating to that vertical's results URL (contract results-urls.ts).
 * Renders nothing; mount it once inside the router.
 *
 * Submits from the bridge arrive resolved (the bridge awaits {@link resolveSearchSubmit} so it can answer the
 * host with errors such as an unknown place) and carry their `resultsUrl`; any other published submit is
 * resolved here (places through the location autocomplete, the forms' defaults) and a submit that cannot be
 * resolved is logged and ignored. When several submits overlap, only the latest one navigates.
 */
import { useEffect, useRef } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { SearchSubmit } from '@travel/contract';
import { logger, searchSubmitAtom, type SearchSubmitResolution } from '../../state/index.ts';
import { lastHandledSubmitIdAtom } from './atoms.ts';
import type { ResolveSearchSubmitOptions } from './submit-resolution.ts';

/**
 * submit-resolution.ts's `resolveSearchSubmit` (places through the location autocomplete, the forms' defaults,
 * the contract's query schemas), loading that module on the first submit to resolve: a host's submits are rare
 * and never on the front door's way to an interactive form (issue #23 "First page budget"). Same arguments and
 * result; rejects only when the module cannot be loaded.
 */
export async function resolveSearchSubmit(query: SearchSubmit, options?: ResolveSearchSubmitOptions): Promise<SearchSubmitResolution> {
  const module = await import('./submit-resolution.ts');
  return module.resolveSearchSubmit(query, options);
}

/** Listener component for bridge search submits. */
export function SearchSubmitListener() {
  const intl = useIntl();
  const event = useAtomValue(searchSubmitAtom);
  const [lastHandled, setLastHandled] = useAtom(lastHandledSubmitIdAtom);
  const navigate = useNavigate();
  /** Id of the latest submit taken up; a resolution finishing after a newer submit does not navigate. */
  const latest = useRef(0);
  useEffect(() => {
    // `latest` also guards the effect's second run in StrictMode (same render, same event).
    if (!event || event.id <= lastHandled || event.id === latest.current) return;
    setLastHandled(event.id);
    latest.current = event.id;
    if (event.resultsUrl) {
      void navigate(event.resultsUrl);
      return;
    }
    void resolveSearchSubmit(event.query, { intl }).then((resolution) => {
      if (latest.current !== event.id) return;
      if (resolution.ok) void navigate(resolution.resultsUrl);
      else logger.warn('search submit ignored:', resolution.error.description, event.query);
    });
  }, [event, lastHandled, setLastHandled, navigate, intl]);
  return null;
}
