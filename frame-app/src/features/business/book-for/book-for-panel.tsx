/**
 * The book-for-other panel of the business header (issue #25; account-business-header-and-trips §2 "Book-for-other
 * panel", §4 "Booking for another traveler", "User search list", §5 user search rules, §6 arranger vs helpdesk labels,
 * §8 select/unselect failures, §9 debounce 300 ms and limit 10 in the header panel).
 *
 * - A trigger in the header row ("Booking for: me" / "Booking for: {name}"; helpdesk: "Helping: ...") opens the panel
 *   in a modal dialog (full width on a phone, centred on desktop). Below 600 px the header row has no room for the
 *   words: the trigger shows the traveler's initials in the brand colour (or "+" for oneself) and keeps the words as
 *   its accessible name.
 * - A toggle between 'self' and 'other' (two pressed-state buttons). Wording (contract bookForWording): travel arrangers
 *   get "Myself" / "Another traveler"; helpdesk staff (USER_PROFILE_VIEW_FOR_ALL + TRIP_EVENT_BOOK_FOR_ALL without
 *   TRAVEL_POLICY_MANAGEMENT: the support staff of impersonation) get "My own travel" / "A colleague I support".
 * - 'other': the booked-for card of the current traveler (./booked-for-card.tsx), a user search box (searches the
 *   travelers the caller may book for, mode travelersForTravelArranger, 300 ms after the last keystroke, 10 results;
 *   a minimum length from `minQueryLength`, default 0, at least 1 enforced when configured, named in the hint), a
 *   results list (a spinner while loading, results hidden meanwhile; the caller and the current traveler removed) and,
 *   under "Alternatives", suggested people: the first 10 the caller may book for (no query).
 * - Choosing a person: traveler/select (guest/select for a guest), then the auth state is loaded again and the frame
 *   goes to `/`. On failure an alert names the person and the failure is logged (§8).
 * - Back to 'self' while booking for someone: traveler/unselect, the auth state again and `/` (§4). On failure the
 *   toggle returns to 'other' and an alert says so (§8). 'self' while booking for oneself only hides the search.
 *
 * Data: the search runs from an effect with a 300 ms timer and drops replies of superseded queries (a flag per run);
 * the header has no route of its own whose loader could serve it.
 */
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import {
  USER_SEARCH_DEBOUNCE_MS, USER_SEARCH_LIMIT_HEADER, bookForWording, shouldSearchUsers, userSearchMinLength, visibleUserSearchResults,
  type AuthState, type UserSearchPage, type UserSearchResult,
} from '@travel/contract';
import { logger } from '../../../state/index.ts';
import { Button, Overlay, Spinner, TextInputField } from '../../../ui/index.ts';
import { useRefreshAuthState } from '../../access/index.ts';
import { findUsers, selectTraveler, unselectTraveler } from './api.ts';
import { BookedForCard } from './booked-for-card.tsx';
import { bookForMessages as m } from './messages.ts';
import styles from './book-for.module.css';

/** Props of {@link BookForPanel}. */
export interface BookForPanelProps {
  /** The shared auth state (signed in, with a business profile). */
  auth: AuthState;
  /** §5: the configured minimum query length (default 0: every query, even one character, is searched). */
  minQueryLength?: number;
}

/** What a user search shows: idle (nothing asked), loading, the page, or a failure (§5: an empty list). */
type SearchState = { status: 'idle' } | { status: 'loading' } | { status: 'done'; page: UserSearchPage } | { status: 'error' };

/**
 * Searches the people the caller may book for, `USER_SEARCH_DEBOUNCE_MS` after `query` last changed (§9).
 * @param enabled false: idle, nothing asked
 * @param allowEmpty search an empty query too (the suggestions)
 */
function useTravelerSearch(query: string, enabled: boolean, minLength: number, allowEmpty: boolean): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const searchable = enabled && shouldSearchUsers(query, { minLength, allowEmpty });
  useEffect(() => {
    if (!searchable) {
      setState({ status: 'idle' });
      return undefined;
    }
    let current = true;
    setState({ status: 'loading' });
    const timer = setTimeout(() => {
      findUsers({ query: query.trim(), searchMode: 'travelersForTravelArranger', size: USER_SEARCH_LIMIT_HEADER, page: 0 })
        .then((page) => { if (current) setState({ status: 'done', page }); })
        .catch((error: unknown) => {
          logger.warn('user search failed', error);
          if (current) setState({ status: 'error' });
        });
    }, allowEmpty && query.trim() === '' ? 0 : USER_SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, searchable, allowEmpty]);
  return state;
}

/** Up to two initials of a name ("Tess Traveler" -> "TT"): the phone trigger's face. */
function initialsOf(name: string): string {
  return name.trim().split(/\s+/).slice(0, 2).map((w) => w.charAt(0).toUpperCase()).join('') || '?';
}

/** A display name of a search result: first and last name, else the email. */
const nameOf = (u: UserSearchResult) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;

/** See the module docstring. Renders nothing for a user who may not book for others. */
export function BookForPanel({ auth, minQueryLength = 0 }: BookForPanelProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const refreshAuthState = useRefreshAuthState();
  const b = auth.businessState;
  const wording = bookForWording(b.permissions);
  const traveler = b.currentlyBookingForOther ? b.currentTraveler : null;
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<'self' | 'other'>(traveler ? 'other' : 'self');
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ kind: 'select'; name: string } | { kind: 'unselect' } | null>(null);
  const headingId = useId();
  const minLength = userSearchMinLength(minQueryLength);
  const searching = open && mode === 'other';
  const results = useTravelerSearch(query, searching, minLength, false);
  const suggestions = useTravelerSearch('', searching, 0, true);

  // The auth state decides the side while the panel is closed (another tab, the per-request re-check ending it).
  useEffect(() => {
    if (!open) setMode(traveler ? 'other' : 'self');
  }, [open, traveler]);

  if (wording === null || !b.businessMode) return null;
  const helpdesk = wording === 'helpdesk';
  const selfEmail = auth.userInfoState.accountEmail?.email ?? null;
  const shown = (page: UserSearchPage) => visibleUserSearchResults(page.users, selfEmail, traveler?.email);

  const choose = async (user: UserSearchResult): Promise<void> => {
    if (busy) return;
    setBusy(user.email);
    setFailure(null);
    try {
      await selectTraveler(user.email, user.guest);
      refreshAuthState();
      setOpen(false);
      setQuery('');
      void navigate('/');
    } catch (error) {
      logger.error('traveler select failed', error);
      setFailure({ kind: 'select', name: nameOf(user) });
    } finally {
      setBusy(null);
    }
  };

  const switchTo = async (side: 'self' | 'other'): Promise<void> => {
    if (side === mode || busy) return;
    setFailure(null);
    setMode(side);
    if (side === 'other' || !traveler) return;
    setBusy('self');
    try {
      await unselectTraveler();
      refreshAuthState();
      setOpen(false);
      void navigate('/', { replace: true });
    } catch (error) {
      logger.warn('traveler unselect failed', error);
      setMode('other');
      setFailure({ kind: 'unselect' });
    } finally {
      setBusy(null);
    }
  };

  const personList = (people: UserSearchResult[], label: string) => (
    <ul className={styles.people} aria-label={label}>
      {people.map((u) => (
        <li key={u.email}>
          <button
            type="button"
            className={styles.person}
            disabled={busy !== null}
            aria-label={intl.formatMessage(m.personOption, { name: nameOf(u), role: u.role.roleName, email: u.email })}
            onClick={() => void choose(u)}
          >
            <span className={styles.personName}>{nameOf(u)}</span>
            <span className={styles.personDetail}>
              {u.role.roleName}
              {u.guest ? ` · ${intl.formatMessage(m.guestTag)}` : ''}
              {u.customData.staffClassDescription ? ` · ${u.customData.staffClassDescription}` : ''}
            </span>
            <span className={styles.personDetail}>{u.email}</span>
          </button>
        </li>
      ))}
    </ul>
  );

  const resultsView = () => {
    if (results.status === 'idle') return null;
    if (results.status === 'loading') return <Spinner label={intl.formatMessage(m.searching)} showLabel size="small" />;
    if (results.status === 'error') return <p className={styles.muted} role="status">{intl.formatMessage(m.searchFailed)}</p>;
    const people = shown(results.page);
    if (people.length === 0) return <p className={styles.muted} role="status">{intl.formatMessage(m.noResults, { query: query.trim() })}</p>;
    return personList(people, intl.formatMessage(m.resultsLabel));
  };

  const suggestionsView = () => {
    if (suggestions.status === 'loading' || suggestions.status === 'idle') return <Spinner label={intl.formatMessage(m.searching)} size="small" />;
    if (suggestions.status === 'error') return <p className={styles.muted}>{intl.formatMessage(m.searchFailed)}</p>;
    const people = shown(suggestions.page);
    if (people.length === 0) return <p className={styles.muted}>{intl.formatMessage(m.alternativesEmpty)}</p>;
    return personList(people, intl.formatMessage(m.alternatives));
  };

  const triggerText = traveler
    ? intl.formatMessage(helpdesk ? m.triggerOtherHelpdesk : m.triggerOther, { name: traveler.accountName })
    : intl.formatMessage(helpdesk ? m.triggerSelfHelpdesk : m.triggerSelf);

  const option = (side: 'self' | 'other') => (
    <button type="button" className={styles.toggleOption} aria-pressed={side === mode} disabled={busy !== null} onClick={() => void switchTo(side)}>
      {intl.formatMessage(side === 'self' ? (helpdesk ? m.toggleSelfHelpdesk : m.toggleSelf) : (helpdesk ? m.toggleOtherHelpdesk : m.toggleOther))}
    </button>
  );

  return (
    <>
      <button type="button" className={styles.trigger} aria-haspopup="dialog" aria-expanded={open} data-booking-for-other={traveler ? 'true' : 'false'} onClick={() => setOpen(true)}>
        <span className={styles.triggerFull}>{triggerText}</span>
        <span className={styles.triggerShort} aria-hidden="true">{traveler ? initialsOf(traveler.accountName) : '+'}</span>
      </button>
      <Overlay isOpen={open} onOpenChange={setOpen} label={intl.formatMessage(m.dialogLabel)} className={styles.dialog}>
        <div className={styles.panel} aria-labelledby={headingId} role="group" aria-busy={busy !== null || undefined}>
          <h2 id={headingId} className={styles.title}>{intl.formatMessage(helpdesk ? m.titleHelpdesk : m.title)}</h2>
          <div role="group" className={styles.toggle} aria-label={intl.formatMessage(m.toggleLabel)}>
            {option('self')}
            {option('other')}
          </div>
          {failure ? (
            <p role="alert" className={styles.error}>
              {failure.kind === 'select' ? intl.formatMessage(m.selectFailed, { name: failure.name }) : intl.formatMessage(m.unselectFailed)}
            </p>
          ) : null}
          {busy !== null && busy !== 'self' ? <Spinner label={intl.formatMessage(m.selecting, { name: busy })} size="small" /> : null}
          {mode === 'other' ? (
            <>
              {traveler ? <BookedForCard auth={auth} traveler={traveler} onNavigate={() => setOpen(false)} /> : null}
              <TextInputField label={intl.formatMessage(m.searchLabel)} type="search" value={query} onChange={setQuery} maxLength={200} className={styles.search} />
              {minLength > 0 ? <p className={styles.muted}>{intl.formatMessage(m.searchMinLength, { min: minLength })}</p> : null}
              <div className={styles.results}>{resultsView()}</div>
              <section aria-label={intl.formatMessage(m.alternatives)} className={styles.alternatives}>
                <h3 className={styles.subtitle}>{intl.formatMessage(m.alternatives)}</h3>
                {suggestionsView()}
              </section>
            </>
          ) : null}
          <div className={styles.footer}>
            <Button variant="secondary" onPress={() => setOpen(false)}>{intl.formatMessage(m.close)}</Button>
          </div>
        </div>
      </Overlay>
    </>
  );
}
