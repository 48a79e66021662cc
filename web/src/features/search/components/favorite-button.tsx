import type { TListedPost } from '@common/contracts/search';
import { ActionIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOGGLE_FAVORITE_KEY, useToggleFavorite } from '../api/toggle-favorite';

interface TFavoriteButtonProps {
  post: TListedPost;
  title: string;
}

/**
 * SPEC.md section 4, favourite toggle: yellow when favourited, blue when not; the colour flips at
 * once, every favourite button waits while a toggle runs, and a failure puts the colour back.
 */
export function FavoriteButton({ post, title }: TFavoriteButtonProps) {
  const { t } = useTranslation();
  const toggle = useToggleFavorite();
  const busy = useIsMutating({ mutationKey: TOGGLE_FAVORITE_KEY }) > 0;
  const saved = post.favorites.length > 0;
  // What the button shows while the server has not answered yet.
  const [shown, setShown] = useState<boolean | null>(null);
  const favorited = shown ?? saved;

  const press = () => {
    setShown(!favorited);
    toggle.mutate(post.id, {
      // The lists now carry the server's answer; the button follows them again.
      onSettled: () => setShown(null),
      onError: () => notifications.show({ color: 'red', message: t('postCard.favoriteFailed') }),
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
