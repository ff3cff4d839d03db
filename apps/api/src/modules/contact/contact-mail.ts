import type { Executor } from '@stride/db';
import { catalogFor } from '@stride/i18n/catalog';
import { html } from '../../mail/html';
import { fill, htmlDocument, STYLE, textDocument } from '../../mail/mail-layout';
import type { MailMessage } from '../../mail/mail-message';
import type { ClaimedMail } from '../../mail/outbox-queries';
import { type ContactMessageForMail, loadContactMessageForMail } from './queries';

/** Line breaks and tabs a name may carry stay out of the subject line (one header line). */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A contact form's message as the e-mail to the shop's admin address, in the shop's language: from
 * the shop's sender (MAIL_FROM, else its own address), with reply-to the sender, so answering the
 * e-mail answers the shopper. The message is shown as typed, line breaks kept, escaped.
 */
export function renderContactMail(message: ContactMessageForMail, { mailFrom }: { mailFrom?: string }): MailMessage {
  const { shop } = message;
  const t = catalogFor(shop.locale).contactForm.mail;
  const name = oneLine(message.name);
  const subject = fill(t.subject, { name });
  const intro = fill(t.intro, { name, email: message.email, shop: shop.name });
  const content = html`<p>${intro}</p>
<p style="white-space:pre-wrap;border-left:3px solid #e4e4e7;padding-left:12px;">${message.message}</p>
<p style="${STYLE.small}">${t.reply}</p>`;
  return {
    from: { name: shop.name, address: mailFrom ?? shop.adminEmail },
    replyTo: message.email,
    to: shop.adminEmail,
    subject,
    text: textDocument(shop.locale, { shop, content: [intro, '', message.message, '', t.reply] }),
    html: htmlDocument(shop.locale, { title: subject, shop, content }),
    attachments: [],
  };
}

/** The outbox's renderer of `contact_message` rows (app.ts hands it the rows of that kind). */
export function createContactMailRenderer(db: Executor, options: { mailFrom: string | undefined }) {
  return async (mail: ClaimedMail): Promise<MailMessage> => {
    const message = mail.contactMessageId === null ? null : await loadContactMessageForMail(db, mail.contactMessageId);
    if (!message) throw new Error(`outbox ${mail.id}: no contact message ${mail.contactMessageId}`);
    return renderContactMail(message, options.mailFrom === undefined ? {} : { mailFrom: options.mailFrom });
  };
}
