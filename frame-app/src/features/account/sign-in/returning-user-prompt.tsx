/**
 * The returning-user sign-in prompt (account-business-header-and-trips §4 "Returning-user sign-in prompt": "On the
 * front door, if sign-in is allowed, the user is a returning non-logged-in user, and the prompt has not yet fired this
 * session, it fires after a configurable delay and is remembered for the session"; §9 "The returning-user prompt delay
 * is configurable (value not shown)").
 *
 * How "returning" is known: the frame remembers, in its own localStorage (partitioned under the partner's site, like
 * its cookies), that an account signed in here before ({@link rememberSignedIn}, called whenever the auth state says
 * signed in). A visitor whose browser partition holds that mark and who is signed out now is returning. Nothing about
 * the account is stored: only the mark.
 * "This session": sessionStorage (the tab's browsing session in this partition) remembers that the prompt fired, or that
 * the user signed out in this session ({@link markReturningPromptDone}).
 * The prompt is the sign-in dialog's landing page, opened by a SHOW request; it is not shown while the dialog is open.
 * Storage that the browser refuses (private modes, blocked third-party storage) means no prompt, never an error.
 */
import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router';
import type { AuthState } from '@travel/contract';
import { useAuthState } from '../../chrome/index.ts';
import { RETURNING_USER_PROMPT_DELAY_MS } from '../constants.ts';
import { signInStateAtom, useSendSignInEvent } from './sign-in-atoms.ts';

/** localStorage key: an account signed in on this browser partition before (value '1'). */
export const SIGNED_IN_BEFORE_KEY = 'travel.account.signedInBefore';
/** sessionStorage key: the returning-user prompt fired in this session (value '1'). */
export const RETURNING_PROMPT_FIRED_KEY = 'travel.account.returningPromptFired';

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}

function read(kind: 'localStorage' | 'sessionStorage', key: string): boolean {
  try {
    return storage(kind)?.getItem(key) === '1';
  } catch {
    return false;
  }
}

function write(kind: 'localStorage' | 'sessionStorage', key: string): void {
  try {
    storage(kind)?.setItem(key, '1');
  } catch {
    // Storage refused: the prompt simply does not know (see the module docstring).
  }
}

/**
 * Marks the prompt as done for this session: called on sign-out, since someone who just signed out does not want to be
 * asked to sign in again (the prompt is for a later visit, i.e. a new browsing session).
 */
export function markReturningPromptDone(): void {
  write('sessionStorage', RETURNING_PROMPT_FIRED_KEY);
}

/** Marks this browser partition as one where an account signed in (idempotent). */
export function rememberSignedIn(): void {
  if (!read('localStorage', SIGNED_IN_BEFORE_KEY)) write('localStorage', SIGNED_IN_BEFORE_KEY);
}

/** Whether the prompt should fire for `state` on the front door now (pure apart from reading the two marks). */
export function shouldPromptReturningUser(state: AuthState | null | undefined): boolean {
  if (!state || state.loggedInSession || !state.allowSignIn) return false;
  return read('localStorage', SIGNED_IN_BEFORE_KEY) && !read('sessionStorage', RETURNING_PROMPT_FIRED_KEY);
}

/** Props of {@link ReturningUserPrompt}. */
export interface ReturningUserPromptProps {
  /** Delay before the prompt fires, ms (default {@link RETURNING_USER_PROMPT_DELAY_MS}). */
  delayMs?: number;
}

/**
 * Render once inside the router (the root layout): on the front door (`/`), fires the sign-in dialog once per session
 * for a returning signed-out visitor after the delay; leaving the front door first cancels it.
 */
export function ReturningUserPrompt({ delayMs = RETURNING_USER_PROMPT_DELAY_MS }: ReturningUserPromptProps) {
  const auth = useAuthState();
  const { pathname } = useLocation();
  const send = useSendSignInEvent();
  const dialogOpen = useAtomValue(signInStateAtom).view !== null;
  const frontDoor = pathname === '/';
  const due = frontDoor && !dialogOpen && shouldPromptReturningUser(auth);

  useEffect(() => {
    if (auth?.loggedInSession) rememberSignedIn();
  }, [auth]);

  useEffect(() => {
    if (!due) return undefined;
    const timer = window.setTimeout(() => {
      write('sessionStorage', RETURNING_PROMPT_FIRED_KEY);
      send({ type: 'SHOW' });
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [due, delayMs, send]);

  return null;
}
