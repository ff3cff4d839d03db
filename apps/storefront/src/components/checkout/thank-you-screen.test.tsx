import { type OrderPayment, type OrderSummary, OrderSummarySchema } from '@stride/contract';
import { describe, expect, it } from 'vitest';
import { orderSummaryPath } from '@/lib/api/checkout-api';
import { eur, money, renderPage, tagWith, textsOf } from './checkout.fixtures';
import { ThankYouScreen } from './thank-you-screen';

/**
 * The thank-you page as the browser first draws it over an order answer written by hand: the order,
 * its sums, and how to pay by each payment kind; a token that is no order's is "order does not exist".
 */

const TOKEN = 'sHlSIISYDw3vuqoOGn4XlDTqkMfIqHu6HNc5tNCn1vk';
const LINKS = { home: '/', cart: '/kosik', delivery: '/doprava-a-platba' };
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M4 4h7v7H4z"/></svg>';

const orderPaidBy = (payment: OrderPayment): OrderSummary =>
  OrderSummarySchema.parse({
    orderNumber: '10000042',
    email: 'jana@example.sk',
    createdAt: '2026-11-25T09:30:00.000Z',
    status: 'new',
    items: [{ name: 'Nike Pegasus 41', size: '42.5', count: 2, unitPrice: money(2990), totalPrice: money(5980) }],
    delivery: { kind: 'pickup_point', price: money(299), place: 'Papiernictvo, Obchodná 93, 811 01 Bratislava' },
    giftVouchers: [],
    paymentKind: payment.kind,
    sums: {
      goods: money(5980),
      discounts: money(598),
      credits: money(0),
      delivery: money(299),
      paymentFee: money(0),
      vat: [{ ratePercent: 23, net: money(4619), vat: money(1062) }],
      giftVouchers: money(0),
      total: money(5681),
      voucherPaid: money(0),
      toPay: money(5681),
    },
    payment,
  });

const BANK_TRANSFER: OrderPayment = {
  kind: 'bank_transfer',
  amount: money(5681),
  iban: 'SK3112000000198742637541',
  bic: 'SUBASKBX',
  accountName: 'Stride s.r.o.',
  account: 'SK31 1200 0000 1987 4263 7541',
  reference: '10000042',
  qr: { format: 'paybysquare', svg: SVG },
};

const render = (order: OrderSummary | null, token = TOKEN) =>
  renderPage(<ThankYouScreen token={token} links={LINKS} />, {
    cache: order ? { [orderSummaryPath(token)]: order } : {},
    namespaces: ['checkout', 'giftVoucherLines', 'api'],
  });

describe('ThankYouScreen', () => {
  it('shows the order number, what was ordered, where it goes and the sums', async () => {
    const html = await render(orderPaidBy(BANK_TRANSFER));
    expect(textsOf(html, 'order-number')).toEqual(['10000042']);
    expect(html).toContain('Potvrdenie sme poslali na jana@example.sk.');
    expect(textsOf(html, 'thank-you-line')).toEqual([`Nike Pegasus 41 Veľkosť 42.5 · 2 kusy ${eur(5980)}`]);
    expect(textsOf(html, 'thank-you-delivery')).toEqual([
      'Doprava: Výdajné miesto Packeta Papiernictvo, Obchodná 93, 811 01 Bratislava',
    ]);
    const sum = (id: string) => new RegExp(`data-testid="${id}"><dt>([^<]*)</dt><dd>([^<]*)</dd>`).exec(html)?.slice(1);
    expect(sum('sum-discounts')).toEqual(['Zľavy', `−${eur(598)}`]);
    expect(sum('sum-vat')).toEqual([`DPH 23 % zo základu ${eur(4619)}`, eur(1062)]);
    expect(sum('sum-total')).toEqual(['Spolu s DPH', eur(5681)]);
    expect(html).not.toContain('data-testid="sum-credits"');
  });

  it('lists the gift vouchers an order bought, and says an order of vouchers only is not delivered', async () => {
    const order = OrderSummarySchema.parse({
      ...orderPaidBy(BANK_TRANSFER),
      items: [],
      delivery: null,
      giftVouchers: [
        {
          value: money(3000),
          design: 'trail',
          dedication: 'Veľa šťastia!',
          recipient: { email: 'eva@example.sk', name: 'Eva Malá' },
          sendOn: '2026-12-24',
        },
      ],
      sums: { ...orderPaidBy(BANK_TRANSFER).sums, giftVouchers: money(3000) },
    });
    const html = await render(order);
    expect(textsOf(html, 'thank-you-gift-voucher')).toEqual([
      `Darčekový poukaz ${eur(3000)} Vzhľad: Terén Venovanie: „Veľa šťastia!“ Pre: Eva Malá, eva@example.sk Odoslanie: 24.12.2026 ${eur(3000)}`,
    ]);
    expect(textsOf(html, 'thank-you-delivery')).toEqual([
      'Doprava Darčekové poukazy posielame e-mailom, doprava sa neplatí.',
    ]);
    const sum = (id: string) => new RegExp(`data-testid="${id}"><dt>([^<]*)</dt><dd>([^<]*)</dd>`).exec(html)?.slice(1);
    expect(sum('sum-gift-vouchers')).toEqual(['Darčekové poukazy', eur(3000)]);
  });

  it('shows the credits the order spent beside the discounts', async () => {
    const order = orderPaidBy(BANK_TRANSFER);
    const html = await render({ ...order, sums: { ...order.sums, credits: money(300) } });
    const sum = (id: string) => new RegExp(`data-testid="${id}"><dt>([^<]*)</dt><dd>([^<]*)</dd>`).exec(html)?.slice(1);
    expect(sum('sum-credits')).toEqual(['Uplatnené kredity', `−${eur(300)}`]);
  });

  it('shows a bank transfer’s QR code as an image of the api’s SVG, never as markup, with every detail to type', async () => {
    const html = await render(orderPaidBy(BANK_TRANSFER));
    const image = tagWith(html, 'data-testid', 'payment-qr');
    const source = /src="data:image\/svg\+xml;base64,([^"]+)"/.exec(image)?.[1] ?? '';
    expect(Buffer.from(source, 'base64').toString('utf8')).toBe(SVG);
    expect(image).toContain(`alt="QR kód na platbu ${eur(5681)} s variabilným symbolom 10000042"`);
    expect(html).not.toContain('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29">');
    expect(textsOf(html, 'bank-beneficiary')).toEqual(['Stride s.r.o.']);
    expect(textsOf(html, 'bank-account')).toEqual(['SK31 1200 0000 1987 4263 7541']);
    expect(textsOf(html, 'bank-iban')).toEqual(['SK3112000000198742637541']);
    expect(textsOf(html, 'bank-bic')).toEqual(['SUBASKBX']);
    expect(textsOf(html, 'bank-amount')).toEqual([eur(5681)]);
    expect(textsOf(html, 'bank-reference')).toEqual(['10000042']);
  });

  it('offers a waiting card payment again until its deadline, in the shop’s time', async () => {
    const deadline = new Date(Date.now() + 20 * 60_000);
    const html = await render(
      orderPaidBy({ kind: 'card', amount: money(5681), state: 'waiting', deadline: deadline.toISOString() }),
    );
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Bratislava',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(deadline);
    const part = (type: string) => local.find((entry) => entry.type === type)?.value;
    expect(textsOf(html, 'card-state')).toEqual([
      `Platbu kartou sme zatiaľ neprijali. Zaplatiť môžete do ${part('day')}.${part('month')}.${part('year')} ${part('hour')}:${part('minute')}, potom objednávku zrušíme.`,
    ]);
    expect(textsOf(html, 'pay-again')).toEqual(['Zaplatiť kartou']);
  });

  it('offers no new card payment after the deadline, and says a paid or cancelled order is so', async () => {
    const late = await render(
      orderPaidBy({
        kind: 'card',
        amount: money(5681),
        state: 'waiting',
        deadline: new Date(Date.now() - 60_000).toISOString(),
      }),
    );
    expect(late).not.toContain('data-testid="pay-again"');
    expect(textsOf(late, 'card-state')).toEqual(['Čas na zaplatenie kartou uplynul, objednávku zrušíme.']);

    const paid = await render(orderPaidBy({ kind: 'card', amount: money(5681), state: 'paid', deadline: null }));
    expect(textsOf(paid, 'card-state')).toEqual(['Objednávka je zaplatená kartou. Ďakujeme!']);
    expect(paid).not.toContain('data-testid="pay-again"');

    const cancelled = await render(
      orderPaidBy({ kind: 'card', amount: money(5681), state: 'cancelled', deadline: null }),
    );
    expect(textsOf(cancelled, 'card-state')).toEqual(['Objednávka bola zrušená, pretože nebola včas zaplatená.']);
  });

  it('says what to do when paying on delivery or in the store', async () => {
    const cash = await render(orderPaidBy({ kind: 'cash_on_delivery', amount: money(5681) }));
    expect(textsOf(cash, 'thank-you-payment')).toEqual([
      `Platba: Dobierka Sumu ${eur(5681)} zaplatíte pri prevzatí zásielky v hotovosti alebo kartou.`,
    ]);
    const store = await render(orderPaidBy({ kind: 'in_store', amount: money(5681) }));
    expect(textsOf(store, 'thank-you-payment')).toEqual([
      `Platba: Platba v predajni Sumu ${eur(5681)} zaplatíte v predajni pri vyzdvihnutí. Keď bude objednávka pripravená, pošleme vám e-mail.`,
    ]);
  });

  it('asks for no payment when vouchers or credits paid it all', async () => {
    const html = await render({
      ...orderPaidBy({ kind: 'card', amount: money(0), state: 'paid', deadline: null }),
      payment: { kind: 'nothing_to_pay', amount: money(0) },
    });
    expect(textsOf(html, 'thank-you-payment')).toEqual([
      'Platba: Platba kartou online Objednávku celú uhradili darčekový poukaz alebo kredity: nič nedoplácate a je zaplatená.',
    ]);
    expect(html).not.toContain('data-testid="card-state"');
  });

  it('is "order does not exist" for a token that cannot be an order’s', async () => {
    const html = await render(null, 'not-a-token');
    expect(textsOf(html, 'order-not-found')[0]).toContain('Objednávka neexistuje');
    expect(html).not.toContain('data-testid="checkout-loading"');
  });
});
