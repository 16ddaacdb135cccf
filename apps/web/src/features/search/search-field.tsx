import { useQuery } from '@apollo/client/react';
import { CloseButton, Combobox, Group, Loader, Text, TextInput, useCombobox, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconHistory,
  IconListDetails,
  IconMapPin,
  IconMountain,
  IconNews,
  IconRoute,
  IconSearch,
} from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { registerOtherCommonTexts } from '../../app/i18n/other-common-texts';
import { recentSearches } from '../../app/session/recent-searches';
import type { SearchSuggestionsQuery } from '../../generated/graphql';
import { formatDecimal } from '../../ui/format/decimal';
import { useTranslation } from '../../ui/i18n/use-translation';
import { kmBetween, roundDistance } from '../../ui/near-distance';
import { knownPosition } from '../../ui/near-position';
import { Picture } from '../../ui/picture';
import { useOnline } from '../../ui/use-online';
import { searchSuggestionsQuery } from './graphql/search.queries';
import { HighlightedText } from './highlighted-text';
import classes from './search-field.module.css';
import { MAX_QUERY_LENGTH, SEARCH_SCREEN } from './search-path';
import { pathOf, SUGGESTION_GROUPS, type Suggestion } from './suggestions';

registerOtherCommonTexts();

/** Long enough to let a word be typed, short enough to feel immediate. */
const SUGGEST_DEBOUNCE_MS = 200;
/** As many as fit a phone's screen above its keyboard, grouped. */
const SUGGESTIONS = 8;
/** The last of the recent searches: the search screen, where each can be removed. */
const MANAGE_RECENT = 'manage-recent';

export interface SearchFieldProps {
  /** The query the field starts with (the results screen's, from its URL, or what was typed in the quick field). */
  initialQuery: string;
  /** The field takes the focus when it appears, the caret after the text (the search screen opened to type in, or
   * the quick field taking over from its stand-in as one types). */
  autoFocus?: boolean;
  /** The label is for screen readers only; the placeholder says what to type (the top bar's and a screen's field). */
  hideLabel?: boolean;
  /** The empty field, focused, offers the recent searches (the quick fields; the search screen lists them below,
   * each removable). */
  offerRecent?: boolean;
  /** The suggestions' width when the field is narrower than they need (the top bar's field); else the field's. */
  dropdownWidth?: number;
  /** Enter without a suggestion chosen: search for the text. */
  onSearch(query: string): void;
  /** A suggestion chosen: the path of its screen, and the text typed when it was (none for the search screen, chosen
   * to edit the recent searches). */
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
export function SearchField({
  initialQuery,
  autoFocus = false,
  hideLabel = false,
  offerRecent = false,
  dropdownWidth,
  onSearch,
  onChoose,
}: SearchFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState(initialQuery);
  // Back and forward between searches: the field shows the query of the screen.
  useEffect(() => setText(initialQuery), [initialQuery]);
  // Also when the screen stays and only its query goes (search opened again from the top bar). In the layout phase, so
  // that a key pressed while the quick field's stand-in gives way reaches this field.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!autoFocus || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
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
  // Read when the field opens empty: a search made elsewhere since is offered too.
  const [recent, setRecent] = useState<string[]>([]);
  const showingRecent = offerRecent && typed.length === 0 && recent.length > 0;
  const openDropdown = () => {
    if (typed) combobox.openDropdown();
    else if (offerRecent) {
      const queries = recentSearches();
      setRecent(queries);
      if (queries.length > 0) combobox.openDropdown();
    }
  };

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

  const recentOptions = (
    <Combobox.Group label={t('search:recent.title')}>
      {recent.map((query) => (
        <Combobox.Option key={query} value={`recent:${query}`} className={classes.option}>
          <Group gap="sm" wrap="nowrap">
            <span className={classes.icon} aria-hidden>
              <IconHistory size={20} stroke={1.8} />
            </span>
            <Text size="sm" lineClamp={1}>
              {query}
            </Text>
          </Group>
        </Combobox.Option>
      ))}
      <Combobox.Option value={MANAGE_RECENT} className={classes.option}>
        <Group gap="sm" wrap="nowrap">
          <span className={classes.icon} aria-hidden>
            <IconListDetails size={20} stroke={1.8} />
          </span>
          <Text size="sm">{t('search:recent.manage')}</Text>
        </Group>
      </Combobox.Option>
    </Combobox.Group>
  );

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
          width={dropdownWidth ?? 'target'}
          onOptionSubmit={(value) => {
            if (value === MANAGE_RECENT) {
              combobox.closeDropdown();
              onChoose(SEARCH_SCREEN, '');
              return;
            }
            if (value.startsWith('recent:')) {
              combobox.closeDropdown();
              onSearch(value.slice('recent:'.length));
              return;
            }
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
              label={t('common:searchField.label')}
              labelProps={hideLabel ? { className: classes.hiddenLabel } : undefined}
              placeholder={t('common:searchField.placeholder')}
              data-search-field
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
                const next = event.currentTarget.value;
                setText(next);
                combobox.resetSelectedOption();
                if (next.trim()) combobox.openDropdown();
                else if (!offerRecent) combobox.closeDropdown();
              }}
              onFocus={openDropdown}
              onBlur={() => combobox.closeDropdown()}
            />
          </Combobox.Target>
          <Combobox.Dropdown hidden={showingRecent ? false : !suggesting || (suggestions.length === 0 && pending)}>
            <Combobox.Options labelledBy={`${id}-label`} mah="min(60dvh, 480px)" style={{ overflowY: 'auto' }}>
              {showingRecent ? recentOptions : options}
              {!showingRecent && suggestions.length === 0 && <Combobox.Empty>{t('search:field.none')}</Combobox.Empty>}
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
