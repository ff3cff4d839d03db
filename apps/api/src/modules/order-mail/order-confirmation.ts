import type { Locale } from '@stride/contract';
import { formatDate, formatMoney, formatTime, INTL_LOCALE } from '@stride/i18n';
import type { BankTransfer } from '@stride/rules';
import { type Html, html } from '../../mail/html';
import {
  fill,
  htmlDocument,
  type MailTexts,
  mailTexts,
  STYLE,
  senderOf,
  textDocument,
  textHeading,
} from '../../mail/mail-layout';
import type { MailAttachment, MailMessage } from '../../mail/mail-message';
import { orderTransfer } from '../payment-qr/order-transfer';
import type { OrderForMail } from './queries';

export type PaymentQrImage = { format: string; payload: string; png: Buffer };
/** The shop's QR payment code of a transfer (PAY by square, QR Platba, the MNB's HCT): payment-qr.ts `paymentQrPng`. */
export type PaymentQr = (locale: Locale, transfer: BankTransfer) => Promise<PaymentQrImage>;

export type OrderConfirmationOptions = {
  /** The storefront's withdrawal page of the order's shop, absolute. */
  withdrawalUrl: string;
  /** MAIL_FROM; undefined: the shop's own address. */
  mailFrom: string | undefined;
  paymentQr: PaymentQr;
  /** Told when the QR code could not be made: the e-mail goes without it, the transfer details suffice. */
  onQrError?: (error: unknown) => void;
};

/** The days a consumer has to withdraw from a distance contract without giving a reason (EU 2011/83, art. 9). */
export const WITHDRAWAL_DAYS = 14;
/** How long a card order waits for its payment when the order has no deadline of its own. */
const CARD_PAYMENT_MINUTES = 30;
/** The inline QR image's Content-ID, as the HTML's `<img src="cid:…">` names it. */
export const PAYMENT_QR_CID = 'payment-qr@stride';

type Money = (minor: number) => string;
type Texts = MailTexts['orderConfirmation'];
type Row = { label: string; value: string; strong?: boolean };
/** A part of the e-mail in both forms: the text part's lines and the HTML part's markup. */
type Part = { text: string[]; html: Html };

/**
 * The order confirmation in the shop's language: the order's number and date, its lines and sums,
 * the delivery, how to pay (for a transfer with the account and an inline QR code) and how to
 * withdraw from the contract. Every value is escaped in the HTML (mail/html.ts).
 */
export async function renderOrderConfirmation(
  order: OrderForMail,
  options: OrderConfirmationOptions,
): Promise<MailMessage> {
  const { locale } = order.shop;
  const t = mailTexts(locale).orderConfirmation;
  const money: Money = (minor) => formatMoney(minor, order.currency, locale);
  const subject = fill(t.subject, { number: order.orderNumber });
  const when = `${formatDate(order.createdAt, locale)}, ${formatTime(order.createdAt, locale)}`;
  const intro = fill(t.intro, {
    shop: order.shop.name,
    date: formatDate(order.createdAt, locale),
    time: formatTime(order.createdAt, locale),
  });
  const payment = await paymentPart(order, t, money, options);
  const parts = [
    ...(order.lines.length > 0 ? [linesPart(order, t, money)] : []),
    ...(order.giftVouchers.length > 0 ? [giftVouchersPart(order, t, money)] : []),
    summaryPart(order, t, money),
    deliveryPart(order, t),
    payment.part,
  ];
  const withdrawal = withdrawalPart(order, t, options.withdrawalUrl);

  const text = textDocument(locale, {
    shop: order.shop,
    content: [
      intro,
      '',
      `${t.orderNumber}: ${order.orderNumber}`,
      `${t.orderDate}: ${when}`,
      ...[...parts, withdrawal].flatMap((part) => ['', ...part.text]),
    ],
  });
  const content = html`<p>${intro}</p>
<table style="${STYLE.table}" role="presentation">
<tr><td style="${STYLE.td}">${t.orderNumber}</td><td style="${STYLE.tdRight}"><strong>${order.orderNumber}</strong></td></tr>
<tr><td style="${STYLE.td}">${t.orderDate}</td><td style="${STYLE.tdRight}">${when}</td></tr>
</table>
${parts.map((part) => part.html)}
${withdrawal.html}`;
  return {
    ...senderOf(order.shop, options.mailFrom),
    to: order.email,
    subject,
    text,
    html: htmlDocument(locale, { title: subject, shop: order.shop, content }),
    attachments: payment.attachments,
  };
}

function section(title: string, body: Html): Html {
  return html`<h2 style="${STYLE.h2}">${title}</h2>
${body}
`;
}

/** Lines of text as one paragraph, a line break between them. */
function lineBreaks(lines: readonly string[]): Html {
  return html`${lines.map((line, index) => html`${index > 0 ? html`<br>` : null}${line}`)}`;
}

/**
 * The lines at their unit price times the count, before the order's discounts: they add up to the
 * goods of the sums below, which take the coupon and ISIC off.
 */
function linesPart(order: OrderForMail, t: Texts, money: Money): Part {
  const rows = order.lines.map(
    (line) => html`<tr>
<td style="${STYLE.td}">${line.name}</td>
<td style="${STYLE.td}">${line.sizeName}</td>
<td style="${STYLE.tdRight}">${line.count}</td>
<td style="${STYLE.tdRight}">${money(line.unitPrice)}</td>
<td style="${STYLE.tdRight}">${money(line.unitPrice * line.count)}</td>
</tr>`,
  );
  return {
    text: [
      textHeading(t.items, order.shop.locale),
      ...order.lines.map(
        (line) =>
          `- ${fill(line.sizeName.trim() === '' ? t.lineWithoutSize : t.line, {
            name: line.name,
            size: line.sizeName,
            count: line.count,
            unitPrice: money(line.unitPrice),
            total: money(line.unitPrice * line.count),
          })}`,
      ),
    ],
    html: section(
      t.items,
      html`<table style="${STYLE.table}">
<thead><tr><th style="${STYLE.th}">${t.product}</th><th style="${STYLE.th}">${t.size}</th><th style="${STYLE.thRight}">${t.count}</th><th style="${STYLE.thRight}">${t.unitPrice}</th><th style="${STYLE.thRight}">${t.lineTotal}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`,
    ),
  };
}

/**
 * The gift vouchers bought (decision 18): each one's value, who receives it and when. Their codes go
 * in e-mails of their own once the order is paid, to whoever receives each.
 */
function giftVouchersPart(order: OrderForMail, t: Texts, money: Money): Part {
  const { locale } = order.shop;
  const lines = order.giftVouchers.map((voucher) =>
    fill(t.giftVoucherLine, {
      value: money(voucher.value),
      recipient:
        voucher.recipientEmail === null
          ? t.giftVoucherBuyer
          : `${voucher.recipientName ?? ''} <${voucher.recipientEmail}>`.trim(),
      when: voucher.sendOn === null ? t.giftVoucherNow : formatDate(voucher.sendOn, locale),
    }),
  );
  return {
    text: [textHeading(t.giftVouchers, locale), ...lines.map((line) => `- ${line}`), t.giftVouchersNote],
    html: section(
      t.giftVouchers,
      html`<ul>${lines.map((line) => html`<li>${line}</li>`)}</ul>
<p style="${STYLE.small}">${t.giftVouchersNote}</p>`,
    ),
  };
}

function vatRate(rate: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 2 }).format(rate);
}

/** The order's sums as its snapshot holds them: discounts and vouchers as negative amounts, a free delivery as such. */
function summaryPart(order: OrderForMail, t: Texts, money: Money): Part {
  // An order of gift vouchers only has no goods to sum.
  const rows: Row[] = order.lines.length > 0 ? [{ label: t.goods, value: money(order.itemsTotal) }] : [];
  if (order.discountTotal > 0) rows.push({ label: t.couponDiscount, value: money(-order.discountTotal) });
  if (order.isicDiscount > 0) rows.push({ label: t.isicDiscount, value: money(-order.isicDiscount) });
  if (order.creditsUsed > 0) rows.push({ label: t.creditsDiscount, value: money(-order.creditsUsed) });
  rows.push({ label: t.delivery, value: order.shippingPrice > 0 ? money(order.shippingPrice) : t.free });
  if (order.paymentPrice > 0) rows.push({ label: t.paymentFee, value: money(order.paymentPrice) });
  const giftVouchersMinor = order.giftVouchers.reduce((sum, voucher) => sum + voucher.value, 0);
  // Sold outside VAT: after the VAT rows, which do not cover them.
  for (const vat of order.vat) {
    rows.push({
      label: fill(t.vatRow, { rate: vatRate(vat.ratePercent, order.shop.locale), net: money(vat.netMinor) }),
      value: money(vat.vatMinor),
    });
  }
  if (giftVouchersMinor > 0) rows.push({ label: t.giftVouchers, value: money(giftVouchersMinor) });
  rows.push({ label: t.total, value: money(order.totalSum), strong: true });
  if (order.voucherPaid > 0) rows.push({ label: t.voucherPaid, value: money(-order.voucherPaid) });
  rows.push({ label: t.toPay, value: money(order.toPay), strong: true });
  return {
    text: [textHeading(t.summary, order.shop.locale), ...rows.map((row) => `${row.label}: ${row.value}`)],
    html: section(
      t.summary,
      html`<table style="${STYLE.table}" role="presentation">
${rows.map((row) => {
  const label = row.strong ? html`<strong>${row.label}</strong>` : row.label;
  const value = row.strong ? html`<strong>${row.value}</strong>` : row.value;
  return html`<tr><td style="${STYLE.td}">${label}</td><td style="${STYLE.tdRight}">${value}</td></tr>\n`;
})}</table>`,
    ),
  };
}

/** A country code of the contact form (sk, cz, hu) by its name in the shop's language. */
function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames(INTL_LOCALE[locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

function deliveryPart(order: OrderForMail, t: Texts): Part {
  const { locale } = order.shop;
  let heading: string;
  let lines: string[];
  if (order.deliveryType === null) {
    return {
      text: [textHeading(t.deliveryTitle, locale), t.noDelivery],
      html: section(t.deliveryTitle, html`<p>${t.noDelivery}</p>`),
    };
  }
  if (order.deliveryType === 'courier') {
    const address = order.deliveryAddress ?? {
      firstname: order.firstname,
      surname: order.surname,
      street: order.street,
      city: order.city,
      zip: order.zip,
      country: order.country,
    };
    heading = t.deliveryCourier;
    lines = [
      // Hungarian puts the family name first.
      locale === 'hu' ? `${address.surname} ${address.firstname}` : `${address.firstname} ${address.surname}`,
      ...(order.deliveryAddress === null && order.companyName ? [order.companyName] : []),
      address.street,
      `${address.zip} ${address.city}`,
      countryName(address.country, locale),
    ];
  } else {
    heading = order.deliveryType === 'pickup_point' ? t.deliveryPickupPoint : t.deliveryStore;
    lines = order.pickupPlace ? [order.pickupPlace] : [];
  }
  return {
    text: [textHeading(t.deliveryTitle, locale), heading, ...lines],
    html: section(t.deliveryTitle, html`<p>${heading}<br><strong>${lineBreaks(lines)}</strong></p>`),
  };
}

/** An IBAN in groups of four, as people read it. */
function groupedIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();
}

async function paymentPart(
  order: OrderForMail,
  t: Texts,
  money: Money,
  options: OrderConfirmationOptions,
): Promise<{ part: Part; attachments: MailAttachment[] }> {
  const { locale } = order.shop;
  const paragraphs = (...texts: string[]) => ({
    part: {
      text: [textHeading(t.paymentTitle, locale), ...texts],
      html: section(t.paymentTitle, html`${texts.map((text) => html`<p>${text}</p>`)}`),
    },
    attachments: [],
  });
  const amount = money(order.toPay);
  if (order.toPay <= 0) return paragraphs(t.paidByVoucher);
  switch (order.paymentType) {
    case 'bank_transfer':
      return transferPart(order, t, amount, options);
    case 'card': {
      const paid = order.paidAt !== null || ['paid', 'shipped', 'delivered'].includes(order.status);
      if (paid) return paragraphs(t.cardPaid);
      const deadline = order.paymentDeadline ?? new Date(order.createdAt.getTime() + CARD_PAYMENT_MINUTES * 60_000);
      const minutes = Math.round((deadline.getTime() - order.createdAt.getTime()) / 60_000);
      return paragraphs(
        fill(t.cardUnpaid, { minutes, date: formatDate(deadline, locale), time: formatTime(deadline, locale) }),
      );
    }
    case 'cash_on_delivery':
      if (order.deliveryType === 'store') return paragraphs(fill(t.inStore, { amount }));
      return paragraphs(
        fill(order.deliveryType === 'courier' ? t.cashOnDeliveryCourier : t.cashOnDeliveryPickup, { amount }),
      );
    case 'in_store':
      return paragraphs(fill(t.inStore, { amount }));
  }
}

/**
 * How to pay by transfer: the account, the amount and the reference (the order number), and the
 * country's QR payment code of it inline, for a banking app to scan.
 */
async function transferPart(
  order: OrderForMail,
  t: Texts,
  amount: string,
  options: OrderConfirmationOptions,
): Promise<{ part: Part; attachments: MailAttachment[] }> {
  const { shop } = order;
  const iban = groupedIban(shop.bankIban);
  const rows: Row[] = [
    { label: t.beneficiary, value: shop.bankAccountName },
    // The Slovak account is written as its IBAN: once is enough.
    ...(shop.bankAccountLocal.replace(/\s+/g, '') === shop.bankIban.replace(/\s+/g, '')
      ? []
      : [{ label: t.account, value: shop.bankAccountLocal }]),
    { label: t.iban, value: iban },
    { label: t.bic, value: shop.bankBic },
    { label: t.amount, value: amount, strong: true },
    { label: t.reference, value: order.orderNumber, strong: true },
  ].filter((row) => row.value.trim() !== '');

  let qr: PaymentQrImage | null = null;
  if (shop.bankIban.trim() !== '') {
    try {
      qr = await options.paymentQr(
        shop.locale,
        orderTransfer(
          order,
          { iban: shop.bankIban.replace(/\s+/g, ''), bic: shop.bankBic, name: shop.bankAccountName },
          shop.locale,
        ),
      );
    } catch (error) {
      options.onQrError?.(error);
    }
  }
  const intro = fill(t.transferIntro, { amount });
  const alt = fill(t.transferQrAlt, { number: order.orderNumber });
  const qrHtml = qr
    ? html`<p>${t.transferQr}</p>
<p><img src="cid:${PAYMENT_QR_CID}" width="200" height="200" alt="${alt}" style="display:block;width:200px;height:200px;"></p>
`
    : null;
  return {
    part: {
      text: [
        textHeading(t.paymentTitle, shop.locale),
        intro,
        ...rows.map((row) => `${row.label}: ${row.value}`),
        ...(qr ? [t.transferQr] : []),
        t.transferDispatch,
      ],
      html: section(
        t.paymentTitle,
        html`<p>${intro}</p>
<table style="${STYLE.table}" role="presentation">
${rows.map(
  (row) =>
    html`<tr><td style="${STYLE.td}">${row.label}</td><td style="${STYLE.tdRight}">${row.strong ? html`<strong>${row.value}</strong>` : row.value}</td></tr>\n`,
)}</table>
${qrHtml}<p>${t.transferDispatch}</p>`,
      ),
    },
    attachments: qr
      ? [{ filename: `qr-${order.orderNumber}.png`, content: qr.png, contentType: 'image/png', cid: PAYMENT_QR_CID }]
      : [],
  };
}

function withdrawalPart(order: OrderForMail, t: Texts, url: string): Part {
  const text = fill(t.withdrawalText, { days: WITHDRAWAL_DAYS, number: order.orderNumber });
  return {
    text: [textHeading(t.withdrawalTitle, order.shop.locale), text, `${t.withdrawalLink}: ${url}`],
    html: section(
      t.withdrawalTitle,
      html`<p>${text}</p>
<p><a href="${url}" style="${STYLE.button}">${t.withdrawalLink}</a></p>
<p style="${STYLE.small}">${url}</p>`,
    ),
  };
}
