import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';

/**
 * The e-mails the api sent during the journeys: `npm test` gives the api the SMTP_URL of a real SMTP
 * server of its own (apps/api/src/test-support/smtp-sink-main.ts), which keeps every message it
 * receives as an .eml file in E2E_MAIL_DIR, named `<time>-<label>.eml` from the label the api sends
 * in a header (an account e-mail's label says what it is; an outbox e-mail's is its row's id).
 */
const MAIL_DIR = process.env.E2E_MAIL_DIR;

export type AccountMailLabel = 'password-reset' | 'email-verification';

/**
 * The link of the newest `label` e-mail to `to`, waited for (account e-mails go out just after the
 * api answers): the text's first match of `pattern`. Fails after `timeoutMs`.
 */
export async function mailedLink(
  to: string,
  label: AccountMailLabel,
  pattern: RegExp,
  timeoutMs = 15_000,
): Promise<RegExpExecArray> {
  if (!MAIL_DIR) throw new Error('E2E_MAIL_DIR is not set: run the journeys through npm test');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = (await readdir(MAIL_DIR).catch(() => [] as string[])).filter((name) =>
      name.endsWith(`-${label}.eml`),
    );
    // Newest first: the names begin with the time they were written.
    for (const name of names.sort().reverse()) {
      // keepCidLinks: the HTML as it was sent, its inline images still naming their parts (`cid:`).
      const parsed = await simpleParser(await readFile(join(MAIL_DIR, name)));
      const recipients = [parsed.to].flat().flatMap((address) => address?.value ?? []);
      if (!recipients.some((recipient) => recipient.address?.toLowerCase() === to.toLowerCase())) continue;
      const match = pattern.exec(parsed.text ?? '');
      if (match) return match;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${label} e-mail to ${to} matching ${pattern} within ${timeoutMs} ms`);
}

/**
 * The e-mail to `to` whose subject is `subject`, parsed, waited for: the order e-mails leave from the
 * api's outbox table just after the order (or the withdrawal) commits, so the file comes a moment
 * after the page has its answer. The subject names the order, so an e-mail of an earlier order to
 * the same buyer is never taken for it. Fails after `timeoutMs`.
 */
export async function mailWithSubject(to: string, subject: string, timeoutMs = 15_000): Promise<ParsedMail> {
  return mailMatching(to, (mail) => mail.subject === subject, timeoutMs, `with the subject "${subject}"`);
}

/**
 * The e-mail to `to` that `matches` says is the one, parsed (its HTML's inline images still naming
 * their parts), waited for: for e-mails the journey knows by their content rather than their whole
 * subject (a gift voucher's, whose code the journey learns from it). Fails after `timeoutMs`.
 */
export async function mailMatching(
  to: string,
  matches: (mail: ParsedMail) => boolean,
  timeoutMs = 20_000,
  /** What the failure says the wanted e-mail was. */
  what = 'matching',
): Promise<ParsedMail> {
  if (!MAIL_DIR) throw new Error('E2E_MAIL_DIR is not set: run the journeys through npm test');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = (await readdir(MAIL_DIR).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
    for (const name of names.sort().reverse()) {
      const parsed = await simpleParser(await readFile(join(MAIL_DIR, name)), { keepCidLinks: true });
      const recipients = [parsed.to].flat().flatMap((address) => address?.value ?? []);
      if (!recipients.some((recipient) => recipient.address?.toLowerCase() === to.toLowerCase())) continue;
      if (matches(parsed)) return parsed;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail to ${to} ${what} within ${timeoutMs} ms`);
}
