/**
 * Issue reports and messages to the account manager (account-business-header-and-trips §3 "Company API bodies":
 * contact account manager - subject, description, attachment; issue report - summary, description, topic,
 * bookingNumber, attachments; §7 `POST /i/api/business/issues/reporting/v1/report`, `POST /company/v1/contactAccountManager`
 * (multipart)). Each is stored (`business_issue_reports`, files in `business_attachments`) and acknowledged by mail to
 * the sender (the outbox without SMTP), naming the report id support answers under.
 *
 * Attachments are checked by their bytes (uploads.ts): jpeg, png, gif or PDF, at most {@link ATTACHMENT_MAX_BYTES} each;
 * an issue report takes up to {@link UPLOAD_MAX_FILES_DEFAULT} files (the uploader's default count), contact account
 * manager one. Who: any business user reports an issue; contacting the account manager is the company managers'
 * (COMPANY_SETTINGS_MANAGEMENT: the account manager is the company's contact for its plan).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  ATTACHMENT_CONTENT_TYPES, ATTACHMENT_FIELD, ATTACHMENT_MAX_BYTES, ATTACHMENTS_FIELD, COMPANY_CALL_PATHS, COMPANY_SETTINGS_REQUIREMENT,
  ContactAccountManagerFieldsSchema, IssueReportFieldsSchema, ReportReplySchema, UPLOAD_MAX_FILES_DEFAULT, type BusinessActor,
} from '@travel/contract';
import type { Database } from '../../db/database.ts';
import { AppError, ERROR_RESPONSES } from '../../errors.ts';
import type { MailService } from '../mail/service.ts';
import { insertAttachment, insertReport } from './company-calls-repository.ts';
import { businessCaller } from './route-tree.ts';
import { multipartScope, readUpload, type UploadedFile } from './uploads.ts';

/** Body limit of a report request: every file at its largest plus the text fields. */
const REPORT_BODY_LIMIT_BYTES = UPLOAD_MAX_FILES_DEFAULT * ATTACHMENT_MAX_BYTES + 256 * 1024;

export interface IssueReportService {
  /** Stores a report with its files and mails the receipt. @returns the report id and how many files were kept */
  report(actor: BusinessActor, email: string, r: {
    kind: 'issue' | 'accountManager'; summary: string; description: string; topic: string | null; bookingNumber: string | null; files: readonly UploadedFile[];
  }): Promise<{ reportId: string; attachments: number }>;
}

/** Creates the service. @param deps.db database; deps.mail mail service; deps.now clock, epoch ms */
export function createIssueReportService(deps: { db: Kysely<Database>; mail: MailService; now?: () => number }): IssueReportService {
  const { db, mail } = deps;
  const now = deps.now ?? Date.now;
  return {
    async report(actor, email, r) {
      const id = randomBytes(9).toString('base64url');
      const at = new Date(now()).toISOString();
      await db.transaction().execute(async (trx) => {
        await insertReport(trx, {
          id, companyId: actor.companyId, profileId: actor.profileId, kind: r.kind, summary: r.summary, description: r.description, topic: r.topic,
          bookingNumber: r.bookingNumber, nowIso: at,
        });
        for (const f of r.files) await insertAttachment(trx, { reportId: id, companyId: actor.companyId, filename: f.filename, contentType: f.contentType, bytes: f.bytes, nowIso: at });
      });
      if (email) {
        await mail.send({
          to: email, kind: `business-${r.kind}-receipt`,
          subject: r.kind === 'issue' ? `We received your report ${id}` : `Your message to your account manager (${id})`,
          text: `We received "${r.summary}"${r.files.length > 0 ? ` with ${r.files.length} attachment(s)` : ''}. Reference: ${id}.\n`,
        });
      }
      return { reportId: id, attachments: r.files.length };
    },
  };
}

function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.infer<T> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(400, 'VALIDATION_ERROR', issue?.message ?? 'Invalid form', issue?.path.join('.') || undefined);
  }
  return parsed.data;
}

/** POST /issues/reporting/v1/report and POST /company/v1/contactAccountManager, on the business route tree. */
export function issueReportRoutes(reports: IssueReportService): FastifyPluginAsync {
  return async (app) => {
    await multipartScope(app);
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(COMPANY_CALL_PATHS.issueReport, {
      config: { auth: { business: {} } },
      bodyLimit: REPORT_BODY_LIMIT_BYTES,
      schema: { response: { 200: ReportReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => {
      const { actor } = businessCaller(request);
      const { fields, files } = await readUpload(request, {
        fileFields: [ATTACHMENTS_FIELD], maxFiles: UPLOAD_MAX_FILES_DEFAULT, maxFileBytes: ATTACHMENT_MAX_BYTES, allowedTypes: ATTACHMENT_CONTENT_TYPES,
      });
      const f = parseFields(IssueReportFieldsSchema, fields);
      const p = request.principal;
      return reports.report(actor, p.kind === 'account' ? p.account.email ?? '' : '', {
        kind: 'issue', summary: f.summary, description: f.description, topic: f.topic, bookingNumber: f.bookingNumber || null, files,
      });
    });
    r.post(COMPANY_CALL_PATHS.contactAccountManager, {
      config: { auth: { business: COMPANY_SETTINGS_REQUIREMENT } },
      bodyLimit: ATTACHMENT_MAX_BYTES + 256 * 1024,
      schema: { response: { 200: ReportReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => {
      const { actor } = businessCaller(request);
      const { fields, files } = await readUpload(request, {
        fileFields: [ATTACHMENT_FIELD], maxFiles: 1, maxFileBytes: ATTACHMENT_MAX_BYTES, allowedTypes: ATTACHMENT_CONTENT_TYPES,
      });
      const f = parseFields(ContactAccountManagerFieldsSchema, fields);
      const p = request.principal;
      return reports.report(actor, p.kind === 'account' ? p.account.email ?? '' : '', {
        kind: 'accountManager', summary: f.subject, description: f.description, topic: null, bookingNumber: null, files,
      });
    });
  };
}
