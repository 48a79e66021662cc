/** A photo chosen for a new post: previewed from memory, then sent once to the cart. */
export interface TPhotoPick {
  key: string;
  file: File;
  /** An object URL for the preview (revoked when the photo is removed or the form goes away). */
  url: string;
  /** 0 to 1 while (or after) uploading; null before. */
  progress: number | null;
  /** Where it went: the cart and position, so a retry neither sends it twice nor loses it. */
  uploaded: { cartId: number; position: number } | null;
}

let counter = 0;

export function pickOf(file: File): TPhotoPick {
  counter += 1;
  return {
    key: `${counter}-${file.name}`,
    file,
    url: URL.createObjectURL(file),
    progress: null,
    uploaded: null,
  };
}
