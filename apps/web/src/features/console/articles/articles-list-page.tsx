import '@mantine/core/styles/Table.css';
import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Checkbox, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../app/session/use-session';
import type { EditorArticleListItemFragment, EditorArticlesFilter } from '../../../generated/graphql';
import { LoadState } from '../../../ui/load-state';
import { PageHeading } from '../../../ui/page-heading';
import { NoAccess } from '../console-layout';
import { ConsolePager, usePageParam } from '../console-pager';
import { ARTICLE_ROLES, mayEditArticles } from '../console-roles';
import { AuthorCell, ListFilters, StatusCell, UpdatedCell, useParamSetter } from '../editorial/list-filters';
import { editorialListFilter } from '../editorial/list-params';
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
      <ListFilters labels={labels} statuses={ARTICLE_STATUSES} />
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
 * `/admin/articles`: every article in any status, searched, filtered by status, label, author, featured and date of
 * the last change, sorted and paged — all in the URL, so Back and a shared link keep the view.
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
  };
  const { data, loading, error, refetch } = useQuery(editorArticlesQuery, {
    variables: { filter, pagination: { pageNumber: page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
    skip: !allowed,
  });
  if (!allowed) return <NoAccess roles={ARTICLE_ROLES} back={{ label: t('console:noAccess.back'), to: '/admin' }} />;
  const articles = data?.editorArticles.edges ?? [];
  const total = data?.editorArticles.total ?? 0;

  return (
    <>
      <PageHeading
        title={t('console:articles.title')}
        actions={
          <Button component={Link} to="/admin/articles/new" leftSection={<IconPlus size={16} aria-hidden />}>
            {t('console:articles.new')}
          </Button>
        }
      />
      <Stack gap="md">
        <TextInput
          label={t('console:articles.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maw={420}
          type="search"
        />
        <Stack gap="sm">
          <Filters />
        </Stack>
        <LoadState
          loading={loading && !data}
          failed={Boolean(error) && !data}
          loadingText={t('console:articles.loading')}
          failedText={t('console:articles.loadFailed')}
          retryLabel={t('console:users.retry')}
          onRetry={() => void refetch()}
        />
        {data && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('console:articles.total', { count: total })}
          </Text>
        )}
        {data && articles.length === 0 && <Text>{t('console:articles.empty')}</Text>}
        {articles.length > 0 && (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('console:articles.columns.title')}</Table.Th>
                  <Table.Th>{t('console:articles.columns.status')}</Table.Th>
                  <Table.Th>{t('console:articles.columns.label')}</Table.Th>
                  <Table.Th>{t('console:articles.columns.author')}</Table.Th>
                  <Table.Th>{t('console:articles.columns.updated')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {articles.map((article) => (
                  <ArticleRow key={article._id} article={article} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <ConsolePager total={total} pageSize={PAGE_SIZE} />
      </Stack>
    </>
  );
}
