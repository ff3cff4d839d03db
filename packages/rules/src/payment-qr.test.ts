import { describe, expect, it } from 'vitest';
import {
  type BankTransfer,
  checkedBankTransfer,
  dueDateDigits,
  HCT_DEFAULT_VALIDITY_DAYS,
  mnbHctPayload,
  spaydPayload,
} from './payment-qr';

/**
 * Every expected text below is written out by hand from the formats' specifications (SPAYD 1.0 of
 * qr-platba.cz; the MNB's HCT 001), not produced by the code under test.
 */

/** The Czech shop's account (the seed's), 1 234,50 Kč for order 20000042. */
const czech: BankTransfer = {
  iban: 'CZ6508000000192000145399',
  bic: 'GIBACZPX',
  beneficiary: 'Stride CZ s.r.o.',
  amountMinor: 123_450,
  currency: 'CZK',
  reference: '20000042',
  message: 'Objednávka 20000042',
};

/** The Hungarian shop's account (the seed's), 18 990 Ft for order 30000042. */
const hungarian: BankTransfer = {
  iban: 'HU42117730161111101800000000',
  bic: 'OTPVHUHB',
  beneficiary: 'Stride Hungary Kft.',
  amountMinor: 1_899_000,
  currency: 'HUF',
  reference: '30000042',
  message: 'Rendelés 30000042',
};

describe('spaydPayload (QR Platba)', () => {
  it('writes the account with its BIC, the amount with two decimals, the currency, name, message and variable symbol', () => {
    expect(spaydPayload(czech)).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399+GIBACZPX*AM:1234.50*CC:CZK*RN:STRIDE CZ S.R.O.' +
        '*MSG:OBJEDNAVKA 20000042*X-VS:20000042',
    );
  });

  it('adds the due date as the day in Prague', () => {
    expect(spaydPayload({ ...czech, dueDate: new Date('2026-12-01T10:00:00Z') })).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399+GIBACZPX*AM:1234.50*CC:CZK*RN:STRIDE CZ S.R.O.*DT:20261201' +
        '*MSG:OBJEDNAVKA 20000042*X-VS:20000042',
    );
    // 23:30 UTC on 30 November is half past midnight on 1 December in Prague.
    expect(spaydPayload({ ...czech, dueDate: new Date('2026-11-30T23:30:00Z') })).toContain('*DT:20261201*');
  });

  it('writes amounts below a unit and round ones with two decimals', () => {
    expect(spaydPayload({ ...czech, amountMinor: 5 })).toContain('*AM:0.05*');
    expect(spaydPayload({ ...czech, amountMinor: 100 })).toContain('*AM:1.00*');
    expect(spaydPayload({ ...czech, amountMinor: 999_999_999 })).toContain('*AM:9999999.99*');
  });

  it('takes an IBAN and BIC typed with spaces and in lower case in their electronic form', () => {
    expect(spaydPayload({ ...czech, iban: 'cz65 0800 0000 1920 0014 5399', bic: 'gibaczpx' })).toContain(
      'SPD*1.0*ACC:CZ6508000000192000145399+GIBACZPX*',
    );
  });

  it('escapes the asterisk that ends a value as %2A, and the percent sign as %25', () => {
    expect(spaydPayload({ ...czech, message: 'Sleva *VIP* 100% čistá' })).toContain(
      '*MSG:SLEVA %2AVIP%2A 100%25 CISTA*',
    );
  });

  it('keeps values to the alphanumeric characters: accents dropped, upper case, anything else a space', () => {
    expect(spaydPayload({ ...czech, message: 'Děkujeme, že nakupujete! (Stride)\nŁódź, Straße' })).toContain(
      '*MSG:DEKUJEME ZE NAKUPUJETE STRIDE LODZ STRASSE*',
    );
    expect(spaydPayload({ ...czech, beneficiary: 'Stride CZ, s.r.o. – e-shop' })).toContain(
      '*RN:STRIDE CZ S.R.O. E-SHOP*',
    );
  });

  it('cuts the message to 60 and the name to 35 characters, never in the middle of an escape', () => {
    expect(spaydPayload({ ...czech, message: 'A'.repeat(70) })).toContain(`*MSG:${'A'.repeat(60)}*`);
    // 58 letters and "%2A" would be 61 characters: the escape is left out whole.
    expect(spaydPayload({ ...czech, message: `${'A'.repeat(58)}*B` })).toContain(`*MSG:${'A'.repeat(58)}*X-VS`);
    expect(spaydPayload({ ...czech, beneficiary: 'Stride Running Equipment Czech Republic s.r.o.' })).toContain(
      '*RN:STRIDE RUNNING EQUIPMENT CZECH REPU*',
    );
  });

  it('leaves out a message or a name with nothing printable in it', () => {
    expect(spaydPayload({ ...czech, message: '!!!', beneficiary: ' ' })).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399+GIBACZPX*AM:1234.50*CC:CZK*X-VS:20000042',
    );
  });

  it('refuses what no bank could be sent', () => {
    expect(() => spaydPayload({ ...czech, iban: 'CZ6508000000192000145398' })).toThrow(RangeError); // check digits
    expect(() => spaydPayload({ ...czech, iban: 'CZ65' })).toThrow(RangeError);
    expect(() => spaydPayload({ ...czech, bic: 'GIBACZ' })).toThrow(RangeError);
    expect(() => spaydPayload({ ...czech, reference: '' })).toThrow(RangeError);
    expect(() => spaydPayload({ ...czech, reference: '2000004A' })).toThrow(RangeError);
    expect(() => spaydPayload({ ...czech, reference: '12345678901' })).toThrow(RangeError); // 11 digits
    expect(() => spaydPayload({ ...czech, amountMinor: 0 })).toThrow(RangeError);
    expect(() => spaydPayload({ ...czech, amountMinor: -100 })).toThrow(RangeError);
    expect(() => spaydPayload({ ...czech, amountMinor: 12.5 })).toThrow(RangeError);
    expect(() => spaydPayload({ ...czech, amountMinor: 1_000_000_000 })).toThrow(RangeError); // "10000000.00"
  });

  it('keeps a variable symbol’s leading zeros', () => {
    expect(spaydPayload({ ...czech, reference: '0000000042' })).toMatch(/\*X-VS:0000000042$/);
  });
});

describe('mnbHctPayload (MNB QR code)', () => {
  it('writes the seventeen fields in order, each ended by a line feed', () => {
    const dueDate = new Date('2026-12-08T22:59:59Z'); // 23:59:59 in Budapest (UTC+1 in winter)
    expect(mnbHctPayload({ ...hungarian, dueDate })).toBe(
      'HCT\n001\n1\nOTPVHUHBXXX\nStride Hungary Kft.\nHU42117730161111101800000000\nHUF18990\n' +
        '20261208235959+1\nGDSV\nRendelés 30000042\n\n\n\n\n\n\n\n',
    );
  });

  it('writes the validity in Hungarian summer time with +2', () => {
    const payload = mnbHctPayload({ ...hungarian, dueDate: new Date('2026-07-15T10:00:00Z') });
    expect(payload.split('\n')[7]).toBe('20260715120000+2');
  });

  it('is valid for HCT_DEFAULT_VALIDITY_DAYS from now without a due date', () => {
    expect(HCT_DEFAULT_VALIDITY_DAYS).toBe(14);
    const payload = mnbHctPayload(hungarian, new Date('2026-03-01T11:00:00Z'));
    expect(payload.split('\n')[7]).toBe('20260315120000+1');
  });

  it('keeps an 11-character BIC as it is', () => {
    expect(mnbHctPayload({ ...hungarian, bic: 'OTPVHUHB123' }).split('\n')[3]).toBe('OTPVHUHB123');
  });

  it('puts the order number in front of a message that does not carry it', () => {
    const payload = mnbHctPayload({ ...hungarian, message: 'Köszönjük a vásárlást' });
    expect(payload.split('\n')[9]).toBe('30000042 Köszönjük a vásárlást');
    // A longer number containing the reference's digits does not count as carrying it.
    expect(mnbHctPayload({ ...hungarian, message: 'Rendelés 300000421' }).split('\n')[9]).toBe(
      '30000042 Rendelés 300000421',
    );
  });

  it('keeps Hungarian letters, drops other accents, and turns line breaks into spaces', () => {
    const payload = mnbHctPayload({
      ...hungarian,
      beneficiary: 'Stride Česko – Kft.',
      message: 'Rendelés\r\n30000042',
    });
    const fields = payload.split('\n');
    expect(fields[4]).toBe('Stride Cesko Kft.'); // the en dash is not ASCII: a space, then one space
    expect(fields[9]).toBe('Rendelés 30000042');
    expect(fields).toHaveLength(18); // seventeen fields and what follows the last line feed
  });

  it('cuts the name and the közlemény to 70 characters, keeping the order number', () => {
    const fields = mnbHctPayload({
      ...hungarian,
      beneficiary: 'N'.repeat(80),
      message: `${'x'.repeat(80)} 30000042`,
    }).split('\n');
    expect(fields[4]).toBe('N'.repeat(70));
    expect(fields[9]).toBe(`30000042 ${'x'.repeat(61)}`);
  });

  it('refuses what the format cannot carry', () => {
    expect(() => mnbHctPayload({ ...hungarian, currency: 'EUR' })).toThrow(RangeError);
    expect(() => mnbHctPayload({ ...hungarian, iban: 'CZ6508000000192000145399' })).toThrow(RangeError);
    expect(() => mnbHctPayload({ ...hungarian, iban: 'HU42117730161111101800000001' })).toThrow(RangeError);
    expect(() => mnbHctPayload({ ...hungarian, bic: 'OTP' })).toThrow(RangeError);
    expect(() => mnbHctPayload({ ...hungarian, amountMinor: 1_899_050 })).toThrow(RangeError); // 18 990,50 Ft
    expect(() => mnbHctPayload({ ...hungarian, amountMinor: 100_000_000_000_000 })).toThrow(RangeError); // 13 digits
    expect(() => mnbHctPayload({ ...hungarian, reference: 'R-1' })).toThrow(RangeError);
    expect(() => mnbHctPayload({ ...hungarian, beneficiary: '\n' })).toThrow(RangeError);
    // 70 two-byte letters in the name and the közlemény make more than 345 bytes.
    expect(() => mnbHctPayload({ ...hungarian, beneficiary: 'ő'.repeat(70), message: 'ű'.repeat(70) })).toThrow(
      /345 bytes/,
    );
  });
});

describe('checkedBankTransfer', () => {
  it('gives the IBAN and BIC in their electronic form and leaves the rest as it was', () => {
    expect(checkedBankTransfer({ ...czech, iban: ' cz65 0800 0000 1920 0014 5399 ', bic: 'giba czpx' })).toEqual(czech);
  });

  it('refuses a transfer no format could carry', () => {
    expect(() => checkedBankTransfer({ ...czech, iban: 'CZ6508000000192000145398' })).toThrow(/check digits/);
    expect(() => checkedBankTransfer({ ...czech, reference: '20 000 042' })).toThrow(/1 to 10 digits/);
    expect(() => checkedBankTransfer({ ...czech, amountMinor: Number.NaN })).toThrow(/positive whole number/);
  });
});

describe('dueDateDigits', () => {
  it('is the day of an instant in the given time zone', () => {
    expect(dueDateDigits(new Date('2026-11-30T23:30:00Z'), 'Europe/Bratislava')).toBe('20261201');
    expect(dueDateDigits(new Date('2026-11-30T22:30:00Z'), 'Europe/Bratislava')).toBe('20261130');
  });
});
