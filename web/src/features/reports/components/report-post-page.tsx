import { REPORT_REASONS, type TReportReason } from '@common/constants';
import { MAX_REPORT_PHOTOS, ZReportFields } from '@common/contracts/reports';
import { isMessageKey } from '@common/messages';
import { Alert, Button, Group, Progress, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormShell } from '@/components/form/form-shell';
import { useFormProblem } from '@/components/form/use-form-problem';
import { FormContainer } from '@/components/ui/form-container';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import { PhotoDropzone } from '@/components/ui/photo-dropzone';
import { PATHS } from '@/config/routes';
import { isApiError } from '@/lib/api-error';
import { apiErrorMessage, serverMessage } from '@/lib/api-error-message';
import { useFormat } from '@/lib/format';
import { postTitle } from '@/lib/post-format';
import { usePageTitle } from '@/lib/use-page-title';
import { useReportedPost } from '../api/get-reported-post';
import { useSubmitReport } from '../api/submit-report';
import { ReportPhotos } from './report-photos';

// The description's rule is the contract's; the email's format is left to the server (its reason
// shows under the field), as a visitor's missing email is the form's own check.
const checkDescription = schemaResolver(ZReportFields.pick({ description: true }), { sync: true });

interface TReportValues {
  reason: TReportReason;
  description: string;
  email: string;
  photos: File[];
}

interface TReportPostPageProps {
  postId: number;
  /** The signed-in user's email (prefilled), or undefined for a visitor (who must give one). */
  accountEmail?: string;
}

/**
 * /report-post/{id}: why (spam by default), a description, an email and up to 4 photos, sent
 * together with a progress bar; 'Report Submitted', then home (docs/PRODUCT.md §2 and §8).
 */
export function ReportPostPage({ postId, accountEmail }: TReportPostPageProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  usePageTitle(t('reports.pageTitle'));
  const navigate = useNavigate();
  const reasonLabelId = useId();
  const post = useReportedPost(postId);
  const form = useForm<TReportValues>({
    initialValues: { reason: 'Spam', description: '', email: accountEmail ?? '', photos: [] },
    // A description over the limit is said as it is typed.
    validateInputOnChange: ['description'],
    validate: ({ email, description }) => {
      const { description: tooLong } = checkDescription({ description });
      return {
        // A signed-in user's account email stands in for a blank one.
        email: !accountEmail && email.trim() === '' ? t('rules.emailRequired') : null,
        description: typeof tooLong === 'string' && isMessageKey(tooLong) ? t(`rules.${tooLong}`) : null,
      };
    },
  });
  const [progress, setProgress] = useState(0);
  const problem = useFormProblem();
  const submit = useSubmitReport(setProgress);

  if (post.isPending) return <PageLoader />;
  if (post.isError) {
    const missing = isApiError(post.error) && post.error.statusCode === 404;
    return (
      <FormContainer>
        {missing ? (
          <Alert color="gray" title={t('reports.title')}>
            {t('reports.postMissing')}
          </Alert>
        ) : (
          <LoadError
            title={t('reports.loadError')}
            message={apiErrorMessage(t, post.error)}
            retryLabel={t('reports.retry')}
            onRetry={() => void post.refetch()}
            retrying={post.isFetching}
          />
        )}
      </FormContainer>
    );
  }

  const send = ({ reason, description, email, photos }: TReportValues) => {
    problem.refuse(null);
    setProgress(0);
    submit.mutate(
      { postId, reason, description: description.trim(), email, photos },
      {
        onSuccess: ({ message }) => {
          notifications.show({ color: 'green', message });
          navigate(PATHS.home);
        },
        onError: (err) => {
          const reasonText =
            isApiError(err) && err.code === 'RATE_LIMITED' ? err.message : serverMessage(t, err);
          if (isApiError(err) && err.fields?.email) form.setFieldError('email', reasonText);
          problem.refuse(t('reports.failed', { reason: reasonText }));
        },
      },
    );
  };

  const busy = submit.isPending;
  const { reason, photos } = form.values;
  return (
    <FormContainer>
      <FormShell
        form={form}
        onSubmit={send}
        // The email is said beside its field; only a description over the limit is said in the alert.
        onInvalid={(errors) => problem.refuse(errors.email ? null : t('rules.reportDescriptionTooLong'))}
        busy={busy}
        submitLabel={t('reports.submit')}
        submitProps={{ color: 'red.8', fullWidth: true }}
        error={problem.error}
        attempt={problem.attempt}
        errorAt="bottom"
        intro={
          <div>
            <Title order={1}>{t('reports.title')}</Title>
            <Text mt="xs">{t('reports.reporting', { title: postTitle(post.data, fmt.part) })}</Text>
            <Text size="sm" c="dimmed">
              {t('reports.intro')}
            </Text>
          </div>
        }
      >
        <Stack gap={6}>
          <Text id={reasonLabelId} size="sm" fw={500}>
            {t('reports.reasonLabel')}
          </Text>
          <Group role="group" aria-labelledby={reasonLabelId} gap="xs">
            {REPORT_REASONS.map((r) => (
              <Button
                key={r}
                type="button"
                variant={reason === r ? 'filled' : 'outline'}
                aria-pressed={reason === r}
                onClick={() => form.setFieldValue('reason', r)}
                disabled={busy}
              >
                {t(`reports.reason.${r}`)}
              </Button>
            ))}
          </Group>
        </Stack>
        <Textarea
          label={t('reports.description')}
          description={t('reports.descriptionHint')}
          {...form.getInputProps('description')}
          autosize
          minRows={3}
          maxRows={10}
          disabled={busy}
        />
        <TextInput
          label={t('reports.email')}
          description={t('reports.emailHint')}
          type="email"
          autoComplete="email"
          withAsterisk={!accountEmail}
          {...form.getInputProps('email')}
          disabled={busy}
        />
        <PhotoDropzone
          label={t('reports.photos')}
          remaining={MAX_REPORT_PHOTOS - photos.length}
          onFiles={(files) =>
            form.setFieldValue('photos', (now) => [...now, ...files].slice(0, MAX_REPORT_PHOTOS))
          }
          disabled={busy}
          max={MAX_REPORT_PHOTOS}
          tooManyKey="tooManyReportPhotos"
          fullText={t('reports.photosFull')}
        />
        <ReportPhotos
          files={photos}
          disabled={busy}
          onRemove={(i) => form.setFieldValue('photos', (now) => now.filter((_, j) => j !== i))}
        />
        {busy && photos.length > 0 && (
          <Progress value={Math.round(progress * 100)} aria-label={t('reports.sending')} animated />
        )}
      </FormShell>
    </FormContainer>
  );
}
