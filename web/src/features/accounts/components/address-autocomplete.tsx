import { PLACE_SUGGESTION_DEBOUNCE_MS } from '@common/constants';
import type { TPlaceSuggestion } from '@common/contracts/accounts';
import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useId, useState } from 'react';
import { PLACE_QUERY_MIN, usePlaceSuggestions } from '../api/get-place-suggestions';

interface TAddressAutocompleteProps {
  name: string;
  label: string;
  value: string;
  /** What the person typed. */
  onChange: (value: string) => void;
  /** A suggestion was chosen (click or Enter). */
  onPick: (place: TPlaceSuggestion) => void;
  /** The field's error, as the form gives it (`true`: marked, its sentence elsewhere). */
  error?: ReactNode;
  required?: boolean;
}

/**
 * An address field that suggests places as the person types (debounced, from 2 characters). Only
 * typing asks the server: a value filled in by a chosen suggestion or a saved profile does not.
 */
export function AddressAutocomplete({
  name,
  label,
  value,
  onChange,
  onPick,
  error,
  required,
}: TAddressAutocompleteProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const labelId = useId();
  const [typed, setTyped] = useState(false);
  const [debounced] = useDebouncedValue(value, PLACE_SUGGESTION_DEBOUNCE_MS);
  const places = usePlaceSuggestions(typed ? debounced : '');
  const options = typed && value.trim().length >= PLACE_QUERY_MIN ? (places.data ?? []) : [];

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(index) => {
        const place = options[Number(index)];
        if (place) onPick(place);
        setTyped(false);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target withExpandedAttribute autoComplete="off">
        <TextInput
          name={name}
          label={label}
          labelProps={{ id: labelId }}
          value={value}
          withAsterisk={required}
          aria-required={required}
          error={error}
          rightSection={typed && places.isFetching ? <Loader size="xs" aria-hidden /> : null}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            setTyped(true);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={options.length === 0}>
        <Combobox.Options labelledBy={labelId}>
          {options.map((place, index) => (
            <Combobox.Option value={String(index)} key={`${place.label}-${place.lat}-${place.lng}`}>
              {place.label}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
