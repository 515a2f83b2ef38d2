/**
 * The Biz+ upgrade page `/business/biz-plus-upgrade` (core-and-business §3 plan tiers, §6 admin page `bizPlusUpgrade`,
 * COMPANY_SETTINGS_MANAGEMENT; account-business-header-and-trips §7 "POST /tier/upgrade", "GET /tier/upgrade/status",
 * "POST /bizPlus/sendConfirmation"; issue #24 "biz-plus upgrade (tier upgrade + status)"). A react-router route module
 * (`loader` + `Component`) behind the hub's guard.
 *
 * - The loader asks GET /tier/upgrade/status with the router's abort signal; it never throws (a failure shows with
 *   "Try again").
 * - It shows the current plan and what the next plan adds, from the contract's tier table (./constants.ts
 *   featuresAddedBy): Biz -> Biz+ features; on Biz+, what Enterprise adds.
 * - On Biz: "Upgrade to Biz+" asks for confirmation (an upgrade turns features on for the whole company), then POSTs
 *   tier/upgrade `{ tier: 'bizPlus' }`, which completes at once; the status line says so and the auth state reloads
 *   (the header, menus and hub follow the new features).
 * - A Biz+ signup made by email (state AWAITING_EMAIL_CONFIRMATION, `/v2/bizPlus/signup`) says it waits for its link
 *   and offers "Resend confirmation email" (bizPlus/sendConfirmation); "Upgrade now" stays available (reading: the
 *   email confirmation is the signup flow's, an admin on this page may upgrade directly).
 * - On Biz+: "Ask about Enterprise" requests the enterprise plan (REQUESTED: sales call back; the page then says when
 *   it was asked). On Enterprise: every feature is on.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import type { TierUpgradeStatus } from '@travel/contract';
import { settle, useRouteDataReloading, type Settled } from '../../../api/route-data.ts';
import { logger } from '../../../state/index.ts';
import { Button } from '../../../ui/index.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useAuthState, useRefreshAuthState } from '../../access/index.ts';
import { apiErrorText } from '../../chrome/index.ts';
import { adminPageTitle } from '../page-messages.ts';
import { fetchTierUpgradeStatus, sendBizPlusConfirmation, upgradeTier } from './api.ts';
import { featuresAddedBy } from './constants.ts';
import { planMessages as m } from './messages.ts';
import hub from '../hub/hub.module.css';
import styles from './plan.module.css';

/** What the loader hands the page. */
export interface BizPlusPageData {
  status: Settled<TierUpgradeStatus>;
}

/** Route loader: the tier and its latest upgrade request; never throws. */
export async function loader({ request }: LoaderFunctionArgs): Promise<BizPlusPageData> {
  const status = await settle(fetchTierUpgradeStatus(request.signal));
  if (!status.ok && !request.signal.aborted) logger.warn('tier status load failed', status.error);
  return { status };
}

/** The Biz+ upgrade page (see the module docstring). */
export function BizPlusUpgradePage() {
  const intl = useIntl();
  const data = useLoaderData() as BizPlusPageData;
  const auth = useAuthState();
  const refreshAuthState = useRefreshAuthState();
  const reloading = useRouteDataReloading();
  const { revalidate, state } = useRevalidator();
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [alert, setAlert] = useState<string | undefined>();
  const [dialogError, setDialogError] = useState<string | undefined>();
  const company = auth?.businessState.businessProfile?.companyName ?? '';
  const date = (iso: string | null) => (iso ? intl.formatDate(iso, { dateStyle: 'medium' }) : '');

  const run = async (key: string, action: () => Promise<string>, inDialog = false) => {
    setWorking(key);
    setAlert(undefined);
    setDialogError(undefined);
    try {
      const text = await action();
      setConfirming(false);
      setNotice(text);
      void revalidate();
      refreshAuthState();
    } catch (e) {
      logger.warn('tier upgrade call refused', e);
      const text = apiErrorText(intl, e, m.actionFailed);
      if (inDialog) setDialogError(text);
      else setAlert(text);
    } finally {
      setWorking(null);
    }
  };
  const upgradeToBizPlus = () => void run('bizPlus', async () => {
    await upgradeTier('bizPlus');
    return intl.formatMessage(m.upgraded);
  }, true);
  const askEnterprise = () => void run('enterprise', async () => {
    const status = await upgradeTier('enterprise');
    return intl.formatMessage(m.enterpriseRequested, { date: date(status.requestedAt) });
  });
  const resend = () => void run('resend', async () => {
    await sendBizPlusConfirmation();
    return intl.formatMessage(m.confirmationSent);
  });

  const heading = (
    <h1 id={titleId} className={hub.title}>
      {intl.formatMessage(adminPageTitle('bizPlusUpgrade'))}
    </h1>
  );
  if (!data.status.ok) {
    return (
      <section aria-labelledby={titleId}>
        {heading}
        <div role="alert" className={hub.box}>
          <p className={hub.error}>{apiErrorText(intl, data.status.error, m.loadFailed)}</p>
          <Button variant="secondary" isDisabled={state !== 'idle'} onPress={() => void revalidate()}>
            {intl.formatMessage(m.tryAgain)}
          </Button>
        </div>
      </section>
    );
  }

  const status = data.status.value;
  const next = status.tier === 'biz' ? 'bizPlus' : status.tier === 'bizPlus' ? 'enterprise' : null;
  const awaitingEmail = status.state === 'AWAITING_EMAIL_CONFIRMATION' && status.requestedTier === 'bizPlus';
  const enterpriseAsked = status.state === 'REQUESTED' && status.requestedTier === 'enterprise';

  return (
    <section aria-labelledby={titleId} className={styles.page} aria-busy={reloading}>
      {heading}
      <p className={hub.muted}>{intl.formatMessage(m.intro)}</p>
      <dl className={hub.facts}>
        <dt>{intl.formatMessage(m.currentPlan)}</dt>
        <dd data-testid="current-tier">{intl.formatMessage(m.tierName, { tier: status.tier })}</dd>
      </dl>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      {alert ? (
        <p role="alert" className={hub.error}>
          {alert}
        </p>
      ) : null}
      {status.tier === 'bizPlus' ? (
        <p>
          {intl.formatMessage(m.onBizPlus)} {status.state === 'COMPLETED' && status.completedAt ? intl.formatMessage(m.since, { date: date(status.completedAt) }) : null}
        </p>
      ) : null}
      {next ? (
        <section className={hub.box} aria-labelledby={`${titleId}-adds`}>
          <h2 id={`${titleId}-adds`} className={hub.sectionTitle}>
            {intl.formatMessage(m.adds, { tier: next })}
          </h2>
          <ul className={styles.features}>
            {featuresAddedBy(next).map((feature) => (
              <li key={feature}>{intl.formatMessage(m.feature, { feature })}</li>
            ))}
          </ul>
          {next === 'bizPlus' ? (
            <>
              {awaitingEmail ? <p>{intl.formatMessage(m.awaitingEmail)}</p> : null}
              <div className={hub.actions}>
                <Button onPress={() => {
                  setDialogError(undefined);
                  setConfirming(true);
                }}>
                  {intl.formatMessage(m.upgrade)}
                </Button>
                {awaitingEmail ? (
                  <Button variant="secondary" isDisabled={working === 'resend'} onPress={resend}>
                    {intl.formatMessage(working === 'resend' ? m.working : m.resendConfirmation)}
                  </Button>
                ) : null}
              </div>
            </>
          ) : (
            <>
              {enterpriseAsked ? (
                <p>{intl.formatMessage(m.enterpriseRequested, { date: date(status.requestedAt) })}</p>
              ) : (
                <div className={hub.actions}>
                  <Button variant="secondary" isDisabled={working === 'enterprise'} onPress={askEnterprise}>
                    {intl.formatMessage(working === 'enterprise' ? m.working : m.askEnterprise)}
                  </Button>
                </div>
              )}
            </>
          )}
        </section>
      ) : (
        <p className={hub.box}>{intl.formatMessage(m.onEnterprise)}</p>
      )}
      {confirming ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => !open && setConfirming(false)}
          title={intl.formatMessage(m.upgradeTitle, { company })}
          confirmLabel={intl.formatMessage(m.upgradeConfirm)}
          cancelLabel={intl.formatMessage(m.cancel)}
          onConfirm={upgradeToBizPlus}
          isPending={working === 'bizPlus'}
          pendingLabel={intl.formatMessage(m.working)}
          errorMessage={dialogError}
        >
          <p className={hub.muted}>{intl.formatMessage(m.upgradeBody)}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

/** The route module's page. */
export const Component = BizPlusUpgradePage;
