// Only the console shows tables: their styles come with it, not in the app's stylesheet (src/ui/mantine-styles.ts).
import '@mantine/core/styles/Table.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { registerOtherCommonTexts } from '../../app/i18n/other-common-texts';
import { useSession } from '../../app/session/use-session';
import type { ConsoleAreaFragment } from '../../generated/graphql';
import { useTranslation } from '../../ui/i18n/use-translation';
import { LoadState } from '../../ui/load-state';
import { PageHeading } from '../../ui/page-heading';
import { AREA_LISTS, AreaDialog, type AreaEditing, isRegion, useRegionOptions } from './area-form';
import { NoAccess } from './console-layout';
import { managesAreas } from './console-roles';
import { deleteAreaMutation, editorAreasQuery } from './graphql/taxonomy.queries';
import classes from './taxonomy.module.css';
import { TaxonomyDeleteDialog } from './taxonomy-delete-dialog';
import { searchable, useUrlParam } from './taxonomy-form';
import { useSearchText } from './use-search-text';

registerOtherCommonTexts();

function AreaRow({ area, onEdit, onDelete }: { area: ConsoleAreaFragment; onEdit(): void; onDelete(): void }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600} lang="cs">
          {area.name}
        </Text>
      </Table.Td>
      <Table.Td lang={area.nameEn ? 'en' : undefined}>{area.nameEn ?? '–'}</Table.Td>
      <Table.Td>{t(`common:regions.${area.region}`)}</Table.Td>
      <Table.Td className={classes.nowrap}>{t('console:areas.trips', { count: area.tripCount })}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            onClick={onEdit}
            aria-label={t('console:areas.editFor', { name: area.name })}
          >
            {t('console:areas.edit')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            color="red.9"
            onClick={onDelete}
            aria-label={t('console:areas.deleteFor', { name: area.name })}
          >
            {t('console:areas.delete')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * `/admin/areas` (TRIP_EDITOR, CHIEF_EDITOR, ADMIN): the tourist areas with their names in Czech and English, regions
 * and trips, found by either name and filtered by region (both in the URL), created and renamed in a dialog, deleted
 * after a confirmation when no trip is in them.
 */
export function AreasPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const allowed = managesAreas(session.user?.roles ?? []);
  const [text, setText, search] = useSearchText();
  const [regionParam, setRegion] = useUrlParam('region');
  const region = isRegion(regionParam) ? regionParam : null;
  const regions = useRegionOptions();
  const { data, loading, error, refetch } = useQuery(editorAreasQuery, {
    fetchPolicy: 'cache-and-network',
    skip: !allowed,
  });
  const [editing, setEditing] = useState<AreaEditing | null>(null);
  const [deleting, setDeleting] = useState<ConsoleAreaFragment | null>(null);
  const [remove] = useMutation(deleteAreaMutation, { refetchQueries: AREA_LISTS });

  if (!allowed) {
    return (
      <NoAccess
        roles={['TRIP_EDITOR', 'CHIEF_EDITOR', 'ADMIN']}
        back={{ label: t('console:noAccess.back'), to: '/admin' }}
      />
    );
  }

  const wanted = searchable(search);
  const areas = (data?.editorAreas ?? [])
    .filter(
      (area) => (!region || area.region === region) && searchable(`${area.name} ${area.nameEn ?? ''}`).includes(wanted),
    )
    .sort((a, b) => a.name.localeCompare(b.name, i18n.language));

  return (
    <>
      <PageHeading
        title={t('console:areas.title')}
        description={t('console:areas.description')}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ area: null })}>
            {t('console:areas.new')}
          </Button>
        }
      />
      <Stack gap="md">
        <Group gap="sm" align="flex-end">
          <TextInput
            label={t('console:areas.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            w={320}
            maw="100%"
            type="search"
          />
          <Select
            label={t('console:areas.regionFilter')}
            placeholder={t('console:areas.anyRegion')}
            data={regions}
            value={region}
            onChange={(value) => setRegion(value)}
            clearable
            w={260}
            maw="100%"
          />
        </Group>
        <LoadState
          loading={loading && !data}
          failed={Boolean(error) && !data}
          loadingText={t('console:areas.loading')}
          failedText={t('console:areas.loadFailed')}
          retryLabel={t('console:areas.retry')}
          onRetry={() => void refetch()}
        />
        {data && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('console:areas.total', { count: areas.length })}
          </Text>
        )}
        {data && areas.length === 0 && <Text>{t('console:areas.empty')}</Text>}
        {areas.length > 0 && (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('console:areas.columns.name')}</Table.Th>
                  <Table.Th>{t('console:areas.columns.nameEn')}</Table.Th>
                  <Table.Th>{t('console:areas.columns.region')}</Table.Th>
                  <Table.Th>{t('console:areas.columns.trips')}</Table.Th>
                  <Table.Th>{t('console:areas.columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {areas.map((area) => (
                  <AreaRow
                    key={area._id}
                    area={area}
                    onEdit={() => setEditing({ area })}
                    onDelete={() => setDeleting(area)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <AreaDialog editing={editing} onClose={() => setEditing(null)} />
      <TaxonomyDeleteDialog
        section="areas"
        item={deleting && { ...deleting, usage: deleting.tripCount }}
        lists={AREA_LISTS}
        remove={(variables) => remove({ variables })}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
