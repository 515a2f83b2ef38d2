/**
 * Passkeys (issue #9; account-business-header-and-trips §3 passkey data, §5 passkey rules, §7 "Passkeys", §8).
 *
 * - Relying party: `id` the product's domain (the host of `config.publicOrigin`, where the frame is served), `name`
 *   {@link WEBAUTHN_RP_NAME}. Every response must come from the product origin (clientDataJSON `origin`); when the
 *   browser reports the frame's embedder (`crossOrigin` true with `topOrigin`), the top origin must be the product
 *   itself or one of the allowed origins of the session's partner (modules/partners). A `topOrigin` without
 *   `crossOrigin` is refused.
 * - Registration requires a platform authenticator with a resident key (discoverable credential) required; user
 *   verification is preferred, for registration and sign-in (§5), so it is not required when verifying.
 * - Challenges: 32 random bytes, handed out by the three params calls and stored server-side as a SHA-256 only,
 *   bound to the caller's session, with the purpose (registration / authentication), expiring after
 *   {@link WEBAUTHN_CHALLENGE_TTL_MS}, and single-use: register and login consume the challenge the clientDataJSON
 *   names by deleting its row (one statement; several server processes share the database). A missing, expired, used
 *   or other session's challenge answers PASSKEY_CHALLENGE_EXPIRED.
 * - Register: with a username (a visitor, or a signed-in user adding another account), the challenge carries the email
 *   and the id the new account will get (checked free at newCredentialParams, EMAIL_TAKEN otherwise); the account (no
 *   password) and its passkey are created in one transaction with the sign-in, which regenerates the session like the
 *   password sign-in (accounts service; the session's other accounts stay signed in). A signed-in account without a
 *   username (the profile's "Add a passkey") gets a challenge carrying its own id: the passkey is added to it and the
 *   session kept (`added`).
 * - Login: the credential is looked up by id; the signature, counter (must grow unless both are 0), origin, top
 *   origin, relying party and user handle are verified; then the accounts service signs the account in (refused for
 *   a locked or disabled account, ACCOUNT_LOCKED / ACCOUNT_DISABLED) and records the counter and last use in the
 *   same transaction.
 * - loginParams answers the same shape for an unknown email and for an account without passkeys (empty
 *   allowCredentials: the frame skips the prompt, §5, silent code PASSKEYS_NOT_SETUP), so it tells no more than the
 *   passkeys an account has.
 * - Nothing here logs a challenge, a signature or a key; verification failures are logged with their reason only.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse,
} from '@simplewebauthn/server';
import {
  AUTH_VERIFY_STATUS, PasskeyTransportSchema, type PasskeyCreationOptions, type PasskeyLoginRequest, type PasskeyNewCredentialParamsReply,
  type PasskeyRegisterRequest, type PasskeyRequestOptions, type PasskeySummary, type PasskeyTransport, type PasskeyVerifyError,
  type PasskeyVerifyErrorCode,
} from '@travel/contract';
import type { Database, WebauthnChallengeRow, WebauthnCredentialRow } from '../../db/database.ts';
import type { AccountsService, AuthOutcome, AuthRequestContext } from '../accounts/service.ts';
import type { PartnerService } from '../partners/service.ts';
import type { SessionRecord } from '../session/service.ts';
import {
  WEBAUTHN_ALGORITHMS, WEBAUTHN_CHALLENGE_BYTES, WEBAUTHN_CHALLENGE_ID_BYTES, WEBAUTHN_CHALLENGE_PURGE_INTERVAL_MS, WEBAUTHN_CHALLENGE_TTL_MS,
  WEBAUTHN_CHALLENGES_PER_SESSION_MAX, WEBAUTHN_RP_NAME,
} from './constants.ts';
import {
  deleteCredential, deleteExpiredChallenges, findCredential, insertChallenge, insertCredential, listCredentials, recordCredentialUse, takeChallenge,
} from './repository.ts';

/** The caller: its live session (challenges are bound to it), address, and signed-in account (null for a visitor). */
export interface WebauthnContext {
  session: SessionRecord;
  ip: string;
  accountId: string | null;
}

/** Outcome of register and login: success with the session to send (new, or the same for `added`), or status -1. */
export type PasskeyOutcome =
  | { ok: true; message: 'signin' | 'signup' | 'added'; session: SessionRecord; account: { email: string; name: string | null } }
  | { ok: false; error: PasskeyVerifyError };

export interface WebauthnService {
  /** GET autofillParams: a discoverable-credential request (empty allowCredentials) for conditional UI. */
  autofillParams(ctx: WebauthnContext): Promise<PasskeyRequestOptions>;
  /** POST loginParams: a request listing the passkeys of `username` (empty for an unknown email or no passkeys). */
  loginParams(username: string, ctx: WebauthnContext): Promise<PasskeyRequestOptions>;
  /**
   * POST newCredentialParams: creation options for a new account named `username` (a visitor) or for the signed-in
   * account (username ignored). Status -1 INVALID_EMAIL / EMAIL_TAKEN for a visitor.
   */
  newCredentialParams(username: string, ctx: WebauthnContext): Promise<PasskeyNewCredentialParamsReply>;
  /** POST register. Status -1: INVALID_EMAIL, CONSENT_REQUIRED, EMAIL_TAKEN, PASSKEY_* (see contract). */
  register(req: PasskeyRegisterRequest, ctx: WebauthnContext): Promise<PasskeyOutcome>;
  /** POST login. Status -1: PASSKEY_*, ACCOUNT_LOCKED, ACCOUNT_DISABLED. */
  login(req: PasskeyLoginRequest, ctx: WebauthnContext): Promise<PasskeyOutcome>;
  /** The account's passkeys, newest first (no public keys). */
  list(accountId: string): Promise<PasskeySummary[]>;
  /** Removes one passkey of the account. @returns false when it has none with this id (missing or another account's) */
  remove(accountId: string, credentialId: string): Promise<boolean>;
}

/** What verification needs of clientDataJSON (W3C WebAuthn CollectedClientData). */
const ClientDataSchema = z.object({
  type: z.string(),
  challenge: z.string().min(1).max(1024),
  origin: z.string(),
  crossOrigin: z.boolean().optional(),
  topOrigin: z.string().optional(),
});
type ClientData = z.infer<typeof ClientDataSchema>;

/** base64url SHA-256 of a challenge (what the table stores). */
function challengeHash(challenge: string): string {
  return createHash('sha256').update(challenge, 'utf8').digest('base64url');
}

/** Parses base64url clientDataJSON. @returns null when it is not JSON of the expected shape */
function parseClientData(b64url: string): ClientData | null {
  try {
    const parsed = ClientDataSchema.safeParse(JSON.parse(Buffer.from(b64url, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function failure(errorCode: PasskeyVerifyErrorCode, message: string, errorField: PasskeyVerifyError['errorField'] = null): PasskeyOutcome {
  return { ok: false, error: { status: AUTH_VERIFY_STATUS.error, errorField, message, errorCode } };
}

/** An accounts outcome as a passkey outcome (`passwd` never applies to passkeys: a form-level error). */
function fromAccounts(outcome: AuthOutcome, message: 'signin' | 'signup'): PasskeyOutcome {
  if (outcome.ok) return { ok: true, message, session: outcome.session, account: outcome.account };
  const { errorField, ...rest } = outcome.error;
  return { ok: false, error: { ...rest, errorField: errorField === 'passwd' ? null : errorField } };
}

const EXPIRED = (): PasskeyOutcome => failure('PASSKEY_CHALLENGE_EXPIRED', 'This passkey request has expired. Try again.');
const REJECTED = (): PasskeyOutcome => failure('PASSKEY_VERIFICATION_FAILED', 'The passkey could not be verified.');

function transportsOf(json: string): PasskeyTransport[] {
  try {
    const parsed = z.array(PasskeyTransportSchema).safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** The transports a register form sent (comma-separated; unknown names dropped). */
function parseTransports(raw: string | undefined): PasskeyTransport[] {
  if (!raw) return [];
  return [...new Set(raw.split(',').map((t) => t.trim()).filter((t): t is PasskeyTransport => PasskeyTransportSchema.safeParse(t).success))];
}

/** The WebAuthn user handle of an account: its id's UTF-8 bytes (opaque, never the email). */
function userHandleOf(accountId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(accountId, 'utf8'));
}

const EmailSchema = z.email().max(254);

/**
 * Whether a registration adds a passkey to the signed-in account (the profile's "Add a passkey" sends no username)
 * rather than creating a new account named `username` (sign-up, also while signed in: "Add another account").
 */
function addsToSignedIn(username: string, ctx: WebauthnContext): ctx is WebauthnContext & { accountId: string } {
  return ctx.accountId !== null && username.trim() === '';
}

/**
 * Creates the passkeys service.
 * @param opts.publicOrigin the product origin (the frame's); its host is the relying party id
 * @param opts.accounts creates passwordless accounts and signs accounts in (session regeneration, lock, disabled)
 * @param opts.partners the session's partner's allowed origins (top-origin check)
 * @param opts.now clock, epoch ms
 */
export function createWebauthnService(opts: {
  db: Kysely<Database>;
  publicOrigin: string;
  accounts: AccountsService;
  partners: PartnerService;
  log: FastifyBaseLogger;
  now?: () => number;
}): WebauthnService {
  const { db, accounts, partners, log, publicOrigin } = opts;
  const now = opts.now ?? Date.now;
  const rpID = new URL(publicOrigin).hostname;
  const rp = { id: rpID, name: WEBAUTHN_RP_NAME };
  let lastPurgeMs = 0;

  async function issueChallenge(
    session: SessionRecord,
    purpose: WebauthnChallengeRow['purpose'],
    extra: { userId?: string; email?: string } = {},
  ): Promise<Uint8Array<ArrayBuffer>> {
    const nowMs = now();
    if (nowMs - lastPurgeMs >= WEBAUTHN_CHALLENGE_PURGE_INTERVAL_MS) {
      lastPurgeMs = nowMs;
      await deleteExpiredChallenges(db, new Date(nowMs).toISOString());
    }
    const bytes = new Uint8Array(randomBytes(WEBAUTHN_CHALLENGE_BYTES));
    await insertChallenge(
      db,
      {
        id: randomBytes(WEBAUTHN_CHALLENGE_ID_BYTES).toString('base64url'),
        session_id: session.id,
        challenge_hash: challengeHash(Buffer.from(bytes).toString('base64url')),
        purpose,
        user_id: extra.userId ?? null,
        email: extra.email ?? null,
        created_at: new Date(nowMs).toISOString(),
        expires_at: new Date(nowMs + WEBAUTHN_CHALLENGE_TTL_MS).toISOString(),
      },
      WEBAUTHN_CHALLENGES_PER_SESSION_MAX,
    );
    return bytes;
  }

  /** Consumes the session's challenge that `clientData` names. @returns the challenge row, or undefined */
  function consume(session: SessionRecord, clientData: ClientData, purpose: WebauthnChallengeRow['purpose']) {
    return takeChallenge(db, { sessionId: session.id, challengeHash: challengeHash(clientData.challenge), purpose, nowIso: new Date(now()).toISOString() });
  }

  /** The top origins accepted for this session: the product itself and its partner's allowed origins. */
  async function allowedTopOrigins(session: SessionRecord): Promise<string[]> {
    const partner = session.partnerId ? await partners.getPartner(session.partnerId) : null;
    return [publicOrigin, ...(partner?.allowedOrigins ?? [])];
  }

  /** Our own origin checks (registration verification in @simplewebauthn does not look at topOrigin). */
  function originProblem(clientData: ClientData, topOrigins: readonly string[]): string | null {
    if (clientData.origin !== publicOrigin) return `unexpected origin ${clientData.origin}`;
    if (clientData.topOrigin === undefined) return null;
    if (clientData.crossOrigin !== true) return 'topOrigin without crossOrigin';
    return topOrigins.includes(clientData.topOrigin) ? null : `top origin ${clientData.topOrigin} is not allowed for this partner`;
  }

  async function requestOptions(session: SessionRecord, allow: WebauthnCredentialRow[]): Promise<PasskeyRequestOptions> {
    const challenge = await issueChallenge(session, 'authentication');
    const options = await generateAuthenticationOptions({
      rpID,
      challenge,
      timeout: WEBAUTHN_CHALLENGE_TTL_MS,
      userVerification: 'preferred',
      allowCredentials: allow.map((c) => ({ id: c.id, transports: transportsOf(c.transports) })),
    });
    return {
      rp,
      rpId: rpID,
      challenge: options.challenge,
      timeout: WEBAUTHN_CHALLENGE_TTL_MS,
      userVerification: 'preferred',
      allowCredentials: allow.map((c) => ({ id: c.id, type: 'public-key' as const, transports: transportsOf(c.transports) })),
    };
  }

  return {
    autofillParams(ctx) {
      return requestOptions(ctx.session, []);
    },

    async loginParams(username, ctx) {
      const email = username.trim().toLowerCase();
      const account = email === '' || !EmailSchema.safeParse(email).success ? null : await accounts.profileByEmail(email);
      return requestOptions(ctx.session, account ? await listCredentials(db, account.id) : []);
    },

    async newCredentialParams(username, ctx) {
      let user: { id: string; email: string; name: string | null };
      let exclude: WebauthnCredentialRow[] = [];
      if (addsToSignedIn(username, ctx)) {
        const profile = await accounts.profileOf(ctx.accountId!);
        if (!profile) throw new Error('signed-in account not found');
        user = { id: profile.id, email: profile.email, name: profile.name };
        exclude = await listCredentials(db, profile.id);
      } else {
        const email = username.trim().toLowerCase();
        if (!EmailSchema.safeParse(email).success) {
          return { status: AUTH_VERIFY_STATUS.error, errorField: 'username', message: 'Enter a valid email address.', errorCode: 'INVALID_EMAIL' };
        }
        if (await accounts.profileByEmail(email)) {
          return { status: AUTH_VERIFY_STATUS.error, errorField: 'username', message: 'An account with this email already exists. Sign in instead.', errorCode: 'EMAIL_TAKEN' };
        }
        user = { id: accounts.newAccountId(), email, name: null };
      }
      const challenge = await issueChallenge(ctx.session, 'registration', { userId: user.id, email: user.email });
      const options = await generateRegistrationOptions({
        rpName: WEBAUTHN_RP_NAME,
        rpID,
        userName: user.email,
        userID: userHandleOf(user.id),
        userDisplayName: user.name ?? user.email,
        challenge,
        timeout: WEBAUTHN_CHALLENGE_TTL_MS,
        attestationType: 'none',
        excludeCredentials: exclude.map((c) => ({ id: c.id, transports: transportsOf(c.transports) })),
        authenticatorSelection: { authenticatorAttachment: 'platform', residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
        supportedAlgorithmIDs: [...WEBAUTHN_ALGORITHMS],
      });
      const reply: PasskeyCreationOptions = {
        rp,
        challenge: options.challenge,
        user: { id: options.user.id, name: options.user.name, displayName: options.user.displayName },
        pubKeyCredParams: options.pubKeyCredParams.map((p) => ({ type: 'public-key' as const, alg: p.alg })),
        excludeCredentials: exclude.map((c) => ({ id: c.id, type: 'public-key' as const, transports: transportsOf(c.transports) })),
        timeout: WEBAUTHN_CHALLENGE_TTL_MS,
        attestation: 'none',
        authenticatorSelection: { authenticatorAttachment: 'platform', residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
      };
      return reply;
    },

    async register(req, ctx) {
      const adding = addsToSignedIn(req.username, ctx);
      if (!adding && !req.consent) {
        return failure('CONSENT_REQUIRED', 'Accept the terms of use to create an account.', 'consent');
      }
      const clientData = parseClientData(req.clientDataJSON);
      if (!clientData) return REJECTED();
      const challenge = await consume(ctx.session, clientData, 'registration');
      if (!challenge || challenge.user_id === null || challenge.email === null) return EXPIRED();
      if (adding ? challenge.user_id !== ctx.accountId : challenge.user_id === ctx.accountId || req.username.trim().toLowerCase() !== challenge.email) {
        log.info({ reason: 'challenge issued for another user' }, 'passkey registration refused');
        return REJECTED();
      }
      const problem = originProblem(clientData, await allowedTopOrigins(ctx.session));
      if (problem) {
        log.info({ reason: problem }, 'passkey registration refused');
        return REJECTED();
      }
      let info;
      try {
        const verification = await verifyRegistrationResponse({
          response: {
            id: req.credentialId,
            rawId: req.credentialId,
            type: 'public-key',
            response: { clientDataJSON: req.clientDataJSON, attestationObject: req.attestationObject },
            clientExtensionResults: {},
          },
          expectedChallenge: clientData.challenge,
          expectedOrigin: publicOrigin,
          expectedRPID: rpID,
          expectedType: 'webauthn.create',
          requireUserVerification: false,
          supportedAlgorithmIDs: [...WEBAUTHN_ALGORITHMS],
        });
        if (!verification.verified) throw new Error('not verified');
        info = verification.registrationInfo;
      } catch (error) {
        log.info({ reason: error instanceof Error ? error.message.slice(0, 200) : 'unknown' }, 'passkey registration refused');
        return REJECTED();
      }
      if (info.credential.id !== req.credentialId) {
        log.info({ reason: 'credential id differs from the attested one' }, 'passkey registration refused');
        return REJECTED();
      }
      const nowIso = new Date(now()).toISOString();
      const row: WebauthnCredentialRow = {
        id: info.credential.id,
        account_id: challenge.user_id,
        public_key: Buffer.from(info.credential.publicKey).toString('base64url'),
        counter: info.credential.counter,
        transports: JSON.stringify(parseTransports(req.transports)),
        user_handle: Buffer.from(userHandleOf(challenge.user_id)).toString('base64url'),
        created_at: nowIso,
        last_used_at: null,
      };
      const duplicate = Symbol('duplicate');
      const store = async (trx: Kysely<Database>) => {
        if (!(await insertCredential(trx, row))) throw duplicate;
      };
      try {
        if (adding) {
          await store(db);
          const profile = await accounts.profileOf(challenge.user_id);
          return { ok: true, message: 'added', session: ctx.session, account: { email: profile?.email ?? challenge.email, name: profile?.name ?? null } };
        }
        const authCtx: AuthRequestContext = { session: ctx.session, ip: ctx.ip };
        const outcome = await accounts.registerWithoutPassword({ id: challenge.user_id, email: challenge.email, consent: req.consent, optin: req.optin }, authCtx, store);
        return fromAccounts(outcome, 'signup');
      } catch (error) {
        if (error === duplicate) return failure('PASSKEY_ALREADY_REGISTERED', 'This passkey is already registered.');
        throw error;
      }
    },

    async login(req, ctx) {
      const clientData = parseClientData(req.clientDataJSON);
      if (!clientData) return REJECTED();
      const challenge = await consume(ctx.session, clientData, 'authentication');
      if (!challenge) return EXPIRED();
      const credential = await findCredential(db, req.credentialId);
      if (!credential) return failure('PASSKEY_NOT_RECOGNIZED', 'This passkey is not registered. Sign in another way.');
      if (req.userHandle !== '' && req.userHandle !== credential.user_handle) {
        log.info({ reason: 'user handle differs' }, 'passkey sign-in refused');
        return REJECTED();
      }
      const topOrigins = await allowedTopOrigins(ctx.session);
      const problem = originProblem(clientData, topOrigins);
      if (problem) {
        log.info({ reason: problem }, 'passkey sign-in refused');
        return REJECTED();
      }
      let newCounter: number;
      try {
        const verification = await verifyAuthenticationResponse({
          response: {
            id: req.credentialId,
            rawId: req.credentialId,
            type: 'public-key',
            response: {
              clientDataJSON: req.clientDataJSON,
              authenticatorData: req.authenticatorData,
              signature: req.signature,
              ...(req.userHandle !== '' ? { userHandle: req.userHandle } : {}),
            },
            clientExtensionResults: {},
          },
          expectedChallenge: clientData.challenge,
          expectedOrigin: publicOrigin,
          expectedRPID: rpID,
          expectedType: 'webauthn.get',
          expectedTopOrigin: topOrigins,
          credential: { id: credential.id, publicKey: new Uint8Array(Buffer.from(credential.public_key, 'base64url')), counter: Number(credential.counter) },
          requireUserVerification: false,
        });
        if (!verification.verified) throw new Error('not verified');
        newCounter = verification.authenticationInfo.newCounter;
      } catch (error) {
        log.info({ reason: error instanceof Error ? error.message.slice(0, 200) : 'unknown' }, 'passkey sign-in refused');
        return REJECTED();
      }
      const raced = Symbol('raced');
      try {
        const outcome = await accounts.signInWithoutPassword(credential.account_id, { session: ctx.session, ip: ctx.ip }, {
          sticky: true,
          within: async (trx) => {
            if (!(await recordCredentialUse(trx, credential.id, Number(credential.counter), newCounter, new Date(now()).toISOString()))) throw raced;
          },
        });
        return fromAccounts(outcome, 'signin');
      } catch (error) {
        if (error === raced) return REJECTED();
        throw error;
      }
    },

    async list(accountId) {
      return (await listCredentials(db, accountId)).map((c) => ({
        credentialId: c.id, transports: transportsOf(c.transports), createdAt: c.created_at, lastUsedAt: c.last_used_at,
      }));
    },

    remove(accountId, credentialId) {
      return deleteCredential(db, accountId, credentialId);
    },
  };
}
