/**
 * Test support of the business module (imported by its tests only): the business principal of a seeded user, read
 * through the real principal loader's row builder so sweeps compute their expectations from the same data.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/database.ts';
import type { BusinessPrincipal } from '../src/modules/access/principal.ts';
import { createPrincipalLoader } from '../src/modules/business/principal-loader.ts';

/**
 * The business principal of the account with `email`, as its next request would carry it.
 * @throws when the account has no business profile
 */
export async function principalBusinessOf(db: Kysely<Database>, email: string): Promise<BusinessPrincipal> {
  const account = await db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  // A throwaway session selecting only this account, read by the real loader, then removed.
  const sessionId = `sweep-${account.id}`;
  await db.insertInto('sessions').values({ id: sessionId, csrf_token: 'x', partner_id: null, created_at: '2026-01-01T00:00:00.000Z', expires_at: '2999-01-01T00:00:00.000Z', sticky: 1 })
    .onConflict((oc) => oc.column('id').doNothing()).execute();
  await db.insertInto('session_accounts').values({ session_id: sessionId, account_id: account.id, selected: 1, signed_in_at: '2026-01-01T00:00:00.000Z' })
    .onConflict((oc) => oc.columns(['session_id', 'account_id']).doNothing()).execute();
  const principal = await createPrincipalLoader(db)({ id: sessionId, csrfToken: 'x', partnerId: null, expiresAtMs: Number.MAX_SAFE_INTEGER, sticky: true });
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
  if (principal.kind !== 'account' || !principal.business) throw new Error(`${email} has no business profile`);
  return principal.business;
}
