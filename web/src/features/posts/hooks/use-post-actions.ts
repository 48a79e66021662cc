import type { TPost } from '@common/contracts/posts';
import { feesCharged, fromCents, renewalFee, toCents } from '@common/rules/fees';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/lib/api-error-message';
import { browserLocation } from '@/lib/browser-location';
import { useFormat } from '@/lib/format';
import { pageUrlIn } from '@/lib/language';
import { useDeletePost } from '../api/delete-post';
import { usePostingTerms } from '../api/get-posting-terms';
import { useMarkPostSold } from '../api/mark-post-sold';
import { useRenewPost } from '../api/renew-post';
import { confirmAction } from '../components/confirm-action';

interface TDeleteHandlers {
  onSuccess: () => void;
  onError: () => void;
}

/** The seller's actions on a post, each confirmed first: mark sold, renew, delete. */
export function usePostActions() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const terms = usePostingTerms();
  const sold = useMarkPostSold();
  const remove = useDeletePost();
  const renew = useRenewPost();
  const cancel = t('posts.confirm.cancel');
  const failed = (error: unknown) =>
    notifications.show({
      color: 'red',
      message: t('posts.actions.failed', { message: serverMessage(t, error) }),
    });

  return {
    busy: sold.isPending || remove.isPending || renew.isPending,
    deleting: remove.isPending,

    markSold: (post: TPost) =>
      confirmAction({
        title: t('posts.confirm.soldTitle'),
        text: t('posts.confirm.soldText'),
        confirm: t('posts.confirm.soldConfirm'),
        cancel,
        onConfirm: () =>
          sold.mutate(post.id, {
            onSuccess: () => notifications.show({ color: 'green', message: t('posts.actions.markedSold') }),
            onError: failed,
          }),
      }),

    remove: (post: TPost, { onSuccess, onError }: TDeleteHandlers) =>
      confirmAction({
        title: t('posts.confirm.deleteTitle'),
        text: t('posts.confirm.deleteText'),
        confirm: t('posts.confirm.deleteConfirm'),
        cancel,
        danger: true,
        onConfirm: () => remove.mutate(post.id, { onSuccess, onError }),
      }),

    renew: (post: TPost) => {
      const charged = terms.data?.feesCharged ?? feesCharged(new Date());
      const fee = renewalFee(toCents(post.price), new Date()).fullCents;
      const feeText = charged
        ? t('posts.confirm.renewFee', { amount: fmt.price(fromCents(fee), post.currencytype) })
        : t('posts.confirm.renewFree');
      confirmAction({
        title: t('posts.confirm.renewTitle'),
        text: `${t('posts.confirm.renewText')} ${feeText}`,
        confirm: t('posts.confirm.renewConfirm'),
        cancel,
        onConfirm: () =>
          renew.mutate(
            { postId: post.id, discountCode: charged ? '' : (terms.data?.discountCode ?? '') },
            // To the payment page, or back to My Posts when the renewal is free.
            { onSuccess: ({ url }) => browserLocation.assign(pageUrlIn(url, fmt.language)), onError: failed },
          ),
      });
    },
  };
}
