/**
 * Partners: lookup and the relay allow-list rule (issue #2 §3, §5; core-and-business §5 "embedded-frame
 * ajax messages are relayed only when ...").
 */
import type { Kysely } from 'kysely';
import { PartnerIdSchema, PartnerSchema, relayPathMatches, type HttpMethod, type Partner } from '@travel/contract';
import type { Database, PartnerRow } from '../../db/database.ts';
import { findPartnerRow } from './repository.ts';

function rowToPartner(row: PartnerRow): Partner {
  return PartnerSchema.parse({
    id: row.id,
    name: row.name,
    allowedOrigins: JSON.parse(row.allowed_origins) as unknown,
    relayAllowList: JSON.parse(row.relay_allow_list) as unknown,
    defaultBrand: row.default_brand,
  });
}

export interface PartnerService {
  /** The partner, or null when the id is malformed or unknown. @throws ZodError if a stored row is corrupt. */
  getPartner(id: string): Promise<Partner | null>;
}

/** Creates the partner service over the database. */
export function createPartnerService(db: Kysely<Database>): PartnerService {
  return {
    async getPartner(id) {
      if (!PartnerIdSchema.safeParse(id).success) return null;
      const row = await findPartnerRow(db, id);
      return row ? rowToPartner(row) : null;
    },
  };
}

/**
 * Whether a relayed request (method, path without query) matches one of the partner's relay rules, by whole
 * path segments (contract `relayPathMatches`, shared with the frame). HEAD counts as GET. Paths with dot segments, encoded dots/slashes, backslashes or empty segments are
 * refused outright so a prefix cannot be escaped (`/i/api/flights/v1/search/../../x`).
 */
export function isRelayAllowed(partner: Partner | null, method: string, path: string): boolean {
  if (!partner) return false;
  if (/(^|\/)\.\.?(\/|$)|%2e|%2f|%5c|\\|\/\//i.test(path)) return false;
  const m = (method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase()) as HttpMethod;
  return partner.relayAllowList.some((rule) => rule.method === m && relayPathMatches(rule.pathPrefix, path));
}
