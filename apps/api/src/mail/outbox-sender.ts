import type { DatabaseHandle } from '@stride/db';
import { createOutboxLoop, type OutboxLog, type OutboxLoop, type RetryDelay } from '../lib/outbox-loop';
import type { MailMessage } from './mail-message';
import type { MailTransport } from './mail-transport';
import { type ClaimedMail, claimDueMails, markMailFailed, markMailSent, releaseMails } from './outbox-queries';

export type { OutboxLog };

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

/** The outbox as the rest of the api sees it: `app.mailOutbox` (lib/outbox-loop.ts says how it behaves). */
export type MailOutbox = OutboxLoop;

declare module 'fastify' {
  interface FastifyInstance {
    mailOutbox: MailOutbox;
  }
}

/**
 * Sends the outbox's e-mails after the transactions that wrote them have committed, with retries:
 * a mail server that is down delays an e-mail, never loses it. The claiming, retrying and stopping
 * are the outbox loop's (lib/outbox-loop.ts); rendering and the transport are the mail's. Stopping
 * closes the transport.
 */
export function createOutboxSender(options: OutboxSenderOptions): MailOutbox {
  const { database, transport, render } = options;
  return createOutboxLoop<ClaimedMail>({
    claim: (limit, leaseSeconds) => claimDueMails(database.db, { limit, leaseSeconds }),
    deliver: async (mail) => transport.send(await render(mail), String(mail.id)),
    markDelivered: (id) => markMailSent(database.db, id),
    markFailed: (id, error, delay) => markMailFailed(database.db, id, error, delay),
    release: (ids) => releaseMails(database.db, ids),
    log: options.log,
    describe: (mail) => ({ kind: mail.kind, to: transport.description }),
    noun: 'e-mail',
    ...(options.pollMs !== undefined && { pollMs: options.pollMs }),
    ...(options.batchSize !== undefined && { batchSize: options.batchSize }),
    ...(options.leaseSeconds !== undefined && { leaseSeconds: options.leaseSeconds }),
    ...(options.retryDelay !== undefined && { retryDelay: options.retryDelay }),
    onStopped: () => transport.close(),
  });
}
