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

/** docs/PRODUCT.md §8's 'Transaction Successful! Your post will be live shortly.' */
function PaidAlert() {
  const { t } = useTranslation();
  return (
    <Alert role="status" color="green" variant="light" icon={<IconCircleCheck aria-hidden />}>
      {t('rules.checkoutSuccess')}
    </Alert>
  );
}

/**
 * The published post's confirmation once it is live, and only then: until it is, a paid one says
 * it will be live shortly (one state at a time). My Posts and home when it cannot be shown.
 */
function PublishedPost({ postId, paid }: { postId: number; paid: boolean }) {
  const { t } = useTranslation();
  const post = usePost(postId);
  if (post.data?.status === 'active') return <PostLiveConfirmation post={post.data} />;
  return (
    <>
      {paid && <PaidAlert />}
      {post.isPending ? (
        <Center role="status" aria-label={t('app.loading')}>
          <Loader />
        </Center>
      ) : (
        <NextSteps />
      )}
    </>
  );
}

/**
 * /success: where the seller lands after publishing. A waived fee arrives with ?post_id=, the payment
 * provider with ?session_id= (docs/PRODUCT.md §8's alert until the post is live, then in its place the
 * post's confirmation; or the refund and why); ?cancelled=true says to try again. The confirmation shows the post's link
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
    body =
      postId !== null ? (
        <PublishedPost postId={postId} paid={Boolean(sessionRef)} />
      ) : (
        <>
          {(sessionRef || !directId) && <PaidAlert />}
          {awaiting ? (
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
