import type { TDistanceUnit } from '@common/rules/distance';
import { Alert, Stack, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormContainer } from '@/components/ui/form-container';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import { isApiError } from '@/lib/api-error';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useFormat } from '@/lib/format';
import { postTitle } from '@/lib/post-format';
import { usePageTitle } from '@/lib/use-page-title';
import { useVisitorUnit } from '@/lib/visitor-unit';
import { usePost } from '../api/get-post';
import type { TCatalogLists } from '../post-draft';
import { CatalogLoadError } from './catalog-load-error';
import { EditPhotos } from './edit-photos';
import { EditPostForm } from './edit-post-form';
import { PostNotFound } from './post-not-found';

interface TEditPostPageProps {
  postId: number;
  /** The signed-in user (the route is for signed-in users only). */
  viewerId: string;
  catalog: TCatalogLists;
  /** The viewer's distance unit (the profile's): the donor mileage is typed in it. */
  unit?: TDistanceUnit;
}

/** /edit/{id}: the seller's form; anyone else is told the post is not theirs. */
export function EditPostPage({ postId, viewerId, catalog, unit }: TEditPostPageProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const visitorUnit = useVisitorUnit();
  usePageTitle(t('posts.edit.pageTitle'));
  const post = usePost(postId);

  if (isApiError(post.error) && post.error.statusCode === 404) return <PostNotFound />;
  if (!post.data) {
    if (!post.isError) return <PageLoader />;
    return (
      <LoadError
        title={t('posts.view.loadErrorTitle')}
        message={apiErrorMessage(t, post.error)}
        retryLabel={t('posts.view.retry')}
        onRetry={() => void post.refetch()}
        retrying={post.isFetching}
      />
    );
  }
  const own = post.data.user_id === viewerId;
  return (
    <FormContainer wide>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('posts.edit.title')}</Title>
          {own && (
            <Title order={2} size="h4" fw={500}>
              {postTitle(post.data, fmt.part)}
            </Title>
          )}
        </Stack>
        {!own ? (
          <Alert
            role="alert"
            color="red"
            variant="light"
            title={t('posts.edit.notYoursTitle')}
            icon={<IconLock aria-hidden />}
          >
            {t('rules.notYourPost')}
          </Alert>
        ) : (
          <>
            <CatalogLoadError catalog={catalog} />
            <EditPostForm key={post.data.id} post={post.data} catalog={catalog} unit={unit ?? visitorUnit} />
            <EditPhotos post={post.data} />
          </>
        )}
      </Stack>
    </FormContainer>
  );
}
