import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const TERMS = ['fee', 'renewal', 'visibility', 'sold', 'salePrice', 'currency', 'discount'] as const;

interface TTermsModalProps {
  opened: boolean;
  onClose: () => void;
}

/** The terms text: the fee terms of docs/PRODUCT.md §1 and §9. */
export function TermsModal({ opened, onClose }: TTermsModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('accounts.terms.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('accounts.terms.close') }}
    >
      <Stack gap="md">
        <Text>{t('accounts.terms.intro')}</Text>
        <List spacing="xs">
          {TERMS.map((key) => (
            <List.Item key={key}>{t(`accounts.terms.${key}`)}</List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('accounts.terms.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
