import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';
import { usePageTitle } from '@/lib/use-page-title';

/** Any path no route claims. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.pageTitle'));
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{t('notFound.title')}</Title>
      <Text>{t('notFound.text')}</Text>
      <Button component={Link} to={PATHS.home}>
        {t('notFound.homeLink')}
      </Button>
    </Stack>
  );
}
