import type { DatabaseHandle } from '@stride/db';
import { openFreshTestDatabase, openTestDatabase } from '@stride/db/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertTestOrder, makeOutboxDue, outboxRows } from '../test-support/mail-orders';
import { type SmtpSink, startSmtpSink } from '../test-support/smtp-sink';
import type { MailMessage } from './mail-message';
import { createMailTransport } from './mail-transport';
import { type ClaimedMail, enqueueMail } from './outbox-queries';
import { createOutboxSender, type MailOutbox, type OutboxLog } from './outbox-sender';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const quiet: OutboxLog = { info() {}, warn() {}, error() {} };

/** The content is not what these tests are about: each e-mail says which outbox row it is. */
async function render(mail: ClaimedMail): Promise<MailMessage> {
  return {
    from: { name: 'Stride.sk', address: 'info@stride.sk' },
    to: 'jana.novakova@example.sk',
    subject: `outbox ${mail.id}`,
    text: `outbox ${mail.id}`,
    html: `<p>outbox ${mail.id}</p>`,
    attachments: [],
  };
}

let database: DatabaseHandle;
let orderId: number;
let sink: SmtpSink;
const senders: MailOutbox[] = [];

function sender(options: { batchSize?: number; url?: string } = {}): MailOutbox {
  const made = createOutboxSender({
    database,
    transport: createMailTransport({ smtpUrl: options.url ?? sink.url, from: undefined, outboxDir: '/nonexistent' }),
    render,
    log: quiet,
    batchSize: options.batchSize,
  });
  senders.push(made);
  return made;
}

const enqueue = () => database.transaction((tx) => enqueueMail(tx, { kind: 'order_confirmation', orderId }));
const subjects = () => sink.received.map((mail) => mail.parsed.subject).sort();

beforeAll(async () => {
  database = await openTestDatabase();
  orderId = await insertTestOrder(database, {
    locale: 'sk',
    orderNumber: '10000001',
    email: 'jana.novakova@example.sk',
    firstname: 'Jana',
    surname: 'Nováková',
    street: 'Hlavná 12',
    city: 'Bratislava',
    zip: '811 01',
    country: 'sk',
    deliveryType: 'courier',
    paymentType: 'cash_on_delivery',
    itemsTotal: 10_00,
    totalSum: 10_00,
    toPay: 10_00,
    vat: [{ ratePercent: 23, netMinor: 8_13, vatMinor: 1_87, grossMinor: 10_00 }],
    createdAt: new Date(),
    lines: [{ name: 'Ponožky', sizeName: 'M', unitPrice: 10_00, count: 1 }],
  });
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  sink = await startSmtpSink();
  await database.query('DELETE FROM mail_outbox');
});
afterEach(async () => {
  for (const made of senders.splice(0)) await made.stop();
  await sink.close();
});

describe(`the mail outbox (${engine})`, () => {
  it('sends an e-mail once its transaction commits, never one whose transaction rolled back', async () => {
    await expect(
      database.transaction(async (tx) => {
        await enqueueMail(tx, { kind: 'order_confirmation', orderId });
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    const id = await enqueue();

    expect(await sender().sendDue()).toBe(1);

    expect(subjects()).toEqual([`outbox ${id}`]);
    expect(await outboxRows(database)).toEqual([
      expect.objectContaining({ id, sent: true, attempts: 1, lastError: null }),
    ]);
    expect(await sender().sendDue()).toBe(0);
    expect(sink.received).toHaveLength(1);
  });

  it('keeps an e-mail the server refuses, tries it later and later, and sends it once the server takes it', async () => {
    const id = await enqueue();
    const outbox = sender();
    sink.refuse(true);

    expect(await outbox.sendDue()).toBe(0);
    let [row] = await outboxRows(database);
    expect(row).toMatchObject({ id, sent: false, attempts: 1, lastError: expect.stringMatching(/451/) });
    // 30 s × 2^0 from now.
    expect(row?.dueInSeconds).toBeGreaterThan(25);
    expect(row?.dueInSeconds).toBeLessThanOrEqual(30);
    // Not due yet: nothing is tried before its time.
    expect(await outbox.sendDue()).toBe(0);
    expect((await outboxRows(database))[0]?.attempts).toBe(1);

    await makeOutboxDue(database);
    expect(await outbox.sendDue()).toBe(0);
    [row] = await outboxRows(database);
    // 30 s × 2^1: the wait doubles with every failed attempt.
    expect(row).toMatchObject({ sent: false, attempts: 2 });
    expect(row?.dueInSeconds).toBeGreaterThan(55);
    expect(row?.dueInSeconds).toBeLessThanOrEqual(60);

    sink.refuse(false);
    await makeOutboxDue(database);
    expect(await outbox.sendDue()).toBe(1);
    expect(await outbox.sendDue()).toBe(0);
    expect(subjects()).toEqual([`outbox ${id}`]);
    expect(await outboxRows(database)).toEqual([expect.objectContaining({ sent: true, attempts: 3, lastError: null })]);
  });

  it('keeps an e-mail while the server is down and sends it once when it is back', async () => {
    const id = await enqueue();
    const outbox = sender();
    await sink.shutDown();

    expect(await outbox.sendDue()).toBe(0);
    expect(await outboxRows(database)).toEqual([
      expect.objectContaining({ sent: false, attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED/) }),
    ]);

    await sink.restart();
    await makeOutboxDue(database);
    expect(await outbox.sendDue()).toBe(1);
    expect(subjects()).toEqual([`outbox ${id}`]);
  });

  it('waits at most an hour between attempts', async () => {
    await enqueue();
    await database.query('UPDATE mail_outbox SET attempts = 12');
    sink.refuse(true);
    await sender().sendDue();
    const [row] = await outboxRows(database);
    expect(row?.attempts).toBe(13);
    expect(row?.dueInSeconds).toBeGreaterThan(3590);
    expect(row?.dueInSeconds).toBeLessThanOrEqual(3600);
  });

  it('two senders on one outbox send each e-mail once', async () => {
    await sink.close();
    // Each message is held a while by the server, so both senders are busy at the same time.
    sink = await startSmtpSink({ delayMs: 30 });
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(await enqueue());

    const [first, second] = await Promise.all([sender({ batchSize: 2 }).sendDue(), sender({ batchSize: 2 }).sendDue()]);

    expect((first ?? 0) + (second ?? 0)).toBe(12);
    if (engine === 'PostgreSQL') {
      // Two connections: both really sent, side by side.
      expect(first).toBeGreaterThan(0);
      expect(second).toBeGreaterThan(0);
    }
    expect(subjects()).toEqual(ids.map((id) => `outbox ${id}`).sort());
    expect((await outboxRows(database)).every((row) => row.sent && row.attempts === 1)).toBe(true);
  });

  it('a started sender sends at a nudge, and stop waits for the e-mail being sent', async () => {
    const outbox = sender();
    outbox.nudge(); // not started: nothing happens, nothing throws
    outbox.start();
    const id = await enqueue();
    outbox.nudge();
    await sink.waitFor(1);
    await outbox.stop();
    expect(subjects()).toEqual([`outbox ${id}`]);
    expect((await outboxRows(database))[0]?.sent).toBe(true);
    // Stopped: a nudge is ignored and nothing more is sent.
    await enqueue();
    outbox.nudge();
    expect(await outbox.sendDue()).toBe(0);
  });

  it('a nudge never throws into its caller, even when the outbox cannot be read', async () => {
    const errors: unknown[] = [];
    // A database that is gone: every statement on it fails.
    const gone = await openFreshTestDatabase();
    await gone.close();
    const outbox = createOutboxSender({
      database: gone,
      transport: createMailTransport({ smtpUrl: sink.url, from: undefined, outboxDir: '/nonexistent' }),
      render,
      log: { ...quiet, error: (details) => errors.push(details) },
    });
    senders.push(outbox);
    outbox.start();
    expect(() => outbox.nudge()).not.toThrow();
    await outbox.stop();
    expect(errors.length).toBeGreaterThan(0);
  });
});
