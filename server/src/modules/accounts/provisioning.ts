/**
 * Accounts that a company's directory provisions (issue #27 "SCIM 2.0 provisioning": "POST create -> account without
 * password, email confirmed"). The scim module calls these, inside its own transaction, instead of the accounts
 * tables; kept apart from service.ts so the sign-in methods built in parallel do not edit one file.
 *
 * - An account created here has no password (it signs in through the company's SSO, a passkey or an emailed code; a
 *   password sign-in answers EXTERNAL_AUTH_REQUIRED) and its email counts as confirmed: the company's directory vouches
 *   for the address, as an accepted invitation does (admin-users.ts).
 * - Ending the account's sessions is {@link AccountsService.signOutEverywhere} (service.ts): the account's rows of
 *   `session_accounts` go, so each session it was signed in on answers as a visitor's from its next call.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { ACCOUNT_ID_BYTES } from './constants.ts';
import { findAccountByEmail, findAccountsByIds, insertAccount, markAccountConfirmed } from './repository.ts';
import { updateAccountName } from './session-accounts-repository.ts';
import { normaliseEmail } from './service.ts';

/** What provisioning needs to know of an account. */
export interface ProvisionedAccount {
  id: string;
  email: string;
  name: string | null;
  disabled: boolean;
}

export interface AccountProvisioning {
  /** The account with this email (normalised here), or undefined. Reads through `handle` (the caller's transaction). */
  findByEmail(handle: Kysely<Database>, email: string): Promise<ProvisionedAccount | undefined>;
  /** The accounts of these ids, keyed by id (unknown ids left out). */
  findByIds(handle: Kysely<Database>, ids: readonly string[]): Promise<Map<string, ProvisionedAccount>>;
  /**
   * Creates an account without a password, its email confirmed. Writes through `handle`.
   * @returns the new account, or null when the email is taken (the caller answers a uniqueness conflict)
   */
  create(handle: Kysely<Database>, input: { email: string; name: string | null }): Promise<ProvisionedAccount | null>;
  /** Sets the account's display name (null clears it). Writes through `handle`. */
  setName(handle: Kysely<Database>, accountId: string, name: string | null): Promise<void>;
}

function toAccount(row: { id: string; email: string; name: string | null; disabled: number }): ProvisionedAccount {
  return { id: row.id, email: row.email, name: row.name, disabled: Number(row.disabled) === 1 };
}

/** Creates the provisioning calls. @param now clock, epoch ms */
export function createAccountProvisioning(now: () => number = Date.now): AccountProvisioning {
  return {
    async findByEmail(handle, email) {
      const row = await findAccountByEmail(handle, normaliseEmail(email));
      return row ? toAccount(row) : undefined;
    },
    async findByIds(handle, ids) {
      return new Map((await findAccountsByIds(handle, ids)).map((r) => [r.id, toAccount(r)]));
    },
    async create(handle, input) {
      const id = randomBytes(ACCOUNT_ID_BYTES).toString('base64url');
      const email = normaliseEmail(input.email);
      const at = new Date(now()).toISOString();
      if (!(await insertAccount(handle, { id, email, password_hash: null, name: input.name, marketing_optin: 0, created_at: at }))) return null;
      await markAccountConfirmed(handle, id, at);
      return { id, email, name: input.name, disabled: false };
    },
    async setName(handle, accountId, name) {
      await updateAccountName(handle, accountId, name);
    },
  };
}
