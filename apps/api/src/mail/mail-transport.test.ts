import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../test-support/smtp-sink';
import type { MailMessage } from './mail-message';
import { createMailTransport } from './mail-transport';

const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const message: MailMessage = {
  from: { name: 'Stride.sk', address: 'info@stride.sk' },
  to: 'jana.novakova@example.sk',
  subject: 'Potvrdenie objednávky č. 10000042',
  text: 'Dobrý deň,\n\nďakujeme za objednávku.\n',
  html: '<p>Dobrý deň,</p><p><img src="cid:qr@test" alt="QR"></p>',
  attachments: [{ filename: 'qr.png', content: PIXEL, contentType: 'image/png', cid: 'qr@test' }],
};

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup) await step();
  cleanup = [];
});

describe('the mail transport', () => {
  it('without SMTP_URL writes each message as an .eml file a mail program can read', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'stride-outbox-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const outboxDir = join(dataDir, 'outbox');
    const transport = createMailTransport({ smtpUrl: undefined, from: undefined, outboxDir });
    cleanup.push(async () => transport.close());

    await transport.send(message, '42');
    await transport.send({ ...message, subject: 'Druhý' }, '43');

    const files = (await readdir(outboxDir)).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-42\.eml$/);
    expect(files[1]).toMatch(/-43\.eml$/);
    const parsed = await simpleParser(await readFile(join(outboxDir, files[0] ?? '')));
    expect(parsed.subject).toBe('Potvrdenie objednávky č. 10000042');
    expect(parsed.from?.value).toEqual([{ name: 'Stride.sk', address: 'info@stride.sk' }]);
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '').toBe('jana.novakova@example.sk');
    expect(parsed.text).toBe('Dobrý deň,\n\nďakujeme za objednávku.\n');
    expect(parsed.html).toContain('<p>Dobrý deň,</p>');
    expect(parsed.attachments.map((a) => [a.contentType, a.cid, a.content.equals(PIXEL)])).toEqual([
      ['image/png', 'qr@test', true],
    ]);
  });

  it('with SMTP_URL hands the message to that server', async () => {
    const sink = await startSmtpSink();
    cleanup.push(() => sink.close());
    const transport = createMailTransport({ smtpUrl: sink.url, from: undefined, outboxDir: '/nonexistent' });
    cleanup.push(async () => transport.close());
    expect(transport.description).toBe(sink.url);

    await transport.send(message, '1');

    const [mail] = await sink.waitFor(1);
    expect(mail?.envelopeFrom).toBe('info@stride.sk');
    expect(mail?.envelopeTo).toEqual(['jana.novakova@example.sk']);
    expect(mail?.parsed.subject).toBe('Potvrdenie objednávky č. 10000042');
    expect(mail?.parsed.attachments[0]?.content.equals(PIXEL)).toBe(true);
    // The label travels in a header, as the file transport puts it in the file's name.
    expect(mail?.parsed.headers.get('x-stride-mail-label')).toBe('1');
  });

  it('fails the send when the server is down or refuses, so the outbox tries again', async () => {
    const sink = await startSmtpSink();
    cleanup.push(() => sink.close());
    const transport = createMailTransport({ smtpUrl: sink.url, from: undefined, outboxDir: '/nonexistent' });
    cleanup.push(async () => transport.close());

    sink.refuse(true);
    await expect(transport.send(message, '1')).rejects.toThrow(/451/);
    await sink.shutDown();
    await expect(transport.send(message, '1')).rejects.toThrow(/ECONNREFUSED/);
    expect(sink.received).toHaveLength(0);
  });
});
