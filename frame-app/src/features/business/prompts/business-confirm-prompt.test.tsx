// @vitest-environment jsdom
/**
 * The business confirmation prompt and dialog (account-business-header-and-trips §2 confirmation dialogs, §4 account-
 * related prompts and dialog states): which prompt shows, idle -> sending (button disabled) -> closes on success, and
 * on failure the button is re-enabled with the error line.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import type { AuthState } from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderRouter } from '../../../../test/test-app.tsx';
import { businessAuth, personalAuth } from '../../../../test/business-test-support.ts';
import { BusinessConfirmPrompt } from './business-confirm-prompt.tsx';
import { businessPromptOf } from './prompt-kind.ts';

const api = createFetchStub();

function withConfirmation(company: boolean, profile: boolean): AuthState {
  const auth = businessAuth();
  auth.businessState.companyConfirmationNeeded = company;
  auth.businessState.businessProfileConfirmationNeeded = profile;
  return auth;
}

function renderPrompt(auth: AuthState) {
  renderRouter(createMemoryRouter([{ path: '/', element: <BusinessConfirmPrompt auth={auth} /> }]));
}

beforeEach(() => {
  vi.stubGlobal('fetch', api.fetch);
  api.fetch.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('businessPromptOf (§4 account-related prompts)', () => {
  it('company first, the profile once the company is confirmed, nothing without a business profile', () => {
    expect(businessPromptOf(withConfirmation(true, true))).toBe('company');
    expect(businessPromptOf(withConfirmation(false, true))).toBe('profile');
    expect(businessPromptOf(withConfirmation(false, false))).toBeNull();
    expect(businessPromptOf(personalAuth())).toBeNull();
    expect(businessPromptOf(undefined)).toBeNull();
  });
});

describe('BusinessConfirmPrompt', () => {
  it('confirm company: the dialog shows the email, sends (button disabled meanwhile), closes, and the notice says where it went', async () => {
    let release: (() => void) | undefined;
    const bodies: unknown[] = [];
    api.handler = (url, init) => {
      bodies.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      return new Promise<Response>((resolve) => {
        release = () => resolve(json({}));
      }) as unknown as Response;
    };
    renderPrompt(withConfirmation(true, false));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Confirm company' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm your company' });
    expect(dialog).toHaveTextContent('We will send a confirmation link to admin@acme.example.');
    await user.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    expect(within(dialog).getByRole('button', { name: 'Send the link' })).toBeDisabled();
    release?.();
    expect(await screen.findByText('We sent a confirmation link to admin@acme.example.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(bodies).toEqual([{ path: '/i/api/business/company/v1/sendConfirmation', body: { userEmail: 'admin@acme.example' } }]);
  });

  it('confirm business profile: a failure re-enables the button and shows the error line', async () => {
    api.handler = () => json({ errors: [{ code: 'RATE_LIMITED', description: 'Too many emails', localizedDescription: 'Too many emails: wait a minute.' }] }, 429);
    renderPrompt(withConfirmation(false, true));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Confirm business profile' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm your business profile' });
    await user.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many emails: wait a minute.');
    expect(within(dialog).getByRole('button', { name: 'Send the link' })).toBeEnabled();
  });
});
