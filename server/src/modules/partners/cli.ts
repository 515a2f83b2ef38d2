/**
 * `npm run partner -- <command>`: registers partners and their allowed origins in the database (issue #8, "A
 * partner following the README ... gets a spinner that never ends when their origin is not allowed").
 *
 *   add <id> --name <name> --origin <origin> [--origin ...] [--brand <brandId>]
 *   list [--json]
 *   set-origins <id> <origin>...
 *   set-relay <id> <METHOD:/path/prefix>...
 *   set-brand <id> <brandId>
 *   set-social <id> [<site>=<url>...] [--icon <site>=<iconUrl> ...]   (no links: the product's default links)
 *   remove <id>
 *
 * Every input is validated with the contract's schemas (PartnerIdSchema, OriginSchema, RelayRuleSchema,
 * BrandIdSchema) before the database is opened; a bad input prints one line and exits 1. Writes go through the
 * partners module's service ({@link createPartnerAdmin}), which validates the whole partner again. The database is
 * the server's (DATABASE_URL, else DATABASE_PATH; see server/src/config.ts), migrated first.
 *
 * The partners the seed manages (`demo`, `acme-travel`; server/src/db/seed.ts) are upserted from the configuration
 * on every start and every `npm run db:seed`, so the CLI lists them but refuses to change or remove them: a change
 * would silently come back. Change DEMO_ORIGIN (or the seed) for those.
 *
 * A new partner gets the default relay allow-list (DEFAULT_RELAY_ALLOW_LIST) and, without --brand, the brand
 * `default`. Removing a partner keeps its sessions and metrics (their partner_id becomes null).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  BrandIdSchema,
  DEFAULT_RELAY_ALLOW_LIST,
  MAX_PARTNER_SOCIAL_LINKS,
  OriginSchema,
  PartnerIdSchema,
  PartnerSocialLinkSchema,
  RelayRuleSchema,
  type BrandId,
  type Partner,
  type PartnerSocialLink,
  type RelayRule,
} from '@travel/contract';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { seedPartners } from '../../db/index.ts';
import { startupFailureLine, withMigratedDatabase } from '../../main.ts';
import { createPartnerAdmin } from './service.ts';

/** Usage text (printed by `help` and after a usage error). */
export const PARTNER_CLI_USAGE = [
  'Usage: npm run partner -- <command>',
  '  add <id> --name <name> --origin <origin> [--origin ...] [--brand <brandId>]',
  '  list [--json]',
  '  set-origins <id> <origin>...',
  '  set-relay <id> <METHOD:/path/prefix>...',
  '  set-brand <id> <brandId>',
  '  set-social <id> [<site>=<url>...] [--icon <site>=<iconUrl> ...]   (site: facebook, instagram, x, youtube, tiktok; none: default links)',
  '  remove <id>',
].join('\n');

const SEE_HELP = ' (see npm run partner -- help)';

/** Brand of a partner added without --brand (the seed's partners use it too). */
export const DEFAULT_PARTNER_BRAND: BrandId = 'default';

/** Ids the seed upserts on every start; the CLI lists them but does not write them. */
export const SEED_MANAGED_PARTNER_IDS: readonly string[] = seedPartners({ demoOrigin: 'http://127.0.0.1' }).map((p) => p.id);

/** A bad command line or a command the database refuses (unknown id, taken id); `message` is one line. */
export class PartnerCliError extends Error {
  override readonly name = 'PartnerCliError';
}

/** Options of the command line (each command accepts a subset). */
const OPTIONS = {
  name: { type: 'string' },
  origin: { type: 'string', multiple: true },
  brand: { type: 'string' },
  json: { type: 'boolean' },
  icon: { type: 'string', multiple: true },
} as const;

/** A parsed, validated command. */
export type PartnerCommand =
  | { kind: 'help' }
  | { kind: 'list'; json: boolean }
  | { kind: 'add'; partner: Partner }
  | { kind: 'set-origins'; id: string; allowedOrigins: string[] }
  | { kind: 'set-relay'; id: string; relayAllowList: RelayRule[] }
  | { kind: 'set-brand'; id: string; defaultBrand: BrandId }
  | { kind: 'set-social'; id: string; socialLinks: PartnerSocialLink[] }
  | { kind: 'remove'; id: string };

function valid<T>(schema: z.core.$ZodType<T>, value: string, what: string): T {
  const result = z.safeParse(schema, value);
  if (!result.success) throw new PartnerCliError(`Invalid ${what} "${value}": ${result.error.issues[0]?.message ?? 'invalid'}`);
  return result.data;
}

function partnerId(value: string | undefined): string {
  if (value === undefined) throw new PartnerCliError(`Missing partner id.${SEE_HELP}`);
  return valid(PartnerIdSchema, value, 'partner id');
}

function writableId(value: string | undefined): string {
  const id = partnerId(value);
  if (SEED_MANAGED_PARTNER_IDS.includes(id)) {
    throw new PartnerCliError(
      `Partner "${id}" is managed by the seed (server/src/db/seed.ts) and rewritten on every start; change its configuration (DEMO_ORIGIN) or use another id`,
    );
  }
  return id;
}

function origins(values: readonly string[]): string[] {
  if (values.length === 0) throw new PartnerCliError('At least one origin is needed, e.g. https://partner.example');
  return [...new Set(values.map((v) => valid(OriginSchema, v, 'origin')))];
}

/** `GET:/i/api/flights/v1/search` -> `{ method: 'GET', pathPrefix: '/i/api/flights/v1/search' }` (method case-insensitive). */
export function parseRelayRule(value: string): RelayRule {
  const colon = value.indexOf(':');
  if (colon <= 0) throw new PartnerCliError(`Invalid relay rule "${value}": expected METHOD:/path/prefix, e.g. GET:/i/api/flights/v1/search`);
  const candidate = { method: value.slice(0, colon).toUpperCase(), pathPrefix: value.slice(colon + 1) };
  const result = RelayRuleSchema.safeParse(candidate);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new PartnerCliError(`Invalid relay rule "${value}": ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'invalid'}`.replace(/ {2,}/g, ' '));
  }
  return result.data;
}

/** Splits `site=value` at the first `=`; `what` names the pair in the error. */
function sitePair(value: string, what: string): { site: string; value: string } {
  const eq = value.indexOf('=');
  if (eq <= 0) throw new PartnerCliError(`Invalid ${what} "${value}": expected <site>=<url>, e.g. x=https://x.com/partner`);
  return { site: value.slice(0, eq), value: value.slice(eq + 1) };
}

/**
 * `['x=https://x.com/p']` with icons `['x=https://cdn.example/x.svg']` -> the partner's social links, validated with
 * PartnerSocialLinkSchema (chrome-and-consent §3 "Social site: name, url"). An icon for a site without a link, a site
 * given twice, or more than MAX_PARTNER_SOCIAL_LINKS links is refused.
 */
export function parseSocialLinks(links: readonly string[], icons: readonly string[]): PartnerSocialLink[] {
  if (links.length > MAX_PARTNER_SOCIAL_LINKS) throw new PartnerCliError(`At most ${MAX_PARTNER_SOCIAL_LINKS} social links`);
  const iconBySite = new Map<string, string>();
  for (const icon of icons) {
    const { site, value } = sitePair(icon, '--icon');
    iconBySite.set(site, value);
  }
  const seen = new Set<string>();
  const parsed = links.map((link) => {
    const { site, value } = sitePair(link, 'social link');
    if (seen.has(site)) throw new PartnerCliError(`Social site "${site}" given twice`);
    seen.add(site);
    const iconUrl = iconBySite.get(site);
    const result = PartnerSocialLinkSchema.safeParse({ name: site, url: value, ...(iconUrl === undefined ? {} : { iconUrl }) });
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new PartnerCliError(`Invalid social link "${link}": ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'invalid'}`.replace(/ {2,}/g, ' '));
    }
    return result.data;
  });
  const orphan = [...iconBySite.keys()].find((site) => !seen.has(site));
  if (orphan !== undefined) throw new PartnerCliError(`--icon ${orphan}=... has no ${orphan}=<url> link`);
  return parsed;
}

function expectPositionals(command: string, positionals: string[], min: number, max: number): void {
  if (positionals.length < min || positionals.length > max) {
    throw new PartnerCliError(`Wrong number of arguments for ${command}.${SEE_HELP}`);
  }
}

/**
 * Parses and validates a command line (the arguments after `npm run partner --`). Pure: touches no database.
 * @throws PartnerCliError with a one-line message (plus the usage for usage errors)
 */
export function parsePartnerCommand(args: readonly string[]): PartnerCommand {
  const parse = () => parseArgs({ args: [...args], options: OPTIONS, allowPositionals: true, strict: true });
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse();
  } catch (err) {
    throw new PartnerCliError(`${err instanceof Error ? (err.message.split('\n')[0] ?? err.message) : String(err)}${SEE_HELP}`);
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  const allowOnly = (...names: (keyof typeof OPTIONS)[]) => {
    for (const name of Object.keys(values) as (keyof typeof OPTIONS)[]) {
      if (!names.includes(name)) throw new PartnerCliError(`Option --${name} does not apply to ${command ?? 'this command'}.${SEE_HELP}`);
    }
  };
  switch (command) {
    case undefined:
      throw new PartnerCliError(`Missing command.${SEE_HELP}`);
    case 'help':
      return { kind: 'help' };
    case 'list':
      allowOnly('json');
      expectPositionals(command, rest, 0, 0);
      return { kind: 'list', json: values.json === true };
    case 'add': {
      allowOnly('name', 'origin', 'brand');
      expectPositionals(command, rest, 1, 1);
      const id = writableId(rest[0]);
      const name = values.name?.trim();
      if (!name) throw new PartnerCliError('Missing --name <name> (the partner\'s display name)');
      const allowedOrigins = origins(values.origin ?? []);
      const defaultBrand = values.brand === undefined ? DEFAULT_PARTNER_BRAND : valid(BrandIdSchema, values.brand, 'brand');
      return { kind: 'add', partner: { id, name, allowedOrigins, relayAllowList: DEFAULT_RELAY_ALLOW_LIST, defaultBrand } };
    }
    case 'set-origins':
      allowOnly();
      expectPositionals(command, rest, 2, Number.POSITIVE_INFINITY);
      return { kind: 'set-origins', id: writableId(rest[0]), allowedOrigins: origins(rest.slice(1)) };
    case 'set-relay':
      allowOnly();
      expectPositionals(command, rest, 2, Number.POSITIVE_INFINITY);
      return { kind: 'set-relay', id: writableId(rest[0]), relayAllowList: rest.slice(1).map(parseRelayRule) };
    case 'set-brand':
      allowOnly();
      expectPositionals(command, rest, 2, 2);
      return { kind: 'set-brand', id: writableId(rest[0]), defaultBrand: valid(BrandIdSchema, rest[1] as string, 'brand') };
    case 'set-social':
      allowOnly('icon');
      expectPositionals(command, rest, 1, Number.POSITIVE_INFINITY);
      return { kind: 'set-social', id: writableId(rest[0]), socialLinks: parseSocialLinks(rest.slice(1), values.icon ?? []) };
    case 'remove':
      allowOnly();
      expectPositionals(command, rest, 1, 1);
      return { kind: 'remove', id: writableId(rest[0]) };
    default:
      throw new PartnerCliError(`Unknown command "${command}".${SEE_HELP}`);
  }
}

/** One line describing a partner, as `list` prints it. */
export function describePartner(p: Partner): string {
  const relay = p.relayAllowList.map((r) => `${r.method}:${r.pathPrefix}`).join(' ');
  const managed = SEED_MANAGED_PARTNER_IDS.includes(p.id) ? ' (managed by the seed)' : '';
  const social = (p.socialLinks ?? []).map((l) => `${l.name}=${l.url}${l.iconUrl ? ` (icon ${l.iconUrl})` : ''}`).join(' ');
  return `${p.id}\t${p.name}\torigins=${p.allowedOrigins.join(' ')}\tbrand=${p.defaultBrand}\trelay=${relay}${social ? `\tsocial=${social}` : ''}${managed}`;
}

function unknownPartner(id: string): PartnerCliError {
  return new PartnerCliError(`No partner "${id}" (see npm run partner -- list)`);
}

/**
 * Runs a validated command against a migrated database.
 * @returns the lines to print on stdout
 * @throws PartnerCliError when the id is unknown (set-*, remove) or taken (add)
 */
export async function executePartnerCommand(command: PartnerCommand, db: Kysely<Database>): Promise<string[]> {
  const admin = createPartnerAdmin(db);
  switch (command.kind) {
    case 'help':
      return [PARTNER_CLI_USAGE];
    case 'list': {
      const partners = await admin.list();
      if (command.json) return [JSON.stringify(partners, null, 2)];
      return partners.length === 0 ? ['No partners.'] : partners.map(describePartner);
    }
    case 'add': {
      if (!(await admin.add(command.partner))) throw new PartnerCliError(`Partner "${command.partner.id}" already exists; use set-origins, set-relay or set-brand to change it`);
      return [`Added ${describePartner(command.partner)}`];
    }
    case 'set-origins':
    case 'set-relay':
    case 'set-brand':
    case 'set-social': {
      const { kind: _kind, id, ...changes } = command;
      const updated = await admin.update(id, changes);
      if (!updated) throw unknownPartner(id);
      return [`Updated ${describePartner(updated)}`];
    }
    case 'remove': {
      if (!(await admin.remove(command.id))) throw unknownPartner(command.id);
      return [`Removed partner "${command.id}"`];
    }
  }
}

/**
 * Parses, validates and runs one command line against a migrated database (what the tests call in-process).
 * @throws PartnerCliError on bad input, an unknown id or a taken id
 */
export async function runPartnerCli(args: readonly string[], db: Kysely<Database>): Promise<string[]> {
  return executePartnerCommand(parsePartnerCommand(args), db);
}

/** The process entry: validate, open and migrate the server's database, run, print; exit 1 with one line on failure. */
async function main(args: readonly string[]): Promise<string[]> {
  const command = parsePartnerCommand(args);
  if (command.kind === 'help') return [PARTNER_CLI_USAGE];
  return withMigratedDatabase(loadConfig(), (db) => executePartnerCommand(command, db));
}

const invokedDirectly = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  main(process.argv.slice(2)).then(
    (lines) => {
      for (const line of lines) console.log(line);
    },
    (err: unknown) => {
      console.error(err instanceof PartnerCliError ? `partner: ${err.message}` : `partner: ${startupFailureLine(err)}`);
      process.exit(1);
    },
  );
}
