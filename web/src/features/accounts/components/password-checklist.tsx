import { PASSWORD_CHECKLIST } from '@common/rules/password';
import { List, Text, VisuallyHidden } from '@mantine/core';
import { IconCircle, IconCircleCheckFilled } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type TChecklistKey =
  | 'passwordLength'
  | 'passwordUppercase'
  | 'passwordLowercase'
  | 'passwordNumber'
  | 'passwordSpecial';

/**
 * The live checklist of the five password rules (docs/PRODUCT.md §5), ticked as they are met. Each
 * item also says 'met' or 'not met' in words, for screen readers; it is not a live region, so
 * typing does not make it chatter.
 */
export function PasswordChecklist({ password }: { password: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <div>
      <Text id={titleId} size="sm" fw={500}>
        {t('accounts.checklist.title')}
      </Text>
      <List
        aria-labelledby={titleId}
        size="sm"
        spacing={2}
        listStyleType="none"
        data-testid="password-checklist"
      >
        {PASSWORD_CHECKLIST.map((rule) => {
          const met = rule.test(password);
          return (
            <List.Item
              key={rule.key}
              data-met={met}
              // Mantine's greens are too light for text on white (axe contrast): only the tick is green.
              c={met ? undefined : 'gray.7'}
              icon={
                met ? (
                  <IconCircleCheckFilled size={16} color="var(--mantine-color-green-8)" aria-hidden />
                ) : (
                  <IconCircle size={16} aria-hidden />
                )
              }
            >
              {t(`accounts.checklist.${rule.key as TChecklistKey}`)}{' '}
              <VisuallyHidden>
                {met ? t('accounts.checklist.met') : t('accounts.checklist.notMet')}
              </VisuallyHidden>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
