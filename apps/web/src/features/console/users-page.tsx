// Only the console shows tables: their styles come with it, not in the app's stylesheet (src/ui/mantine-styles.ts).
import '@mantine/core/styles/Table.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Anchor, Badge, Button, Group, Menu, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch, IconX } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../app/session/use-session';
import { showToast } from '../../app/toast';
import type { ConsoleUserFragment, Role } from '../../generated/graphql';
import { Dialog } from '../../ui/dialog';
import { errorCode } from '../../ui/forms/server-errors';
import { useTranslation } from '../../ui/i18n/use-translation';
import { LoadState } from '../../ui/load-state';
import { PageHeading } from '../../ui/page-heading';
import { NoAccess } from './console-layout';
import { ConsolePager, usePageParam } from './console-pager';
import { EDITORIAL_ROLES, isAdmin } from './console-roles';
import {
  adminUsersQuery,
  disableUserMutation,
  enableUserMutation,
  grantRoleMutation,
  revokeRoleMutation,
} from './graphql/console.queries';
import { useSearchText } from './use-search-text';
import classes from './users-page.module.css';

const PAGE_SIZE = 20;

/** Status badges whose text keeps WCAG AA contrast (Mantine's light red and grey do not). */
const STATUS_BADGES: Record<ConsoleUserFragment['status'], { variant: string; color: string }> = {
  ACTIVE: { variant: 'light', color: 'forest' },
  DISABLED: { variant: 'filled', color: 'red.9' },
  DELETED: { variant: 'filled', color: 'gray.7' },
};

function displayName(user: ConsoleUserFragment, t: TFunction): string {
  return user.status === 'DELETED' ? t('console:users.deletedName') : user.fullname || (user.email ?? '');
}

type Change =
  | { kind: 'grant' | 'revoke'; user: ConsoleUserFragment; role: Role }
  | { kind: 'disable' | 'enable'; user: ConsoleUserFragment };

/** Runs one change of a user's access with its toast; the list row updates from the answer. */
function useAccessChanges() {
  const { t } = useTranslation();
  const [grant] = useMutation(grantRoleMutation);
  const [revoke] = useMutation(revokeRoleMutation);
  const [disable] = useMutation(disableUserMutation);
  const [enable] = useMutation(enableUserMutation);
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (change: Change) => {
    const name = displayName(change.user, t);
    const userId = change.user._id;
    setBusy(userId);
    try {
      if (change.kind === 'grant' || change.kind === 'revoke') {
        await (change.kind === 'grant' ? grant : revoke)({ variables: { userId, role: change.role } });
        const role = t(`console:roles.${change.role}`);
        showToast(
          'success',
          t(change.kind === 'grant' ? 'console:users.granted' : 'console:users.revoked', { name, role }),
        );
      } else {
        await (change.kind === 'disable' ? disable : enable)({ variables: { userId } });
        showToast(
          'success',
          t(change.kind === 'disable' ? 'console:users.disabled' : 'console:users.enabled', { name }),
        );
      }
    } catch (error) {
      showToast(
        'error',
        t(errorCode(error) === 'ACTION_NOT_ALLOWED' ? 'console:users.notAllowed' : 'console:users.failed'),
      );
    } finally {
      setBusy(null);
    }
  };
  return { run, busy };
}

function RoleBadges({ user, onRevoke }: { user: ConsoleUserFragment; onRevoke(role: Role): void }) {
  const { t } = useTranslation();
  const name = displayName(user, t);
  return (
    <Group gap={4}>
      {user.roles
        .filter((role) => role !== 'USER')
        .map((role) => (
          <Badge
            key={role}
            variant="light"
            radius="sm"
            tt="none"
            pr={3}
            className={classes.badge}
            rightSection={
              <ActionIcon
                size="xs"
                variant="transparent"
                color="forest.9"
                aria-label={t('console:users.revokeRole', { role: t(`console:roles.${role}`), name })}
                onClick={() => onRevoke(role)}
              >
                <IconX size={12} aria-hidden />
              </ActionIcon>
            }
          >
            {t(`console:roles.${role}`)}
          </Badge>
        ))}
      {user.roles.length === 1 && <Text size="sm">{t('console:roles.USER')}</Text>}
    </Group>
  );
}

function UserRow({
  user,
  isMe,
  busy,
  onChange,
}: {
  user: ConsoleUserFragment;
  isMe: boolean;
  busy: boolean;
  onChange(change: Change): void;
}) {
  const { t, i18n } = useTranslation();
  const name = displayName(user, t);
  const grantable = EDITORIAL_ROLES.filter((role) => !user.roles.includes(role));
  const deleted = user.status === 'DELETED';
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600}>
          {name}{' '}
          {isMe && (
            <Text span c="dimmed">
              {t('console:users.you')}
            </Text>
          )}
        </Text>
      </Table.Td>
      <Table.Td>{user.email ?? '–'}</Table.Td>
      <Table.Td>
        <RoleBadges user={user} onRevoke={(role) => onChange({ kind: 'revoke', user, role })} />
      </Table.Td>
      <Table.Td>
        <Badge {...STATUS_BADGES[user.status]} radius="sm" tt="none" className={classes.badge}>
          {t(`console:statuses.${user.status}`)}
        </Badge>
      </Table.Td>
      <Table.Td>{new Date(user.createdAt).toLocaleDateString(i18n.language)}</Table.Td>
      <Table.Td>
        <Text size="sm">
          {t('console:users.activity', {
            ratings: user.ratingsCount,
            finished: user.finishedCount,
            bookmarks: user.bookmarksCount,
          })}
        </Text>
      </Table.Td>
      <Table.Td>
        {!deleted && (
          <Group gap="xs" wrap="nowrap">
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  disabled={grantable.length === 0 || busy}
                  aria-label={t('console:users.grantFor', { name })}
                >
                  {t('console:users.grant')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {grantable.map((role) => (
                  <Menu.Item key={role} onClick={() => onChange({ kind: 'grant', user, role })}>
                    {t(`console:roles.${role}`)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <Anchor
              component={Link}
              size="sm"
              to={`/admin/audit?${new URLSearchParams({ type: 'user', id: user._id, label: name })}`}
              aria-label={t('console:users.historyFor', { name })}
            >
              {t('console:users.history')}
            </Anchor>
            {user.status === 'DISABLED' ? (
              <Button
                size="xs"
                variant="default"
                loading={busy}
                aria-label={t('console:users.enableFor', { name })}
                onClick={() => onChange({ kind: 'enable', user })}
              >
                {t('console:users.enable')}
              </Button>
            ) : (
              <Button
                size="xs"
                variant="outline"
                color="red.9"
                loading={busy}
                aria-label={t('console:users.disableFor', { name })}
                onClick={() => onChange({ kind: 'disable', user })}
              >
                {t('console:users.disable')}
              </Button>
            )}
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * `/admin/users` (ADMIN): find people by the start of their e-mail or name, grant and revoke roles, disable (after a
 * confirmation) and enable. The search and the page are in the URL, so Back and a shared link keep them.
 */
export function UsersPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [text, setText, search] = useSearchText();
  const page = usePageParam();
  const admin = isAdmin(session.user?.roles ?? []);
  const { data, loading, error, refetch } = useQuery(adminUsersQuery, {
    variables: { search: search || null, pagination: { pageNumber: page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
    skip: !admin,
  });
  const { run, busy } = useAccessChanges();
  const [confirming, setConfirming] = useState<ConsoleUserFragment | null>(null);

  if (!admin) return <NoAccess roles={['ADMIN']} back={{ label: t('console:noAccess.back'), to: '/admin' }} />;

  const users = data?.adminUsers.edges ?? [];
  const total = data?.adminUsers.total ?? 0;
  const change = (next: Change) => {
    if (next.kind === 'disable') setConfirming(next.user);
    else void run(next);
  };

  return (
    <>
      <PageHeading title={t('console:users.title')} />
      <Stack gap="md">
        <TextInput
          label={t('console:users.search')}
          description={t('console:users.searchHint')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maw={420}
          type="search"
        />
        <LoadState
          loading={loading && !data}
          failed={Boolean(error) && !data}
          loadingText={t('console:users.loading')}
          failedText={t('console:users.loadFailed')}
          retryLabel={t('console:users.retry')}
          onRetry={() => void refetch()}
        />
        {data && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('console:users.total', { count: total })}
          </Text>
        )}
        {data && users.length === 0 && <Text>{t('console:users.empty')}</Text>}
        {users.length > 0 && (
          <Table.ScrollContainer minWidth={960}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('console:users.columns.name')}</Table.Th>
                  <Table.Th>{t('console:users.columns.email')}</Table.Th>
                  <Table.Th>{t('console:users.columns.roles')}</Table.Th>
                  <Table.Th>{t('console:users.columns.status')}</Table.Th>
                  <Table.Th>{t('console:users.columns.signedUp')}</Table.Th>
                  <Table.Th>{t('console:users.columns.activity')}</Table.Th>
                  <Table.Th>{t('console:users.columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {users.map((user) => (
                  <UserRow
                    key={user._id}
                    user={user}
                    isMe={user._id === session.user?._id}
                    busy={busy === user._id}
                    onChange={change}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <ConsolePager total={total} pageSize={PAGE_SIZE} />
      </Stack>
      <Dialog
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? t('console:users.confirmDisableTitle', { name: displayName(confirming, t) }) : ''}
      >
        <Stack gap="md">
          <Text size="sm">{t('console:users.confirmDisableText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)} data-autofocus>
              {t('console:users.cancel')}
            </Button>
            <Button
              color="red"
              onClick={() => {
                if (confirming) void run({ kind: 'disable', user: confirming });
                setConfirming(null);
              }}
            >
              {t('console:users.disable')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}
