import { useQuery } from '@apollo/client/react';
import { Anchor, Skeleton, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  type Icon,
  IconCloud,
  IconCloudFilled,
  IconCloudQuestion,
  IconCloudRain,
  IconCloudSnow,
  IconCloudStorm,
  IconDroplet,
  IconDroplets,
  IconMist,
  IconSun,
  IconSunLow,
  IconTemperatureMinus,
  IconUmbrella,
  IconWind,
} from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { registerTrailTexts } from '../../app/i18n/trail-texts';
import type { TripWeatherQuery } from '../../generated/graphql';
import { formatDecimal } from '../../ui/format/decimal';
import { weekdayName } from '../../ui/format/prague-calendar';
import { useTranslation } from '../../ui/i18n/use-translation';
import { tripWeatherQuery } from './graphql/trip-weather.queries';
import { dayAndMonth, pragueToday, type WeatherKind, weatherKind } from './weather-days';
import classes from './weather-strip.module.css';

registerTrailTexts();

type Day = NonNullable<NonNullable<TripWeatherQuery['publishedTrip']>['weather']>[number];

/** An icon per group of WMO weather codes; the group's name is the key of its text in `trail:weather.codes`. */
const ICONS = {
  clear: IconSun,
  mainlyClear: IconSunLow,
  partlyCloudy: IconCloud,
  overcast: IconCloudFilled,
  fog: IconMist,
  drizzle: IconDroplets,
  rain: IconCloudRain,
  freezingRain: IconTemperatureMinus,
  snow: IconCloudSnow,
  showers: IconUmbrella,
  thunderstorm: IconCloudStorm,
  unknown: IconCloudQuestion,
} satisfies Record<WeatherKind, Icon>;

/** Whether the element is wider inside than its box (then it scrolls, and must be reachable by keyboard). */
function useOverflows<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setOverflows(element.scrollWidth > element.clientWidth));
    // The row's own box keeps its width when its days grow (texts and icons arriving): each day is watched too, or
    // the row could overflow without being focusable (axe's scrollable-region-focusable on a phone).
    observer.observe(element);
    for (const day of element.children) observer.observe(day);
    return () => observer.disconnect();
  }, []);
  return { ref, overflows };
}

function ForecastDay({ day, today }: { day: Day; today: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const kind = weatherKind(day.code);
  const WeatherIcon = ICONS[kind];
  const condition = t(`trail:weather.codes.${kind}`);
  const number = (value: number) => formatDecimal(value, language);
  return (
    <li className={today ? `${classes.day} ${classes.today}` : classes.day} aria-current={today ? 'date' : undefined}>
      <p className={classes.when}>
        {today ? (
          <strong>{t('trail:weather.today')}</strong>
        ) : (
          <>
            <strong aria-hidden>{weekdayName(day.date, language, 'short')}</strong>
            <VisuallyHidden>{weekdayName(day.date, language, 'long')}</VisuallyHidden>
          </>
        )}{' '}
        <span className={classes.date}>{dayAndMonth(day.date, language)}</span>
      </p>
      <WeatherIcon
        size={36}
        stroke={1.5}
        role="img"
        aria-label={condition}
        title={condition}
        className={classes.icon}
      />
      <p className={classes.temperatures}>
        <VisuallyHidden>{`${t('trail:weather.temperature')} ${t('trail:weather.highest')} `}</VisuallyHidden>
        <span className={classes.max}>{t('trail:weather.celsius', { value: number(day.temperatureMaxC) })}</span>
        <VisuallyHidden>{`, ${t('trail:weather.lowest')} `}</VisuallyHidden>
        <span className={classes.min}>{t('trail:weather.celsius', { value: number(day.temperatureMinC) })}</span>
      </p>
      <p className={classes.measure}>
        <IconDroplet size={16} aria-hidden className={classes.measureIcon} />
        <span>
          <VisuallyHidden>{`${t('trail:weather.precipitation')} `}</VisuallyHidden>
          {t('trail:weather.millimetres', { value: number(day.precipitationMm) })}
          {day.precipitationProbability != null && (
            <>
              <VisuallyHidden>{`, ${t('trail:weather.probability')} `}</VisuallyHidden>
              <span className={classes.probability}>
                {t('trail:weather.percent', { value: number(day.precipitationProbability) })}
              </span>
            </>
          )}
        </span>
      </p>
      <p className={classes.measure}>
        <IconWind size={16} aria-hidden className={classes.measureIcon} />
        <span>
          <VisuallyHidden>{`${t('trail:weather.wind')} `}</VisuallyHidden>
          {t('trail:weather.kmh', { value: number(day.windKmh) })}
        </span>
      </p>
    </li>
  );
}

/** The days side by side; a row wider than the screen scrolls, and is then focusable to scroll with the arrow keys. */
function ForecastDays({ days, today }: { days: Day[]; today: string }) {
  const { t } = useTranslation();
  const { ref, overflows } = useOverflows<HTMLOListElement>();
  return (
    <ol ref={ref} className={classes.days} aria-label={t('trail:weather.days')} tabIndex={overflows ? 0 : undefined}>
      {days.map((day) => (
        <ForecastDay key={day.date} day={day} today={day.date === today} />
      ))}
    </ol>
  );
}

/**
 * The next 7 days at the trip's start. Its own query, sent once the trip is on screen (and its own chunk, see the
 * trip detail), so a slow or dead weather service never holds the trip up; days before today, which a cache kept
 * offline may still hold, are left out.
 */
export function WeatherStrip({ tripId }: { tripId: string }) {
  const { t } = useTranslation();
  const { data, loading } = useQuery(tripWeatherQuery, { variables: { id: tripId }, fetchPolicy: 'cache-and-network' });
  const today = pragueToday();
  const days = data?.publishedTrip?.weather?.filter((day) => day.date >= today);

  return (
    <section aria-labelledby="trip-weather">
      <Title order={2} fz="h3" id="trip-weather" mb="sm">
        {t('trail:weather.title')}
      </Title>
      {days?.length ? (
        <>
          <ForecastDays days={days} today={today} />
          <Anchor href="https://open-meteo.com/" target="_blank" rel="noopener noreferrer" size="xs" c="dimmed">
            {t('trail:weather.source')}
          </Anchor>
        </>
      ) : loading && !data ? (
        <Skeleton height={196} radius="md" />
      ) : (
        <Text c="dimmed">{t('trail:weather.unavailable')}</Text>
      )}
    </section>
  );
}
