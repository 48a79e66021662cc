import { ActionIcon } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFavoriteState } from '../api/get-favorite-state';
import { FavoriteButton } from './favorite-button';

interface TPostFavoriteButtonProps {
  postId: number;
  title: string;
  /** A signed-in viewer (who is not the seller); a visitor's star leads to signing in; null while the session is read. */
  signedIn: boolean | null;
  /** Where a visitor signs in, coming back to this post after. */
  signInHref: string;
}

/**
 * The post page's star: the cards' own button with the post's real state (GET
 * /api/favorites/{id}); for a visitor, a star that leads to signing in and back.
 */
export function PostFavoriteButton({ postId, title, signedIn, signInHref }: TPostFavoriteButtonProps) {
  const { t } = useTranslation();
  const state = useFavoriteState(postId, signedIn === true);
  if (signedIn === false) {
    return (
      <ActionIcon
        component={Link}
        to={signInHref}
        size="lg"
        variant="filled"
        color="brand.6"
        aria-label={t('posts.view.signInToFavorite', { title })}
      >
        <IconStar size={18} aria-hidden />
      </ActionIcon>
    );
  }
  if (signedIn === null || state.isPending) {
    return (
      <ActionIcon
        size="lg"
        variant="filled"
        color="brand.6"
        loading
        aria-label={t('posts.view.favoriteLoading')}
      />
    );
  }
  // Unknown after a failed read: shown as not favourited; a press answers with the real state.
  return <FavoriteButton post={{ id: postId, favorites: state.data?.favorites ?? [] }} title={title} />;
}
