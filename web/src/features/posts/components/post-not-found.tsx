import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';
import { usePageTitle } from '@/lib/use-page-title';

/** A post that does not exist, or that the viewer may not see (sold, expired, deleted). */
export function PostNotFound() {
  const { t } = useTranslation();
  usePageTitle(t('posts.view.notFoundTitle'));
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{t('posts.view.notFoundTitle')}</Title>
      <Text>{t('posts.view.notFoundText')}</Text>
      <Button component={Link} to={PATHS.home}>
        {t('posts.view.homeLink')}
      </Button>
    </Stack>
  );
}
