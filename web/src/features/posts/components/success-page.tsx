import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormContainer } from '@/components/ui/form-container';
import { PATHS } from '@/config/routes';
import { usePageTitle } from '@/lib/use-page-title';
import { useCheckoutSession } from '../api/get-checkout-session';
import { usePost } from '../api/get-post';
import { PostLiveConfirmation } from './post-live-confirmation';

/** ?post_id= from the address: digits within the database's integer range, else null. */
function postIdParam(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

function NextSteps({ retry = false }: { retry?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group>
      {retry && (
        <Button component={Link} to={PATHS.createPost}>
          {t('posts.success.tryAgain')}
        </Button>
      )}
      <Button component={Link} to={PATHS.myPosts} variant={retry ? 'outline' : 'filled'}>
        {t('posts.success.myPosts')}
      </Button>
      <Button component={Link} to={PATHS.home} variant="outline">
        {t('posts.success.home')}
      </Button>
    </Group>
  );
}

function Waiting({ children }: { children: ReactNode }) {
  return (
    <Group gap="sm" role="status" wrap="nowrap">
      <Loader size="sm" aria-hidden />
      <Text>{children}</Text>
    </Group>
  );
}

/** The published post's confirmation once it is live; My Posts and home when it cannot be shown. */
function PublishedPost({ postId }: { postId: number }) {
  const { t } = useTranslation();
  const post = usePost(postId);
  if (post.isPending)
    return (
      <Center role="status" aria-label={t('app.loading')}>
        <Loader />
      </Center>
    );
  if (post.data?.status === 'active') return <PostLiveConfirmation post={post.data} />;
  return <NextSteps />;
}

/**
 * /success: where the seller lands after publishing. A waived fee arrives with ?post_id=, the payment
 * provider with ?session_id= (SPEC.md section 8's alert, then the post once the payment is applied,
 * or the refund and why); ?cancelled=true says to try again. The confirmation shows the post's link
 * with View post, Share and Post another part.
 */
export function SuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sessionRef = params.get('session_id');
  const directId = postIdParam(params.get('post_id'));
  const cancelled = params.get('cancelled') === 'true';
  const { session, awaiting } = useCheckoutSession(cancelled ? null : sessionRef);
  const postId = sessionRef ? (session.data?.post_id ?? null) : directId;
  usePageTitle(t(!sessionRef && directId ? 'posts.success.livePageTitle' : 'posts.success.pageTitle'));

  let body: ReactNode;
  if (cancelled) {
    body = (
      <>
        <Alert role="alert" color="orange" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('rules.checkoutCancelled')}
        </Alert>
        <NextSteps retry />
      </>
    );
  } else if (session.data?.status === 'refunded') {
    body = (
      <>
        <Alert role="status" color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          {session.data.reason === 'post_sold' ? t('rules.renewalRefundedSold') : t('rules.paymentRefunded')}
        </Alert>
        <NextSteps />
      </>
    );
  } else {
    body = (
      <>
        {(sessionRef || !directId) && (
          <Alert role="status" color="green" variant="light" icon={<IconCircleCheck aria-hidden />}>
            {t('rules.checkoutSuccess')}
          </Alert>
        )}
        {postId !== null ? (
          <PublishedPost postId={postId} />
        ) : awaiting ? (
          // The provider's confirmation may follow the browser: the hook asks again for a minute.
          <Waiting>{t('posts.success.confirming')}</Waiting>
        ) : (
          <>
            {session.data?.status === 'pending' && <Text>{t('posts.success.notYet')}</Text>}
            <NextSteps />
          </>
        )}
      </>
    );
  }

  return (
    <FormContainer>
      <Stack gap="lg">
        <Title order={1}>{t('posts.success.title')}</Title>
        {body}
      </Stack>
    </FormContainer>
  );
}
