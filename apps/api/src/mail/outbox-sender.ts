import type { DatabaseHandle } from '@stride/db';
import type { MailMessage } from './mail-message';
import type { MailTransport } from './mail-transport';
import {
  type ClaimedMail,
  claimDueMails,
  markMailFailed,
  markMailSent,
  type RetryDelay,
  releaseMails,
} from './outbox-queries';

/** What the sender logs through (Fastify's pino logger, or a child of it). */
export type OutboxLog = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type OutboxSenderOptions = {
  database: Pick<DatabaseHandle, 'db' | 'transaction'>;
  transport: MailTransport;
  /** Makes the e-mail of an outbox row; throws when it cannot (the attempt counts as failed). */
  render: (mail: ClaimedMail) => Promise<MailMessage>;
  log: OutboxLog;
  /** How often a started sender looks for due e-mails besides its nudges (30 s). */
  pollMs?: number;
  /** E-mails taken per claim (5). */
  batchSize?: number;
  /**
   * How long claimed e-mails stay this sender's (5 min). They are sent one after another, so the
   * lease must outlast a whole batch: 5 sends of at most ~50 s each on a server that hangs (the
   * transport's timeouts, mail-transport.ts). An e-mail still unsent when its lease runs out may be
   * taken by another sender and go out twice.
   */
  leaseSeconds?: number;
  retryDelay?: RetryDelay;
};

/** The outbox as the rest of the api sees it: `app.mailOutbox`. */
export type MailOutbox = {
  /**
   * Send what is due soon, without waiting: call it after committing a transaction that enqueued
   * an e-mail. Never throws and never delays the caller; does nothing until the sender is started.
   */
  nudge(): void;
  /** Starts sending: at once, at every nudge and every poll interval. main.ts starts it; tests may. */
  start(): void;
  /** Sends every due e-mail now and resolves with how many went out (also when not started). */
  sendDue(): Promise<number>;
  /** Stops polling, waits for the e-mail being sent, gives back the rest it took, closes the transport. */
  stop(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    mailOutbox: MailOutbox;
  }
}

const DEFAULT_RETRY_DELAY: RetryDelay = { baseSeconds: 30, maxSeconds: 3600 };

function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * Sends the outbox's e-mails after the transactions that wrote them have committed, with retries:
 * a mail server that is down delays an e-mail, never loses it. Any number of api processes may run
 * one against the same database: each takes its e-mails under a lease (outbox-queries.ts
 * `claimDueMails`), so an e-mail goes out once, or, if a process dies between sending and marking,
 * again after the lease (at least once, never lost).
 */
export function createOutboxSender(options: OutboxSenderOptions): MailOutbox {
  const { database, transport, render, log } = options;
  const pollMs = options.pollMs ?? 30_000;
  const batchSize = options.batchSize ?? 5;
  const leaseSeconds = options.leaseSeconds ?? 300;
  const retryDelay = options.retryDelay ?? DEFAULT_RETRY_DELAY;

  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  /** The background run started by a nudge or the poll; one at a time in a process. */
  let running: Promise<unknown> | null = null;
  /** A nudge came during the run: the run's claim may have missed that e-mail, so run once more. */
  let runAgain = false;
  const inFlight = new Set<Promise<unknown>>();

  async function sendOne(mail: ClaimedMail): Promise<boolean> {
    try {
      await transport.send(await render(mail), String(mail.id));
    } catch (error) {
      await markMailFailed(database.db, mail.id, errorText(error), retryDelay);
      log.warn(
        { outboxId: mail.id, kind: mail.kind, attempt: mail.attempts + 1, err: error },
        'e-mail not sent; it will be tried again',
      );
      return false;
    }
    await markMailSent(database.db, mail.id);
    log.info({ outboxId: mail.id, kind: mail.kind, to: transport.description }, 'e-mail sent');
    return true;
  }

  /** Claims and sends batches until nothing is due (a failed e-mail is due only later) or the sender stops. */
  async function drain(): Promise<number> {
    let sent = 0;
    while (!stopping) {
      const claimed = await claimDueMails(database.db, { limit: batchSize, leaseSeconds });
      if (claimed.length === 0) break;
      for (const [index, mail] of claimed.entries()) {
        if (stopping) {
          await releaseMails(
            database.db,
            claimed.slice(index).map((rest) => rest.id),
          );
          return sent;
        }
        if (await sendOne(mail)) sent += 1;
      }
    }
    return sent;
  }

  function track<T>(promise: Promise<T>): Promise<T> {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise)).catch(() => {});
    return promise;
  }

  function runInBackground(): void {
    if (!started || stopping) return;
    if (running) {
      runAgain = true;
      return;
    }
    running = track(
      drain().catch((error: unknown) => {
        // The database is unreachable, most likely: the next nudge or poll tries again.
        log.error({ err: error }, 'the mail outbox could not be read');
      }),
    ).finally(() => {
      running = null;
      if (runAgain) {
        runAgain = false;
        runInBackground();
      }
    });
  }

  return {
    nudge() {
      try {
        runInBackground();
      } catch (error) {
        log.error({ err: error }, 'the mail outbox could not be nudged');
      }
    },
    start() {
      if (started || stopping) return;
      started = true;
      timer = setInterval(runInBackground, pollMs);
      // The poll never keeps the process alive on its own.
      timer.unref();
      runInBackground();
    },
    sendDue() {
      if (stopping) return Promise.resolve(0);
      return track(drain());
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      transport.close();
    },
  };
}
