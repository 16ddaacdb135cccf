import type { Logger } from 'pino';
import { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import type { LatLng } from '../../platform/geo.js';

/** How long the weather service may take to answer, body included. */
export const WEATHER_TIMEOUT_MS = 3000;
/** How long a forecast is kept per place, at most: it is also dropped when Prague's day ends. */
export const FORECAST_TTL_MS = 60 * 60 * 1000;
/** How long a failure is kept per place, so a dead service is asked at most once a minute per place. */
export const FAILURE_TTL_MS = 60 * 1000;
/** Places kept at most (a forecast is about 1 KB); the oldest go first. */
export const MAX_PLACES = 5000;

const DAILY_VARIABLES = [
  'weather_code',
  'temperature_2m_max',
  'temperature_2m_min',
  'precipitation_sum',
  'precipitation_probability_max',
  'wind_speed_10m_max',
] as const;

const values = (value: z.ZodNumber) => z.array(value.nullable());

/** The part of Open-Meteo's answer we use: one array per daily variable, all as long as `time`. */
const openMeteoAnswer = z.object({
  daily: z
    .object({
      time: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)).max(16),
      weather_code: values(z.number().int().min(0).max(99)),
      temperature_2m_max: values(z.number().min(-100).max(100)),
      temperature_2m_min: values(z.number().min(-100).max(100)),
      precipitation_sum: values(z.number().min(0)),
      precipitation_probability_max: values(z.number().min(0).max(100)),
      wind_speed_10m_max: values(z.number().min(0)),
    })
    .refine(
      (daily) => DAILY_VARIABLES.every((variable) => daily[variable].length === daily.time.length),
      'every daily variable has a value per day',
    ),
});
type Daily = z.infer<typeof openMeteoAnswer>['daily'];

/** One day of a forecast, as GraphQL's `DailyForecast` (weather.graphql describes each field). */
export interface ForecastDay {
  date: string;
  code: number;
  temperatureMinC: number;
  temperatureMaxC: number;
  precipitationMm: number;
  precipitationProbability: number | null;
  windKmh: number;
}

/** The days of the answer; a day the model has no code, temperature, precipitation or wind for is left out. */
function toDays(daily: Daily): ForecastDay[] {
  return daily.time.flatMap((date, index) => {
    const code = daily.weather_code[index];
    const temperatureMaxC = daily.temperature_2m_max[index];
    const temperatureMinC = daily.temperature_2m_min[index];
    const precipitationMm = daily.precipitation_sum[index];
    const windKmh = daily.wind_speed_10m_max[index];
    const probability = daily.precipitation_probability_max[index];
    if (code == null || temperatureMaxC == null || temperatureMinC == null || precipitationMm == null) return [];
    if (windKmh == null) return [];
    return [
      {
        date,
        code,
        temperatureMinC,
        temperatureMaxC,
        precipitationMm,
        precipitationProbability: probability == null ? null : Math.round(probability),
        windKmh,
      },
    ];
  });
}

/** Why a request failed, in words for the log (never the URL, which may carry a key). */
function reasonOf(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  if (error instanceof SyntaxError) return 'an answer that is not JSON';
  const code = (error as { cause?: { code?: unknown } })?.cause?.code;
  return typeof code === 'string' ? `unreachable (${code})` : 'unreachable';
}

/** The forecast's days are Prague's calendar days (the request asks for them so). */
const pragueDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Prague',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

interface Entry {
  /** When the entry stops being used; Infinity while its request is under way. */
  expiresAt: number;
  /**
   * Prague's date when it was asked for: a forecast starts on that day, so after midnight it is a day short and is
   * asked for again.
   */
  day: string;
  forecast: Promise<ForecastDay[] | null>;
}

export interface WeatherServiceOptions {
  /** The forecast endpoint (Open-Meteo's or one speaking its protocol); undefined turns the weather off. */
  url: string | undefined;
  logger: Logger;
  /** The app's clock: a forecast's hour and Prague's day are read from it (tests move it). */
  clock: Clock;
  /** Tests shorten it. */
  timeoutMs?: number;
  /** Places kept at most (MAX_PLACES; tests lower it). */
  maxPlaces?: number;
}

/** A place rounded to 0.01° (about 1 km), the unit forecasts are kept in. */
function rounded(place: LatLng) {
  const latitude = Math.round(place.lat * 100) / 100;
  const longitude = Math.round(place.lng * 100) / 100;
  return { latitude, longitude, key: `${latitude},${longitude}` };
}

/**
 * The next 7 days at a place, from Open-Meteo, kept in this process per place rounded to 0.01° (about 1 km): a
 * forecast for an hour but never past Prague's midnight, a failure for a minute. Requests for a place that is being
 * fetched wait for that one request (single flight), so any number of trips at one place, in one answer or in
 * concurrent ones, cost one call. A failure of any kind (unreachable, slow, an error status, an answer that is not a
 * forecast) is null, never an error, and is logged once until the service answers again. See this feature's
 * README.md.
 */
export class WeatherService {
  private readonly entries = new Map<string, Entry>();
  private readonly timeoutMs: number;
  private readonly maxPlaces: number;
  /** The service's origin, for the log (the whole URL may carry a key). */
  private readonly origin: string;
  /** Whether the last request succeeded: a failure is logged when it did. */
  private healthy = true;

  constructor(private readonly options: WeatherServiceOptions) {
    this.timeoutMs = options.timeoutMs ?? WEATHER_TIMEOUT_MS;
    this.maxPlaces = options.maxPlaces ?? MAX_PLACES;
    this.origin = options.url ? new URL(options.url).origin : '';
  }

  /**
   * The forecast at the place, or null when there is none to give. Without `mayFetch` only a kept forecast is given:
   * a place not kept answers null instead of calling the service.
   */
  forecast(place: LatLng, mayFetch = true): Promise<ForecastDay[] | null> {
    const url = this.options.url;
    if (!url) return Promise.resolve(null);
    const { latitude, longitude, key } = rounded(place);
    const kept = this.fresh(key);
    if (kept) return kept.forecast;
    if (!mayFetch) return Promise.resolve(null);

    // Deleted and set again, so the map's order is the order of fetching and its first key the oldest.
    this.entries.delete(key);
    // Full, so not empty: the first key is there.
    if (this.entries.size >= this.maxPlaces) this.entries.delete(this.entries.keys().next().value as string);
    const entry: Entry = {
      expiresAt: Number.POSITIVE_INFINITY,
      day: pragueDay.format(this.now()),
      forecast: this.fetchForecast(url, latitude, longitude).then((days) => {
        entry.expiresAt = this.now() + (days ? FORECAST_TTL_MS : FAILURE_TTL_MS);
        return days;
      }),
    };
    this.entries.set(key, entry);
    return entry.forecast;
  }

  /** Whether the place's forecast (or its failure) is kept or being fetched: asking for it costs no call. */
  has(place: LatLng): boolean {
    return Boolean(this.fresh(rounded(place).key));
  }

  /** The clock's time in milliseconds since the epoch. */
  private now(): number {
    return this.options.clock.now().getTime();
  }

  private fresh(key: string): Entry | undefined {
    const kept = this.entries.get(key);
    const now = this.now();
    return kept && kept.expiresAt > now && kept.day === pragueDay.format(now) ? kept : undefined;
  }

  private async fetchForecast(endpoint: string, latitude: number, longitude: number) {
    const url = new URL(endpoint);
    url.searchParams.set('latitude', String(latitude));
    url.searchParams.set('longitude', String(longitude));
    url.searchParams.set('daily', DAILY_VARIABLES.join(','));
    url.searchParams.set('timezone', 'Europe/Prague');
    url.searchParams.set('forecast_days', '7');
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        return this.failed(`HTTP ${response.status}`);
      }
      const answer = openMeteoAnswer.safeParse(await response.json());
      if (!answer.success) return this.failed('an answer that is not a forecast');
      if (!this.healthy) {
        this.healthy = true;
        this.options.logger.info({ weatherService: this.origin }, 'the weather service answers again');
      }
      return toDays(answer.data.daily);
    } catch (error) {
      return this.failed(reasonOf(error, this.timeoutMs));
    }
  }

  private failed(reason: string): null {
    if (this.healthy) {
      this.healthy = false;
      this.options.logger.warn(
        { weatherService: this.origin, reason },
        'the weather service failed: trips show no forecast until it answers again',
      );
    }
    return null;
  }
}
