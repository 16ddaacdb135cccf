import { addDays, dateIn, FAKE_WEEK } from '../../apps/api/test/support/open-meteo-fake.js';
import { gql, inLanguage } from '../support/api';
import { signedIn } from '../support/app';
import { seriousViolations } from '../support/axe';
import { E2E } from '../support/environment';
import { expect, test } from '../support/test';
import { LANGUAGES, type Language } from '../support/texts';

type Location = { _id: string; title: string; coordinates: { lat: number; lng: number } };

const rounded = (degrees: number) => Math.round(degrees * 100) / 100;
/** What axe checks: the strip's section (found by role and name everywhere else). */
const WEATHER_SECTION = 'section[aria-labelledby="trip-weather"]';

/** The demo trip at the place where the fake Open-Meteo fails, and another one, where it forecasts; in the language. */
async function trips(language: Language): Promise<{ forecast: Location; failing: Location }> {
  const { tripsLocations } = await gql<{ tripsLocations: Location[] }>(
    E2E.appUrl,
    '{ tripsLocations { _id title coordinates { lat lng } } }',
    {},
    undefined,
    inLanguage(language),
  );
  const failsAt = ({ coordinates }: Location) =>
    rounded(coordinates.lat) === E2E.weatherFailsAt.lat && rounded(coordinates.lng) === E2E.weatherFailsAt.lng;
  const failing = tripsLocations.find(failsAt);
  const forecast = tripsLocations.find((trip) => !failsAt(trip));
  if (!failing || !forecast) throw new Error('The demo content has no trip at the failing place, or only that one');
  return { forecast, failing };
}

for (const language of LANGUAGES) {
  const { weather } = language.t.trail;
  const czech = language.code === 'cs_CZ';
  /** A number as the fake sent it, written as the language writes it: 21,5 in Czech, 21.5 in English. */
  const decimal = (value: number) => (czech ? String(value).replace('.', ',') : String(value));
  const fill = (template: string, value: number) => template.replace('{{value}}', decimal(value));
  /** `YYYY-MM-DD` as the strip writes it: 14.6. in Czech, 14/6 in English. */
  const dayAndMonth = (date: string) => {
    const [, month, day] = date.split('-').map(Number);
    return czech ? `${day}.${month}.` : `${day}/${month}`;
  };

  test.describe(`weather ${language.tag}`, () => {
    test('the trip detail shows the next 7 days at the start, today first and highlighted, axe clean', async ({
      page,
    }, testInfo) => {
      const { forecast } = await trips(language);
      await signedIn(page, language, `/app/trips/${forecast._id}`);
      await expect(page.getByRole('heading', { level: 1, name: forecast.title })).toBeVisible();

      const strip = page.getByRole('region', { name: weather.title });
      const days = strip.getByRole('list', { name: weather.days });
      await expect(days.getByRole('listitem')).toHaveCount(7);

      const today = dateIn('Europe/Prague');
      const todayItem = days.getByRole('listitem').filter({ hasText: weather.today });
      await expect(todayItem).toHaveAttribute('aria-current', 'date');
      await expect(todayItem).toContainText(dayAndMonth(today));
      await expect(todayItem.getByRole('img', { name: weather.codes.clear })).toBeVisible();
      await expect(todayItem).toContainText(fill(weather.celsius, FAKE_WEEK[0].max));

      // Every day of the fake's week, by its date: its weather in words, temperatures, precipitation and wind.
      const kinds = ['clear', 'partlyCloudy', 'rain', 'overcast', 'snow', 'thunderstorm', 'fog'] as const;
      for (const [index, fake] of FAKE_WEEK.entries()) {
        const item = days.getByRole('listitem').filter({ hasText: dayAndMonth(addDays(today, index)) });
        await expect(item.getByRole('img', { name: weather.codes[kinds[index]] })).toBeAttached();
        for (const text of [
          fill(weather.celsius, fake.max),
          fill(weather.celsius, fake.min),
          fill(weather.millimetres, fake.precipitation),
          fill(weather.percent, fake.probability),
          fill(weather.kmh, fake.wind),
        ]) {
          await expect(item).toContainText(text);
        }
        if (index > 0) await expect(item).not.toHaveAttribute('aria-current');
      }
      // The rain day in words, with the decimal comma in Czech.
      const rainy = days.getByRole('listitem').filter({ has: page.getByRole('img', { name: weather.codes.rain }) });
      await expect(rainy).toContainText(czech ? '12,6\u00a0mm' : '12.6\u00a0mm');
      await expect(rainy).toContainText(czech ? '90\u00a0%' : '90%');
      await expect(rainy).toContainText(czech ? '14,6\u00a0°C' : '14.6\u00a0°C');

      if (testInfo.project.name === 'phone') {
        // Wider than a phone: the row scrolls, and can be scrolled from the keyboard.
        await expect(days).toHaveAttribute('tabindex', '0');
        await days.focus();
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => days.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
      } else {
        // Seven days fit: nothing to scroll, so no extra stop for the Tab key.
        await expect(days).not.toHaveAttribute('tabindex');
      }

      await strip.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath('weather-strip.png') });
      // The strip and its states; the whole trip detail is checked by accessibility.spec.ts.
      expect(await seriousViolations(page, WEATHER_SECTION)).toEqual([]);
    });

    test('when the weather service fails for the trip, the detail says the forecast is unavailable', async ({
      page,
    }, testInfo) => {
      const { failing } = await trips(language);
      await signedIn(page, language, `/app/trips/${failing._id}`);
      await expect(page.getByRole('heading', { level: 1, name: failing.title })).toBeVisible();
      const strip = page.getByRole('region', { name: weather.title });
      await expect(strip.getByText(weather.unavailable)).toBeVisible();
      await expect(strip.getByRole('list')).toHaveCount(0);
      await strip.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath('weather-unavailable.png') });
      // The rest of the trip is all there.
      await expect(page.getByRole('heading', { level: 2, name: language.t.trips.ratings.title })).toBeVisible();
      expect(await seriousViolations(page, WEATHER_SECTION)).toEqual([]);
    });
  });
}
