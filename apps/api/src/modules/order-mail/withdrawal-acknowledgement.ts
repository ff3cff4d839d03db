import { formatDate, formatTime } from '@stride/i18n';
import { html } from '../../mail/html';
import { fill, htmlDocument, mailTexts, STYLE, senderOf, textDocument } from '../../mail/mail-layout';
import type { MailMessage } from '../../mail/mail-message';
import { WITHDRAWAL_DAYS } from './order-confirmation';
import type { WithdrawalForMail } from './queries';

/**
 * The acknowledgement of a withdrawal from the contract, on a durable medium as the law asks: for
 * which order, and the date and time it was received, in the shop's time zone
 * (Europe/Bratislava, Prague, Budapest: @stride/i18n's formatDate and formatTime); then what happens next.
 */
export function renderWithdrawalAcknowledgement(
  withdrawal: WithdrawalForMail,
  options: { mailFrom: string | undefined },
): MailMessage {
  const { locale } = withdrawal.shop;
  const t = mailTexts(locale).withdrawalAcknowledgement;
  const date = formatDate(withdrawal.receivedAt, locale);
  const time = formatTime(withdrawal.receivedAt, locale);
  const subject = fill(t.subject, { number: withdrawal.orderNumber });
  const received = fill(t.received, { date, time, number: withdrawal.orderNumber });
  const next = [fill(t.returnGoods, { days: WITHDRAWAL_DAYS }), fill(t.refund, { days: WITHDRAWAL_DAYS })];
  const content = html`<p>${received}</p>
<table style="${STYLE.table}" role="presentation">
<tr><td style="${STYLE.td}">${t.receivedAt}</td><td style="${STYLE.tdRight}"><strong>${date}, ${time}</strong></td></tr>
</table>
${next.map((paragraph) => html`<p>${paragraph}</p>\n`)}`;
  return {
    ...senderOf(withdrawal.shop, options.mailFrom),
    to: withdrawal.email,
    subject,
    text: textDocument(locale, {
      shop: withdrawal.shop,
      content: [received, '', `${t.receivedAt}: ${date}, ${time}`, '', ...next.flatMap((p) => [p, '']).slice(0, -1)],
    }),
    html: htmlDocument(locale, { title: subject, shop: withdrawal.shop, content }),
    attachments: [],
  };
}
