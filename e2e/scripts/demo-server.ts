// The production build served by the real server on a fresh embedded database with the demo content, and the demo
// user's session: what the measuring scripts (lighthouse.ts, interactions.ts) run against.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gql } from '../support/api.js';

const DEMO = { email: 'demo@toulky.cz', password: 'toulky-demo' };
const root = new URL('../../', import.meta.url).pathname;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

export interface DemoServer {
  base: string;
  stop(): Promise<void>;
}

/** Builds the web app and the server (`npm run build`) and starts the server on a new embedded database. */
export async function startDemoServer(): Promise<DemoServer> {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const dataDir = mkdtempSync(join(tmpdir(), 'toulky-measure-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn('node', ['dist/main.js'], {
    cwd: join(root, 'apps/api'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${base}/healthz`, 120);
  return {
    base,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface DemoSession {
  tokens: { accessToken: string; refreshToken: string };
  user: { _id: string; email: string; roles: string[] };
  /** A published trip and an article to open, and an article's English address (`/en/blog/{slug}`). */
  tripId: string;
  articleSlug: string;
  englishArticleSlug: string;
}

/** Signs the demo user in through the API. */
export async function demoSession(base: string): Promise<DemoSession> {
  const { signIn } = await gql<{ signIn: { accessToken: string; refreshToken: string } }>(
    base,
    'mutation S($input: SignInInput!) { signIn(input: $input) { accessToken refreshToken } }',
    { input: DEMO },
  );
  const { me, publishedTrips, publishedArticles } = await gql<{
    me: DemoSession['user'];
    publishedTrips: { edges: Array<{ _id: string }> };
    publishedArticles: { edges: Array<{ slug: string }> };
  }>(
    base,
    '{ me { _id email roles } publishedTrips(pagination: { pageSize: 1 }) { edges { _id } } publishedArticles(pagination: { pageSize: 1 }) { edges { slug } } }',
    {},
    signIn.accessToken,
  );
  const english = await gql<{ publishedArticles: { edges: Array<{ slug: string }> } }>(
    base,
    '{ publishedArticles(filter: { writtenIn: en_US }, pagination: { pageSize: 1 }) { edges { slug } } }',
    {},
    undefined,
    { 'accept-language': 'en' },
  );
  return {
    tokens: signIn,
    user: me,
    tripId: publishedTrips.edges[0]._id,
    articleSlug: publishedArticles.edges[0].slug,
    englishArticleSlug: english.publishedArticles.edges[0].slug,
  };
}

/** Local storage of a signed-in returning person who chose Czech and made the cookie choice (run in the page). */
export function storeSession({ tokens, user }: Pick<DemoSession, 'tokens' | 'user'>): void {
  localStorage.setItem('accessToken', tokens.accessToken);
  localStorage.setItem('refreshToken', tokens.refreshToken);
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('language', 'cs_CZ');
  localStorage.setItem(
    'cookieConsent',
    JSON.stringify({
      preferences: { necessary: true, diagnostics: false, analytics: false, marketing: false },
      timestamp: new Date().toISOString(),
    }),
  );
}
