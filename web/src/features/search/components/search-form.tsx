import { PATHS } from '@common/app-paths';
import type { TPart, TVehicle } from '@common/contracts/catalog';
import { countFilters, type TSearchFilters } from '@common/contracts/search-keys';
import { KEYWORD_MAX } from '@common/contracts/search-limits';
import { RADIUS_CHOICES, type TDistanceUnit } from '@common/rules/distance';
import { manufacturersOf, splitVehicleName } from '@common/vehicles';
import { yearOptions } from '@common/years';
import { Button, Collapse, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAdjustments, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchableSelect } from '@/components/ui/searchable-select';
import { partChoices, useFormat } from '@/lib/format';
import { type TGarageItem, useGarage } from '@/lib/garage';
import { manufacturerOfVehicle, modelOptions } from '@/lib/vehicle-options';
import { useWiderThan } from '@/lib/viewer-device';
import type { TSearchLocation } from '../hooks/use-search-location';
import { GarageChooser } from './garage-chooser';
import { LocationHint } from './location-hint';
import {
  countPartFilters,
  PartFilterFields,
  partFilterDraft,
  partFilters,
  type TPartFilterDraft,
} from './part-filter-fields';
import { type TVinVehicle, VinField } from './vin-field';

interface TSearchFormProps {
  /** The filters to start from (the URL's); remount with a new key to take new ones. */
  initial: TSearchFilters;
  onSearch: (filters: TSearchFilters) => void;
  vehicles: readonly TVehicle[] | undefined;
  parts: readonly TPart[] | undefined;
  /** The vehicle and part lists are still loading. */
  loading: boolean;
  /** The viewer's distance unit, for a radius the URL does not name one for. */
  unit: TDistanceUnit;
  location: TSearchLocation;
}

interface TDraft extends TPartFilterDraft {
  year: number | null;
  manufacturer: string | null;
  make: number | null;
  part: number | null;
  q: string;
  near: string;
  radius: string | null;
}

const EMPTY: readonly never[] = [];
const ANY = 'any';

/** The home page's filters; nothing is applied until Search is pressed. */
export function SearchForm({
  initial,
  onSearch,
  vehicles = EMPTY,
  parts = EMPTY,
  loading,
  unit: viewerUnit,
  location,
}: TSearchFormProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const [draft, setDraft] = useState<TDraft>(() => ({
    year: initial.search_year ?? null,
    manufacturer: initial.search_manufacturer ?? null,
    make: initial.search_make ?? null,
    part: initial.search_part ?? null,
    q: initial.q ?? '',
    near: initial.near ?? '',
    radius: initial.radius === undefined ? ANY : String(initial.radius),
    ...partFilterDraft(initial),
  }));
  const garage = useGarage();
  // A shared link's radius keeps the unit it was written in.
  const unit = initial.radius === undefined ? viewerUnit : (initial.unit ?? viewerUnit);

  const years = useMemo(() => yearOptions().map((y) => ({ value: y, label: String(y) })), []);
  const manufacturers = useMemo(() => manufacturersOf(vehicles), [vehicles]);
  // A shared link may carry only the model: its manufacturer follows from the vehicle's name.
  const manufacturer = draft.manufacturer ?? manufacturerOfVehicle(vehicles, draft.make);
  const models = useMemo(() => modelOptions(vehicles, manufacturer), [vehicles, manufacturer]);
  // French names, in French order; the value stays the part's id (the English name is the data).
  const partOptions = useMemo(() => partChoices(parts, fmt), [parts, fmt]);
  const radii = useMemo(
    () => [
      { value: ANY, label: t('search.anyDistance') },
      ...RADIUS_CHOICES.map((r) => ({ value: String(r), label: t(`search.radiusOption.${unit}`, { n: r }) })),
    ],
    [t, unit],
  );

  // Under 768 px (docs/PRODUCT.md §9's narrow layout) the filters fold under a button; they start
  // open when the search in the URL uses them.
  const narrow = !useWiderThan('sm');
  const activeCount =
    countFilters(initial) +
    countPartFilters(initial) +
    (initial.near ? 1 : 0) +
    (initial.radius === undefined ? 0 : 1);
  const [filtersOpen, setFiltersOpen] = useState(activeCount > 0);
  const filtersId = useId();

  const filtersOf = (d: TDraft, maker: string | null): TSearchFilters => {
    const radius = d.radius === ANY || d.radius === null ? undefined : Number(d.radius);
    return {
      search_year: d.year ?? undefined,
      search_manufacturer: maker ?? undefined,
      search_make: d.make ?? undefined,
      search_part: d.part ?? undefined,
      q: d.q.trim() || undefined,
      ...partFilters(d),
      near: d.near.trim() || undefined,
      radius,
      unit: radius === undefined ? undefined : unit,
    };
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(filtersOf(draft, manufacturer));
  };
  // A garage vehicle is a search of its own: its year and model, with the other filters kept.
  const chooseGarageVehicle = (v: TGarageItem) => {
    const maker = splitVehicleName(v.vehicle_name).manufacturer;
    onSearch(filtersOf({ ...draft, year: v.year, make: v.vehicle_id }, maker));
  };
  const garageValue =
    garage.vehicles.find((v) => v.year === initial.search_year && v.vehicle_id === initial.search_make)
      ?.key ?? null;
  // A decoded VIN fills the year (when it has one), the manufacturer and the model.
  const fillFromVin = useCallback(
    (v: TVinVehicle) =>
      setDraft((d) => ({
        ...d,
        year: v.year ?? d.year,
        manufacturer: splitVehicleName(v.name).manufacturer,
        make: v.vehicle_id,
      })),
    [],
  );

  const yearField = (
    <SearchableSelect<number>
      label={t('search.year')}
      name="search_year"
      data={years}
      value={draft.year}
      onChange={(year) => setDraft((d) => ({ ...d, year }))}
    />
  );
  const manufacturerField = (
    <SearchableSelect<string>
      label={t('search.manufacturer')}
      name="search_manufacturer"
      data={manufacturers}
      value={manufacturer}
      loading={loading}
      // A model belongs to one manufacturer: changing the manufacturer drops the model.
      onChange={(value) => setDraft((d) => ({ ...d, manufacturer: value, make: null }))}
    />
  );
  const modelField = (
    <SearchableSelect<number>
      label={t('search.model')}
      name="search_make"
      data={models}
      value={manufacturer ? draft.make : null}
      loading={loading}
      disabled={!manufacturer}
      description={manufacturer || loading ? undefined : t('search.modelHint')}
      onChange={(make) => setDraft((d) => ({ ...d, manufacturer, make }))}
    />
  );
  const partField = (
    <SearchableSelect<number>
      label={t('search.part')}
      name="search_part"
      data={partOptions}
      value={draft.part}
      loading={loading}
      onChange={(part) => setDraft((d) => ({ ...d, part }))}
    />
  );
  const keywordField = (
    <TextInput
      label={t('search.keyword')}
      name="q"
      description={t('search.keywordHint')}
      inputWrapperOrder={['label', 'input', 'description']}
      value={draft.q}
      maxLength={KEYWORD_MAX}
      type="search"
      onChange={(e) => {
        const q = e.currentTarget.value;
        setDraft((d) => ({ ...d, q }));
      }}
    />
  );
  const nearField = (
    <TextInput
      label={t('search.near')}
      name="near"
      placeholder={t('search.nearPlaceholder')}
      description={<LocationHint location={location} />}
      inputWrapperOrder={['label', 'input', 'description']}
      value={draft.near}
      maxLength={100}
      autoComplete="postal-code"
      onChange={(e) => {
        const near = e.currentTarget.value;
        setDraft((d) => ({ ...d, near }));
      }}
    />
  );
  const radiusField = (
    <SearchableSelect<string>
      label={t('search.radius')}
      data={radii}
      value={draft.radius}
      clearable={false}
      onChange={(radius) => setDraft((d) => ({ ...d, radius: radius ?? ANY }))}
    />
  );
  const partFields = (
    <PartFilterFields draft={draft} onChange={(change) => setDraft((d) => ({ ...d, ...change }))} />
  );
  const garageField =
    garage.vehicles.length > 0 ? (
      <GarageChooser vehicles={garage.vehicles} value={garageValue} onChoose={chooseGarageVehicle} />
    ) : null;
  const vinField = <VinField onVehicle={fillFromVin} />;
  const searchButton = (
    <Button type="submit" leftSection={<IconSearch size={18} aria-hidden />}>
      {t('search.submit')}
    </Button>
  );

  return (
    // Before the app has taken the page over (or without JavaScript) the browser sends the form
    // itself: the fields' names are the search URL's, so the server renders the results.
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17 and to test DOMs
    <form
      role="search"
      aria-label={t('search.formLabel')}
      onSubmit={submit}
      noValidate
      action={PATHS.home}
      method="get"
    >
      {narrow ? (
        // On a phone the keyword and Search come first; the other filters fold away.
        <Stack gap="md">
          {keywordField}
          {garageField}
          <Group justify="space-between">
            <Button
              variant="default"
              onClick={() => setFiltersOpen((o) => !o)}
              aria-expanded={filtersOpen}
              aria-controls={filtersId}
              rightSection={<IconAdjustments size={18} aria-hidden />}
            >
              {t('search.filters', { count: activeCount })}
            </Button>
            {searchButton}
          </Group>
          <Collapse expanded={filtersOpen} id={filtersId}>
            {/* Folded filters are not rendered at all (their values live in the draft): a phone's
            first page has fewer controls to build and take over. */}
            {filtersOpen && (
              <Stack gap="md">
                {vinField}
                {yearField}
                {manufacturerField}
                {modelField}
                {partField}
                {partFields}
                {nearField}
                {radiusField}
              </Stack>
            )}
          </Collapse>
        </Stack>
      ) : (
        <>
          <SimpleGrid cols={2} spacing="md" mb="md">
            {garageField}
            {vinField}
          </SimpleGrid>
          <SimpleGrid cols={2} spacing="md">
            {yearField}
            {manufacturerField}
            {modelField}
            {partField}
            {partFields}
            {keywordField}
            {nearField}
            {radiusField}
          </SimpleGrid>
          <Group justify="flex-end" mt="lg">
            {searchButton}
          </Group>
        </>
      )}
    </form>
  );
}
