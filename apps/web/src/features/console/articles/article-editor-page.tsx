import '@mantine/core/styles/Tabs.css';
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
import type { EditorArticleFieldsFragment } from '../../../generated/graphql';
import { Dialog } from '../../../ui/dialog';
import { errorCode, type ServerFieldError, serverFieldErrors } from '../../../ui/forms/server-errors';
import { isValidationKey, useValidationTranslator, validationMessage } from '../../../ui/forms/validation-message';
import { LoadFailure } from '../../../ui/load-failure';
import { PageHeading } from '../../../ui/page-heading';
import { showToast } from '../../../ui/toast';
import { NoAccess } from '../console-layout';
import { ARTICLE_ROLES, mayEditArticles, mayFeatureArticles } from '../console-roles';
import { ConflictAlert } from '../editorial/conflict-alert';
import { EditorSection } from '../editorial/editor-section';
import { ImageField } from '../editorial/image-field';
import { MarkdownField } from '../editorial/markdown-field';
import { type Conflict, outdatedVersion } from '../editorial/outdated-version';
import { UnsavedChangesGuard } from '../editorial/unsaved-changes-guard';
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
  emptyArticleForm,
} from './article-form-values';
import { useArticleSteps } from './article-steps';

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
  const navigate = useNavigate();
  const session = useSession();
  const roles = session.user?.roles ?? [];
  const options = useQuery(articleEditorOptionsQuery).data;
  const [saved, setSaved] = useState<EditorArticleFieldsFragment | null>(article);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [tab, setTab] = useState<string | null>('edit');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const client = useApolloClient();
  const [create] = useMutation(createArticleMutation);
  const [update] = useMutation(updateArticleMutation);
  const [remove] = useMutation(deleteArticleDraftMutation);
  const steps = useArticleSteps();
  const form = useForm<ArticleFormValues>({
    defaultValues: article ? articleFormValues(article) : emptyArticleForm(session.user?._id ?? null),
  });
  const { control, register, handleSubmit, formState, reset, setError, getValues, watch } = form;
  const image = watch('image');
  const errors = formState.errors;

  /** The article as the server answered: the form starts again from it (nothing is dirty any more). */
  const adopt = (answer: EditorArticleFieldsFragment) => {
    setSaved(answer);
    setConflict(null);
    reset(articleFormValues(answer));
  };

  const markFields = (fields: ServerFieldError[]) => {
    setTab('edit');
    fields.forEach((field, index) => {
      const key = isValidationKey(field.messageKey) ? field.messageKey : 'INVALID_VALUE';
      setError(
        articleFieldOf(field.field) as Path<ArticleFormValues>,
        { type: 'server', message: validationMessage(key, field.params) },
        { shouldFocus: index === 0 },
      );
    });
  };

  const save = handleSubmit(
    async (values) => {
      const input = articleDraftInput(values);
      try {
        if (saved) {
          const result = await update({ variables: { id: saved._id, version: saved.version, input } });
          if (result.data) adopt(result.data.updateArticle);
        } else {
          const result = await create({ variables: { input } });
          if (result.data) {
            adopt(result.data.createArticle);
            void navigate(`/admin/articles/${result.data.createArticle._id}`, { replace: true });
          }
        }
        showToast('success', t('console:articleEditor.saved'));
      } catch (error) {
        const outdated = outdatedVersion(error);
        if (outdated) {
          setConflict(outdated);
          showToast(
            'error',
            t('console:articleEditor.conflict.toast', { name: outdated.changedBy ?? t('console:editor.someone') }),
          );
          return;
        }
        const fields = serverFieldErrors(error);
        if (fields.length) {
          markFields(fields);
          showToast('error', t('console:editor.invalid'));
          return;
        }
        showToast(
          'error',
          t(errorCode(error) === 'FORBIDDEN' ? 'console:editor.forbidden' : 'console:articleEditor.failed'),
        );
      }
    },
    () => showToast('error', t('console:editor.invalid')),
  );

  const loadTheirs = async () => {
    if (!saved) return;
    const result = await client.query({
      query: editorArticleQuery,
      variables: { id: saved._id },
      fetchPolicy: 'network-only',
    });
    if (result.data?.editorArticle) adopt(result.data.editorArticle);
  };

  const deleteDraft = async () => {
    if (!saved) return;
    try {
      await remove({ variables: { id: saved._id, version: saved.version } });
      reset(getValues());
      showToast('success', t('console:editor.deleted'));
      void navigate('/admin/articles', { replace: true });
    } catch (error) {
      const outdated = outdatedVersion(error);
      if (outdated) setConflict(outdated);
      showToast('error', t('console:articleEditor.failed'));
    } finally {
      setConfirmDelete(false);
    }
  };

  const deletable = saved && !saved.publishedAt && saved.status === 'DRAFT';
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
        actions={
          <Button
            type="submit"
            form="article-form"
            loading={formState.isSubmitting}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          >
            {t('console:editor.save')}
          </Button>
        }
      />
      {conflict && <ConflictAlert conflict={conflict} texts="articleEditor" onLoadTheirs={() => void loadTheirs()} />}
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
              onConflict={setConflict}
              onMissingFields={(fields) => markFields(fields.map((field) => ({ field, messageKey: 'REQUIRED' })))}
            />
            {mayFeatureArticles(roles) && (
              <FeaturedSwitch article={saved} disabled={formState.isDirty} onChanged={adopt} onConflict={setConflict} />
            )}
          </Stack>
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
          <form id="article-form" onSubmit={(event) => void save(event)} noValidate>
            <Stack gap="lg">
              <EditorSection title={t('console:articleEditor.sections.basics')}>
                <TextInput
                  {...register('title', { validate: (value) => (value.trim() ? true : validationMessage('REQUIRED')) })}
                  label={t('console:articleEditor.fields.title')}
                  error={translate(errors.title?.message)}
                  withAsterisk
                  maxLength={120}
                />
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
                    {t('console:articleEditor.fields.previousSlugs', { slugs: saved.previousSlugs.join(', ') })}
                  </Text>
                )}
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
                <Textarea
                  {...register('preview')}
                  label={t('console:articleEditor.fields.preview')}
                  description={t('console:articleEditor.fields.previewHint')}
                  error={translate(errors.preview?.message)}
                  autosize
                  minRows={2}
                  maxLength={300}
                />
                <Textarea
                  {...register('perex')}
                  label={t('console:articleEditor.fields.perex')}
                  description={t('console:articleEditor.fields.perexHint')}
                  error={translate(errors.perex?.message)}
                  autosize
                  minRows={3}
                  maxLength={600}
                />
              </EditorSection>

              <EditorSection title={t('console:articleEditor.sections.image')}>
                <Controller
                  control={control}
                  name="image"
                  render={({ field }) => (
                    <ImageField
                      label={t('console:articleEditor.image.label')}
                      hint={t('console:articleEditor.image.hint')}
                      texts={{
                        choose: t('console:articleEditor.image.choose'),
                        replace: t('console:articleEditor.image.replace'),
                        remove: t('console:articleEditor.image.remove'),
                        uploading: t('console:articleEditor.image.uploading'),
                        preview: t('console:articleEditor.image.preview'),
                      }}
                      image={field.value}
                      onChange={field.onChange}
                    />
                  )}
                />
                {image && (
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
                  />
                )}
              </EditorSection>

              <EditorSection title={t('console:articleEditor.sections.text')}>
                <Controller
                  control={control}
                  name="content"
                  render={({ field, fieldState }) => (
                    <MarkdownField
                      name="content"
                      label={t('console:articleEditor.fields.content')}
                      description={t('console:articleEditor.fields.contentHint')}
                      value={field.value}
                      onChange={field.onChange}
                      error={translate(fieldState.error?.message)}
                    />
                  )}
                />
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
              {saved ? <ArticlePreview article={saved} /> : <Text>{t('console:articleEditor.previewAfterSave')}</Text>}
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
                <ArticleRevisions article={saved} onRestored={adopt} />
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

/** `/admin/articles/new` and `/admin/articles/:articleId`: the article editor (issue 18). */
export function ArticleEditorPage() {
  const { t } = useTranslation();
  const { articleId } = useParams();
  const session = useSession();
  const allowed = mayEditArticles(session.user?.roles ?? []);
  const isNew = !articleId || articleId === 'new';
  const { data, loading, error, refetch } = useQuery(editorArticleQuery, {
    variables: { id: articleId ?? '' },
    skip: isNew || !allowed,
    fetchPolicy: 'network-only',
  });
  if (!allowed) return <NoAccess roles={ARTICLE_ROLES} back={{ label: t('console:noAccess.back'), to: '/admin' }} />;
  if (isNew) return <ArticleForm key="new" article={null} />;
  if (loading && !data) {
    return (
      <Center mih="40vh">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  }
  if (error || !data?.editorArticle) {
    return (
      <>
        <PageHeading
          title={t('console:articleEditor.notFound')}
          back={{ label: t('console:articleEditor.back'), to: '/admin/articles' }}
        />
        {error && (
          <LoadFailure
            title={t('console:articles.loadFailed')}
            retryLabel={t('console:users.retry')}
            onRetry={() => void refetch()}
          />
        )}
      </>
    );
  }
  return <ArticleForm key={data.editorArticle._id} article={data.editorArticle} />;
}
