import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { freePort, TestSmtpServer } from '../../test/smtp.js';
import { rateLimitHits } from '../db/schema.js';
import { createLogger } from './logger.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { type AppPubSub, createAppPubSub } from './pubsub.js';
import { UnitOfWork } from './unit-of-work.js';

/** Log lines written while the tests run, parsed. */
const lines: Array<Record<string, unknown>> = [];
const logger = createLogger(
  'info',
  new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  }),
);

let database: TestDatabase;
let pubsub: AppPubSub;
let stopPubSub: () => Promise<void>;
let smtp: TestSmtpServer;
let mailer: Mailer;
/** A mailer whose SMTP server is not there: every send fails as a real one does when the relay is down. */
let downMailer: Mailer;

beforeAll(async () => {
  database = await createTestDatabase();
  // PGlite's starts migrated; a new PostgreSQL database is empty until migrated, as createApp does.
  await database.handle.migrate();
  ({ pubsub, stop: stopPubSub } = await createAppPubSub(database.handle, logger));
  smtp = new TestSmtpServer();
  mailer = createMailer({ smtpUrl: await smtp.start(), from: 'Toulky <no-reply@toulky.test>', outboxDir: '', logger });
  const nobody = `smtp://127.0.0.1:${await freePort()}`;
  downMailer = createMailer({ smtpUrl: nobody, from: 'Toulky <no-reply@toulky.test>', outboxDir: '', logger });
});

afterAll(async () => {
  mailer?.close();
  downMailer?.close();
  await stopPubSub?.();
  await smtp?.stop();
  await database?.dispose();
});

const work = (withMailer: Mailer = mailer) =>
  new UnitOfWork({ db: database.handle.db, mailer: withMailer, pubsub, logger });

let keys = 0;
/** A row the work writes, by a key of its own. */
const newKey = () => `unit-of-work:${process.pid}:${++keys}`;
const rowOf = async (key: string) =>
  (await database.handle.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, key)))[0];
const write = (tx: Parameters<Parameters<UnitOfWork['run']>[0]>[0], key: string) =>
  tx.insert(rateLimitHits).values({ key, windowStart: new Date(), count: 1 });

const message = (to: string) => ({ to, subject: 'Your rating was hidden', text: 'Hello.' });

describe('UnitOfWork', () => {
  it('runs what the work queued only once it has committed, in order, and answers what the work answered', async () => {
    const key = newKey();
    const happened: string[] = [];
    const answer = await work().run(async (tx, after) => {
      await write(tx, key);
      after.run('reading the row', async () => happened.push((await rowOf(key)) ? 'saw the row' : 'no row'));
      after.mail(message('jana@toulky.test'));
      after.run('second', () => happened.push('second'));
      // Queued, not run: nothing happens before the commit.
      expect(happened).toEqual([]);
      return 'saved';
    });
    expect(answer).toBe('saved');
    expect(happened).toEqual(['saw the row', 'second']);
    expect((await smtp.waitForMail('jana@toulky.test')).raw).toContain('Your rating was hidden');
  });

  it('runs none of it when the transaction rolls back, and the request fails with the work’s error', async () => {
    const key = newKey();
    const happened: string[] = [];
    const refusal = new Error('ALREADY_HIDDEN');
    await expect(
      work().run(async (tx, after) => {
        await write(tx, key);
        after.mail(message('petr@toulky.test'));
        after.run('must not run', () => happened.push('ran'));
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(happened).toEqual([]);
    expect(await rowOf(key)).toBeUndefined();
    await expect(smtp.waitForMail('petr@toulky.test', 1500)).rejects.toThrow(/no mail/);
  });

  it('logs an effect that fails with its context, and neither fails the request nor skips the effects after it', async () => {
    const key = newKey();
    const happened: string[] = [];
    const answer = await work(downMailer).run(async (tx, after) => {
      await write(tx, key);
      after.mail(message('eva@toulky.test'), { ratingId: 'rating-1' });
      after.run(
        'clearing a cache',
        () => {
          throw new Error('the cache is gone');
        },
        { tripId: 'trip-1' },
      );
      after.run('next', () => happened.push('next'));
      return 'hidden';
    });
    expect(answer).toBe('hidden');
    expect(await rowOf(key)).toBeDefined();
    expect(happened).toEqual(['next']);
    const failures = lines.filter((line) => String(line.msg).includes('failed after the commit'));
    expect(failures).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'sending an e-mail failed after the commit; the change stands',
        ratingId: 'rating-1',
        subject: 'Your rating was hidden',
        err: expect.objectContaining({ message: expect.any(String) }),
      }),
      expect.objectContaining({
        level: 50,
        msg: 'clearing a cache failed after the commit; the change stands',
        tripId: 'trip-1',
        err: expect.objectContaining({ message: 'the cache is gone' }),
      }),
    ]);
    // The address is not logged.
    expect(JSON.stringify(failures)).not.toContain('eva@toulky.test');
  });

  it('publishes an event after the commit to its subscribers in every process', async () => {
    const events = pubsub.subscribe('user:updated', 'user-1')[Symbol.asyncIterator]();
    const next = events.next();
    await work().run(async (tx, after) => {
      await write(tx, newKey());
      after.publish('user:updated', 'user-1', { userId: 'user-1' });
    });
    expect((await next).value).toEqual({ userId: 'user-1' });
    await events.return?.();
  });

  it('answers without waiting for the effects when asked, and idle() waits for them', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const happened: string[] = [];
    const unit = work();
    await unit.run(
      async (_tx, after) => {
        after.run('a slow send', async () => {
          await released;
          happened.push('sent');
        });
      },
      { waitForEffects: false },
    );
    expect(happened).toEqual([]);
    const idle = unit.idle().then(() => happened.push('idle'));
    release();
    await idle;
    expect(happened).toEqual(['sent', 'idle']);
  });

  it('refuses work queued after its transaction ended: nothing would run it', async () => {
    let kept: Parameters<Parameters<UnitOfWork['run']>[0]>[1] | undefined;
    await work().run(async (_tx, after) => {
      kept = after;
    });
    expect(() => kept?.mail(message('late@toulky.test'))).toThrow(/queued after its transaction ended/);
  });
});
