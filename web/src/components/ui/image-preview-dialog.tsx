import { ActionIcon, Modal, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type PointerEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './image-preview-dialog.module.css';

/** One photo of the preview: its largest variant and its size (for its aspect ratio). */
export interface TPreviewPhoto {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface TImagePreviewProps {
  opened: boolean;
  onClose: () => void;
  photos: readonly TPreviewPhoto[];
  /** The photo shown; next and previous move it (the caller keeps it). */
  index: number;
  onIndexChange: (index: number) => void;
  /** Once it has closed (its fade ended): where focus goes back. */
  onClosed?: () => void;
}

/** A sideways move shorter than this is a tap, not a swipe. */
const SWIPE_PX = 40;

/**
 * The photo's box: as large as the screen allows, keeping the photo's shape (it fills the screen's
 * width or its height, whichever it reaches first), a small photo drawn larger too.
 */
function photoBox({ width, height }: TPreviewPhoto) {
  const ratio = width > 0 && height > 0 ? width / height : 4 / 3;
  return { width: `min(100vw, calc(100dvh * ${ratio}))`, aspectRatio: `${ratio}` };
}

/**
 * The 'Image Preview' (docs/PRODUCT.md §4), large, with the large image and a close button. It
 * fills the screen; with several photos, the arrows, a swipe or the arrow keys go to the next or
 * previous one (round the ends). Escape or the close button closes it.
 */
export default function ImagePreviewDialog({
  opened,
  onClose,
  photos,
  index,
  onIndexChange,
  onClosed,
}: TImagePreviewProps) {
  const { t } = useTranslation();
  const count = photos.length;
  const photo = photos[Math.min(Math.max(index, 0), count - 1)];
  const several = count > 1;
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const step = (by: number) => onIndexChange((index + by + count) % count);

  useEffect(() => {
    if (!opened || !several) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') onIndexChange((index + 1) % count);
      else if (e.key === 'ArrowLeft') onIndexChange((index - 1 + count) % count);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [opened, several, index, count, onIndexChange]);

  const onPointerDown = (e: PointerEvent) => {
    swipe.current = { x: e.clientX, y: e.clientY };
  };
  const onPointerUp = (e: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || !several) return;
    const dx = e.clientX - start.x;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(e.clientY - start.y)) return;
    step(dx < 0 ? 1 : -1);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('postCard.previewTitle')}
      fullScreen
      radius={0}
      returnFocus={false}
      onExitTransitionEnd={onClosed}
      transitionProps={{ transition: 'fade' }}
      classNames={{
        content: classes.content,
        header: classes.header,
        title: classes.title,
        body: classes.body,
        close: classes.close,
      }}
      closeButtonProps={{ 'aria-label': t('postCard.close'), size: 'lg' }}
    >
      {several && (
        <Text className={classes.count} aria-live="polite" aria-atomic="true">
          {t('postCard.previewPhoto', { n: index + 1, count })}
        </Text>
      )}
      {photo && (
        // The swipe is a touch shortcut: the arrows and the arrow keys do the same.
        <div
          className={classes.frame}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            swipe.current = null;
          }}
        >
          <img
            key={photo.src}
            className={classes.photo}
            src={photo.src}
            alt={photo.alt}
            width={photo.width}
            height={photo.height}
            draggable={false}
            style={photoBox(photo)}
          />
        </div>
      )}
      {several && (
        <>
          <ActionIcon
            className={`${classes.arrow} ${classes.previous}`}
            size={48}
            radius="xl"
            variant="filled"
            onClick={() => step(-1)}
            aria-label={t('postCard.previewPrevious')}
          >
            <IconChevronLeft size={28} aria-hidden />
          </ActionIcon>
          <ActionIcon
            className={`${classes.arrow} ${classes.next}`}
            size={48}
            radius="xl"
            variant="filled"
            onClick={() => step(1)}
            aria-label={t('postCard.previewNext')}
          >
            <IconChevronRight size={28} aria-hidden />
          </ActionIcon>
        </>
      )}
    </Modal>
  );
}
