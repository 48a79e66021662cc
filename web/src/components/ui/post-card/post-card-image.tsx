import type { TImage } from '@common/contracts/posts';
import type { TLanguage } from '@common/i18n/languages';
import { UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import classes from './post-card.module.css';

/**
 * Drawn for the project (web/public): shown wherever a post has no photo. The drawing has its
 * words in it ('No photo yet'), so each language has its own file.
 */
export const PLACEHOLDER_IMAGES: Record<TLanguage, string> = {
  en: '/placeholder-part.svg',
  fr: '/placeholder-part.fr.svg',
};

interface TPostCardImageProps {
  image: TImage | undefined;
  title: string;
  /** 150 px wide on large and medium screens; the full width, 100 px high, on small ones. */
  layout: 'large' | 'medium' | 'small';
  onPreview: () => void;
  /** The first card of a list: its photo is likely the page's largest paint, so it loads at once. */
  priority?: boolean;
}

/** The photo's box in each layout: the skeleton that stands for a card while it loads has the same. */
export const CARD_IMAGE_BOX = {
  large: { width: 150, height: 112 },
  medium: { width: 150, height: 112 },
  small: { width: '100%', height: 100 },
} as const;

/** The placeholder's own size (its viewBox): its aspect ratio before it loads. */
const PLACEHOLDER_SIZE = { width: 400, height: 300 };

/**
 * The width a card's photo shows at: 150 px from Mantine's 'sm' breakpoint (48em) up, else the
 * card's width (the page less the container's and the card's padding and border). One string for
 * every layout, so it is right whichever layout the first render picks.
 */
export const CARD_IMAGE_SIZES = '(min-width: 48em) 150px, calc(100vw - 66px)';

/** The card's first photo (a button that opens the preview), or the placeholder. */
export function PostCardImage({ image, title, layout, onPreview, priority = false }: TPostCardImageProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const size = CARD_IMAGE_BOX[layout];
  if (!image) {
    // Not a button: there is nothing to enlarge, so a click goes through to the card's link.
    return (
      <img
        className={classes.thumb}
        src={PLACEHOLDER_IMAGES[language]}
        alt={t('postCard.noPhoto')}
        {...PLACEHOLDER_SIZE}
        style={{ ...size, flexShrink: 0 }}
      />
    );
  }
  return (
    <UnstyledButton
      className={`${classes.above} ${classes.imageButton}`}
      onClick={onPreview}
      aria-label={t('postCard.openPreview', { title })}
      style={{ width: size.width, flexShrink: 0 }}
    >
      <img
        className={classes.thumb}
        src={image.card}
        srcSet={`${image.thumb} 200w, ${image.card} 600w`}
        sizes={CARD_IMAGE_SIZES}
        width={image.width}
        height={image.height}
        alt=""
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        style={size}
      />
    </UnstyledButton>
  );
}
