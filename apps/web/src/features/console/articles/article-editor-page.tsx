import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Checkbox, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { lazy, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { registerValidationTexts } from '../../../app/i18n/validation-texts';
import { useSession } from '../../../app/session/use-session';
import { showToast } from '../../../app/toast';
import type { EditorArticleFieldsFragment } from '../../../generated/graphql';
import { errorCode } from '../../../ui/forms/server-errors';
import { useValidationTranslator, validationMessage } from '../../../ui/forms/validation-message';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { PageHeading } from '../../../ui/page-heading';
import { ARTICLE_ROLES, mayFeatureArticles } from '../console-roles';
import { ConflictAlert } from '../editorial/conflict-alert';
import { EditorRoute, type EditorTab, EditorTabs, FormFooter, SaveButton } from '../editorial/editor-frame';
import { EditorSection } from '../editorial/editor-section';
import { ImageField } from '../editorial/image-field';
import { LanguageFields } from '../editorial/language-fields';
import { LanguageTabs } from '../editorial/language-tabs';
import { type Conflict, outdatedVersion } from '../editorial/outdated-version';
import { UnsavedChangesGuard } from '../editorial/unsaved-changes-guard';
import { useEditorialForm } from '../editorial/use-editorial-form';
import { WorkflowActions } from '../editorial/workflow-actions';
import {
  articleEditorOptionsQuery,
  createArticleMutation,
  deleteArticleDraftMutation,
  editorArticleQuery,
  setArticleFeaturedMutation,
  updateArticleMutation,
} from '../graphql/articles.queries';
import {
  type ArticleFormValues,
  articleDraftInput,
  articleFieldOf,
  articleFormValues,
  ENGLISH_FIELDS,
  emptyArticleForm,
} from './article-form-values';
import { useArticleSteps } from './article-steps';

registerValidationTexts();

// The preview (the app's own wall card and article) and the revisions load when their tab is first opened.
const ArticlePreview = lazy(() => import('./article-preview').then((module) => ({ default: module.ArticlePreview })));
const ArticleRevisions = lazy(() =>
  import('./article-revisions').then((module) => ({ default: module.ArticleRevisions })),
);

/** A chief editor's switch: the article first on everyone's wall. Acts on the saved article at once. */
function FeaturedSwitch({
  article,
  disabled,
  onChanged,
  onConflict,
}: {
  article: EditorArticleFieldsFragment;
  disabled: boolean;
  onChanged(article: EditorArticleFieldsFragment): void;
  onConflict(conflict: Conflict): void;
}) {
  const { t } = useTranslation();
  const [setFeatured, { loading }] = useMutation(setArticleFeaturedMutation);
  const toggle = async (featured: boolean) => {
    try {
      const result = await setFeatured({ variables: { id: article._id, version: article.version, featured } });
      if (result.data) onChanged(result.data.setArticleFeatured);
      showToast('success', t(featured ? 'console:articleEditor.featured.on' : 'console:articleEditor.featured.off'));
    } catch (error) {
      const conflict = outdatedVersion(error);
      if (conflict) onConflict(conflict);
      showToast(
        'error',
        t(errorCode(error) === 'FORBIDDEN' ? 'console:editor.forbidden' : 'console:editor.workflow.failed'),
      );
    }
  };
  return (
    <Checkbox
      label={t('console:articleEditor.featured.label')}
      description={t('console:articleEditor.featured.hint')}
      checked={article.featured}
      disabled={disabled || loading}
      onChange={(event) => void toggle(event.currentTarget.checked)}
    />
  );
}

function ArticleForm({ article }: { article: EditorArticleFieldsFragment | null }) {
  const { t, i18n } = useTranslation();
  const translate = useValidationTranslator();
  const session = useSession();
  const roles = session.user?.roles ?? [];
  const options = useQuery(articleEditorOptionsQuery).data;
  const [saved, setSaved] = useState<EditorArticleFieldsFragment | null>(article);
  const [tab, setTab] = useState<EditorTab>('edit');
  const client = useApolloClient();
  const [create] = useMutation(createArticleMutation);
  const [update] = useMutation(updateArticleMutation);
  const [remove] = useMutation(deleteArticleDraftMutation);
  const steps = useArticleSteps();
  const form = useForm<ArticleFormValues>({
    defaultValues: article ? articleFormValues(article) : emptyArticleForm(session.user?._id ?? null),
  });
  const { control, register, formState, reset, watch } = form;
  const errors = formState.errors;
  const image = watch('image');
  const adopt = (answer: EditorArticleFieldsFragment) => {
    setSaved(answer);
    reset(articleFormValues(answer));
  };
  const editor = useEditorialForm({
    texts: 'articleEditor',
    listPath: '/admin/articles',
    form,
    saved,
    adopt,
    toInput: articleDraftInput,
    fieldOf: articleFieldOf,
    create: async (input) => (await create({ variables: { input } })).data?.createArticle,
    update: async (item, input) =>
      (await update({ variables: { id: item._id, version: item.version, input } })).data?.updateArticle,
    remove: (item) => remove({ variables: { id: item._id, version: item.version } }),
    reload: async (item) =>
      (await client.query({ query: editorArticleQuery, variables: { id: item._id }, fetchPolicy: 'network-only' })).data
        ?.editorArticle,
    showForm: () => setTab('edit'),
  });

  const labels = (options?.editorLabels ?? []).map((label) => ({
    value: label._id,
    label: i18n.language.startsWith('en') ? label.labelEn : label.labelCs,
  }));
  const authors = (options?.articleAuthors ?? []).map((author) => ({ value: author._id, label: author.shortname }));
  // The credited author stays choosable even when their account no longer may write.
  if (saved?.author && !authors.some((author) => author.value === saved.author?._id)) {
    authors.push({ value: saved.author._id, label: saved.author.shortname });
  }

  return (
    <>
      <PageHeading
        title={saved ? saved.title : t('console:articleEditor.newTitle')}
        back={{ label: t('console:articleEditor.back'), to: '/admin/articles' }}
        actions={<SaveButton form="article-form" saving={formState.isSubmitting} />}
      />
      {editor.conflict && (
        <ConflictAlert conflict={editor.conflict} texts="articleEditor" onLoadTheirs={() => void editor.loadTheirs()} />
      )}
      {saved && (
        <Paper withBorder radius="md" p="md" mb="md">
          <Stack gap="md">
            <WorkflowActions
              item={saved}
              texts="articleEditor"
              steps={steps(saved)}
              canPublish
              dirty={formState.isDirty}
              onChanged={adopt}
              onConflict={editor.setConflict}
              onMissingFields={editor.markMissing}
            />
            {mayFeatureArticles(roles) && (
              <FeaturedSwitch
                article={saved}
                disabled={formState.isDirty}
                onChanged={adopt}
                onConflict={editor.setConflict}
              />
            )}
          </Stack>
        </Paper>
      )}
      <EditorTabs
        tab={tab}
        onTab={setTab}
        saved={Boolean(saved)}
        dirty={formState.isDirty}
        previewAfterSave={t('console:articleEditor.previewAfterSave')}
        preview={saved && <ArticlePreview article={saved} />}
        revisions={saved && <ArticleRevisions article={saved} onRestored={adopt} />}
        form={
          <form id="article-form" onSubmit={(event) => void editor.save(event)} noValidate>
            <Stack gap="lg">
              <EditorSection title={t('console:articleEditor.sections.basics')}>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <Controller
                    control={control}
                    name="labelId"
                    render={({ field, fieldState }) => (
                      <Select
                        {...field}
                        label={t('console:articleEditor.fields.label')}
                        data={labels}
                        error={translate(fieldState.error?.message)}
                        clearable
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name="authorId"
                    render={({ field, fieldState }) => (
                      <Select
                        {...field}
                        label={t('console:articleEditor.fields.author')}
                        data={authors}
                        error={translate(fieldState.error?.message)}
                        searchable
                        allowDeselect={false}
                      />
                    )}
                  />
                </SimpleGrid>
              </EditorSection>

              <EditorSection title={t('console:articleEditor.sections.text')}>
                <LanguageTabs
                  englishComplete={saved?.hasEnglish ?? false}
                  englishErrors={ENGLISH_FIELDS.some((field) => field !== 'imageAltEn' && errors[field])}
                  czechErrors={Boolean(errors.title || errors.slug || errors.preview || errors.perex || errors.content)}
                  submitCount={formState.submitCount}
                  czech={
                    <LanguageFields
                      form={form}
                      language="cs"
                      texts="articleEditor"
                      afterTitle={
                        <>
                          <TextInput
                            {...register('slug')}
                            label={t('console:articleEditor.fields.slug')}
                            description={
                              saved
                                ? t('console:articleEditor.fields.slugHint', { slug: saved.slug })
                                : t('console:articleEditor.fields.slugNew')
                            }
                            error={translate(errors.slug?.message)}
                            maxLength={80}
                            autoCapitalize="none"
                            spellCheck={false}
                          />
                          {saved && saved.previousSlugs.length > 0 && (
                            <Text size="xs" c="dimmed">
                              {t('console:articleEditor.fields.previousSlugs', {
                                slugs: saved.previousSlugs.join(', '),
                              })}
                            </Text>
                          )}
                        </>
                      }
                    />
                  }
                  english={
                    <LanguageFields
                      form={form}
                      language="en"
                      texts="articleEditor"
                      otherEnglish={(values) => [values.slugEn, ...(values.image ? [values.imageAltEn] : [])]}
                      afterTitle={
                        <TextInput
                          {...register('slugEn')}
                          label={t('console:articleEditor.fields.slugEn')}
                          description={
                            saved?.slugEn
                              ? t('console:articleEditor.fields.slugEnHint', { slug: saved.slugEn })
                              : t('console:articleEditor.fields.slugEnNew')
                          }
                          error={translate(errors.slugEn?.message)}
                          maxLength={80}
                          autoCapitalize="none"
                          spellCheck={false}
                        />
                      }
                    />
                  }
                />
              </EditorSection>

              <EditorSection title={t('console:articleEditor.sections.image')}>
                <Controller
                  control={control}
                  name="image"
                  render={({ field }) => (
                    <ImageField texts="articleEditor" image={field.value} onChange={field.onChange} />
                  )}
                />
                {image && (
                  <>
                    <TextInput
                      {...register('imageAlt', {
                        // A removed picture needs no description (the field keeps its rule when it unmounts).
                        validate: (value, values) =>
                          !values.image || value.trim() ? true : validationMessage('REQUIRED'),
                      })}
                      label={t('console:articleEditor.image.alt')}
                      description={t('console:articleEditor.image.altHint')}
                      error={translate(errors.imageAlt?.message)}
                      withAsterisk
                      maxLength={300}
                      lang="cs"
                    />
                    <TextInput
                      {...register('imageAltEn')}
                      label={t('console:articleEditor.image.altEn')}
                      error={translate(errors.imageAltEn?.message)}
                      maxLength={300}
                      lang="en"
                    />
                  </>
                )}
              </EditorSection>

              <FormFooter
                form="article-form"
                saving={formState.isSubmitting}
                onDelete={saved && !saved.publishedAt && saved.status === 'DRAFT' ? editor.deleteDraft : undefined}
              />
            </Stack>
          </form>
        }
      />
      <UnsavedChangesGuard dirty={formState.isDirty && !formState.isSubmitting} />
    </>
  );
}

/** `/admin/articles/new` and `/admin/articles/:articleId`: the article editor (issue 18). */
export function ArticleEditorPage() {
  return (
    <EditorRoute
      id={useParams().articleId}
      roles={ARTICLE_ROLES}
      query={editorArticleQuery}
      pick={(data) => data.editorArticle}
      texts="articleEditor"
      list={{ path: '/admin/articles', texts: 'articles' }}
      form={(article) => <ArticleForm key={article?._id ?? 'new'} article={article} />}
    />
  );
}
