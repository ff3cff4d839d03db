import { describe, expect, it } from 'vitest';
import { type PaymentQr, renderOrderConfirmation } from './order-confirmation';
import { withdrawalUrl } from './outbox-mail';
import type { OrderForMail, OrderMailShop } from './queries';
import { renderWithdrawalAcknowledgement } from './withdrawal-acknowledgement';

/** The e-mails' content without a database or a mail server: each payment's instructions, the sender. */

const _ = '\u00a0';

const shop: OrderMailShop = {
  locale: 'sk',
  name: 'Stride.sk',
  adminEmail: 'info@stride.sk',
  bankIban: 'SK3112000000198742637541',
  bankBic: 'SUBASKBX',
  bankAccountName: 'Stride s.r.o.',
  bankAccountLocal: 'SK31 1200 0000 1987 4263 7541',
};

const order: OrderForMail = {
  orderNumber: '10000077',
  email: 'jana.novakova@example.sk',
  firstname: 'Jana',
  surname: 'Nováková',
  companyName: null,
  street: 'Hlavná 12',
  city: 'Bratislava',
  zip: '811 01',
  country: 'sk',
  deliveryType: 'courier',
  paymentType: 'cash_on_delivery',
  pickupPlace: null,
  deliveryAddress: null,
  currency: 'EUR',
  itemsTotal: 49_90,
  shippingPrice: 4_90,
  paymentPrice: 1_50,
  discountTotal: 0,
  isicDiscount: 0,
  creditsUsed: 0,
  totalSum: 56_30,
  voucherPaid: 0,
  toPay: 56_30,
  vat: [{ ratePercent: 23, netMinor: 45_77, vatMinor: 10_53, grossMinor: 56_30 }],
  status: 'new',
  paidAt: null,
  paymentDeadline: null,
  createdAt: new Date('2026-01-15T13:05:00Z'),
  giftVouchers: [],
  lines: [{ name: 'Bežecké tričko', sizeName: 'S', unitPrice: 49_90, count: 1 }],
  shop,
};

const noQr: PaymentQr = () => Promise.reject(new Error('no QR expected for this payment'));
const url = 'https://stride.sk/odstupenie-od-zmluvy';

async function textOf(changes: Partial<OrderForMail>, paymentQr: PaymentQr = noQr): Promise<string[]> {
  const mail = await renderOrderConfirmation(
    { ...order, ...changes },
    { withdrawalUrl: url, mailFrom: undefined, paymentQr },
  );
  return mail.text.split('\n');
}

describe('the order confirmation’s payment instructions', () => {
  it('cash on delivery by courier: the fee among the sums, pay the courier', async () => {
    expect(await textOf({})).toEqual(
      expect.arrayContaining([
        `Doprava: 4,90${_}€`,
        `Poplatok za spôsob platby: 1,50${_}€`,
        `Sumu 56,30${_}€ zaplatíte kuriérovi pri prevzatí zásielky.`,
      ]),
    );
  });

  it('cash on delivery at a pickup point: pay there', async () => {
    const text = await textOf({ deliveryType: 'pickup_point', pickupPlace: 'Packeta, Obchodná 5, 811 06 Bratislava' });
    expect(text).toEqual(
      expect.arrayContaining([
        'Na výdajné miesto:',
        'Packeta, Obchodná 5, 811 06 Bratislava',
        `Sumu 56,30${_}€ zaplatíte pri prevzatí zásielky na výdajnom mieste.`,
      ]),
    );
  });

  it('in the store: pay when collecting', async () => {
    const text = await textOf({
      deliveryType: 'store',
      paymentType: 'in_store',
      pickupPlace: 'Stride Aupark, Einsteinova 18, 851 01 Bratislava',
    });
    expect(text).toEqual(
      expect.arrayContaining([
        'Osobný odber v predajni:',
        `Sumu 56,30${_}€ zaplatíte v predajni pri vyzdvihnutí tovaru.`,
      ]),
    );
  });

  it('by card: paid, or not yet with the deadline after which the order is cancelled (Bratislava time)', async () => {
    expect(await textOf({ paymentType: 'card', status: 'paid', paidAt: new Date() })).toContain(
      'Objednávku ste zaplatili kartou. Ďakujeme.',
    );
    // 14:05 in Bratislava (CET); no deadline of its own: 30 minutes.
    expect(await textOf({ paymentType: 'card' })).toContain(
      'Platbu kartou sme zatiaľ neprijali. Ak objednávku nezaplatíte do 30 minút od jej odoslania (do 15.01.2026, 14:35), automaticky ju zrušíme.',
    );
  });

  it('shows the member’s credits spent beside the discounts, and no credits row when none were', async () => {
    // 49,90 € of goods less 10 € of credits: 39,90 + 4,90 + 1,50 = 46,30 €.
    const text = await textOf({ creditsUsed: 10_00, totalSum: 46_30, toPay: 46_30 });
    expect(text).toEqual(
      expect.arrayContaining([`Tovar s DPH: 49,90${_}€`, `Uplatnené kredity: -10,00${_}€`, `Spolu s DPH: 46,30${_}€`]),
    );
    expect((await textOf({})).some((line) => line.startsWith('Uplatnené kredity'))).toBe(false);
  });

  it('paid in full by a gift voucher: nothing to pay, no QR code', async () => {
    const mail = await renderOrderConfirmation(
      { ...order, paymentType: 'bank_transfer', voucherPaid: 56_30, toPay: 0 },
      { withdrawalUrl: url, mailFrom: undefined, paymentQr: noQr },
    );
    expect(mail.text).toContain(`Uhradené darčekovým poukazom: -56,30${_}€\nK úhrade: 0,00${_}€`);
    expect(mail.text).toContain('Celú objednávku uhradil darčekový poukaz, nič nedoplácate.');
    expect(mail.attachments).toEqual([]);
  });

  it('by transfer when the QR code cannot be made: the e-mail goes with the account details, and says why', async () => {
    const errors: unknown[] = [];
    const mail = await renderOrderConfirmation(
      { ...order, paymentType: 'bank_transfer' },
      { withdrawalUrl: url, mailFrom: undefined, paymentQr: noQr, onQrError: (error) => errors.push(error) },
    );
    expect(mail.text).toContain('Variabilný symbol: 10000077');
    expect(mail.text).not.toContain('PAY by square');
    expect(mail.html).not.toContain('cid:');
    expect(mail.attachments).toEqual([]);
    expect(errors).toHaveLength(1);
  });

  it('by transfer: the QR code is asked for exactly this transfer and attached inline', async () => {
    const asked: unknown[] = [];
    const png = Buffer.from('png');
    const mail = await renderOrderConfirmation(
      { ...order, paymentType: 'bank_transfer' },
      {
        withdrawalUrl: url,
        mailFrom: undefined,
        paymentQr: async (locale, transfer) => {
          asked.push([locale, transfer]);
          return { format: 'paybysquare', payload: 'x', svg: '<svg/>', png };
        },
      },
    );
    expect(asked).toEqual([
      [
        'sk',
        {
          iban: 'SK3112000000198742637541',
          bic: 'SUBASKBX',
          beneficiary: 'Stride s.r.o.',
          amountMinor: 56_30,
          currency: 'EUR',
          reference: '10000077',
          message: 'Objednávka 10000077',
        },
      ],
    ]);
    expect(mail.attachments).toEqual([
      { filename: 'qr-10000077.png', content: png, contentType: 'image/png', cid: 'payment-qr@stride' },
    ]);
    expect(mail.html).toContain('<img src="cid:payment-qr@stride"');
  });
});

describe('the sender', () => {
  it('is the shop by name at its own address, or at MAIL_FROM with replies going to the shop', async () => {
    const own = await renderOrderConfirmation(order, { withdrawalUrl: url, mailFrom: undefined, paymentQr: noQr });
    expect(own.from).toEqual({ name: 'Stride.sk', address: 'info@stride.sk' });
    expect(own.replyTo).toBeUndefined();
    const relayed = renderWithdrawalAcknowledgement(
      { email: 'jana@example.sk', receivedAt: new Date(), orderNumber: '10000077', shop },
      { mailFrom: 'noreply@mail.stride.sk' },
    );
    expect(relayed.from).toEqual({ name: 'Stride.sk', address: 'noreply@mail.stride.sk' });
    expect(relayed.replyTo).toBe('info@stride.sk');
  });
});

describe('the withdrawal acknowledgement', () => {
  it('in Slovak, with the time it was received in Bratislava', () => {
    const mail = renderWithdrawalAcknowledgement(
      // 23:59 on 31 December in Bratislava (CET).
      { email: 'jana@example.sk', receivedAt: new Date('2026-12-31T22:59:00Z'), orderNumber: '10000077', shop },
      { mailFrom: undefined },
    );
    expect(mail.to).toBe('jana@example.sk');
    expect(mail.subject).toBe('Potvrdenie odstúpenia od zmluvy – objednávka č. 10000077');
    expect(mail.text).toContain(
      'potvrdzujeme, že sme 31.12.2026 o 23:59 prijali vaše odstúpenie od kúpnej zmluvy k objednávke č. 10000077.',
    );
    expect(mail.text).toContain('Tovar nám prosím pošlite späť najneskôr do 14 dní odo dňa odstúpenia.');
  });
});

describe('the withdrawal link', () => {
  it('is the shop’s localized withdrawal page at its public origin', () => {
    const origins = { sk: 'https://stride.sk', cz: 'http://cz.localhost:3000', hu: 'https://stride.hu' };
    expect(withdrawalUrl(origins, 'sk')).toBe('https://stride.sk/odstupenie-od-zmluvy');
    expect(withdrawalUrl(origins, 'cz')).toBe('http://cz.localhost:3000/odstoupeni-od-smlouvy');
    expect(withdrawalUrl(origins, 'hu')).toBe('https://stride.hu/elallas');
  });
});
