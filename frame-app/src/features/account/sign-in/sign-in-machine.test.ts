/**
 * The sign-in dialog machine (core-and-business §2, §4; issue #9): one test per transition, i.e. every event in
 * every view, plus the closed dialog, the show requests and the selectors.
 */
import { describe, expect, it } from 'vitest';
import {
  initialSignInState,
  isOpen,
  showBack,
  showClose,
  SIGN_IN_VIEWS,
  transition,
  type SignInEvent,
  type SignInEventType,
  type SignInState,
  type SignInView,
  type SsoOffer,
} from './sign-in-machine.ts';

/** An open dialog in `view`, opened on `startView` (landing page unless told). */
function inView(view: SignInView, changes: Partial<SignInState> = {}): SignInState {
  return { ...initialSignInState(), view, startView: 'landingPage', email: 'ada@example.com', ...changes };
}

const EVENTS: Record<Exclude<SignInEventType, 'SHOW'>, SignInEvent> = {
  CLOSE: { type: 'CLOSE' },
  BACK: { type: 'BACK' },
  REQUEST_CLOSE_CONTROL: { type: 'REQUEST_CLOSE_CONTROL' },
  SUBMIT_EMAIL: { type: 'SUBMIT_EMAIL', email: ' grace@example.com ' },
  CREATE_ACCOUNT: { type: 'CREATE_ACCOUNT' },
  CONTINUE_WITH_PROVIDER: { type: 'CONTINUE_WITH_PROVIDER', provider: 'apple' },
  CONTINUE_WITH_SSO: { type: 'CONTINUE_WITH_SSO' },
  SIGN_IN_WITH_PASSKEY: { type: 'SIGN_IN_WITH_PASSKEY' },
  FORGOT_PASSWORD: { type: 'FORGOT_PASSWORD' },
  FORGOT_PASSWORD_SENT: { type: 'FORGOT_PASSWORD_SENT' },
  SEND_MAGIC_CODE: { type: 'SEND_MAGIC_CODE' },
  SIGNED_IN: { type: 'SIGNED_IN' },
  ACCOUNT_LOCKED: { type: 'ACCOUNT_LOCKED' },
  EXTERNAL_AUTH_REQUIRED: { type: 'EXTERNAL_AUTH_REQUIRED' },
  BUSINESS_ONBOARDING_REQUIRED: { type: 'BUSINESS_ONBOARDING_REQUIRED' },
};

/**
 * The expected view after each navigation event, per view that offers it; every view not listed ignores the event.
 * (CLOSE, BACK, REQUEST_CLOSE_CONTROL, SIGN_IN_WITH_PASSKEY and SIGNED_IN have their own tests below.)
 */
const NAVIGATION: Partial<Record<SignInEventType, Partial<Record<SignInView, SignInView>>>> = {
  SUBMIT_EMAIL: { landingPage: 'passwordForm', login: 'passwordForm', priceAlertLanding: 'passwordForm', tripsSoftGate: 'passwordForm', emailForm: 'passwordForm' },
  CREATE_ACCOUNT: { landingPage: 'emailForm', login: 'emailForm', priceAlertLanding: 'emailForm', tripsSoftGate: 'emailForm' },
  CONTINUE_WITH_PROVIDER: { landingPage: 'oauth', login: 'oauth', priceAlertLanding: 'oauth', tripsSoftGate: 'oauth', emailForm: 'oauth', externalAuthentication: 'oauth' },
  FORGOT_PASSWORD: { passwordForm: 'forgotPassword', lockedAccount: 'forgotPassword' },
  FORGOT_PASSWORD_SENT: { forgotPassword: 'forgotPasswordSuccess' },
  SEND_MAGIC_CODE: { emailForm: 'magicCodeEmail', passwordForm: 'magicCodeEmail', externalAuthentication: 'magicCodeEmail' },
  ACCOUNT_LOCKED: Object.fromEntries(SIGN_IN_VIEWS.map((v) => [v, 'lockedAccount'])),
  EXTERNAL_AUTH_REQUIRED: Object.fromEntries(SIGN_IN_VIEWS.map((v) => [v, 'externalAuthentication'])),
  BUSINESS_ONBOARDING_REQUIRED: Object.fromEntries(SIGN_IN_VIEWS.map((v) => [v, 'businessOnboarding'])),
};

const NO_BACK: SignInView[] = ['landingPage', 'login', 'tripsSoftGate'];
const ASKS_FOR_CLOSE: SignInView[] = ['tripsSoftGate', 'forgotPasswordSuccess', 'lockedAccount'];

describe('show requests (the dialog opens on a show request)', () => {
  it('starts closed, with no back or close control', () => {
    const state = initialSignInState();
    expect(isOpen(state)).toBe(false);
    expect(showBack(state)).toBe(false);
    expect(showClose(state)).toBe(false);
  });

  it('opens on the landing page when the request names no view', () => {
    const { state, effects } = transition(initialSignInState(), { type: 'SHOW' });
    expect(state).toEqual({ ...initialSignInState(), view: 'landingPage', startView: 'landingPage' });
    expect(effects).toEqual([]);
  });

  it.each(SIGN_IN_VIEWS)('opens on %s when asked for it', (view) => {
    const { state } = transition(initialSignInState(), { type: 'SHOW', view });
    expect(state.view).toBe(view);
    expect(state.startView).toBe(view);
  });

  it('sign-up maps to login', () => {
    const { state } = transition(initialSignInState(), { type: 'SHOW', view: 'signUp' });
    expect(state.view).toBe('login');
    expect(state.startView).toBe('login');
  });

  it('the trips soft gate start keeps the result id; other views drop it', () => {
    expect(transition(initialSignInState(), { type: 'SHOW', view: 'tripsSoftGate', resultId: 'r-42' }).state).toMatchObject({ view: 'tripsSoftGate', startView: 'tripsSoftGate', resultId: 'r-42' });
    expect(transition(initialSignInState(), { type: 'SHOW', view: 'login', resultId: 'r-42' }).state.resultId).toBeNull();
  });

  it('the close flag shows the close control from the start, in every view', () => {
    for (const view of SIGN_IN_VIEWS) {
      expect(showClose(transition(initialSignInState(), { type: 'SHOW', view, showClose: true }).state)).toBe(true);
    }
  });

  it('a show request while open starts over from the requested view', () => {
    const open = inView('forgotPassword', { closeRequested: true, intent: 'register' });
    expect(transition(open, { type: 'SHOW', view: 'priceAlertLanding', email: 'x@example.com' }).state).toEqual({
      ...initialSignInState(),
      view: 'priceAlertLanding',
      startView: 'priceAlertLanding',
      email: 'x@example.com',
    });
  });

  it.each(Object.values(EVENTS))('the closed dialog ignores $type', (event) => {
    const closed = initialSignInState();
    const { state, effects } = transition(closed, event);
    expect(state).toBe(closed);
    expect(effects).toEqual([]);
  });
});

describe('Back', () => {
  it.each(SIGN_IN_VIEWS)('from %s', (view) => {
    const state = inView(view, { closeRequested: true, provider: 'google', intent: 'register' });
    const next = transition(state, EVENTS.BACK);
    expect(next.effects).toEqual([]);
    if (NO_BACK.includes(view)) {
      expect(showBack(state)).toBe(false);
      expect(next.state).toBe(state);
    } else {
      expect(showBack(state)).toBe(true);
      expect(next.state).toEqual({ ...state, view: 'login', closeRequested: false, provider: null, intent: 'signIn' });
    }
  });

  it.each(SIGN_IN_VIEWS.filter((v) => v !== 'tripsSoftGate'))('from %s returns to the trips soft gate when that was the start', (view) => {
    const state = inView(view, { startView: 'tripsSoftGate', resultId: 'r-7' });
    const next = transition(state, EVENTS.BACK).state;
    if (NO_BACK.includes(view)) expect(next).toBe(state);
    else expect(next).toMatchObject({ view: 'tripsSoftGate', startView: 'tripsSoftGate', resultId: 'r-7' });
  });

  it('back from the trips soft gate does nothing (no back control there)', () => {
    const state = inView('tripsSoftGate', { startView: 'tripsSoftGate', resultId: 'r-7' });
    expect(transition(state, EVENTS.BACK).state).toBe(state);
  });
});

describe('Close (the dialog resets on close)', () => {
  it.each(SIGN_IN_VIEWS)('from %s', (view) => {
    const state = inView(view, { closeRequested: true, provider: 'naver', intent: 'register', resultId: view === 'tripsSoftGate' ? 'r-1' : null });
    const { state: next, effects } = transition(state, EVENTS.CLOSE);
    expect(next).toEqual(initialSignInState());
    expect(isOpen(next)).toBe(false);
    expect(effects).toEqual(view === 'tripsSoftGate' ? [{ type: 'publishTripsSignInClose', resultId: 'r-1' }] : []);
  });

  it('closing from the trips soft gate publishes the close event carrying the result id', () => {
    const opened = transition(initialSignInState(), { type: 'SHOW', view: 'tripsSoftGate', resultId: 'result-123' }).state;
    expect(transition(opened, EVENTS.CLOSE).effects).toEqual([{ type: 'publishTripsSignInClose', resultId: 'result-123' }]);
  });

  it('closing after leaving the trips soft gate publishes nothing (only closing from the gate does)', () => {
    const opened = transition(initialSignInState(), { type: 'SHOW', view: 'tripsSoftGate', resultId: 'result-123' }).state;
    const password = transition(opened, EVENTS.SUBMIT_EMAIL).state;
    expect(transition(password, EVENTS.CLOSE).effects).toEqual([]);
  });

  it('reopening after a close starts fresh (nothing typed, no close request, the new start view)', () => {
    let state = transition(initialSignInState(), { type: 'SHOW', view: 'tripsSoftGate', resultId: 'r' }).state;
    state = transition(state, EVENTS.SUBMIT_EMAIL).state;
    state = transition(state, EVENTS.REQUEST_CLOSE_CONTROL).state;
    state = transition(state, EVENTS.CLOSE).state;
    state = transition(state, { type: 'SHOW' }).state;
    expect(state).toEqual({ ...initialSignInState(), view: 'landingPage', startView: 'landingPage' });
    expect(showClose(state)).toBe(false);
  });
});

describe('the close control shows only when the content asks or a flag says so', () => {
  it.each(SIGN_IN_VIEWS)('in %s', (view) => {
    const state = inView(view);
    expect(showClose(state)).toBe(ASKS_FOR_CLOSE.includes(view));
    const asked = transition(state, EVENTS.REQUEST_CLOSE_CONTROL);
    expect(asked.state).toEqual({ ...state, closeRequested: true });
    expect(asked.effects).toEqual([]);
    expect(showClose(asked.state)).toBe(true);
    expect(transition(asked.state, EVENTS.REQUEST_CLOSE_CONTROL).state).toBe(asked.state);
  });

  it("a new view's content has not asked yet; the flag stays", () => {
    const asked = transition(inView('landingPage'), EVENTS.REQUEST_CLOSE_CONTROL).state;
    expect(showClose(transition(asked, EVENTS.SUBMIT_EMAIL).state)).toBe(false);
    const flagged = inView('landingPage', { closeFlag: true });
    expect(showClose(transition(flagged, EVENTS.SUBMIT_EMAIL).state)).toBe(true);
  });
});

describe.each(Object.entries(NAVIGATION))('%s', (type, targets) => {
  const event = EVENTS[type as keyof typeof EVENTS];
  it.each(SIGN_IN_VIEWS)('in %s', (view) => {
    const state = inView(view, { closeRequested: true, provider: view === 'oauth' ? 'google' : null });
    const { state: next, effects } = transition(state, event);
    const target = targets[view];
    if (target === undefined || target === view) {
      expect(next).toBe(state);
      expect(effects).toEqual(event.type === 'CONTINUE_WITH_PROVIDER' && target ? [{ type: 'startSocialSignIn', provider: 'apple' }] : []);
      return;
    }
    expect(next.view).toBe(target);
    expect(next.closeRequested).toBe(false);
    expect(next.startView).toBe('landingPage');
    if (event.type === 'CONTINUE_WITH_PROVIDER') {
      expect(next.provider).toBe('apple');
      expect(effects).toEqual([{ type: 'startSocialSignIn', provider: 'apple' }]);
    } else {
      expect(next.provider).toBeNull();
      expect(effects).toEqual([]);
    }
  });
});

describe('what each step keeps', () => {
  it('the submitted email (trimmed) goes to the password form, and on to forgot password', () => {
    const password = transition(inView('landingPage', { email: '' }), EVENTS.SUBMIT_EMAIL).state;
    expect(password).toMatchObject({ view: 'passwordForm', email: 'grace@example.com' });
    expect(transition(password, EVENTS.FORGOT_PASSWORD).state).toMatchObject({ view: 'forgotPassword', email: 'grace@example.com' });
  });

  it('Create account opens the email form for registering; Back returns to signing in', () => {
    const email = transition(inView('landingPage'), EVENTS.CREATE_ACCOUNT).state;
    expect(email).toMatchObject({ view: 'emailForm', intent: 'register' });
    expect(transition(email, EVENTS.SUBMIT_EMAIL).state).toMatchObject({ view: 'passwordForm', intent: 'register' });
    expect(transition(email, EVENTS.BACK).state).toMatchObject({ view: 'login', intent: 'signIn', email: 'ada@example.com' });
  });

  it.each(['google', 'apple', 'naver'] as const)('OAuth keeps the provider %s', (provider) => {
    expect(transition(inView('login'), { type: 'CONTINUE_WITH_PROVIDER', provider })).toEqual({
      state: { ...inView('login'), view: 'oauth', provider },
      effects: [{ type: 'startSocialSignIn', provider }],
    });
  });

  it('the trips soft gate result id survives the steps and Back', () => {
    let state = transition(initialSignInState(), { type: 'SHOW', view: 'tripsSoftGate', resultId: 'r-9' }).state;
    state = transition(state, EVENTS.CREATE_ACCOUNT).state;
    state = transition(state, EVENTS.SUBMIT_EMAIL).state;
    state = transition(state, EVENTS.SEND_MAGIC_CODE).state;
    expect(state).toMatchObject({ view: 'magicCodeEmail', resultId: 'r-9' });
    state = transition(state, EVENTS.BACK).state;
    expect(state.view).toBe('tripsSoftGate');
    expect(transition(state, EVENTS.CLOSE).effects).toEqual([{ type: 'publishTripsSignInClose', resultId: 'r-9' }]);
  });
});

describe('SIGN_IN_WITH_PASSKEY (starts the passkey calls, stays in the view)', () => {
  const offering: SignInView[] = ['landingPage', 'login', 'priceAlertLanding', 'tripsSoftGate', 'emailForm', 'passwordForm', 'externalAuthentication'];
  it.each(SIGN_IN_VIEWS)('in %s', (view) => {
    const state = inView(view);
    const { state: next, effects } = transition(state, EVENTS.SIGN_IN_WITH_PASSKEY);
    expect(next).toBe(state);
    expect(effects).toEqual(offering.includes(view) ? [{ type: 'startPasskeySignIn', email: 'ada@example.com' }] : []);
  });
});

describe('SIGNED_IN (closes, resets and publishes authentication-state-changed)', () => {
  it.each(SIGN_IN_VIEWS)('in %s', (view) => {
    const { state, effects } = transition(inView(view, { resultId: 'r' }), EVENTS.SIGNED_IN);
    expect(state).toEqual(initialSignInState());
    expect(effects).toEqual([{ type: 'publishAuthenticationStateChanged' }]);
  });

  it.each(SIGN_IN_VIEWS)('with a loginRedirectUrl in %s: publishes first, then asks to follow it', (view) => {
    const { state, effects } = transition(inView(view), { type: 'SIGNED_IN', loginRedirectUrl: '/p/demo/profile/account' });
    expect(state).toEqual(initialSignInState());
    expect(effects).toEqual([{ type: 'publishAuthenticationStateChanged' }, { type: 'followLoginRedirect', url: '/p/demo/profile/account' }]);
  });
});

describe('EXTERNAL_AUTH_REQUIRED (an account without a password) offers its other ways in', () => {
  it('password form -> external authentication, where a passkey, a sign-in code and a provider are offered', () => {
    const external = transition(inView('passwordForm', { email: 'a@example.com' }), EVENTS.EXTERNAL_AUTH_REQUIRED).state;
    expect(external.view).toBe('externalAuthentication');
    expect(transition(external, EVENTS.SIGN_IN_WITH_PASSKEY).effects).toEqual([{ type: 'startPasskeySignIn', email: 'a@example.com' }]);
    expect(transition(external, { type: 'SEND_MAGIC_CODE', email: 'a@example.com' }).state.view).toBe('magicCodeEmail');
    expect(transition(external, { type: 'CONTINUE_WITH_PROVIDER', provider: 'apple' }).effects).toEqual([{ type: 'startSocialSignIn', provider: 'apple' }]);
  });
});

describe('a locked account can reach forgot password (unlock through the forgot-password email)', () => {
  it('password form -> locked account -> forgot password -> success, with its close control', () => {
    let state = transition(inView('passwordForm'), EVENTS.ACCOUNT_LOCKED).state;
    expect(state.view).toBe('lockedAccount');
    expect(showClose(state)).toBe(true);
    state = transition(state, EVENTS.FORGOT_PASSWORD).state;
    state = transition(state, EVENTS.FORGOT_PASSWORD_SENT).state;
    expect(state.view).toBe('forgotPasswordSuccess');
    expect(showClose(state)).toBe(true);
    expect(showBack(state)).toBe(true);
  });
});

describe('the email the mail went to', () => {
  it('FORGOT_PASSWORD_SENT with an email keeps that address (trimmed) for the success view', () => {
    const { state, effects } = transition(inView('forgotPassword'), { type: 'FORGOT_PASSWORD_SENT', email: ' grace@example.com ' });
    expect(state).toMatchObject({ view: 'forgotPasswordSuccess', email: 'grace@example.com' });
    expect(effects).toEqual([]);
  });

  it('SEND_MAGIC_CODE with an email moves to the code view with that address; without one the typed email stays', () => {
    expect(transition(inView('passwordForm'), { type: 'SEND_MAGIC_CODE', email: 'grace@example.com' }).state).toMatchObject({ view: 'magicCodeEmail', email: 'grace@example.com' });
    expect(transition(inView('emailForm'), { type: 'SEND_MAGIC_CODE' }).state).toMatchObject({ view: 'magicCodeEmail', email: 'ada@example.com' });
  });

  it('an email on an event the view does not offer changes nothing', () => {
    const state = inView('login');
    expect(transition(state, { type: 'SEND_MAGIC_CODE', email: 'grace@example.com' }).state).toBe(state);
  });
});

describe('company single sign-on (issue #27)', () => {
  const acme: SsoOffer = { companyName: 'Acme Corporation', displayName: 'Acme SSO', protocol: 'SAML', ssoOnly: false };
  const acmeOnly: SsoOffer = { ...acme, ssoOnly: true };

  it('the email step with an SSO domain goes to the password form and keeps the offer; an SSO-only domain skips the password', () => {
    expect(transition(inView('login'), { type: 'SUBMIT_EMAIL', email: 'ada@acme.example', sso: acme }).state).toMatchObject({ view: 'passwordForm', email: 'ada@acme.example', sso: acme });
    expect(transition(inView('login'), { type: 'SUBMIT_EMAIL', email: 'ada@acme.example', sso: acmeOnly }).state).toMatchObject({ view: 'externalAuthentication', sso: acmeOnly });
    expect(transition(inView('login', { sso: acme }), { type: 'SUBMIT_EMAIL', email: 'ada@example.com', sso: null }).state.sso).toBeNull();
  });

  const offering: SignInView[] = ['passwordForm', 'externalAuthentication', 'oauth'];
  it.each(SIGN_IN_VIEWS)('CONTINUE_WITH_SSO in %s: the OAuth view and the pop-up for the email, only where offered and with an offer', (view) => {
    const without = inView(view);
    expect(transition(without, EVENTS.CONTINUE_WITH_SSO).state).toBe(without);
    const state = inView(view, { sso: acme, closeRequested: true });
    const { state: next, effects } = transition(state, EVENTS.CONTINUE_WITH_SSO);
    if (!offering.includes(view)) {
      expect(next).toBe(state);
      expect(effects).toEqual([]);
      return;
    }
    expect(next).toEqual({ ...state, view: 'oauth', provider: null, closeRequested: false });
    expect(effects).toEqual([{ type: 'startSsoSignIn', email: 'ada@example.com' }]);
  });

  it('CONTINUE_WITH_SSO with the email as edited on the password form signs that address in', () => {
    const { state, effects } = transition(inView('passwordForm', { sso: acme }), { type: 'CONTINUE_WITH_SSO', email: ' grace@acme.example ' });
    expect(state.email).toBe('grace@acme.example');
    expect(effects).toEqual([{ type: 'startSsoSignIn', email: 'grace@acme.example' }]);
  });

  it('a refused password (EXTERNAL_AUTH_REQUIRED) with the discover answer offers the company; Back drops the offer, keeps the email', () => {
    const external = transition(inView('passwordForm'), { type: 'EXTERNAL_AUTH_REQUIRED', email: 'grace@acme.example', sso: acmeOnly }).state;
    expect(external).toMatchObject({ view: 'externalAuthentication', email: 'grace@acme.example', sso: acmeOnly });
    const oauth = transition(external, EVENTS.CONTINUE_WITH_SSO);
    expect(oauth.effects).toEqual([{ type: 'startSsoSignIn', email: 'grace@acme.example' }]);
    expect(transition(oauth.state, EVENTS.BACK).state).toMatchObject({ view: 'login', email: 'grace@acme.example', sso: null });
  });

  it('closing drops the offer', () => {
    expect(transition(inView('oauth', { sso: acme }), EVENTS.CLOSE).state).toEqual(initialSignInState());
  });
});
