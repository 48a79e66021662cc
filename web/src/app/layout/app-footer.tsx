import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';

const LINKS = [
  { to: PATHS.contactUs, key: 'footer.contactUs' },
  { to: PATHS.faq, key: 'footer.faqs' },
  { to: PATHS.auth, key: 'footer.signIn' },
] as const;

/** The site footer: Contact Us, FAQs and Sign In links, the credit line and the copyright. */
export function AppFooter() {
  const { t } = useTranslation();
  return (
    <Box component="footer" bg="gray.1" py="lg" mt="xl">
      <Container size="lg">
        <Stack gap="xs" align="center">
          <Group component="nav" aria-label={t('footer.navLabel')} gap="lg" justify="center">
            {LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} fw={500} underline="hover">
                {t(link.key)}
              </Anchor>
            ))}
          </Group>
          <Text size="sm" c="gray.7">
            {t('footer.credit')}
          </Text>
          <Text size="sm" c="gray.7">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
