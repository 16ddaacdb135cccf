import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useSession } from '../../../app/session/use-session';
import type { EditorTripFieldsFragment } from '../../../generated/graphql';
import { Dialog } from '../../../ui/dialog';
import { errorCode, serverFieldErrors } from '../../../ui/forms/server-errors';
import { isValidationKey, useValidationTranslator, validationMessage } from '../../../ui/forms/validation-message';
import { LoadFailure } from '../../../ui/load-failure';
import { PageHeading } from '../../../ui/page-heading';
import { showToast } from '../../../ui/toast';
import { NoAccess } from '../console-layout';
import { mayEditTrips, TRIP_ROLES } from '../console-roles';
import { ConflictAlert } from '../editorial/conflict-alert';
import { EditorSection } from '../editorial/editor-section';
import { MarkdownField } from '../editorial/markdown-field';
import { type Conflict, outdatedVersion } from '../editorial/outdated-version';
import { UnsavedChangesGuard } from '../editorial/unsaved-changes-guard';
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

// The preview (the app's own card and detail) and the revisions are downloaded when their tab is first opened.
const TripPreview = lazy(() => import('./trip-preview').then((module) => ({ default: module.TripPreview })));
// The start's map (MapLibre, a chunk of its own) only once the editor is open.
const StartField = lazy(() => import('./start-field').then((module) => ({ default: module.StartField })));
const TripRevisions = lazy(() => import('./trip-revisions').then((module) => ({ default: module.TripRevisions })));

const PUBLISHERS = ['ADMIN', 'TRIP_EDITOR', 'CHIEF_EDITOR'];

function TripForm({ trip }: { trip: EditorTripFieldsFragment | null }) {
  const { t, i18n } = useTranslation();
  const translate = useValidationTranslator();
  const navigate = useNavigate();
  const session = useSession();
  const canPublish = session.user?.roles.some((role) => PUBLISHERS.includes(role)) ?? false;
  const options = useQuery(tripEditorOptionsQuery).data;
  const [saved, setSaved] = useState<EditorTripFieldsFragment | null>(trip);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [track, setTrack] = useState<Omit<UploadedTrack, 'start'> | null>(trip?.track ?? null);
  const [tab, setTab] = useState<string | null>('edit');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const client = useApolloClient();
  const [create] = useMutation(createTripMutation);
  const [update] = useMutation(updateTripMutation);
  const [remove] = useMutation(deleteTripDraftMutation);
  const steps = useTripSteps();
  const form = useForm<TripFormValues>({
    defaultValues: trip ? tripFormValues(trip, i18n.language) : emptyTripForm(),
  });
  const { control, register, handleSubmit, formState, reset, setError, setValue, getValues } = form;
  const errors = formState.errors;

  /** The trip as the server answered: the form starts again from it (nothing is dirty any more). */
  const adopt = (answer: EditorTripFieldsFragment) => {
    setSaved(answer);
    setTrack(answer.track ?? null);
    setConflict(null);
    reset(tripFormValues(answer, i18n.language));
  };

  const markMissing = (fields: string[]) => {
    setTab('edit');
    fields.forEach((field, index) => {
      setError(
        formFieldOf(field) as Path<TripFormValues>,
        { type: 'server', message: validationMessage('REQUIRED') },
        {
          shouldFocus: index === 0,
        },
      );
    });
  };

  const save = handleSubmit(
    async (values) => {
      const input = tripDraftInput(values);
      try {
        if (saved) {
          const result = await update({ variables: { id: saved._id, version: saved.version, input } });
          if (result.data) adopt(result.data.updateTrip);
        } else {
          const result = await create({ variables: { input } });
          if (result.data) {
            adopt(result.data.createTrip);
            void navigate(`/admin/trips/${result.data.createTrip._id}`, { replace: true });
          }
        }
        showToast('success', t('console:tripEditor.saved'));
      } catch (error) {
        const outdated = outdatedVersion(error);
        if (outdated) {
          setConflict(outdated);
          showToast(
            'error',
            t('console:tripEditor.conflict.toast', { name: outdated.changedBy ?? t('console:editor.someone') }),
          );
          return;
        }
        const fields = serverFieldErrors(error);
        if (fields.length) {
          fields.forEach((field, index) => {
            const key = isValidationKey(field.messageKey) ? field.messageKey : 'INVALID_VALUE';
            setError(
              formFieldOf(field.field) as Path<TripFormValues>,
              {
                type: 'server',
                message: validationMessage(key, field.params),
              },
              { shouldFocus: index === 0 },
            );
          });
          showToast('error', t('console:editor.invalid'));
          return;
        }
        showToast(
          'error',
          t(errorCode(error) === 'FORBIDDEN' ? 'console:editor.forbidden' : 'console:tripEditor.failed'),
        );
      }
    },
    () => showToast('error', t('console:editor.invalid')),
  );

  const loadTheirs = async () => {
    if (!saved) return;
    const result = await client.query({
      query: editorTripQuery,
      variables: { id: saved._id },
      fetchPolicy: 'network-only',
    });
    if (result.data?.editorTrip) adopt(result.data.editorTrip);
  };

  const onTrack = (uploaded: UploadedTrack) => {
    setTrack(uploaded);
    setValue('trackId', uploaded._id, { shouldDirty: true });
    setValue('lengthKm', numberText(Math.round(uploaded.lengthKm * 10) / 10, i18n.language), { shouldDirty: true });
    setValue('lat', numberText(Math.round(uploaded.start.lat * 1e6) / 1e6, i18n.language), { shouldDirty: true });
    setValue('lng', numberText(Math.round(uploaded.start.lng * 1e6) / 1e6, i18n.language), { shouldDirty: true });
  };

  const deleteDraft = async () => {
    if (!saved) return;
    try {
      await remove({ variables: { id: saved._id, version: saved.version } });
      reset(getValues());
      showToast('success', t('console:editor.deleted'));
      void navigate('/admin/trips', { replace: true });
    } catch (error) {
      const outdated = outdatedVersion(error);
      if (outdated) setConflict(outdated);
      showToast('error', t('console:tripEditor.failed'));
    } finally {
      setConfirmDelete(false);
    }
  };

  const deletable = saved && !saved.publishedAt && (saved.status === 'DRAFT' || saved.status === 'IN_REVIEW');
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
        actions={
          <Button
            type="submit"
            form="trip-form"
            className={classes.save}
            loading={formState.isSubmitting}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          >
            {t('console:editor.save')}
          </Button>
        }
      />
      {conflict && <ConflictAlert conflict={conflict} texts="tripEditor" onLoadTheirs={() => void loadTheirs()} />}
      {saved && (
        <Paper withBorder radius="md" p="md" mb="md">
          <WorkflowActions
            item={saved}
            texts="tripEditor"
            steps={steps(saved)}
            canPublish={canPublish}
            dirty={formState.isDirty}
            onChanged={adopt}
            onConflict={setConflict}
            onMissingFields={markMissing}
          />
        </Paper>
      )}
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List mb="md">
          <Tabs.Tab value="edit">{t('console:editor.tabs.edit')}</Tabs.Tab>
          <Tabs.Tab value="preview">{t('console:editor.tabs.preview')}</Tabs.Tab>
          {saved && <Tabs.Tab value="revisions">{t('console:editor.tabs.revisions')}</Tabs.Tab>}
        </Tabs.List>
        {/* Panels stay mounted (hidden), so switching to the preview never loses what was typed. */}
        <Tabs.Panel value="edit">
          <form id="trip-form" onSubmit={(event) => void save(event)} noValidate>
            <Stack gap="lg">
              <EditorSection title={t('console:tripEditor.sections.basics')}>
                <TextInput
                  {...register('title', { validate: (value) => (value.trim() ? true : validationMessage('REQUIRED')) })}
                  label={t('console:tripEditor.fields.title')}
                  error={translate(errors.title?.message)}
                  withAsterisk
                  maxLength={120}
                />
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
                <Textarea
                  {...register('preview')}
                  label={t('console:tripEditor.fields.preview')}
                  description={t('console:tripEditor.fields.previewHint')}
                  error={translate(errors.preview?.message)}
                  autosize
                  minRows={2}
                  maxLength={300}
                />
                <Textarea
                  {...register('perex')}
                  label={t('console:tripEditor.fields.perex')}
                  description={t('console:tripEditor.fields.perexHint')}
                  error={translate(errors.perex?.message)}
                  autosize
                  minRows={3}
                  maxLength={600}
                />
              </EditorSection>

              <EditorSection title={t('console:tripEditor.sections.content')}>
                <Controller
                  control={control}
                  name="content"
                  render={({ field, fieldState }) => (
                    <MarkdownField
                      name="content"
                      label={t('console:tripEditor.fields.content')}
                      description={t('console:tripEditor.fields.contentHint')}
                      value={field.value}
                      onChange={field.onChange}
                      error={translate(fieldState.error?.message)}
                    />
                  )}
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
                        <Suspense fallback={<Loader aria-label={t('common:loading')} />}>
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

              <Group justify="space-between">
                {deletable ? (
                  <Button variant="outline" color="red.9" onClick={() => setConfirmDelete(true)}>
                    {t('console:editor.delete')}
                  </Button>
                ) : (
                  <span />
                )}
                <Button
                  type="submit"
                  loading={formState.isSubmitting}
                  leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                >
                  {t('console:editor.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Tabs.Panel>
        <Tabs.Panel value="preview">
          {tab === 'preview' && (
            <Suspense fallback={<Loader aria-label={t('common:loading')} />}>
              {saved ? <TripPreview trip={saved} /> : <Text>{t('console:tripEditor.previewAfterSave')}</Text>}
            </Suspense>
          )}
          {formState.isDirty && (
            <Text size="sm" c="dimmed" mt="sm">
              {t('console:editor.previewSaved')}
            </Text>
          )}
        </Tabs.Panel>
        {saved && (
          <Tabs.Panel value="revisions">
            {tab === 'revisions' && (
              <Suspense fallback={<Loader aria-label={t('common:loading')} />}>
                <TripRevisions trip={saved} onRestored={adopt} />
              </Suspense>
            )}
          </Tabs.Panel>
        )}
      </Tabs>
      <Dialog opened={confirmDelete} onClose={() => setConfirmDelete(false)} title={t('console:editor.deleteTitle')}>
        <Stack gap="md">
          <Text size="sm">{t('console:editor.deleteText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmDelete(false)} data-autofocus>
              {t('console:users.cancel')}
            </Button>
            <Button color="red.9" onClick={() => void deleteDraft()}>
              {t('console:editor.delete')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
      <UnsavedChangesGuard dirty={formState.isDirty && !formState.isSubmitting} />
    </>
  );
}

/** `/admin/trips/new` and `/admin/trips/:tripId`: the trip editor (issue 18). */
export function TripEditorPage() {
  const { t } = useTranslation();
  const { tripId } = useParams();
  const session = useSession();
  const allowed = mayEditTrips(session.user?.roles ?? []);
  const isNew = !tripId || tripId === 'new';
  const { data, loading, error, refetch } = useQuery(editorTripQuery, {
    variables: { id: tripId ?? '' },
    skip: isNew || !allowed,
    fetchPolicy: 'network-only',
  });
  if (!allowed) return <NoAccess roles={TRIP_ROLES} back={{ label: t('console:noAccess.back'), to: '/admin' }} />;
  if (isNew) return <TripForm key="new" trip={null} />;
  if (loading && !data) {
    return (
      <Center mih="40vh">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  }
  if (error || !data?.editorTrip) {
    return (
      <>
        <PageHeading
          title={t('console:tripEditor.notFound')}
          back={{ label: t('console:tripEditor.back'), to: '/admin/trips' }}
        />
        {error && (
          <LoadFailure
            title={t('console:trips.loadFailed')}
            retryLabel={t('console:users.retry')}
            onRetry={() => void refetch()}
          />
        )}
      </>
    );
  }
  return <TripForm key={data.editorTrip._id} trip={data.editorTrip} />;
}
