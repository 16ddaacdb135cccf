import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { forgetAllSearches, forgetSearch, recentSearches, rememberSearch } from '../../app/session/recent-searches';
import { useTranslation } from '../../ui/i18n/use-translation';
import { PageHeading } from '../../ui/page-heading';
import { useOnline } from '../../ui/use-online';
import { OfflineResults } from './offline-results';
import { RecentSearchesList } from './recent-searches-list';
import { SearchField } from './search-field';
import { MAX_QUERY_LENGTH, searchPath } from './search-path';
import { SearchResults } from './search-results';
import { registerSearchTexts } from './search-texts';

registerSearchTexts();

/**
 * `/app/search?q=…`: the field with its suggestions, then what the query found, the query kept in the URL so Back
 * returns to it; with no query, the recent searches. Offline it searches the trips saved on the device.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const online = useOnline();
  const [recent, setRecent] = useState(recentSearches);

  return (
    <>
      <PageHeading title={t('search:title')} description={t('search:description')} />
      <SearchField
        initialQuery={query}
        autoFocus={!query}
        onSearch={(typed) => {
          setRecent(rememberSearch(typed));
          navigate(searchPath(typed));
        }}
        onChoose={(path, typed) => {
          setRecent(rememberSearch(typed));
          navigate(path);
        }}
      />
      {query ? (
        <div style={{ marginTop: 'var(--mantine-spacing-xl)' }}>
          {online ? <SearchResults query={query} /> : <OfflineResults query={query} />}
        </div>
      ) : (
        <RecentSearchesList
          queries={recent}
          onForget={(forgotten) => setRecent(forgetSearch(forgotten))}
          onForgetAll={() => setRecent(forgetAllSearches())}
        />
      )}
    </>
  );
}
