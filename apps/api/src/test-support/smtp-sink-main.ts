import { renameSync, writeFileSync } from 'node:fs';
import { writeEmlFile } from '../mail/eml-file';
import { MAIL_LABEL_HEADER } from '../mail/mail-transport';
import { startSmtpSink } from './smtp-sink';

/**
 * The e2e stack's mail server (`npm test` starts it before the api, and gives the api its SMTP_URL):
 * a real SMTP server (smtp-sink.ts) that writes every message it receives into E2E_MAIL_DIR as
 * `<time>-<label>.eml`, the label read from the header the api sets (MAIL_LABEL_HEADER), as the api's
 * file transport would name it, so the journeys (e2e/support/mail.ts) read the e-mails that really
 * went over SMTP. Its address is written as JSON `{ "url": "smtp://…" }` to the file E2E_SMTP_FILE
 * names. It runs until it is stopped.
 */
const mailDir = process.env.E2E_MAIL_DIR;
const file = process.env.E2E_SMTP_FILE;
if (!mailDir || !file) throw new Error('E2E_MAIL_DIR and E2E_SMTP_FILE must be set');

/** A label as a file name may carry it; anything else (no header, odd characters) is "unlabelled". */
function labelOf(value: unknown): string {
  return typeof value === 'string' && /^[a-z0-9-]{1,64}$/i.test(value) ? value : 'unlabelled';
}

const sink = await startSmtpSink({
  onReceived: async (mail) => {
    await writeEmlFile(mailDir, labelOf(mail.parsed.headers.get(MAIL_LABEL_HEADER.toLowerCase())), mail.raw);
    // The journeys read the folder: nothing needs to stay in memory.
    sink.received.length = 0;
  },
});

// Written aside, then renamed: the reader never finds half of it.
writeFileSync(`${file}.partial`, JSON.stringify({ url: sink.url }));
renameSync(`${file}.partial`, file);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => void sink.close().finally(() => process.exit(0)));
}
