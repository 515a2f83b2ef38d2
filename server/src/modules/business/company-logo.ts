/**
 * Company logos (account-business-header-and-trips §5 logo upload, §7 `POST /logo` multipart `multipartFile` and
 * `POST /logo/delete`, §9 "Logo types: jpeg, png, gif"; chrome-and-consent §3 companyLogoUrl; issue #24 "serve uploaded
 * logos from the product origin").
 *
 * - Upload: ONE file ({@link LOGO_UPLOAD_MAX_FILES}; the uploader's default is {@link UPLOAD_MAX_FILES_DEFAULT}) of at most
 *   {@link LOGO_MAX_BYTES}, jpeg/png/gif decided by its bytes (uploads.ts). Stored in `company_logos` (the database, so
 *   every server process serves it) under a content ref: sha256(company id, bytes) + extension. `companies.logo_ref`
 *   points at it; the company's older logos are deleted.
 * - Serving: GET {@link COMPANY_LOGO_PATH}/{ref} on the product origin (the frame's CSP `img-src 'self'` covers it), open
 *   to anyone who has the URL (an image in a header; refs are unguessable), with the stored Content-Type (one of three
 *   image types, never the client's), `X-Content-Type-Options: nosniff`, a `default-src 'none'` CSP, and
 *   `Cache-Control: public, max-age=31536000, immutable`: a ref never changes its bytes. A deleted company's logos answer
 *   404.
 * - The logo URL shows in GET company (`logoUrl`) and in the auth state (`businessState.companyLogoUrl`), both built from
 *   `logo_ref` (contract companyLogoUrl).
 */
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  COMPANY_CALL_PATHS, COMPANY_LOGO_PATH, COMPANY_SETTINGS_REQUIREMENT, CompanyLogoReplySchema, LOGO_CONTENT_TYPES, LOGO_FIELD, LOGO_MAX_BYTES, LOGO_UPLOAD_MAX_FILES,
  UPLOAD_MAX_FILES_DEFAULT, companyLogoUrl, type BusinessActor, type CompanyLogoReply, type LogoContentType,
} from '@travel/contract';
import type { Database } from '../../db/database.ts';
import { AppError, ERROR_RESPONSES } from '../../errors.ts';
import { deleteOtherLogos, findLogoUnscoped, insertLogo } from './company-calls-repository.ts';
import { updateCompany } from './repository.ts';
import { businessCaller } from './route-tree.ts';
import { multipartScope, readUpload } from './uploads.ts';

export { UPLOAD_MAX_FILES_DEFAULT };

const EXTENSIONS: Record<LogoContentType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif' };
/** A logo ref: 32 hex characters and the type's extension. */
export const LOGO_REF_PATTERN = /^[a-f0-9]{32}\.(jpg|png|gif)$/;

export interface CompanyLogoService {
  /** Stores `bytes` (already checked as `contentType`) as the company's logo. @throws AppError 404 when the company is gone */
  upload(actor: BusinessActor, contentType: LogoContentType, bytes: Buffer): Promise<CompanyLogoReply>;
  /** Removes the company's logo (the header shows the product logo again). */
  remove(actor: BusinessActor): Promise<CompanyLogoReply>;
  /** A logo to serve, or undefined. */
  find(ref: string): Promise<{ contentType: string; bytes: Buffer } | undefined>;
}

/** Creates the logo service. @param deps.db database; deps.now clock, epoch ms */
export function createCompanyLogoService(deps: { db: Kysely<Database>; now?: () => number }): CompanyLogoService {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  return {
    async upload(actor, contentType, bytes) {
      const ref = `${createHash('sha256').update(actor.companyId).update('\0').update(bytes).digest('hex').slice(0, 32)}.${EXTENSIONS[contentType]}`;
      const at = new Date(now()).toISOString();
      await db.transaction().execute(async (trx) => {
        await insertLogo(trx, { ref, companyId: actor.companyId, contentType, bytes, nowIso: at });
        if (!(await updateCompany(trx, actor.companyId, { logo_ref: ref }, at))) throw new AppError(404, 'NOT_FOUND', 'No such company');
        await deleteOtherLogos(trx, actor.companyId, ref);
      });
      return { logoUrl: companyLogoUrl(ref) };
    },
    async remove(actor) {
      const at = new Date(now()).toISOString();
      await db.transaction().execute(async (trx) => {
        if (!(await updateCompany(trx, actor.companyId, { logo_ref: null }, at))) throw new AppError(404, 'NOT_FOUND', 'No such company');
        await deleteOtherLogos(trx, actor.companyId, null);
      });
      return { logoUrl: null };
    },
    async find(ref) {
      if (!LOGO_REF_PATTERN.test(ref)) return undefined;
      const row = await findLogoUnscoped(db, ref);
      return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes) } : undefined;
    },
  };
}

/** Upload and delete, on the business route tree (COMPANY_SETTINGS_MANAGEMENT). */
export function companyLogoRoutes(logos: CompanyLogoService): FastifyPluginAsync {
  return async (app) => {
    await multipartScope(app);
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(COMPANY_CALL_PATHS.logo, {
      config: { auth: { business: COMPANY_SETTINGS_REQUIREMENT } },
      bodyLimit: LOGO_MAX_BYTES + 64 * 1024,
      schema: { response: { 200: CompanyLogoReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => {
      const { actor } = businessCaller(request);
      const { files } = await readUpload(request, { fileFields: [LOGO_FIELD], maxFiles: LOGO_UPLOAD_MAX_FILES, maxFileBytes: LOGO_MAX_BYTES, allowedTypes: LOGO_CONTENT_TYPES });
      const file = files[0];
      if (!file) throw new AppError(400, 'VALIDATION_ERROR', `Send the logo in the ${LOGO_FIELD} field`, LOGO_FIELD);
      return logos.upload(actor, file.contentType as LogoContentType, file.bytes);
    });
    r.post(COMPANY_CALL_PATHS.logoDelete, {
      config: { auth: { business: COMPANY_SETTINGS_REQUIREMENT } },
      schema: { response: { 200: CompanyLogoReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => logos.remove(businessCaller(request).actor));
  };
}

/** GET {@link COMPANY_LOGO_PATH}/:ref on the product origin (auth `visitor`: an image URL; see the module docstring). */
export function companyLogoServingRoutes(logos: CompanyLogoService): FastifyPluginAsync {
  return async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(`${COMPANY_LOGO_PATH}/:ref`, {
      config: { auth: 'visitor' },
      schema: { params: z.object({ ref: z.string().max(64) }) },
    }, async (request, reply) => {
      const logo = await logos.find(request.params.ref);
      if (!logo) throw new AppError(404, 'NOT_FOUND', 'No such logo');
      return reply
        .header('Content-Type', logo.contentType)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'")
        .header('Content-Disposition', 'inline')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(logo.bytes);
    });
  };
}
