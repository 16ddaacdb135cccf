import '@mantine/core/styles/Table.css';
import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Checkbox, Table, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../app/session/use-session';
import type { EditorArticleListItemFragment, EditorArticlesFilter } from '../../../generated/graphql';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { NoAccess } from '../console-layout';
import { usePageParam } from '../console-pager';
import { ARTICLE_ROLES, mayEditArticles } from '../console-roles';
import { AuthorCell, ListFilters, StatusCell, UpdatedCell, useParamSetter } from '../editorial/list-filters';
import { ListFrame } from '../editorial/list-frame';
import { editorialListFilter } from '../editorial/list-params';
import { MissingEnglishFilter, missingEnglishParam } from '../editorial/missing-english-filter';
import { articleEditorOptionsQuery, editorArticlesQuery } from '../graphql/articles.queries';
import { useSearchText } from '../use-search-text';

const PAGE_SIZE = 20;
/** Articles have no review step. */
const ARTICLE_STATUSES = ['DRAFT', 'SCHEDULED', 'PUBLISHED', 'UNPUBLISHED'] as const;

function Filters() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const set = useParamSetter();
  const options = useQuery(articleEditorOptionsQuery).data;
  const labels = (options?.editorLabels ?? []).map((label) => ({
    value: label._id,
    label: i18n.language.startsWith('en') ? label.labelEn : label.labelCs,
  }));
  return (
    <>
      <ListFilters labels={labels} statuses={ARTICLE_STATUSES}>
        <MissingEnglishFilter />
      </ListFilters>
      <Checkbox
        label={t('console:articles.onlyFeatured')}
        checked={params.get('featured') === '1'}
        onChange={(event) => set({ featured: event.currentTarget.checked ? '1' : null })}
      />
    </>
  );
}

function ArticleRow({ article }: { article: EditorArticleListItemFragment }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={`/admin/articles/${article._id}`} fw={600}>
          {article.title}
        </Anchor>
        {article.featured && (
          <Badge variant="light" color="forest" radius="sm" tt="none" ml="xs">
            {t('console:articles.featured')}
          </Badge>
        )}
        <Text size="xs" c="dimmed">
          /blog/{article.slug}
        </Text>
      </Table.Td>
      <Table.Td>
        <StatusCell status={article.status} scheduledAt={article.scheduledAt} />
      </Table.Td>
      <Table.Td>{article.label?.label ?? '–'}</Table.Td>
      <Table.Td>
        <AuthorCell author={article.author} />
      </Table.Td>
      <Table.Td>
        <UpdatedCell updatedAt={article.updatedAt} updatedBy={article.updatedBy} />
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * `/admin/articles`: every article in any status, searched, filtered by status, label, author, featured, date of the
 * last change and a missing English version, sorted and paged — all in the URL, so Back and a shared link keep the
 * view.
 */
export function ArticlesListPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [text, setText, search] = useSearchText();
  const page = usePageParam();
  const roles = useSession().user?.roles ?? [];
  const allowed = mayEditArticles(roles);
  const filter: EditorArticlesFilter = {
    ...editorialListFilter(params, search),
    featured: params.get('featured') === '1' ? true : null,
    missingEnglish: missingEnglishParam(params),
  };
  const { data, loading, error, refetch } = useQuery(editorArticlesQuery, {
    variables: { filter, pagination: { pageNumber: page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
    skip: !allowed,
  });
  if (!allowed) return <NoAccess roles={ARTICLE_ROLES} back={{ label: t('console:noAccess.back'), to: '/admin' }} />;
  const total = data?.editorArticles.total ?? 0;
  return (
    <ListFrame
      title={t('console:articles.title')}
      create={{ label: t('console:articles.new'), to: '/admin/articles/new' }}
      search={{ label: t('console:articles.search'), value: text, onChange: setText }}
      filters={<Filters />}
      loading={loading}
      failed={Boolean(error)}
      loaded={Boolean(data)}
      onRetry={() => void refetch()}
      texts={{
        loading: t('console:articles.loading'),
        loadFailed: t('console:articles.loadFailed'),
        empty: t('console:articles.empty'),
        total: t('console:articles.total', { count: total }),
      }}
      total={total}
      pageSize={PAGE_SIZE}
      columns={[
        t('console:articles.columns.title'),
        t('console:articles.columns.status'),
        t('console:articles.columns.label'),
        t('console:articles.columns.author'),
        t('console:articles.columns.updated'),
      ]}
      rows={(data?.editorArticles.edges ?? []).map((article) => <ArticleRow key={article._id} article={article} />)}
    />
  );
}
