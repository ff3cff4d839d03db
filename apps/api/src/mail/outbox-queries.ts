import { and, asc, type Executor, eq, inArray, isNull, lte, mailOutbox, sql, statement } from '@stride/db';
import type { RetryDelay } from '../lib/outbox-loop';
import { retryAfter } from '../lib/retry-delay-queries';

/** What an outbox row sends: an order's confirmation, a withdrawal's acknowledgement, a gift voucher, a contact form's message. */
export const MAIL_KINDS = [
  'order_confirmation',
  'withdrawal_acknowledgement',
  'gift_voucher',
  'contact_message',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** A due e-mail the sender holds for now (its lease), to render and send. */
export type ClaimedMail = {
  id: number;
  kind: string;
  orderId: number | null;
  withdrawalId: number | null;
  /** A bought gift voucher's e-mail (kind gift_voucher; written by gift-vouchers/queries.ts when its order is paid). */
  giftVoucherId: number | null;
  /** A contact form's message to the shop (kind contact_message; written by contact/queries.ts). */
  contactMessageId: number | null;
  /** Tries before this one. */
  attempts: number;
};

/**
 * Puts an e-mail in the outbox. Call it inside the transaction that makes the e-mail due (the order,
 * the withdrawal): it is due from that moment, so it exists exactly when the transaction commits,
 * and is never sent for a transaction that rolled back. Returns the outbox row's id.
 */
export async function enqueueMail(
  tx: Executor,
  mail: { kind: 'order_confirmation'; orderId: number } | { kind: 'withdrawal_acknowledgement'; withdrawalId: number },
): Promise<number> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      orderId: mail.kind === 'order_confirmation' ? mail.orderId : null,
      withdrawalId: mail.kind === 'withdrawal_acknowledgement' ? mail.withdrawalId : null,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('enqueueMail: the outbox row was not written');
  return row.id;
}

/**
 * Takes up to `limit` due e-mails for this sender, in one statement (its own transaction): rows
 * another sender is taking at this moment are skipped (SKIP LOCKED) rather than waited for, and the
 * taken ones get `next_attempt_at` pushed `leaseSeconds` ahead as they are taken, so no other sender,
 * in this process or another, takes them while this one sends. A sender that dies mid-send leaves
 * them due again once the lease runs out. One round trip: under a stream of orders the outbox is
 * read after every few of them. Both statements here that run for every e-mail are prepared.
 */
const claimStatement = statement('outbox_claim', (db) => {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(sql.placeholder('limit'))
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${sql.placeholder('leaseSeconds')}::int)` })
    .where(inArray(mailOutbox.id, due))
    .returning({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      orderId: mailOutbox.orderId,
      withdrawalId: mailOutbox.withdrawalId,
      giftVoucherId: mailOutbox.giftVoucherId,
      contactMessageId: mailOutbox.contactMessageId,
      attempts: mailOutbox.attempts,
    });
});

export async function claimDueMails(
  db: Executor,
  { limit, leaseSeconds }: { limit: number; leaseSeconds: number },
): Promise<ClaimedMail[]> {
  const claimed = await claimStatement(db).execute({ limit, leaseSeconds });
  return claimed.sort((a, b) => a.id - b.id);
}

const sentStatement = statement('outbox_sent', (db) =>
  db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
    .where(and(eq(mailOutbox.id, sql.placeholder('id')), isNull(mailOutbox.sentAt))),
);

/** The e-mail went out: it is never sent again. */
export async function markMailSent(db: Executor, id: number): Promise<void> {
  await sentStatement(db).execute({ id });
}

export type { RetryDelay };

/**
 * The attempt failed: counted, its error kept, and the e-mail due again after an exponentially
 * growing delay (30 s, 1 min, 2 min … with the defaults, then hourly), computed from the row's own
 * count in the same statement.
 */
export async function markMailFailed(db: Executor, id: number, error: string, delay: RetryDelay): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: error.slice(0, 2000),
      nextAttemptAt: retryAfter(mailOutbox.attempts, delay),
    })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
}

/** Gives back e-mails this sender took but will not send (it is stopping): due again at once, for any sender. */
export async function releaseMails(db: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(inArray(mailOutbox.id, [...ids]), isNull(mailOutbox.sentAt)));
}
