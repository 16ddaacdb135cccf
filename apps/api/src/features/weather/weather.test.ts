import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildArea, buildTrip } from '../../../test/content-factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import {
  addDays,
  dateIn,
  FAKE_WEEK,
  type OpenMeteoFake,
  startOpenMeteoFake,
} from '../../../test/support/open-meteo-fake.js';
import { TestClock } from '../../../test/support/test-clock.js';
import { systemClock } from '../../platform/clock.js';
import { createLogger } from '../../platform/logger.js';
import { FAILURE_TTL_MS, FORECAST_TTL_MS, WeatherService } from './weather.service.js';

const DETAIL = `query TripWeather($id: ID!) {
  publishedTrip(id: $id) {
    _id
    weather { date code temperatureMinC temperatureMaxC precipitationMm precipitationProbability windKmh }
  }
}`;

type Day = {
  date: string;
  code: number;
  temperatureMinC: number;
  temperatureMaxC: number;
  precipitationMm: number;
  precipitationProbability: number | null;
  windKmh: number;
};
type Detail = { publishedTrip: { _id: string; weather: Day[] | null } };

/** A port nothing listens on: taken from the system and given back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Log lines written while the tests run, parsed. */
function logSink() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

const SECRET_KEY = 'weather-key-never-logged';

describe('PublishedTrip.weather against a fake Open-Meteo', () => {
  let fake: OpenMeteoFake;
  let t: TestApp;
  /** The app's clock: today, 10:00 UTC (noon or 11:00 in Prague), so moving it by hours stays within the day. */
  const clock = new TestClock(`${dateIn('Europe/Prague')}T10:00:00Z`);
  const log = logSink();

  beforeAll(async () => {
    fake = await startOpenMeteoFake({ slowMs: 1000 });
    t = await startTestApp({ WEATHER_API_URL: `${fake.url}?apikey=${SECRET_KEY}`, LOG_LEVEL: 'info' }, undefined, {
      logTo: log.stream,
      clock,
      weather: { timeoutMs: 300 },
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const detail = (id: string) => t.gql<Detail>(DETAIL, { id });
  const requestsAt = (latitude: number, longitude: number) =>
    fake.requests.filter((request) => request.latitude === latitude && request.longitude === longitude).length;

  it('passes the forecast through: 7 days from today, every value as Open-Meteo gave it', async () => {
    const trip = await buildTrip(t, { lat: 50.0871, lng: 14.4208 });
    const answer = await detail(trip.id);
    expect(answer.errors).toBeUndefined();
    const today = dateIn('Europe/Prague');
    expect(answer.data?.publishedTrip.weather).toEqual(
      FAKE_WEEK.map((day, index) => ({
        date: addDays(today, index),
        code: day.code,
        temperatureMinC: day.min,
        temperatureMaxC: day.max,
        precipitationMm: day.precipitation,
        precipitationProbability: day.probability,
        windKmh: day.wind,
      })),
    );
    // Asked at the start rounded to 0.01°, for the six daily variables, by the Czech calendar, with the key it was
    // configured with.
    const request = fake.requests.at(-1);
    expect(request).toMatchObject({ latitude: 50.09, longitude: 14.42 });
    expect(Object.fromEntries(request?.params ?? [])).toEqual({
      apikey: SECRET_KEY,
      latitude: '50.09',
      longitude: '14.42',
      daily:
        'weather_code,temperature_2m_max,temperature_2m_min,precipitation_sum,precipitation_probability_max,wind_speed_10m_max',
      timezone: 'Europe/Prague',
      forecast_days: '7',
    });
  });

  it('asks once per rounded place per hour, however many trips and requests share it', async () => {
    const first = await buildTrip(t, { lat: 49.7512, lng: 13.3781 });
    const second = await buildTrip(t, { lat: 49.7549, lng: 13.3751 });
    const elsewhere = await buildTrip(t, { lat: 49.7449, lng: 13.3781 });

    // Concurrent requests for two trips at the same rounded start wait for one call.
    const answers = await Promise.all([detail(first.id), detail(second.id), detail(first.id)]);
    for (const answer of answers) expect(answer.data?.publishedTrip.weather).toHaveLength(7);
    expect(requestsAt(49.75, 13.38)).toBe(1);

    // Kept for the hour, and the same query text is executed again each time (a kept public answer would hold
    // the forecast past its hour).
    clock.advance(FORECAST_TTL_MS - 1);
    expect((await detail(second.id)).data?.publishedTrip.weather).toHaveLength(7);
    expect(requestsAt(49.75, 13.38)).toBe(1);

    clock.advance(1);
    expect((await detail(first.id)).data?.publishedTrip.weather).toHaveLength(7);
    expect((await detail(second.id)).data?.publishedTrip.weather).toHaveLength(7);
    expect(requestsAt(49.75, 13.38)).toBe(2);

    // A start 1 km south is another place.
    expect((await detail(elsewhere.id)).data?.publishedTrip.weather).toHaveLength(7);
    expect(requestsAt(49.74, 13.38)).toBe(1);
  });

  it("asks again after Prague's midnight, within the hour: the kept forecast starts a day ago", async () => {
    const trip = await buildTrip(t, { lat: 48.8712, lng: 14.1189 });
    const today = dateIn('Europe/Prague');
    // Prague's offset from UTC today (1 in winter, 2 in summer), so its next midnight as an instant.
    const noon = Date.parse(`${today}T12:00:00Z`);
    const offsetHours =
      Number(
        new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Prague', hour: 'numeric', hourCycle: 'h23' }).format(noon),
      ) - 12;
    const midnight = Date.parse(`${addDays(today, 1)}T00:00:00Z`) - offsetHours * 60 * 60 * 1000;
    const saved = clock.now();
    try {
      clock.setNow(midnight - 10 * 60 * 1000);
      expect((await detail(trip.id)).data?.publishedTrip.weather).toHaveLength(7);
      expect(requestsAt(48.87, 14.12)).toBe(1);
      clock.advance({ minutes: 5 });
      await detail(trip.id);
      expect(requestsAt(48.87, 14.12)).toBe(1);

      // Ten minutes later it is 00:05 the next day in Prague: the forecast is 15 minutes old, but a day short.
      clock.advance({ minutes: 10 });
      expect(dateIn('Europe/Prague', clock.now())).toBe(addDays(today, 1));
      expect((await detail(trip.id)).data?.publishedTrip.weather).toHaveLength(7);
      expect(requestsAt(48.87, 14.12)).toBe(2);
    } finally {
      clock.setNow(saved);
    }
  });

  it.each([
    ['answers HTTP 500', 'server-error', 48.11],
    ['answers something that is not JSON', 'malformed-json', 48.12],
    ['answers JSON that is not a forecast', 'wrong-shape', 48.13],
    ['is slower than the timeout', 'slow', 48.14],
  ] as const)(
    'is null, not an error, when the service %s, and asks again after a minute',
    async (_case, behaviour, lat) => {
      const trip = await buildTrip(t, { lat, lng: 16.6 });
      fake.behaviour = behaviour;
      try {
        const answer = await detail(trip.id);
        expect(answer.errors).toBeUndefined();
        expect(answer.data?.publishedTrip).toEqual({ _id: trip.id, weather: null });
        expect(requestsAt(lat, 16.6)).toBe(1);
      } finally {
        fake.behaviour = 'forecast';
      }
      // The failure is kept for a minute, so a dead service is not asked on every request.
      clock.advance(FAILURE_TTL_MS - 1);
      expect((await detail(trip.id)).data?.publishedTrip.weather).toBeNull();
      expect(requestsAt(lat, 16.6)).toBe(1);
      clock.advance(1);
      expect((await detail(trip.id)).data?.publishedTrip.weather).toHaveLength(7);
      expect(requestsAt(lat, 16.6)).toBe(2);
    },
  );

  it('asks for the places of a list side by side, not one after another', async () => {
    const area = await buildArea(t);
    for (let index = 0; index < 6; index += 1)
      await buildTrip(t, { areaId: area.id, lat: 48.1 + index / 10, lng: 17.5 });
    fake.behaviour = 'slow';
    try {
      const started = performance.now();
      const answer = await t.gql<{ publishedTrips: { edges: Array<{ weather: Day[] | null }> } }>(
        'query W($area: ID!) { publishedTrips(filter: { area: [$area] }) { edges { weather { date } } } }',
        { area: area.id },
      );
      const elapsed = performance.now() - started;
      expect(answer.errors).toBeUndefined();
      // Each answer comes after 1 s, past this app's 300 ms timeout: six places one after another would take 1.8 s.
      expect(answer.data?.publishedTrips.edges.map((edge) => edge.weather)).toEqual(Array(6).fill(null));
      expect(elapsed).toBeLessThan(1500);
    } finally {
      fake.behaviour = 'forecast';
    }
  });

  it('fetches at most three new places for one answer, so a list cannot spend the daily quota', async () => {
    const area = await buildArea(t);
    for (let index = 0; index < 6; index += 1)
      await buildTrip(t, { areaId: area.id, lat: 50.5, lng: 12.1 + index / 10 });
    const ask = async () => {
      const answer = await t.gql<{ publishedTrips: { edges: Array<{ weather: Day[] | null }> } }>(
        'query W($area: ID!) { publishedTrips(filter: { area: [$area] }, sort: { field: publishedAt, direction: ASC }) { edges { weather { date } } } }',
        { area: area.id },
      );
      expect(answer.errors).toBeUndefined();
      return answer.data?.publishedTrips.edges.map((edge) => edge.weather !== null) ?? [];
    };
    const asked = () => fake.requests.filter((request) => request.latitude === 50.5).length;
    expect(await ask()).toEqual([true, true, true, false, false, false]);
    expect(asked()).toBe(3);
    // The next answer has the three kept and fetches three more.
    expect(await ask()).toEqual([true, true, true, true, true, true]);
    expect(asked()).toBe(6);
  });

  it('logs a failure once until the service answers again, without its URL or key', async () => {
    const failures = log.lines.filter(
      (line) => line.msg === 'the weather service failed: trips show no forecast until it answers again',
    );
    const recoveries = log.lines.filter((line) => line.msg === 'the weather service answers again');
    // One warning per outage, not one per request: each failure case above and then the list's six places.
    expect(failures.map((line) => line.reason)).toEqual([
      'HTTP 500',
      'an answer that is not JSON',
      'an answer that is not a forecast',
      'no answer within 300 ms',
      'no answer within 300 ms',
    ]);
    // And one answer again after each: four after the failure cases, one when the three-places test asks.
    expect(recoveries).toHaveLength(5);
    expect(failures.every((line) => line.level === 40 && line.weatherService === new URL(fake.url).origin)).toBe(true);
    const written = JSON.stringify(log.lines);
    expect(written).not.toContain(SECRET_KEY);
    expect(written).not.toContain('/v1/forecast');
  });
});

describe('PublishedTrip.weather when the service is down', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ WEATHER_API_URL: `http://127.0.0.1:${await closedPort()}/v1/forecast` });
  });
  afterAll(() => t?.close());

  it('is null, not an error, when nothing listens at the address', async () => {
    const trip = await buildTrip(t);
    const answer = await t.gql<Detail>(DETAIL, { id: trip.id });
    expect(answer.status).toBe(200);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.publishedTrip).toEqual({ _id: trip.id, weather: null });
  });
});

describe('WeatherService', () => {
  it('keeps a bounded number of places, dropping the oldest first', async () => {
    const fake = await startOpenMeteoFake();
    try {
      const weather = new WeatherService({
        url: fake.url,
        logger: createLogger('silent'),
        clock: systemClock,
        maxPlaces: 2,
      });
      const brno = { lat: 49.19, lng: 16.61 };
      const olomouc = { lat: 49.59, lng: 17.25 };
      const ostrava = { lat: 49.82, lng: 18.26 };
      for (const place of [brno, olomouc, ostrava]) expect(await weather.forecast(place)).toHaveLength(7);
      expect(fake.requests).toHaveLength(3);
      // Ostrava and Olomouc are kept; Brno, the oldest, made room for Ostrava and is asked for again.
      await weather.forecast(ostrava);
      await weather.forecast(olomouc);
      expect(fake.requests).toHaveLength(3);
      await weather.forecast(brno);
      expect(fake.requests.map((request) => request.latitude)).toEqual([49.19, 49.59, 49.82, 49.19]);
    } finally {
      await fake.close();
    }
  });

  it('is null without asking anybody when WEATHER_API_URL is empty (the feature is off)', async () => {
    const weather = new WeatherService({ url: undefined, logger: createLogger('silent'), clock: systemClock });
    expect(await weather.forecast({ lat: 50.5, lng: 15.2 })).toBeNull();
  });
});
