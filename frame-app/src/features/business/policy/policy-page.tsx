/**
 * The travel policy pages `/business/policy/{flight|hotel|train|car}/{settings|restrictions|preferences|advanced-rules}`
 * (issue #25 "Travel policy per vertical and per group"; core-and-business §6: TRAVEL_POLICY_MANAGEMENT, train pages
 * only with the company's train flag, car preferences with CAR_PREFERENCES: the contract's ADMIN_PAGES rows, which the
 * hub's guard applies before this module's loader runs). One route module per vertical and subpage
 * ({@link policyPageModule}); the business routes mount each behind the hub's guard.
 *
 * How the rules are split over the four subpages (one policy document per vertical and scope; every subpage edits
 * that document and a save stores all of it as a new version, the rules of the other subpages as loaded):
 * - settings (titled "Policies", as the hub's navigation names it; headings read "{Vertical} rules: {subpage}" like the
 *   navigation's group): every rule of the vertical at a glance, its switch and its action (allow, warn, require approval,
 *   block); a rule that needs values it does not have yet links to the page where they are set; plus the earlier
 *   versions (who saved which version when);
 * - restrictions: the caps and limits: flight price cap (fixed amount), highest cabin, advance purchase days, stops,
 *   blocked airlines; hotel nightly cap (default), stars, advance days, non-refundable rates; car daily cap and car
 *   classes; train price cap and classes;
 * - preferences: preferred airlines, hotel chains, rental companies (trains have none: the page says so);
 * - advanced rules: rules that depend on the search or the trip: the flight price relative to the search's cheapest or
 *   median fare (the same rule as the fixed cap: one price limit at a time, switching one on replaces the other), the
 *   cabin exceptions by flight duration, the hotel caps per city and country (cars and trains have none).
 *
 * Scope: "Policy for" picks the company default or a group (groups from the admin hub's groups API); the choice is the
 * URL's `?group={id}`, so the loader reads that scope. A group sets only the rules it switches on; the others come from
 * the company default (the precedence line on every page says so, and each rule a group leaves unset says whether the
 * default sets it).
 *
 * Data: the loader asks GET settings/policies/{vertical} (with `groupId`) and the groups, with the router's abort
 * signal, and never throws: a failed policy load shows "Try again"; failed groups leave only the company default.
 * The version line names the scope's version, when and by whom it was saved.
 *
 * Saving: React Hook Form; the zod resolver parses the document the form stands for with the contract's schema
 * (POLICY_DOCUMENT_SCHEMAS via ./drafts.ts), each problem shown under its field, nothing sent while one remains. A
 * server refusal keeps everything typed: a VALIDATION_ERROR whose `field` names a rule's value shows under that field,
 * anything else shows the envelope's text as an alert. A success announces "Saved as version N" and reloads the policy.
 */
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useLoaderData, useNavigate, useRevalidator, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { POLICY_RULES_OF_VERTICAL, type AdminGroup, type PolicyVertical, type TravelPolicyReply } from '@travel/contract';
import { ApiRequestError } from '../../../api/index.ts';
import { settle, useRouteDataReloading, type Settled } from '../../../api/route-data.ts';
import { logger } from '../../../state/index.ts';
import { Button, SelectField } from '../../../ui/index.ts';
import { apiErrorText } from '../../chrome/index.ts';
import { useAuthState } from '../../access/index.ts';
import { fetchGroups } from '../people/api.ts';
import { fetchTravelPolicy, saveTravelPolicy } from './api.ts';
import { documentOfDraft, draftFieldOfServerField, draftIssues, draftOfDocument, type DraftIssue, type PolicyDraft } from './drafts.ts';
import { policyIssueMessages as im, policyNameMessages as nm, policyPageMessages as pm } from './messages.ts';
import type { PolicyPageVertical, PolicySubpage } from './paths.ts';
import { forgetPolicySummary } from './policy-summary.tsx';
import { CurrencyField, EditorScopeProvider, MONEY_ON, RULE_CARDS_OF, SettingsOverview } from './rule-editors.tsx';
import styles from './policy.module.css';

/** The URL search parameter naming the group whose policy is shown (absent: the company default). */
export const POLICY_GROUP_PARAM = 'group';

/** What the loader hands the page. */
export interface PolicyPageData {
  groupId: number | null;
  policy: Settled<TravelPolicyReply>;
  groups: Settled<AdminGroup[]>;
}

/** The group id of a page URL (`?group=4`), or null for the company default (absent or not a positive integer). */
export function groupIdOfUrl(url: string): number | null {
  const raw = new URL(url, 'http://frame.invalid').searchParams.get(POLICY_GROUP_PARAM);
  const id = raw === null ? Number.NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The route loader of one vertical's pages (see the module docstring); never throws. */
function loaderOf(vertical: PolicyVertical) {
  return async ({ request }: LoaderFunctionArgs): Promise<PolicyPageData> => {
    const groupId = groupIdOfUrl(request.url);
    const [policy, groups] = await Promise.all([settle(fetchTravelPolicy(vertical, groupId, request.signal)), settle(fetchGroups(request.signal))]);
    if (!request.signal.aborted) {
      if (!policy.ok) logger.warn('travel policy load failed', policy.error);
      if (!groups.ok) logger.warn('business groups load failed (policy page)', groups.error);
    }
    return { groupId, policy, groups };
  };
}

const ISSUE_TEXT = im;

/** The zod schema the form's resolver runs: the contract's document schema over the draft, issues on their fields. */
function draftSchema(vertical: PolicyVertical, intl: IntlShape) {
  return z.custom<PolicyDraft>().superRefine((draft, ctx) => {
    for (const issue of draftIssues(vertical, draft)) {
      ctx.addIssue({ code: 'custom', path: issue.path.split('.'), message: intl.formatMessage(ISSUE_TEXT[issue.kind]) });
    }
  });
}

/** The scope picker: the company default and every group (when they loaded). */
function ScopePicker({ groupId, groups }: { groupId: number | null; groups: Settled<AdminGroup[]> }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const options = [{ id: 'default', label: intl.formatMessage(pm.scopeDefault) }, ...(groups.ok ? groups.value.map((g) => ({ id: String(g.id), label: g.name })) : [])];
  const value = groupId !== null && options.some((o) => o.id === String(groupId)) ? String(groupId) : 'default';
  return (
    <>
      <SelectField
        label={intl.formatMessage(pm.scopeLabel)}
        options={options}
        value={value}
        onChange={(next) => {
          const search = new URLSearchParams(params);
          if (next === 'default') search.delete(POLICY_GROUP_PARAM);
          else search.set(POLICY_GROUP_PARAM, next);
          const query = search.toString();
          void navigate({ search: query ? `?${query}` : '' });
        }}
      />
      {groups.ok ? null : <p className={styles.muted}>{intl.formatMessage(pm.groupsUnavailable)}</p>}
    </>
  );
}

/** "Version 3, saved {date} by {name}", or that nothing is saved for this scope. */
function VersionLine({ reply }: { reply: TravelPolicyReply }) {
  const intl = useIntl();
  const p = reply.policy;
  if (!p) return <p className={styles.muted}>{intl.formatMessage(pm.neverSaved)}</p>;
  const date = intl.formatDate(p.updatedAt, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <p className={styles.muted} data-testid="policy-version">
      {p.updatedBy ? intl.formatMessage(pm.versionLine, { version: p.version, date, name: p.updatedBy.name }) : intl.formatMessage(pm.versionLineNoName, { version: p.version, date })}
    </p>
  );
}

/** The scope's earlier versions (settings page). */
function History({ reply }: { reply: TravelPolicyReply }) {
  const intl = useIntl();
  const earlier = reply.history.filter((h) => h.version !== reply.policy?.version);
  if (earlier.length === 0) return null;
  const titleId = `policy-history-${reply.vertical}`;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.ruleTitle}>
        {intl.formatMessage(pm.historyTitle)}
      </h2>
      <ul className={styles.history}>
        {earlier.map((h) => {
          const date = intl.formatDate(h.updatedAt, { dateStyle: 'medium', timeStyle: 'short' });
          return <li key={h.version}>{h.updatedBy ? intl.formatMessage(pm.versionLine, { version: h.version, date, name: h.updatedBy.name }) : intl.formatMessage(pm.versionLineNoName, { version: h.version, date })}</li>;
        })}
      </ul>
    </section>
  );
}

/** Props of {@link PolicyEditor}. */
interface PolicyEditorProps {
  vertical: PolicyPageVertical;
  subpage: PolicySubpage;
  reply: TravelPolicyReply;
  busy: boolean;
  onSaved(reply: TravelPolicyReply): void;
}

/** The form of one scope's policy on one subpage (keyed by scope and version: a reload starts it afresh). */
function PolicyEditor({ vertical, subpage, reply, busy, onSaved }: PolicyEditorProps) {
  const intl = useIntl();
  const auth = useAuthState();
  const [alert, setAlert] = useState<string | undefined>();
  const schema = useMemo(() => draftSchema(vertical, intl), [vertical, intl]);
  const form = useForm<PolicyDraft>({
    resolver: zodResolver(schema),
    defaultValues: draftOfDocument(vertical, reply.policy?.document ?? null, reply.companyDefault ? draftOfDocument(vertical, reply.companyDefault.document).currency : undefined),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const loaded = useMemo(() => new Set(Object.keys(reply.policy?.document ?? {})), [reply.policy]);
  const hiddenPages = useMemo(
    () => new Set<PolicySubpage>(vertical === 'car' && !auth?.businessState.features.includes('CAR_PREFERENCES') ? ['preferences'] : []),
    [vertical, auth],
  );

  const submit = async (draft: PolicyDraft) => {
    setAlert(undefined);
    try {
      onSaved(await saveTravelPolicy(vertical, { groupId: reply.groupId, document: documentOfDraft(vertical, draft) }));
    } catch (error) {
      logger.warn('travel policy save refused', error);
      const entry = error instanceof ApiRequestError ? error.errors.find((e) => e.code === 'VALIDATION_ERROR') : undefined;
      const placed: DraftIssue | undefined = entry ? draftFieldOfServerField(vertical, draft, entry.field) : undefined;
      if (placed) {
        form.setError(placed.path as never, { type: 'server', message: intl.formatMessage(ISSUE_TEXT[placed.kind]) }, { shouldFocus: true });
        setAlert(intl.formatMessage(pm.fixFields));
      } else {
        setAlert(apiErrorText(intl, error, pm.saveFailed));
      }
    }
  };

  let cards: ReactNode;
  if (subpage === 'settings') {
    cards = <SettingsOverview rules={POLICY_RULES_OF_VERTICAL[vertical]} loaded={loaded} hiddenPages={hiddenPages} />;
  } else {
    const list = RULE_CARDS_OF[vertical][subpage];
    cards = list.length === 0
      ? <p className={styles.muted}>{intl.formatMessage(pm.noRulesHere, { vertical: intl.formatMessage(nm[vertical]) })}</p>
      : list.map((Card, index) => <Card key={index} />);
  }
  const empty = subpage !== 'settings' && RULE_CARDS_OF[vertical][subpage].length === 0;
  const submitting = form.formState.isSubmitting;
  return (
    <EditorScopeProvider scope={{ vertical, group: reply.groupId !== null, companyDefault: reply.companyDefault?.document ?? null }}>
      <FormProvider {...form}>
        <form
          className={styles.form}
          noValidate
          aria-busy={busy}
          aria-label={intl.formatMessage(pm.title, { vertical: intl.formatMessage(nm[vertical]), subpage: intl.formatMessage(nm[subpage]) })}
          onSubmit={(event) => void form.handleSubmit(submit, () => setAlert(intl.formatMessage(pm.fixFields)))(event)}
        >
          {MONEY_ON[vertical].includes(subpage) ? <CurrencyField /> : null}
          {cards}
          {alert ? (
            <p role="alert" className={styles.error}>
              {alert}
            </p>
          ) : null}
          {empty ? null : (
            <div className={styles.actions}>
              <Button type="submit" isDisabled={submitting || busy}>
                {intl.formatMessage(submitting ? pm.saving : pm.save)}
              </Button>
            </div>
          )}
        </form>
      </FormProvider>
    </EditorScopeProvider>
  );
}

const INTRO = { settings: pm.introSettings, restrictions: pm.introRestrictions, preferences: pm.introPreferences, 'advanced-rules': pm.introAdvancedRules } as const;

/** One policy subpage (see the module docstring). */
function PolicyPage({ vertical, subpage }: { vertical: PolicyPageVertical; subpage: PolicySubpage }) {
  const intl = useIntl();
  const data = useLoaderData() as PolicyPageData;
  const reloading = useRouteDataReloading();
  const { revalidate, state } = useRevalidator();
  const titleId = useId();
  const [notice, setNotice] = useState('');
  const busy = reloading || state !== 'idle';

  let body: ReactNode;
  if (!data.policy.ok) {
    body = (
      <div role="alert" className={styles.errorBox}>
        <p className={styles.error}>{apiErrorText(intl, data.policy.error, pm.loadFailed)}</p>
        <Button variant="secondary" isDisabled={state !== 'idle'} onPress={() => void revalidate()}>
          {intl.formatMessage(pm.tryAgain)}
        </Button>
      </div>
    );
  } else {
    const reply = data.policy.value;
    body = (
      <>
        <VersionLine reply={reply} />
        <PolicyEditor
          key={`${reply.groupId ?? 'default'}-${reply.policy?.version ?? 0}`}
          vertical={vertical}
          subpage={subpage}
          reply={reply}
          busy={busy}
          onSaved={(saved) => {
            setNotice(intl.formatMessage(pm.saved, { version: saved.policy?.version ?? 0 }));
            forgetPolicySummary();
            void revalidate();
          }}
        />
        {subpage === 'settings' ? <History reply={reply} /> : null}
      </>
    );
  }

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={styles.headerRow}>
        <h1 id={titleId} className={styles.title}>
          {intl.formatMessage(pm.title, { vertical: intl.formatMessage(nm[vertical]), subpage: intl.formatMessage(nm[subpage]) })}
        </h1>
      </div>
      <p className={styles.muted}>{intl.formatMessage(INTRO[subpage])}</p>
      <p className={styles.muted}>{intl.formatMessage(pm.precedence)}</p>
      <ScopePicker groupId={data.groupId} groups={data.groups} />
      <p role="status" className={styles.notice}>
        {busy ? intl.formatMessage(pm.loading) : notice}
      </p>
      {body}
    </section>
  );
}

/**
 * The route module of one policy subpage: its loader (the scope's policy and the groups) and its page.
 * @param vertical flight, hotel, train or car
 * @param subpage settings, restrictions, preferences or advanced-rules
 */
export function policyPageModule(vertical: PolicyPageVertical, subpage: PolicySubpage) {
  function Component() {
    return <PolicyPage vertical={vertical} subpage={subpage} />;
  }
  return { Component, loader: loaderOf(vertical) };
}
