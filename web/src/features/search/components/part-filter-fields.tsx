import type { TSearchFilters } from '@common/contracts/search-filters';
import { CONDITIONS, GRADES, WARRANTY_DAYS } from '@common/rules/part-details';
import { Checkbox } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchableSelect } from '@/components/ui/searchable-select';

/** The part-detail filters as the form holds them (the URL's values, or null for 'any'). */
export interface TPartFilterDraft {
  condition: NonNullable<TSearchFilters['condition']> | null;
  grade: NonNullable<TSearchFilters['grade']> | null;
  warranty: number | null;
  shipping: boolean;
}

export function partFilterDraft(filters: TSearchFilters): TPartFilterDraft {
  return {
    condition: filters.condition ?? null,
    grade: filters.grade ?? null,
    // As-is (0 days) is every part: the same as 'any'.
    warranty: filters.warranty || null,
    shipping: filters.shipping === '1',
  };
}

export function partFilters(draft: TPartFilterDraft): Partial<TSearchFilters> {
  return {
    condition: draft.condition ?? undefined,
    grade: draft.grade ?? undefined,
    warranty: draft.warranty ?? undefined,
    shipping: draft.shipping ? '1' : undefined,
  };
}

/** How many part filters are set (the phone's 'Filters (N)' button). */
export function countPartFilters(filters: TSearchFilters): number {
  return [filters.condition, filters.grade, filters.warranty || undefined, filters.shipping].filter(
    (v) => v !== undefined,
  ).length;
}

interface TPartFilterFieldsProps {
  draft: TPartFilterDraft;
  onChange: (change: Partial<TPartFilterDraft>) => void;
}

/**
 * Condition, grade (that grade or better: the API's meaning), a warranty of at least N days and
 * shipping offered. A grade belongs to used parts only: another condition drops it.
 */
export function PartFilterFields({ draft, onChange }: TPartFilterFieldsProps) {
  const { t } = useTranslation();
  const conditions = useMemo(
    () => CONDITIONS.map((c) => ({ value: c, label: t(`partDetails.conditions.${c}`) })),
    [t],
  );
  const grades = useMemo(() => GRADES.map((g) => ({ value: g, label: t(`search.gradeOption.${g}`) })), [t]);
  const warranties = useMemo(
    () =>
      WARRANTY_DAYS.filter((d) => d > 0).map((d) => ({
        value: String(d),
        label: t('search.warrantyOption', { n: d }),
      })),
    [t],
  );
  const gradeless = draft.condition !== null && draft.condition !== 'used';
  return (
    <>
      <SearchableSelect
        label={t('search.condition')}
        data={conditions}
        value={draft.condition}
        onChange={(condition) =>
          onChange(condition && condition !== 'used' ? { condition, grade: null } : { condition })
        }
      />
      <SearchableSelect
        label={t('search.grade')}
        data={grades}
        value={gradeless ? null : draft.grade}
        disabled={gradeless}
        description={gradeless ? t('search.gradeOnlyUsed') : undefined}
        onChange={(grade) => onChange({ grade })}
      />
      <SearchableSelect
        label={t('search.warranty')}
        data={warranties}
        value={draft.warranty === null ? null : String(draft.warranty)}
        onChange={(value) => onChange({ warranty: value === null ? null : Number(value) })}
      />
      <Checkbox
        label={t('search.ships')}
        description={t('search.shipsHint')}
        checked={draft.shipping}
        onChange={(e) => onChange({ shipping: e.currentTarget.checked })}
        // Level with the selects' inputs in the desktop grid.
        style={{ alignSelf: 'center' }}
      />
    </>
  );
}
