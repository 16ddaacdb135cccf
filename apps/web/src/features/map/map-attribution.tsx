import { Anchor } from '@mantine/core';
import { registerTripDetailTexts } from '../../app/i18n/trip-detail-texts';
import { useTranslation } from '../../ui/i18n/use-translation';
import { MAPY_LOGO, mapAttribution } from './map-layers';
import classes from './map-page.module.css';

registerTripDetailTexts();

/** What the tile provider requires over the map: Mapy.com's logo and copyright link, or OpenStreetMap's. */
export function MapAttribution({ apiKey }: { apiKey: string | null }) {
  const { t } = useTranslation();
  const attribution = mapAttribution(apiKey);
  return (
    <>
      {attribution.provider === 'mapy' && (
        <a className={classes.logo} href={MAPY_LOGO.href} target="_blank" rel="noopener noreferrer">
          <img src={MAPY_LOGO.src} alt={t('trips:map.mapyLogo')} />
        </a>
      )}
      <div className={classes.attribution}>
        <Anchor href={attribution.href} target="_blank" rel="noopener noreferrer" c="dark.7" fz={12}>
          {attribution.text}
        </Anchor>
      </div>
    </>
  );
}
