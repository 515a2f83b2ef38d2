/**
 * The admin hub's single sign-on page `/business/integrations/sso` (issue #27 "SSO settings per company";
 * core-and-business §6: needs the SSO_INTEGRATION feature and COMPANY_INTEGRATION_MANAGEMENT, contract ADMIN_PAGES row
 * `sso`; account-business-header-and-trips §3 SSO settings, §7 SSO calls). A react-router route module (`loader` +
 * `Component`) behind the hub's guard; the integrations page links here.
 *
 * - Lists the company's identity providers as cards named by their button name: protocol, "SSO only", the email
 *   domains, the provider's values (OIDC issuer, client id, whether a secret is set; SAML entity id, sign-in URL and the
 *   signing certificate's subject and expiry), what happens to new people (just-in-time creation with its role and
 *   group) and to two-factor, the break-glass administrator. Each card has an "Active" switch (POST toggleactive),
 *   "Test sign-in" (GET externalAuthorizationUrl: the provider's sign-in page of a one-use test, in the 500x640
 *   sign-in pop-up opened in the click; after signing in there, the pop-up shows the server's result page: what the
 *   provider sent and whether it is covered, or why it failed; nobody is signed in), Edit and Delete (asked first). Control names carry the provider's name.
 * - "Add identity provider" and Edit open one dialog (./sso-form.tsx).
 * - "Details for your identity provider": the SAML entity id, ACS URL and metadata URL and the OIDC redirect URI to give
 *   the provider, and the company's sign-in link (GET entrypointurl) for an intranet or an IdP app tile, each with Copy.
 *   A frame inside a partner's page may not write the clipboard (its permission policy): Copy then selects the text and
 *   says to press Ctrl+C.
 * - Loading: the list dims (aria-busy) and the status line says so; empty: a sentence inviting to add one; a failed
 *   load: an alert with "Try again". Outcomes are announced in the page's polite status line; every change revalidates.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import type { AdminUserOptions, SsoConfiguration, SsoConfigurationsReply, SsoEntrypointUrlReply, SsoServiceProvider } from '@travel/contract';
import { settle, useRouteDataReloading, type Settled } from '../../../api/route-data.ts';
import { logger } from '../../../state/index.ts';
import { Button, Overlay, Toggle, ToggleSwitch } from '../../../ui/index.ts';
import { openBlankPopup, popupEnvironment } from '../../../ui/popup-window.ts';
import { apiErrorText } from '../../chrome/index.ts';
import { ConfirmCallDialog } from '../confirm-call-dialog.tsx';
import { adminPageDoes, adminPageTitle } from '../page-messages.ts';
import { fetchUserOptions } from '../users/api.ts';
import { deleteSsoConfiguration, fetchExternalAuthorizationUrl, fetchSsoConfigurations, fetchSsoEntrypointUrl, toggleSsoConfiguration } from './api.ts';
import { ssoPageMessages as m } from './messages.ts';
import { SsoForm } from './sso-form.tsx';
import rows from '../company/company-rows.module.css';
import panels from '../integrations/integrations.module.css';
import styles from './sso.module.css';

/** What the loader hands the page. */
export interface SsoPageData {
  result: Settled<SsoConfigurationsReply>;
  entry: Settled<SsoEntrypointUrlReply>;
  /** Roles and groups for new people (the users page's options); a failure only limits the form. */
  options: Settled<AdminUserOptions>;
}

/** Route loader: the configurations, the sign-in link and the role/group options (never throws; failures are logged). */
export async function loader({ request }: LoaderFunctionArgs): Promise<SsoPageData> {
  const { signal } = request;
  const [result, entry, options] = await Promise.all([settle(fetchSsoConfigurations(signal)), settle(fetchSsoEntrypointUrl(signal)), settle(fetchUserOptions(signal))]);
  if (!signal.aborted) {
    if (!result.ok) logger.warn('single sign-on load failed', result.error);
    if (!entry.ok) logger.warn('single sign-on link load failed', entry.error);
    if (!options.ok) logger.warn('single sign-on role options load failed', options.error);
  }
  return { result, entry, options };
}

/**
 * A labelled read-only value with "Copy {label}": the clipboard when the page may write it, else the text is selected
 * and the status line says to copy it by hand.
 */
function CopyField({ label, value, announce }: { label: string; value: string; announce(text: string): void }) {
  const intl = useIntl();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const copy = () => {
    const byHand = () => {
      input.current?.focus();
      input.current?.select();
      announce(intl.formatMessage(m.copyManual));
    };
    const done = () => announce(intl.formatMessage(m.copied, { label }));
    if (!navigator.clipboard) return byHand();
    navigator.clipboard.writeText(value).then(done, (e: unknown) => {
      logger.info('clipboard refused; copying by hand', e);
      byHand();
    });
  };
  return (
    <div className={panels.field}>
      <label className={panels.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.copyRow}>
        <input id={id} ref={input} className={styles.copyInput} readOnly value={value} onFocus={(e) => e.currentTarget.select()} />
        <Button variant="secondary" aria-label={intl.formatMessage(m.copy, { label })} onPress={copy}>
          {intl.formatMessage(m.copyShort)}
        </Button>
      </div>
    </div>
  );
}

/** The values to give the identity provider, and the company's sign-in link. */
function ServiceProviderPanels({ sp, entry, announce }: { sp: SsoServiceProvider; entry: Settled<SsoEntrypointUrlReply>; announce(text: string): void }) {
  const intl = useIntl();
  const spId = useId();
  const entryId = useId();
  return (
    <>
      <section className={panels.panel} aria-labelledby={spId}>
        <h2 id={spId} className={panels.panelTitle}>
          {intl.formatMessage(m.spTitle)}
        </h2>
        <p className={rows.muted}>{intl.formatMessage(m.spIntro)}</p>
        <CopyField label={intl.formatMessage(m.samlEntityId)} value={sp.samlEntityId} announce={announce} />
        <CopyField label={intl.formatMessage(m.samlAcsUrl)} value={sp.samlAcsUrl} announce={announce} />
        <CopyField label={intl.formatMessage(m.samlMetadataUrl)} value={sp.samlMetadataUrl} announce={announce} />
        <CopyField label={intl.formatMessage(m.oidcRedirectUri)} value={sp.oidcRedirectUri} announce={announce} />
      </section>
      <section className={panels.panel} aria-labelledby={entryId}>
        <h2 id={entryId} className={panels.panelTitle}>
          {intl.formatMessage(m.entryTitle)}
        </h2>
        <p className={rows.muted}>{intl.formatMessage(m.entryIntro)}</p>
        {entry.ok ? (
          <>
            <CopyField label={intl.formatMessage(m.entryLabel)} value={entry.value.url} announce={announce} />
            {entry.value.active ? null : <p className={rows.muted}>{intl.formatMessage(m.entryInactive)}</p>}
          </>
        ) : (
          <p className={rows.error}>{apiErrorText(intl, entry.error, m.entryFailed)}</p>
        )}
      </section>
    </>
  );
}

/** The detail lines of one configuration's card. */
function detailsOf(intl: IntlShape, c: SsoConfiguration, options: AdminUserOptions | null): string[] {
  const lines = [intl.formatMessage(m.domains, { domains: intl.formatList(c.emailDomains) })];
  if (c.oidc) {
    lines.push(intl.formatMessage(m.oidcIssuer, { value: c.oidc.issuer }), intl.formatMessage(m.oidcClientId, { value: c.oidc.clientId }));
    lines.push(intl.formatMessage(c.oidc.clientSecretSet ? m.secretSet : m.secretNotSet));
  }
  if (c.saml) {
    lines.push(intl.formatMessage(m.samlEntity, { value: c.saml.idpEntityId }), intl.formatMessage(m.samlSsoUrl, { value: c.saml.idpSsoUrl }));
    for (const cert of c.saml.certificates) {
      const date = intl.formatDate(cert.notAfter, { dateStyle: 'medium' });
      lines.push(intl.formatMessage(Date.parse(cert.notAfter) < Date.now() ? m.samlCertificateExpired : m.samlCertificate, { subject: cert.subject, date }));
    }
  }
  const role = options?.roles.find((r) => r.id === c.jit.defaultRoleId)?.name;
  const group = options?.groups.find((g) => g.id === c.jit.defaultGroupId)?.name;
  if (!c.jit.enabled) lines.push(intl.formatMessage(m.jitOff));
  else if (role === undefined) lines.push(intl.formatMessage(m.jitOnUnknown));
  else lines.push(group === undefined ? intl.formatMessage(m.jitOn, { role }) : intl.formatMessage(m.jitOnGroup, { role, group }));
  lines.push(intl.formatMessage(c.trustProviderMfa ? m.mfaTrusted : m.mfaAsserted));
  if (c.breakGlass) lines.push(intl.formatMessage(m.breakGlass, { email: c.breakGlass.email }));
  return lines;
}

/** Props of {@link ConfigurationCard}. */
interface CardProps {
  config: SsoConfiguration;
  options: AdminUserOptions | null;
  busy: boolean;
  onToggle(active: boolean): void;
  onTest(): void;
  onEdit(): void;
  onRemove(): void;
}

/** One identity provider (see the module docstring). */
function ConfigurationCard({ config, options, busy, onToggle, onTest, onEdit, onRemove }: CardProps) {
  const intl = useIntl();
  const name = config.displayName;
  return (
    <li className={panels.card} aria-label={name}>
      <div className={panels.cardBody}>
        <p className={panels.cardTitle}>
          {name} <span className={panels.badge}>{intl.formatMessage(config.protocol === 'SAML' ? m.protocolSaml : m.protocolOidc)}</span>{' '}
          {config.ssoOnly ? <span className={panels.badge}>{intl.formatMessage(m.ssoOnlyBadge)}</span> : null}
        </p>
        {detailsOf(intl, config, options).map((line) => (
          <p key={line} className={rows.muted}>
            {line}
          </p>
        ))}
      </div>
      <div className={panels.actions}>
        <Toggle isSelected={config.active} onChange={onToggle}>
          <ToggleSwitch isDisabled={busy} aria-label={intl.formatMessage(m.activeSwitchNamed, { name })}>{intl.formatMessage(m.activeSwitch)}</ToggleSwitch>
        </Toggle>
        <Button variant="secondary" aria-label={intl.formatMessage(m.test, { name })} onPress={onTest}>
          {intl.formatMessage(m.testShort)}
        </Button>
        <Button variant="secondary" aria-label={intl.formatMessage(m.edit, { name })} onPress={onEdit}>
          {intl.formatMessage(m.editShort)}
        </Button>
        <Button variant="secondary" aria-label={intl.formatMessage(m.remove, { name })} onPress={onRemove}>
          {intl.formatMessage(m.removeShort)}
        </Button>
      </div>
    </li>
  );
}

type Dialog = { kind: 'add' } | { kind: 'edit'; config: SsoConfiguration } | { kind: 'remove'; config: SsoConfiguration } | null;

/** The single sign-on page (react-router lazy route module export; see the module docstring). */
export function SsoPage() {
  const intl = useIntl();
  const data = useLoaderData() as SsoPageData;
  const reloading = useRouteDataReloading();
  const { revalidate, state } = useRevalidator();
  const titleId = useId();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState('');
  const [toggling, setToggling] = useState(false);
  const [focusHeading, setFocusHeading] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const busy = reloading || state !== 'idle' || toggling;
  useEffect(() => {
    if (!focusHeading || busy) return;
    headingRef.current?.focus();
    setFocusHeading(false);
  }, [focusHeading, busy]);
  const reply = data.result.ok ? data.result.value : null;
  const options = data.options.ok ? data.options.value : null;
  const does = adminPageDoes('sso');
  const after = (text: string) => {
    setDialog(null);
    setNotice(text);
    void revalidate();
  };

  const toggle = async (config: SsoConfiguration, active: boolean) => {
    setToggling(true);
    setNotice('');
    try {
      await toggleSsoConfiguration(config.id, active);
      setNotice(intl.formatMessage(active ? m.toggledOn : m.toggledOff, { name: config.displayName }));
    } catch (e) {
      logger.warn('single sign-on toggle refused', e);
      setNotice(apiErrorText(intl, e, m.actionFailed));
    } finally {
      setToggling(false);
      void revalidate();
    }
  };

  // The pop-up opens here, synchronously in the press (pop-up blockers allow only that), then goes to the provider.
  const test = (config: SsoConfiguration) => {
    const name = config.displayName;
    const popup = openBlankPopup();
    if (!popup) return setNotice(intl.formatMessage(m.popupBlocked));
    setNotice('');
    fetchExternalAuthorizationUrl(config.id).then(
      ({ url }) => {
        popupEnvironment.navigate(popup, url);
        setNotice(intl.formatMessage(m.testOpened, { name }));
      },
      (e: unknown) => {
        logger.warn('single sign-on test refused', e);
        popup.close();
        setNotice(intl.formatMessage(m.testFailed, { name, reason: apiErrorText(intl, e, m.actionFailed) }));
      },
    );
  };

  let body: ReactNode;
  if (!reply) {
    body = (
      <div role="alert" className={rows.errorBox}>
        <p className={rows.error}>{apiErrorText(intl, data.result.ok ? undefined : data.result.error, m.loadFailed)}</p>
        <Button variant="secondary" isDisabled={state !== 'idle'} onPress={() => void revalidate()}>
          {intl.formatMessage(m.tryAgain)}
        </Button>
      </div>
    );
  } else if (reply.configurations.length === 0) {
    body = <p className={rows.empty}>{intl.formatMessage(m.empty)}</p>;
  } else {
    body = (
      <ul className={panels.list} aria-label={intl.formatMessage(m.listLabel)} aria-busy={busy}>
        {reply.configurations.map((config) => (
          <ConfigurationCard
            key={config.id}
            config={config}
            options={options}
            busy={busy}
            onToggle={(active) => void toggle(config, active)}
            onTest={() => test(config)}
            onEdit={() => setDialog({ kind: 'edit', config })}
            onRemove={() => setDialog({ kind: 'remove', config })}
          />
        ))}
      </ul>
    );
  }

  const editing = dialog?.kind === 'edit' ? dialog.config : undefined;
  const removing = dialog?.kind === 'remove' ? dialog.config : undefined;
  return (
    <section className={rows.page} aria-labelledby={titleId}>
      <div className={rows.headerRow}>
        <h1 id={titleId} ref={headingRef} tabIndex={-1} className={rows.title}>
          {intl.formatMessage(adminPageTitle('sso'))}
        </h1>
        {reply ? <Button onPress={() => setDialog({ kind: 'add' })}>{intl.formatMessage(m.add)}</Button> : null}
      </div>
      {does ? <p className={rows.muted}>{intl.formatMessage(does)}</p> : null}
      <p role="status" className={rows.notice}>
        {busy ? intl.formatMessage(m.loading) : notice}
      </p>
      {body}
      {reply ? <ServiceProviderPanels sp={reply.serviceProvider} entry={data.entry} announce={setNotice} /> : null}
      {reply && (dialog?.kind === 'add' || dialog?.kind === 'edit') ? (
        <Overlay
          isOpen
          onOpenChange={(open) => !open && setDialog(null)}
          label={editing ? intl.formatMessage(m.editTitle, { name: editing.displayName }) : intl.formatMessage(m.addTitle)}
        >
          <SsoForm
            key={editing ? editing.id : 'new'}
            editing={editing}
            companyEmailDomains={reply.companyEmailDomains}
            options={options}
            onClose={() => setDialog(null)}
            onSaved={({ name, stale }) => {
              if (stale) return void revalidate();
              after(intl.formatMessage(editing ? m.saved : m.added, { name }));
            }}
          />
        </Overlay>
      ) : null}
      {removing ? (
        <ConfirmCallDialog
          title={intl.formatMessage(m.removeTitle, { name: removing.displayName })}
          confirmLabel={intl.formatMessage(m.removeConfirm)}
          cancelLabel={intl.formatMessage(m.cancel)}
          pendingLabel={intl.formatMessage(m.working)}
          call={async () => {
            await deleteSsoConfiguration(removing.id);
            setFocusHeading(true);
            after(intl.formatMessage(m.removed, { name: removing.displayName }));
          }}
          failureText={(e) => apiErrorText(intl, e, m.actionFailed)}
          logLine="single sign-on delete refused"
          onClose={() => setDialog(null)}
        >
          <p className={rows.muted}>{intl.formatMessage(m.removeBody, { name: removing.displayName, domains: intl.formatList(removing.emailDomains) })}</p>
        </ConfirmCallDialog>
      ) : null}
    </section>
  );
}

/** The route module's page. */
export const Component = SsoPage;
