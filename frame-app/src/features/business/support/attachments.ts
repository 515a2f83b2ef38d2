/**
 * The attachment rules the server applies (server/src/modules/business/uploads.ts, issue-report.ts; contract
 * ATTACHMENT_CONTENT_TYPES, ATTACHMENT_MAX_BYTES, UPLOAD_MAX_FILES_DEFAULT), checked here first so a person learns at
 * once which file will be refused, and no call carries it. The server checks again, by the file's bytes.
 */
import { ATTACHMENT_CONTENT_TYPES, ATTACHMENT_MAX_BYTES } from '@travel/contract';

/** Largest attachment, whole megabytes (for the text). */
export const ATTACHMENT_MAX_MB = Math.round(ATTACHMENT_MAX_BYTES / (1024 * 1024));

/** Why a file is refused: its type (by the browser's MIME type) or its size. */
export type FileProblem = { kind: 'wrongType' | 'tooLarge'; name: string } | { kind: 'tooMany'; max: number };

/**
 * Adds `chosen` to `current` (at most `max` files in all; a file with the same name, size and date is not added twice).
 * @returns the files kept and the first problem met (null: every chosen file was added)
 */
export function addFiles(current: readonly File[], chosen: readonly File[], max: number): { files: File[]; problem: FileProblem | null } {
  const files = [...current];
  let problem: FileProblem | null = null;
  for (const file of chosen) {
    const same = files.some((f) => f.name === file.name && f.size === file.size && f.lastModified === file.lastModified);
    if (same) continue;
    if (!(ATTACHMENT_CONTENT_TYPES as readonly string[]).includes(file.type)) problem ??= { kind: 'wrongType', name: file.name };
    else if (file.size > ATTACHMENT_MAX_BYTES) problem ??= { kind: 'tooLarge', name: file.name };
    else if (files.length >= max) problem ??= { kind: 'tooMany', max };
    else files.push(file);
  }
  return { files, problem };
}
