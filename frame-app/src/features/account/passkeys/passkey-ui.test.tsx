// @vitest-environment jsdom
/**
 * Passkeys in the frame (issue #9; account-business-header-and-trips §5, §7, §8) with fetch stubbed at the boundary
 * and the browser's WebAuthn (`navigator.credentials`) replaced by a stub: what each call sends, the session's form
 * token kept, the machine's outcome, the silent PASSKEYS_NOT_SETUP fallback, 'User info is missing', errors in the
 * frame's words, and the user's own cancel shown as nothing. The real ceremony runs in tests/e2e/passkeys.spec.ts.
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  WEBAUTHN_AUTOFILL_PARAMS_PATH, WEBAUTHN_CREDENTIALS_PATH, WEBAUTHN_LOGIN_PARAMS_PATH, WEBAUTHN_LOGIN_PATH, WEBAUTHN_NEW_CREDENTIAL_PARAMS_PATH,
  WEBAUTHN_REGISTER_PATH,
} from '@travel/contract';
import { formTokenAtom, logger } from '../../../state/index.ts';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderSignInDialog } from '../../../../test/sign-in-test-support.tsx';
import { startPasskeySignIn } from './passkey-host.ts';
import { conditionalAutofillBlocked } from './passkey-sign-in.ts';
import { ProfilePasskeys } from '../profile/profile-passkeys.tsx';
import type { SignInEffect } from '../sign-in/sign-in-machine.ts';

const api = createFetchStub();
const NEW_TOKEN = 'new-session-token-0123456789';
const CHALLENGE = 'Y2hhbGxlbmdlLWNoYWxsZW5nZS1jaGFsbGVuZ2UtMTI';
const REQUEST_OPTIONS = { rp: { id: 'localhost', name: 'Travel' }, rpId: 'localhost', challenge: CHALLENGE, timeout: 300000, userVerification: 'preferred', allowCredentials: [] };
const CREATION_OPTIONS = {
  rp: { id: 'localhost', name: 'Travel' },
  challenge: CHALLENGE,
  user: { id: 'dXNlci1pZA', name: 'ada@example.com', displayName: 'ada@example.com' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  excludeCredentials: [],
  timeout: 300000,
  attestation: 'none',
  authenticatorSelection: { authenticatorAttachment: 'platform', residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
};

const bytes = (text: string): ArrayBuffer => new TextEncoder().encode(text).buffer as ArrayBuffer;
const assertion = {
  id: 'Y3JlZA',
  rawId: bytes('cred'),
  type: 'public-key',
  authenticatorAttachment: 'platform',
  response: { authenticatorData: bytes('auth'), clientDataJSON: bytes('{}'), signature: bytes('sig'), userHandle: bytes('user-id') },
  getClientExtensionResults: () => ({}),
};
const attestation = {
  id: 'Y3JlZA',
  rawId: bytes('cred'),
  type: 'public-key',
  authenticatorAttachment: 'platform',
  response: { attestationObject: bytes('att'), clientDataJSON: bytes('{}'), getTransports: () => ['internal', 'hybrid'] },
  getClientExtensionResults: () => ({}),
};
const credentials = { get: vi.fn<(options: CredentialRequestOptions) => Promise<unknown>>(), create: vi.fn<(options: CredentialCreationOptions) => Promise<unknown>>() };

beforeEach(() => {
  vi.stubGlobal('fetch', api.fetch);
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  Object.defineProperty(navigator, 'credentials', { value: credentials, configurable: true });
  api.fetch.mockClear();
  credentials.get.mockReset().mockResolvedValue(assertion);
  credentials.create.mockReset().mockResolvedValue(attestation);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Form bodies sent to `path`. */
function sentTo(path: string): URLSearchParams[] {
  return api.fetch.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => new URLSearchParams(String(init?.body ?? '')));
}

describe('conditional autofill', () => {
  it.each([
    ['iPhone OS 16.0', 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 Version/16.0 Mobile/15E148 Safari/604.1', true],
    ['iPhone OS 16.3', 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_3 like Mac OS X) AppleWebKit/605.1.15 Version/16.3 Mobile/15E148 Safari/604.1', true],
    ['iPhone OS 16.4', 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_4 like Mac OS X) AppleWebKit/605.1.15 Version/16.4 Mobile/15E148 Safari/604.1', false],
    ['iPhone OS 15.7', 'Mozilla/5.0 (iPhone; CPU iPhone OS 15_7 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', false],
    ['iPhone OS 17.0', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', false],
    ['desktop Chromium', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', false],
  ])('is %s blocked: %s', (_name, ua, blocked) => {
    expect(conditionalAutofillBlocked(ua)).toBe(blocked);
  });
});

describe('conditional UI on the Email field', () => {
  /** A browser with conditional mediation: `get` with mediation 'conditional' waits until `pick()` (the user's choice). */
  function withConditionalMediation() {
    const available = vi.fn(() => Promise.resolve(true));
    Object.assign(globalThis.PublicKeyCredential, { isConditionalMediationAvailable: available });
    let pick: () => void = () => undefined;
    credentials.get.mockImplementation((options) =>
      options.mediation === 'conditional'
        ? new Promise((resolve, reject) => {
            pick = () => resolve(assertion);
            options.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          })
        : Promise.resolve(assertion),
    );
    return { available, pick: () => act(() => pick()) };
  }

  it('offers the passkeys while the Email field shows; picking one signs in', async () => {
    api.handler = (url) => (url.pathname === WEBAUTHN_LOGIN_PATH ? json({ status: 0, message: 'signin', formtoken: NEW_TOKEN }) : json(REQUEST_OPTIONS));
    const browser = withConditionalMediation();
    const { send, store, onEffect } = renderSignInDialog();
    send({ type: 'SHOW' });
    await waitFor(() => expect(credentials.get).toHaveBeenCalledTimes(1));
    expect(browser.available).toHaveBeenCalled();
    expect(credentials.get.mock.calls[0]![0].mediation).toBe('conditional');
    expect(sentTo(WEBAUTHN_AUTOFILL_PARAMS_PATH)).toHaveLength(1);
    expect(screen.queryByRole('status')).toBeNull();
    await browser.pick();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.get(formTokenAtom)).toBe(NEW_TOKEN);
    expect(onEffect).toHaveBeenCalledWith({ type: 'publishAuthenticationStateChanged' });
  });

  it('asks again after the server says the autofill challenge expired, so a later pick still signs in', async () => {
    let logins = 0;
    api.handler = (url) => {
      if (url.pathname !== WEBAUTHN_LOGIN_PATH) return json(REQUEST_OPTIONS);
      logins += 1;
      return logins === 1
        ? json({ status: -1, errorField: null, message: 'expired', errorCode: 'PASSKEY_CHALLENGE_EXPIRED' })
        : json({ status: 0, message: 'signin', formtoken: NEW_TOKEN });
    };
    const browser = withConditionalMediation();
    const { send } = renderSignInDialog();
    send({ type: 'SHOW' });
    await waitFor(() => expect(credentials.get).toHaveBeenCalledTimes(1));
    await browser.pick();
    expect(await screen.findByRole('alert')).toHaveTextContent('The passkey request expired. Please try again.');
    await waitFor(() => expect(credentials.get).toHaveBeenCalledTimes(2));
    expect(sentTo(WEBAUTHN_AUTOFILL_PARAMS_PATH)).toHaveLength(2);
    await browser.pick();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is cancelled silently when the Email view goes away', async () => {
    api.handler = () => json(REQUEST_OPTIONS);
    withConditionalMediation();
    const { send, user } = renderSignInDialog();
    send({ type: 'SHOW' });
    await waitFor(() => expect(credentials.get).toHaveBeenCalledTimes(1));
    const signal = credentials.get.mock.calls[0]![0].signal!;
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(signal.aborted).toBe(true));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sentTo(WEBAUTHN_LOGIN_PATH)).toHaveLength(0);
  });

  it('shows nothing when the browser refuses the autofill request as unsupported (no authenticator for it)', async () => {
    api.handler = () => json(REQUEST_OPTIONS);
    Object.assign(globalThis.PublicKeyCredential, { isConditionalMediationAvailable: () => Promise.resolve(true) });
    // What Chromium without a platform authenticator answers a discoverable (conditional) request with.
    const refusal = new DOMException("Resident credentials or empty 'allowCredentials' lists are not supported at this time.", 'NotSupportedError');
    credentials.get.mockRejectedValue(refusal);
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const { send } = renderSignInDialog();
    send({ type: 'SHOW' });
    await waitFor(() => expect(warn).toHaveBeenCalledWith('passkey prompt failed', refusal));
    await act(async () => {});
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeVisible();
  });

  it('is not started on iPhone OS 16.0 to 16.3', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 16_2 like Mac OS X) AppleWebKit/605.1.15 Version/16.2 Mobile/15E148 Safari/604.1');
    api.handler = () => json(REQUEST_OPTIONS);
    const browser = withConditionalMediation();
    const { send } = renderSignInDialog();
    send({ type: 'SHOW' });
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'username webauthn');
    await act(async () => {});
    // The browser is not even asked (elsewhere it is, in the same tick as the view shows).
    expect(browser.available).not.toHaveBeenCalled();
    expect(sentTo(WEBAUTHN_AUTOFILL_PARAMS_PATH)).toHaveLength(0);
    expect(credentials.get).not.toHaveBeenCalled();
  });
});

/** Renders the dialog with every method and performs its passkey effect like the sign-in host. */
function renderWithHost() {
  const rendered = renderSignInDialog();
  const performed: SignInEffect[] = [];
  const perform = (effect: SignInEffect): void => {
    performed.push(effect);
    if (effect.type === 'startPasskeySignIn') void startPasskeySignIn(effect.email, rendered.store, perform);
  };
  rendered.onEffect.mockImplementation(perform);
  return { ...rendered, performed };
}

describe('"Sign in with a passkey"', () => {
  it('from the landing page offers any passkey (autofill challenge), posts the assertion, keeps the new form token and signs in', async () => {
    api.handler = (url) => {
      if (url.pathname === WEBAUTHN_AUTOFILL_PARAMS_PATH) return json(REQUEST_OPTIONS);
      if (url.pathname === WEBAUTHN_LOGIN_PATH) return json({ status: 0, message: 'signin', formtoken: NEW_TOKEN });
      return json({ errors: [{ code: 'NOT_FOUND', description: 'no' }] }, 404);
    };
    const { send, user, store, performed } = renderWithHost();
    send({ type: 'SHOW' });
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.get(formTokenAtom)).toBe(NEW_TOKEN);
    expect(performed.map((e) => e.type)).toEqual(['startPasskeySignIn', 'publishAuthenticationStateChanged']);
    const publicKey = credentials.get.mock.calls[0]![0].publicKey!;
    expect(publicKey.userVerification).toBe('preferred');
    expect(publicKey.rpId).toBe('localhost');
    const [login] = sentTo(WEBAUTHN_LOGIN_PATH);
    expect([...login!.keys()].sort()).toEqual(['authenticatorData', 'clientDataJSON', 'credentialId', 'signature', 'userHandle']);
    expect(login!.get('credentialId')).toBe('Y3JlZA');
  });

  it('with an email that has no passkey prompts nothing and stays on the password form (silent PASSKEYS_NOT_SETUP)', async () => {
    api.handler = () => json(REQUEST_OPTIONS);
    const warn = vi.spyOn(logger, 'warn');
    const { send, user } = renderWithHost();
    send({ type: 'SHOW' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(sentTo(WEBAUTHN_LOGIN_PARAMS_PATH)).toHaveLength(1));
    expect(sentTo(WEBAUTHN_LOGIN_PARAMS_PATH)[0]!.get('username')).toBe('ada@example.com');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(credentials.get).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(screen.getByRole('dialog')).getByLabelText('Password')).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
  });

  it('shows nothing when the user cancels the browser prompt, and the frame\'s words when the server refuses the passkey', async () => {
    api.handler = (url) => (url.pathname === WEBAUTHN_LOGIN_PATH ? json({ status: -1, errorField: null, message: 'server words', errorCode: 'PASSKEY_NOT_RECOGNIZED' }) : json(REQUEST_OPTIONS));
    credentials.get.mockRejectedValueOnce(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'));
    const { send, user } = renderWithHost();
    send({ type: 'SHOW' });
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(credentials.get).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We do not recognize this passkey. It may have been removed. Sign in another way.');
    expect(screen.queryByText('server words')).toBeNull();
  });

  it('opens the locked-account view for a locked account', async () => {
    api.handler = (url) => (url.pathname === WEBAUTHN_LOGIN_PATH ? json({ status: -1, errorField: null, message: 'locked', errorCode: 'ACCOUNT_LOCKED' }) : json(REQUEST_OPTIONS));
    const { send, user } = renderWithHost();
    send({ type: 'SHOW' });
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('heading', { name: 'Your account is locked' })).toBeInTheDocument();
  });
});

/** Opens the registration form with the email entered. */
async function openRegisterForm() {
  const rendered = renderSignInDialog();
  rendered.send({ type: 'SHOW' });
  await rendered.user.click(screen.getByRole('button', { name: 'Create account' }));
  await rendered.user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await rendered.user.click(screen.getByRole('button', { name: 'Continue' }));
  return rendered;
}

async function acceptTerms(user: ReturnType<typeof userEvent.setup>) {
  const consent = screen.getByRole('checkbox', { name: 'I agree to the terms of use and the privacy policy' });
  await user.click(consent);
  expect(consent).toBeChecked();
}

describe('"Create an account with a passkey"', () => {
  it('creates a platform passkey with a resident key, registers it with the consent choices and signs in', async () => {
    api.handler = (url) => {
      if (url.pathname === WEBAUTHN_NEW_CREDENTIAL_PARAMS_PATH) return json(CREATION_OPTIONS);
      if (url.pathname === WEBAUTHN_REGISTER_PATH) return json({ status: 0, message: 'signup', formtoken: NEW_TOKEN });
      return json({ errors: [{ code: 'NOT_FOUND', description: 'no' }] }, 404);
    };
    const { user, store, onEffect } = await openRegisterForm();
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Create an account with a passkey' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.get(formTokenAtom)).toBe(NEW_TOKEN);
    expect(onEffect).toHaveBeenCalledWith({ type: 'publishAuthenticationStateChanged' });
    const publicKey = credentials.create.mock.calls[0]![0].publicKey!;
    expect(publicKey.authenticatorSelection).toMatchObject({ authenticatorAttachment: 'platform', residentKey: 'required', requireResidentKey: true });
    expect(sentTo(WEBAUTHN_NEW_CREDENTIAL_PARAMS_PATH)[0]!.get('username')).toBe('ada@example.com');
    const [register] = sentTo(WEBAUTHN_REGISTER_PATH);
    expect(Object.fromEntries(register!)).toMatchObject({ username: 'ada@example.com', credentialId: 'Y3JlZA', consent: 'true', optin: 'true', transports: 'internal,hybrid' });
    expect(register!.get('attestationObject')).toBeTruthy();
    expect(register!.get('clientDataJSON')).toBeTruthy();
  });

  it('asks for the terms consent before any call', async () => {
    const { user } = await openRegisterForm();
    await user.click(screen.getByRole('button', { name: 'Create an account with a passkey' }));
    expect(await screen.findByText('Agree to the terms to create an account.')).toBeInTheDocument();
    expect(sentTo(WEBAUTHN_NEW_CREDENTIAL_PARAMS_PATH)).toHaveLength(0);
  });

  it('fails with \'User info is missing\' (logged) when the options carry no user, without a prompt', async () => {
    const { user: _user, ...noUser } = CREATION_OPTIONS;
    api.handler = () => json(noUser);
    const warn = vi.spyOn(logger, 'warn');
    const { user } = await openRegisterForm();
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Create an account with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not start creating your passkey. Please try again.');
    expect(warn).toHaveBeenCalledWith('User info is missing');
    expect(credentials.create).not.toHaveBeenCalled();
  });

  it('shows a taken email under the Email field', async () => {
    api.handler = () => json({ status: -1, errorField: 'username', message: 'taken', errorCode: 'EMAIL_TAKEN' });
    const { user } = await openRegisterForm();
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Create an account with a passkey' }));
    expect(await screen.findByText('An account with this email already exists. Sign in instead.')).toBeInTheDocument();
    expect(credentials.create).not.toHaveBeenCalled();
  });
});

describe('profile passkeys', () => {
  function renderProfile(passkeys: Parameters<typeof ProfilePasskeys>[0]['passkeys']) {
    const onChanged = vi.fn();
    const store = createStore();
    render(
      <Provider store={store}>
        <IntlProvider locale="en" defaultLocale="en" onError={() => {}}>
          <ProfilePasskeys passkeys={passkeys} onChanged={onChanged} />
        </IntlProvider>
      </Provider>,
    );
    return { onChanged, store, user: userEvent.setup() };
  }

  it('lists the passkeys, removes one (DELETE with X-CSRF) and adds one to the signed-in account', async () => {
    api.handler = (url, init) => {
      if (init.method === 'DELETE') return new Response(null, { status: 204 });
      if (url.pathname === WEBAUTHN_NEW_CREDENTIAL_PARAMS_PATH) return json(CREATION_OPTIONS);
      if (url.pathname === WEBAUTHN_REGISTER_PATH) return json({ status: 0, message: 'added', formtoken: 'test-token-0123456789' });
      return json({ errors: [{ code: 'NOT_FOUND', description: 'no' }] }, 404);
    };
    const { onChanged, user } = renderProfile([
      { credentialId: 'cred-1', transports: ['internal'], createdAt: '2026-11-20T10:00:00.000Z', lastUsedAt: null },
    ]);
    const list = screen.getByRole('list', { name: 'Passkeys' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Not used yet')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: /^Remove passkey created/ }));
    expect(await screen.findByRole('status')).toHaveTextContent('Passkey removed.');
    const del = api.fetch.mock.calls.find(([, init]) => init?.method === 'DELETE')!;
    expect(new URL(String(del[0]), 'http://localhost').pathname).toBe(`${WEBAUTHN_CREDENTIALS_PATH}/cred-1`);
    expect(new Headers(del[1]!.headers).get('X-CSRF')).toBe('test-token-0123456789');
    expect(onChanged).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Passkey added.'));
    expect(onChanged).toHaveBeenCalledTimes(2);
  });

  it('says so when there is none', async () => {
    renderProfile([]);
    await act(async () => {});
    expect(screen.getByText(/You have no passkeys yet/)).toBeInTheDocument();
  });
});
