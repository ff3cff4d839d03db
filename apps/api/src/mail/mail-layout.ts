import type { Locale } from '@stride/contract';
import { INTL_LOCALE } from '@stride/i18n';
import { type Catalog, catalogFor } from '@stride/i18n/catalog';
import { type Html, html } from './html';
import type { MailMessage } from './mail-message';

/** What an e-mail says of the shop that sends it: its name, and the mailbox replies reach. */
export type MailShop = { name: string; adminEmail: string };

export type MailTexts = Catalog['mail'];

/** The e-mail texts of a shop's language (`mail` in packages/i18n/messages, Slovak the base). */
export function mailTexts(locale: Locale): MailTexts {
  return catalogFor(locale).mail;
}

/** A text with its `{name}` placeholders filled; a placeholder without a value stays as it is. */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** A heading of the text part: capitals in the shop's language, underlined. */
export function textHeading(title: string, locale: Locale): string {
  const upper = title.toLocaleUpperCase(INTL_LOCALE[locale]);
  return `${upper}\n${'-'.repeat(upper.length)}`;
}

/** Sender and reply address: the shop by name, from MAIL_FROM when set (replies still reach the shop), else its own mailbox. */
export function senderOf(shop: MailShop, mailFrom: string | undefined): Pick<MailMessage, 'from' | 'replyTo'> {
  return mailFrom
    ? { from: { name: shop.name, address: mailFrom }, replyTo: shop.adminEmail }
    : { from: { name: shop.name, address: shop.adminEmail } };
}

export const STYLE = {
  body: 'margin:0;padding:0;background:#f4f4f5;',
  frame:
    'max-width:640px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#18181b;',
  card: 'background:#ffffff;border-radius:8px;padding:24px;',
  h1: 'font-size:22px;margin:0 0 16px;',
  h2: 'font-size:17px;margin:28px 0 8px;padding-bottom:4px;border-bottom:1px solid #e4e4e7;',
  table: 'width:100%;border-collapse:collapse;',
  th: 'text-align:left;font-weight:bold;padding:6px 8px 6px 0;border-bottom:1px solid #e4e4e7;',
  thRight: 'text-align:right;font-weight:bold;padding:6px 0 6px 8px;border-bottom:1px solid #e4e4e7;',
  td: 'padding:6px 8px 6px 0;vertical-align:top;',
  tdRight: 'padding:6px 0 6px 8px;text-align:right;vertical-align:top;white-space:nowrap;',
  strong: 'font-weight:bold;',
  button:
    'display:inline-block;background:#18181b;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px;font-weight:bold;',
  small: 'font-size:13px;color:#52525b;',
} as const;

/** The whole HTML document around an e-mail's content: greeting, content, regards and the shop's contact. */
export function htmlDocument(
  locale: Locale,
  { title, shop, content }: { title: string; shop: MailShop; content: Html },
): string {
  const texts = mailTexts(locale).common;
  return String(html`<!doctype html>
<html lang="${INTL_LOCALE[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
</head>
<body style="${STYLE.body}">
<div style="${STYLE.frame}">
<div style="${STYLE.card}">
<h1 style="${STYLE.h1}">${title}</h1>
<p>${texts.greeting}</p>
${content}
<p>${texts.regards}<br>${shop.name}</p>
<p style="${STYLE.small}">${fill(texts.contact, { email: shop.adminEmail })}</p>
</div>
</div>
</body>
</html>
`);
}

/** The text part around an e-mail's content, to match htmlDocument. */
export function textDocument(locale: Locale, { shop, content }: { shop: MailShop; content: string[] }): string {
  const texts = mailTexts(locale).common;
  return [
    texts.greeting,
    '',
    ...content,
    '',
    texts.regards,
    shop.name,
    '',
    fill(texts.contact, { email: shop.adminEmail }),
    '',
  ].join('\n');
}
