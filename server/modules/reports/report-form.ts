import { MAX_IMAGE_BYTES } from '@common/constants';
import { MAX_REPORT_PHOTOS, ZReportFields } from '@common/contracts/reports';
import { AppError } from '@common/errors';
import { isMessageKey, MESSAGES } from '@common/messages';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { serverText } from '../../lib/i18n/server-text';
import { isSystemError, type TempUploads } from '../../lib/temp-uploads';

const FIELD_NAMES = new Set(['post_id', 'reason', 'description', 'email']);

export interface TReportForm {
  fields: z.output<typeof ZReportFields>;
  /** The photos' temp files, in order (removed by the caller's `uploads.removeAll()`). */
  photos: string[];
}

/**
 * Reads the report form (multipart: its fields and up to 4 'photo' files of 50 MB at most) whole,
 * before anything is stored: a report is kept with all its photos or not at all. The photos are
 * streamed to temp files of `uploads` (4 x 50 MB per request would not fit in memory for long).
 */
export async function readReportForm(req: FastifyRequest, uploads: TempUploads): Promise<TReportForm> {
  if (!req.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', serverText('errors.reportNotMultipart'));
  const raw: Record<string, string> = {};
  const photos: string[] = [];
  try {
    // One file more than allowed is read as far as its header, so the answer can say why.
    for await (const part of req.parts({
      limits: { files: MAX_REPORT_PHOTOS + 1, fields: 10, fileSize: MAX_IMAGE_BYTES, fieldSize: 20_000 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photo')
          throw new AppError(
            'BAD_REQUEST',
            serverText('errors.unexpectedFileField', { field: part.fieldname }),
          );
        if (photos.length === MAX_REPORT_PHOTOS)
          throw new AppError('BAD_REQUEST', MESSAGES.tooManyReportPhotos);
        photos.push(await uploads.save(part.file, MAX_IMAGE_BYTES));
      } else if (FIELD_NAMES.has(part.fieldname)) {
        raw[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    // A full disk (ENOSPC) is the server's trouble, answered by the error handler (507).
    if (err instanceof AppError || isSystemError(err)) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.photoTooLarge);
    if (code === 'FST_FILES_LIMIT') throw new AppError('BAD_REQUEST', MESSAGES.tooManyReportPhotos);
    throw new AppError(
      'BAD_REQUEST',
      serverText('errors.reportUnreadable', { reason: (err as Error).message }),
    );
  }
  const parsed = ZReportFields.safeParse(raw);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
    const key = Object.values(fields).find(isMessageKey);
    throw new AppError('VALIDATION', key ? MESSAGES[key] : serverText('errors.reportInvalid'), fields);
  }
  return { fields: parsed.data, photos };
}
