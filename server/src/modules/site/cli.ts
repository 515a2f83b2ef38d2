/**
 * `npx tsx server/src/modules/site/cli.ts <command>`: the operator's site-wide messages (account-business-header-and-
 * trips §2 "A site-wide message bar", §3 siteWideMessageState), shown in the frame's message bar:
 *
 *   add --text <text> [--partner <partnerId>] [--locale <tag>] [--url </path or https://...>] [--tone info|warning]
 *       [--from <ISO time>] [--until <ISO time>]
 *   list
 *   remove <id>
 *
 * Without --partner a message is for every partner; without --locale for every language (a message in the frame's
 * language is preferred, then the partner's own). Inputs are validated with the contract's SiteWideMessageSchema; a
 * bad input prints one line and exits 1. The database is the server's (DATABASE_URL, else DATABASE_PATH), migrated first.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { LocaleTagSchema, PartnerIdSchema, SiteWideMessageSchema } from '@travel/contract';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { startupFailureLine, withMigratedDatabase } from '../../main.ts';
import { createSiteService, type SiteMessageInput } from './service.ts';

export const SITE_CLI_USAGE = [
  'Usage: npx tsx server/src/modules/site/cli.ts <command>',
  '  add --text <text> [--partner <partnerId>] [--locale <tag>] [--url </path|https://...>] [--tone info|warning] [--from <ISO>] [--until <ISO>]',
  '  list',
  '  remove <id>',
].join('\n');

/** A bad command line (printed as one line). */
export class SiteCliError extends Error {
  override readonly name = 'SiteCliError';
}

function time(value: string | undefined, flag: string): number | null {
  if (value === undefined) return null;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw new SiteCliError(`${flag} must be an ISO time, e.g. 2026-12-24T18:00:00Z`);
  return ms;
}

function parseAdd(args: readonly string[]): SiteMessageInput {
  const { values } = parseArgs({
    args: [...args],
    options: { text: { type: 'string' }, partner: { type: 'string' }, locale: { type: 'string' }, url: { type: 'string' }, tone: { type: 'string' }, from: { type: 'string' }, until: { type: 'string' } },
    strict: true,
  });
  const shape = z.object(SiteWideMessageSchema.shape).pick({ text: true, url: true, tone: true }).safeParse({ text: values.text?.trim(), url: values.url ?? null, tone: values.tone ?? 'info' });
  if (!shape.success) throw new SiteCliError(`invalid message: ${shape.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  if (shape.data.url !== null && !/^(\/|https:\/\/)/.test(shape.data.url)) throw new SiteCliError('--url must be a path starting with / or an https:// address');
  if (values.partner !== undefined && !PartnerIdSchema.safeParse(values.partner).success) throw new SiteCliError('--partner is not a partner id');
  if (values.locale !== undefined && !LocaleTagSchema.safeParse(values.locale).success) throw new SiteCliError('--locale is not a language tag, e.g. de or de-DE');
  const startsAtMs = time(values.from, '--from');
  const endsAtMs = time(values.until, '--until');
  if (startsAtMs !== null && endsAtMs !== null && endsAtMs <= startsAtMs) throw new SiteCliError('--until must be after --from');
  return { text: shape.data.text, url: shape.data.url, tone: shape.data.tone, partnerId: values.partner ?? null, locale: values.locale ?? null, startsAtMs, endsAtMs };
}

/**
 * Runs one command line against a migrated database; returns the lines to print.
 * @throws SiteCliError on bad input or an unknown id
 */
export async function runSiteCli(args: readonly string[], db: Kysely<Database>, now: () => number = Date.now): Promise<string[]> {
  const [command, ...rest] = args;
  const site = createSiteService(db, now);
  switch (command) {
    case 'add':
      return [`added ${await site.addMessage(parseAdd(rest))}`];
    case 'list':
      return (await site.listMessages()).map(
        (m) => `${m.id}\t${m.partner_id ?? '*'}\t${m.locale ?? '*'}\t${m.tone}\t${m.starts_at ?? '-'}\t${m.ends_at ?? '-'}\t${m.text}`,
      );
    case 'remove': {
      const id = rest[0];
      if (!id || rest.length !== 1) throw new SiteCliError('remove takes one message id');
      if (!(await site.removeMessage(id))) throw new SiteCliError(`no message ${id}`);
      return [`removed ${id}`];
    }
    case 'help':
    case undefined:
      return [SITE_CLI_USAGE];
    default:
      throw new SiteCliError(`unknown command ${command}\n${SITE_CLI_USAGE}`);
  }
}

const invokedDirectly = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const args = process.argv.slice(2);
  const run = args[0] === 'help' || args.length === 0 ? Promise.resolve([SITE_CLI_USAGE]) : withMigratedDatabase(loadConfig(), (db) => runSiteCli(args, db));
  run.then(
    (lines) => {
      for (const line of lines) console.log(line);
    },
    (err: unknown) => {
      console.error(err instanceof SiteCliError ? `site: ${err.message}` : `site: ${startupFailureLine(err)}`);
      process.exit(1);
    },
  );
}
