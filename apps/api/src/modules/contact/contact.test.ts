import { ContactMessageSentSchema, ErrorResponseSchema } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { Browser, solvedChallenge } from '../../test-support/account-requests';
import { useMailTestApp } from '../../test-support/mail-test-app';
import type { SmtpSink } from '../../test-support/smtp-sink';
import { HOST, newClientAddress } from '../../test-support/test-app';

/**
 * The contact form's endpoint (issue 15 §2) on the real app and database: a message goes through the
 * outbox over SMTP to a real SMTP server, addressed to the shop's admin address with reply-to the
 * sender; bad input and a wrong answer to the question queue nothing; one address is held to 5
 * messages an hour. Texts and addresses are written out by hand (the seed's admin addresses).
 */
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const mailApp = useMailTestApp();
let app: FastifyInstance;
let database: DatabaseHandle;
let sink: SmtpSink;
beforeAll(() => {
  ({ app, database, sink } = mailApp());
});

const CONTACT = '/api/lib/v1/contact';

function messagesOf(body: unknown): { field: string | null; message: string }[] {
  return ErrorResponseSchema.parse(body).messages;
}

async function queued(): Promise<{ messages: number; mails: number }> {
  const [row] = await database.query<{ messages: number; mails: number }>(
    `SELECT (SELECT count(*)::int FROM contact_messages) AS messages,
            (SELECT count(*)::int FROM mail_outbox WHERE kind = 'contact_message') AS mails`,
  );
  return row ?? { messages: -1, mails: -1 };
}

const A_MESSAGE = 'Dobrý deň,\nbehám 40 km týždenne po asfalte. Aké topánky odporúčate?';

describe(`POST /api/lib/v1/contact (${engine})`, () => {
  it('e-mails the message to the shop’s admin address with reply-to the sender', async () => {
    const shopper = new Browser(app, HOST.sk);
    const answer = await shopper.send('POST', CONTACT, {
      name: 'Jana Nováková',
      email: 'jana.novakova@example.sk',
      message: A_MESSAGE,
      challenge: await solvedChallenge(shopper),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(ContactMessageSentSchema.parse(answer.body).message).toBe(
      'Ďakujeme, vašu správu sme prijali. Odpovieme vám e-mailom čo najskôr.',
    );
    expect(await app.mailOutbox.sendDue()).toBe(1);
    const [mail] = await sink.waitFor(1);
    expect(mail?.envelopeTo).toEqual(['info@stride.sk']);
    expect(mail?.parsed.replyTo?.value.map((address) => address.address)).toEqual(['jana.novakova@example.sk']);
    expect(mail?.parsed.subject).toBe('Správa z kontaktného formulára: Jana Nováková');
    expect(mail?.parsed.text).toContain(
      'Jana Nováková (jana.novakova@example.sk) poslal(a) cez kontaktný formulár obchodu',
    );
    expect(mail?.parsed.text).toContain(A_MESSAGE);
    // The message is text in the HTML part: its line break kept, nothing of it markup.
    expect(mail?.parsed.html).toContain('Dobrý deň,\nbehám 40 km');
  });

  it('writes to the admin address of the shop it was sent from, in its language, the text escaped', async () => {
    const shopper = new Browser(app, HOST.cz);
    const answer = await shopper.send('POST', CONTACT, {
      name: 'Petr <b>Svoboda</b>\nBcc: x@example.com',
      email: 'petr@example.cz',
      message: 'Máte <script>alert(1)</script> boty na trail?',
      challenge: await solvedChallenge(shopper),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(ContactMessageSentSchema.parse(answer.body).message).toBe(
      'Děkujeme, vaši zprávu jsme přijali. Odpovíme vám e-mailem co nejdříve.',
    );
    expect(await app.mailOutbox.sendDue()).toBe(1);
    const [mail] = await sink.waitFor(1);
    expect(mail?.envelopeTo).toEqual(['info@stride.cz']);
    // The name's line break does not start a header: it is one subject line.
    expect(mail?.parsed.subject).toBe('Zpráva z kontaktního formuláře: Petr <b>Svoboda</b> Bcc: x@example.com');
    expect(mail?.parsed.bcc).toBeUndefined();
    expect(mail?.parsed.html).toContain('Máte &lt;script&gt;alert(1)&lt;/script&gt; boty na trail?');
    expect(mail?.parsed.html).not.toContain('<script>');
  });

  it('refuses bad input with a translated message on each field and queues nothing', async () => {
    const before = await queued();
    const shopper = new Browser(app, HOST.sk);
    const answer = await shopper.send('POST', CONTACT, {
      name: '   ',
      email: 'jana@',
      message: 'x'.repeat(2001),
      challenge: await solvedChallenge(shopper),
    });
    expect(answer.status).toBe(400);
    expect(messagesOf(answer.body)).toEqual([
      { field: 'name', message: 'Povinné pole' },
      { field: 'email', message: 'Zadajte email vo formáte meno@domena.sk' },
      { field: 'message', message: 'Text je príliš dlhý.' },
    ]);
    const hungarian = new Browser(app, HOST.hu);
    const missing = await hungarian.send('POST', CONTACT, { name: 'Kiss Anna', email: 'anna@example.hu' });
    expect(missing.status).toBe(400);
    expect(messagesOf(missing.body).map((m) => m.field)).toEqual(['message', 'challenge.answer']);
    expect(messagesOf(missing.body)[0]?.message).toBe('Kötelező mező');
    expect(await queued()).toEqual(before);
    expect(await app.mailOutbox.sendDue()).toBe(0);
  });

  it('refuses a wrong answer to the question, which is then used up, and queues nothing', async () => {
    const before = await queued();
    const shopper = new Browser(app, HOST.sk);
    const challenge = await solvedChallenge(shopper);
    const body = { name: 'Jana', email: 'jana@example.sk', message: 'Otázka' };
    const wrong = await shopper.send('POST', CONTACT, {
      ...body,
      challenge: { ...challenge, answer: (challenge.answer + 1) % 19 },
    });
    expect(wrong.status).toBe(400);
    expect(messagesOf(wrong.body)).toEqual([
      { field: 'challenge.answer', message: 'Pred pokračovaním vyplňte výsledok.' },
    ]);
    const again = await shopper.send('POST', CONTACT, { ...body, challenge });
    expect(again.status).toBe(400);
    expect(messagesOf(again.body)[0]?.field).toBe('challenge.answer');
    const madeUp = await shopper.send('POST', CONTACT, { ...body, challenge: { token: 'made-up', answer: 7 } });
    expect(messagesOf(madeUp.body)).toEqual([
      { field: 'challenge.answer', message: 'Pred pokračovaním vyplňte výsledok.' },
    ]);
    expect(await queued()).toEqual(before);
  });

  it('takes 5 messages an hour from one address, then refuses the 6th and queues nothing', async () => {
    const address = newClientAddress();
    const body = { name: 'Robot', email: 'robot@example.sk', message: 'Ahoj' };
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const shopper = new Browser(app, HOST.sk, address);
      const answer = await shopper.send('POST', CONTACT, { ...body, challenge: await solvedChallenge(shopper) });
      expect(answer.status, `message ${attempt}`).toBe(200);
    }
    expect(await app.mailOutbox.sendDue()).toBe(5);
    await sink.waitFor(5);
    const before = await queued();
    const bot = new Browser(app, HOST.sk, address);
    // A right answer to a fresh question: without the limit this message would go.
    const stopped = await bot.send('POST', CONTACT, { ...body, challenge: await solvedChallenge(bot) });
    expect(stopped.status, JSON.stringify(stopped.body)).toBe(429);
    expect(messagesOf(stopped.body)[0]?.message).toMatch(/^Príliš veľa pokusov\. Skúste to znova o \d+ s\.$/);
    expect(await queued()).toEqual(before);
    // The limit is the address's: another one still writes.
    const other = new Browser(app, HOST.sk, newClientAddress());
    const answer = await other.send('POST', CONTACT, { ...body, challenge: await solvedChallenge(other) });
    expect(answer.status).toBe(200);
  });
});
