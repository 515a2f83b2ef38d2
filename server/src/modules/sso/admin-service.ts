/**
 * The company's SSO settings: the calls of account-business-header-and-trips §7 under /i/api/business/company/v1/sso
 * (issue #27; contract sso.ts). Every call takes the caller's actor and reads and writes only its company's rows: an id
 * of another company answers 404 NOT_FOUND. Writes are recorded in the business audit log in their transaction
 * (`ssoConfiguration.create|update|delete|activate|deactivate`).
 *
 * Validation (400 VALIDATION_ERROR with the field the form shows it next to):
 * - `emailDomains`: each one of the company's email domains (company settings: the company proved it holds them when
 *   it added them); a domain is covered by at most one ACTIVE configuration (create, replace and toggle on check it).
 * - `breakGlassEmail`: an active member of the company holding COMPANY_INTEGRATION_MANAGEMENT (so they can turn
 *   SSO-only off when the provider fails); required with `ssoOnly`.
 * - `jit.*`: the default role (required when JIT is on) and the default group and every mapped role and group are the
 *   company's.
 * - `oidc.issuer`: must answer OpenID discovery (fetched now: a typo or a provider without discovery is refused with the
 *   discovery URL in the message); `oidc.clientSecret`: write-only, kept when a replace leaves it out.
 * - `saml.metadataXml` / `saml.certificatePem` / `saml.idpSsoUrl`: metadata that is not IdP metadata, a certificate
 *   that does not parse, an SSO URL that is not https (localhost excepted) are refused.
 * - `protocol`: a replace cannot change it (create a new configuration, then delete the old one).
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  SSO_CONFIGURATIONS_MAX, SSO_ENTRY_PATH, type BusinessActor, type SsoCertificateInfo, type SsoConfiguration, type SsoConfigurationInputParsed,
  type SsoConfigurationsReply, type SsoEntrypointUrlReply, type SsoExternalAuthorizationUrlReply,
} from '@travel/contract';
import type { Database } from '../../db/database.ts';
import type { SsoConfigurationRow, SsoConfigurationsTable } from '../../db/sso-tables.ts';
import { AppError, validationError } from '../../errors.ts';
import type { AccountsService } from '../accounts/service.ts';
import { recordAudit } from '../business/audit-log.ts';
import type { SecretBox } from '../business/secret-box.ts';
import type { SsoDirectory } from '../business/sso-directory.ts';
import {
  certificatesOf, domainsOf, jitOf, scopesOf, secretContext, serviceProviderOf,
} from './configuration.ts';
import { OidcError, type OidcRp } from './oidc.ts';
import type { SsoSignInService } from './signin-service.ts';
import { parseCertificate, parseIdpMetadata, SamlSettingsError } from './saml.ts';
import {
  deleteConfiguration, findConfiguration, insertConfiguration, listConfigurations, updateConfiguration,
} from './repository.ts';

export interface SsoAdminService {
  /** GET /sso. */
  list(actor: BusinessActor): Promise<SsoConfigurationsReply>;
  /** POST /sso. @throws 400 VALIDATION_ERROR (see the module docstring) */
  create(actor: BusinessActor, input: SsoConfigurationInputParsed): Promise<SsoConfiguration>;
  /** PUT /sso/{id}. @throws 404, 400 VALIDATION_ERROR */
  replace(actor: BusinessActor, id: string, input: SsoConfigurationInputParsed): Promise<SsoConfiguration>;
  /** DELETE /sso/{id}. @throws 404 */
  remove(actor: BusinessActor, id: string): Promise<void>;
  /** POST /sso/toggleactive/{id}/{active}. @throws 404, 400 VALIDATION_ERROR `emailDomains` (turning on over another active one) */
  toggle(actor: BusinessActor, id: string, active: boolean): Promise<SsoConfiguration>;
  /**
   * GET /sso/{id}/externalAuthorizationUrl: the provider's real sign-in URL of a one-use test of the configuration
   * (active or not; signin-service.ts kind `test`). @throws 404, 400 VALIDATION_ERROR `oidc.issuer` when discovery fails
   */
  externalAuthorizationUrl(actor: BusinessActor, id: string): Promise<SsoExternalAuthorizationUrlReply>;
  /** GET /sso/entrypointurl. */
  entrypointUrl(actor: BusinessActor): Promise<SsoEntrypointUrlReply>;
}

const notFound = () => new AppError(404, 'NOT_FOUND', 'No such SSO configuration');
const LOOPBACK = new Set(['localhost', '127.0.0.1']);

function httpsOrLoopback(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || (u.protocol === 'http:' && LOOPBACK.has(u.hostname));
  } catch {
    return false;
  }
}

/** Creates the admin half of the sso module. */
export function createSsoAdminService(opts: {
  db: Kysely<Database>;
  directory: SsoDirectory;
  accounts: Pick<AccountsService, 'profileOf'>;
  rp: OidcRp;
  box: SecretBox;
  /** Starts an admin's test sign-in (the sign-in service's `test` transaction). */
  tester: Pick<SsoSignInService, 'startTest'>;
  publicOrigin: string;
  now?: () => number;
}): SsoAdminService {
  const { db, directory, rp, box } = opts;
  const now = opts.now ?? Date.now;
  const iso = () => new Date(now()).toISOString();

  async function view(row: SsoConfigurationRow): Promise<SsoConfiguration> {
    const breakGlassProfile = row.break_glass_account_id ? await opts.accounts.profileOf(row.break_glass_account_id) : null;
    const certificates: SsoCertificateInfo[] = [];
    for (const pem of certificatesOf(row)) {
      try {
        certificates.push(await parseCertificate(pem));
      } catch {
        // A stored certificate that no longer parses is left out (it verifies nothing either).
      }
    }
    return {
      id: row.id,
      protocol: row.protocol,
      displayName: row.display_name,
      active: row.active === 1,
      emailDomains: domainsOf(row),
      ssoOnly: row.sso_only === 1,
      breakGlass: breakGlassProfile ? { accountId: breakGlassProfile.id, email: breakGlassProfile.email } : null,
      trustProviderMfa: row.trust_provider_mfa === 1,
      jit: jitOf(row),
      oidc: row.protocol === 'OIDC'
        ? { issuer: row.oidc_issuer ?? '', clientId: row.oidc_client_id ?? '', clientSecretSet: !!row.oidc_client_secret, scopes: ['openid', 'email', 'profile', ...scopesOf(row)] }
        : null,
      saml: row.protocol === 'SAML' && certificates.length > 0
        ? { idpEntityId: row.saml_idp_entity_id ?? '', idpSsoUrl: row.saml_idp_sso_url ?? '', certificates, fromMetadata: row.saml_from_metadata === 1 }
        : null,
      serviceProvider: serviceProviderOf(opts.publicOrigin, row.company_id),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }

  /** Checks everything but the protocol settings; @returns the columns they set */
  async function commonColumns(actor: BusinessActor, input: SsoConfigurationInputParsed, selfId: string | null) {
    const companyDomains = new Set(await directory.emailDomains(actor.companyId));
    const domains = [...new Set(input.emailDomains)];
    const foreign = domains.filter((d) => !companyDomains.has(d));
    if (foreign.length > 0) {
      throw validationError('emailDomains', `${foreign.join(', ')} ${foreign.length === 1 ? 'is not one of' : 'are not among'} the company's email domains: add ${foreign.length === 1 ? 'it' : 'them'} in the company settings first`);
    }
    if (input.active) await assertNoOverlap(actor.companyId, domains, selfId);
    let breakGlassAccountId: string | null = null;
    if (input.breakGlassEmail) {
      const member = await directory.memberByEmail(actor.companyId, input.breakGlassEmail);
      if (!member || !member.active) throw validationError('breakGlassEmail', 'The break-glass admin must be an active user of the company');
      if (!member.permissions.includes('COMPANY_INTEGRATION_MANAGEMENT')) {
        throw validationError('breakGlassEmail', 'The break-glass admin must be able to manage integrations (to turn SSO-only off if the provider fails)');
      }
      breakGlassAccountId = member.accountId;
    }
    if (input.ssoOnly && !breakGlassAccountId) {
      throw validationError('breakGlassEmail', 'SSO-only mode needs a break-glass admin who keeps their password, in case the identity provider fails');
    }
    const jit = input.jit;
    if (jit.enabled && jit.defaultRoleId === null) throw validationError('jit.defaultRoleId', 'Choose the role of people created at their first sign-in');
    const roleIds = [...(jit.defaultRoleId !== null ? [jit.defaultRoleId] : []), ...jit.roleMappings.map((m) => m.roleId)];
    for (const roleId of new Set(roleIds)) {
      if (!(await directory.roleExists(actor.companyId, roleId))) throw validationError(jit.defaultRoleId === roleId ? 'jit.defaultRoleId' : 'jit.roleMappings', `Role ${roleId} is not one of the company's roles`);
    }
    const groupIds = [...(jit.defaultGroupId !== null ? [jit.defaultGroupId] : []), ...jit.groupMappings.map((m) => m.groupId)];
    for (const groupId of new Set(groupIds)) {
      if (!(await directory.groupExists(actor.companyId, groupId))) throw validationError(jit.defaultGroupId === groupId ? 'jit.defaultGroupId' : 'jit.groupMappings', `Group ${groupId} is not one of the company's groups`);
    }
    if (jit.roleMappings.length > 0 && !jit.roleAttribute) throw validationError('jit.roleAttribute', 'Name the attribute or claim that holds the role values');
    if (jit.groupMappings.length > 0 && !jit.groupAttribute) throw validationError('jit.groupAttribute', 'Name the attribute or claim that holds the group values');
    return {
      display_name: input.displayName,
      active: input.active ? 1 : 0,
      email_domains_json: JSON.stringify(domains),
      sso_only: input.ssoOnly ? 1 : 0,
      break_glass_account_id: breakGlassAccountId,
      trust_provider_mfa: input.trustProviderMfa ? 1 : 0,
      jit_json: JSON.stringify(jit),
    };
  }

  /** @throws 400 `emailDomains` when another active configuration of the company covers one of `domains` */
  async function assertNoOverlap(companyId: string, domains: readonly string[], selfId: string | null): Promise<void> {
    const others = (await listConfigurations(db, companyId)).filter((r) => r.active === 1 && r.id !== selfId);
    const taken = domains.filter((d) => others.some((r) => domainsOf(r).includes(d)));
    if (taken.length > 0) throw validationError('emailDomains', `${taken.join(', ')} ${taken.length === 1 ? 'is' : 'are'} covered by another active configuration: turn it off first`);
  }

  /** Checks the protocol settings; @returns their columns (the client secret sealed for the row `id`) */
  async function protocolColumns(id: string, input: SsoConfigurationInputParsed, existing: SsoConfigurationRow | null) {
    const none = {
      oidc_issuer: null, oidc_client_id: null, oidc_client_secret: null, oidc_scopes_json: null,
      saml_idp_entity_id: null, saml_idp_sso_url: null, saml_certificates_json: null, saml_from_metadata: 0,
    };
    if (input.protocol === 'OIDC') {
      const o = input.oidc;
      const issuer = o.issuer.replace(/\/+$/, '');
      const secret = o.clientSecret ?? (existing?.oidc_client_secret ? box.open(existing.oidc_client_secret, secretContext(id)) : null);
      try {
        await rp.discover({ key: `probe:${randomBytes(8).toString('hex')}`, issuer, clientId: o.clientId, clientSecret: secret, scopes: o.extraScopes });
      } catch (error) {
        throw validationError('oidc.issuer', error instanceof OidcError ? error.message : 'The issuer does not answer OpenID Connect discovery');
      }
      return {
        ...none, oidc_issuer: issuer, oidc_client_id: o.clientId, oidc_client_secret: secret === null ? null : box.seal(secret, secretContext(id)),
        oidc_scopes_json: JSON.stringify(o.extraScopes),
      };
    }
    const s = input.saml;
    let entityId: string;
    let ssoUrl: string;
    let certificates: string[];
    const fromMetadata = s.metadataXml !== undefined && s.metadataXml.trim() !== '';
    try {
      if (fromMetadata) ({ entityId, ssoUrl, certificates } = await parseIdpMetadata(s.metadataXml!));
      else {
        entityId = s.idpEntityId!;
        ssoUrl = s.idpSsoUrl!;
        certificates = [s.certificatePem!];
      }
      certificates = await Promise.all(certificates.map(async (c) => (await parseCertificate(c)).pem));
    } catch (error) {
      if (!(error instanceof SamlSettingsError)) throw error;
      throw validationError(fromMetadata ? 'saml.metadataXml' : 'saml.certificatePem', error.message);
    }
    if (!httpsOrLoopback(ssoUrl)) throw validationError(fromMetadata ? 'saml.metadataXml' : 'saml.idpSsoUrl', 'The identity provider SSO URL must be an https:// URL');
    return {
      ...none, saml_idp_entity_id: entityId, saml_idp_sso_url: ssoUrl, saml_certificates_json: JSON.stringify(certificates), saml_from_metadata: fromMetadata ? 1 : 0,
    };
  }

  async function load(actor: BusinessActor, id: string): Promise<SsoConfigurationRow> {
    const row = await findConfiguration(db, actor.companyId, id);
    if (!row) throw notFound();
    return row;
  }

  async function audit(trx: Kysely<Database>, actor: BusinessActor, action: string, row: Pick<SsoConfigurationRow, 'id' | 'protocol' | 'display_name' | 'email_domains_json'>, extra: Record<string, unknown> = {}) {
    await recordAudit(trx, {
      companyId: actor.companyId, actor, action, subjectType: 'ssoConfiguration', subjectId: row.id,
      details: { protocol: row.protocol, displayName: row.display_name, emailDomains: domainsOf(row), ...extra }, at: iso(),
    });
  }

  return {
    async list(actor) {
      const rows = await listConfigurations(db, actor.companyId);
      return {
        configurations: await Promise.all(rows.map(view)),
        serviceProvider: serviceProviderOf(opts.publicOrigin, actor.companyId),
        companyEmailDomains: await directory.emailDomains(actor.companyId),
      };
    },

    async create(actor, input) {
      if ((await listConfigurations(db, actor.companyId)).length >= SSO_CONFIGURATIONS_MAX) {
        throw validationError('protocol', `A company keeps at most ${SSO_CONFIGURATIONS_MAX} SSO configurations: delete one first`);
      }
      const id = randomBytes(12).toString('base64url');
      const common = await commonColumns(actor, input, null);
      const protocol = await protocolColumns(id, input, null);
      const nowIso = iso();
      const row: SsoConfigurationsTable = { id, company_id: actor.companyId, protocol: input.protocol, ...common, ...protocol, created_at: nowIso, updated_at: nowIso };
      await db.transaction().execute(async (trx) => {
        await insertConfiguration(trx, row);
        await audit(trx, actor, 'ssoConfiguration.create', row, { active: input.active, ssoOnly: input.ssoOnly, trustProviderMfa: input.trustProviderMfa, jit: input.jit.enabled });
      });
      return view(await load(actor, id));
    },

    async replace(actor, id, input) {
      const existing = await load(actor, id);
      if (existing.protocol !== input.protocol) throw validationError('protocol', 'The protocol of a configuration cannot change: create a new configuration, then delete this one');
      const common = await commonColumns(actor, input, id);
      const protocol = await protocolColumns(id, input, existing);
      await db.transaction().execute(async (trx) => {
        if (!(await updateConfiguration(trx, actor.companyId, id, { ...common, ...protocol, updated_at: iso() }))) throw notFound();
        await audit(trx, actor, 'ssoConfiguration.update', { ...existing, display_name: common.display_name, email_domains_json: common.email_domains_json }, {
          active: input.active, ssoOnly: input.ssoOnly, trustProviderMfa: input.trustProviderMfa, jit: input.jit.enabled, clientSecretChanged: input.protocol === 'OIDC' && input.oidc.clientSecret !== undefined,
        });
      });
      return view(await load(actor, id));
    },

    async remove(actor, id) {
      const existing = await load(actor, id);
      await db.transaction().execute(async (trx) => {
        if (!(await deleteConfiguration(trx, actor.companyId, id))) throw notFound();
        await audit(trx, actor, 'ssoConfiguration.delete', existing);
      });
    },

    async toggle(actor, id, active) {
      const existing = await load(actor, id);
      if (active && existing.active !== 1) await assertNoOverlap(actor.companyId, domainsOf(existing), id);
      if ((existing.active === 1) !== active) {
        await db.transaction().execute(async (trx) => {
          await updateConfiguration(trx, actor.companyId, id, { active: active ? 1 : 0, updated_at: iso() });
          await audit(trx, actor, active ? 'ssoConfiguration.activate' : 'ssoConfiguration.deactivate', existing);
        });
      }
      return view(await load(actor, id));
    },

    async externalAuthorizationUrl(actor, id) {
      const row = await load(actor, id);
      try {
        return { protocol: row.protocol, url: await opts.tester.startTest(row, actor) };
      } catch (error) {
        if (row.protocol === 'SAML') throw error;
        throw validationError('oidc.issuer', error instanceof OidcError ? error.message : 'The issuer does not answer OpenID Connect discovery');
      }
    },

    async entrypointUrl(actor) {
      const rows = await listConfigurations(db, actor.companyId);
      return { url: `${opts.publicOrigin}${SSO_ENTRY_PATH.replace(':companyId', encodeURIComponent(actor.companyId))}`, active: rows.some((r) => r.active === 1) };
    },
  };
}
