/**
 * Passkeys (WebAuthn) calls (issue #9; account-business-header-and-trips §3 "Social and sign-in payloads: passkey
 * data: challenge, rp, user, credential descriptors", §5 passkey rules, §7 "Passkeys", §8 silent codes).
 *
 * - GET  {@link WEBAUTHN_AUTOFILL_PARAMS_PATH} (X-CSRF header): rp and challenge for conditional (autofill) sign-in.
 * - POST {@link WEBAUTHN_LOGIN_PARAMS_PATH} (form: checkPasswordAuth, username): rp, challenge, allowCredentials.
 * - POST {@link WEBAUTHN_NEW_CREDENTIAL_PARAMS_PATH} (form: username): rp, challenge, user, pubKeyCredParams,
 *   excludeCredentials (plus the authenticator selection: platform, resident key required, §5).
 * - POST {@link WEBAUTHN_REGISTER_PATH} (form: username, credentialId, attestationObject, clientDataJSON, consent,
 *   optin; optional transports): with a username, a new account without a password, signed in (also while another
 *   account is signed in: "Add another account"); a signed-in account with an empty username gets the passkey added.
 * - POST {@link WEBAUTHN_LOGIN_PATH} (form: credentialId, authenticatorData, userHandle, clientDataJSON, signature).
 * - GET  {@link WEBAUTHN_CREDENTIALS_PATH}, DELETE {@link webauthnCredentialPath}: the signed-in account's passkeys
 *   (profile page; not in the spec's five calls).
 *
 * Binary fields are base64url without padding (as WebAuthn's JSON serialisation and @simplewebauthn use).
 * Register and login answer 200 with a verify reply ({@link PasskeyVerifyReplySchema}: status 0 with the new form
 * token, or status -1 with errorField, message and errorCode); bodies of the wrong shape answer 400
 * VALIDATION_ERROR; missing X-CSRF 403 CSRF_TOKEN_INVALID; too many calls 429 RATE_LIMITED.
 */
import { z } from 'zod';
import { AUTH_VERIFY_STATUS, AuthUserInfoSchema, AuthVerifyErrorCodeSchema, FormBooleanSchema } from './accounts.ts';

/** GET (X-CSRF header), reply {@link PasskeyRequestOptionsSchema} without allowCredentials. */
export const WEBAUTHN_AUTOFILL_PARAMS_PATH = '/auth/webauthn/v1/autofillParams';
/** POST form {@link PasskeyLoginParamsRequestSchema}, reply {@link PasskeyRequestOptionsSchema}. */
export const WEBAUTHN_LOGIN_PARAMS_PATH = '/auth/webauthn/v1/loginParams';
/** POST form {@link PasskeyNewCredentialParamsRequestSchema}, reply {@link PasskeyNewCredentialParamsReplySchema}. */
export const WEBAUTHN_NEW_CREDENTIAL_PARAMS_PATH = '/auth/webauthn/v1/newCredentialParams';
/** POST form {@link PasskeyRegisterRequestSchema}, reply {@link PasskeyVerifyReplySchema}. */
export const WEBAUTHN_REGISTER_PATH = '/auth/webauthn/v1/register';
/** POST form {@link PasskeyLoginRequestSchema}, reply {@link PasskeyVerifyReplySchema}. */
export const WEBAUTHN_LOGIN_PATH = '/auth/webauthn/v1/login';
/** GET, signed-in account only, reply {@link PasskeyListSchema}. */
export const WEBAUTHN_CREDENTIALS_PATH = '/auth/webauthn/v1/credentials';

/** DELETE path of one passkey of the signed-in account (204; 404 NOT_FOUND for a missing or another account's passkey). */
export function webauthnCredentialPath(credentialId: string): string {
  return `${WEBAUTHN_CREDENTIALS_PATH}/${encodeURIComponent(credentialId)}`;
}

/** Longest base64url field accepted (an attestation object with a certificate chain stays far below). */
export const PASSKEY_FIELD_MAX_LENGTH = 16_384;
/** Longest credential id accepted, base64url characters (WebAuthn caps ids at 1023 bytes). */
export const PASSKEY_CREDENTIAL_ID_MAX_LENGTH = 1400;

/** A base64url string (no padding), 1 to `max` characters. */
export const Base64UrlSchema = (max: number = PASSKEY_FIELD_MAX_LENGTH) => z.string().min(1).max(max).regex(/^[A-Za-z0-9_-]+$/, 'base64url expected');

/** Authenticator transports (WebAuthn AuthenticatorTransport). */
export const PasskeyTransportSchema = z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);
export type PasskeyTransport = z.infer<typeof PasskeyTransportSchema>;

/** A credential descriptor (allowCredentials / excludeCredentials entries). */
export const PasskeyCredentialDescriptorSchema = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(PasskeyTransportSchema).optional(),
});

/** The relying party: `id` is the product's domain (the frame's host), `name` the product name. */
export const PasskeyRpSchema = z.object({ id: z.string(), name: z.string() });

/** User verification requirement (login prefers it, §5). */
export const UserVerificationSchema = z.enum(['required', 'preferred', 'discouraged']);

/**
 * Options for `navigator.credentials.get` (PublicKeyCredentialRequestOptionsJSON plus `rp`): autofillParams leaves
 * allowCredentials empty (discoverable credentials, conditional UI); loginParams lists the account's passkeys, and an
 * empty list means the account has none (or does not exist: the reply does not tell them apart), so the frame skips
 * the passkey prompt (§5) with the silent code {@link PASSKEYS_NOT_SETUP}.
 */
export const PasskeyRequestOptionsSchema = z.object({
  rp: PasskeyRpSchema,
  rpId: z.string(),
  challenge: z.string(),
  timeout: z.number().int().positive(),
  userVerification: UserVerificationSchema,
  allowCredentials: z.array(PasskeyCredentialDescriptorSchema),
});
export type PasskeyRequestOptions = z.infer<typeof PasskeyRequestOptionsSchema>;

/**
 * POST loginParams body: `username` the email typed (may be empty: then allowCredentials is empty), `checkPasswordAuth`
 * (accepted for the spec's form; the reply is the same either way, so it never tells whether an account exists).
 */
export const PasskeyLoginParamsRequestSchema = z.object({
  username: z.string().max(1024).default(''),
  checkPasswordAuth: FormBooleanSchema.default(false),
});

/** POST newCredentialParams body: `username` the email of the account to create; empty while signed in: add a passkey to that account. */
export const PasskeyNewCredentialParamsRequestSchema = z.object({ username: z.string().max(1024).default('') });

/** The WebAuthn user of a new credential: `id` an opaque base64url handle (never the email). */
export const PasskeyUserSchema = z.object({ id: z.string(), name: z.string(), displayName: z.string() });

/**
 * Options for `navigator.credentials.create` (PublicKeyCredentialCreationOptionsJSON): a platform authenticator with a
 * resident key required (§5). `user` is always sent by this server; the schema keeps it optional because the frame
 * must refuse a reply without it with 'User info is missing' (§5).
 */
export const PasskeyCreationOptionsSchema = z.object({
  rp: PasskeyRpSchema,
  challenge: z.string(),
  user: PasskeyUserSchema.optional(),
  pubKeyCredParams: z.array(z.object({ type: z.literal('public-key'), alg: z.number().int() })),
  excludeCredentials: z.array(PasskeyCredentialDescriptorSchema),
  timeout: z.number().int().positive(),
  attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']),
  authenticatorSelection: z.object({
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    residentKey: z.enum(['required', 'preferred', 'discouraged']).optional(),
    requireResidentKey: z.boolean().optional(),
    userVerification: UserVerificationSchema.optional(),
  }),
});
export type PasskeyCreationOptions = z.infer<typeof PasskeyCreationOptionsSchema>;

/** Silent code (§8, not logged, not shown): the account has no passkey; the frame falls back to the password login. */
export const PASSKEYS_NOT_SETUP = 'PASSKEYS_NOT_SETUP';

/**
 * `errorCode` of a status -1 passkey verify reply: the password codes that apply (INVALID_EMAIL, CONSENT_REQUIRED,
 * EMAIL_TAKEN, ACCOUNT_LOCKED, ACCOUNT_DISABLED) and:
 * - PASSKEY_CHALLENGE_EXPIRED: no live challenge of this session matches (expired, already used, or never issued).
 * - PASSKEY_NOT_RECOGNIZED: the credential is not registered here (e.g. removed from the profile).
 * - PASSKEY_VERIFICATION_FAILED: the signature, origin, relying party, top origin or user handle did not verify.
 * - PASSKEY_ALREADY_REGISTERED: the credential is already registered.
 */
export const PasskeyVerifyErrorCodeSchema = z.enum([
  ...AuthVerifyErrorCodeSchema.options,
  'PASSKEY_CHALLENGE_EXPIRED',
  'PASSKEY_NOT_RECOGNIZED',
  'PASSKEY_VERIFICATION_FAILED',
  'PASSKEY_ALREADY_REGISTERED',
]);
export type PasskeyVerifyErrorCode = z.infer<typeof PasskeyVerifyErrorCodeSchema>;

/** Status -1 of the passkey calls: `errorField` names the form field (null: the whole attempt). */
export const PasskeyVerifyErrorSchema = z.object({
  status: z.literal(AUTH_VERIFY_STATUS.error),
  errorField: z.enum(['username', 'consent']).nullable(),
  message: z.string(),
  errorCode: PasskeyVerifyErrorCodeSchema,
  /** EXTERNAL_AUTH_REQUIRED of SSO-only mode: the passkey's account email (accounts.ts AuthVerifyErrorSchema `email`). */
  email: z.string().optional(),
});
export type PasskeyVerifyError = z.infer<typeof PasskeyVerifyErrorSchema>;

/**
 * newCredentialParams reply: the creation options, or a status -1 error before any authenticator prompt (INVALID_EMAIL,
 * EMAIL_TAKEN for a new account; a signed-in account asking with an empty username always gets options for itself).
 */
export const PasskeyNewCredentialParamsReplySchema = z.union([PasskeyVerifyErrorSchema, PasskeyCreationOptionsSchema]);
export type PasskeyNewCredentialParamsReply = z.infer<typeof PasskeyNewCredentialParamsReplySchema>;

/**
 * POST register body (§7). `credentialId`, `attestationObject`, `clientDataJSON` base64url; `consent` the terms
 * consent (required for a new account, §5), `optin` email deals (default true); `transports` comma-separated
 * (optional, from `getTransports()`; stored to hint later sign-ins).
 */
export const PasskeyRegisterRequestSchema = z.object({
  username: z.string().max(1024).default(''),
  credentialId: Base64UrlSchema(PASSKEY_CREDENTIAL_ID_MAX_LENGTH),
  attestationObject: Base64UrlSchema(),
  clientDataJSON: Base64UrlSchema(),
  consent: FormBooleanSchema.default(false),
  optin: FormBooleanSchema.default(true),
  transports: z.string().max(200).optional(),
});
export type PasskeyRegisterRequest = z.output<typeof PasskeyRegisterRequestSchema>;

/** POST login body (§7): base64url fields; `userHandle` may be empty (authenticators without a user handle). */
export const PasskeyLoginRequestSchema = z.object({
  credentialId: Base64UrlSchema(PASSKEY_CREDENTIAL_ID_MAX_LENGTH),
  authenticatorData: Base64UrlSchema(),
  userHandle: z.string().max(1024).regex(/^[A-Za-z0-9_-]*$/, 'base64url expected').default(''),
  clientDataJSON: Base64UrlSchema(),
  signature: Base64UrlSchema(),
});
export type PasskeyLoginRequest = z.output<typeof PasskeyLoginRequestSchema>;

/**
 * Success (status 0): `signup` a new account was created and signed in, `signin` signed in (both with a regenerated
 * session: `formtoken` is the new session's), `added` the passkey was added to the signed-in account (session kept:
 * `formtoken` is the current one).
 */
export const PasskeyVerifySuccessSchema = z.object({
  status: z.literal(AUTH_VERIFY_STATUS.success),
  message: z.enum(['signin', 'signup', 'added']),
  formtoken: z.string().min(16),
  /** Where the frame goes after signing in, as the auth verify reply's (accounts.ts; §4). */
  loginRedirectUrl: z.string().optional(),
  userInfo: AuthUserInfoSchema.optional(),
});

/** Reply of register and login (HTTP 200). */
export const PasskeyVerifyReplySchema = z.discriminatedUnion('status', [PasskeyVerifySuccessSchema, PasskeyVerifyErrorSchema]);
export type PasskeyVerifyReply = z.infer<typeof PasskeyVerifyReplySchema>;

/** One passkey of the signed-in account (never its public key). Times ISO 8601 UTC; `lastUsedAt` null until used. */
export const PasskeySummarySchema = z.object({
  credentialId: z.string(),
  transports: z.array(PasskeyTransportSchema),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeySummary = z.infer<typeof PasskeySummarySchema>;

/** GET credentials reply: newest first. */
export const PasskeyListSchema = z.object({ passkeys: z.array(PasskeySummarySchema) });
export type PasskeyList = z.infer<typeof PasskeyListSchema>;
