/**
 * The admin hub's integrations page `/business/integrations` (issue #24 "Integrations: here the page (flag-gated,
 * default off) listing what is connected; SSO settings come in part 4 and the webhooks in part 3"; core-and-business §6
 * "/business/integrations | flag-gated, default off", "/business/integrations/sso | needs SSO_INTEGRATION"; contract
 * ADMIN_PAGES rows `integrations` and `sso`). A react-router route module: `loader` + `Component`.
 *
 * Honest and short: nothing can be connected yet, so every integration kind says "Not connected". The kinds are the
 * ones the spec names (core §6 features SSO_INTEGRATION, SLACK_INTEGRATION, EXPENSIFY_INTEGRATION, INBOX_SYNC; the
 * webhooks of part 3). A kind whose feature the company's plan lacks says so instead of offering it. Single sign-on
 * links to its own page (/business/integrations/sso) when that page is visible to the user (contract visibility
 * rules, the same the hub applies); the others say that connecting comes in a later release.
 * The loader reads the shared auth state (loaded once per app); it never throws (no state: nothing is on the plan, no
 * link: the hub's guard has already refused a user it could not identify).
 *
 * Issue #26: Slack and Expensify connect here. The loader also asks the integrations' settings and latest deliveries
 * (../integrations/integration-panels.tsx `loadIntegrationPanels`); their rows say "Connected" once set up, and the
 * panels below the list configure expense systems, Slack notifications and show recent deliveries. Outcomes are
 * announced in the page's status line; every change revalidates the route.
 *
 * Issue #27: the "Directory provisioning (SCIM)" panel (../integrations/scim-panel.tsx): the SCIM base URL and the
 * company's tokens (create, shown once; revoke), asked only when the plan holds SSO_INTEGRATION.
 */
import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { Link } from '../../../ui/router-link.tsx';
import type { Feature } from '@travel/contract';
import { loadAuthStateForLoader } from '../../access/index.ts';
import { useRouteDataReloading } from '../../../api/route-data.ts';
import { visibleAdminPagesOf } from '../business-access.ts';
import { IntegrationPanels, loadIntegrationPanels, type IntegrationPanelsData } from '../integrations/integration-panels.tsx';
import { integrationPanelMessages as pm } from '../integrations/messages.ts';
import { ScimPanel, loadScimPanel, type ScimPanelData } from '../integrations/scim-panel.tsx';
import { integrationsMessages as m } from './messages.ts';
import styles from './settings.module.css';

/** One integration kind as the page lists it. */
export interface IntegrationRow {
  id: 'sso' | 'webhooks' | 'slack' | 'expensify' | 'inbox';
  /** The company's plan (with its switches) holds the kind's feature; kinds without one are always on the plan. */
  onPlan: boolean;
  /** The kind's own settings page, when the user sees it (only SSO has one). */
  href: string | null;
}

/** What the loader hands the page. */
export interface IntegrationsData {
  rows: IntegrationRow[];
  /** Issue #26: the Slack and expense panels' data. */
  panels: IntegrationPanelsData;
  /** Issue #27: the SCIM token panel's data (null: SSO_INTEGRATION is not on the plan). */
  scim: ScimPanelData;
}

/** The kinds in the order listed, with the feature each needs (null: none). */
const KINDS: readonly { id: IntegrationRow['id']; feature: Feature | null }[] = [
  { id: 'sso', feature: 'SSO_INTEGRATION' },
  { id: 'webhooks', feature: null },
  { id: 'slack', feature: 'SLACK_INTEGRATION' },
  { id: 'expensify', feature: 'EXPENSIFY_INTEGRATION' },
  { id: 'inbox', feature: 'INBOX_SYNC' },
];

const TEXT: Readonly<Record<IntegrationRow['id'], { name: MessageDescriptor; does: MessageDescriptor }>> = {
  sso: { name: m.ssoName, does: m.ssoDoes },
  webhooks: { name: m.webhooksName, does: m.webhooksDoes },
  slack: { name: m.slackName, does: m.slackDoes },
  expensify: { name: m.expensifyName, does: m.expensifyDoes },
  inbox: { name: m.inboxName, does: m.inboxDoes },
};

/** Route loader: each kind with whether the plan holds it and the SSO page's link when visible. Never throws. */
export async function loader(args: LoaderFunctionArgs): Promise<IntegrationsData> {
  const authState = loadAuthStateForLoader(args);
  const [auth, panels, scim] = await Promise.all([
    authState, loadIntegrationPanels(args.request.signal), authState.then((a) => loadScimPanel(args.request.signal, a?.businessState.features ?? [])),
  ]);
  const features = auth?.businessState.features ?? [];
  const sso = auth ? visibleAdminPagesOf(auth).find((p) => p.id === 'sso') : undefined;
  return {
    rows: KINDS.map(({ id, feature }) => ({
      id,
      onPlan: feature === null || features.includes(feature),
      href: id === 'sso' && sso ? sso.path : null,
    })),
    panels,
    scim,
  };
}

/** The integrations page (react-router lazy route module export; see the module docstring). */
export function IntegrationsPage() {
  const intl = useIntl();
  const { rows, panels, scim } = useLoaderData() as IntegrationsData;
  const titleId = useId();
  const reloading = useRouteDataReloading();
  const { revalidate, state } = useRevalidator();
  const [notice, setNotice] = useState('');
  const settings = panels.settings.ok ? panels.settings.value : null;
  const connected = (id: IntegrationRow['id']): boolean =>
    (id === 'slack' && settings?.slack != null) || (id === 'expensify' && (settings?.expenseSystems?.length ?? 0) > 0);
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {intl.formatMessage(m.title)}
      </h1>
      <p className={styles.muted}>{intl.formatMessage(m.intro)}</p>
      <ul className={styles.list} aria-label={intl.formatMessage(m.listLabel)}>
        {rows.map((row) => {
          const name = intl.formatMessage(TEXT[row.id].name);
          return (
            <li key={row.id} className={styles.card} aria-label={name}>
              <div className={styles.cardBody}>
                <p className={styles.cardTitle}>{name}</p>
                <p className={styles.muted}>{intl.formatMessage(TEXT[row.id].does)}</p>
                {row.href ? (
                  <Link className={styles.link} to={row.href}>
                    {intl.formatMessage(m.ssoOpen)}
                  </Link>
                ) : row.onPlan && row.id !== 'slack' && row.id !== 'expensify' ? (
                  <p className={styles.muted}>{intl.formatMessage(m.comesLater)}</p>
                ) : null}
              </div>
              <span className={styles.badge}>{intl.formatMessage(!row.onPlan ? m.notOnPlan : connected(row.id) ? pm.connected : m.notConnected)}</span>
            </li>
          );
        })}
      </ul>
      <p role="status" className={styles.notice}>
        {reloading || state !== 'idle' ? intl.formatMessage(pm.loading) : notice}
      </p>
      <IntegrationPanels data={panels} announce={setNotice} reload={() => void revalidate()} busy={reloading || state !== 'idle'} />
      <ScimPanel data={scim} announce={setNotice} reload={() => void revalidate()} busy={reloading || state !== 'idle'} />
    </section>
  );
}

/** The route module's page. */
export const Component = IntegrationsPage;
