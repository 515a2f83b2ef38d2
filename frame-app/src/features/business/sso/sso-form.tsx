/**
 * The add / edit form of a company SSO configuration (issue #27 "SSO settings per company"; account-business-header-
 * and-trips §3 SSO settings, §7 `POST /sso`, `PUT /sso/{id}`; contract sso.ts `SsoConfigurationInputSchema`), shown in
 * the single sign-on page's dialog. React Hook Form with a zod resolver built from the contract's own schemas, checked
 * on submit; its output is the request body.
 *
 * - Protocol (new configurations only: an existing one keeps its protocol), the name on the sign-in button, and the
 *   company email domains it covers (checkboxes; at least one).
 * - OpenID Connect: issuer URL (discovery is read from it), client id, client secret (write-only: on edit, empty keeps
 *   the stored one), extra scopes separated by spaces.
 * - SAML 2.0: the identity provider's metadata XML pasted whole, or its entity id, HTTP-Redirect SSO URL and signing
 *   certificate one by one (an existing configuration opens with its parsed values, the first certificate of a
 *   rollover included).
 * - Sign-in rules: active; SSO-only with the break-glass administrator's email (required then); trust the provider's
 *   sign-in as two-factor.
 * - New people (just-in-time provisioning): on or off, the default role and group, and optional attribute/claim names
 *   with value -> role and value -> group rows. Roles and groups come from the users page's options; when those cannot
 *   be loaded the section says so and a configuration keeps what it had.
 * - A server refusal naming a field (400 VALIDATION_ERROR `field`, e.g. `oidc.issuer` without discovery,
 *   `saml.certificatePem` that does not parse, `emailDomains`) shows under that field in the server's words when it
 *   gives them (§8: localized description, then description, then a fallback); any other keeps the dialog open with an
 *   alert.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch, type FieldPath, type FieldValues } from 'react-hook-form';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from '../../../ui/router-link.tsx';
import { z } from 'zod';
import {
  SSO_CERTIFICATE_MAX_CHARS, SSO_MAPPINGS_MAX, SSO_METADATA_MAX_CHARS, SsoConfigurationInputSchema, SsoJitSchema, type AdminUserOptions,
  type SsoConfiguration, type SsoConfigurationInput, type SsoProtocol,
} from '@travel/contract';
import { ApiRequestError } from '../../../api/index.ts';
import { logger } from '../../../state/index.ts';
import { Button, Checkbox, CheckboxGroupField, TextRadioGroup } from '../../../ui/index.ts';
import { FormTextFieldControl, SelectControl, useFieldControl } from '../../../ui/form-controls.tsx';
import { apiErrorText, apiFieldErrorText } from '../../chrome/index.ts';
import { COMPANY_EMAIL_DOMAINS_ROUTE_PATH } from '../company/paths.ts';
import { DialogFormFooter } from '../dialog-form-footer.tsx';
import { TextAreaField } from '../support/text-area-field.tsx';
import { createSsoConfiguration, updateSsoConfiguration } from './api.ts';
import { ssoPageMessages as m } from './messages.ts';
import admin from '../admin-page.module.css';
import styles from './sso.module.css';

/** The group select's key for "No group". */
const NO_GROUP = 'none';
/** Scopes every configuration asks for (contract `SsoOidcSettingsSchema.scopes`); the form shows only the extra ones. */
const BASE_SCOPES = new Set(['openid', 'email', 'profile']);

const [OIDC_INPUT, SAML_INPUT] = SsoConfigurationInputSchema.options;
const COMMON = OIDC_INPUT.shape;
const OIDC = OIDC_INPUT.shape.oidc.shape;
const SAML = SAML_INPUT.shape.saml.shape;
const JIT = SsoJitSchema.shape;

/** The form as typed (ids as the selects' string keys). */
export interface SsoFormValues extends FieldValues {
  protocol: SsoProtocol;
  displayName: string;
  emailDomains: string[];
  active: boolean;
  ssoOnly: boolean;
  breakGlassEmail: string;
  trustProviderMfa: boolean;
  issuer: string;
  clientId: string;
  clientSecret: string;
  extraScopes: string;
  samlSource: 'metadata' | 'manual';
  metadataXml: string;
  idpEntityId: string;
  idpSsoUrl: string;
  certificatePem: string;
  jitEnabled: boolean;
  defaultRoleId: string;
  defaultGroupId: string;
  roleAttribute: string;
  groupAttribute: string;
  roleMappings: { value: string; roleId: string }[];
  groupMappings: { value: string; groupId: string }[];
}

/** The values a new configuration starts from: SAML by metadata, active, the company's only domain, travelers by default. */
export function newSsoFormValues(companyEmailDomains: readonly string[], options: AdminUserOptions | null): SsoFormValues {
  const traveler = options?.roles.find((r) => r.builtInRole === 'TRAVELER');
  return {
    protocol: 'SAML', displayName: '', emailDomains: companyEmailDomains.length === 1 ? [...companyEmailDomains] : [], active: true, ssoOnly: false,
    breakGlassEmail: '', trustProviderMfa: false, issuer: '', clientId: '', clientSecret: '', extraScopes: '', samlSource: 'metadata', metadataXml: '',
    idpEntityId: '', idpSsoUrl: '', certificatePem: '', jitEnabled: false, defaultRoleId: traveler ? String(traveler.id) : '', defaultGroupId: NO_GROUP,
    roleAttribute: '', groupAttribute: '', roleMappings: [], groupMappings: [],
  };
}

/** The values an existing configuration opens with (the secret is never shown: empty keeps it). */
export function ssoFormValuesOf(c: SsoConfiguration): SsoFormValues {
  return {
    protocol: c.protocol, displayName: c.displayName, emailDomains: [...c.emailDomains], active: c.active, ssoOnly: c.ssoOnly,
    breakGlassEmail: c.breakGlass?.email ?? '', trustProviderMfa: c.trustProviderMfa,
    issuer: c.oidc?.issuer ?? '', clientId: c.oidc?.clientId ?? '', clientSecret: '',
    extraScopes: (c.oidc?.scopes ?? []).filter((s) => !BASE_SCOPES.has(s)).join(' '),
    samlSource: 'manual', metadataXml: '', idpEntityId: c.saml?.idpEntityId ?? '', idpSsoUrl: c.saml?.idpSsoUrl ?? '', certificatePem: c.saml?.certificates[0]?.pem ?? '',
    jitEnabled: c.jit.enabled, defaultRoleId: c.jit.defaultRoleId === null ? '' : String(c.jit.defaultRoleId),
    defaultGroupId: c.jit.defaultGroupId === null ? NO_GROUP : String(c.jit.defaultGroupId),
    roleAttribute: c.jit.roleAttribute ?? '', groupAttribute: c.jit.groupAttribute ?? '',
    roleMappings: c.jit.roleMappings.map((r) => ({ value: r.value, roleId: String(r.roleId) })),
    groupMappings: c.jit.groupMappings.map((g) => ({ value: g.value, groupId: String(g.groupId) })),
  };
}

const valid = (schema: z.ZodType, value: unknown): boolean => schema.safeParse(value).success;

/**
 * The resolver's schema: the typed values checked with the contract's schemas (the frame's messages), turned into the
 * request body. `editing`: the configuration being replaced (its client secret may be left out); `keepJit`: the roles
 * could not be loaded, so the body keeps `editing`'s provisioning as it was (a new one is created without it).
 */
function formSchema(intl: IntlShape, editing: SsoConfiguration | undefined, keepJit: boolean): z.ZodType<SsoConfigurationInput, SsoFormValues> {
  const text = z.string();
  return z.object({
    protocol: z.enum(['OIDC', 'SAML']), displayName: text, emailDomains: z.array(z.string()), active: z.boolean(), ssoOnly: z.boolean(), breakGlassEmail: text,
    trustProviderMfa: z.boolean(), issuer: text, clientId: text, clientSecret: text, extraScopes: text, samlSource: z.enum(['metadata', 'manual']),
    metadataXml: text, idpEntityId: text, idpSsoUrl: text, certificatePem: text, jitEnabled: z.boolean(), defaultRoleId: text, defaultGroupId: text,
    roleAttribute: text, groupAttribute: text, roleMappings: z.array(z.object({ value: text, roleId: text })), groupMappings: z.array(z.object({ value: text, groupId: text })),
  }).transform((v, ctx): SsoConfigurationInput => {
    const issue = (path: FieldPath<SsoFormValues>, message: { id: string; defaultMessage: string }) =>
      ctx.addIssue({ code: 'custom', path: path.split('.'), message: intl.formatMessage(message) });
    if (!valid(COMMON.displayName, v.displayName)) issue('displayName', m.displayNameInvalid);
    if (v.emailDomains.length === 0) issue('emailDomains', m.domainsRequired);
    const breakGlass = v.breakGlassEmail.trim().toLowerCase();
    if (v.ssoOnly && !valid(z.email(), breakGlass)) issue('breakGlassEmail', m.breakGlassRequired);
    const scopes = v.extraScopes.split(/\s+/).filter((s) => s !== '');
    if (v.protocol === 'OIDC') {
      if (!valid(OIDC.issuer, v.issuer)) issue('issuer', m.urlInvalid);
      if (!valid(OIDC.clientId, v.clientId)) issue('clientId', m.clientIdRequired);
      if (v.clientSecret === '' && !editing?.oidc?.clientSecretSet) issue('clientSecret', m.clientSecretRequired);
      if (!valid(OIDC.extraScopes, scopes)) issue('extraScopes', m.scopesInvalid);
    } else if (v.samlSource === 'metadata') {
      if (v.metadataXml.trim() === '') issue('metadataXml', m.metadataRequired);
    } else {
      if (!valid(SAML.idpEntityId.unwrap(), v.idpEntityId)) issue('idpEntityId', m.idpEntityIdRequired);
      if (!valid(SAML.idpSsoUrl.unwrap(), v.idpSsoUrl)) issue('idpSsoUrl', m.urlInvalid);
      if (v.certificatePem.trim() === '') issue('certificatePem', m.certificateRequired);
    }
    if (v.jitEnabled && !keepJit && v.defaultRoleId === '') issue('defaultRoleId', m.defaultRoleRequired);
    if (v.roleAttribute.trim() !== '' && !valid(JIT.roleAttribute, v.roleAttribute)) issue('roleAttribute', m.attributeInvalid);
    if (v.groupAttribute.trim() !== '' && !valid(JIT.groupAttribute, v.groupAttribute)) issue('groupAttribute', m.attributeInvalid);
    const mappingValue = JIT.roleMappings.element.shape.value;
    v.roleMappings.forEach((r, i) => !valid(mappingValue, r.value) && issue(`roleMappings.${i}.value`, m.mappingValueInvalid));
    v.groupMappings.forEach((g, i) => !valid(mappingValue, g.value) && issue(`groupMappings.${i}.value`, m.mappingValueInvalid));

    const attribute = (name: string) => (name.trim() === '' ? null : name.trim());
    const jit: SsoConfigurationInput['jit'] = keepJit
      ? (editing?.jit ?? { enabled: false, defaultRoleId: null, defaultGroupId: null, roleAttribute: null, groupAttribute: null, roleMappings: [], groupMappings: [] })
      : {
          enabled: v.jitEnabled,
          defaultRoleId: v.defaultRoleId === '' ? null : Number(v.defaultRoleId),
          defaultGroupId: v.defaultGroupId === NO_GROUP ? null : Number(v.defaultGroupId),
          roleAttribute: attribute(v.roleAttribute),
          groupAttribute: attribute(v.groupAttribute),
          roleMappings: v.roleMappings.map((r) => ({ value: r.value.trim(), roleId: Number(r.roleId) })),
          groupMappings: v.groupMappings.map((g) => ({ value: g.value.trim(), groupId: Number(g.groupId) })),
        };
    const common = {
      displayName: v.displayName.trim(), active: v.active, emailDomains: v.emailDomains, ssoOnly: v.ssoOnly,
      breakGlassEmail: breakGlass === '' ? null : breakGlass, trustProviderMfa: v.trustProviderMfa, jit,
    };
    if (v.protocol === 'OIDC') {
      return { ...common, protocol: 'OIDC', oidc: { issuer: v.issuer.trim(), clientId: v.clientId.trim(), ...(v.clientSecret === '' ? {} : { clientSecret: v.clientSecret }), extraScopes: scopes } };
    }
    const saml = v.samlSource === 'metadata'
      ? { metadataXml: v.metadataXml }
      : { idpEntityId: v.idpEntityId.trim(), idpSsoUrl: v.idpSsoUrl.trim(), certificatePem: v.certificatePem };
    return { ...common, protocol: 'SAML', saml };
  });
}

/** The form field a server VALIDATION_ERROR `field` names (the contract's body paths), if the form has it. */
const SERVER_FIELDS: Readonly<Record<string, FieldPath<SsoFormValues>>> = {
  displayName: 'displayName', emailDomains: 'emailDomains', breakGlassEmail: 'breakGlassEmail',
  issuer: 'issuer', clientId: 'clientId', clientSecret: 'clientSecret', extraScopes: 'extraScopes',
  metadataXml: 'metadataXml', idpEntityId: 'idpEntityId', idpSsoUrl: 'idpSsoUrl', certificatePem: 'certificatePem',
  defaultRoleId: 'defaultRoleId', defaultGroupId: 'defaultGroupId', roleAttribute: 'roleAttribute', groupAttribute: 'groupAttribute',
};

/** The form field of a server field path (`oidc.issuer` -> issuer, `emailDomains.1` -> emailDomains), or undefined. */
function formFieldOf(field: string): FieldPath<SsoFormValues> | undefined {
  const parts = field.split('.').filter((p) => !/^\d+$/.test(p));
  for (const part of parts.reverse()) if (Object.hasOwn(SERVER_FIELDS, part)) return SERVER_FIELDS[part];
  return undefined;
}

/** A boolean of the form as a checkbox. */
function CheckboxControl({ path, label }: { path: FieldPath<SsoFormValues>; label: string }) {
  const control = useFieldControl<SsoFormValues, boolean>({ path });
  return (
    <Checkbox isSelected={control.value} onChange={control.onChange}>
      {label}
    </Checkbox>
  );
}

/** The protocol radios (a new configuration only). */
function ProtocolControl() {
  const intl = useIntl();
  const control = useFieldControl<SsoFormValues, SsoProtocol>({ path: 'protocol' });
  return (
    <TextRadioGroup<SsoProtocol>
      label={intl.formatMessage(m.protocolLabel)}
      options={[{ value: 'SAML', label: intl.formatMessage(m.protocolSaml) }, { value: 'OIDC', label: intl.formatMessage(m.protocolOidc) }]}
      value={control.value}
      onChange={control.onChange}
      orientation="horizontal"
      name="protocol"
    />
  );
}

/** A multi-line text of the form (metadata XML, certificate). */
function TextAreaControl({ path, label, maxLength }: { path: FieldPath<SsoFormValues>; label: string; maxLength: number }) {
  const control = useFieldControl<SsoFormValues, string>({ path });
  return <TextAreaField label={label} value={control.value} onChange={control.onChange} onBlur={control.onBlur} errorMessage={control.errorMessage} maxLength={maxLength} isRequired rows={6} />;
}

/** The email domains as checkboxes (the company's, plus any the configuration already covers). */
function DomainsControl({ domains }: { domains: readonly string[] }) {
  const intl = useIntl();
  const control = useFieldControl<SsoFormValues, string[]>({ path: 'emailDomains' });
  const all = [...new Set([...domains, ...control.value])];
  if (all.length === 0) {
    return (
      <p role="alert" className={admin.error}>
        {intl.formatMessage(m.domainsNone)}{' '}
        <Link to={COMPANY_EMAIL_DOMAINS_ROUTE_PATH}>{intl.formatMessage(m.domainsLink)}</Link>
      </p>
    );
  }
  return (
    <div className={admin.field}>
      <CheckboxGroupField label={intl.formatMessage(m.domainsLabel)} options={all.map((d) => ({ value: d, label: d }))} value={control.value} onChange={control.onChange} />
      {control.errorMessage ? (
        <p role="alert" className={admin.error}>
          {control.errorMessage}
        </p>
      ) : null}
    </div>
  );
}

/** The OpenID Connect fields. */
function OidcFields({ editing }: { editing: SsoConfiguration | undefined }) {
  const intl = useIntl();
  const keep = editing?.oidc?.clientSecretSet ?? false;
  return (
    <>
      <FormTextFieldControl<SsoFormValues> path="issuer" label={intl.formatMessage(m.issuerLabel)} description={intl.formatMessage(m.issuerHint)} maxLength={2048} isRequired autoComplete="off" />
      <FormTextFieldControl<SsoFormValues> path="clientId" label={intl.formatMessage(m.clientIdLabel)} maxLength={500} isRequired autoComplete="off" />
      <FormTextFieldControl<SsoFormValues>
        path="clientSecret"
        label={intl.formatMessage(m.clientSecretLabel)}
        description={intl.formatMessage(keep ? m.clientSecretHintKeep : m.clientSecretHintNew)}
        type="password"
        maxLength={2000}
        isRequired={!keep}
        autoComplete="new-password"
      />
      <FormTextFieldControl<SsoFormValues> path="extraScopes" label={intl.formatMessage(m.scopesLabel)} description={intl.formatMessage(m.scopesHint)} maxLength={1000} autoComplete="off" />
    </>
  );
}

/** The SAML fields: metadata XML, or the three values one by one. */
function SamlFields() {
  const intl = useIntl();
  const source = useFieldControl<SsoFormValues, 'metadata' | 'manual'>({ path: 'samlSource' });
  return (
    <>
      <TextRadioGroup<'metadata' | 'manual'>
        label={intl.formatMessage(m.samlSourceLabel)}
        options={[{ value: 'metadata', label: intl.formatMessage(m.samlSourceMetadata) }, { value: 'manual', label: intl.formatMessage(m.samlSourceManual) }]}
        value={source.value}
        onChange={source.onChange}
        name="samlSource"
      />
      {source.value === 'metadata' ? (
        <TextAreaControl path="metadataXml" label={intl.formatMessage(m.metadataLabel)} maxLength={SSO_METADATA_MAX_CHARS} />
      ) : (
        <>
          <FormTextFieldControl<SsoFormValues> path="idpEntityId" label={intl.formatMessage(m.idpEntityIdLabel)} maxLength={1024} isRequired autoComplete="off" />
          <FormTextFieldControl<SsoFormValues> path="idpSsoUrl" label={intl.formatMessage(m.idpSsoUrlLabel)} maxLength={2048} isRequired autoComplete="off" />
          <TextAreaControl path="certificatePem" label={intl.formatMessage(m.certificateLabel)} maxLength={SSO_CERTIFICATE_MAX_CHARS} />
        </>
      )}
    </>
  );
}

/** Value -> role (or group) rows of the just-in-time provisioning. */
function MappingRows({ kind, options }: { kind: 'role' | 'group'; options: readonly { id: string; label: string }[] }) {
  const intl = useIntl();
  const name = kind === 'role' ? 'roleMappings' : 'groupMappings';
  const { fields, append, remove } = useFieldArray<SsoFormValues>({ name: name as never });
  const first = options[0]?.id ?? '';
  return (
    <div className={admin.field}>
      {fields.map((row, index) => {
        const number = String(index + 1);
        return (
          <div key={row.id} className={styles.mapping}>
            <FormTextFieldControl<SsoFormValues> path={`${name}.${index}.value` as FieldPath<SsoFormValues>} label={intl.formatMessage(m.mappingValueLabel, { number })} maxLength={200} autoComplete="off" />
            <SelectControl<SsoFormValues>
              path={`${name}.${index}.${kind === 'role' ? 'roleId' : 'groupId'}` as FieldPath<SsoFormValues>}
              label={intl.formatMessage(kind === 'role' ? m.mappingRoleLabel : m.mappingGroupLabel, { number })}
              options={options}
            />
            <Button variant="secondary" aria-label={intl.formatMessage(m.removeMapping, { number })} onPress={() => remove(index)}>
              {intl.formatMessage(m.removeShort)}
            </Button>
          </div>
        );
      })}
      {fields.length < SSO_MAPPINGS_MAX && first !== '' ? (
        <div className={admin.actions}>
          <Button variant="secondary" onPress={() => append(kind === 'role' ? { value: '', roleId: first } : { value: '', groupId: first })}>
            {intl.formatMessage(kind === 'role' ? m.addRoleMapping : m.addGroupMapping)}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** Just-in-time provisioning: on/off, default role and group, attribute names and their value rows. */
function JitFields({ options }: { options: AdminUserOptions | null }) {
  const intl = useIntl();
  const enabled = useWatch<SsoFormValues, 'jitEnabled'>({ name: 'jitEnabled' });
  if (!options) return <p className={admin.muted}>{intl.formatMessage(m.rolesUnavailable)}</p>;
  const roles = options.roles.filter((r) => r.assignable).map((r) => ({ id: String(r.id), label: r.name }));
  const groups = options.groups.map((g) => ({ id: String(g.id), label: g.name }));
  return (
    <>
      <CheckboxControl path="jitEnabled" label={intl.formatMessage(m.jitLabel)} />
      {enabled ? (
        <>
          <SelectControl<SsoFormValues> path="defaultRoleId" label={intl.formatMessage(m.defaultRoleLabel)} options={roles} />
          <SelectControl<SsoFormValues> path="defaultGroupId" label={intl.formatMessage(m.defaultGroupLabel)} options={[{ id: NO_GROUP, label: intl.formatMessage(m.noGroup) }, ...groups]} />
          <p className={admin.muted}>{intl.formatMessage(m.mappingHint)}</p>
          <FormTextFieldControl<SsoFormValues> path="roleAttribute" label={intl.formatMessage(m.roleAttributeLabel)} maxLength={200} autoComplete="off" />
          <MappingRows kind="role" options={roles} />
          <FormTextFieldControl<SsoFormValues> path="groupAttribute" label={intl.formatMessage(m.groupAttributeLabel)} maxLength={200} autoComplete="off" />
          <MappingRows kind="group" options={groups} />
        </>
      ) : null}
    </>
  );
}

/** Props of {@link SsoForm}. */
export interface SsoFormProps {
  /** The configuration to replace; undefined adds one. */
  editing: SsoConfiguration | undefined;
  /** The company's email domains (GET /sso `companyEmailDomains`). */
  companyEmailDomains: readonly string[];
  /** Roles and groups for new people (users page options), or null when they could not be loaded. */
  options: AdminUserOptions | null;
  onClose(): void;
  /** Saved (`stale`: it was deleted meanwhile: the page reloads, the dialog stays with its alert). */
  onSaved(saved: { name: string; stale: boolean }): void;
}

/** The dialog's form (see the module docstring). */
export function SsoForm({ editing, companyEmailDomains, options, onClose, onSaved }: SsoFormProps) {
  const intl = useIntl();
  const titleId = useId();
  const [alert, setAlert] = useState<string | undefined>();
  const form = useForm<SsoFormValues, unknown, SsoConfigurationInput>({
    resolver: zodResolver(formSchema(intl, editing, options === null)),
    defaultValues: editing ? ssoFormValuesOf(editing) : newSsoFormValues(companyEmailDomains, options),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const protocol = useWatch({ control: form.control, name: 'protocol' });
  const ssoOnly = useWatch({ control: form.control, name: 'ssoOnly' });

  const submit = async (body: SsoConfigurationInput): Promise<void> => {
    setAlert(undefined);
    try {
      const saved = editing ? await updateSsoConfiguration(editing.id, body) : await createSsoConfiguration(body);
      onSaved({ name: saved.displayName, stale: false });
    } catch (e) {
      logger.warn('single sign-on change refused', e);
      const errors = e instanceof ApiRequestError ? e.errors : [];
      const named = errors.flatMap((x) => {
        const path = x.code === 'VALIDATION_ERROR' && x.field ? formFieldOf(x.field) : undefined;
        return path ? [{ path, text: x.localizedDescription ?? (x.description || apiFieldErrorText(intl, x)) }] : [];
      });
      named.forEach(({ path, text }, i) => form.setError(path, { type: 'server', message: text }, { shouldFocus: i === 0 }));
      if (named.length > 0) return;
      if (e instanceof ApiRequestError && e.hasCode('NOT_FOUND')) {
        setAlert(intl.formatMessage(m.notFound));
        onSaved({ name: '', stale: true });
      } else setAlert(apiErrorText(intl, e, m.actionFailed));
    }
  };

  return (
    <FormProvider {...form}>
      <form className={admin.form} noValidate aria-labelledby={titleId} onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        <h2 id={titleId} className={admin.dialogTitle}>
          {editing ? intl.formatMessage(m.editTitle, { name: editing.displayName }) : intl.formatMessage(m.addTitle)}
        </h2>
        {editing ? null : <ProtocolControl />}
        <FormTextFieldControl<SsoFormValues>
          path="displayName"
          label={intl.formatMessage(m.displayNameLabel)}
          description={intl.formatMessage(m.displayNameHint)}
          maxLength={80}
          isRequired
          autoComplete="off"
        />
        <DomainsControl domains={companyEmailDomains} />
        {protocol === 'OIDC' ? <OidcFields editing={editing} /> : <SamlFields />}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{intl.formatMessage(m.rulesLegend)}</legend>
          <CheckboxControl path="active" label={intl.formatMessage(m.activeLabel)} />
          <CheckboxControl path="ssoOnly" label={intl.formatMessage(m.ssoOnlyLabel)} />
          {ssoOnly ? (
            <FormTextFieldControl<SsoFormValues>
              path="breakGlassEmail"
              label={intl.formatMessage(m.breakGlassLabel)}
              description={intl.formatMessage(m.breakGlassHint)}
              type="email"
              inputMode="email"
              maxLength={254}
              isRequired
              autoComplete="off"
            />
          ) : null}
          <CheckboxControl path="trustProviderMfa" label={intl.formatMessage(m.mfaLabel)} />
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{intl.formatMessage(m.jitLegend)}</legend>
          <JitFields options={options} />
        </fieldset>
        <DialogFormFooter
          alert={alert}
          pending={form.formState.isSubmitting}
          pendingText={intl.formatMessage(m.working)}
          cancelText={intl.formatMessage(m.cancel)}
          submitText={intl.formatMessage(editing ? m.save : m.addSubmit)}
          onCancel={onClose}
        />
      </form>
    </FormProvider>
  );
}
