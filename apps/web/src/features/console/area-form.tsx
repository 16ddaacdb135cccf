import { useApolloClient, useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { registerOtherCommonTexts } from '../../app/i18n/other-common-texts';
import { showToast } from '../../app/toast';
import type { ConsoleAreaFragment, Region } from '../../generated/graphql';
import { Dialog } from '../../ui/dialog';
import { applyServerFieldErrors, serverFieldErrors } from '../../ui/forms/server-errors';
import { validationMessage } from '../../ui/forms/validation-message';
import { z } from '../../ui/forms/zod';
import { useTranslation } from '../../ui/i18n/use-translation';
import { ConflictAlert } from './editorial/conflict-alert';
import { createAreaMutation, editorAreasQuery, updateAreaMutation } from './graphql/taxonomy.queries';
import { useLastShown, useTaxonomyErrorTranslator, useVersionedEdit } from './taxonomy-form';

registerOtherCommonTexts();

const NAME_MAX_LENGTH = 60;
/** The queries that list areas: the Areas screen's, and the trip list's and editor's pickers when they are open. */
export const AREA_LISTS = ['ConsoleAreas', 'TripEditorOptions'];

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

export const isRegion = (value: string | null): value is Region => REGIONS.some((region) => region === value);

const nameTooLong = { error: validationMessage('MAX_LENGTH', { maxLength: NAME_MAX_LENGTH }) };

/** The API's rules (taxonomy.inputs.ts): the Czech name required, the English one optional (blank is none). */
const areaSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: validationMessage('REQUIRED') })
    .max(NAME_MAX_LENGTH, nameTooLong),
  nameEn: z.string().trim().max(NAME_MAX_LENGTH, nameTooLong),
  region: z.string().refine(isRegion, { error: validationMessage('REQUIRED') }),
});
type AreaValues = z.input<typeof areaSchema>;
const FIELDS = ['name', 'nameEn', 'region'] as const;

const valuesOf = (area: ConsoleAreaFragment): AreaValues => ({
  name: area.name,
  nameEn: area.nameEn ?? '',
  region: area.region,
});

/** The regions as options named in the reader's language, alphabetically. */
export function useRegionOptions() {
  const { t, i18n } = useTranslation();
  return REGIONS.map((region) => ({ value: region, label: t(`common:regions.${region}`) })).sort((a, b) =>
    a.label.localeCompare(b.label, i18n.language),
  );
}

/** What the dialog edits: an area, or none for a new one. */
export type AreaEditing = { area: ConsoleAreaFragment | null };

/** Create or rename an area; an edit saves the version it opened with (see LabelForm). */
function AreaForm({ editing, onClose }: { editing: AreaEditing; onClose(): void }) {
  const { t } = useTranslation();
  const translate = useTaxonomyErrorTranslator();
  const regions = useRegionOptions();
  const client = useApolloClient();
  const [create] = useMutation(createAreaMutation, { refetchQueries: AREA_LISTS });
  const [update] = useMutation(updateAreaMutation, { refetchQueries: AREA_LISTS });
  const form = useForm<AreaValues>({
    resolver: zodResolver(areaSchema),
    defaultValues: editing.area ? valuesOf(editing.area) : { name: '', nameEn: '', region: '' },
  });
  const versioned = useVersionedEdit({
    section: 'areas',
    lists: AREA_LISTS,
    opened: editing.area,
    reload: async (area) => {
      const { data } = await client.query({ query: editorAreasQuery, fetchPolicy: 'network-only' });
      return data?.editorAreas.find((each) => each._id === area._id);
    },
    adopt: (area) => form.reset(valuesOf(area)),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const { name, nameEn, region } = areaSchema.parse(values);
    if (!isRegion(region)) return;
    // A blank English name is none for the API.
    const input = { name, nameEn, region };
    try {
      if (versioned.base) {
        const { _id: id, version } = versioned.base;
        await update({ variables: { id, version, input } });
        showToast('success', t('console:areas.saved', { name }));
      } else {
        await create({ variables: { input } });
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
          lang="cs"
          {...form.register('name')}
        />
        <TextInput
          label={t('console:areas.fields.nameEn')}
          description={t('console:areas.nameEnHint')}
          error={translate(errors.nameEn?.message)}
          lang="en"
          {...form.register('nameEn')}
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

/** The dialog that creates an area (`editing.area` null) or edits one, in both languages. */
export function AreaDialog({ editing: given, onClose }: { editing: AreaEditing | null; onClose(): void }) {
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
