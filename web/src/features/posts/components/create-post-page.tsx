import type { TDistanceUnit } from '@common/rules/distance';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormContainer } from '@/components/ui/form-container';
import { usePageTitle } from '@/lib/use-page-title';
import { useVisitorUnit } from '@/lib/visitor-unit';
import type { TCatalogLists } from '../post-draft';
import { CatalogLoadError } from './catalog-load-error';
import { CreatePostForm } from './create-post-form';

/** /create-post for a signed-in seller; back from a cancelled checkout it says to try again. */
export function CreatePostPage({ catalog, unit }: { catalog: TCatalogLists; unit?: TDistanceUnit }) {
  const { t } = useTranslation();
  const visitorUnit = useVisitorUnit();
  usePageTitle(t('posts.create.pageTitle'));
  const [params] = useSearchParams();
  return (
    <FormContainer wide>
      <Stack gap="lg">
        <Title order={1}>{t('posts.create.title')}</Title>
        {params.get('cancelled') === 'true' && (
          <Alert role="alert" color="orange" variant="light" icon={<IconInfoCircle aria-hidden />}>
            {t('rules.checkoutCancelled')}
          </Alert>
        )}
        <Text>{t('posts.create.intro')}</Text>
        <CatalogLoadError catalog={catalog} />
        <CreatePostForm catalog={catalog} unit={unit ?? visitorUnit} />
      </Stack>
    </FormContainer>
  );
}
