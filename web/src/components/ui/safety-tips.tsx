import { Alert, type AlertProps, List } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export const SAFETY_TIPS = ['publicPlace', 'inspect', 'noAdvance'] as const;

/**
 * The safety tips (meet in a public place, inspect before paying, never pay in advance):
 * on a post's page beside Contact Seller, and at the top of a conversation.
 */
export function SafetyTips({ compact = false, ...props }: { compact?: boolean } & Omit<AlertProps, 'title'>) {
  const { t } = useTranslation();
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconShieldCheck size={18} aria-hidden />}
      title={t('safety.title')}
      aria-label={t('safety.title')}
      role="note"
      p={compact ? 'xs' : undefined}
      {...props}
    >
      <List size="sm" spacing={2}>
        {SAFETY_TIPS.map((tip) => (
          <List.Item key={tip}>{t(`safety.${tip}`)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
