import { useQuery } from '@apollo/client/react';
import { CloseButton, Combobox, InputBase, Loader, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useId, useRef, useState } from 'react';
import type { Region } from '../generated/graphql';
import classes from './city-field.module.css';
import { citiesQuery } from './graphql/cities.query';
import { useTranslation } from './i18n/use-translation';

/** A Czech municipality as the city field shows and returns it. */
export interface City {
  _id: string;
  name: string;
  district: string;
  region: Region;
}

interface CityFieldProps {
  label: string;
  value: City | null;
  onChange: (city: City | null) => void;
  error?: string;
  description?: string;
}

/** Long enough to let a word be typed, short enough to feel immediate. */
const SEARCH_DEBOUNCE_MS = 250;

/**
 * Finds a municipality by the start of its name, diacritics optional ("ceske bud" finds České Budějovice). Each option
 * names the district and region, which tell apart municipalities of the same name. The field may stay empty: the
 * clear button (or deleting the text) sets it back to no city.
 */
export function CityField({ label, value, onChange, error, description }: CityFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const combobox = useCombobox();
  const [search, setSearch] = useState(value?.name ?? '');
  // The chosen city, once set from outside (saved answers arriving), replaces whatever the field shows.
  useEffect(() => setSearch(value?.name ?? ''), [value?.name]);

  const typed = search.trim();
  const [debounced] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const searching = typed.length > 0 && typed !== value?.name;
  const { data, previousData, loading } = useQuery(citiesQuery, {
    variables: { search: debounced },
    skip: !searching || debounced.length === 0,
  });
  const found = (data ?? previousData)?.cities;
  const cities = found ?? [];
  const pending = searching && (loading || debounced !== typed);

  // New results: Enter picks the first of them.
  const { selectFirstOption } = combobox;
  useEffect(() => {
    if (found?.length) selectFirstOption();
  }, [found, selectFirstOption]);

  const choose = (city: City | null) => {
    onChange(city);
    setSearch(city?.name ?? '');
    combobox.closeDropdown();
  };

  const rightSection = pending ? (
    <Loader size={16} role="progressbar" aria-label={t('common:cityField.searching')} />
  ) : search || value ? (
    <CloseButton
      size="sm"
      aria-label={t('common:cityField.clear')}
      onClick={() => {
        choose(null);
        inputRef.current?.focus();
      }}
    />
  ) : null;

  return (
    <Combobox store={combobox} onOptionSubmit={(cityId) => choose(cities.find((city) => city._id === cityId) ?? null)}>
      <Combobox.Target autoComplete="off" withExpandedAttribute>
        <InputBase
          ref={inputRef}
          id={id}
          label={label}
          description={description}
          error={error}
          placeholder={t('common:cityField.placeholder')}
          value={search}
          rightSection={rightSection}
          rightSectionPointerEvents={pending ? 'none' : 'all'}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setSearch(text);
            if (text.trim() === '' && value) onChange(null);
            combobox.openDropdown();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            // Text that was never turned into a choice goes back to the chosen city.
            setSearch(value?.name ?? '');
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!searching}>
        <Combobox.Options labelledBy={`${id}-label`} mah={320} style={{ overflowY: 'auto' }}>
          {cities.map((city) => (
            <Combobox.Option key={city._id} value={city._id} className={classes.option}>
              <Text size="sm" fw={600}>
                {city.name}
              </Text>
              <Text size="xs" c="dimmed">
                {t('common:cityField.place', {
                  district: city.district,
                  region: t(`common:regions.${city.region}`),
                })}
              </Text>
            </Combobox.Option>
          ))}
          {cities.length === 0 && (
            <Combobox.Empty>
              {pending ? t('common:cityField.searching') : t('common:cityField.notFound', { search: typed })}
            </Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
