import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormContainer } from '@/components/ui/form-container';
import { PageLoader } from '@/components/ui/page-loader';
import { useMe } from '@/features/accounts';
import { SignInPage } from '@/features/accounts/pages';
import { CreatePostPage } from '@/features/posts/pages';
import { usePageTitle } from '@/lib/use-page-title';
import { useCatalogLists } from './use-catalog-lists';
import { useListViewer } from './use-list-viewer';

// After the sign-in page in the tree, so its title wins over the sign-in page's own (effects run in order).
function CreatePostTitle() {
  const { t } = useTranslation();
  usePageTitle(t('posts.create.pageTitle'));
  return null;
}

/**
 * /create-post: the form for a signed-in seller, the sign-in form in its place for a visitor
 * (docs/PRODUCT.md §2).
 */
export function CreatePostRoute() {
  const { t } = useTranslation();
  const me = useMe();
  const catalog = useCatalogLists();
  const { unit } = useListViewer();
  if (me.isPending) return <PageLoader />;
  if (!me.data) {
    return (
      <>
        <SignInPage />
        <CreatePostTitle />
        <FormContainer>
          <Text mt="md">{t('posts.create.signInPrompt')}</Text>
        </FormContainer>
      </>
    );
  }
  return <CreatePostPage catalog={catalog} unit={unit} />;
}
