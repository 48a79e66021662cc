import type { TListedPost } from '@common/contracts/search';
import { ActionIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOGGLE_FAVORITE_KEY, useToggleFavorite } from '../api/toggle-favorite';

interface TFavoriteButtonProps {
  /** A card's post, or the post page's own state of it. */
  post: Pick<TListedPost, 'id' | 'favorites'>;
  title: string;
}

/**
 * docs/PRODUCT.md §4, favourite toggle: yellow when favourited, blue when not; the colour flips at
 * once, every favourite button waits while a toggle runs, and a failure puts the colour back.
 */
export function FavoriteButton({ post, title }: TFavoriteButtonProps) {
  const { t } = useTranslation();
  const toggle = useToggleFavorite();
  const busy = useIsMutating({ mutationKey: TOGGLE_FAVORITE_KEY }) > 0;
  const saved = post.favorites.length > 0;
  // What the button shows until the list it sits in carries the same state: the click at once,
  // then the server's answer (a list being replaced may still hold the state from before).
  const [shown, setShown] = useState<boolean | null>(null);
  const favorited = shown ?? saved;
  useEffect(() => {
    if (shown !== null && shown === saved && !toggle.isPending) setShown(null);
  }, [shown, saved, toggle.isPending]);

  const press = () => {
    setShown(!favorited);
    toggle.mutate(post.id, {
      onSuccess: (result) => setShown(result.favorited),
      onError: () => {
        setShown(null);
        notifications.show({ color: 'red', message: t('postCard.favoriteFailed') });
      },
    });
  };

  const Icon = favorited ? IconStarFilled : IconStar;
  return (
    <ActionIcon
      size="lg"
      variant="filled"
      color={favorited ? 'yellow.5' : 'brand.6'}
      c={favorited ? 'dark.9' : 'white'}
      aria-pressed={favorited}
      aria-label={t(favorited ? 'postCard.favoriteRemove' : 'postCard.favoriteAdd', { title })}
      onClick={press}
      disabled={busy}
      data-favorited={favorited}
    >
      <Icon size={18} aria-hidden />
    </ActionIcon>
  );
}
