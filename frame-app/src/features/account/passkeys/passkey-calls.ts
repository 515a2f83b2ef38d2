/**
 * The signed-in account's passkeys for the profile page (GET and DELETE /auth/webauthn/v1/credentials; issue #9
 * "passkeys list with remove") through the frame's one HTTP client. Light on purpose (no WebAuthn library): the
 * feature's index exports {@link fetchPasskeys} for the profile page's loader.
 */
import { PasskeyListSchema, WEBAUTHN_CREDENTIALS_PATH, webauthnCredentialPath, type PasskeySummary } from '@travel/contract';
import { z } from 'zod';
import { apiClient } from '../../../api/index.ts';

/** GET the signed-in account's passkeys (profile page), newest first. @throws per the api client's error policy */
export async function fetchPasskeys(signal?: AbortSignal): Promise<PasskeySummary[]> {
  return (await apiClient.get(WEBAUTHN_CREDENTIALS_PATH, PasskeyListSchema, signal ? { signal } : {})).passkeys;
}

/** DELETE one passkey of the signed-in account. @throws per the api client's error policy (404 when it is gone) */
export async function removePasskey(credentialId: string): Promise<void> {
  await apiClient.delete(webauthnCredentialPath(credentialId), z.undefined());
}
