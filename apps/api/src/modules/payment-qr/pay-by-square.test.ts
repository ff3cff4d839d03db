import { type DataModel, decode, encode, PaymentOptions } from 'bysquare/pay';
import { describe, expect, it } from 'vitest';
import { payBySquare } from './pay-by-square';

/** Payment orders as the shop writes them, one with accents, a due date and a long note. */
const models = (): DataModel[] => [
  {
    payments: [
      {
        type: PaymentOptions.PaymentOrder,
        amount: 49.9,
        currencyCode: 'EUR',
        variableSymbol: '10000042',
        paymentNote: 'Objednávka 10000042',
        paymentDueDate: '20261201',
        bankAccounts: [{ iban: 'SK3112000000198742637541', bic: 'SUBASKBX' }],
        beneficiary: { name: 'Stride s.r.o.' },
      },
    ],
  },
  {
    payments: [
      {
        type: PaymentOptions.PaymentOrder,
        amount: 1_234_567.89,
        currencyCode: 'EUR',
        variableSymbol: '9999999999',
        paymentNote: 'Žlté topánky, ďakujeme! '.repeat(5).trim(),
        bankAccounts: [{ iban: 'SK3112000000198742637541' }],
        beneficiary: { name: 'Ústredie Stride, a.s.' },
      },
    ],
  },
];

describe('payBySquare', () => {
  it("writes the text bysquare's own encode writes, which bysquare's decode reads back", () => {
    models().forEach((model, i) => {
      const theirs = encode(models()[i] as DataModel);
      const ours = payBySquare(model);
      // A payload this short finds the same matches in a 64 KiB dictionary as in 2 MiB.
      expect(ours).toBe(theirs);
      expect(decode(ours)).toEqual(decode(theirs));
    });
    expect(decode(payBySquare(models()[1] as DataModel)).payments[0]?.paymentNote).toMatch(/^Zlte topanky, dakujeme!/);
  });
});
