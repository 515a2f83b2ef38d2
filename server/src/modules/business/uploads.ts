/**
 * Multipart uploads of the business calls (account-business-header-and-trips §5 logo upload, §7 "POST /logo as multipart
 * with multipartFile", contact account manager and issue report attachments; §9 "Logo types: jpeg, png, gif"). Files are
 * read into memory with hard limits (count, bytes per file, text fields) and their type is decided by their BYTES with
 * `file-type` - never by the name or the declared Content-Type - so a `.png` holding anything else, or an SVG (text that
 * can carry script), is refused.
 *
 * {@link multipartScope} registers @fastify/multipart in the caller's encapsulated scope only (the rest of the app
 * never parses multipart bodies; the form-token route keeps its own parser).
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../errors.ts';

/** One uploaded file, its type detected from its bytes. */
export interface UploadedFile {
  field: string;
  /** The client's file name, cut to 200 characters (stored for people to read, never used as a path or a type). */
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** Limits of one multipart request. */
export interface UploadLimits {
  /** File field names accepted. */
  fileFields: readonly string[];
  /** Most files in the request (a further file part answers 400). */
  maxFiles: number;
  /** Most bytes of one file (a larger one answers 400). */
  maxFileBytes: number;
  /** Content types accepted, as detected from the bytes. */
  allowedTypes: readonly string[];
  /** Most text fields, and their largest value in bytes. */
  maxFields?: number;
  maxFieldBytes?: number;
}

/** Registers @fastify/multipart in `scope` (an encapsulated plugin). */
export async function multipartScope(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyMultipart, { throwFileSizeLimit: true, limits: { parts: 100 } });
}

/**
 * Reads a multipart request: its text fields and its files, each checked by content.
 * @returns text fields (last value wins) and files in request order
 * @throws AppError 400 VALIDATION_ERROR: not multipart, too many files, a file too large, an unknown file field, a type
 *   outside `allowedTypes` (field = the file's field name)
 */
export async function readUpload(request: FastifyRequest, limits: UploadLimits): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  if (!request.isMultipart()) throw new AppError(400, 'VALIDATION_ERROR', 'Send the form as multipart/form-data');
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts({
      limits: { files: limits.maxFiles, fileSize: limits.maxFileBytes, fields: limits.maxFields ?? 10, fieldSize: limits.maxFieldBytes ?? 10_000, parts: limits.maxFiles + (limits.maxFields ?? 10) },
    })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (!limits.fileFields.includes(part.fieldname)) {
        part.file.resume();
        throw new AppError(400, 'VALIDATION_ERROR', `Unexpected file field ${part.fieldname}`, part.fieldname);
      }
      const bytes = await part.toBuffer();
      const detected = await fileTypeFromBuffer(bytes);
      if (!detected || !limits.allowedTypes.includes(detected.mime)) {
        throw new AppError(400, 'VALIDATION_ERROR', `The file's content is not one of ${limits.allowedTypes.join(', ')}`, part.fieldname);
      }
      files.push({ field: part.fieldname, filename: (part.filename || 'upload').slice(0, 200), contentType: detected.mime, bytes });
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw new AppError(400, 'VALIDATION_ERROR', `At most ${limits.maxFiles} file(s)`, limits.fileFields[0]);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(400, 'VALIDATION_ERROR', `A file is larger than ${limits.maxFileBytes} bytes`, limits.fileFields[0]);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new AppError(400, 'VALIDATION_ERROR', 'Too many form fields');
    if (typeof code === 'string' && code.startsWith('FST_')) throw new AppError(400, 'VALIDATION_ERROR', 'The multipart body could not be read');
    throw err;
  }
  return { fields, files };
}
