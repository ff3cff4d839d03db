import { type Locale, SHOP_TIME_ZONE } from '@stride/i18n';
import { type BankTransfer, checkedBankTransfer, dueDateDigits, mnbHctPayload, spaydPayload } from '@stride/rules';
import { PaymentOptions } from 'bysquare/pay';
import QRCode from 'qrcode';
import { payBySquare } from './pay-by-square';
import { qrPng } from './qr-png';

/**
 * The bank-transfer QR code of an order in its shop's national standard (issue 12): PAY by square in
 * the Slovak shop, QR Platba (SPAYD) in the Czech one, the MNB's HCT code in the Hungarian one, each
 * with the order number as variable symbol / reference. The thank-you page shows the SVG (its title
 * or aria label are the page's business), the order e-mail carries the PNG as an inline attachment.
 */
export type PaymentQrFormat = 'paybysquare' | 'spayd' | 'hct';

export type PaymentQr = {
  format: PaymentQrFormat;
  /** The text the code holds: a scanner decodes exactly this. */
  payload: string;
  svg: string;
  png: Buffer;
};

/**
 * Error correction M (15 % of the symbol restorable), which QR Platba's specification and the MNB's
 * guidelines ask for; PAY by square's text is compressed and fits any level, and takes the same.
 */
const ERROR_CORRECTION = 'M';
/** The quiet zone the QR standard requires around the symbol, in modules. */
const MARGIN = 4;
/** Pixels per module of the PNG: a sharp image at any module count, 360 px for a version-5 code. */
const PNG_SCALE = 8;

/**
 * PAY by square (bysquare 4, spec 1.2): one payment order with the amount in units, the variable
 * symbol, the note, the account with its BIC and the beneficiary's name; the due date, when there is
 * one, as the day in Bratislava. The transfer is checked as for the other formats (bysquare itself
 * lets a negative amount or a letter in a symbol through); the accents are dropped, which not
 * every Slovak bank's app reads (pay-by-square.ts).
 */
function payBySquarePayload(transfer: BankTransfer): string {
  const { iban, bic, amountMinor, currency, reference, message, beneficiary, dueDate } = checkedBankTransfer(transfer);
  return payBySquare({
    payments: [
      {
        type: PaymentOptions.PaymentOrder,
        amount: amountMinor / 100,
        currencyCode: currency,
        variableSymbol: reference,
        paymentNote: message,
        ...(dueDate ? { paymentDueDate: dueDateDigits(dueDate, SHOP_TIME_ZONE.sk) } : {}),
        bankAccounts: [{ iban, bic }],
        beneficiary: { name: beneficiary },
      },
    ],
  });
}

function payloadOf(locale: Locale, transfer: BankTransfer): { format: PaymentQrFormat; payload: string } {
  switch (locale) {
    case 'sk':
      return { format: 'paybysquare', payload: payBySquarePayload(transfer) };
    case 'cz':
      return { format: 'spayd', payload: spaydPayload(transfer) };
    case 'hu':
      return { format: 'hct', payload: mnbHctPayload(transfer) };
  }
}

const QR_OPTIONS = { errorCorrectionLevel: ERROR_CORRECTION, margin: MARGIN } as const;

function svgOf(payload: string): Promise<string> {
  return QRCode.toString(payload, { ...QR_OPTIONS, type: 'svg' });
}

/** The PNG the e-mail attaches: the same symbol as the SVG, drawn one bit a pixel (qr-png.ts). */
function pngOf(payload: string): Buffer {
  return qrPng(QRCode.create(payload, { errorCorrectionLevel: ERROR_CORRECTION }).modules, PNG_SCALE, MARGIN);
}

/** The shop's payment QR code for a transfer: its format, the text it holds, and the two images. */
export async function paymentQr(locale: Locale, transfer: BankTransfer): Promise<PaymentQr> {
  const { format, payload } = payloadOf(locale, transfer);
  return { format, payload, svg: await svgOf(payload), png: pngOf(payload) };
}

/** The code as the thank-you page draws it: the SVG alone. */
export async function paymentQrSvg(locale: Locale, transfer: BankTransfer): Promise<Omit<PaymentQr, 'png'>> {
  const { format, payload } = payloadOf(locale, transfer);
  return { format, payload, svg: await svgOf(payload) };
}

/** The code as the order e-mail attaches it: the PNG alone. */
export async function paymentQrPng(locale: Locale, transfer: BankTransfer): Promise<Omit<PaymentQr, 'svg'>> {
  const { format, payload } = payloadOf(locale, transfer);
  return { format, payload, png: pngOf(payload) };
}
