import { type Currency, SHOP_TIME_ZONE, zonedParts } from '@stride/i18n';
import { decimalAmount } from './money';

/**
 * The text of a bank-transfer QR code in each shop's national standard (issue 12), for the order's
 * variable symbol / reference: QR Platba in Czechia (the Short Payment Descriptor, SPAYD 1.0 of the
 * Czech Banking Association) and the MNB's QR code for Hungary (HCT, version 001). Slovakia's
 * PAY by square is compressed and built by the `bysquare` package in the api.
 *
 * Both builders refuse what no bank could be sent (a malformed IBAN or BIC, a reference that is not
 * 1–10 digits, an amount that is not a positive whole number of minor units or too long for the
 * format) and fit free text (the message, the beneficiary's name) to each format's characters and
 * lengths, cutting it short rather than failing.
 */
export type BankTransfer = {
  /** The beneficiary's account (spaces and lower case are tolerated). */
  iban: string;
  /** The beneficiary's bank, 8 or 11 characters. */
  bic: string;
  /** The account holder, as the bank knows it. */
  beneficiary: string;
  /** Integer minor units: 12345 = 123.45. HUF amounts are whole forints, multiples of 100 fillér. */
  amountMinor: number;
  currency: 'EUR' | 'CZK' | 'HUF';
  /** The order number: digits only, at most 10 (a variable symbol's length). */
  reference: string;
  /** The note for the beneficiary, e.g. "Objednávka 20000042". */
  message: string;
  /** Pay by: the due date of SPAYD and PAY by square (the day in the shop's time zone); the end of the HCT code's validity. */
  dueDate?: Date;
};

/** How long an HCT code without a due date is valid: the MNB format requires a validity. */
export const HCT_DEFAULT_VALIDITY_DAYS = 14;

const REFERENCE = /^\d{1,10}$/;
const BIC = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** The IBAN in its electronic form (upper case, no spaces), checked by its ISO 13616 check digits. */
function checkedIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (!IBAN.test(compact)) throw new RangeError(`not an IBAN: ${iban}`);
  // Mod 97 of the digits (letters A = 10 … Z = 35) of the account followed by its first four characters.
  let remainder = 0;
  for (const char of compact.slice(4) + compact.slice(0, 4)) {
    const code = char.charCodeAt(0);
    const value = code >= 65 ? code - 55 : code - 48;
    remainder = (remainder * (value >= 10 ? 100 : 10) + value) % 97;
  }
  if (remainder !== 1) throw new RangeError(`IBAN check digits do not match: ${iban}`);
  return compact;
}

function checkedBic(bic: string): string {
  const compact = bic.replace(/\s+/g, '').toUpperCase();
  if (!BIC.test(compact)) throw new RangeError(`not a BIC: ${bic}`);
  return compact;
}

function checkedReference(reference: string): string {
  if (!REFERENCE.test(reference)) throw new RangeError(`a reference is 1 to 10 digits, got "${reference}"`);
  return reference;
}

function checkedAmount(amountMinor: number): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new RangeError(`a transfer's amount is a positive whole number of minor units, got ${amountMinor}`);
  }
  return amountMinor;
}

/**
 * The transfer as every format may carry it: the IBAN and BIC in their electronic form (upper case,
 * no spaces) and checked, the reference 1–10 digits, the amount a positive whole number of minor
 * units; a RangeError names what is not. The builders here use it, and so does PAY by square's.
 */
export function checkedBankTransfer(transfer: BankTransfer): BankTransfer {
  return {
    ...transfer,
    iban: checkedIban(transfer.iban),
    bic: checkedBic(transfer.bic),
    reference: checkedReference(transfer.reference),
    amountMinor: checkedAmount(transfer.amountMinor),
  };
}

/** Letters NFD does not take apart into a base letter and a mark. */
const UNDECOMPOSED: Record<string, string> = {
  ß: 'ss',
  ẞ: 'SS',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ø: 'o',
  Ø: 'O',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
};

/** A character in plain letters: its accents dropped, the few letters NFD keeps whole spelled out. */
function plainLetters(char: string): string {
  return UNDECOMPOSED[char] ?? char.normalize('NFD').replace(/\p{M}+/gu, '');
}

/** The calendar date of an instant in a time zone, as eight digits YYYYMMDD. */
export function dueDateDigits(instant: Date, timeZone: string): string {
  const { year, month, day } = zonedParts(instant, timeZone);
  return `${year}${month}${day}`;
}

// ── QR Platba (SPAYD 1.0) ────────────────────────────────────────────────────────────────────────

/**
 * The characters of a QR code's alphanumeric mode, which the SPAYD specification recommends every
 * value keep to: digits, upper-case letters, space and $ % * + - . / :
 */
const SPAYD_CHARACTER = /[0-9A-Z $%*+\-./:]/;
/** Maximum lengths of the values SPAYD 1.0 gives them. */
const SPAYD_MAX = { MSG: 60, RN: 35, AM: 10 } as const;

/**
 * A free-text SPAYD value: accents dropped, upper case, anything outside the alphanumeric mode's
 * characters a space, then percent-encoded where the format needs it ("*" ends a value, so it is
 * "%2A"; "%" itself is "%25" so no text reads as an escape), cut to `max` characters of the encoded
 * value without splitting an escape. Empty when nothing printable is left.
 */
function spaydText(text: string, max: number): string {
  const plain = Array.from(text, plainLetters).join('').toUpperCase();
  const allowed = Array.from(plain, (char) => (SPAYD_CHARACTER.test(char) ? char : ' '))
    .join('')
    .replace(/ +/g, ' ')
    .trim();
  let encoded = '';
  for (const char of allowed) {
    const piece = char === '*' ? '%2A' : char === '%' ? '%25' : char;
    if (encoded.length + piece.length > max) break;
    encoded += piece;
  }
  return encoded.trimEnd();
}

/** Minor units as SPAYD writes an amount: whole units, a dot and two decimals ("1234.50"). */
function spaydAmount(amountMinor: number, currency: Currency): string {
  const text = decimalAmount(amountMinor, currency);
  if (text.length > SPAYD_MAX.AM) throw new RangeError(`a SPAYD amount has at most 10 characters, got ${text}`);
  return text;
}

/**
 * The QR Platba text (SPAYD 1.0, qr-platba.cz): `SPD*1.0*` and `KEY:value` pairs separated by `*` —
 * ACC the IBAN+BIC, AM the amount, CC the currency, RN the beneficiary, DT the due date (YYYYMMDD,
 * the day in the Czech shop's time zone), MSG the message and X-VS the variable symbol (the order
 * number). Keys come in the order of the specification's table; the last value ends the text
 * without a `*`.
 */
export function spaydPayload(transfer: BankTransfer): string {
  const { iban, bic, amountMinor, currency, beneficiary, dueDate, message, reference } = checkedBankTransfer(transfer);
  const fields: [string, string][] = [
    ['ACC', `${iban}+${bic}`],
    ['AM', spaydAmount(amountMinor, currency)],
    ['CC', currency],
    ['RN', spaydText(beneficiary, SPAYD_MAX.RN)],
    ['DT', dueDate ? dueDateDigits(dueDate, SHOP_TIME_ZONE.cz) : ''],
    ['MSG', spaydText(message, SPAYD_MAX.MSG)],
    ['X-VS', reference],
  ];
  return ['SPD', '1.0', ...fields.filter(([, value]) => value !== '').map(([key, value]) => `${key}:${value}`)].join(
    '*',
  );
}

// ── MNB QR code (HCT, version 001) ───────────────────────────────────────────────────────────────

/** Letters of the Hungarian alphabet beyond ASCII, which the format's UTF-8 (charset 1) carries. */
const HUNGARIAN_LETTERS = new Set('áéíóöőúüűÁÉÍÓÖŐÚÜŰ');
/** Maximum lengths of the fields the MNB format gives them. */
const HCT_MAX = { name: 70, remittance: 70, amountDigits: 12, bytes: 345 } as const;
/** Purchase or sale of goods and services (ISO 20022 purpose code): a web shop's order. */
const HCT_PURPOSE = 'GDSV';

/**
 * A free-text HCT field: printable ASCII and the Hungarian letters stay (the code is UTF-8), other
 * accented letters lose their accents, a line break or other control character (LF separates the
 * fields) becomes a space; cut to `max` characters.
 */
function hctText(text: string, max: number): string {
  const kept = Array.from(text.normalize('NFC'), (char) => {
    if (HUNGARIAN_LETTERS.has(char)) return char;
    const plain = plainLetters(char);
    return /^[\x20-\x7e]*$/.test(plain) ? plain : ' ';
  })
    .join('')
    .replace(/ +/g, ' ')
    .trim();
  return Array.from(kept).slice(0, max).join('').trimEnd();
}

/** The közlemény: the message, with the order number in front when the message does not carry it. */
function hctRemittance(message: string, reference: string): string {
  const carries = (text: string) => new RegExp(`(^|\\D)${reference}(\\D|$)`).test(text);
  const text = hctText(message, HCT_MAX.remittance);
  return carries(text) ? text : hctText(`${reference} ${message}`, HCT_MAX.remittance);
}

/**
 * An instant as the HCT validity: the date and time in Hungary, YYYYMMDDhhmmss, then "+" and the
 * hours Hungarian time is ahead of UTC (+1 in winter, +2 in summer).
 */
function hctValidity(instant: Date): string {
  const { year, month, day, hour, minute, second } = zonedParts(instant, SHOP_TIME_ZONE.hu);
  const wall = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  const offsetHours = Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 3_600_000);
  return `${year}${month}${day}${hour}${minute}${second}+${offsetHours}`;
}

/**
 * The MNB QR code text for a transfer (HCT, version 001, charset 1 = UTF-8; the MNB's guidelines on
 * the QR code data entry of instant payments): seventeen fields in a fixed order, each ended by a line
 * feed, an empty optional field just its line feed —
 *
 *  1 HCT · 2 001 · 3 1 · 4 the BIC in 11 characters (an 8-character one with the branch "XXX") ·
 *  5 the beneficiary's name (≤ 70) · 6 the IBAN (28) · 7 the amount, "HUF" and whole forints (≤ 12
 *  digits) · 8 the validity, YYYYMMDDhhmmss+z (required: the due date, or `now` +
 *  HCT_DEFAULT_VALIDITY_DAYS) · 9 the purpose, GDSV · 10 the közlemény (≤ 70): the message, carrying
 *  the order number · 11–17 shop, device, receipt, customer, transaction, loyalty and NAV
 *  identifiers, left empty.
 *
 * Only Hungarian forints to a Hungarian account; the whole text is at most 345 bytes.
 */
export function mnbHctPayload(transfer: BankTransfer, now: Date = new Date()): string {
  if (transfer.currency !== 'HUF')
    throw new RangeError(`the MNB QR code carries forints only, got ${transfer.currency}`);
  const { iban, bic, amountMinor, reference } = checkedBankTransfer(transfer);
  if (!iban.startsWith('HU') || iban.length !== 28) throw new RangeError(`not a Hungarian IBAN: ${transfer.iban}`);
  if (amountMinor % 100 !== 0) throw new RangeError(`forint amounts are whole forints, got ${amountMinor} fillér`);
  const forints = String(amountMinor / 100);
  if (forints.length > HCT_MAX.amountDigits) throw new RangeError(`an HCT amount has at most 12 digits: ${forints}`);
  const name = hctText(transfer.beneficiary, HCT_MAX.name);
  if (!name) throw new RangeError('the MNB QR code needs the beneficiary’s name');
  const validUntil = transfer.dueDate ?? new Date(now.getTime() + HCT_DEFAULT_VALIDITY_DAYS * 86_400_000);

  const fields = [
    'HCT',
    '001',
    '1',
    bic.length === 8 ? `${bic}XXX` : bic,
    name,
    iban,
    `HUF${forints}`,
    hctValidity(validUntil),
    HCT_PURPOSE,
    hctRemittance(transfer.message, reference),
    '',
    '',
    '',
    '',
    '',
    '',
    '',
  ];
  const payload = fields.map((field) => `${field}\n`).join('');
  const bytes = new TextEncoder().encode(payload).length;
  if (bytes > HCT_MAX.bytes) throw new RangeError(`an MNB QR code has at most 345 bytes, this one ${bytes}`);
  return payload;
}
