/**
 * Partners: lookup and the relay allow-list rule (issue #2 §3, §5; core-and-business §5 "embedded-frame
 * ajax messages are relayed only when ...").
 */
import type { Kysely } from 'kysely';
import { PartnerIdSchema, PartnerSchema, relayPathMatches, type HttpMethod, type Partner } from '@travel/contract';
import type { Database, PartnerRow } from '../../db/database.ts';
import { deletePartnerRow, findPartnerRow, insertPartnerRow, listPartnerRows, updatePartnerRow, upsertPartnerRow } from './repository.ts';

/** A stored row as a partner (`socialLinks` only when it has some). @throws ZodError if the row is corrupt. */
function rowToPartner(row: PartnerRow): Partner {
  const socialLinks = JSON.parse(row.social_links) as unknown;
  return PartnerSchema.parse({
    id: row.id,
    name: row.name,
    allowedOrigins: JSON.parse(row.allowed_origins) as unknown,
    relayAllowList: JSON.parse(row.relay_allow_list) as unknown,
    defaultBrand: row.default_brand,
    ...(Array.isArray(socialLinks) && socialLinks.length === 0 ? {} : { socialLinks }),
  });
}

/** The partner's changeable columns (lists as JSON text): the one partner -> row mapping of every write. */
function partnerColumns(p: Partner): Omit<PartnerRow, 'id' | 'created_at'> {
  return {
    name: p.name,
    allowed_origins: JSON.stringify(p.allowedOrigins),
    relay_allow_list: JSON.stringify(p.relayAllowList),
    default_brand: p.defaultBrand,
    social_links: JSON.stringify(p.socialLinks ?? []),
  };
}

/** The partner, or null when the id is malformed or unknown. @throws ZodError if the stored row is corrupt. */
async function findPartner(db: Kysely<Database>, id: string): Promise<Partner | null> {
  if (!PartnerIdSchema.safeParse(id).success) return null;
  const row = await findPartnerRow(db, id);
  return row ? rowToPartner(row) : null;
}

/**
 * Inserts these partners, or overwrites the name, origins, relay list and brand of those that exist (the seed's
 * partners, on every start and `npm run db:seed`). Pass a transaction to make it part of a larger write.
 * @param now creation time of the rows inserted (kept on existing rows)
 */
export async function upsertPartners(db: Kysely<Database>, partners: readonly Partner[], now: Date = new Date()): Promise<void> {
  for (const p of partners) await upsertPartnerRow(db, { id: p.id, ...partnerColumns(p), created_at: now.toISOString() });
}

export interface PartnerService {
  /** The partner, or null when the id is malformed or unknown. @throws ZodError if a stored row is corrupt. */
  getPartner(id: string): Promise<Partner | null>;
}

/** Creates the partner service over the database. */
export function createPartnerService(db: Kysely<Database>): PartnerService {
  return { getPartner: (id) => findPartner(db, id) };
}

/** The fields an operator may change on an existing partner (all validated with PartnerSchema). */
export type PartnerChanges = Partial<Pick<Partner, 'name' | 'allowedOrigins' | 'relayAllowList' | 'defaultBrand' | 'socialLinks'>>;

/**
 * Operator access to the partners table (the `npm run partner` CLI, cli.ts). Every write validates the
 * whole partner with the contract's PartnerSchema first, so the table only ever holds rows `getPartner` can read.
 */
export interface PartnerAdmin {
  /** Every partner, ordered by id. @throws ZodError if a stored row is corrupt. */
  list(): Promise<Partner[]>;
  /** The partner, or null. */
  get(id: string): Promise<Partner | null>;
  /**
   * Inserts a partner, atomically: of two concurrent adds of one id exactly one returns true.
   * @returns false when the id is already taken. @throws ZodError on invalid fields.
   */
  add(partner: Partner, now?: Date): Promise<boolean>;
  /** Changes fields of a partner. @returns the updated partner, or null when the id is unknown. @throws ZodError. */
  update(id: string, changes: PartnerChanges): Promise<Partner | null>;
  /** Removes a partner. @returns false when the id is unknown. */
  remove(id: string): Promise<boolean>;
}

/** Creates the operator access to the partners table over the database. */
export function createPartnerAdmin(db: Kysely<Database>): PartnerAdmin {
  const get = (id: string) => findPartner(db, id);
  return {
    async list() {
      return (await listPartnerRows(db)).map(rowToPartner);
    },
    get,
    async add(partner, now = new Date()) {
      const p = PartnerSchema.parse(partner);
      return insertPartnerRow(db, { id: p.id, ...partnerColumns(p), created_at: now.toISOString() });
    },
    async update(id, changes) {
      const current = await get(id);
      if (!current) return null;
      const next = PartnerSchema.parse({ ...current, ...changes, id: current.id });
      await updatePartnerRow(db, id, partnerColumns(next));
      return next;
    },
    async remove(id) {
      if (!PartnerIdSchema.safeParse(id).success) return false;
      return (await deletePartnerRow(db, id)) > 0;
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
