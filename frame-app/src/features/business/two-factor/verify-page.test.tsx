// @vitest-environment jsdom
/**
 * The business verification page /business/verify?redir= (issue #24) with fetch stubbed at the boundary: an enrolled
 * user verifies with a code (a wrong one shown under the field) or a recovery code and lands on `redir`; a user
 * without two-factor enrols (QR code, key, code), sees the 10 recovery codes once and must tick "I have saved these"
 * before going on; a `redir` of another origin sends to the business home; too many wrong codes show an alert.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TWO_FACTOR_API_PATHS, type TwoFactorStatus } from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderRouter } from '../../../../test/test-app.tsx';
import * as page from './verify-page.tsx';

const api = createFetchStub();
const CODES = Array.from({ length: 10 }, (_, i) => `ABCDEFGHJKLMNP${String.fromCharCode(65 + i)}Q`.slice(0, 16));
let status: TwoFactorStatus;
let calls: { path: string; body: unknown }[];

function routerAt(path: string) {
  return createMemoryRouter([
    { path: '/business/verify', Component: page.Component, loader: page.loader },
    { path: '/trips', element: <h1>Trips page</h1> },
    { path: '/business', element: <h1>Business home</h1> },
  ], { initialEntries: [path] });
}

const refused = (code: string, status: number, field?: string) => json({ errors: [{ code, description: code, ...(field ? { field } : {}) }] }, status);

beforeEach(() => {
  status = { enrolled: true, verified: false, ssoAsserted: false, recoveryCodesLeft: 10 };
  calls = [];
  api.handler = (url, init) => {
    const body = typeof init.body === 'string' ? JSON.parse(init.body) as Record<string, string> : undefined;
    calls.push({ path: url.pathname, body });
    switch (url.pathname) {
      case TWO_FACTOR_API_PATHS.status: return json(status);
      case TWO_FACTOR_API_PATHS.verify: return body?.code === '123456' ? json({ verified: true, recoveryCodesLeft: 10 }) : refused('VALIDATION_ERROR', 400, 'code');
      case TWO_FACTOR_API_PATHS.recover: return body?.recoveryCode === 'ABCDEFGHJKLMNPQR' ? json({ verified: true, recoveryCodesLeft: 9 }) : refused('VALIDATION_ERROR', 400, 'recoveryCode');
      case TWO_FACTOR_API_PATHS.enrol: return json({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP', qrCodeDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+' });
      case TWO_FACTOR_API_PATHS.confirm: return body?.code === '654321' ? json({ enrolled: true, recoveryCodes: CODES }) : refused('VALIDATION_ERROR', 400, 'code');
      default: return refused('NOT_FOUND', 404);
    }
  };
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('verification of an enrolled user', () => {
  it('refuses a wrong code under the field, then verifies and goes to redir', async () => {
    const user = userEvent.setup();
    renderRouter(routerAt(`/business/verify?redir=${encodeURIComponent('/trips')}`));
    const field = await screen.findByLabelText('6-digit code');
    await user.type(field, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not right. Enter the current code from the app.')).toBeTruthy();
    await user.clear(field);
    await user.type(field, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Trips page' })).toBeTruthy();
    expect(calls.filter((c) => c.path === TWO_FACTOR_API_PATHS.verify).map((c) => c.body)).toEqual([{ code: '111111' }, { code: '123456' }]);
  });

  it('checks the code shape before sending', async () => {
    const user = userEvent.setup();
    renderRouter(routerAt('/business/verify?redir=%2Ftrips'));
    await user.type(await screen.findByLabelText('6-digit code'), '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6 digits the app shows.')).toBeTruthy();
    expect(calls.some((c) => c.path === TWO_FACTOR_API_PATHS.verify)).toBe(false);
  });

  it('"Use a recovery code" verifies with a recovery code typed in lower case with dashes', async () => {
    const user = userEvent.setup();
    renderRouter(routerAt('/business/verify?redir=%2Ftrips'));
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcd-efgh-jklm-npqr');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Trips page' })).toBeTruthy();
    expect(calls.find((c) => c.path === TWO_FACTOR_API_PATHS.recover)?.body).toEqual({ recoveryCode: 'ABCDEFGHJKLMNPQR' });
  });

  it('shows an alert after too many wrong codes (429)', async () => {
    api.handler = (url) => (url.pathname === TWO_FACTOR_API_PATHS.status ? json(status) : refused('RATE_LIMITED', 429));
    const user = userEvent.setup();
    renderRouter(routerAt('/business/verify?redir=%2Ftrips'));
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many wrong codes. Wait a few minutes and try again.');
  });

  it('a session already verified goes straight on', async () => {
    status = { ...status, verified: true };
    renderRouter(routerAt('/business/verify?redir=%2Ftrips'));
    expect(await screen.findByRole('heading', { name: 'Trips page' })).toBeTruthy();
  });
});

describe('enrolment', () => {
  it('shows the QR code and key, confirms a code, shows the recovery codes once and goes on only after "I have saved these"', async () => {
    status = { enrolled: false, verified: false, ssoAsserted: false, recoveryCodesLeft: 0 };
    const user = userEvent.setup();
    // A redir to another site is refused: the page goes to the business home instead.
    renderRouter(routerAt(`/business/verify?redir=${encodeURIComponent('//evil.example/business')}`));
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByTestId('two-factor-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await user.type(screen.getByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(list.textContent).toContain('ABCD-EFGH-JKLM-NPAQ');
    const go = screen.getByRole('button', { name: 'Continue' });
    expect(go.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByLabelText('I have saved these recovery codes'));
    await waitFor(() => expect(go.hasAttribute('disabled')).toBe(false));
    await user.click(go);
    expect(await screen.findByRole('heading', { name: 'Business home' })).toBeTruthy();
  });

  it('asks a caller without a business profile to sign in with it', async () => {
    api.handler = () => refused('FORBIDDEN', 403);
    renderRouter(routerAt('/business/verify?redir=%2Ftrips'));
    expect(await screen.findByText('Sign in with your business account to continue.')).toBeTruthy();
  });
});
