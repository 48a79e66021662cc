import { REPORT_REASONS, type TReportReason } from '@common/constants';
import { MAX_REPORT_PHOTOS, REPORT_DESCRIPTION_MAX } from '@common/contracts/reports';
import { Alert, Button, Group, Progress, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
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

interface TReportPostPageProps {
  postId: number;
  /** The signed-in user's email (prefilled), or undefined for a visitor (who must give one). */
  accountEmail?: string;
}

/**
 * /report-post/{id}: why (spam by default), a description, an email and up to 4 photos, sent
 * together with a progress bar; 'Report Submitted', then home (SPEC.md sections 2 and 8).
 */
export function ReportPostPage({ postId, accountEmail }: TReportPostPageProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  usePageTitle(t('reports.pageTitle'));
  const navigate = useNavigate();
  const reasonLabelId = useId();
  const post = useReportedPost(postId);
  const [reason, setReason] = useState<TReportReason>('Spam');
  const [description, setDescription] = useState('');
  const [email, setEmail] = useState(accountEmail ?? '');
  const [photos, setPhotos] = useState<File[]>([]);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
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

  const tooLong = description.trim().length > REPORT_DESCRIPTION_MAX;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    if (!accountEmail && email.trim() === '') return setEmailError(t('rules.emailRequired'));
    if (tooLong) return setProblem(t('rules.reportDescriptionTooLong'));
    setEmailError(null);
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
          if (isApiError(err) && err.fields?.email) setEmailError(reasonText);
          setProblem(t('reports.failed', { reason: reasonText }));
        },
      },
    );
  };

  const busy = submit.isPending;
  return (
    <FormContainer>
      {/* noValidate: the product's own sentences, not the browser's bubbles, say what is missing. */}
      <Stack component="form" onSubmit={onSubmit} gap="md" {...({ noValidate: true } as object)}>
        <div>
          <Title order={1}>{t('reports.title')}</Title>
          <Text mt="xs">{t('reports.reporting', { title: postTitle(post.data, fmt.part) })}</Text>
          <Text size="sm" c="dimmed">
            {t('reports.intro')}
          </Text>
        </div>
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
                onClick={() => setReason(r)}
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
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          autosize
          minRows={3}
          maxRows={10}
          disabled={busy}
          error={tooLong ? t('rules.reportDescriptionTooLong') : undefined}
        />
        <TextInput
          label={t('reports.email')}
          description={t('reports.emailHint')}
          type="email"
          autoComplete="email"
          withAsterisk={!accountEmail}
          value={email}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setEmailError(null);
          }}
          error={emailError}
          disabled={busy}
        />
        <PhotoDropzone
          label={t('reports.photos')}
          remaining={MAX_REPORT_PHOTOS - photos.length}
          onFiles={(files) => setPhotos((now) => [...now, ...files].slice(0, MAX_REPORT_PHOTOS))}
          disabled={busy}
          max={MAX_REPORT_PHOTOS}
          tooManyKey="tooManyReportPhotos"
          fullText={t('reports.photosFull')}
        />
        <ReportPhotos
          files={photos}
          disabled={busy}
          onRemove={(i) => setPhotos((now) => now.filter((_, j) => j !== i))}
        />
        {busy && photos.length > 0 && (
          <Progress value={Math.round(progress * 100)} aria-label={t('reports.sending')} animated />
        )}
        {problem && (
          <Alert color="red" role="alert" variant="light">
            {problem}
          </Alert>
        )}
        <Button type="submit" loading={busy} color="red.8">
          {t('reports.submit')}
        </Button>
      </Stack>
    </FormContainer>
  );
}
