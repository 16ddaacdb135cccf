import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Center, Loader, Paper, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { lazy, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useParams, useSearchParams } from 'react-router';
import { registerValidationTexts } from '../../../app/i18n/validation-texts';
import { useSession } from '../../../app/session/use-session';
import type { AnnouncedTripFragment, EditorAnnouncementFieldsFragment } from '../../../generated/graphql';
import { useValidationTranslator, validationMessage } from '../../../ui/forms/validation-message';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { PageHeading } from '../../../ui/page-heading';
import { mayPublishTrips, TRIP_ROLES } from '../console-roles';
import { ConflictAlert } from '../editorial/conflict-alert';
import { EditorRoute, type EditorTab, EditorTabs, FormFooter, SaveButton } from '../editorial/editor-frame';
import { EditorSection } from '../editorial/editor-section';
import { ImageField } from '../editorial/image-field';
import { LanguageTabs } from '../editorial/language-tabs';
import { UnsavedChangesGuard } from '../editorial/unsaved-changes-guard';
import { useEditorialForm } from '../editorial/use-editorial-form';
import { WorkflowActions } from '../editorial/workflow-actions';
import {
  announcementTripQuery,
  createAnnouncementMutation,
  deleteAnnouncementDraftMutation,
  editorAnnouncementQuery,
  updateAnnouncementMutation,
} from '../graphql/announcements.queries';
import { tripEditorOptionsQuery } from '../graphql/trips.queries';
import {
  type AnnouncementFormValues,
  announcementDraftInput,
  announcementFieldOf,
  announcementFormValues,
  ENGLISH_FIELDS,
  emptyAnnouncementForm,
} from './announcement-form-values';
import { useAnnouncementSteps } from './announcement-steps';
import { AnnouncementTripField } from './announcement-trip-field';

registerValidationTexts();

// The preview (the wall's own card) and the revisions load when their tab is first opened.
const AnnouncementPreview = lazy(() =>
  import('./announcement-preview').then((module) => ({ default: module.AnnouncementPreview })),
);
const AnnouncementRevisions = lazy(() =>
  import('./announcement-revisions').then((module) => ({ default: module.AnnouncementRevisions })),
);

function AnnouncementForm({
  announcement,
  trip,
}: {
  announcement: EditorAnnouncementFieldsFragment | null;
  /** The trip a new announcement starts with. */
  trip: AnnouncedTripFragment | null;
}) {
  const { t, i18n } = useTranslation();
  const translate = useValidationTranslator();
  const roles = useSession().user?.roles ?? [];
  const options = useQuery(tripEditorOptionsQuery).data;
  const [saved, setSaved] = useState<EditorAnnouncementFieldsFragment | null>(announcement);
  const [chosenTrip, setChosenTrip] = useState<AnnouncedTripFragment | null>(announcement?.trip ?? trip);
  const [tab, setTab] = useState<EditorTab>('edit');
  const client = useApolloClient();
  const [create] = useMutation(createAnnouncementMutation);
  const [update] = useMutation(updateAnnouncementMutation);
  const [remove] = useMutation(deleteAnnouncementDraftMutation);
  const steps = useAnnouncementSteps();
  const form = useForm<AnnouncementFormValues>({
    defaultValues: announcement ? announcementFormValues(announcement) : emptyAnnouncementForm(trip),
  });
  const { control, register, formState, reset } = form;
  const errors = formState.errors;
  const adopt = (answer: EditorAnnouncementFieldsFragment) => {
    setSaved(answer);
    setChosenTrip(answer.trip ?? null);
    reset(announcementFormValues(answer));
  };
  // Publishing, scheduling, and moving a published announcement to another trip, need the trip on the app.
  const refusals = { TRIP_NOT_PUBLISHED: t('console:announcementEditor.workflow.tripNotPublished') };
  const editor = useEditorialForm({
    texts: 'announcementEditor',
    listPath: '/admin/announcements',
    form,
    saved,
    adopt,
    toInput: announcementDraftInput,
    fieldOf: announcementFieldOf,
    create: async (input) => (await create({ variables: { input } })).data?.createAnnouncement,
    update: async (item, input) =>
      (await update({ variables: { id: item._id, version: item.version, input } })).data?.updateAnnouncement,
    remove: (item) => remove({ variables: { id: item._id, version: item.version } }),
    reload: async (item) =>
      (
        await client.query({
          query: editorAnnouncementQuery,
          variables: { id: item._id },
          fetchPolicy: 'network-only',
        })
      ).data?.editorAnnouncement,
    showForm: () => setTab('edit'),
    refusals,
  });

  const labels = (options?.editorLabels ?? []).map((label) => ({
    value: label._id,
    label: i18n.language.startsWith('en') ? label.labelEn : label.labelCs,
  }));
  const deletable = saved && !saved.publishedAt && (saved.status === 'DRAFT' || saved.status === 'IN_REVIEW');
  /** A started English version needs its title (the API says the same: REQUIRED on titleEn). */
  const englishTitleRule = (value: string, values: AnnouncementFormValues) =>
    value.trim() !== '' || !values.previewEn.trim() || validationMessage('REQUIRED');

  return (
    <>
      <PageHeading
        title={saved ? saved.title : t('console:announcementEditor.newTitle')}
        back={{ label: t('console:announcementEditor.back'), to: '/admin/announcements' }}
        actions={<SaveButton form="announcement-form" saving={formState.isSubmitting} />}
      />
      {editor.conflict && (
        <ConflictAlert
          conflict={editor.conflict}
          texts="announcementEditor"
          onLoadTheirs={() => void editor.loadTheirs()}
        />
      )}
      {saved && (
        <Paper withBorder radius="md" p="md" mb="md">
          <WorkflowActions
            item={saved}
            texts="announcementEditor"
            steps={steps(saved)}
            canPublish={mayPublishTrips(roles)}
            dirty={formState.isDirty}
            onChanged={adopt}
            onConflict={editor.setConflict}
            onMissingFields={editor.markMissing}
            refusals={refusals}
          />
        </Paper>
      )}
      <EditorTabs
        tab={tab}
        onTab={setTab}
        saved={Boolean(saved)}
        dirty={formState.isDirty}
        previewAfterSave={t('console:announcementEditor.previewAfterSave')}
        preview={saved && <AnnouncementPreview announcement={saved} />}
        revisions={saved && <AnnouncementRevisions announcement={saved} onRestored={adopt} />}
        form={
          <form id="announcement-form" onSubmit={(event) => void editor.save(event)} noValidate>
            <Stack gap="lg">
              <EditorSection title={t('console:announcementEditor.sections.basics')}>
                <Controller
                  control={control}
                  name="tripId"
                  rules={{ validate: (value) => (value ? true : validationMessage('REQUIRED')) }}
                  render={({ field, fieldState }) => (
                    <AnnouncementTripField
                      value={field.value}
                      chosen={chosenTrip}
                      onChange={(picked) => {
                        setChosenTrip(picked);
                        field.onChange(picked?._id ?? null);
                      }}
                      onBlur={field.onBlur}
                      error={translate(fieldState.error?.message)}
                    />
                  )}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <Controller
                    control={control}
                    name="labelId"
                    render={({ field, fieldState }) => (
                      <Select
                        {...field}
                        label={t('console:announcementEditor.fields.label')}
                        data={labels}
                        error={translate(fieldState.error?.message)}
                        clearable
                      />
                    )}
                  />
                </SimpleGrid>
              </EditorSection>

              <EditorSection title={t('console:announcementEditor.sections.texts')}>
                <LanguageTabs
                  englishComplete={saved?.hasEnglish ?? false}
                  englishErrors={ENGLISH_FIELDS.some((field) => errors[field])}
                  czechErrors={Boolean(errors.title || errors.preview)}
                  submitCount={formState.submitCount}
                  czech={
                    <Stack gap="md">
                      <TextInput
                        {...register('title', {
                          validate: (value) => (value.trim() ? true : validationMessage('REQUIRED')),
                        })}
                        label={t('console:announcementEditor.fields.title')}
                        error={translate(errors.title?.message)}
                        withAsterisk
                        maxLength={120}
                        lang="cs"
                      />
                      <Textarea
                        {...register('preview')}
                        label={t('console:announcementEditor.fields.preview')}
                        description={t('console:announcementEditor.fields.previewHint')}
                        error={translate(errors.preview?.message)}
                        autosize
                        minRows={2}
                        maxLength={300}
                        lang="cs"
                      />
                    </Stack>
                  }
                  english={
                    <Stack gap="md">
                      <TextInput
                        {...register('titleEn', { validate: englishTitleRule })}
                        label={t('console:announcementEditor.fields.titleEn')}
                        error={translate(errors.titleEn?.message)}
                        maxLength={120}
                        lang="en"
                      />
                      <Textarea
                        {...register('previewEn')}
                        label={t('console:announcementEditor.fields.previewEn')}
                        description={t('console:announcementEditor.fields.previewEnHint')}
                        error={translate(errors.previewEn?.message)}
                        autosize
                        minRows={2}
                        maxLength={300}
                        lang="en"
                      />
                    </Stack>
                  }
                />
              </EditorSection>

              <EditorSection title={t('console:announcementEditor.sections.image')}>
                <Controller
                  control={control}
                  name="image"
                  render={({ field }) => (
                    <ImageField texts="announcementEditor" image={field.value} onChange={field.onChange} />
                  )}
                />
              </EditorSection>

              <FormFooter
                form="announcement-form"
                saving={formState.isSubmitting}
                onDelete={deletable ? editor.deleteDraft : undefined}
              />
            </Stack>
          </form>
        }
      />
      <UnsavedChangesGuard dirty={formState.isDirty && !formState.isSubmitting} />
    </>
  );
}

/** A new announcement, with the trip of `?trip=<id>` chosen when the editor may see it. */
function NewAnnouncement({ tripId }: { tripId: string | null }) {
  const { t } = useTranslation();
  const { data, loading } = useQuery(announcementTripQuery, { variables: { id: tripId ?? '' }, skip: !tripId });
  if (tripId && loading && !data) {
    return (
      <Center mih="40vh">
        <Loader role="progressbar" aria-label={t('common:loading')} />
      </Center>
    );
  }
  return <AnnouncementForm key="new" announcement={null} trip={data?.editorTrip ?? null} />;
}

/**
 * `/admin/announcements/new` (`?trip=<id>` starts with that trip) and `/admin/announcements/:announcementId`: the
 * editor of a trip's announcement on the wall (issue 18); the review e-mail links here.
 */
export function AnnouncementEditorPage() {
  const [params] = useSearchParams();
  return (
    <EditorRoute
      id={useParams().announcementId}
      roles={TRIP_ROLES}
      query={editorAnnouncementQuery}
      pick={(data) => data.editorAnnouncement}
      texts="announcementEditor"
      list={{ path: '/admin/announcements', texts: 'announcements' }}
      form={(announcement) =>
        announcement ? (
          <AnnouncementForm key={announcement._id} announcement={announcement} trip={null} />
        ) : (
          <NewAnnouncement tripId={params.get('trip')} />
        )
      }
    />
  );
}
