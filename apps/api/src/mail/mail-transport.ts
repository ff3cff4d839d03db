import nodemailer from 'nodemailer';
import type { MailSettings } from '../config';
import { writeEmlFile } from './eml-file';
import type { MailMessage } from './mail-message';

/**
 * The header an e-mail sent over SMTP carries its label in (the outbox row's id, or what an account
 * e-mail is): whoever reads the mail server's side (a log, the e2e stack's SMTP server) can tell
 * which outbox row or which kind of e-mail a message is, as the .eml file's name does.
 */
export const MAIL_LABEL_HEADER = 'X-Stride-Mail-Label';

/** Sends e-mails; `label` (the outbox row's id, or what the e-mail is) names the message where it is kept (the .eml file's name). */
export type MailTransport = {
  /** Where the messages go, for the log: `smtp://mail.example.com:587` or the outbox folder. */
  readonly description: string;
  send(message: MailMessage, label: string): Promise<void>;
  close(): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The api's one mail transport: the outbox sends through it, and the account e-mails directly. */
    mailTransport: MailTransport;
  }
}

/** Nodemailer's fields of a message: every part given as data, nothing read from a path or a URL. */
function nodemailerMessage(message: MailMessage) {
  return {
    from: message.from,
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments.map(({ filename, content, contentType, cid }) => ({
      filename,
      content,
      contentType,
      ...(cid ? { cid } : {}),
    })),
  };
}

/**
 * Neither transport may read files or fetch URLs on a message's behalf: an e-mail carries only what
 * its renderer put in it.
 */
const CONTENT_ACCESS = { disableFileAccess: true, disableUrlAccess: true } as const;

/**
 * Timeouts far below nodemailer's defaults (2 minutes to connect, 10 of silence): a mail server that
 * hangs fails the attempt in seconds, well within the outbox lease (outbox-sender.ts), and the
 * message is tried again later.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/**
 * With SMTP_URL, a nodemailer SMTP transport to that server (a connection per message: the shop
 * sends a few e-mails a minute, and nothing is held open between them). Without it, every message
 * is written as an .eml file into the outbox folder (`<data dir>/outbox`), so `npm start` needs no
 * mail server and each e-mail can be opened in a mail program.
 */
export function createMailTransport(settings: MailSettings): MailTransport {
  return settings.smtpUrl ? smtpTransport(settings.smtpUrl) : fileTransport(settings.outboxDir);
}

function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS, ...CONTENT_ACCESS });
  const { protocol, host } = new URL(url);
  return {
    description: `${protocol}//${host}`,
    async send(message, label) {
      await transporter.sendMail({ ...nodemailerMessage(message), headers: { [MAIL_LABEL_HEADER]: label } });
    },
    close: () => transporter.close(),
  };
}

function fileTransport(directory: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, ...CONTENT_ACCESS });
  return {
    description: directory,
    async send(message, label) {
      const { message: eml } = await composer.sendMail(nodemailerMessage(message));
      if (!Buffer.isBuffer(eml)) throw new Error('the stream transport returned no buffer');
      await writeEmlFile(directory, label, eml);
    },
    close: () => composer.close(),
  };
}
