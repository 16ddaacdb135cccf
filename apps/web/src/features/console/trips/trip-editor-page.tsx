import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Checkbox, Loader, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { registerTripFilterTexts } from '../../../app/i18n/trip-filter-texts';
import { registerValidationTexts } from '../../../app/i18n/validation-texts';
import { useSession } from '../../../app/session/use-session';
import type { EditorTripFieldsFragment } from '../../../generated/graphql';
import { useValidationTranslator, validationMessage } from '../../../ui/forms/validation-message';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { PageHeading } from '../../../ui/page-heading';
import { loadTripViews } from '../../trips';
import { mayPublishTrips, TRIP_ROLES } from '../console-roles';
import { ConflictAlert } from '../editorial/conflict-alert';
import { EditorRoute, type EditorTab, EditorTabs, FormFooter, SaveButton } from '../editorial/editor-frame';
import { EditorSection } from '../editorial/editor-section';
import { LanguageFields } from '../editorial/language-fields';
import { LanguageTabs } from '../editorial/language-tabs';
import { UnsavedChangesGuard } from '../editorial/unsaved-changes-guard';
import { useEditorialForm } from '../editorial/use-editorial-form';
import { WorkflowActions } from '../editorial/workflow-actions';
import {
  createTripMutation,
  deleteTripDraftMutation,
  editorTripQuery,
  tripEditorOptionsQuery,
  updateTripMutation,
} from '../graphql/trips.queries';
import { GpxField, type UploadedTrack } from './gpx-field';
import { PhotosField } from './photos-field';
import classes from './trip-editor-page.module.css';
import {
  ATTRIBUTE_GROUPS,
  DURATIONS,
  ENGLISH_FIELDS,
  emptyTripForm,
  formFieldOf,
  numberText,
  parseNumber,
  ROUTE_TYPES,
  type TripFormValues,
  tripDraftInput,
  tripFormValues,
} from './trip-form-values';
import { useTripSteps } from './trip-steps';

registerValidationTexts();
registerTripFilterTexts();

// The preview (the app's own card and detail) and the revisions are downloaded when their tab is first opened.
// The trip card and detail it shows are the trips feature's: asked for at once, not after the preview's code arrives.
const TripPreview = lazy(() =>
  Promise.all([import('./trip-preview'), loadTripViews()]).then(([module]) => ({ default: module.TripPreview })),
);
// The start's map (MapLibre, a chunk of its own) only once the editor is open.
const StartField = lazy(() => import('./start-field').then((module) => ({ default: module.StartField })));
const TripRevisions = lazy(() => import('./trip-revisions').then((module) => ({ default: module.TripRevisions })));

function TripForm({ trip }: { trip: EditorTripFieldsFragment | null }) {
  const { t, i18n } = useTranslation();
  const translate = useValidationTranslator();
  const session = useSession();
  const canPublish = mayPublishTrips(session.user?.roles ?? []);
  const options = useQuery(tripEditorOptionsQuery).data;
  const [saved, setSaved] = useState<EditorTripFieldsFragment | null>(trip);
  const [track, setTrack] = useState<Omit<UploadedTrack, 'start'> | null>(trip?.track ?? null);
  const [tab, setTab] = useState<EditorTab>('edit');
  const client = useApolloClient();
  const [create] = useMutation(createTripMutation);
  const [update] = useMutation(updateTripMutation);
  const [remove] = useMutation(deleteTripDraftMutation);
  const steps = useTripSteps();
  const form = useForm<TripFormValues>({
    defaultValues: trip ? tripFormValues(trip, i18n.language) : emptyTripForm(),
  });
  const { control, register, formState, reset, setValue } = form;
  const errors = formState.errors;

  /** The trip as the server answered: the form starts again from it (nothing is dirty any more). */
  const adopt = (answer: EditorTripFieldsFragment) => {
    setSaved(answer);
    setTrack(answer.track ?? null);
    reset(tripFormValues(answer, i18n.language));
  };
  const editor = useEditorialForm({
    texts: 'tripEditor',
    listPath: '/admin/trips',
    form,
    saved,
    adopt,
    toInput: tripDraftInput,
    fieldOf: (field) => formFieldOf(field) as Path<TripFormValues>,
    create: async (input) => (await create({ variables: { input } })).data?.createTrip,
    update: async (item, input) =>
      (await update({ variables: { id: item._id, version: item.version, input } })).data?.updateTrip,
    remove: (item) => remove({ variables: { id: item._id, version: item.version } }),
    reload: async (item) =>
      (await client.query({ query: editorTripQuery, variables: { id: item._id }, fetchPolicy: 'network-only' })).data
        ?.editorTrip,
    showForm: () => setTab('edit'),
  });

  const onTrack = (uploaded: UploadedTrack) => {
    setTrack(uploaded);
    setValue('trackId', uploaded._id, { shouldDirty: true });
    setValue('lengthKm', numberText(Math.round(uploaded.lengthKm * 10) / 10, i18n.language), { shouldDirty: true });
    setValue('lat', numberText(Math.round(uploaded.start.lat * 1e6) / 1e6, i18n.language), { shouldDirty: true });
    setValue('lng', numberText(Math.round(uploaded.start.lng * 1e6) / 1e6, i18n.language), { shouldDirty: true });
  };

  const numberRule = (min: number, max: number) => (text: string) => {
    const value = parseNumber(text);
    if (value === null) return true;
    if (Number.isNaN(value)) return validationMessage('INVALID_VALUE');
    if (value < min) return validationMessage('MIN_VALUE', { min });
    return value <= max || validationMessage('MAX_VALUE', { max });
  };
  const labelName = (label: { labelCs: string; labelEn: string }) =>
    i18n.language.startsWith('en') ? label.labelEn : label.labelCs;

  return (
    <>
      <PageHeading
        title={saved ? saved.title : t('console:tripEditor.newTitle')}
        back={{ label: t('console:tripEditor.back'), to: '/admin/trips' }}
        actions={<SaveButton form="trip-form" saving={formState.isSubmitting} />}
      />
      {editor.conflict && (
        <ConflictAlert conflict={editor.conflict} texts="tripEditor" onLoadTheirs={() => void editor.loadTheirs()} />
      )}
      {saved && (
        <Paper withBorder radius="md" p="md" mb="md">
          <WorkflowActions
            item={saved}
            texts="tripEditor"
            steps={steps(saved)}
            canPublish={canPublish}
            dirty={formState.isDirty}
            onChanged={adopt}
            onConflict={editor.setConflict}
            onMissingFields={editor.markMissing}
          />
          {saved.status === 'PUBLISHED' && (
            <Anchor
              component={Link}
              to={`/admin/announcements/new?trip=${saved._id}`}
              size="sm"
              mt="sm"
              display="block"
            >
              {t('console:tripEditor.announce')}
            </Anchor>
          )}
        </Paper>
      )}
      <EditorTabs
        tab={tab}
        onTab={setTab}
        saved={Boolean(saved)}
        dirty={formState.isDirty}
        previewAfterSave={t('console:tripEditor.previewAfterSave')}
        preview={saved && <TripPreview trip={saved} />}
        revisions={saved && <TripRevisions trip={saved} onRestored={adopt} />}
        form={
          <form id="trip-form" onSubmit={(event) => void editor.save(event)} noValidate>
            <Stack gap="lg">
              <EditorSection title={t('console:tripEditor.sections.basics')}>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <Controller
                    control={control}
                    name="areaId"
                    render={({ field, fieldState }) => (
                      <Select
                        {...field}
                        label={t('console:tripEditor.fields.area')}
                        data={options?.areaSelectOptions ?? []}
                        error={translate(fieldState.error?.message)}
                        searchable
                        clearable
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name="labelId"
                    render={({ field, fieldState }) => (
                      <Select
                        {...field}
                        label={t('console:tripEditor.fields.label')}
                        data={(options?.editorLabels ?? []).map((label) => ({
                          value: label._id,
                          label: labelName(label),
                        }))}
                        error={translate(fieldState.error?.message)}
                        clearable
                      />
                    )}
                  />
                </SimpleGrid>
              </EditorSection>

              <EditorSection title={t('console:tripEditor.sections.content')}>
                <LanguageTabs
                  englishComplete={saved?.hasEnglish ?? false}
                  englishErrors={ENGLISH_FIELDS.some((field) => errors[field])}
                  czechErrors={Boolean(errors.title || errors.preview || errors.perex || errors.content)}
                  submitCount={formState.submitCount}
                  czech={<LanguageFields form={form} language="cs" texts="tripEditor" />}
                  english={
                    <LanguageFields
                      form={form}
                      language="en"
                      texts="tripEditor"
                      otherEnglish={(values) => values.photos.map((photo) => photo.altEn)}
                    />
                  }
                />
              </EditorSection>

              <EditorSection title={t('console:tripEditor.sections.route')}>
                <GpxField
                  track={track}
                  onUploaded={onTrack}
                  onRemove={() => {
                    setTrack(null);
                    setValue('trackId', null, { shouldDirty: true });
                  }}
                />
                <Controller
                  control={control}
                  name="lat"
                  rules={{ validate: numberRule(-90, 90) }}
                  render={({ field, fieldState }) => (
                    <Controller
                      control={control}
                      name="lng"
                      rules={{ validate: numberRule(-180, 180) }}
                      render={({ field: lng, fieldState: lngState }) => (
                        <Suspense fallback={<Loader role="progressbar" aria-label={t('common:loading')} />}>
                          <StartField
                            lat={field.value}
                            lng={lng.value}
                            error={translate(fieldState.error?.message ?? lngState.error?.message)}
                            onChange={(start) => {
                              field.onChange(start.lat);
                              lng.onChange(start.lng);
                            }}
                          />
                        </Suspense>
                      )}
                    />
                  )}
                />
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <TextInput
                    {...register('lengthKm', { validate: numberRule(0.1, 999.9) })}
                    label={t('console:tripEditor.fields.lengthKm')}
                    inputMode="decimal"
                    error={translate(errors.lengthKm?.message)}
                  />
                  <Controller
                    control={control}
                    name="routeType"
                    render={({ field, fieldState }) => (
                      <Select
                        {...field}
                        label={t('trips:filter.groups.routeType')}
                        data={ROUTE_TYPES.map((value) => ({ value, label: t(`trips:values.${value}`) }))}
                        error={translate(fieldState.error?.message)}
                        clearable
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name="duration"
                    render={({ field, fieldState }) => (
                      <Select
                        {...field}
                        label={t('trips:filter.groups.duration')}
                        data={DURATIONS.map((value) => ({ value, label: t(`trips:values.${value}`) }))}
                        error={translate(fieldState.error?.message)}
                        clearable
                      />
                    )}
                  />
                </SimpleGrid>
                <TextInput
                  {...register('routeLink')}
                  label={t('console:tripEditor.fields.routeLink')}
                  description={t('console:tripEditor.fields.routeLinkHint')}
                  error={translate(errors.routeLink?.message)}
                  type="url"
                />
              </EditorSection>

              <EditorSection title={t('console:tripEditor.sections.attributes')}>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
                  {ATTRIBUTE_GROUPS.map((group) => (
                    <Controller
                      key={group.key}
                      control={control}
                      name={group.key}
                      render={({ field }) => (
                        <fieldset className={classes.group}>
                          <legend className={classes.legend}>{t(`trips:filter.groups.${group.key}`)}</legend>
                          <Stack gap={6} mt={6}>
                            {group.values.map((value) => {
                              const chosen = field.value as string[];
                              return (
                                <Checkbox
                                  key={value}
                                  label={t(`trips:values.${value}`)}
                                  checked={chosen.includes(value)}
                                  onChange={(event) =>
                                    field.onChange(
                                      event.currentTarget.checked
                                        ? [...chosen, value]
                                        : chosen.filter((other) => other !== value),
                                    )
                                  }
                                />
                              );
                            })}
                          </Stack>
                        </fieldset>
                      )}
                    />
                  ))}
                </SimpleGrid>
              </EditorSection>

              <EditorSection title={t('console:tripEditor.sections.photos')}>
                <PhotosField control={control} setValue={setValue} />
              </EditorSection>

              <FormFooter
                form="trip-form"
                saving={formState.isSubmitting}
                onDelete={
                  saved && !saved.publishedAt && (saved.status === 'DRAFT' || saved.status === 'IN_REVIEW')
                    ? editor.deleteDraft
                    : undefined
                }
              />
            </Stack>
          </form>
        }
      />
      <UnsavedChangesGuard dirty={formState.isDirty && !formState.isSubmitting} />
    </>
  );
}

/** `/admin/trips/new` and `/admin/trips/:tripId`: the trip editor (issue 18). */
export function TripEditorPage() {
  return (
    <EditorRoute
      id={useParams().tripId}
      roles={TRIP_ROLES}
      query={editorTripQuery}
      pick={(data) => data.editorTrip}
      texts="tripEditor"
      list={{ path: '/admin/trips', texts: 'trips' }}
      form={(trip) => <TripForm key={trip?._id ?? 'new'} trip={trip} />}
    />
  );
}
