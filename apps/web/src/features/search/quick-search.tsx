import { Box, type BoxProps, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type ComponentType, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { rememberSearch } from '../../app/session/recent-searches';
import { useTranslation } from '../../ui/i18n/use-translation';
import type { SearchFieldProps } from './search-field';
import classes from './search-field.module.css';
import { MAX_QUERY_LENGTH, searchPath } from './search-path';

type QuickSearchProps = Pick<BoxProps, 'visibleFrom' | 'hiddenFrom' | 'className' | 'mb'> &
  Pick<SearchFieldProps, 'dropdownWidth'>;

/** The field's code and its texts, loaded once for every quick field. */
let loading: Promise<ComponentType<SearchFieldProps>> | null = null;
function loadSearchField(): Promise<ComponentType<SearchFieldProps>> {
  loading ??= Promise.all([import('./search-field'), import('./search-texts')]).then(([field, texts]) => {
    texts.registerSearchTexts();
    return field.SearchField;
  });
  return loading;
}

/**
 * The search field of the top bar (from 992 px up) and of the top of Wall, Trips and Map (on a phone). Until it is
 * first focused it is a plain input that looks the same, so a screen's first load carries no combobox, suggestions
 * or their texts; the focus loads them, and the real field takes over with what was typed and the caret after it.
 * Enter opens the results, a suggestion its screen; both are kept as a recent search.
 */
export function QuickSearch(props: QuickSearchProps) {
  // A new field for every screen it leads to: what was typed went with it.
  return <QuickSearchField key={useLocation().key} {...props} />;
}

function QuickSearchField({ dropdownWidth, ...boxProps }: QuickSearchProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const [SearchField, setSearchField] = useState<ComponentType<SearchFieldProps> | null>(null);
  const searchFor = (query: string) => {
    rememberSearch(query);
    navigate(searchPath(query));
  };
  const takeOver = () => {
    void loadSearchField().then((field) => setSearchField(() => field));
  };

  return (
    <Box {...boxProps}>
      {SearchField ? (
        <SearchField
          initialQuery={text}
          autoFocus
          hideLabel
          offerRecent
          dropdownWidth={dropdownWidth}
          onSearch={searchFor}
          onChoose={(path, query) => {
            if (query) rememberSearch(query);
            navigate(path);
          }}
        />
      ) : (
        <search>
          <form
            action="/app/search"
            onSubmit={(event) => {
              event.preventDefault();
              const query = text.trim();
              if (query) searchFor(query);
            }}
          >
            <TextInput
              id={id}
              name="q"
              label={t('common:searchField.label')}
              labelProps={{ className: classes.hiddenLabel }}
              placeholder={t('common:searchField.placeholder')}
              value={text}
              maxLength={MAX_QUERY_LENGTH}
              enterKeyHint="search"
              autoComplete="off"
              leftSection={<IconSearch size={18} aria-hidden />}
              onChange={(event) => setText(event.currentTarget.value)}
              onFocus={takeOver}
              onPointerEnter={() => void loadSearchField()}
              data-search-field
            />
          </form>
        </search>
      )}
    </Box>
  );
}
