import type { TLandingLink } from '@common/contracts/landing';
import { Anchor, Breadcrumbs, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '@/lib/format';

/** The trail from home to this page; the last step is the page itself. */
export function LandingTrail({ trail }: { trail: { name: string; path: string }[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('landing.breadcrumb')}>
      <Breadcrumbs separator="›" style={{ flexWrap: 'wrap' }}>
        {trail.map((step, i) =>
          i === trail.length - 1 ? (
            <Text key={step.path} size="sm" aria-current="page">
              {step.name}
            </Text>
          ) : (
            <Anchor key={step.path} component={Link} to={step.path} size="sm">
              {step.name}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}

/** The narrower pages (a make's models, a model's parts, the makes) with their live posts. */
export function LandingLinks({
  title,
  links,
  label = (name) => name,
}: {
  title: string;
  links: TLandingLink[];
  /** A link's name as the page reads it (a model's parts: their names in the page's language). */
  label?: (name: string) => string;
}) {
  const { t } = useTranslation();
  const fmt = useFormat();
  if (links.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="landing-links" gap="xs">
      <Title order={2} id="landing-links" size="h4">
        {title}
      </Title>
      <SimpleGrid
        component="ul"
        cols={{ base: 2, sm: 3, md: 4 }}
        spacing="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {links.map((link) => (
          <li key={link.path}>
            <Anchor component={Link} to={link.path}>
              {link.count === null
                ? label(link.name)
                : t('landing.linkCount', {
                    name: label(link.name),
                    count: `${fmt.count(link.count)}${link.capped ? '+' : ''}`,
                  })}
            </Anchor>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
