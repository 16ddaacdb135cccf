import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildArticle, buildTrip } from './content-factories.js';
import { signedInUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { unzip } from './unzip.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ BOTCHECK_SECRET: '' });
});
afterAll(() => t.close());

const download = (token?: string) =>
  fetch(`${t.url}/api/my-data`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('GET /api/my-data (Settings › Download my data)', () => {
  it('hands the signed-in person everything held about them, as JSON and GPX in a ZIP', async () => {
    const jana = await signedInUser(t, { firstname: 'Jana', lastname: 'Dvořáková' });
    const other = await signedInUser(t, { firstname: 'Petr' });
    const finished = await buildTrip(t, { title: 'Na Sněžku & zpět', lat: 50.7359, lng: 15.7399, lengthKm: 14.5 });
    const bookmarked = await buildTrip(t, { title: 'Prachovské skály' });
    const article = await buildArticle(t, { title: 'Jak balit batoh' });
    const calls: Array<[string, Record<string, unknown>]> = [
      ['mutation F($id: ID!) { toggleTripFinished(id: $id) { _id } }', { id: finished.id }],
      ['mutation B($id: ID!) { toggleTripBookmark(id: $id) { _id } }', { id: bookmarked.id }],
      ['mutation A($id: ID!) { toggleArticleBookmark(id: $id) { _id } }', { id: article.id }],
      ['mutation R($id: ID!) { rateTrip(id: $id, input: { score: 5, text: "Nádhera" }) { _id } }', { id: finished.id }],
      [
        'mutation O($i: OnboardingPreferencesInput!) { updateOnboardingPreferences(input: $i) { _id } }',
        { i: { drink: 'TEA', referralSource: 'INSTAGRAM', interests: ['CASTLES'] } },
      ],
      ['mutation N { updateNewsletterSubscription(subscribed: true) { _id } }', {}],
      ['mutation S { sendSupportMessage(input: { message: "Chybí mi mapa Krkonoš." }) }', {}],
    ];
    for (const [query, variables] of calls) {
      expect((await t.gql(query, variables, { token: jana.token })).errors).toBeUndefined();
    }
    const petrs = await t.gql<{ rateTrip: { myRating: { _id: string } } }>(
      'mutation R($id: ID!) { rateTrip(id: $id, input: { score: 1, text: "Kupte si moje boty!" }) { myRating { _id } } }',
      { id: bookmarked.id },
      { token: other.token },
    );
    const reported = await t.gql(
      'mutation P($input: ReportContentInput!) { reportContent(input: $input) }',
      { input: { targetKind: 'RATING', targetId: petrs.data?.rateTrip.myRating._id, reason: 'SPAM', goodFaith: true } },
      { token: jana.token },
    );
    expect(reported.errors).toBeUndefined();
    await t.gql(
      'mutation B($id: ID!) { toggleTripBookmark(id: $id) { _id } }',
      { id: finished.id },
      { token: other.token },
    );

    const response = await download(jana.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="toulky-data-\d{4}-\d\d-\d\d\.zip"$/,
    );
    const files = await unzip(Buffer.from(await response.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['README.txt', 'finished-trips.gpx', 'my-data.json']);

    const data = JSON.parse(files['my-data.json'] as string);
    expect(data.account).toMatchObject({ email: jana.user.email, firstname: 'Jana', lastname: 'Dvořáková' });
    expect(data.account.interests).toEqual(['CASTLES']);
    expect(data.onboarding).toMatchObject({ drink: 'TEA', referralSource: 'INSTAGRAM' });
    expect(data.bookmarkedTrips.map((trip: { title: string }) => trip.title)).toEqual(['Prachovské skály']);
    expect(data.bookmarkedArticles.map((item: { title: string }) => item.title)).toEqual(['Jak balit batoh']);
    expect(data.finishedTrips).toEqual([expect.objectContaining({ title: 'Na Sněžku & zpět', km: 14.5 })]);
    expect(data.totalKm).toBe(14.5);
    expect(data.ratings).toEqual([expect.objectContaining({ score: 5, text: 'Nádhera' })]);
    expect(data.newsletter).toMatchObject({ status: 'CONFIRMED' });
    expect(data.supportMessages).toEqual([expect.objectContaining({ message: 'Chybí mi mapa Krkonoš.' })]);
    expect(data.reports).toEqual([expect.objectContaining({ targetKind: 'RATING', reason: 'SPAM', decision: null })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(Object.keys(data.sessions[0]).sort()).toEqual(
      ['browser', 'country', 'expiresAt', 'lastUsedAt', 'os', 'platform', 'revokedAt', 'signedInAt'].sort(),
    );
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|password_hash|\$argon2/);
    expect(JSON.stringify(data)).not.toContain(other.user.email);

    const gpx = files['finished-trips.gpx'] as string;
    expect(gpx).toContain('<gpx version="1.1" creator="Toulky" xmlns="http://www.topografix.com/GPX/1/1">');
    expect(gpx).toMatch(/<wpt lat="50.7359" lon="15.7399">\s+<time>[^<]+<\/time>\s+<name>Na Sněžku &#38; zpět<\/name>/);
  });

  it('is for a signed-in person only, and a few times per window', async () => {
    const anonymous = await download();
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error).toMatchObject({ code: 'UNAUTHORIZED', requestId: expect.any(String) });
    const forged = await download('not-a-token');
    expect(forged.status).toBe(401);
    // Every answer is read to its end: one left unread keeps its connection busy, and the server's close waits for it.
    await forged.arrayBuffer();

    const { token } = await signedInUser(t);
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await download(token);
      expect(answer.status).toBe(200);
      await answer.arrayBuffer();
    }
    const limited = await download(token);
    expect(limited.status).toBe(429);
    const refusal = (await limited.json()).error;
    expect(refusal).toMatchObject({ code: 'ACTION_NOT_ALLOWED', retryAfter: expect.any(Number) });
    expect(limited.headers.get('retry-after')).toBe(String(refusal.retryAfter));
  });
});
