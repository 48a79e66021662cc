import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAdjustments, IconChevronUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TSearchLocation } from '../hooks/use-search-location';
import { LocationHint } from './location-hint';

interface TSearchSummaryProps {
  /** The search in one line (searchSummary). */
  summary: string;
  /** The full form is open below. */
  expanded: boolean;
  onToggle: () => void;
  /** The id of the element the form opens in. */
  controls: string;
  /** Where distances are measured from (or why not): said here while the form is folded. */
  location: TSearchLocation;
}

/**
 * After a search the form folds to this line, so the results start in the first screen: what is
 * searched, and a button that opens the form again to change it.
 */
export function SearchSummary({ summary, expanded, onToggle, controls, location }: TSearchSummaryProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" px="md" py="xs">
      <Stack gap={2}>
        <Group justify="space-between" gap="xs">
          <Text component="p" m={0} style={{ flex: '1 1 16rem', minWidth: 0, overflowWrap: 'anywhere' }}>
            <Text span fw={600}>
              {t('app.labelColon', { label: t('search.summaryLabel') })}
            </Text>{' '}
            <span data-testid="search-summary">{summary}</span>
          </Text>
          <Button
            variant={expanded ? 'light' : 'default'}
            size="sm"
            onClick={onToggle}
            aria-expanded={expanded}
            aria-controls={controls}
            leftSection={
              expanded ? <IconChevronUp size={16} aria-hidden /> : <IconAdjustments size={16} aria-hidden />
            }
          >
            {t('search.change')}
          </Button>
        </Group>
        {/* The open form says it under its place field. */}
        {!expanded && <LocationHint location={location} />}
      </Stack>
    </Paper>
  );
}
