/**
 * SCIM bearer tokens (issue #27 "a bearer token the admin creates and revokes on the integrations page (stored
 * hashed)"): the admin's panel on /business/integrations lists, creates and revokes them; the SCIM scope authenticates
 * every request with {@link ScimTokenService.authenticate}.
 *
 * - A token is `scim_` + 32 random bytes (base64url), answered ONCE by create. The table keeps its SHA-256 (hex) and
 *   its last 4 characters: 256 random bits need no slow hash (nothing to guess), and one indexed lookup finds it.
 * - Revoking sets `revoked_at`; every request looks its token up in the database (no cache in memory), so a revoked
 *   token is refused on its very next request, by every server process.
 * - A token works while its company exists and its plan (with switches) holds SSO_INTEGRATION; otherwise the SCIM
 *   request answers 403 (a downgraded company keeps its tokens, which work again after an upgrade).
 * - `last_used_at` is written at most once a minute per token ({@link TOKEN_TOUCH_INTERVAL_MS}).
 * - Create and revoke are audited (`scimToken.create`, `scimToken.revoke`: the admin as actor) in their transaction and
 *   counted per admin profile ({@link TOKEN_WRITES_MAX} per {@link TOKEN_WRITES_WINDOW_MS}, 429 with Retry-After), as
 *   the integrations' writes are. At most contract SCIM_TOKENS_MAX live tokens per company (400 field `name`).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SCIM_BASE_PATH, SCIM_TOKEN_PREFIX, SCIM_TOKENS_MAX, type BusinessActor, type ScimTokenCreatedReply, type ScimTokensReply } from '@travel/contract';
import type { Database } from '../../db/database.ts';
import { AppError, rateLimited, validationError } from '../../errors.ts';
import { recordAudit } from '../business/audit-log.ts';
import type { DirectoryService } from '../business/directory-service.ts';
import { hitCounter } from '../rate-limit/store.ts';
import { countActiveTokens, findLiveTokenByHashUnscoped, insertToken, listActiveTokens, newScimId, revokeToken, touchToken } from './repository.ts';

/** Random bytes of a token (base64url after the prefix). */
export const SCIM_TOKEN_BYTES = 32;
/** `last_used_at` is rewritten at most this often per token, ms. */
export const TOKEN_TOUCH_INTERVAL_MS = 60_000;
/** Token creations and revocations one admin profile may make per window. */
export const TOKEN_WRITES_MAX = 30;
/** The window of {@link TOKEN_WRITES_MAX}, ms (10 minutes). */
export const TOKEN_WRITES_WINDOW_MS = 10 * 60_000;

/** Who calls the SCIM API: the token (its id and name, the audit log's actor) and its company. */
export interface ScimCaller {
  tokenId: string;
  tokenName: string;
  companyId: string;
}

/** The outcome of authenticating a bearer token. */
export type ScimAuthentication = { ok: true; caller: ScimCaller } | { ok: false; reason: 'unknown' | 'notOnPlan' };

export interface ScimTokenService {
  /** GET tokens: the SCIM base URL and the company's live tokens, newest first. */
  list(actor: BusinessActor): Promise<ScimTokensReply>;
  /** POST tokens: a new token, answered once. @throws 400 field name (too many live tokens), 429 */
  create(actor: BusinessActor, name: string): Promise<ScimTokenCreatedReply>;
  /** DELETE tokens/{id}: revokes at once. @throws 404 (unknown, already revoked, another company's), 429 */
  revoke(actor: BusinessActor, id: string): Promise<void>;
  /** The caller of a presented bearer token (database lookup every time). */
  authenticate(token: string): Promise<ScimAuthentication>;
}

/** SHA-256 (hex) of a token: what the table keeps. */
export function scimTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates the token service. */
export function createScimTokenService(deps: {
  db: Kysely<Database>;
  directory: Pick<DirectoryService, 'provisioningAllowed'>;
  /** The product's origin (config publicOrigin): the base URL the panel shows is `{publicOrigin}/scim/v2`. */
  publicOrigin: string;
  now: () => number;
}): ScimTokenService {
  const { db, now } = deps;
  const iso = (ms = now()) => new Date(ms).toISOString();
  const baseUrl = `${deps.publicOrigin}${SCIM_BASE_PATH}`;

  async function countWrite(actor: BusinessActor): Promise<void> {
    const hit = await hitCounter(db, `scim-token-writes:${actor.profileId}`, TOKEN_WRITES_WINDOW_MS, now());
    if (hit.hits > TOKEN_WRITES_MAX) throw rateLimited(Math.max(0, hit.resetAtMs - now()), 'Too many token changes: try again later');
  }

  return {
    async list(actor) {
      const rows = await listActiveTokens(db, actor.companyId);
      return {
        baseUrl,
        tokens: rows.map((r) => ({
          id: r.id, name: r.name, hint: r.token_hint, createdAt: r.created_at, lastUsedAt: r.last_used_at, createdBy: r.creator_name ?? r.creator_email ?? null,
        })),
      };
    },

    async create(actor, name) {
      await countWrite(actor);
      const secret = `${SCIM_TOKEN_PREFIX}${randomBytes(SCIM_TOKEN_BYTES).toString('base64url')}`;
      const id = newScimId();
      const at = iso();
      await db.transaction().execute(async (trx) => {
        if ((await countActiveTokens(trx, actor.companyId)) >= SCIM_TOKENS_MAX) {
          throw validationError('name', `A company has at most ${SCIM_TOKENS_MAX} tokens: revoke one first`);
        }
        await insertToken(trx, {
          id, company_id: actor.companyId, name, token_hash: scimTokenHash(secret), token_hint: secret.slice(-4), created_by_profile_id: actor.profileId, created_at: at,
        });
        await recordAudit(trx, { companyId: actor.companyId, actor, action: 'scimToken.create', subjectType: 'scimToken', subjectId: id, details: { name, hint: secret.slice(-4) }, at });
      });
      const token = (await listActiveTokens(db, actor.companyId)).find((r) => r.id === id);
      return {
        secret,
        token: { id, name, hint: secret.slice(-4), createdAt: at, lastUsedAt: null, createdBy: token?.creator_name ?? token?.creator_email ?? null },
      };
    },

    async revoke(actor, id) {
      await countWrite(actor);
      const at = iso();
      await db.transaction().execute(async (trx) => {
        const name = await revokeToken(trx, actor.companyId, id, actor.profileId, at);
        if (name === undefined) throw new AppError(404, 'NOT_FOUND', 'No such token');
        await recordAudit(trx, { companyId: actor.companyId, actor, action: 'scimToken.revoke', subjectType: 'scimToken', subjectId: id, details: { name }, at });
      });
    },

    async authenticate(token) {
      if (!token.startsWith(SCIM_TOKEN_PREFIX) || token.length > 200) return { ok: false, reason: 'unknown' };
      const row = await findLiveTokenByHashUnscoped(db, scimTokenHash(token));
      if (!row) return { ok: false, reason: 'unknown' };
      if (!(await deps.directory.provisioningAllowed(db, row.company_id))) return { ok: false, reason: 'notOnPlan' };
      const nowMs = now();
      await touchToken(db, row.id, iso(nowMs), iso(nowMs - TOKEN_TOUCH_INTERVAL_MS));
      return { ok: true, caller: { tokenId: row.id, tokenName: row.name, companyId: row.company_id } };
    },
  };
}
