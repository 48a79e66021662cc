import type { TPost } from '@common/contracts/posts';
import type { TDistanceUnit } from '@common/rules/distance';
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CurrencyFlag } from '@/components/ui/currency-flag';
import { FormAlert } from '@/components/ui/form-alert';
import { viewPostPath } from '@/config/routes';
import { isApiError } from '@/lib/api-error';
import { serverMessage } from '@/lib/api-error-message';
import { useFormat } from '@/lib/format';
import { useUpdatePost } from '../api/update-post';
import {
  checkUpdate,
  draftOf,
  errorsAfter,
  serverErrors,
  type TCatalogLists,
  type TDraftErrors,
  type TPostDraft,
} from '../post-draft';
import { PostFields } from './post-fields';

/**
 * The edit form (SPEC.md section 5): prefilled; the price may only go down (the field clamps at the
 * original and says 'Maximum price'); the currency stays; 'Update Complete' on success.
 */
export function EditPostForm({
  post,
  catalog,
  unit,
}: {
  post: TPost;
  catalog: TCatalogLists;
  unit: TDistanceUnit;
}) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const update = useUpdatePost(post.id);
  const [draft, setDraft] = useState<TPostDraft>(() => draftOf(post, unit));
  const [errors, setErrors] = useState<TDraftErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [saved, setSaved] = useState(false);

  const refuse = (message: string | null) => {
    setProblem(message);
    setAttempt((n) => n + 1);
  };
  const change = (next: Partial<TPostDraft>) => {
    setDraft((d) => ({ ...d, ...next }));
    setErrors((e) => errorsAfter(e, next));
    setSaved(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const checked = checkUpdate(draft, catalog.parts, unit);
    if (!checked.ok) {
      setErrors(checked.errors);
      return refuse(t(`rules.${checked.first}`));
    }
    refuse(null);
    setSaved(false);
    update.mutate(checked.value, {
      onSuccess: (updated) => {
        // The form shows the post as stored now (trimmed text, the new price as the new maximum).
        setDraft(draftOf(updated, unit));
        setSaved(true);
        notifications.show({ color: 'green', message: t('rules.updateComplete') });
      },
      onError: (error) => {
        if (isApiError(error)) setErrors(serverErrors(error.fields));
        refuse(t('posts.edit.error', { message: serverMessage(t, error) }));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('posts.edit.formLabel')}>
      <Stack gap="lg">
        <PostFields
          draft={draft}
          onChange={change}
          errors={errors}
          catalog={catalog}
          disabled={update.isPending}
          maxPrice={post.price}
          unit={unit}
          currency={post.currencytype}
          priceDescription={t('posts.edit.maximumPrice', {
            label: t('rules.maximumPrice'),
            amount: fmt.price(post.price, post.currencytype),
          })}
          priceExtra={
            <Group gap="xs">
              <CurrencyFlag currency={post.currencytype} />
              <Text size="sm">{t('posts.edit.currency', { currency: post.currencytype })}</Text>
            </Group>
          }
        />
        <FormAlert message={problem} attempt={attempt} />
        <FormAlert message={saved ? t('rules.updateComplete') : null} tone="success" />
        <Group>
          <Button type="submit" size="md" disabled={update.isPending}>
            {update.isPending ? t('posts.edit.saving') : t('posts.edit.submit')}
          </Button>
          <Button component={Link} to={viewPostPath(post)} variant="subtle">
            {t('posts.edit.viewLink')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
