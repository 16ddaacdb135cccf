// Only the console shows tables: their styles come with it, not in the app's stylesheet (src/ui/mantine-styles.ts).
import '@mantine/core/styles/Table.css';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/use-session';
import { showToast } from '../../app/toast';
import type { ConsoleAreaFragment, Region } from '../../generated/graphql';
import { Dialog } from '../../ui/dialog';
import { applyServerFieldErrors, serverFieldErrors } from '../../ui/forms/server-errors';
import { validationMessage } from '../../ui/forms/validation-message';
import { z } from '../../ui/forms/zod';
import { LoadState } from '../../ui/load-state';
import { PageHeading } from '../../ui/page-heading';
import { NoAccess } from './console-layout';
import { managesAreas } from './console-roles';
import { ConflictAlert } from './editorial/conflict-alert';
import {
  createAreaMutation,
  deleteAreaMutation,
  editorAreasQuery,
  updateAreaMutation,
} from './graphql/taxonomy.queries';
import classes from './taxonomy.module.css';
import { TaxonomyDeleteDialog } from './taxonomy-delete-dialog';
import { searchable, useLastShown, useTaxonomyErrorTranslator, useUrlParam, useVersionedEdit } from './taxonomy-form';
import { useSearchText } from './use-search-text';

const NAME_MAX_LENGTH = 60;
/** The queries that list areas: this screen's, and the trip list's and editor's pickers when they are open. */
const AREA_LISTS = ['ConsoleAreas', 'TripEditorOptions'];

/** The schema's `Region`, in the order of their names' codes. */
const REGIONS: readonly Region[] = [
  'CENTRAL_BOHEMIAN',
  'HRADEC_KRALOVE',
  'KARLOVY_VARY',
  'LIBEREC',
  'MORAVIAN_SILESIAN',
  'OLOMOUC',
  'PARDUBICE',
  'PILSEN',
  'PRAGUE_CAPITAL',
  'SOUTH_BOHEMIAN',
  'SOUTH_MORAVIAN',
  'USTI',
  'VYSOCINA',
  'ZLIN',
];

const isRegion = (value: string | null): value is Region => REGIONS.some((region) => region === value);

/** The API's rules (taxonomy.inputs.ts). */
const areaSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: validationMessage('REQUIRED') })
    .max(NAME_MAX_LENGTH, { error: validationMessage('MAX_LENGTH', { maxLength: NAME_MAX_LENGTH }) }),
  region: z.string().refine(isRegion, { error: validationMessage('REQUIRED') }),
});
type AreaValues = z.input<typeof areaSchema>;
const FIELDS = ['name', 'region'] as const;

/** The regions as options named in the reader's language, alphabetically. */
function useRegionOptions() {
  const { t, i18n } = useTranslation();
  return REGIONS.map((region) => ({ value: region, label: t(`common:regions.${region}`) })).sort((a, b) =>
    a.label.localeCompare(b.label, i18n.language),
  );
}

type Editing = { area: ConsoleAreaFragment | null };

/** Create or rename an area; an edit saves the version it opened with (see LabelForm). */
function AreaForm({ editing, onClose }: { editing: Editing; onClose(): void }) {
  const { t } = useTranslation();
  const translate = useTaxonomyErrorTranslator();
  const regions = useRegionOptions();
  const client = useApolloClient();
  const [create] = useMutation(createAreaMutation, { refetchQueries: AREA_LISTS });
  const [update] = useMutation(updateAreaMutation, { refetchQueries: AREA_LISTS });
  const form = useForm<AreaValues>({
    resolver: zodResolver(areaSchema),
    defaultValues: editing.area ? { name: editing.area.name, region: editing.area.region } : { name: '', region: '' },
  });
  const versioned = useVersionedEdit({
    section: 'areas',
    lists: AREA_LISTS,
    opened: editing.area,
    reload: async (area) => {
      const { data } = await client.query({ query: editorAreasQuery, fetchPolicy: 'network-only' });
      return data?.editorAreas.find((each) => each._id === area._id);
    },
    adopt: (area) => form.reset({ name: area.name, region: area.region }),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const { name, region } = areaSchema.parse(values);
    if (!isRegion(region)) return;
    try {
      if (versioned.base) {
        const { _id: id, version } = versioned.base;
        await update({ variables: { id, version, input: { name, region } } });
        showToast('success', t('console:areas.saved', { name }));
      } else {
        await create({ variables: { input: { name, region } } });
        showToast('success', t('console:areas.created', { name }));
      }
      onClose();
    } catch (error) {
      if (versioned.outdated(error)) return;
      const fields = serverFieldErrors(error);
      const unmatched = applyServerFieldErrors(fields, form.setError, FIELDS);
      showToast(
        'error',
        t(fields.length > 0 && unmatched.length === 0 ? 'console:areas.invalid' : 'console:areas.failed'),
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      {versioned.conflict && (
        <ConflictAlert conflict={versioned.conflict} texts="areas" onLoadTheirs={() => void versioned.loadTheirs()} />
      )}
      <Stack gap="md">
        <TextInput
          label={t('console:areas.fields.name')}
          description={t('console:areas.nameHint')}
          required
          data-autofocus
          error={translate(errors.name?.message)}
          {...form.register('name')}
        />
        <Controller
          control={form.control}
          name="region"
          render={({ field }) => (
            <Select
              label={t('console:areas.fields.region')}
              required
              data={regions}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              allowDeselect={false}
              searchable
              comboboxProps={{ withinPortal: true }}
              error={translate(errors.region?.message)}
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('console:areas.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('console:areas.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function AreaDialog({ editing: given, onClose }: { editing: Editing | null; onClose(): void }) {
  const { t } = useTranslation();
  const editing = useLastShown(given);
  const title = editing?.area
    ? t('console:areas.editTitle', { name: editing.area.name })
    : t('console:areas.createTitle');
  return (
    <Dialog opened={given !== null} onClose={onClose} title={title}>
      {editing && <AreaForm key={editing.area?._id ?? 'new'} editing={editing} onClose={onClose} />}
    </Dialog>
  );
}

function AreaRow({ area, onEdit, onDelete }: { area: ConsoleAreaFragment; onEdit(): void; onDelete(): void }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600}>{area.name}</Text>
      </Table.Td>
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
 * `/admin/areas` (TRIP_EDITOR, CHIEF_EDITOR, ADMIN): the tourist areas with their regions and trips, found by name and
 * filtered by region (both in the URL), created and renamed in a dialog, deleted after a confirmation when no trip is
 * in them.
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
  const [editing, setEditing] = useState<Editing | null>(null);
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
    .filter((area) => (!region || area.region === region) && searchable(area.name).includes(wanted))
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
          <Table.ScrollContainer minWidth={600}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('console:areas.columns.name')}</Table.Th>
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
