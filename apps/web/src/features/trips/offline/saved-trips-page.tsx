import {
  Alert,
  AspectRatio,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Image,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCloudDownload, IconDatabase, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { registerPagesTexts } from '../../../app/i18n/pages-texts';
import { showToast } from '../../../app/toast';
import classes from '../../../ui/content-card.module.css';
import { Dialog } from '../../../ui/dialog';
import { EmptyState } from '../../../ui/empty-state';
import { formatDateTime } from '../../../ui/format/date-time';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { PageHeading } from '../../../ui/page-heading';
import { autoSaveEnabled, setAutoSaveEnabled } from './auto-save-setting';
import { saveBookmarkedTrips } from './bookmark-saves';
import { formatBytes } from './format-bytes';
import { registerOfflineTexts } from './offline-texts';
import { removeAllTripsByHand, removeTripByHand } from './save-trip';
import { listSavedTrips, onSavedTripsChange, type SavedTrip, savedTripBytes } from './saved-trips-store';

registerOfflineTexts();
registerPagesTexts();

interface StorageUse {
  /** What the browser reports for the whole origin (`navigator.storage.estimate()`), or null when it does not tell. */
  estimate: { used: number; quota: number } | null;
  persisted: boolean;
}

async function readStorageUse(): Promise<StorageUse> {
  // Absent outside secure contexts.
  const storage = navigator.storage as StorageManager | undefined;
  const [estimate, persisted] = await Promise.all([
    storage?.estimate ? storage.estimate().catch(() => null) : null,
    storage?.persisted ? storage.persisted().catch(() => false) : false,
  ]);
  return {
    estimate:
      estimate?.usage !== undefined && estimate.quota !== undefined
        ? { used: estimate.usage, quota: estimate.quota }
        : null,
    persisted,
  };
}

/** The saved trips and the storage they live in, read again after every change. */
function useSavedTrips() {
  const [trips, setTrips] = useState<SavedTrip[] | null>(null);
  const [storage, setStorage] = useState<StorageUse | null>(null);
  const [failed, setFailed] = useState(false);
  const read = useCallback(() => {
    listSavedTrips().then(
      (list) => {
        setTrips(list);
        setFailed(false);
      },
      (error: unknown) => {
        console.warn('[offline] could not read the saved trips', error);
        setFailed(true);
      },
    );
    void readStorageUse().then(setStorage);
  }, []);
  useEffect(() => {
    read();
    return onSavedTripsChange(read);
  }, [read]);
  return { trips, storage, failed, read };
}

function AutoSaveSwitch() {
  const { t } = useTranslation();
  const [enabled, setEnabled] = useState(autoSaveEnabled);
  return (
    <Paper withBorder radius="lg" p="md">
      <Switch
        checked={enabled}
        onChange={(event) => {
          const next = event.currentTarget.checked;
          setAutoSaveEnabled(next);
          setEnabled(next);
          // Turned on: the favourites are saved now rather than at the next start.
          if (next) void saveBookmarkedTrips({ force: true });
        }}
        label={t('offline:auto.label')}
        description={t('offline:auto.description')}
        size="md"
      />
    </Paper>
  );
}

function StorageSummary({ storage }: { storage: StorageUse | null }) {
  const { t, i18n } = useTranslation();
  if (!storage) return null;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="offline-storage">
      <Group gap="xs" mb={4} wrap="nowrap">
        <IconDatabase size={20} aria-hidden />
        <Title order={2} fz="h4" id="offline-storage">
          {t('offline:storage.title')}
        </Title>
      </Group>
      <Text size="sm">
        {storage.estimate
          ? t('offline:storage.used', {
              used: formatBytes(storage.estimate.used, i18n.language),
              quota: formatBytes(storage.estimate.quota, i18n.language),
            })
          : t('offline:storage.unknown')}
      </Text>
      <Text size="sm" c="dimmed">
        {storage.persisted ? t('offline:storage.persisted') : t('offline:storage.notPersisted')}
      </Text>
    </Paper>
  );
}

function SavedTripCard({ trip, onRemove }: { trip: SavedTrip; onRemove(): Promise<void> }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const detail = trip.detail.publishedTrip;
  if (!detail) return null;
  return (
    <Card component="article" withBorder radius="lg" padding={0} className={classes.card}>
      <AspectRatio ratio={3 / 2}>
        <Image src={detail.coverImage?.url} alt="" fallbackSrc="/favicon.svg" />
      </AspectRatio>
      <Stack gap={6} p="md" style={{ flex: 1 }}>
        {!trip.manual && (
          <Badge variant="light" color="forest" w="fit-content">
            {t('offline:list.forBookmark')}
          </Badge>
        )}
        <Title order={3} fz="lg" lh={1.3}>
          <Link to={`/app/profile/saved/${encodeURIComponent(trip.tripId)}`} className={classes.link}>
            {detail.title}
          </Link>
        </Title>
        <Text size="sm" c="dimmed">
          {t('offline:list.savedAt', { date: formatDateTime(trip.savedAt, i18n.language) })}
        </Text>
        <Text size="sm" fw={600}>
          {t('offline:list.size', { size: formatBytes(savedTripBytes(trip), i18n.language) })}
        </Text>
        <Button
          variant="default"
          leftSection={<IconTrash size={16} aria-hidden />}
          w="fit-content"
          mt="auto"
          // Above the title link, which stretches over the whole card.
          style={{ position: 'relative', zIndex: 2 }}
          loading={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await onRemove();
            } finally {
              setBusy(false);
            }
          }}
        >
          <span aria-hidden>{t('offline:list.remove')}</span>
          <VisuallyHidden>{t('offline:list.removeTrip', { title: detail.title })}</VisuallyHidden>
        </Button>
      </Stack>
    </Card>
  );
}

function RemoveAllDialog({ opened, count, onClose }: { opened: boolean; count: number; onClose(): void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog opened={opened} onClose={onClose} title={t('offline:removeAll.title')}>
      <Text mb="lg">{t('offline:removeAll.text', { count })}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('offline:removeAll.cancel')}
        </Button>
        <Button
          color="red.8"
          loading={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await removeAllTripsByHand();
              showToast('success', t('offline:removeAll.done'));
              onClose();
            } catch (error) {
              console.warn('[offline] could not remove the saved trips', error);
              showToast('error', t('offline:removeAll.failed'));
            } finally {
              setBusy(false);
            }
          }}
        >
          {t('offline:removeAll.confirm')}
        </Button>
      </Group>
    </Dialog>
  );
}

/**
 * `/app/profile/saved`: the trips saved for offline on this device, what each takes and what the app takes in all,
 * "Remove" per trip and "Remove all" (confirmed), and the switch for saving favourites automatically.
 */
export function SavedTripsPage() {
  const { t } = useTranslation();
  const { trips, storage, failed, read } = useSavedTrips();
  const [confirming, setConfirming] = useState(false);

  async function remove(trip: SavedTrip) {
    try {
      await removeTripByHand(trip.tripId);
      showToast('success', t('offline:save.removed'));
    } catch (error) {
      console.warn('[offline] could not remove the saved trip', error);
      showToast('error', t('offline:save.removeFailed'));
    }
  }

  return (
    <>
      <PageHeading
        title={t('offline:list.title')}
        description={t('offline:list.intro')}
        back={{ label: t('pages:backToProfile'), to: '/app/profile' }}
      />
      <Stack gap="lg">
        <AutoSaveSwitch />
        <StorageSummary storage={storage} />
        {failed && !trips && (
          <Alert color="red" variant="light" title={t('offline:list.loadError')}>
            <Button size="xs" variant="white" onClick={read}>
              {t('trips:retry')}
            </Button>
          </Alert>
        )}
        {!trips && !failed && (
          <Center py="xl">
            <Loader role="progressbar" aria-label={t('common:loading')} />
          </Center>
        )}
        {trips?.length === 0 && (
          <EmptyState
            icon={<IconCloudDownload size={28} />}
            title={t('offline:list.emptyTitle')}
            text={t('offline:list.emptyText')}
            action={{ label: t('pages:browseTrips'), to: '/app/trips' }}
          />
        )}
        {trips && trips.length > 0 && (
          <section aria-labelledby="offline-trips">
            <Group justify="space-between" mb="md">
              <Title order={2} fz="h3" id="offline-trips">
                {t('offline:list.count', { count: trips.length })}
              </Title>
              <Button
                variant="default"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setConfirming(true)}
              >
                {t('offline:list.removeAll')}
              </Button>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
              {trips.map((trip) => (
                <SavedTripCard key={trip.tripId} trip={trip} onRemove={() => remove(trip)} />
              ))}
            </SimpleGrid>
          </section>
        )}
      </Stack>
      <RemoveAllDialog opened={confirming} count={trips?.length ?? 0} onClose={() => setConfirming(false)} />
    </>
  );
}
