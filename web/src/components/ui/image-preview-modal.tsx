import { lazy, Suspense, useState } from 'react';
import type { TImagePreviewProps } from './image-preview-dialog';

// The modal's code (focus trap, scroll lock, transitions) loads when a photo is first enlarged: a
// results page has a preview per card, and most visits never open one.
const ImagePreviewDialog = lazy(() => import('./image-preview-dialog'));

/** SPEC.md's 'Image Preview' modal, rendered from its first opening on. */
export function ImagePreviewModal(props: TImagePreviewProps) {
  const [used, setUsed] = useState(false);
  if (props.opened && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ImagePreviewDialog {...props} />
    </Suspense>
  );
}
