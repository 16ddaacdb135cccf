import { useMutation } from '@apollo/client/react';
import { Button } from '@mantine/core';
import { IconCircleCheck, IconWalk } from '@tabler/icons-react';
import { registerTripDetailTexts } from '../../app/i18n/trip-detail-texts';
import { showToast } from '../../app/toast';
import { useTranslation } from '../../ui/i18n/use-translation';
import { toggleTripFinishedMutation } from './graphql/trip-detail.queries';

registerTripDetailTexts();

/** "I walked it": marks the trip finished, with the toast that points to finished trips in the profile (spec §4). */
export function FinishedButton({ tripId, finished }: { tripId: string; finished: boolean }) {
  const { t } = useTranslation();
  const [toggle, { loading }] = useMutation(toggleTripFinishedMutation, { variables: { id: tripId } });
  return (
    <Button
      variant={finished ? 'filled' : 'outline'}
      leftSection={finished ? <IconCircleCheck size={18} aria-hidden /> : <IconWalk size={18} aria-hidden />}
      aria-pressed={finished}
      loading={loading}
      onClick={async () => {
        try {
          const { data } = await toggle();
          if (data?.toggleTripFinished.isFinished) {
            showToast('success', t('trips:finished.added'), {
              label: t('trips:finished.showInProfile'),
              to: '/app/profile/finished-trips',
            });
          } else {
            showToast('success', t('trips:finished.removed'));
          }
        } catch {
          showToast('error', t('trips:finished.failed'));
        }
      }}
    >
      {t('trips:finished.mark')}
    </Button>
  );
}
