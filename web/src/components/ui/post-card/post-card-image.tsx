import type { TImage } from '@common/contracts/posts';
import { UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './post-card.module.css';

/** Drawn for the project (web/public): shown wherever a post has no photo. */
export const PLACEHOLDER_IMAGE = '/placeholder-part.svg';

interface TPostCardImageProps {
  image: TImage | undefined;
  title: string;
  /** 150 px wide on large and medium screens; the full width, 100 px high, on small ones. */
  layout: 'large' | 'medium' | 'small';
  onPreview: () => void;
}

const SIZES = {
  large: { width: 150, height: 112 },
  medium: { width: 150, height: 112 },
  small: { width: '100%', height: 100 },
} as const;

/** The card's first photo (a button that opens the preview), or the placeholder. */
export function PostCardImage({ image, title, layout, onPreview }: TPostCardImageProps) {
  const { t } = useTranslation();
  const size = SIZES[layout];
  if (!image) {
    // Not a button: there is nothing to enlarge, so a click goes through to the card's link.
    return (
      <img
        className={classes.thumb}
        src={PLACEHOLDER_IMAGE}
        alt={t('postCard.noPhoto')}
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
        sizes={layout === 'small' ? '100vw' : '150px'}
        alt=""
        loading="lazy"
        style={size}
      />
    </UnstyledButton>
  );
}
