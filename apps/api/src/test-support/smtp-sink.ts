import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the test SMTP server received it: the envelope, and the message parsed by mailparser. */
export type ReceivedMail = { envelopeFrom: string; envelopeTo: string[]; raw: Buffer; parsed: ParsedMail };

export type SmtpSink = {
  /** `smtp://127.0.0.1:<port>`: the SMTP_URL of this server. */
  url: string;
  received: ReceivedMail[];
  /** While on, every message is refused with a temporary failure (451), as a busy server does. */
  refuse(on: boolean): void;
  /** Stops listening: the server is down (connections are refused) until `restart`. */
  shutDown(): Promise<void>;
  /** Listens again on the same port. */
  restart(): Promise<void>;
  /** Resolves once `count` messages have arrived (fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
};

/**
 * A real SMTP server (the `smtp-server` package) on a free port of 127.0.0.1, keeping what it
 * receives. No TLS and no authentication: the api's transport talks plain SMTP to it, as to a
 * relay on the same network. `delayMs` holds each message that long before accepting it, so that
 * several senders are in flight at once.
 */
export async function startSmtpSink({
  delayMs = 0,
  onReceived,
}: {
  delayMs?: number;
  /** Called with each message before the server accepts it (the e2e stack writes it to a folder). */
  onReceived?: (mail: ReceivedMail) => Promise<void>;
} = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let refusing = false;
  let port = 0;
  let server: SMTPServer;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onMailFrom(_address, _session, callback) {
        if (!refusing) return callback();
        callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', async () => {
          const raw = Buffer.concat(chunks);
          if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
          const mail: ReceivedMail = {
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw,
            // keepCidLinks: the HTML as sent, `<img src="cid:…">` naming its inline attachment.
            parsed: await simpleParser(raw, { keepCidLinks: true }),
          };
          received.push(mail);
          try {
            await onReceived?.(mail);
            callback();
          } catch (error) {
            // Not kept: the sender hears a temporary failure and tries again.
            callback(Object.assign(new Error(`not kept: ${String(error)}`), { responseCode: 451 }));
          }
        });
      },
    });
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = create();
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.server.address() as AddressInfo).port;
        listening = true;
        resolve();
      });
    });
  let listening = false;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!listening) return resolve();
      listening = false;
      server.close(() => resolve());
    });

  await listen();
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (on) => {
      refusing = on;
    },
    shutDown: stop,
    restart: listen,
    async waitFor(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`waited for ${count} e-mails, ${received.length} arrived`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    close: stop,
  };
}
