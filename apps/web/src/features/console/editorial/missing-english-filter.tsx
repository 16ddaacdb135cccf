import { Checkbox } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { useParamSetter } from './list-filters';

/** The list filter's `missingEnglish` from the URL (`?english=missing`); null (no filter) when not asked for. */
export function missingEnglishParam(params: URLSearchParams): true | null {
  return params.get('english') === 'missing' || null;
}

/**
 * "English missing or incomplete" (issue 30): a console list's own filter, among ListFilters' children, for the
 * items whose readers of English still get the Czech version. Kept in the URL, as every filter.
 */
export function MissingEnglishFilter() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const set = useParamSetter();
  return (
    <Checkbox
      label={t('console:trips.filters.missingEnglish')}
      checked={missingEnglishParam(params) === true}
      onChange={(event) => set({ english: event.currentTarget.checked ? 'missing' : null })}
      mt="xl"
    />
  );
}
