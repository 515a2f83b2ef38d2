/**
 * Queries of the directory service (directory-service.ts, issue #27 SCIM provisioning) that the business repository
 * does not have yet. Scoped by company id like every business query.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Takes these profiles (all of the group's when `profileIds` is undefined) out of the company's group. */
export async function clearGroupOfProfiles(db: Kysely<Database>, companyId: string, groupId: number, profileIds: readonly string[] | undefined, nowIso: string): Promise<void> {
  let q = db.updateTable('business_profiles').set({ group_id: null, updated_at: nowIso }).where('company_id', '=', companyId).where('group_id', '=', groupId);
  if (profileIds !== undefined) q = q.where('id', 'in', [...profileIds]);
  await q.execute();
}
