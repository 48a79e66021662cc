import { AppError } from '@common/errors';
import { MESSAGES } from '@common/messages';
import { PhotoError, processPhoto, type TPhotoInput } from '../adapters/images/photos';
import type { TStorage } from '../adapters/storage';

const VARIANTS = ['thumb', 'card', 'full'] as const;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The stored files of one photo (its base key names three WebP variants). */
export const variantKeys = (base: string): string[] => VARIANTS.map((v) => `${base}-${v}.webp`);

/**
 * Checks a photo by its content, orients it, strips its metadata and stores its WebP variants under
 * `base`; a file that is not a PNG or JPEG, or cannot be read, gets a 4xx with a clear message.
 */
export async function storePhoto(storage: TStorage, base: string, input: TPhotoInput) {
  let processed: Awaited<ReturnType<typeof processPhoto>>;
  try {
    processed = await processPhoto(input);
  } catch (err) {
    if (err instanceof PhotoError) {
      if (err.code === 'UNSUPPORTED') throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.photoType);
      if (err.code === 'TOO_LARGE_DIMENSIONS')
        throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.photoDimensions);
      throw new AppError('UNPROCESSABLE', MESSAGES.photoCorrupt);
    }
    throw err;
  }
  await Promise.all(
    processed.variants.map((v) =>
      storage.put(`${base}-${v.name}.webp`, v.body, v.contentType, { cacheControl: IMMUTABLE }),
    ),
  );
  return { width: processed.width, height: processed.height };
}

/** Deletes the files of photos whose rows are already gone; a failure is logged, never fatal. */
export async function deletePhotoFiles(
  storage: TStorage,
  bases: string[],
  log: { warn(o: object, m: string): void },
) {
  if (bases.length === 0) return;
  await storage
    .delete(bases.flatMap(variantKeys))
    .catch((err: unknown) => log.warn({ err }, 'photo files not deleted'));
}
