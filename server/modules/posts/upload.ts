import { MAX_IMAGE_BYTES } from '@common/constants';
import { AppError } from '@common/errors';
import { MESSAGES } from '@common/messages';
import type { FastifyRequest } from 'fastify';

/** The one photo of a multipart upload (field 'photo'), with the 50 MB limit answered in our words. */
export async function readPhoto(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the photo as multipart/form-data.');
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await req.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
  } catch (err) {
    throw new AppError('BAD_REQUEST', `The upload could not be read: ${(err as Error).message}`);
  }
  if (!file) throw new AppError('BAD_REQUEST', 'No photo was sent.');
  try {
    return await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.photoTooLarge);
    }
    throw new AppError('BAD_REQUEST', `The upload could not be read: ${(err as Error).message}`);
  }
}
