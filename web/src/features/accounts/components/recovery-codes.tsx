import { Button, CopyButton, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The recovery codes, with a copy button and the advice to keep them safe. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Stack gap="xs">
      <Text fw={600} id={titleId}>
        {t('accounts.twoFactor.codesTitle')}
      </Text>
      <Text size="sm">{t('accounts.twoFactor.codesText')}</Text>
      <Paper withBorder p="sm" bg="gray.0">
        <SimpleGrid
          component="ul"
          aria-labelledby={titleId}
          cols={2}
          spacing={4}
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            fontFamily: 'var(--mantine-font-family-monospace)',
          }}
          data-testid="recovery-codes"
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </SimpleGrid>
      </Paper>
      <CopyButton value={codes.join('\n')}>
        {({ copied, copy }) => (
          <Button
            variant="light"
            size="xs"
            onClick={copy}
            leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            {copied ? t('accounts.twoFactor.copied') : t('accounts.twoFactor.copyCodes')}
          </Button>
        )}
      </CopyButton>
    </Stack>
  );
}
