import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import {
  IconDeviceDesktop,
  IconDeviceMobile,
  IconDevices,
  IconDeviceTablet,
  type Icon as TablerIcon,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { showToast } from '../../app/toast';
import type { DevicePlatform, MySessionsQuery } from '../../generated/graphql';
import { Dialog } from '../../ui/dialog';
import { formatDateTime } from '../../ui/format/date-time';
import { useTranslation } from '../../ui/i18n/use-translation';
import { LoadState } from '../../ui/load-state';
import classes from './devices-dialog.module.css';
import { mySessionsQuery, signOutOtherSessionsMutation, signOutSessionMutation } from './graphql/devices.queries';
import type { SettingsDialogProps } from './settings-dialog-props';
import entryClasses from './settings-entry.module.css';
import { registerSettingsTexts } from './settings-texts';

registerSettingsTexts();

type Session = MySessionsQuery['mySessions'][number];

const PLATFORM_ICONS: Record<DevicePlatform, TablerIcon> = {
  DESKTOP: IconDeviceDesktop,
  MOBILE: IconDeviceMobile,
  TABLET: IconDeviceTablet,
};

function deviceName(session: Session, t: TFunction): string {
  const parts = [session.browser, session.os].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : t('settings:devices.unknownDevice');
}

/** The country's name in the user's language; the code itself for one Intl does not know. */
function countryName(code: string | null | undefined, language: string, t: TFunction): string {
  if (!code) return t('settings:devices.unknownPlace');
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function DeviceRow({ session, onSignOut, busy }: { session: Session; onSignOut(): void; busy: boolean }) {
  const { t, i18n } = useTranslation();
  const DeviceIcon = session.platform ? PLATFORM_ICONS[session.platform] : IconDevices;
  const name = deviceName(session, t);
  const place = countryName(session.country, i18n.language, t);
  const when = session.current
    ? t('settings:devices.activeNow')
    : t('settings:devices.lastUsed', { when: formatDateTime(session.lastUsedAt, i18n.language) });
  return (
    <li className={classes.device}>
      <DeviceIcon size={28} className={classes.icon} aria-hidden />
      <div className={classes.text}>
        <Group gap={8}>
          <Text fw={600}>{name}</Text>
          {session.current && (
            <Badge variant="light" radius="sm">
              {t('settings:devices.thisDevice')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {place} · <span className={classes.when}>{when}</span>
        </Text>
      </div>
      {!session.current && (
        <Button
          variant="default"
          size="xs"
          loading={busy}
          onClick={onSignOut}
          aria-label={t('settings:devices.signOutOne', { device: name })}
        >
          {t('settings:devices.signOut')}
        </Button>
      )}
    </li>
  );
}

/**
 * "Signed-in devices": each live session with its browser, system, country and last use; one can be signed out
 * (its access stops at once), or every one but this. Read afresh each time the dialog opens.
 */
export function DevicesDialog({ opened, onClose }: SettingsDialogProps) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(mySessionsQuery, {
    fetchPolicy: 'network-only',
    skip: !opened,
  });
  const [signOutOne] = useMutation(signOutSessionMutation);
  const [signOutOthers, { loading: signingOutOthers }] = useMutation(signOutOtherSessionsMutation);
  const [busyId, setBusyId] = useState<string | null>(null);
  const sessions = data?.mySessions ?? [];
  const others = sessions.filter((session) => !session.current);

  const signOutSession = async (session: Session) => {
    setBusyId(session._id);
    try {
      await signOutOne({ variables: { sessionId: session._id } });
      showToast('success', t('settings:devices.signedOut', { device: deviceName(session, t) }));
      await refetch();
    } catch {
      showToast('error', t('settings:devices.failed'));
    } finally {
      setBusyId(null);
    }
  };

  const signOutEverywhereElse = async () => {
    try {
      await signOutOthers();
      showToast('success', t('settings:devices.signedOutOthers'));
      await refetch();
    } catch {
      showToast('error', t('settings:devices.failed'));
    }
  };

  return (
    <Dialog opened={opened} onClose={onClose} title={t('settings:devices.title')}>
      <Stack gap="md">
        <Text size="sm">{t('settings:devices.text')}</Text>
        <LoadState
          loading={loading && !data}
          failed={Boolean(error) && !data}
          loadingText={t('settings:devices.loading')}
          failedText={t('settings:devices.loadFailed')}
          retryLabel={t('settings:retry')}
          onRetry={() => void refetch()}
        />
        {sessions.length > 0 && (
          <ul className={entryClasses.list} aria-label={t('settings:devices.title')}>
            {sessions.map((session) => (
              <DeviceRow
                key={session._id}
                session={session}
                busy={busyId === session._id}
                onSignOut={() => void signOutSession(session)}
              />
            ))}
          </ul>
        )}
        <Group justify="flex-end">
          {others.length > 0 && (
            <Button
              variant="outline"
              color="red.9"
              loading={signingOutOthers}
              onClick={() => void signOutEverywhereElse()}
            >
              {t('settings:devices.signOutOthers')}
            </Button>
          )}
          <Button onClick={onClose} data-autofocus>
            {t('settings:dialog.done')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
