import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormContainer } from '@/components/ui/form-container';
import { usePageTitle } from '@/lib/use-page-title';
import { ContactForm } from './contact-form';

/** /contact-us */
export function ContactPage() {
  const { t } = useTranslation();
  usePageTitle(t('contact.pageTitle'));
  return (
    <FormContainer>
      <Stack gap="lg">
        <Title order={1}>{t('contact.title')}</Title>
        <Text>{t('contact.intro')}</Text>
        <ContactForm />
      </Stack>
    </FormContainer>
  );
}
