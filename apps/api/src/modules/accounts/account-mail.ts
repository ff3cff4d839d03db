import type { Locale } from '@stride/contract';
import { html } from '../../mail/html';
import { fill, htmlDocument, type MailShop, mailTexts, STYLE, senderOf, textDocument } from '../../mail/mail-layout';
import type { MailMessage } from '../../mail/mail-message';

/** Which link an account e-mail carries: a password reset, or the proof that the e-mail is the user's. */
export type AccountMailKind = 'passwordReset' | 'emailVerification';

/**
 * An account e-mail: a short text and one link. The link is built by the caller from the shop's
 * address and the token, which is in the URL's fragment: a browser never sends a fragment to a
 * server, so the token stays out of access logs and Referer headers.
 */
export function renderAccountMail(
  kind: AccountMailKind,
  { locale, shop, to, link, mailFrom }: { locale: Locale; shop: MailShop; to: string; link: string; mailFrom?: string },
): MailMessage {
  const t = mailTexts(locale)[kind];
  const subject = fill(t.subject, { shop: shop.name });
  const intro = fill(t.intro, { shop: shop.name });
  // A reset e-mail also tells whoever did not ask for it that nothing changed.
  const after = 'ignore' in t ? [t.expiry, t.ignore] : [t.expiry];
  const content = html`<p>${intro}</p>
<p><a href="${link}" style="${STYLE.button}">${t.action}</a></p>
<p style="${STYLE.small}">${link}</p>
${after.map((paragraph) => html`<p>${paragraph}</p>\n`)}`;
  return {
    ...senderOf(shop, mailFrom),
    to,
    subject,
    text: textDocument(locale, { shop, content: [intro, '', `${t.action}: ${link}`, '', ...after] }),
    html: htmlDocument(locale, { title: subject, shop, content }),
    attachments: [],
  };
}
