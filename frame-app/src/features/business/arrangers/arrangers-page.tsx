/**
 * "Who may book for me" `/business/travel-arrangers` (issue #25 "Only the four book-for permissions ... each with its
 * meaning (explicit list of travelers, everyone who allows it, everyone)"; core-and-business §6; account-business-
 * header-and-trips §4 booking for another traveler). A react-router route module: `loader` + `Component`.
 *
 * - Shown to a member holding TRIP_EVENT_BOOK (the menu's `travelArrangers` rule); guests are told they are booked for
 *   by their sponsor (the server refuses them too).
 * - "Let any travel arranger of the company book for me" (a switch; TRIP_EVENT_BOOK_FOR_ALL_ALLOWING holders then
 *   book for the traveler) and "My travel arrangers", the colleagues named (TRIP_EVENT_BOOK_FOR_EXPLICIT holders
 *   among them book for the traveler), each with "Remove {name}".
 * - "Find a travel arranger": the company's people who book for others (findUsers mode `potentialTravelArrangers`),
 *   searched USER_SEARCH_DEBOUNCE_MS after the last keystroke through the URL (`?query=`, history replaced), so the
 *   loader fetches them; the traveler themself left out; each with "Add {name}" ("Chosen" when named already).
 * - Every change saves at once (PUT /me/v1/arrangers with the whole setting, then the loader runs again); a polite
 *   status line says "Saved."; a refusal shows in an alert. It takes effect for the arrangers at once (the server
 *   re-checks a selection on every request).
 * - Loading, empty and failure states ("Try again"). Usable from 320 px: cards wrap their buttons under the text.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, useRevalidator, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import {
  MY_ARRANGERS_MAX, USER_SEARCH_DEBOUNCE_MS, USER_SEARCH_LIMIT_HEADER, visibleUserSearchResults, type AuthState, type MyArrangers, type UserSearchPage,
} from '@travel/contract';
import { ApiRequestError } from '../../../api/index.ts';
import { settle, useRouteDataReloading, type Settled } from '../../../api/route-data.ts';
import { logger } from '../../../state/index.ts';
import { Button, TextInputField, Toggle, ToggleSwitch } from '../../../ui/index.ts';
import { mayUse } from '../../access/index.ts';
import { apiErrorText } from '../../chrome/index.ts';
import { findUsers } from '../book-for/api.ts';
import { fetchMyArrangers, saveMyArrangers } from './api.ts';
import { arrangersCommonMessages as cm, arrangersMessages as m } from './messages.ts';
import { GateRefusalView, gatePage, type GateRefusal } from './page-gate.tsx';
import { TRAVEL_ARRANGERS_ROUTE_PATH } from './paths.ts';
import styles from './arrangers.module.css';

/** The search text parameter of the page. */
export const ARRANGER_QUERY_PARAM = 'query';

/** What the loader hands the page. */
export type ArrangersPageData =
  | GateRefusal
  | { kind: 'guest' }
  | { kind: 'ready'; auth: AuthState; settings: Settled<MyArrangers>; search: { query: string; result: Settled<UserSearchPage> } | null };

/** Whether the page is for this user: a business traveler who books (TRIP_EVENT_BOOK). */
function mayChooseArrangers(auth: AuthState): boolean {
  return mayUse(auth, { permissions: ['TRIP_EVENT_BOOK'] });
}

/** Route loader (see the module docstring); never throws but for the two-factor redirect. */
export async function loader(args: LoaderFunctionArgs): Promise<ArrangersPageData> {
  const gate = await gatePage(args, TRAVEL_ARRANGERS_ROUTE_PATH, mayChooseArrangers);
  if (gate.kind !== 'ready') return gate;
  if (gate.auth.businessState.businessProfile?.kind === 'guest') return { kind: 'guest' };
  const { signal } = args.request;
  const query = (new URL(args.request.url).searchParams.get(ARRANGER_QUERY_PARAM) ?? '').trim();
  const [settings, result] = await Promise.all([
    settle(fetchMyArrangers(signal)),
    query ? settle(findUsers({ query, searchMode: 'potentialTravelArrangers', size: USER_SEARCH_LIMIT_HEADER, page: 0 })) : null,
  ]);
  for (const failed of [settings, result]) if (failed && !failed.ok && !signal.aborted) logger.warn('travel arrangers load failed', failed.error);
  return { kind: 'ready', auth: gate.auth, settings, search: result ? { query, result } : null };
}

/** The settings and the search (the page once loaded). */
function ArrangersSettings({ auth, settings, search }: { auth: AuthState; settings: MyArrangers; search: { query: string; result: Settled<UserSearchPage> } | null }) {
  const intl = useIntl();
  const { revalidate, state } = useRevalidator();
  const reloading = useRouteDataReloading();
  const [, setSearchParams] = useSearchParams();
  const [text, setText] = useState(search?.query ?? '');
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState('');
  const [alert, setAlert] = useState<string | undefined>();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const namedId = useId();
  const searchId = useId();
  const busy = saving || reloading || state !== 'idle';

  const onType = (value: string): void => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setSearchParams((prev) => {
        const next = new URLSearchParams(prev);
        if (value.trim()) next.set(ARRANGER_QUERY_PARAM, value.trim());
        else next.delete(ARRANGER_QUERY_PARAM);
        return next;
      }, { replace: true });
    }, USER_SEARCH_DEBOUNCE_MS);
  };

  const save = async (allowsAnyArranger: boolean, arrangerEmails: string[]): Promise<void> => {
    setSaving(true);
    setNotice('');
    setAlert(undefined);
    try {
      await saveMyArrangers({ allowsAnyArranger, arrangerEmails });
      setNotice(intl.formatMessage(m.saved));
      await revalidate();
    } catch (error) {
      logger.warn('travel arrangers save refused', error);
      const field = error instanceof ApiRequestError ? error.errors.find((e) => e.code === 'VALIDATION_ERROR')?.field : undefined;
      setAlert(field === 'arrangerEmails' ? intl.formatMessage(m.refused) : apiErrorText(intl, error, cm.actionFailed));
    } finally {
      setSaving(false);
    }
  };

  const named = settings.arrangers.map((a) => a.email);
  const namedSet = new Set(named.map((e) => e.toLowerCase()));
  const selfEmail = auth.userInfoState.accountEmail?.email ?? null;
  const full = named.length >= MY_ARRANGERS_MAX;

  let results: ReactNode = null;
  if (search) {
    if (!search.result.ok) {
      results = (
        <div role="alert" className={styles.errorBox}>
          <p className={styles.error}>{intl.formatMessage(m.searchFailed)}</p>
          <Button variant="secondary" isDisabled={state !== 'idle'} onPress={() => void revalidate()}>{intl.formatMessage(cm.tryAgain)}</Button>
        </div>
      );
    } else {
      const people = visibleUserSearchResults(search.result.value.users, selfEmail, null);
      results = people.length === 0 ? <p className={styles.muted}>{intl.formatMessage(m.noResults)}</p> : (
        <ul className={styles.list} aria-label={intl.formatMessage(m.resultsLabel)} aria-busy={busy}>
          {people.map((p) => {
            const name = `${p.firstName} ${p.lastName}`.trim() || p.email;
            const chosen = namedSet.has(p.email.toLowerCase());
            return (
              <li key={p.email} className={styles.card}>
                <div className={styles.cardBody}>
                  <span className={styles.strong}>{name}</span>
                  <span className={styles.muted}>{p.email} · {p.role.roleName}</span>
                </div>
                <div className={styles.actions}>
                  {chosen ? <span className={styles.muted}>{intl.formatMessage(m.already)}</span> : (
                    <Button
                      aria-label={intl.formatMessage(m.addNamed, { name })}
                      isDisabled={busy || full}
                      onPress={() => void save(settings.allowsAnyArranger, [...named, p.email])}
                    >
                      {intl.formatMessage(m.add)}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      );
    }
  }

  return (
    <>
      <Toggle isSelected={settings.allowsAnyArranger} onChange={(on) => void save(on, named)}>
        <ToggleSwitch isDisabled={busy}>{intl.formatMessage(m.anyArranger)}</ToggleSwitch>
      </Toggle>
      <p className={styles.muted}>{intl.formatMessage(m.anyArrangerHint)}</p>
      <p role="status" className={styles.notice}>{busy ? intl.formatMessage(cm.saving) : notice}</p>
      {alert ? <p role="alert" className={styles.error}>{alert}</p> : null}

      <section className={styles.section} aria-labelledby={namedId}>
        <h2 id={namedId} className={styles.sectionTitle}>{intl.formatMessage(m.namedTitle)}</h2>
        {settings.arrangers.length === 0 ? <p className={styles.muted}>{intl.formatMessage(m.namedEmpty)}</p> : (
          <ul className={styles.list} aria-label={intl.formatMessage(m.namedLabel)}>
            {settings.arrangers.map((a) => (
              <li key={a.profileId} className={styles.card}>
                <div className={styles.cardBody}>
                  <span className={styles.strong}>{a.name}</span>
                  <span className={styles.muted}>{a.email} · {a.roleName}</span>
                </div>
                <div className={styles.actions}>
                  <Button
                    variant="secondary"
                    aria-label={intl.formatMessage(m.removeNamed, { name: a.name })}
                    isDisabled={busy}
                    onPress={() => void save(settings.allowsAnyArranger, named.filter((e) => e !== a.email))}
                  >
                    {intl.formatMessage(m.remove)}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.section} aria-labelledby={searchId}>
        <h2 id={searchId} className={styles.sectionTitle}>{intl.formatMessage(m.searchLabel)}</h2>
        <p className={styles.muted}>{intl.formatMessage(m.searchHint)}</p>
        {full ? <p className={styles.muted}>{intl.formatMessage(m.tooMany, { max: MY_ARRANGERS_MAX })}</p> : null}
        <TextInputField type="search" label={intl.formatMessage(m.searchLabel)} value={text} onChange={onType} maxLength={200} />
        {results}
      </section>
    </>
  );
}

/** The page (see the module docstring). */
export function ArrangersPage() {
  const intl = useIntl();
  const data = useLoaderData() as ArrangersPageData;
  const { revalidate, state } = useRevalidator();
  const titleId = useId();
  let body: ReactNode;
  if (data.kind === 'ready') {
    body = data.settings.ok ? <ArrangersSettings auth={data.auth} settings={data.settings.value} search={data.search} /> : (
      <div role="alert" className={styles.errorBox}>
        <p className={styles.error}>{apiErrorText(intl, data.settings.error, cm.unavailable)}</p>
        <Button variant="secondary" isDisabled={state !== 'idle'} onPress={() => void revalidate()}>{intl.formatMessage(cm.tryAgain)}</Button>
      </div>
    );
  } else if (data.kind === 'guest') {
    body = <p className={styles.muted}>{intl.formatMessage(m.guest)}</p>;
  } else {
    body = <GateRefusalView refusal={data} />;
  }
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>{intl.formatMessage(m.title)}</h1>
      <p className={styles.muted}>{intl.formatMessage(m.intro)}</p>
      {body}
    </section>
  );
}

/** The route module's page. */
export const Component = ArrangersPage;
