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
  const keys = processed.variants.map((v) => `${base}-${v.name}.webp`);
  const puts = await Promise.allSettled(
    processed.variants.map((v, i) =>
      storage.put(keys[i] as string, v.body, v.contentType, { cacheControl: IMMUTABLE }),
    ),
  );
  const failed = puts.find((p) => p.status === 'rejected');
  if (failed) {
    // A photo is all its variants or none (a full disk fails one write of three).
    await storage.delete(keys).catch(() => {});
    throw failed.reason;
  }
  return { width: processed.width, height: processed.height };
}

/**
 * Writes the row of a photo whose files are stored; when the write fails (a full or unreachable
 * database) or writes nothing (refused), the files go too, so no photo is kept without its row.
 */
export async function keepPhotoWithRow<T>(
  app: { storage: TStorage; log: { warn(o: object, m: string): void } },
  base: string,
  insert: () => Promise<T | undefined>,
): Promise<T | undefined> {
  let row: T | undefined;
  try {
    row = await insert();
  } catch (err) {
    await deletePhotoFiles(app.storage, [base], app.log);
    throw err;
  }
  if (row === undefined) await deletePhotoFiles(app.storage, [base], app.log);
  return row;
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
