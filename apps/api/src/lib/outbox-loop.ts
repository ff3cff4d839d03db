/**
 * The delivery loop of an outbox table (decision 14's mail outbox; since decision 27 also the
 * marketing events): rows written inside the transactions that make them due are delivered after
 * those commit, with retries, by any number of api processes at once. Each process claims rows under
 * a lease (its queries' `claim`), so a row goes out once, or, if a process dies between delivering
 * and marking, again after the lease (at least once, never lost). What a row is and how it is
 * delivered is the outbox's own (`deliver`); the loop only claims, delivers, marks and retries.
 */

/** What the loop logs through (Fastify's pino logger, or a child of it). */
export type OutboxLog = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

/** How long a failed row waits: `baseSeconds` × 2^(tries before this one), at most `maxSeconds`. */
export type RetryDelay = { baseSeconds: number; maxSeconds: number };

export const DEFAULT_RETRY_DELAY: RetryDelay = { baseSeconds: 30, maxSeconds: 3600 };

/** A claimed row: its id and how often it was tried before. */
export type OutboxItem = { id: number; attempts: number };

export type OutboxLoopOptions<Item extends OutboxItem> = {
  /** Takes up to `limit` due rows for `leaseSeconds` (none another process holds). */
  claim(limit: number, leaseSeconds: number): Promise<Item[]>;
  /** Delivers one row; throws when it cannot (the attempt counts as failed). */
  deliver(item: Item): Promise<void>;
  markDelivered(id: number): Promise<void>;
  markFailed(id: number, error: string, delay: RetryDelay): Promise<void>;
  /** Gives back rows taken but not delivered (the loop is stopping): due again at once. */
  release(ids: readonly number[]): Promise<void>;
  log: OutboxLog;
  /** What the log says of a row besides its id (its kind, its type). */
  describe(item: Item): object;
  /** The log's words: 'e-mail', 'marketing event'. */
  noun: string;
  /** How often a started loop looks for due rows besides its nudges (30 s). */
  pollMs?: number;
  /** Rows taken per claim (5). */
  batchSize?: number;
  /** How long claimed rows stay this loop's (5 min): longer than a batch's deliveries may take. */
  leaseSeconds?: number;
  retryDelay?: RetryDelay;
  /** Runs once the loop has stopped and nothing is in flight (closing a transport). */
  onStopped?: () => void;
};

/** An outbox as the rest of the api sees it. */
export type OutboxLoop = {
  /**
   * Deliver what is due soon, without waiting: call it after committing a transaction that wrote a
   * row. Never throws and never delays the caller; does nothing until the loop is started.
   */
  nudge(): void;
  /** Starts delivering: at once, at every nudge and every poll interval. main.ts starts it; tests may. */
  start(): void;
  /** Delivers every due row now and resolves with how many went out (also when not started). */
  sendDue(): Promise<number>;
  /** Stops polling, waits for the delivery in flight, gives back the rest it took. */
  stop(): Promise<void>;
};

function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export function createOutboxLoop<Item extends OutboxItem>(options: OutboxLoopOptions<Item>): OutboxLoop {
  const { log, noun } = options;
  const pollMs = options.pollMs ?? 30_000;
  const batchSize = options.batchSize ?? 5;
  const leaseSeconds = options.leaseSeconds ?? 300;
  const retryDelay = options.retryDelay ?? DEFAULT_RETRY_DELAY;

  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  /** The background run started by a nudge or the poll; one at a time in a process. */
  let running: Promise<unknown> | null = null;
  /** A nudge came during the run: the run's claim may have missed that row, so run once more. */
  let runAgain = false;
  const inFlight = new Set<Promise<unknown>>();

  async function deliverOne(item: Item): Promise<boolean> {
    try {
      await options.deliver(item);
    } catch (error) {
      await options.markFailed(item.id, errorText(error), retryDelay);
      log.warn(
        { outboxId: item.id, ...options.describe(item), attempt: item.attempts + 1, err: error },
        `${noun} not delivered; it will be tried again`,
      );
      return false;
    }
    await options.markDelivered(item.id);
    log.info({ outboxId: item.id, ...options.describe(item) }, `${noun} delivered`);
    return true;
  }

  /** Claims and delivers batches until nothing is due (a failed row is due only later) or the loop stops. */
  async function drain(): Promise<number> {
    let delivered = 0;
    while (!stopping) {
      const claimed = await options.claim(batchSize, leaseSeconds);
      if (claimed.length === 0) break;
      for (const [index, item] of claimed.entries()) {
        if (stopping) {
          await options.release(claimed.slice(index).map((rest) => rest.id));
          return delivered;
        }
        if (await deliverOne(item)) delivered += 1;
      }
    }
    return delivered;
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
        log.error({ err: error }, `the ${noun} outbox could not be read`);
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
        log.error({ err: error }, `the ${noun} outbox could not be nudged`);
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
      options.onStopped?.();
    },
  };
}
