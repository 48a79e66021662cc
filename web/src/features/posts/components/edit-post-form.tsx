import type { TPost } from '@common/contracts/posts';
import { ZPostUpdate } from '@common/contracts/posts';
import type { TDistanceUnit } from '@common/rules/distance';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormShell } from '@/components/form/form-shell';
import { useFormProblem } from '@/components/form/use-form-problem';
import { CurrencyFlag } from '@/components/ui/currency-flag';
import { FormAlert } from '@/components/ui/form-alert';
import { viewPostPath } from '@/config/routes';
import { isApiError } from '@/lib/api-error';
import { serverMessage } from '@/lib/api-error-message';
import { useFormat } from '@/lib/format';
import { useUpdatePost } from '../api/update-post';
import { usePostForm } from '../hooks/use-post-form';
import {
  draftErrors,
  draftOf,
  postPayload,
  serverErrors,
  type TCatalogLists,
  type TPostDraft,
} from '../post-draft';
import { PostFields } from './post-fields';

/**
 * The edit form (docs/PRODUCT.md §5): prefilled; the price may only go down (the field clamps at the
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
  const { form, change, errors } = usePostForm({
    initialValues: draftOf(post, unit),
    schema: ZPostUpdate,
    payloadOf: (values: TPostDraft) => postPayload(values, catalog.parts, unit),
  });
  const problem = useFormProblem();
  const [saved, setSaved] = useState(false);

  const submit = (changes: ReturnType<typeof form.getTransformedValues>) => {
    problem.refuse(null);
    setSaved(false);
    update.mutate(changes, {
      onSuccess: (updated) => {
        // The form shows the post as stored now (trimmed text, the new price as the new maximum).
        form.setValues(draftOf(updated, unit));
        setSaved(true);
        notifications.show({ color: 'green', message: t('rules.updateComplete') });
      },
      onError: (error) => {
        if (isApiError(error)) form.setErrors(serverErrors(error.fields));
        problem.refuse(t('posts.edit.error', { message: serverMessage(t, error) }));
      },
    });
  };

  return (
    <FormShell
      form={form}
      onSubmit={submit}
      // The alert says the contract's first reason (each one also shows beside its field).
      onInvalid={(invalid) => {
        const first = Object.values(draftErrors(invalid))[0];
        problem.refuse(first ? t(`rules.${first}`) : null);
      }}
      busy={update.isPending}
      submitLabel={t('posts.edit.submit')}
      busyLabel={t('posts.edit.saving')}
      submitProps={{ size: 'md' }}
      error={problem.error}
      attempt={problem.attempt}
      errorAt="bottom"
      actions={
        <Button component={Link} to={viewPostPath(post)} variant="subtle">
          {t('posts.edit.viewLink')}
        </Button>
      }
      actionsLayout="inline"
      gap="lg"
      aria-label={t('posts.edit.formLabel')}
    >
      <PostFields
        draft={form.values}
        onChange={(next) => {
          change(next);
          setSaved(false);
        }}
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
      {/* After a save: the submit that made it cleared the error alert. */}
      <FormAlert message={saved ? t('rules.updateComplete') : null} tone="success" />
    </FormShell>
  );
}
