/**
 * Queries of the directory service (directory-service.ts, issue #27 SCIM provisioning) that the business repository
 * does not have yet. Scoped by company id like every business query.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Takes these profiles (all of the group's when `profileIds` is undefined) out of the company's group. */
export async function clearGroupOfProfiles(db: Kysely<Database>, companyId: string, groupId: number, profileIds: readonly string[] | undefined, nowIso: string): Promise<void> {
  const q = db.updateTable('business_profiles').set({ group_id: null, updated_at: nowIso }).where('company_id', '=', companyId).where('group_id', '=', groupId);
  if (profileIds === undefined) {
    await q.execute();
    return;
  }
  // In slices, so a group of thousands stays under the databases' bound-parameter limits.
  for (let i = 0; i < profileIds.length; i += 500) await q.where('id', 'in', profileIds.slice(i, i + 500)).execute();
}

/** Puts these profiles of the company in the group (taking them out of the one they were in), in slices. */
export async function setGroupOfProfiles(db: Kysely<Database>, companyId: string, groupId: number, profileIds: readonly string[], nowIso: string): Promise<void> {
  for (let i = 0; i < profileIds.length; i += 500) {
    await db.updateTable('business_profiles').set({ group_id: groupId, updated_at: nowIso })
      .where('company_id', '=', companyId).where('id', 'in', profileIds.slice(i, i + 500)).execute();
  }
}
