import { Button, Group, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { registerTrailTexts } from '../../app/i18n/trail-texts';
import { useTranslation } from '../../ui/i18n/use-translation';
import { ElevationProfile, type ProfileTrack } from './elevation-profile';

registerTrailTexts();

interface TripTrackProps {
  /** Without `gpxUrl` (a draft in the console's preview, whose file is not served) there is no download. */
  track: ProfileTrack & { gpxUrl?: string };
}

/**
 * A trip's track on its detail: the elevation profile with the track's figures, and the GPX file to download. Its own
 * chunk, loaded only for a trip that has a track (trip-detail-page.tsx); the line is drawn on the start map.
 */
export function TripTrack({ track }: TripTrackProps) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="trip-track">
      <Title order={2} fz="h3" id="trip-track" mb="sm">
        {t('trail:track.title')}
      </Title>
      <ElevationProfile track={track} texts={t('trail:track', { returnObjects: true })} language={i18n.language} />
      {track.gpxUrl && (
        <Group gap="sm" mt="md" align="center">
          <Button
            component="a"
            href={track.gpxUrl}
            download
            variant="light"
            leftSection={<IconDownload size={18} aria-hidden />}
          >
            {t('trail:track.download')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('trail:track.downloadHint')}
          </Text>
        </Group>
      )}
    </section>
  );
}
