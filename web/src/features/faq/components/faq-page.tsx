import { MAX_IMAGES_PER_POST } from '@common/constants';
import { Accordion, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';
import { usePageTitle } from '@/lib/use-page-title';

// The order questions are shown in; the first two are the spec's own.
const QUESTIONS = ['contactSeller', 'favourite', 'createPost', 'fees', 'report', 'search'] as const;

/** /top-questions */
export function FaqPage() {
  const { t } = useTranslation();
  usePageTitle(t('faq.pageTitle'));
  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <Title order={1}>{t('faq.title')}</Title>
        <Text>{t('faq.intro')}</Text>
        <Accordion variant="separated" order={2} multiple>
          {QUESTIONS.map((key) => (
            <Accordion.Item key={key} value={key}>
              <Accordion.Control>{t(`faq.items.${key}.question`)}</Accordion.Control>
              <Accordion.Panel>
                <Text>{t(`faq.items.${key}.answer`, { maxImages: MAX_IMAGES_PER_POST })}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        <Text>
          {t('faq.contactPrompt')}{' '}
          <Anchor component={Link} to={PATHS.contactUs}>
            {t('faq.contactLink')}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
