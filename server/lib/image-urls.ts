import type { TImage } from '@common/contracts/posts';
import type { TStorage } from '../adapters/storage';

export interface TStoredImage {
  position: number;
  storageKey: string;
  width: number;
  height: number;
}

/** Public URLs of a stored photo's three WebP variants, as the contracts carry them. */
export function imageOf(storage: TStorage, row: TStoredImage): TImage {
  return {
    position: row.position,
    image: storage.publicUrl(`${row.storageKey}-full.webp`),
    card: storage.publicUrl(`${row.storageKey}-card.webp`),
    thumb: storage.publicUrl(`${row.storageKey}-thumb.webp`),
    width: row.width,
    height: row.height,
  };
}

/** The same with time-limited signed URLs (a photo that is not public yet: a cart's). */
export async function signedImageOf(storage: TStorage, row: TStoredImage, seconds: number): Promise<TImage> {
  const [image, card, thumb] = await Promise.all(
    ['full', 'card', 'thumb'].map((v) => storage.signedUrl(`${row.storageKey}-${v}.webp`, seconds)),
  );
  return { position: row.position, image, card, thumb, width: row.width, height: row.height } as TImage;
}

/** The images column of a query (json_agg): parsed by the driver, or text on some paths. */
export function imagesOf(storage: TStorage, column: TStoredImage[] | string): TImage[] {
  const rows = typeof column === 'string' ? (JSON.parse(column) as TStoredImage[]) : column;
  return rows.map((r) => imageOf(storage, r));
}
