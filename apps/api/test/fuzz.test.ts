import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../src/db/seed/index.js';
import { buildSchema } from '../src/schema.js';
import { signedInUser } from './factories.js';
import { type FuzzOperation, type KnownValues, operations } from './fuzz/operations.js';
import { photoUploads, type RawRequest, rawRequests } from './fuzz/requests.js';
import { judgeErrors, judgeGraphQLBody, judgeHttp, judgeUpload } from './fuzz/verdict.js';
import { WsSession } from './fuzz/ws-session.js';
import { startTestApp, type TestApp } from './harness.js';

// npm test: FUZZ_RUNS cases (1,000) with a fixed seed, then as many with a fresh one, printed for reproduction.
// npm run fuzz: 5,000 + 5,000. FUZZ_SEED=n replays one seed alone.
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const FIXED_SEED = 20_261_125;
const SEEDS = process.env.FUZZ_SEED
  ? [Number(process.env.FUZZ_SEED)]
  : [FIXED_SEED, Math.floor(Math.random() * 2 ** 31)];
/** Longer than any honest answer takes, even argon2 on a busy machine: past it, the request hangs. */
const ANSWER_WITHIN_MS = 15_000;
/** A subscription that is accepted waits for events; this long without a word from the server is that. */
const SUBSCRIPTION_QUIET_MS = 150;
/** The whole test process (server included) may not grow past this however many cases run. */
const HEAP_LIMIT_BYTES = 512 * 1024 * 1024;

setFlagsFromString('--expose-gc');
/** The collector, so that heap figures count what is still held rather than garbage not yet collected. */
const collectGarbage = runInNewContext('gc') as () => void;
const heapInUse = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

/** `editor` is a CHIEF_EDITOR, so the console's operations get past their permission check into their input. */
type Auth = 'none' | 'user' | 'editor' | 'garbage';
type FuzzCase =
  | { lane: 'http'; auth: Auth; operation: FuzzOperation }
  | { lane: 'ws'; auth: Auth; operation: FuzzOperation }
  | { lane: 'raw'; request: RawRequest }
  | { lane: 'upload'; auth: Auth; request: RawRequest };

let t: TestApp;
let known: KnownValues;
let userToken = '';
let editorToken = '';
const sessions = new Map<Auth, WsSession>();

/** A fresh account for `auth` (after a fuzzed deleteAccount succeeded), with its WebSocket session to come. */
async function renew(auth: Auth) {
  if (auth === 'user') userToken = (await signedInUser(t)).token;
  else if (auth === 'editor') editorToken = (await signedInUser(t, { roles: ['USER', 'CHIEF_EDITOR'] })).token;
  else return;
  sessions.get(auth)?.close();
  sessions.delete(auth);
}

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoContent(t.app.services.db);
  const { data } = await t.gql<{
    publishedTrips: { edges: Array<{ _id: string }> };
    publishedArticles: { edges: Array<{ _id: string; slug: string }> };
  }>('{ publishedTrips { edges { _id } } publishedArticles { edges { _id slug } } }');
  known = {
    ids: [...(data?.publishedTrips.edges ?? []), ...(data?.publishedArticles.edges ?? [])].map((edge) => edge._id),
    slugs: data?.publishedArticles.edges.map((edge) => edge.slug) ?? [],
    emails: ['demo@toulky.cz'],
  };
  expect(known.ids.length).toBeGreaterThan(10);
  await renew('user');
  await renew('editor');
}, 120_000);

afterAll(async () => {
  for (const session of sessions.values()) session.close();
  await t.close();
});

function authorization(auth: Auth): string | undefined {
  if (auth === 'user') return `Bearer ${userToken}`;
  if (auth === 'editor') return `Bearer ${editorToken}`;
  if (auth === 'garbage') return 'Bearer eyJhbGciOiJub25lIn0.e30.';
  return undefined;
}

async function overHttp(
  request: RawRequest,
  auth: Auth = 'none',
  judge: (status: number, text: string) => string | undefined = judgeHttp,
): Promise<string | undefined> {
  const headers: Record<string, string> = {};
  if (request.contentType) headers['content-type'] = request.contentType;
  const bearer = authorization(auth);
  if (bearer) headers.authorization = bearer;
  const response = await fetch(`${t.url}${request.path}`, {
    method: request.method,
    headers,
    body: request.body,
    signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
  });
  const text = await response.text();
  const verdict = judge(response.status, text);
  // A fuzzed deleteAccount may succeed: the next cases get an account again.
  if (!verdict && text.includes('"deleteAccount":true')) await renew(auth);
  return verdict;
}

async function overWebSocket(auth: Auth, operation: FuzzOperation): Promise<string | undefined> {
  let session = sessions.get(auth);
  if (!session) {
    const bearer = authorization(auth);
    session = new WsSession(t.wsUrl, bearer ? { authorization: bearer } : {});
    sessions.set(auth, session);
  }
  const subscription = operation.kind === 'subscription';
  const answer = await session.run(
    { query: operation.query, variables: operation.variables },
    subscription ? SUBSCRIPTION_QUIET_MS : ANSWER_WITHIN_MS,
  );
  switch (answer.kind) {
    case 'error':
      return judgeErrors(answer.errors);
    case 'closed':
      // 4400–4499 are the protocol's refusals of a message (too big, malformed); anything else is a failure.
      return answer.code >= 4400 && answer.code < 4500 ? undefined : `socket closed with ${answer.code}`;
    case 'silent':
      if (!subscription) return 'no answer over WebSocket';
      break;
    case 'completed':
      break;
  }
  for (const result of answer.results) {
    const verdict = judgeGraphQLBody(result);
    if (verdict) return verdict;
  }
  if (!answer.results.length && !subscription) return 'completed without a result';
  if (JSON.stringify(answer.results).includes('"deleteAccount":true')) await renew(auth);
  return undefined;
}

function send(fuzzCase: FuzzCase): Promise<string | undefined> {
  if (fuzzCase.lane === 'raw') return overHttp(fuzzCase.request);
  if (fuzzCase.lane === 'upload') return overHttp(fuzzCase.request, fuzzCase.auth, judgeUpload);
  const { auth, operation } = fuzzCase;
  if (fuzzCase.lane === 'ws') return overWebSocket(auth, operation);
  // Subscriptions are answered over WebSocket only; over HTTP they are one more request to refuse cleanly.
  return overHttp(
    {
      method: 'POST',
      path: '/graphql',
      contentType: 'application/json',
      body: JSON.stringify({ query: operation.query, variables: operation.variables }),
    },
    auth,
  );
}

function cases(): fc.Arbitrary<FuzzCase> {
  const schema = buildSchema();
  const operation = operations(schema, known);
  const auth = fc.constantFrom<Auth>('none', 'user', 'user', 'editor', 'garbage');
  return fc.oneof(
    { weight: 6, arbitrary: fc.record({ lane: fc.constant('http' as const), auth, operation }) },
    { weight: 3, arbitrary: fc.record({ lane: fc.constant('ws' as const), auth, operation }) },
    { weight: 1, arbitrary: fc.record({ lane: fc.constant('raw' as const), request: rawRequests() }) },
    // Hikers' photo uploads (issue 32): the one route besides /graphql that takes input from any signed-in person.
    { weight: 2, arbitrary: fc.record({ lane: fc.constant('upload' as const), auth, request: photoUploads() }) },
  );
}

describe('fuzzing every query, mutation and subscription argument, over HTTP and WebSocket', () => {
  for (const seed of SEEDS) {
    it(`answers ${RUNS} generated requests (seed ${seed}) with catalogue errors only`, async () => {
      console.log(`fuzz: ${RUNS} cases, seed ${seed} (replay with FUZZ_SEED=${seed} npm run fuzz)`);
      const heapBefore = heapInUse();
      let sent = 0;
      let heapHalfway = 0;
      await fc.assert(
        fc.asyncProperty(cases(), async (fuzzCase) => {
          if (++sent === Math.ceil(RUNS / 2)) heapHalfway = heapInUse();
          const verdict = await send(fuzzCase);
          if (verdict) throw new Error(verdict);
        }),
        { numRuns: RUNS, seed },
      );
      // The server answered every case and is still well.
      expect((await t.gql('{ health }')).data).toEqual({ health: true });
      const heapAfter = heapInUse();
      const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
      console.log(
        `fuzz: ${sent} sent; heap in use ${mb(heapBefore)} → ${mb(heapHalfway)} (halfway) → ${mb(heapAfter)} MB`,
      );
      expect(heapAfter).toBeLessThan(HEAP_LIMIT_BYTES);
    }, 900_000);
  }
});
