import { Button, Group, Stack, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { pageNumbers } from './page-numbers';

/** Numbered pages: real links (each page has its own address), shown when the count is known. */
export interface TPageLinks {
  /** The highest page the count reaches (all of them when exact). */
  known: number;
  /** The count is exact, so `known` is the last page; otherwise more may follow. */
  exact: boolean;
  href: (page: number) => string;
}

interface TPagerProps {
  page: number;
  /** Next shows only when the page in view is full and more follows (SPEC.md section 4). */
  hasNext: boolean;
  onMove: (page: number) => void;
  /** A move is under way: the buttons wait. */
  moving?: boolean;
  /** The navigation landmark's name. */
  label: string;
  numbers?: TPageLinks;
}

/** A plain click is the app's to handle; a click to open a new tab or window is the browser's. */
const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** Previous and Next with 'Page: n' between them (SPEC.md section 2, paging), and numbered pages. */
export function Pager({ page, hasNext, onMove, moving = false, label, numbers }: TPagerProps) {
  const { t } = useTranslation();
  const items = numbers ? pageNumbers(page, numbers.known, numbers.exact) : [];
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
      {numbers && items.length > 1 && (
        <Group component="ul" justify="center" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item, i) =>
            item === 'gap' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: a gap is known only by its place
              <Text component="li" key={`gap-${i}`} c="dimmed" px={4} aria-hidden>
                …
              </Text>
            ) : (
              <li key={item}>
                <Button
                  component="a"
                  href={numbers.href(item)}
                  size="compact-md"
                  miw={36}
                  variant={item === page ? 'filled' : 'subtle'}
                  aria-current={item === page ? 'page' : undefined}
                  aria-label={t('pager.goTo', { page: item })}
                  onClick={(e: MouseEvent) => {
                    if (!plainClick(e)) return;
                    e.preventDefault();
                    if (item !== page && !moving) onMove(item);
                  }}
                >
                  {item}
                </Button>
              </li>
            ),
          )}
        </Group>
      )}
    </Stack>
  );
}
