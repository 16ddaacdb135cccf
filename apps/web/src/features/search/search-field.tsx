import { useQuery } from '@apollo/client/react';
import { CloseButton, Combobox, Group, Loader, Text, TextInput, useCombobox, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin, IconMountain, IconNews, IconRoute, IconSearch } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchSuggestionsQuery } from '../../generated/graphql';
import { formatDecimal } from '../../ui/format/decimal';
import { kmBetween, roundDistance } from '../../ui/near-distance';
import { knownPosition } from '../../ui/near-position';
import { Picture } from '../../ui/picture';
import { useOnline } from '../../ui/use-online';
import { searchSuggestionsQuery } from './graphql/search.queries';
import { HighlightedText } from './highlighted-text';
import classes from './search-field.module.css';
import { pathOf, SUGGESTION_GROUPS, type Suggestion } from './suggestions';

/** Long enough to let a word be typed, short enough to feel immediate. */
const SUGGEST_DEBOUNCE_MS = 200;
/** As many as fit a phone's screen above its keyboard, grouped. */
const SUGGESTIONS = 8;
/** What the API accepts (longer text is cut, not refused). */
const MAX_QUERY_LENGTH = 100;

interface SearchFieldProps {
  /** The query the field starts with (the results screen's, from its URL). */
  initialQuery: string;
  /** The field takes the focus when it appears (the search screen opened to type in). */
  autoFocus?: boolean;
  /** Enter without a suggestion chosen: search for the text. */
  onSearch(query: string): void;
  /** A suggestion chosen: the path of its screen, and the text typed when it was. */
  onChoose(path: string, query: string): void;
}

function SuggestionIcon({ suggestion }: { suggestion: Suggestion }) {
  const picture =
    suggestion.__typename === 'PublishedTrip'
      ? suggestion.coverImage
      : suggestion.__typename === 'PublishedArticle'
        ? suggestion.image
        : null;
  if (picture) {
    return <Picture image={picture} sizes="40px" alt="" className={classes.thumbnail} loading="lazy" />;
  }
  const Icon = {
    PublishedTrip: IconRoute,
    City: IconMapPin,
    Area: IconMountain,
    PublishedArticle: IconNews,
  }[suggestion.__typename];
  return (
    <span className={classes.icon} aria-hidden>
      <Icon size={20} stroke={1.8} />
    </span>
  );
}

/**
 * Where a suggestion lies, under its name: a trip's area and region, a place's district and region (and how far it is,
 * when the device's position is known), an area's region.
 */
function useWhereText(): (suggestion: Suggestion) => string | null {
  const { t, i18n } = useTranslation();
  const here = knownPosition();
  return (suggestion) => {
    switch (suggestion.__typename) {
      case 'PublishedTrip':
        return suggestion.area ? `${suggestion.area.name}, ${t(`common:regions.${suggestion.area.region}`)}` : null;
      case 'City': {
        const where = t('search:place.context', {
          district: suggestion.district,
          region: t(`common:regions.${suggestion.region}`),
        });
        if (!here) return where;
        const distance = formatDecimal(roundDistance(kmBetween(here, suggestion.coordinates)), i18n.language);
        return `${where} · ${t('search:place.distance', { distance })}`;
      }
      case 'Area':
        return t(`common:regions.${suggestion.region}`);
      case 'PublishedArticle':
        return null;
    }
  };
}

const nameOf = (suggestion: Suggestion) => ('title' in suggestion ? suggestion.title : suggestion.name);

/**
 * The search field: as one types, suggestions grouped as trips, places, areas and articles, the typed letters bold. A
 * combobox by ARIA's pattern (Mantine's): the arrows move through the suggestions, Enter opens the chosen one or, with
 * none chosen, searches for the text; Escape closes them, and their number is announced.
 */
export function SearchField({ initialQuery, autoFocus = false, onSearch, onChoose }: SearchFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState(initialQuery);
  // Back and forward between searches: the field shows the query of the screen.
  useEffect(() => setText(initialQuery), [initialQuery]);
  // Also when the screen stays and only its query goes (search opened again from the top bar).
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  const typed = text.trim();
  const [debounced] = useDebouncedValue(typed, SUGGEST_DEBOUNCE_MS);
  // Offline there is nothing to suggest from: Enter searches the trips saved on the device.
  const suggesting = useOnline() && typed.length > 0;
  const { data, previousData, loading } = useQuery(searchSuggestionsQuery, {
    variables: { query: debounced, limit: SUGGESTIONS },
    skip: !suggesting || debounced.length === 0,
  });
  const answer: SearchSuggestionsQuery | undefined = data ?? previousData;
  const suggestions = suggesting ? (answer?.searchSuggestions ?? []) : [];
  const pending = suggesting && (loading || debounced !== typed);
  const whereOf = useWhereText();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!typed) return;
    combobox.closeDropdown();
    onSearch(typed);
  };

  const groups = SUGGESTION_GROUPS.map((group) => ({
    ...group,
    items: suggestions.filter((suggestion) => suggestion.__typename === group.typename),
  })).filter((group) => group.items.length > 0);

  const options: ReactNode[] = groups.map((group) => (
    <Combobox.Group key={group.typename} label={t(`search:groups.${group.key}`)}>
      {group.items.map((suggestion) => {
        const where = whereOf(suggestion);
        return (
          <Combobox.Option
            key={`${suggestion.__typename}:${suggestion._id}`}
            value={`${suggestion.__typename}:${suggestion._id}`}
            className={classes.option}
          >
            <Group gap="sm" wrap="nowrap">
              <SuggestionIcon suggestion={suggestion} />
              <div className={classes.optionText}>
                <Text size="sm" lineClamp={2}>
                  <HighlightedText text={nameOf(suggestion)} query={typed} />
                </Text>
                {where && (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {where}
                  </Text>
                )}
              </div>
            </Group>
          </Combobox.Option>
        );
      })}
    </Combobox.Group>
  ));

  return (
    <search>
      <form onSubmit={submit}>
        <Combobox
          store={combobox}
          onOptionSubmit={(value) => {
            const suggestion = suggestions.find((item) => `${item.__typename}:${item._id}` === value);
            combobox.closeDropdown();
            if (suggestion) onChoose(pathOf(suggestion), typed);
          }}
        >
          <Combobox.Target autoComplete="off" withExpandedAttribute>
            <TextInput
              ref={inputRef}
              id={id}
              name="q"
              label={t('search:field.label')}
              placeholder={t('search:field.placeholder')}
              value={text}
              maxLength={MAX_QUERY_LENGTH}
              enterKeyHint="search"
              leftSection={<IconSearch size={18} aria-hidden />}
              rightSection={
                pending ? (
                  <Loader size={16} role="progressbar" aria-label={t('search:field.searching')} />
                ) : text ? (
                  <CloseButton
                    size="sm"
                    aria-label={t('search:field.clear')}
                    onClick={() => {
                      setText('');
                      combobox.closeDropdown();
                      inputRef.current?.focus();
                    }}
                  />
                ) : null
              }
              rightSectionPointerEvents={pending ? 'none' : 'all'}
              onChange={(event) => {
                setText(event.currentTarget.value);
                combobox.resetSelectedOption();
                combobox.openDropdown();
              }}
              onFocus={() => typed && combobox.openDropdown()}
              onBlur={() => combobox.closeDropdown()}
            />
          </Combobox.Target>
          <Combobox.Dropdown hidden={!suggesting || (suggestions.length === 0 && pending)}>
            <Combobox.Options labelledBy={`${id}-label`} mah="min(60dvh, 480px)" style={{ overflowY: 'auto' }}>
              {options}
              {suggestions.length === 0 && <Combobox.Empty>{t('search:field.none')}</Combobox.Empty>}
            </Combobox.Options>
          </Combobox.Dropdown>
        </Combobox>
        <VisuallyHidden aria-live="polite" role="status">
          {suggesting && !pending ? t('search:field.count', { count: suggestions.length }) : ''}
        </VisuallyHidden>
      </form>
    </search>
  );
}
