import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageNumberLinks, type TPageLinks } from './page-number-links';

interface TPagerProps {
  page: number;
  /** Next shows only when the page in view is full and more follows (docs/PRODUCT.md §4). */
  hasNext: boolean;
  onMove: (page: number) => void;
  /** A move is under way: the buttons wait. */
  moving?: boolean;
  /** The navigation landmark's name. */
  label: string;
  numbers?: TPageLinks;
}

/** Previous and Next with 'Page: n' between them (docs/PRODUCT.md §2, paging), and numbered pages. */
export function Pager({ page, hasNext, onMove, moving = false, label, numbers }: TPagerProps) {
  const { t } = useTranslation();
  return (
    <Stack component="nav" aria-label={label} align="center" gap="xs">
      <Group justify="center" gap="md">
        {page > 1 && (
          <Button variant="outline" onClick={() => onMove(page - 1)} disabled={moving}>
            {t('pager.previous')}
          </Button>
        )}
        <Text aria-live="polite">{t('pager.page', { page })}</Text>
        {hasNext && (
          <Button variant="outline" onClick={() => onMove(page + 1)} loading={moving}>
            {t('pager.next')}
          </Button>
        )}
      </Group>
      {numbers && <PageNumberLinks page={page} numbers={numbers} onMove={moving ? () => {} : onMove} />}
    </Stack>
  );
}
