/**
 * Tables of migration 0035 (owned by the scim module, server/src/modules/scim): SCIM bearer tokens and the SCIM ids of a
 * company's business profiles and groups (issue #27 "SCIM 2.0 provisioning"). Column meanings: the migration's docstring.
 */
import type { Selectable } from 'kysely';

export interface ScimTokensTable {
  id: string;
  company_id: string;
  name: string;
  /** SHA-256 (hex) of the token; never the token. */
  token_hash: string;
  /** The token's last 4 characters. */
  token_hint: string;
  created_by_profile_id: string | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  revoked_by_profile_id: string | null;
}
export type ScimTokenRow = Selectable<ScimTokensTable>;

export interface ScimUsersTable {
  /** The SCIM `id` (random). */
  id: string;
  company_id: string;
  profile_id: string;
  external_id: string | null;
  given_name: string | null;
  family_name: string | null;
  display_name: string | null;
  /** Set when the directory deleted the user (the profile is deactivated; the id answers 404). */
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}
export type ScimUserRow = Selectable<ScimUsersTable>;

export interface ScimGroupsTable {
  /** The SCIM `id` (random). */
  id: string;
  company_id: string;
  group_id: number;
  external_id: string | null;
  created_at: string;
  updated_at: string;
}
export type ScimGroupRow = Selectable<ScimGroupsTable>;

/** The scim module's tables, merged into `Database`. */
export interface ScimTables {
  scim_tokens: ScimTokensTable;
  scim_users: ScimUsersTable;
  scim_groups: ScimGroupsTable;
}
