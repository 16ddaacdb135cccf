import { readFile } from 'node:fs/promises';
import { gql, seedUser } from '../support/api';
import { signInThroughUi, sitePath, useLanguage } from '../support/app';
import { seriousViolations } from '../support/axe';
import { E2E } from '../support/environment';
import { expect, type Locator, test } from '../support/test';
import { DEMO_TRIPS, LANGUAGES } from '../support/texts';

interface DemoTrack {
  lengthKm: number;
  elevationGain: number;
  elevationLoss: number;
  lowestPoint: number;
  highestPoint: number;
  profile: number[][];
  gpxUrl: string;
}

/** A demo trip with a track (apps/api/src/db/seed/demo/tracks.ts): Sněžka from Pec, 830 → 1,603 m. */
const TRIP_TITLE = DEMO_TRIPS.snezka.cs_CZ;
const TRACK_SECTION = 'section[aria-labelledby="trip-track"]';

async function demoTrip(): Promise<{ _id: string; track: DemoTrack }> {
  const { tripsLocations } = await gql<{ tripsLocations: Array<{ _id: string; title: string }> }>(
    E2E.appUrl,
    '{ tripsLocations { _id title } }',
    {},
  );
  const trip = tripsLocations.find((candidate) => candidate.title === TRIP_TITLE);
  if (!trip) throw new Error(`The demo content has no trip "${TRIP_TITLE}"`);
  const { publishedTrip } = await gql<{ publishedTrip: { _id: string; track: DemoTrack | null } }>(
    E2E.appUrl,
    `query T($id: ID!) { publishedTrip(id: $id) {
      _id track { lengthKm elevationGain elevationLoss lowestPoint highestPoint profile gpxUrl }
    } }`,
    { id: trip._id },
  );
  if (!publishedTrip.track) throw new Error(`"${TRIP_TITLE}" has no track`);
  return { _id: publishedTrip._id, track: publishedTrip.track };
}

for (const language of LANGUAGES) {
  const texts = language.t.trail.track;
  const number = (value: number) =>
    new Intl.NumberFormat(language.code === 'cs_CZ' ? 'cs' : 'en', { maximumFractionDigits: 1 }).format(value);
  const fill = (template: string, values: Record<string, number>) =>
    template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => number(values[name]));

  /** The profile's caption says the track's figures, each as the language writes it. */
  async function expectFigures(section: Locator, track: DemoTrack) {
    const figures: Array<[string, string]> = [
      [texts.length, fill(texts.km, { value: track.lengthKm })],
      [texts.gain, fill(texts.metres, { value: track.elevationGain })],
      [texts.loss, fill(texts.metres, { value: track.elevationLoss })],
      [texts.lowest, fill(texts.altitude, { value: track.lowestPoint })],
      [texts.highest, fill(texts.altitude, { value: track.highestPoint })],
    ];
    const items = section.locator('figure figcaption dl > div');
    await expect(items).toHaveCount(figures.length);
    for (const [index, [label, value]] of figures.entries()) {
      await expect(items.nth(index).getByRole('term')).toHaveText(label);
      await expect(items.nth(index).getByRole('definition')).toHaveText(value);
    }
  }

  test.describe(`trip track ${language.tag}`, () => {
    test('a trip with a track shows its elevation profile and gives its GPX, on the public page and in the app', async ({
      page,
    }, testInfo) => {
      const { _id: tripId, track } = await demoTrip();
      const [lastKm, lastM] = track.profile[track.profile.length - 1];
      await useLanguage(page, language);

      // The public page, as a visitor: the profile is in the server's HTML, the download is the file.
      await page.goto(sitePath(language, `/trips/${tripId}`));
      const publicSection = page.getByRole('region', { name: texts.title });
      await expectFigures(publicSection, track);
      const publicLink = publicSection.getByRole('link', { name: texts.download });
      await expect(publicLink).toHaveAttribute('href', track.gpxUrl);
      const file = await page.request.get(track.gpxUrl);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toBe('application/gpx+xml; charset=utf-8');
      expect(await file.text()).toContain('<trkpt');
      await publicSection.screenshot({ path: testInfo.outputPath('public-trip-track.png') });
      expect(await seriousViolations(page, TRACK_SECTION)).toEqual([]);

      // The app's trip detail, signed in.
      await signInThroughUi(page, language, await seedUser(E2E.appUrl, 'hiker', { language }));
      const line = page.waitForResponse(
        (response) =>
          response.url().endsWith('/graphql') && Boolean(response.request().postData()?.includes('TripTrackLine')),
      );
      await page.goto(`/app/trips/${tripId}`);
      await expect(page.getByRole('heading', { level: 1, name: DEMO_TRIPS.snezka[language.code] })).toBeVisible();
      const section = page.getByRole('region', { name: texts.title });
      await expectFigures(section, track);

      // The chart reads out the way point by point from the keyboard.
      const chart = section.getByRole('slider', { name: texts.chart });
      await chart.focus();
      await page.keyboard.press('End');
      await expect(chart).toHaveAttribute(
        'aria-valuetext',
        fill(texts.point, { distance: lastKm, elevation: Math.round(lastM) }),
      );
      await expect(chart).toContainText(fill(texts.point, { distance: lastKm, elevation: Math.round(lastM) }));
      await chart.screenshot({ path: testInfo.outputPath('elevation-profile.png') });

      const download = page.waitForEvent('download');
      await section.getByRole('link', { name: texts.download }).click();
      const saved = await download;
      expect(saved.suggestedFilename()).toBe('snezka-z-pece.gpx');
      expect(await readFile(await saved.path(), 'utf8')).toMatch(/^<\?xml[\s\S]*<gpx[\s\S]*<trkpt/);

      // The start map asks for the track's line (awaited since the page opened: on a phone the map may come into view,
      // and ask, while the chart is read) and draws it.
      await page.getByRole('heading', { level: 2, name: language.t.trips.detail.start }).scrollIntoViewIfNeeded();
      const answer = (await (await line).json()) as { data: { publishedTrip: { track: { line: number[][] } } } };
      expect(answer.data.publishedTrip.track.line.length).toBeGreaterThan(20);

      await section.screenshot({ path: testInfo.outputPath('trip-track.png') });
      await page.getByRole('heading', { level: 2, name: language.t.trips.detail.start }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath('start-map.png') });
      expect(await seriousViolations(page, TRACK_SECTION)).toEqual([]);
    });
  });
}
