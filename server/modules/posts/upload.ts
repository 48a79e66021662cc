import { MAX_IMAGE_BYTES } from '@common/constants';
import { AppError } from '@common/errors';
import type { FastifyRequest } from 'fastify';
import { serverText } from '../../lib/i18n/server-text';
import { isSystemError, TempUploads, uploadTempDir } from '../../lib/temp-uploads';

/**
 * The one photo of a multipart upload (field 'photo'), streamed to a temp file (50 MB at most,
 * answered in our words) that `use` reads; the file is removed once `use` has ended either way.
 */
export async function withUploadedPhoto<T>(
  req: FastifyRequest,
  use: (file: string) => Promise<T>,
): Promise<T> {
  if (!req.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', serverText('errors.photoNotMultipart'));
  const uploads = new TempUploads(uploadTempDir(req.server.config.dataDir));
  try {
    let saved: string;
    try {
      const file = await req.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
      if (!file) throw new AppError('BAD_REQUEST', serverText('errors.noPhotoSent'));
      saved = await uploads.save(file.file, MAX_IMAGE_BYTES);
    } catch (err) {
      // A full disk (ENOSPC) is the server's trouble, answered by the error handler (507).
      if (err instanceof AppError || isSystemError(err)) throw err;
      throw new AppError(
        'BAD_REQUEST',
        serverText('errors.uploadUnreadable', { reason: (err as Error).message }),
      );
    }
    return await use(saved);
  } finally {
    await uploads.removeAll();
  }
}
