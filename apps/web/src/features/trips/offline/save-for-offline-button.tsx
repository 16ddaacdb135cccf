import { Button } from '@mantine/core';
import { IconCircleCheck, IconCloudDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { showToast } from '../../../app/toast';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { registerOfflineTexts } from './offline-texts';
import { removeTripByHand, saveTrip } from './save-trip';
import { getSavedTrip, onSavedTripsChange } from './saved-trips-store';

registerOfflineTexts();

/** Whether the trip is saved for offline now, following every change (a bookmark's automatic save included). */
function useIsSaved(tripId: string): boolean {
  const [saved, setSaved] = useState<{ tripId: string; saved: boolean } | null>(null);
  useEffect(() => {
    let current = true;
    const read = () =>
      getSavedTrip(tripId).then(
        (trip) => current && setSaved({ tripId, saved: Boolean(trip) }),
        () => current && setSaved({ tripId, saved: false }),
      );
    void read();
    const stop = onSavedTripsChange(() => void read());
    return () => {
      current = false;
      stop();
    };
  }, [tripId]);
  return saved?.tripId === tripId && saved.saved;
}

/** "Save for offline" on a trip's detail: pressed while the trip is saved; pressing it again removes the copy. */
export function SaveForOfflineButton({ tripId }: { tripId: string }) {
  const { t } = useTranslation();
  const saved = useIsSaved(tripId);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    if (saved) {
      await removeTripByHand(tripId);
      showToast('success', t('offline:save.removed'));
      return;
    }
    // Offline there is nothing to fetch; the toast says it needs a connection.
    if (navigator.onLine && (await saveTrip(tripId, 'manual'))) {
      showToast('success', t('offline:save.saved'), { label: t('offline:save.showSaved'), to: '/app/profile/saved' });
    } else {
      showToast('error', t('offline:save.failed'));
    }
  }

  return (
    <Button
      variant={saved ? 'filled' : 'default'}
      leftSection={saved ? <IconCircleCheck size={18} aria-hidden /> : <IconCloudDownload size={18} aria-hidden />}
      aria-pressed={saved}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await toggle();
        } catch (error) {
          console.warn('[offline] could not change the saved copy', error);
          showToast('error', t(saved ? 'offline:save.removeFailed' : 'offline:save.failed'));
        } finally {
          setBusy(false);
        }
      }}
    >
      {t('offline:save.button')}
    </Button>
  );
}
