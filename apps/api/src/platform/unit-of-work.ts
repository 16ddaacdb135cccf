import type { Logger } from 'pino';
import type { Database, Transaction } from '../db/client.js';
import { type Mailer, type MailMessage, withoutAddresses } from './mail/mailer.js';
import type { AppPubSub, PubSubTopics } from './pubsub.js';

/** What the log says about a failed effect besides the error: ids and names, never an address or a text. */
export type EffectContext = Record<string, string | number | boolean | null | undefined>;

/** What a write does once its transaction has committed: handed to the work of `UnitOfWork.run`. */
export interface AfterCommit {
  /** Sends the e-mail. */
  mail(message: MailMessage, context?: EffectContext): void;
  /** Publishes a subscription event (to every process, `platform/pubsub.ts`). */
  publish<K extends keyof PubSubTopics & string>(topic: K, ...args: PubSubTopics[K]): void;
  /** Anything else: files to delete, a cache to clear, an outbox to wake. `what` names it in the log. */
  run(what: string, effect: () => unknown, context?: EffectContext): void;
}

export interface RunOptions {
  /**
   * False answers as soon as the transaction has committed, without waiting for the effects (a password reset's mail:
   * the answer must take as long whether the address has an account or not). They still run, and `idle()` waits for
   * them. True by default: the answer comes after the effects, so a change a person is told of has been announced,
   * and a server that stops lets in-flight requests finish with their mail sent.
   */
  waitForEffects?: boolean;
}

export interface UnitOfWorkDeps {
  db: Database;
  mailer: Mailer;
  pubsub: AppPubSub;
  logger: Logger;
}

interface Effect {
  what: string;
  run: () => unknown;
  context: EffectContext | undefined;
}

/**
 * How a write is done (ARCHITECTURE.md "How a write is done"): a service's command opens one transaction with `run`,
 * passes `tx` to its repositories and to other features' parts (plain functions taking `tx`, e.g. `hideRating`), and
 * queues on `after` what must happen only once the change is committed. After the commit the effects run one after
 * another, in the order queued; one that fails is logged with its context and never fails the request, nor stops the
 * next. A transaction that rolls back runs none of them.
 */
export class UnitOfWork {
  /** Effects of runs that did not wait for them, still running. */
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly deps: UnitOfWorkDeps) {}

  /** Runs `work` in one transaction, then what it queued on `after`; answers what `work` answered. */
  async run<T>(work: (tx: Transaction, after: AfterCommit) => Promise<T>, options: RunOptions = {}): Promise<T> {
    const effects: Effect[] = [];
    let open = true;
    const queue = (what: string, effect: () => unknown, context?: EffectContext) => {
      // A promise kept past the commit would queue work that nothing runs.
      if (!open) throw new Error(`"${what}" was queued after its transaction ended`);
      effects.push({ what, run: effect, context });
    };
    const after: AfterCommit = {
      mail: (message, context) =>
        queue('sending an e-mail', () => this.deps.mailer.send(message), {
          subject: withoutAddresses(message.subject),
          ...context,
        }),
      publish: (topic, ...args) => queue(`publishing ${topic}`, () => this.deps.pubsub.publish(topic, ...args)),
      run: queue,
    };
    let result: T;
    try {
      result = await this.deps.db.transaction((tx) => work(tx, after));
    } finally {
      open = false;
    }
    const done = this.runEffects(effects);
    if (options.waitForEffects === false) {
      this.running.add(done);
      void done.finally(() => this.running.delete(done));
    } else {
      await done;
    }
    return result;
  }

  /** Resolves once the effects of runs that did not wait for them have finished (the app's close waits for it). */
  async idle(): Promise<void> {
    await Promise.all(this.running);
  }

  private async runEffects(effects: readonly Effect[]): Promise<void> {
    for (const effect of effects) {
      try {
        await effect.run();
      } catch (error) {
        this.deps.logger.error(
          { err: error, ...effect.context },
          `${effect.what} failed after the commit; the change stands`,
        );
      }
    }
  }
}
