import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTrip } from '../../../test/content-factories.js';
import { signedInUser, uniqueEmail } from '../../../test/factories.js';
import { errorCode, startTestApp, type TestApp } from '../../../test/harness.js';
import { buildHikerPhoto } from '../../../test/moderation-factories.js';

const SECRET = 'report-test-secret';
const PER_IP = 14;
const PER_PERSON = 2;

const REPORT = 'mutation R($input: ReportContentInput!) { reportContent(input: $input) }';
const RATE = `mutation R($id: ID!, $input: RateTripInput!) { rateTrip(id: $id, input: $input) { myRating { _id } } }`;

/** A siteverify stand-in: token "human:<ACTION>" passes for that action, anything else fails. */
function startSiteVerify(): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const [kind, action] = (new URLSearchParams(body).get('response') ?? '').split(':');
      const answer = kind === 'human' ? { success: true, score: 0.9, action } : { success: false };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}/siteverify` });
    }),
  );
}

let verify: Awaited<ReturnType<typeof startSiteVerify>>;
let t: TestApp;
let ratingId = '';
let photoId = '';

/** Reports the rating (or its photo), with a bot-check token and a session when given. */
function report(email: string | null, options: { botToken?: string; token?: string; photo?: boolean } = {}) {
  const headers: Record<string, string> = options.botToken ? { 'x-bot-check-token': options.botToken } : {};
  const target = options.photo
    ? { targetKind: 'HIKER_PHOTO', targetId: photoId }
    : { targetKind: 'RATING', targetId: ratingId };
  const input = { ...target, reason: 'SPAM', email, goodFaith: true };
  return t.gql(REPORT, { input }, { headers, token: options.token });
}

beforeAll(async () => {
  verify = await startSiteVerify();
  t = await startTestApp({
    BOTCHECK_SECRET: SECRET,
    BOTCHECK_VERIFY_URL: verify.url,
    RATE_LIMIT_PER_IP: String(PER_IP),
    RATE_LIMIT_PER_EMAIL: String(PER_PERSON),
    RATE_LIMIT_WINDOW: '3600',
  });
  const trip = await buildTrip(t);
  const author = await signedInUser(t);
  const rated = await t.gql<{ rateTrip: { myRating: { _id: string } } }>(
    RATE,
    { id: trip.id, input: { score: 2, text: 'Reklama.' } },
    { token: author.token },
  );
  ratingId = rated.data?.rateTrip.myRating._id ?? '';
  photoId = await buildHikerPhoto(t, { userId: author.user.id, ratingId });
});
afterAll(async () => {
  await t.close();
  verify.server.close();
});

// The tests share one IP's budget (PER_IP reports from 127.0.0.1 in the window), so they run in this order: the
// first two leave one report to spare.
describe('reportContent guards', () => {
  it('bot-checks visitors with REPORT_CONTENT, and not signed-in reporters', async () => {
    expect(errorCode(await report(uniqueEmail()))).toBe('UNAUTHORIZED_RECAPTCHA_FAILED');
    expect(errorCode(await report(uniqueEmail(), { botToken: 'human:SUPPORT_MESSAGE' }))).toBe(
      'UNAUTHORIZED_RECAPTCHA_FAILED',
    );
    expect((await report(uniqueEmail(), { botToken: 'human:REPORT_CONTENT' })).data).toEqual({ reportContent: true });
    const member = await signedInUser(t);
    expect((await report(null, { token: member.token })).data).toEqual({ reportContent: true });
    // A photo is reported the same way.
    expect(errorCode(await report(uniqueEmail(), { photo: true }))).toBe('UNAUTHORIZED_RECAPTCHA_FAILED');
    const botToken = 'human:REPORT_CONTENT';
    expect((await report(uniqueEmail(), { botToken, photo: true })).data).toEqual({ reportContent: true });
  });

  it('limits reports per person (e-mail or account) with ACTION_NOT_ALLOWED and retryAfter', async () => {
    const email = uniqueEmail('limited');
    const botToken = 'human:REPORT_CONTENT';
    for (let attempt = 0; attempt < PER_PERSON; attempt += 1) {
      expect((await report(email, { botToken })).errors).toBeUndefined();
    }
    const refused = await report(email, { botToken });
    expect(errorCode(refused)).toBe('ACTION_NOT_ALLOWED');
    expect(refused.errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(0);
    // Another person from the same address is still let through.
    expect((await report(uniqueEmail(), { botToken })).errors).toBeUndefined();

    const member = await signedInUser(t);
    for (let attempt = 0; attempt < PER_PERSON; attempt += 1) {
      expect((await report(null, { token: member.token })).errors).toBeUndefined();
    }
    expect(errorCode(await report(null, { token: member.token }))).toBe('ACTION_NOT_ALLOWED');
  });

  it('limits reports per IP, whoever makes them', async () => {
    const codes: Array<string | undefined> = [];
    for (let attempt = 0; attempt <= PER_IP; attempt += 1) {
      codes.push(errorCode(await report(uniqueEmail(), { botToken: 'human:REPORT_CONTENT' })));
    }
    expect(codes[0]).toBeUndefined();
    expect(codes.at(-1)).toBe('ACTION_NOT_ALLOWED');
    const refused = await report(uniqueEmail(), { botToken: 'human:REPORT_CONTENT' });
    expect(refused.errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(0);
  });
});
