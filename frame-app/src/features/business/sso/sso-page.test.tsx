// @vitest-environment jsdom
/**
 * The single sign-on page /business/integrations/sso (issue #27), through the business routes (the hub's guard and
 * layout) with the API stubbed at fetch: the providers listed with what they do, the values for the identity provider
 * and the company's sign-in link; the empty state and a failed load with "Try again"; adding one (errors shown before
 * anything is sent, then the contract's body; a server refusal under its field); the Active switch; deleting after the
 * confirmation; "Test sign-in" in the sign-in pop-up; and the guard hiding the page without SSO_INTEGRATION.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_STATE_PATH, BUSINESS_ADMIN_API_BASE, SSO_COMPANY_PATHS, TWO_FACTOR_API_PATHS, type AuthState, type SsoConfiguration, type SsoServiceProvider,
} from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderRoutesAt } from '../../../../test/test-app.tsx';
import { businessAuth } from '../../../../test/business-test-support.ts';
import { accessResourceRoutes } from '../../access/index.ts';
import { popupEnvironment } from '../../../ui/popup-window.ts';
import { createBusinessRoutes } from '../routes.ts';

const api = createFetchStub();
const PAGE = '/business/integrations/sso';
const BASE = SSO_COMPANY_PATHS.list;
let auth: AuthState;
let configurations: SsoConfiguration[];
let listStatus = 200;
let writeReply: () => Response;
const calls: { method: string; path: string; body: unknown }[] = [];

const SP: SsoServiceProvider = {
  samlEntityId: 'http://localhost:3000/k/run/sso/saml/metadata/c-acme',
  samlAcsUrl: 'http://localhost:3000/k/run/sso/saml/acs',
  samlMetadataUrl: 'http://localhost:3000/k/run/sso/saml/metadata/c-acme',
  oidcRedirectUri: 'http://localhost:3000/k/run/sso/oidc/callback',
};

const saml: SsoConfiguration = {
  id: 'sso-1', protocol: 'SAML', displayName: 'Acme SAML', active: true, emailDomains: ['acme.example'], ssoOnly: true,
  breakGlass: { accountId: 'a-1', email: 'admin@acme.example' }, trustProviderMfa: false,
  jit: { enabled: true, defaultRoleId: 7, defaultGroupId: null, roleAttribute: null, groupAttribute: null, roleMappings: [], groupMappings: [] },
  oidc: null,
  saml: {
    idpEntityId: 'http://localhost:3001/saml', idpSsoUrl: 'http://localhost:3001/saml/sso', fromMetadata: true,
    certificates: [{ subject: 'CN=Local SAML IdP', notBefore: '2025-01-01T00:00:00Z', notAfter: '2099-01-01T00:00:00Z', fingerprintSha256: 'AA:BB', pem: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----' }],
  },
  serviceProvider: SP, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
};

function renderAt(path: string) {
  return renderRoutesAt([...createBusinessRoutes(), ...accessResourceRoutes], path).router;
}

beforeEach(() => {
  auth = businessAuth({ tier: 'enterprise', companyFlags: { integrations: true } });
  configurations = [saml];
  listStatus = 200;
  calls.length = 0;
  api.fetch.mockClear();
  writeReply = () => json(saml);
  api.handler = async (url, init) => {
    const method = init.method ?? 'GET';
    if (url.pathname === AUTH_STATE_PATH) return json(auth);
    if (url.pathname === TWO_FACTOR_API_PATHS.status) return json({ enrolled: true, verified: true, ssoAsserted: false, recoveryCodesLeft: 10 });
    if (url.pathname === `${BUSINESS_ADMIN_API_BASE}/users/options`) {
      return json({ roles: [{ id: 7, name: 'Traveler', builtInRole: 'TRAVELER', assignable: true }, { id: 8, name: 'Approver', builtInRole: 'APPROVER', assignable: true }], groups: [{ id: 3, name: 'Sales' }] });
    }
    if (url.pathname === SSO_COMPANY_PATHS.entrypointUrl) return json({ url: 'http://localhost:3000/k/run/sso/entry/c-acme', active: true });
    if (url.pathname === BASE && method === 'GET') {
      return listStatus === 200
        ? json({ configurations, serviceProvider: SP, companyEmailDomains: ['acme.example', 'oidc.acme.example'] })
        : json({ errors: [{ code: 'INTERNAL_ERROR', description: 'down' }] }, listStatus);
    }
    if (url.pathname.startsWith(BASE)) {
      calls.push({ method, path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url.pathname.endsWith('/externalAuthorizationUrl')) return json({ protocol: 'SAML', url: 'http://localhost:3001/saml/sso' });
      return writeReply();
    }
    return json({ errors: [{ code: 'NOT_FOUND', description: 'not stubbed' }] }, 404);
  };
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('single sign-on page', () => {
  it('lists each provider with what it does, the values for the identity provider and the company sign-in link, every control named', async () => {
    renderAt(PAGE);
    const card = await screen.findByRole('listitem', { name: 'Acme SAML' });
    for (const text of [
      'SAML 2.0', 'SSO only', 'Email domains: acme.example', 'Identity provider: http://localhost:3001/saml', 'Sign-in URL: http://localhost:3001/saml/sso',
      'Signing certificate: CN=Local SAML IdP, valid until', 'New people get an account on their first sign-in, as Traveler.',
      'Password still allowed for admin@acme.example (break-glass administrator).',
    ]) expect(card.textContent).toContain(text);
    expect(within(card).getByRole('switch', { name: 'Active: Acme SAML' })).toBeChecked();
    for (const name of ['Test sign-in with Acme SAML', 'Edit Acme SAML', 'Delete Acme SAML']) expect(within(card).getByRole('button', { name })).toBeTruthy();

    const sp = screen.getByRole('region', { name: 'Details for your identity provider' });
    expect(within(sp).getByRole('textbox', { name: 'SAML assertion consumer service (ACS) URL' })).toHaveValue(SP.samlAcsUrl);
    expect(within(sp).getByRole('textbox', { name: 'OpenID Connect redirect URI' })).toHaveValue(SP.oidcRedirectUri);
    const link = screen.getByRole('region', { name: 'Company sign-in link' });
    expect(within(link).getByRole('textbox', { name: 'Sign-in link' })).toHaveValue('http://localhost:3000/k/run/sso/entry/c-acme');

    // Copy: the clipboard when allowed (user-event's stand-in), and the page says so.
    const user = userEvent.setup();
    await user.click(within(link).getByRole('button', { name: 'Copy Sign-in link' }));
    expect(await screen.findByText('Sign-in link copied.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('http://localhost:3000/k/run/sso/entry/c-acme');
    // Refused (a frame without the clipboard permission): the text is selected and the page says to copy it.
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await user.click(within(sp).getByRole('button', { name: 'Copy OpenID Connect redirect URI' }));
    expect(await screen.findByText(/the text is selected, press Ctrl\+C/)).toBeTruthy();
    expect(document.activeElement).toBe(within(sp).getByRole('textbox', { name: 'OpenID Connect redirect URI' }));
  });

  it('says so when there is none, and offers "Try again" when the list cannot be loaded', async () => {
    configurations = [];
    renderAt(PAGE);
    expect(await screen.findByText(/No identity provider yet/)).toBeTruthy();
    cleanup();
    listStatus = 500;
    renderAt(PAGE);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('adding one: missing values are shown before anything is sent, then the OpenID Connect body of the contract is sent', async () => {
    const user = userEvent.setup();
    writeReply = () => json({ ...saml, id: 'sso-2', protocol: 'OIDC', displayName: 'Acme Okta', saml: null });
    renderAt(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Add identity provider' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an identity provider' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Enter a name of up to 80 characters')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one email domain')).toBeTruthy();
    expect(within(dialog).getByText('Paste the identity provider’s metadata XML')).toBeTruthy();
    expect(calls).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: 'OpenID Connect' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Name on the sign-in button/ }), 'Acme Okta');
    await user.click(within(dialog).getByRole('checkbox', { name: 'oidc.acme.example' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Issuer URL/ }), 'not a url');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Enter an https:// URL')).toBeTruthy();
    expect(within(dialog).getByText('Enter the client ID')).toBeTruthy();
    expect(within(dialog).getByText('Enter the client secret')).toBeTruthy();
    expect(calls).toEqual([]);

    await user.clear(within(dialog).getByRole('textbox', { name: /^Issuer URL/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Issuer URL/ }), 'https://acme.okta.example');
    await user.type(within(dialog).getByRole('textbox', { name: /^Client ID/ }), 'travel-app');
    await user.type(within(dialog).getByLabelText(/^Client secret/), 's3cret-value');
    await user.type(within(dialog).getByRole('textbox', { name: /^Extra scopes/ }), 'groups');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Create an account the first time someone signs in' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: 'POST',
      path: BASE,
      body: {
        protocol: 'OIDC', displayName: 'Acme Okta', active: true, emailDomains: ['oidc.acme.example'], ssoOnly: false, breakGlassEmail: null, trustProviderMfa: false,
        jit: { enabled: true, defaultRoleId: 7, defaultGroupId: null, roleAttribute: null, groupAttribute: null, roleMappings: [], groupMappings: [] },
        oidc: { issuer: 'https://acme.okta.example', clientId: 'travel-app', clientSecret: 's3cret-value', extraScopes: ['groups'] },
      },
    });
    expect(await screen.findByText('Acme Okta was added.')).toBeTruthy();
  });

  it('SSO-only needs a break-glass administrator; a server refusal naming a field shows under it and keeps the dialog', async () => {
    const user = userEvent.setup();
    writeReply = () => json({ errors: [{ code: 'VALIDATION_ERROR', field: 'saml.certificatePem', description: 'The certificate does not parse' }] }, 400);
    renderAt(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Edit Acme SAML' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Acme SAML' });
    await user.clear(within(dialog).getByRole('textbox', { name: /^Break-glass administrator’s email/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the email of an administrator who keeps their password')).toBeTruthy();
    expect(calls).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /^Break-glass administrator’s email/ }), 'admin@acme.example');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'PUT', path: `${BASE}/sso-1`, body: { protocol: 'SAML', ssoOnly: true, breakGlassEmail: 'admin@acme.example', saml: { idpEntityId: 'http://localhost:3001/saml' } } });
    expect(await within(dialog).findByText('The certificate does not parse')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: /^Signing certificate/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('the Active switch turns a provider off (POST toggleactive) and says so', async () => {
    const user = userEvent.setup();
    writeReply = () => {
      configurations = [{ ...saml, active: false }];
      return json(configurations[0]);
    };
    renderAt(PAGE);
    const card = await screen.findByRole('listitem', { name: 'Acme SAML' });
    await user.click(within(card).getByRole('switch', { name: 'Active: Acme SAML' }));
    await waitFor(() => expect(calls).toEqual([{ method: 'POST', path: `${BASE}/toggleactive/sso-1/false`, body: {} }]));
    expect(await screen.findByText('Acme SAML is off.')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Acme SAML' })).getByRole('switch', { name: 'Active: Acme SAML' })).not.toBeChecked());
  });

  it('deletes only after the confirmation', async () => {
    const user = userEvent.setup();
    writeReply = () => {
      configurations = [];
      return json({ ok: true });
    };
    renderAt(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Delete Acme SAML' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Acme SAML?' });
    expect(confirm.textContent).toContain('People of acme.example will no longer sign in with Acme SAML.');
    expect(calls).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls).toEqual([{ method: 'DELETE', path: `${BASE}/sso-1`, body: undefined }]));
    expect(await screen.findByText('Acme SAML was deleted.')).toBeTruthy();
    expect(await screen.findByText(/No identity provider yet/)).toBeTruthy();
  });

  it('"Test sign-in" opens the sign-in pop-up in the press, then sends it to the provider', async () => {
    const user = userEvent.setup();
    const popup = { close: vi.fn() } as unknown as Window;
    const open = vi.spyOn(popupEnvironment, 'open').mockReturnValue(popup);
    const navigate = vi.spyOn(popupEnvironment, 'navigate').mockImplementation(() => {});
    renderAt(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Test sign-in with Acme SAML' }));
    expect(open).toHaveBeenCalledWith('about:blank', expect.any(String), expect.stringContaining('width=500,height=640'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(popup, 'http://localhost:3001/saml/sso'));
    expect(calls).toEqual([{ method: 'GET', path: `${BASE}/sso-1/externalAuthorizationUrl`, body: undefined }]);
    expect(await screen.findByText(/The sign-in page of Acme SAML opened in a new window/)).toBeTruthy();
  });

  it('is not shown to a company without the SSO_INTEGRATION feature', async () => {
    auth = businessAuth({ tier: 'bizPlus', companyFlags: { integrations: true } });
    renderAt(PAGE);
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Single sign-on');
    expect(screen.queryByRole('button', { name: 'Add identity provider' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Identity providers' })).toBeNull();
    // The guard refused before the page's loader: its calls were never made.
    expect(api.fetch.mock.calls.some(([input]) => new URL(String(input), 'http://localhost').pathname.startsWith(BASE))).toBe(false);
  });
});
