import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormContainer } from '@/components/ui/form-container';
import { PATHS } from '@/config/routes';
import { usePageTitle } from '@/lib/use-page-title';

/** /success: where the payment provider sends the seller back after paying (SPEC.md section 8). */
export function SuccessPage() {
  const { t } = useTranslation();
  usePageTitle(t('posts.success.pageTitle'));
  return (
    <FormContainer>
      <Stack gap="lg">
        <Title order={1}>{t('posts.success.title')}</Title>
        <Alert role="status" color="green" variant="light" icon={<IconCircleCheck aria-hidden />}>
          {t('rules.checkoutSuccess')}
        </Alert>
        <Group>
          <Button component={Link} to={PATHS.myPosts}>
            {t('posts.success.myPosts')}
          </Button>
          <Button component={Link} to={PATHS.home} variant="outline">
            {t('posts.success.home')}
          </Button>
        </Group>
      </Stack>
    </FormContainer>
  );
}
