import type { GiftVoucherDesign } from '@stride/contract';
import { formatDate, formatMoney } from '@stride/i18n';
import { isGiftVoucherDesign } from '@stride/rules';
import { html } from '../../mail/html';
import { fill, htmlDocument, mailTexts, STYLE, senderOf, textDocument } from '../../mail/mail-layout';
import type { MailMessage } from '../../mail/mail-message';
import type { VoucherForMail } from './queries';
import { VOUCHER_IMAGE_SIZE, voucherPng } from './voucher-image';

/** The inline voucher image's Content-ID, as the HTML's `<img src="cid:…">` names it. */
export const GIFT_VOUCHER_CID = 'gift-voucher@stride';

/**
 * A bought gift voucher's e-mail (decision 18), to its recipient or to the buyer, in the shop's
 * language: who sends it, the dedication, the code as text (to type or copy), its value and expiry,
 * how to redeem it, and the printable voucher as a PNG, attached and shown inline.
 */
export async function renderGiftVoucherMail(
  voucher: VoucherForMail,
  options: { mailFrom: string | undefined; shopUrl: string },
): Promise<MailMessage> {
  const { locale } = voucher.shop;
  const t = mailTexts(locale).giftVoucher;
  const value = formatMoney(voucher.value, voucher.currency, locale);
  const validUntil = voucher.expiresAt ? formatDate(voucher.expiresAt, locale) : '';
  const subject = fill(t.subject, { shop: voucher.shop.name, value });
  const buyer =
    locale === 'hu'
      ? `${voucher.buyerSurname} ${voucher.buyerFirstname}`
      : `${voucher.buyerFirstname} ${voucher.buyerSurname}`;
  const toSomeoneElse = voucher.recipientEmail !== null;
  const intro = fill(toSomeoneElse ? t.introFrom : t.intro, { name: buyer.trim(), shop: voucher.shop.name, value });
  const redeem = fill(t.howToRedeem, { domain: options.shopUrl });
  const design: GiftVoucherDesign = isGiftVoucherDesign(voucher.design) ? voucher.design : 'road';
  const png = await voucherPng({
    design,
    title: t.imageTitle,
    shopName: voucher.shop.name,
    value,
    dedication: voucher.dedication,
    code: voucher.code,
    validUntil: `${t.validUntil} ${validUntil}`,
  });
  const alt = fill(t.imageAlt, { shop: voucher.shop.name, value, code: voucher.code });
  const rows = [
    { label: t.code, value: voucher.code },
    { label: t.value, value },
    { label: t.validUntil, value: validUntil },
  ];
  const content = html`<p>${intro}</p>
<p><strong>${t.dedication}:</strong> „${voucher.dedication}“</p>
<p><img src="cid:${GIFT_VOUCHER_CID}" width="560" height="${Math.round((560 * VOUCHER_IMAGE_SIZE.height) / VOUCHER_IMAGE_SIZE.width)}" alt="${alt}" style="display:block;width:100%;max-width:560px;height:auto;"></p>
<table style="${STYLE.table}" role="presentation">
${rows.map((row) => html`<tr><td style="${STYLE.td}">${row.label}</td><td style="${STYLE.tdRight}"><strong>${row.value}</strong></td></tr>\n`)}</table>
<p>${redeem}</p>
<p style="${STYLE.small}">${t.attachment}</p>`;
  return {
    ...senderOf(voucher.shop, options.mailFrom),
    to: voucher.recipientEmail ?? voucher.buyerEmail,
    subject,
    text: textDocument(locale, {
      shop: voucher.shop,
      content: [
        intro,
        '',
        `${t.dedication}: „${voucher.dedication}“`,
        '',
        ...rows.map((row) => `${row.label}: ${row.value}`),
        '',
        redeem,
        '',
        t.attachment,
      ],
    }),
    html: htmlDocument(locale, { title: subject, shop: voucher.shop, content }),
    attachments: [{ filename: `${voucher.code}.png`, content: png, contentType: 'image/png', cid: GIFT_VOUCHER_CID }],
  };
}
