/**
 * Migration 0014: a partner's own social links in the footer (issue #10; chrome-and-consent §3 "Social site: name,
 * url", §7 "GET of an icon svg url"). FROZEN once released: never edit, never import application code; add a new
 * migration instead.
 *
 * - `partners.social_links`: JSON array of `{ name, url, iconUrl? }` (contract PartnerSocialLinkSchema); `[]` means the
 *   product's default links.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('partners').addColumn('social_links', 'text', (c) => c.notNull().defaultTo('[]')).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('partners').dropColumn('social_links').execute();
}
