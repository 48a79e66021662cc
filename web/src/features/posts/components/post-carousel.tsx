import { CAROUSEL_INTERVAL_MS } from '@common/constants';
import type { TImage } from '@common/contracts/posts';
import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.css';
import { UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import Autoplay from 'embla-carousel-autoplay';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePreviewModal, previewPhoto } from '@/components/ui/image-preview-modal';
import { PLACEHOLDER_IMAGES } from '@/components/ui/post-card';
import { useLanguage } from '@/lib/language';
import classes from './post-carousel.module.css';

// docs/PRODUCT.md §9: detail images are 500 px high; a phone's narrow screen gets a shorter box.
const HEIGHT = 'min(500px, 75vw)';
const SWIPE_THRESHOLD_PX = 40;
/** The width a photo shows at: the page's 7 of 12 columns from 'md' (62em) up, else the page's width. */
export const PHOTO_SIZES = '(min-width: 71.25em) 650px, (min-width: 62em) 58vw, calc(100vw - 32px)';
/** The placeholder's own size (its viewBox). */
const PLACEHOLDER_SIZE = { width: 400, height: 300 };

interface TPostCarouselProps {
  images: readonly TImage[];
  title: string;
}

const imageStyle = { width: '100%', height: HEIGHT, objectFit: 'contain', display: 'block' } as const;

/**
 * The post's photos: advance every 5 s (paused while hovered or focused, and not at all for those
 * who ask for reduced motion), swipe, arrows; a click opens the photos full screen, at that one.
 */
export function PostCarousel({ images, title }: TPostCarouselProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const reduceMotion = useReducedMotion();
  const [enlarged, setEnlarged] = useState<number | null>(null);
  const [shown, setShown] = useState(0);
  const plugins = useMemo(
    () =>
      reduceMotion
        ? []
        : [Autoplay({ delay: CAROUSEL_INTERVAL_MS, stopOnMouseEnter: true, stopOnInteraction: false })],
    [reduceMotion],
  );

  if (images.length === 0) {
    return (
      <img
        src={PLACEHOLDER_IMAGES[language]}
        alt={t('posts.view.placeholderAlt')}
        {...PLACEHOLDER_SIZE}
        style={imageStyle}
      />
    );
  }
  const alt = (i: number) => t('posts.view.photoAlt', { n: i + 1, count: images.length, title });
  const several = images.length > 1;
  return (
    <section
      aria-roledescription={t('posts.view.carouselRole')}
      aria-label={t('posts.view.photosLabel', { title })}
    >
      <Carousel
        height={HEIGHT}
        withControls={several}
        withIndicators={several}
        emblaOptions={{ loop: several, dragThreshold: SWIPE_THRESHOLD_PX }}
        plugins={plugins}
        // Mantine's own words are English ('carousel', 'Carousel slide', 'Slide 1 of 2'): ours
        // replace them, and its status line is hidden (post-carousel.module.css) for the one below.
        aria-roledescription={t('posts.view.carouselRole')}
        onSlideChange={setShown}
        previousControlProps={{ 'aria-label': t('posts.view.previousPhoto') }}
        nextControlProps={{ 'aria-label': t('posts.view.nextPhoto') }}
        getIndicatorProps={(i) => ({ 'aria-label': alt(i) })}
        classNames={{ root: classes.root, indicator: classes.indicator }}
        styles={{
          viewport: { borderRadius: 'var(--mantine-radius-md)', background: 'var(--mantine-color-gray-1)' },
        }}
      >
        {images.map((image, i) => (
          <Carousel.Slide
            key={image.position}
            aria-roledescription={t('posts.view.slideRole')}
            aria-label={t('posts.view.photoOf', { n: i + 1, count: images.length })}
          >
            <UnstyledButton
              onClick={() => setEnlarged(i)}
              aria-label={t('posts.view.enlarge', { n: i + 1 })}
              style={{ display: 'block', width: '100%', cursor: 'zoom-in' }}
            >
              <img
                src={image.image}
                srcSet={`${image.card} 600w, ${image.image} 1600w`}
                sizes={PHOTO_SIZES}
                width={image.width}
                height={image.height}
                // The first photo is the page's largest paint: fetched at once, before the rest.
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'low'}
                alt={alt(i)}
                style={imageStyle}
              />
            </UnstyledButton>
          </Carousel.Slide>
        ))}
      </Carousel>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {t('posts.view.photoOf', { n: shown + 1, count: images.length })}
      </VisuallyHidden>
      <ImagePreviewModal
        opened={enlarged !== null}
        onClose={() => setEnlarged(null)}
        photos={images.map((image, i) => previewPhoto(image, alt(i)))}
        index={enlarged ?? 0}
        onIndexChange={setEnlarged}
      />
    </section>
  );
}
