/** The SSO contract (issue #27, sso.ts): request bodies' rules and the path helpers. */
import { describe, expect, it } from 'vitest';
import {
  SSO_COMPANY_PATHS, SsoConfigurationInputSchema, SsoDiscoverRequestSchema, SsoToggleParamsSchema, ssoConfigurationPath, ssoExternalAuthorizationUrlPath,
  ssoToggleActivePath,
} from './sso.ts';

const common = { displayName: 'Acme', emailDomains: ['ACME.example'] };

describe('SsoConfigurationInputSchema', () => {
  it('SAML takes metadata XML, or entity id + SSO URL + certificate, and says which field is missing otherwise', () => {
    expect(SsoConfigurationInputSchema.safeParse({ ...common, protocol: 'SAML', saml: { metadataXml: '<EntityDescriptor/>' } }).success).toBe(true);
    expect(SsoConfigurationInputSchema.safeParse({ ...common, protocol: 'SAML', saml: { idpEntityId: 'urn:idp', idpSsoUrl: 'https://idp.example/sso', certificatePem: 'MIIB' } }).success).toBe(true);
    const missing = SsoConfigurationInputSchema.safeParse({ ...common, protocol: 'SAML', saml: { idpEntityId: 'urn:idp' } });
    expect(missing.error?.issues[0]?.path).toEqual(['saml', 'metadataXml']);
  });

  it('OIDC needs an https issuer (http only on localhost) and fills the defaults; domains are lower-cased', () => {
    const parsed = SsoConfigurationInputSchema.parse({ ...common, protocol: 'OIDC', oidc: { issuer: 'http://localhost:8081', clientId: 'c' } });
    expect(parsed).toMatchObject({ active: true, ssoOnly: false, breakGlassEmail: null, trustProviderMfa: false, emailDomains: ['acme.example'], jit: { enabled: false, roleMappings: [] } });
    expect(SsoConfigurationInputSchema.safeParse({ ...common, protocol: 'OIDC', oidc: { issuer: 'http://idp.example', clientId: 'c' } }).success).toBe(false);
    expect(SsoConfigurationInputSchema.safeParse({ ...common, protocol: 'OIDC', oidc: { issuer: 'https://idp.example', clientId: 'c', clientSecret: '' } }).success).toBe(false);
  });
});

describe('paths and small bodies', () => {
  it('fills the §7 paths', () => {
    expect(ssoConfigurationPath('a b')).toBe(`${SSO_COMPANY_PATHS.list}/a%20b`);
    expect(ssoToggleActivePath('x', false)).toBe('/i/api/business/company/v1/sso/toggleactive/x/false');
    expect(ssoExternalAuthorizationUrlPath('x')).toBe('/i/api/business/company/v1/sso/x/externalAuthorizationUrl');
    expect(SsoToggleParamsSchema.parse({ id: 'x', active: 'true' })).toEqual({ id: 'x', active: true });
    expect(SsoToggleParamsSchema.safeParse({ id: 'x', active: 'yes' }).success).toBe(false);
    expect(SsoDiscoverRequestSchema.parse({ email: ' Ana@ACME.example ' })).toEqual({ email: 'ana@acme.example' });
  });
});
