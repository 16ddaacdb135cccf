import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconRoute, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { showToast } from '../../../app/toast';
import { formatDecimal } from '../../../ui/format/decimal';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { uploadFile } from '../editorial/upload';

/** What POST /api/tracks worked out from the file. */
export interface UploadedTrack {
  _id: string;
  lengthKm: number;
  elevationGain: number | null;
  elevationLoss: number | null;
  lowestPoint: number | null;
  highestPoint: number | null;
  start: { lat: number; lng: number };
}

type TrackSummary = Omit<UploadedTrack, 'start'>;

const MAX_BYTES = 5 * 1024 * 1024;
const REASONS = ['NOT_GPX', 'EMPTY', 'TOO_LARGE'] as const;

/**
 * The trip's GPX track: uploading one stores it and fills the form's length and start from it (still editable); its
 * climb, descent and lowest and highest points are shown here and in the app's elevation profile.
 */
export function GpxField({
  track,
  onUploaded,
  onRemove,
}: {
  track: TrackSummary | null;
  onUploaded(track: UploadedTrack): void;
  onRemove(): void;
}) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const metres = (value: number | null) => (value === null ? '–' : `${formatDecimal(value, i18n.language)} m`);

  const upload = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    if (file.size > MAX_BYTES) {
      setProblem(t('console:tripEditor.gpx.errors.TOO_LARGE'));
      return;
    }
    setBusy(true);
    const name = encodeURIComponent(file.name.replace(/\.gpx$/i, ''));
    const result = await uploadFile<{ track: UploadedTrack }>(`/api/tracks?name=${name}`, file, 'application/gpx+xml');
    setBusy(false);
    if (result.ok) {
      onUploaded(result.body.track);
      showToast('success', t('console:tripEditor.gpx.uploaded'));
      return;
    }
    const reason = REASONS.find((known) => known === result.reason);
    const message = reason ? t(`console:tripEditor.gpx.errors.${reason}`) : t('console:tripEditor.gpx.errors.failed');
    setProblem(message);
    showToast('error', message);
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('console:tripEditor.gpx.label')}
      </Text>
      {track ? (
        <Group gap="md" align="center">
          <IconRoute size={20} aria-hidden />
          <Text size="sm" data-testid="track-summary">
            {t('console:tripEditor.gpx.summary', {
              length: formatDecimal(Math.round(track.lengthKm * 10) / 10, i18n.language),
              gain: metres(track.elevationGain),
              loss: metres(track.elevationLoss),
              lowest: metres(track.lowestPoint),
              highest: metres(track.highestPoint),
            })}
          </Text>
          <Button variant="outline" size="xs" color="red.9" onClick={onRemove}>
            {t('console:tripEditor.gpx.remove')}
          </Button>
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          {t('console:tripEditor.gpx.hint')}
        </Text>
      )}
      <FileButton onChange={(file) => void upload(file)} accept=".gpx,application/gpx+xml,application/xml,text/xml">
        {(props) => (
          <Button
            {...props}
            variant="default"
            w="fit-content"
            loading={busy}
            leftSection={<IconUpload size={16} aria-hidden />}
          >
            {track ? t('console:tripEditor.gpx.replace') : t('console:tripEditor.gpx.upload')}
          </Button>
        )}
      </FileButton>
      {problem && (
        <Text size="sm" c="red.9" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
