import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { useMe } from '@/features/accounts';
import { SignInPage } from '@/features/accounts/pages';
import { MessagesPage, type TConversationAction } from '@/features/messages/pages';
import { RateUserButton } from '@/features/reviews';
import { usePageTitle } from '@/lib/use-page-title';

// After the sign-in page in the tree, so its title wins over the sign-in page's own (effects run in order).
function MessagesTitle() {
  const { t } = useTranslation();
  usePageTitle(t('messages.pageTitle'));
  return null;
}

/**
 * /messages and /messages/{name}: the user's conversations; a visitor gets the sign-in form in
 * their place (docs/PRODUCT.md §2) and, once signed in, the same URL shows the conversation.
 */
export function MessagesRoute() {
  const me = useMe();
  const { name } = useParams();
  if (me.isPending) return <PageLoader />;
  if (!me.data) {
    return (
      <>
        <SignInPage />
        <MessagesTitle />
      </>
    );
  }
  return <MessagesPage myId={me.data.user.id} name={name} action={rateAction} />;
}

/** The reviews feature's Rate (or Edit your review) for the post the conversation is about. */
const rateAction: TConversationAction = ({ otherId, otherName, post, lastMessageId }) =>
  post ? (
    <RateUserButton
      key={`${otherId}-${post.id}`}
      otherId={otherId}
      otherName={otherName}
      postId={post.id}
      postTitle={post.title}
      version={lastMessageId}
    />
  ) : null;
