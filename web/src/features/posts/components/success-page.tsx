import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormContainer } from '@/components/ui/form-container';
import { PATHS } from '@/config/routes';
import { usePageTitle } from '@/lib/use-page-title';
import { useCheckoutSession } from '../api/get-checkout-session';

/**
 * /success: where the payment provider sends the seller back after paying (SPEC.md section 8).
 * With the session's id it also says when the payment was refunded instead (a renewal of a post
 * sold meanwhile, a second payment for a post already paid).
 */
export function SuccessPage() {
  const { t } = useTranslation();
  usePageTitle(t('posts.success.pageTitle'));
  const [params] = useSearchParams();
  const session = useCheckoutSession(params.get('session_id'));
  const refunded = session.data?.status === 'refunded';
  return (
    <FormContainer>
      <Stack gap="lg">
        <Title order={1}>{t('posts.success.title')}</Title>
        {refunded ? (
          <Alert role="status" color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            {session.data?.reason === 'post_sold'
              ? t('rules.renewalRefundedSold')
              : t('rules.paymentRefunded')}
          </Alert>
        ) : (
          <Alert role="status" color="green" variant="light" icon={<IconCircleCheck aria-hidden />}>
            {t('rules.checkoutSuccess')}
          </Alert>
        )}
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
