import { Code, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { usePageTitle } from '@/lib/use-page-title';
import { describeError } from './describe-error';

/** 'Unexpected Application Error!' with the error's message and stack trace (docs/PRODUCT.md §2). */
export function ErrorDetails() {
  const { t } = useTranslation();
  const error = useRouteError();
  const { message, stack } = describeError(error, t('errors.unknown'));
  usePageTitle(t('errors.pageTitle'));
  return (
    <Stack gap="md">
      <Title order={1}>{t('errors.unexpectedTitle')}</Title>
      <Title order={2} size="h4" fs="italic">
        {message}
      </Title>
      {stack && (
        // Focusable so keyboard users can scroll a long trace (axe: scrollable-region-focusable).
        <Code block tabIndex={0} aria-label={t('errors.stackLabel')}>
          {stack}
        </Code>
      )}
    </Stack>
  );
}
