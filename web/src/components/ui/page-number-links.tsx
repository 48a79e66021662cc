import { Button, Group, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageNumbers } from './page-numbers';

/** Numbered pages: real links (each page has its own address), shown when the count is known. */
export interface TPageLinks {
  /** The highest page the count reaches (all of them when exact). */
  known: number;
  /** The count is exact, so `known` is the last page; otherwise more may follow. */
  exact: boolean;
  href: (page: number) => string;
}

interface TPageNumberLinksProps {
  page: number;
  numbers: TPageLinks;
  /**
   * A plain click moves here (the list reads the page first); without it each number is a router
   * link. A click for a new tab or window is always the browser's.
   */
  onMove?: (page: number) => void;
}

const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** 1 2 3 … last (no last past a capped count), the current page marked; nothing for one page. */
export function PageNumberLinks({ page, numbers, onMove }: TPageNumberLinksProps) {
  const { t } = useTranslation();
  const items = pageNumbers(page, numbers.known, numbers.exact);
  if (items.length < 2) return null;
  return (
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
              component={Link}
              to={numbers.href(item)}
              size="compact-md"
              miw={36}
              variant={item === page ? 'filled' : 'subtle'}
              aria-current={item === page ? 'page' : undefined}
              aria-label={t('pager.goTo', { page: item })}
              onClick={(e: MouseEvent) => {
                if (!onMove || !plainClick(e)) return;
                e.preventDefault();
                if (item !== page) onMove(item);
              }}
            >
              {item}
            </Button>
          </li>
        ),
      )}
    </Group>
  );
}
