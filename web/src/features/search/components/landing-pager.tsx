import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface TLandingPagerProps {
  /** The landing page's path; page n is '?page=n', page 1 the bare path. */
  path: string;
  page: number;
  hasNext: boolean;
  label: string;
}

const pageHref = (path: string, page: number) => (page > 1 ? `${path}?page=${page}` : path);

/**
 * Previous and Next as links (with 'Page: n' between them): each page has its own address, which a
 * crawler follows and a person can share.
 */
export function LandingPager({ path, page, hasNext, label }: TLandingPagerProps) {
  const { t } = useTranslation();
  return (
    <Group component="nav" aria-label={label} justify="center" gap="md">
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
  );
}
