import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageNumberLinks } from '@/components/ui/page-number-links';

interface TLandingPagerProps {
  /** The landing page's path; page n is '?page=n', page 1 the bare path. */
  path: string;
  page: number;
  hasNext: boolean;
  label: string;
  /** What the count tells of the pages (the highest it reaches, and whether that is the last). */
  count?: { known: number; exact: boolean };
}

const pageHref = (path: string, page: number) => (page > 1 ? `${path}?page=${page}` : path);

/**
 * Previous and Next as links (with 'Page: n' between them): each page has its own address, which a
 * crawler follows and a person can share.
 */
export function LandingPager({ path, page, hasNext, label, count }: TLandingPagerProps) {
  const { t } = useTranslation();
  return (
    <Stack component="nav" aria-label={label} align="center" gap="xs">
      <Group justify="center" gap="md">
        {page > 1 && (
          <Button component={Link} to={pageHref(path, page - 1)} rel="prev" variant="outline">
            {t('pager.previous')}
          </Button>
        )}
        <Text aria-live="polite">{t('pager.page', { page })}</Text>
        {hasNext && (
          <Button component={Link} to={pageHref(path, page + 1)} rel="next" variant="outline">
            {t('pager.next')}
          </Button>
        )}
      </Group>
      {count && <PageNumberLinks page={page} numbers={{ ...count, href: (n) => pageHref(path, n) }} />}
    </Stack>
  );
}
