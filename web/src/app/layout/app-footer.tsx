import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';
import { useMe } from '@/features/accounts';
import { LanguageSwitch } from '@/features/language';

const LINKS = [
  { to: PATHS.contactUs, key: 'footer.contactUs' },
  { to: PATHS.faq, key: 'footer.faqs' },
] as const;
const SIGN_IN = { to: PATHS.auth, key: 'footer.signIn' } as const;

/**
 * The site footer: Contact Us, FAQs and (for visitors only) Sign In links, the credit line and the
 * copyright. Sign In waits until the session is known, like the header's, so a signed-in user
 * never sees it flash.
 */
export function AppFooter() {
  const { t } = useTranslation();
  const me = useMe();
  const visitor = !me.isPending && !me.data;
  return (
    <Box component="footer" bg="gray.1" py="lg" mt="xl">
      <Container size="lg">
        <Stack gap="xs" align="center">
          <Group component="nav" aria-label={t('footer.navLabel')} gap="lg" justify="center">
            {(visitor ? [...LINKS, SIGN_IN] : LINKS).map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} fw={500} underline="hover">
                {t(link.key)}
              </Anchor>
            ))}
            <LanguageSwitch signedIn={Boolean(me.data)} />
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
