import type { TImage } from '@common/contracts/posts';
import { lazy, Suspense, useRef, useState } from 'react';
import type { TImagePreviewProps, TPreviewPhoto } from './image-preview-dialog';

// The modal's code (focus trap, scroll lock, transitions) loads when a photo is first enlarged: a
// results page has a preview per card, and most visits never open one.
const ImagePreviewDialog = lazy(() => import('./image-preview-dialog'));

/**
 * The 'Image Preview' modal (docs/PRODUCT.md §4), rendered from its first opening on. Closed, it
 * gives focus back to what had it when it opened (the photo's Enlarge button): Mantine's own return
 * misses the first opening, the dialog mounting already open once its code has loaded.
 */
export function ImagePreviewModal(props: Omit<TImagePreviewProps, 'onClosed'>) {
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  if (props.opened !== open) {
    setOpen(props.opened);
    if (props.opened && !used) setUsed(true);
    if (props.opened)
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ImagePreviewDialog {...props} onClosed={() => opener.current?.focus()} />
    </Suspense>
  );
}

/** A post's photo in the preview: its largest variant, with its size. */
export function previewPhoto(image: TImage, alt: string): TPreviewPhoto {
  return { src: image.image, alt, width: image.width, height: image.height };
}
