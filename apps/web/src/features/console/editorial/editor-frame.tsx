import '@mantine/core/styles/Tabs.css';
import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Button, Center, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type ReactNode, Suspense, useState } from 'react';
import { useSession } from '../../../app/session/use-session';
import type { Role } from '../../../generated/graphql';
import { Dialog } from '../../../ui/dialog';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { LoadFailure } from '../../../ui/load-failure';
import { PageHeading } from '../../../ui/page-heading';
import { NoAccess } from '../console-layout';
import classes from './editor-frame.module.css';
import type { EditorTexts } from './workflow-actions';

/** The editor's Save: its form's submit button, wherever it stands. */
export function SaveButton({ form, saving }: { form: string; saving: boolean }) {
  const { t } = useTranslation();
  return (
    <Button
      type="submit"
      form={form}
      className={classes.save}
      loading={saving}
      leftSection={<IconDeviceFloppy size={16} aria-hidden />}
    >
      {t('console:editor.save')}
    </Button>
  );
}

/** The end of an editor's form: delete a never-published draft (asked first), and Save. */
export function FormFooter({
  form,
  saving,
  onDelete,
}: {
  form: string;
  saving: boolean;
  /** Only for a never-published draft. */
  onDelete?: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <Group justify="space-between">
      {onDelete ? (
        <Button variant="outline" color="red.9" onClick={() => setConfirming(true)}>
          {t('console:editor.delete')}
        </Button>
      ) : (
        <span />
      )}
      <SaveButton form={form} saving={saving} />
      <Dialog opened={confirming} onClose={() => setConfirming(false)} title={t('console:editor.deleteTitle')}>
        <Stack gap="md">
          <Text size="sm">{t('console:editor.deleteText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {t('console:users.cancel')}
            </Button>
            <Button color="red.9" onClick={() => void onDelete?.().finally(() => setConfirming(false))}>
              {t('console:editor.delete')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </Group>
  );
}

export type EditorTab = 'edit' | 'preview' | 'revisions';

/**
 * An editor's tabs: the form, the preview of the saved item and its revisions (only once saved). Panels stay mounted
 * (hidden), so switching to the preview never loses what was typed; the preview and the revisions render only while
 * their tab is open (each a lazy chunk of its own).
 */
export function EditorTabs({
  tab,
  onTab,
  saved,
  dirty,
  form,
  preview,
  revisions,
  previewAfterSave,
}: {
  tab: EditorTab;
  onTab(tab: EditorTab): void;
  saved: boolean;
  dirty: boolean;
  form: ReactNode;
  preview: ReactNode;
  revisions: ReactNode;
  previewAfterSave: string;
}) {
  const { t } = useTranslation();
  const loading = <Loader role="progressbar" aria-label={t('common:loading')} />;
  return (
    <Tabs value={tab} onChange={(value) => onTab((value ?? 'edit') as EditorTab)}>
      <Tabs.List mb="md">
        <Tabs.Tab value="edit">{t('console:editor.tabs.edit')}</Tabs.Tab>
        <Tabs.Tab value="preview">{t('console:editor.tabs.preview')}</Tabs.Tab>
        {saved && <Tabs.Tab value="revisions">{t('console:editor.tabs.revisions')}</Tabs.Tab>}
      </Tabs.List>
      <Tabs.Panel value="edit">{form}</Tabs.Panel>
      <Tabs.Panel value="preview">
        {tab === 'preview' && (
          <Suspense fallback={loading}>{saved ? preview : <Text>{previewAfterSave}</Text>}</Suspense>
        )}
        {dirty && (
          <Text size="sm" c="dimmed" mt="sm">
            {t('console:editor.previewSaved')}
          </Text>
        )}
      </Tabs.Panel>
      {saved && (
        <Tabs.Panel value="revisions">
          {tab === 'revisions' && <Suspense fallback={loading}>{revisions}</Suspense>}
        </Tabs.Panel>
      )}
    </Tabs>
  );
}

/** An editor page while its item loads, or when there is none (or it failed to load). */
function EditorLoadState({
  loading,
  failed,
  notFound,
  back,
  failedText,
  onRetry,
}: {
  loading: boolean;
  failed: boolean;
  notFound: string;
  back: { label: string; to: string };
  failedText: string;
  onRetry(): void;
}) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <Center mih="40vh">
        <Loader role="progressbar" aria-label={t('common:loading')} />
      </Center>
    );
  }
  return (
    <>
      <PageHeading title={notFound} back={back} />
      {failed && <LoadFailure title={failedText} retryLabel={t('console:users.retry')} onRetry={onRetry} />}
    </>
  );
}

interface EditorRouteProps<Data, Item extends { _id: string }> {
  /** The route's id parameter: `new` (or none) for a new item. */
  id: string | undefined;
  /** The roles that open this editor; anyone else is told which. */
  roles: readonly Role[];
  query: TypedDocumentNode<Data, { id: string }>;
  pick(data: Data): Item | null | undefined;
  texts: EditorTexts;
  /** The kind's list: its path and the locale section with its `loadFailed`. */
  list: { path: string; texts: 'trips' | 'articles' | 'announcements' };
  /** The form, for the loaded item or a new one (null). */
  form(item: Item | null): ReactNode;
}

/**
 * An editor's route (`/admin/<kind>/new`, `/admin/<kind>/:id`): the role check, the item loaded afresh from the
 * server (never an older copy from the cache: it is about to be edited), its load state, then the form.
 */
export function EditorRoute<Data, Item extends { _id: string }>(props: EditorRouteProps<Data, Item>) {
  const { t } = useTranslation();
  const signedInRoles = useSession().user?.roles ?? [];
  const allowed = props.roles.some((role) => signedInRoles.includes(role));
  const isNew = !props.id || props.id === 'new';
  const { data, loading, error, refetch } = useQuery(props.query, {
    variables: { id: props.id ?? '' },
    skip: isNew || !allowed,
    fetchPolicy: 'network-only',
  });
  if (!allowed) return <NoAccess roles={props.roles} back={{ label: t('console:noAccess.back'), to: '/admin' }} />;
  if (isNew) return props.form(null);
  const item = data ? props.pick(data as Data) : null;
  if (!item) {
    return (
      <EditorLoadState
        loading={loading}
        failed={Boolean(error)}
        notFound={t(`console:${props.texts}.notFound`)}
        back={{ label: t(`console:${props.texts}.back`), to: props.list.path }}
        failedText={t(`console:${props.list.texts}.loadFailed`)}
        onRetry={() => void refetch()}
      />
    );
  }
  return props.form(item);
}
