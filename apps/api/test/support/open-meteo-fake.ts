import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Open-Meteo's forecast API (`GET /v1/forecast`), speaking its documented JSON: the request's
 * daily variables come back under `daily` (one array per variable, `time` first) with their units in `daily_units`,
 * beside `latitude`, `longitude`, `generationtime_ms`, `utc_offset_seconds`, `timezone`, `timezone_abbreviation` and
 * `elevation`; a bad request is HTTP 400 with `{ "error": true, "reason": "…" }`. The API tests and the browser
 * journeys (e2e/support/open-meteo-fake.mjs) both start it.
 */

/** How the fake answers a forecast request. */
export type FakeBehaviour =
  /** The forecast, as Open-Meteo sends it. */
  | 'forecast'
  /** HTTP 500 with Open-Meteo's error object. */
  | 'server-error'
  /** HTTP 200 whose body is not JSON. */
  | 'malformed-json'
  /** HTTP 200, JSON, but not a forecast (arrays of different lengths, a temperature as text). */
  | 'wrong-shape'
  /** The forecast, after `slowMs`. */
  | 'slow';

export interface FakeRequest {
  latitude: number;
  longitude: number;
  params: URLSearchParams;
}

export interface OpenMeteoFake {
  /** The forecast endpoint, for WEATHER_API_URL. */
  url: string;
  /** Every forecast request received, in order. */
  requests: FakeRequest[];
  /** How the next requests are answered (`forecast` until changed). */
  behaviour: FakeBehaviour;
  close(): Promise<void>;
}

export interface OpenMeteoFakeOptions {
  port?: number;
  host?: string;
  /** Places (as the API asks for them: degrees rounded to 2 decimals) that always get HTTP 500. */
  failAt?: ReadonlyArray<{ lat: number; lng: number }>;
  /** How long `slow` waits before answering. */
  slowMs?: number;
}

const DAILY_UNITS: Record<string, string> = {
  time: 'iso8601',
  weather_code: 'wmo code',
  temperature_2m_max: '°C',
  temperature_2m_min: '°C',
  precipitation_sum: 'mm',
  precipitation_probability_max: '%',
  wind_speed_10m_max: 'km/h',
};

/**
 * The week the fake forecasts, from today: clear, partly cloudy, rain, overcast, snow, thunderstorm, fog — one day of
 * each kind, with decimals where Czech writes a comma.
 */
export const FAKE_WEEK = [
  { code: 0, max: 21.5, min: 9.3, precipitation: 0, probability: 5, wind: 12.4 },
  { code: 2, max: 19.2, min: 8.1, precipitation: 0.2, probability: 15, wind: 9.8 },
  { code: 63, max: 14.6, min: 7.5, precipitation: 12.6, probability: 90, wind: 24.1 },
  { code: 3, max: 12, min: 4.4, precipitation: 0.4, probability: 30, wind: 15 },
  { code: 73, max: 1.5, min: -3.2, precipitation: 6.8, probability: 80, wind: 30.5 },
  { code: 95, max: 24.8, min: 15.1, precipitation: 18.3, probability: 75, wind: 41.7 },
  { code: 45, max: 10.3, min: 2, precipitation: 0, probability: 10, wind: 5.2 },
] as const;

/** Today's date in the zone, as `YYYY-MM-DD`. */
export function dateIn(timeZone: string, at = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** `YYYY-MM-DD`, `days` after `date`. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The zone's offset from UTC now, in seconds (Open-Meteo's `utc_offset_seconds`). */
function utcOffsetSeconds(timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 3600 + Number(match[3]) * 60);
}

/** The variables of one fake day, by Open-Meteo's names. */
function dayValues(day: (typeof FAKE_WEEK)[number]): Record<string, number> {
  return {
    weather_code: day.code,
    temperature_2m_max: day.max,
    temperature_2m_min: day.min,
    precipitation_sum: day.precipitation,
    precipitation_probability_max: day.probability,
    wind_speed_10m_max: day.wind,
  };
}

/** The forecast Open-Meteo would send for these parameters, or the reason it would refuse them. */
function forecastFor(params: URLSearchParams): { status: number; body: unknown } {
  const latitude = Number(params.get('latitude'));
  const longitude = Number(params.get('longitude'));
  const timeZone = params.get('timezone') ?? 'GMT';
  const days = Number(params.get('forecast_days') ?? 7);
  const variables = (params.get('daily') ?? '').split(',').filter(Boolean);
  const refuse = (reason: string) => ({ status: 400, body: { error: true, reason } });
  if (!params.has('latitude') || !Number.isFinite(latitude) || Math.abs(latitude) > 90) {
    return refuse('Latitude must be in range of -90 to 90°.');
  }
  if (!params.has('longitude') || !Number.isFinite(longitude) || Math.abs(longitude) > 180) {
    return refuse('Longitude must be in range of -180 to 180°.');
  }
  const unknown = variables.find((variable) => !(variable in DAILY_UNITS) || variable === 'time');
  if (unknown) return refuse(`Cannot initialize WeatherVariable from invalid String value ${unknown} for key daily`);
  if (!Number.isInteger(days) || days < 0 || days > 16)
    return refuse('Forecast days is invalid. Allowed range 0 to 16.');
  let today: string;
  try {
    today = dateIn(timeZone);
  } catch {
    return refuse('Invalid timezone');
  }

  const offset = utcOffsetSeconds(timeZone);
  const week = Array.from({ length: days }, (_, index) => FAKE_WEEK[index % FAKE_WEEK.length]);
  const daily: Record<string, Array<string | number>> = { time: week.map((_, index) => addDays(today, index)) };
  const units: Record<string, string> = { time: DAILY_UNITS.time };
  for (const variable of variables) {
    daily[variable] = week.map((day) => dayValues(day)[variable]);
    units[variable] = DAILY_UNITS[variable];
  }
  return {
    status: 200,
    body: {
      latitude,
      longitude,
      generationtime_ms: 0.0795125961303711,
      utc_offset_seconds: offset,
      timezone: timeZone,
      timezone_abbreviation: `GMT${offset >= 0 ? '+' : '-'}${Math.abs(offset) / 3600}`,
      elevation: 412,
      daily_units: units,
      daily,
    },
  };
}

function send(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(body);
}

/** Starts the fake on a free port (or the one given) of 127.0.0.1. */
export async function startOpenMeteoFake(options: OpenMeteoFakeOptions = {}): Promise<OpenMeteoFake> {
  const requests: FakeRequest[] = [];
  const slowTimers = new Set<NodeJS.Timeout>();
  const fake = { behaviour: 'forecast' as FakeBehaviour };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method !== 'GET' || url.pathname !== '/v1/forecast') {
      send(response, 404, JSON.stringify({ error: true, reason: 'Not Found' }));
      return;
    }
    const params = url.searchParams;
    const latitude = Number(params.get('latitude'));
    const longitude = Number(params.get('longitude'));
    requests.push({ latitude, longitude, params });
    const failing = options.failAt?.some((place) => place.lat === latitude && place.lng === longitude);
    const behaviour = failing ? 'server-error' : fake.behaviour;
    const forecast = forecastFor(params);
    switch (behaviour) {
      case 'server-error':
        send(response, 500, JSON.stringify({ error: true, reason: 'Internal Server Error' }));
        return;
      case 'malformed-json':
        send(response, 200, '{"latitude": 50.5, "daily": {"time": ["2026-');
        return;
      case 'wrong-shape': {
        const body = forecast.body as { daily?: Record<string, unknown[]> };
        if (body.daily) body.daily.temperature_2m_max = ['warm', ...body.daily.temperature_2m_max.slice(2)];
        send(response, forecast.status, JSON.stringify(body));
        return;
      }
      case 'slow': {
        const timer = setTimeout(() => {
          slowTimers.delete(timer);
          send(response, forecast.status, JSON.stringify(forecast.body));
        }, options.slowMs ?? 5000);
        slowTimers.add(timer);
        return;
      }
      default:
        send(response, forecast.status, JSON.stringify(forecast.body));
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;

  return Object.assign(fake, {
    url: `http://${address}:${port}/v1/forecast`,
    requests,
    async close() {
      for (const timer of slowTimers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
