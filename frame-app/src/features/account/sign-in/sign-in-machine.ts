/**
 * The sign-in dialog as an explicit state machine (core-and-business §2 "Surfaces", §4 "Sign-in dialog"; issue #9
 * "Sign-in dialog"). Pure: {@link transition} maps a state and an event to the next state plus the effects the
 * caller must perform (data, never performed here), so every transition is testable without React or a network.
 *
 * Views (the spec's state names): landing page, email form, password form, login, forgot password,
 * forgot-password success, OAuth, locked-account dialog, external authentication, business onboarding, magic-code
 * email, price-alert landing, trips soft gate. A sign-up show request opens the login view ("Sign-up maps to the
 * login state"); price alert and trips soft gate open their own views.
 *
 * Rules from the spec:
 * - The dialog opens on a show request (`SHOW`) and resets on close (`CLOSE` returns {@link initialSignInState}).
 * - Closing from the trips soft gate publishes a trips sign-in close event carrying the result id (effect
 *   `publishTripsSignInClose`).
 * - Back shows on every view except landing page, login and trips soft gate ({@link showBack}); it returns to
 *   login, or to the trips soft gate when that was the view the dialog opened on.
 * - A close control shows only after the content asks for it, or when a flag says so ({@link showClose}).
 *
 * Choices where the spec says nothing (KAYAK-class behaviour, written down per ARCHITECTURE.md):
 * - The content of the trips soft gate, the forgot-password success and the locked-account dialog asks for the
 *   close control as soon as it shows (a soft gate is dismissable by definition; the other two are end points with
 *   no next step). Other content asks with `REQUEST_CLOSE_CONTROL`; the show request's flag is `showClose`.
 * - The email typed in one view is kept when moving on and on Back (the password and forgot-password forms are
 *   prefilled with it); it is dropped on close. `FORGOT_PASSWORD_SENT` and `SEND_MAGIC_CODE` may carry the address the
 *   mail went to (typed again in that form), which then replaces it.
 * - Server outcomes (`SIGNED_IN`, `ACCOUNT_LOCKED`, `EXTERNAL_AUTH_REQUIRED`, `BUSINESS_ONBOARDING_REQUIRED`) are
 *   accepted in every open view: any method (password, code, passkey, Google, Apple, Naver) can end in them.
 * - Signing in closes and resets the dialog and asks the caller to publish authentication-state-changed (the header
 *   reloads on it, account-business-header-and-trips §4 "Header reactions"), then, when the reply carried a
 *   `loginRedirectUrl`, to follow it (§4 "A login redirect URL in the response forces navigation").
 * - The external-authentication view (a password sign-in to an account without a password, EXTERNAL_AUTH_REQUIRED)
 *   offers the account's other ways in: a passkey, an emailed sign-in code, the social providers.
 * - Company single sign-on (issue #27; account-business-header-and-trips §7 SSO, §8 EXTERNAL_AUTH_REQUIRED): the email
 *   step asks the server whether the email's domain has an active SSO configuration (discover) and hands the answer to
 *   `SUBMIT_EMAIL` (`sso`). A domain in SSO-only mode skips the password form for the external-authentication view,
 *   which then offers "Continue with {company}" (passwords are refused there); any other SSO domain keeps the password
 *   form and offers the company above it. A password (or code) sign-in answered EXTERNAL_AUTH_REQUIRED carries the
 *   discover answer too, so the external-authentication view sends the person to their provider the same way.
 *   `CONTINUE_WITH_SSO` opens the OAuth view (the spec's state of "finish at the provider in the pop-up", with
 *   `provider` null and `sso` set) and asks for the pop-up (`startSsoSignIn`); the OAuth view offers it again to retry
 *   after a closed or failed pop-up. The offer is dropped on Back (the email step asks again) and on close.
 * - Events a view does not offer (and every event but `SHOW` while closed) leave the state as it is, with no effect.
 */

/** A view of the open dialog: the spec's sign-in dialog states (core-and-business §2). */
export type SignInView =
  | 'landingPage'
  | 'emailForm'
  | 'passwordForm'
  | 'login'
  | 'forgotPassword'
  | 'forgotPasswordSuccess'
  | 'oauth'
  | 'lockedAccount'
  | 'externalAuthentication'
  | 'businessOnboarding'
  | 'magicCodeEmail'
  | 'priceAlertLanding'
  | 'tripsSoftGate';

/** Every view, in the spec's order. */
export const SIGN_IN_VIEWS: readonly SignInView[] = [
  'landingPage',
  'emailForm',
  'passwordForm',
  'login',
  'forgotPassword',
  'forgotPasswordSuccess',
  'oauth',
  'lockedAccount',
  'externalAuthentication',
  'businessOnboarding',
  'magicCodeEmail',
  'priceAlertLanding',
  'tripsSoftGate',
];

/** What a show request may ask for: a view, or `signUp`, which maps to `login` (core-and-business §2). */
export type SignInShowView = SignInView | 'signUp';

/** Social providers the dialog offers (account-business-header-and-trips §1, §3 "Auth enums"; Facebook is not offered). */
export type SocialProvider = 'google' | 'apple' | 'naver';

/**
 * Company single sign-on offered for the email typed (contract `SsoDiscoverReplySchema` `sso`, issue #27): what the
 * dialog needs to show "Continue with {displayName}" and whether passwords are refused (`ssoOnly`).
 */
export interface SsoOffer {
  readonly companyName: string;
  readonly displayName: string;
  readonly protocol: 'OIDC' | 'SAML';
  readonly ssoOnly: boolean;
}

/** Whether the email/password path creates an account or signs in. */
export type SignInIntent = 'signIn' | 'register';

/** The machine's state. `view` is `null` while the dialog is closed. */
export interface SignInState {
  readonly view: SignInView | null;
  /** The view the dialog opened on (Back returns to the trips soft gate when it is this). */
  readonly startView: SignInView | null;
  /** The show request's flag: show the close control from the start. */
  readonly closeFlag: boolean;
  /** The content asked for the close control (`REQUEST_CLOSE_CONTROL`). */
  readonly closeRequested: boolean;
  /** Email typed so far (kept across views, dropped on close). */
  readonly email: string;
  readonly intent: SignInIntent;
  /** The provider of the OAuth view. */
  readonly provider: SocialProvider | null;
  /** The saved-trips result the trips soft gate was opened for. */
  readonly resultId: string | null;
  /** Company single sign-on covering the email's domain, as discover answered it (null: none, or not asked yet). */
  readonly sso: SsoOffer | null;
}

/** Events the dialog's content, its controls and the sign-in calls send. */
export type SignInEvent =
  | { readonly type: 'SHOW'; readonly view?: SignInShowView; readonly showClose?: boolean; readonly resultId?: string; readonly email?: string }
  | { readonly type: 'CLOSE' }
  | { readonly type: 'BACK' }
  | { readonly type: 'REQUEST_CLOSE_CONTROL' }
  /** `sso`: the discover answer for this email (issue #27); an SSO-only domain goes to external authentication. */
  | { readonly type: 'SUBMIT_EMAIL'; readonly email: string; readonly sso?: SsoOffer | null }
  | { readonly type: 'CREATE_ACCOUNT' }
  | { readonly type: 'CONTINUE_WITH_PROVIDER'; readonly provider: SocialProvider }
  /** Sign in through the company's provider in the pop-up (needs `sso` in the state); `email`: as typed, if edited. */
  | { readonly type: 'CONTINUE_WITH_SSO'; readonly email?: string }
  | { readonly type: 'SIGN_IN_WITH_PASSKEY' }
  | { readonly type: 'FORGOT_PASSWORD' }
  /** The reset link was asked for; `email`: the address it went to (kept for the success view's text). */
  | { readonly type: 'FORGOT_PASSWORD_SENT'; readonly email?: string }
  /** A sign-in code was asked for; `email`: the address it went to (the code view signs in with it). */
  | { readonly type: 'SEND_MAGIC_CODE'; readonly email?: string }
  /** Signed in by any method; `loginRedirectUrl`: the verify reply's (§4), where the frame goes once the session is stored. */
  | { readonly type: 'SIGNED_IN'; readonly loginRedirectUrl?: string }
  | { readonly type: 'ACCOUNT_LOCKED' }
  /**
   * The account signs in another way (no password, or SSO-only). `email`: the address the refused sign-in used;
   * `sso`: the discover answer for it (issue #27), when asked.
   */
  | { readonly type: 'EXTERNAL_AUTH_REQUIRED'; readonly email?: string; readonly sso?: SsoOffer | null }
  | { readonly type: 'BUSINESS_ONBOARDING_REQUIRED' };

/** Type of a {@link SignInEvent}. */
export type SignInEventType = SignInEvent['type'];

/** Work the caller performs after a transition (the machine itself never does I/O). */
export type SignInEffect =
  /** Closing from the trips soft gate (core-and-business §4): the trips feature hears it and marks the sign-in closed. */
  | { readonly type: 'publishTripsSignInClose'; readonly resultId: string | null }
  /** Start the passkey sign-in calls (account-business-header-and-trips §5, §7), with the email when one was typed. */
  | { readonly type: 'startPasskeySignIn'; readonly email: string }
  /** Open the provider's 500x640 sign-in pop-up (account-business-header-and-trips §2, §9). */
  | { readonly type: 'startSocialSignIn'; readonly provider: SocialProvider }
  /** Open the company provider's 500x640 pop-up for `email` (issue #27; same pop-up and hand-off as social sign-in). */
  | { readonly type: 'startSsoSignIn'; readonly email: string }
  /** Signed in: publish authentication-state-changed (account-business-header-and-trips §4 "Header reactions"). */
  | { readonly type: 'publishAuthenticationStateChanged' }
  /**
   * A sign-in reply carried `loginRedirectUrl` (account-business-header-and-trips §4 "A login redirect URL in the
   * response forces navigation"): go there if it is a path inside the frame (login-redirect.ts), after the sign-in.
   */
  | { readonly type: 'followLoginRedirect'; readonly url: string };

/** Result of {@link transition}. */
export interface SignInTransition {
  readonly state: SignInState;
  readonly effects: readonly SignInEffect[];
}

/** The closed dialog, as it is before the first show request and after every close (core-and-business §4). */
export function initialSignInState(): SignInState {
  return { view: null, startView: null, closeFlag: false, closeRequested: false, email: '', intent: 'signIn', provider: null, resultId: null, sso: null };
}

/** Views without a Back control (core-and-business §2). */
const NO_BACK: ReadonlySet<SignInView> = new Set<SignInView>(['landingPage', 'login', 'tripsSoftGate']);

/** Views whose content asks for the close control as soon as it shows (a choice; see the module docstring). */
const CONTENT_ASKS_FOR_CLOSE: ReadonlySet<SignInView> = new Set<SignInView>(['tripsSoftGate', 'forgotPasswordSuccess', 'lockedAccount']);

/** Views offering the first step (email, create account, social sign-in, passkey). */
const ENTRY_VIEWS: readonly SignInView[] = ['landingPage', 'login', 'priceAlertLanding', 'tripsSoftGate'];

/**
 * For each event other than SHOW, CLOSE, BACK and the server outcomes: the open views that offer it. Anything else
 * is ignored (same state, no effect).
 */
export const SIGN_IN_EVENT_VIEWS = {
  REQUEST_CLOSE_CONTROL: SIGN_IN_VIEWS,
  SUBMIT_EMAIL: [...ENTRY_VIEWS, 'emailForm'],
  CREATE_ACCOUNT: ENTRY_VIEWS,
  CONTINUE_WITH_PROVIDER: [...ENTRY_VIEWS, 'emailForm', 'externalAuthentication'],
  CONTINUE_WITH_SSO: ['passwordForm', 'externalAuthentication', 'oauth'],
  SIGN_IN_WITH_PASSKEY: [...ENTRY_VIEWS, 'emailForm', 'passwordForm', 'externalAuthentication'],
  FORGOT_PASSWORD: ['passwordForm', 'lockedAccount'],
  FORGOT_PASSWORD_SENT: ['forgotPassword'],
  SEND_MAGIC_CODE: ['emailForm', 'passwordForm', 'externalAuthentication'],
} as const satisfies Partial<Record<SignInEventType, readonly SignInView[]>>;

function offers(view: SignInView, type: keyof typeof SIGN_IN_EVENT_VIEWS): boolean {
  return (SIGN_IN_EVENT_VIEWS[type] as readonly SignInView[]).includes(view);
}

const same = (state: SignInState): SignInTransition => ({ state, effects: [] });

/** Moves to `view`; a new view's content has not asked for the close control yet. */
function goTo(state: SignInState, view: SignInView, changes: Partial<SignInState> = {}): SignInState {
  return { ...state, closeRequested: false, provider: null, ...changes, view };
}

/**
 * What every sign-in asks for (one place for all methods): publish authentication-state-changed, then follow the
 * reply's `loginRedirectUrl` when it has one. Also for a sign-in that lands while the dialog is closed (social pop-ups).
 */
export function signedInEffects(loginRedirectUrl?: string): readonly SignInEffect[] {
  const publish: SignInEffect = { type: 'publishAuthenticationStateChanged' };
  return loginRedirectUrl === undefined ? [publish] : [publish, { type: 'followLoginRedirect', url: loginRedirectUrl }];
}

/**
 * The sign-in dialog's reducer (core-and-business §2, §4): the next state and the effects to perform for `event`
 * in `state`. Pure and total: never throws; an event the current view does not offer returns `state` itself (the
 * same object) with no effects.
 */
export function transition(state: SignInState, event: SignInEvent): SignInTransition {
  if (event.type === 'SHOW') {
    const view: SignInView = event.view === undefined ? 'landingPage' : event.view === 'signUp' ? 'login' : event.view;
    return {
      state: {
        ...initialSignInState(),
        view,
        startView: view,
        closeFlag: event.showClose ?? false,
        email: event.email ?? '',
        resultId: view === 'tripsSoftGate' ? (event.resultId ?? null) : null,
      },
      effects: [],
    };
  }
  const view = state.view;
  if (view === null) return same(state);
  switch (event.type) {
    case 'CLOSE':
      return {
        state: initialSignInState(),
        effects: view === 'tripsSoftGate' ? [{ type: 'publishTripsSignInClose', resultId: state.resultId }] : [],
      };
    case 'BACK':
      if (NO_BACK.has(view)) return same(state);
      return { state: goTo(state, state.startView === 'tripsSoftGate' ? 'tripsSoftGate' : 'login', { intent: 'signIn', sso: null }), effects: [] };
    case 'REQUEST_CLOSE_CONTROL':
      return state.closeRequested ? same(state) : { state: { ...state, closeRequested: true }, effects: [] };
    case 'SUBMIT_EMAIL':
      if (!offers(view, 'SUBMIT_EMAIL')) return same(state);
      return { state: goTo(state, event.sso?.ssoOnly ? 'externalAuthentication' : 'passwordForm', { email: event.email.trim(), sso: event.sso ?? null }), effects: [] };
    case 'CREATE_ACCOUNT':
      if (!offers(view, 'CREATE_ACCOUNT')) return same(state);
      return { state: goTo(state, 'emailForm', { intent: 'register' }), effects: [] };
    case 'CONTINUE_WITH_PROVIDER':
      if (!offers(view, 'CONTINUE_WITH_PROVIDER')) return same(state);
      return { state: goTo(state, 'oauth', { provider: event.provider }), effects: [{ type: 'startSocialSignIn', provider: event.provider }] };
    case 'CONTINUE_WITH_SSO': {
      if (!offers(view, 'CONTINUE_WITH_SSO') || state.sso === null) return same(state);
      const email = event.email?.trim() || state.email;
      return { state: goTo(state, 'oauth', { email }), effects: [{ type: 'startSsoSignIn', email }] };
    }
    case 'SIGN_IN_WITH_PASSKEY':
      if (!offers(view, 'SIGN_IN_WITH_PASSKEY')) return same(state);
      return { state, effects: [{ type: 'startPasskeySignIn', email: state.email }] };
    case 'FORGOT_PASSWORD':
      if (!offers(view, 'FORGOT_PASSWORD')) return same(state);
      return { state: goTo(state, 'forgotPassword'), effects: [] };
    case 'FORGOT_PASSWORD_SENT':
      if (!offers(view, 'FORGOT_PASSWORD_SENT')) return same(state);
      return { state: goTo(state, 'forgotPasswordSuccess', event.email === undefined ? {} : { email: event.email.trim() }), effects: [] };
    case 'SEND_MAGIC_CODE':
      if (!offers(view, 'SEND_MAGIC_CODE')) return same(state);
      return { state: goTo(state, 'magicCodeEmail', event.email === undefined ? {} : { email: event.email.trim() }), effects: [] };
    case 'SIGNED_IN':
      return { state: initialSignInState(), effects: signedInEffects(event.loginRedirectUrl) };
    case 'ACCOUNT_LOCKED':
      return view === 'lockedAccount' ? same(state) : { state: goTo(state, 'lockedAccount'), effects: [] };
    case 'EXTERNAL_AUTH_REQUIRED': {
      const changes: Partial<SignInState> = {
        ...(event.email === undefined ? {} : { email: event.email.trim() }),
        ...(event.sso === undefined ? {} : { sso: event.sso }),
      };
      if (view === 'externalAuthentication' && Object.keys(changes).length === 0) return same(state);
      return { state: goTo(state, 'externalAuthentication', changes), effects: [] };
    }
    case 'BUSINESS_ONBOARDING_REQUIRED':
      return view === 'businessOnboarding' ? same(state) : { state: goTo(state, 'businessOnboarding'), effects: [] };
  }
}

/** Whether the dialog is open. */
export function isOpen(state: SignInState): boolean {
  return state.view !== null;
}

/** Whether the Back control shows: every open view except landing page, login and trips soft gate (core-and-business §2). */
export function showBack(state: SignInState): boolean {
  return state.view !== null && !NO_BACK.has(state.view);
}

/**
 * Whether the close control shows (core-and-business §2): only when the content asked for it (`REQUEST_CLOSE_CONTROL`,
 * or a view whose content always asks, see the module docstring) or the show request's flag says so.
 */
export function showClose(state: SignInState): boolean {
  return state.view !== null && (state.closeFlag || state.closeRequested || CONTENT_ASKS_FOR_CLOSE.has(state.view));
}
