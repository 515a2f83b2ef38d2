/**
 * The text of a refused change (account-business-header-and-trips §4 "Impersonation mode is book or view"; issue #24
 * "impersonation modes book and view"): while a support user acts as someone in view mode the server refuses every
 * change with 403 FORBIDDEN (server/src/modules/business/impersonation.ts), whose generic text ("not allowed") would
 * not say why. This names the reason; every other failure keeps the envelope's text (apiErrorText).
 */
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { AuthState } from '@travel/contract';
import { ApiRequestError } from '../../../api/index.ts';
import { apiErrorText } from '../../chrome/index.ts';
import { supportMessages as m } from './messages.ts';

/** Whether the auth state says a support user acts as this person in view mode. */
export function inViewMode(auth: AuthState | null | undefined): boolean {
  return auth?.businessState.impersonation?.mode === 'view';
}

/**
 * Text for a failed change: "You are acting as {name} in view mode, so nothing can be changed." for a 403 FORBIDDEN
 * while impersonating in view mode, else the envelope's text or `fallback`.
 */
export function changeErrorText(intl: IntlShape, auth: AuthState | null | undefined, error: unknown, fallback: MessageDescriptor): string {
  if (inViewMode(auth) && error instanceof ApiRequestError && error.hasCode('FORBIDDEN')) {
    const name = auth?.userInfoState.accountName ?? auth?.userInfoState.accountEmail?.email ?? '';
    return intl.formatMessage(m.viewModeRefused, { name });
  }
  return apiErrorText(intl, error, fallback);
}
