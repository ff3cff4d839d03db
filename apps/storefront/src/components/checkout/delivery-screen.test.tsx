import { CheckoutSchema } from '@stride/contract';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_PATH } from '@/lib/api/checkout-api';
import { CHECKOUT, eur, money, renderPage, tagWith, textsOf } from './checkout.fixtures';
import { DeliveryScreen } from './delivery-screen';

/**
 * The delivery and payment page as the browser first draws it over a checkout answer written by hand:
 * the offers with their prices, only the payments that go with the delivery, the form filled from
 * the contact the cart keeps, and every control named by its label.
 */

const LINKS = {
  cart: '/kosik',
  delivery: '/doprava-a-platba',
  summary: '/zhrnutie',
  terms: '/stranka/obchodne-podmienky',
};

const render = (checkout = CHECKOUT) =>
  renderPage(<DeliveryScreen links={LINKS} freeShippingFrom={eur(7000)} />, {
    cache: { [CHECKOUT_PATH]: checkout },
    namespaces: ['checkout', 'validation', 'pickupPoints', 'giftVoucherLines', 'api'],
  });

describe('DeliveryScreen', () => {
  it('offers each delivery with its price and how far free delivery is; an unavailable one says why', async () => {
    const html = await render();
    expect(textsOf(html, 'free-delivery-note')).toEqual([
      `Do dopravy zdarma (nad ${eur(7000)}) vám chýba ${eur(1020)}.`,
    ]);
    expect(textsOf(html, 'delivery-price')).toEqual([eur(299), eur(490), 'Zdarma']);
    expect(tagWith(html, 'data-testid', 'delivery-courier')).toContain('checked=""');
    expect(tagWith(html, 'data-testid', 'delivery-store')).toContain('disabled=""');
    expect(html).toContain('Nedostupné: žiadna naša predajňa nemá na sklade všetok tovar z košíka.');
    // The radios are a group named by its legend; each radio by its label.
    expect(html).toContain('<legend class="');
    expect(html).toMatch(/<label for="checkout-delivery-courier"[^>]*>.*?Kuriér na adresu/);
  });

  it('shows a delivery made free by the threshold as free, its list price struck through and said', async () => {
    const free = CheckoutSchema.parse({
      ...CHECKOUT,
      deliveries: CHECKOUT.deliveries.map((offer) => ({ ...offer, price: money(0) })),
      cart: { ...CHECKOUT.cart, sums: { ...CHECKOUT.cart.sums, missingForFreeDelivery: money(0) } },
    });
    const html = await render(free);
    expect(textsOf(html, 'free-delivery-note')).toEqual([`Nakupujete nad ${eur(7000)}, dopravu máte zdarma.`]);
    // Read out: "free instead of 4,90 €" (the struck-through price beside it is hidden from screen readers).
    expect(textsOf(html, 'delivery-price')).toEqual([
      `Zdarma namiesto ${eur(299)} ${eur(299)}`,
      `Zdarma namiesto ${eur(490)} ${eur(490)}`,
      'Zdarma',
    ]);
    expect(html).toContain(`<s aria-hidden="true">${eur(490)}</s>`);
  });

  it('offers only the payments that go with the courier, with their fees', async () => {
    const html = await render();
    expect(html).toContain('data-testid="payment-card"');
    expect(html).toContain('data-testid="payment-bank_transfer"');
    expect(html).toContain('data-testid="payment-cash_on_delivery"');
    expect(html).not.toContain('data-testid="payment-in_store"');
    expect(textsOf(html, 'payment-fee')).toEqual(['Bez poplatku', 'Bez poplatku', `+ ${eur(150)}`]);
    expect(tagWith(html, 'data-testid', 'payment-cash_on_delivery')).toContain('checked=""');
  });

  it('asks for a delivery before it offers payments', async () => {
    const html = await render(
      CheckoutSchema.parse({ ...CHECKOUT, choice: { delivery: null, payment: null, place: null } }),
    );
    expect(html).not.toContain('data-testid="payment-card"');
    expect(html).toContain('Najprv vyberte spôsob dopravy, ponúkneme platby, ktoré sa k nej hodia.');
  });

  it('fills the form from the contact the cart keeps: the company, the other address, the consents', async () => {
    const html = await render();
    const value = (id: string) => /value="([^"]*)"/.exec(tagWith(html, 'id', id))?.[1];
    expect(value('checkout-email')).toBe('nakup@bezec.sk');
    expect(value('checkout-zip')).toBe('811 01');
    expect(value('checkout-company-name')).toBe('Bežec s.r.o.');
    expect(value('checkout-company-vatNumber')).toBe('SK2120123456');
    expect(value('checkout-deliveryAddress-city')).toBe('Trnava');
    expect(tagWith(html, 'data-testid', 'buyer-company')).toContain('checked=""');
    expect(tagWith(html, 'data-testid', 'terms-accepted')).toContain('checked=""');
    expect(tagWith(html, 'data-testid', 'marketing-consent')).not.toContain('checked');
    expect(html).toContain('Zvoňte dvakrát</textarea>');
  });

  it('names every field by its label, gives its format as a hint, and links the terms in a new tab', async () => {
    const html = await render();
    const labels: [string, string][] = [
      ['checkout-email', 'E-mail'],
      ['checkout-firstname', 'Meno'],
      ['checkout-phone', 'Telefón'],
      ['checkout-zip', 'PSČ'],
      ['checkout-company-businessId', 'IČO'],
      ['checkout-company-vatNumber', 'IČ DPH (nepovinné)'],
    ];
    for (const [id, label] of labels) {
      expect(html).toContain(`<label for="${id}" class="`);
      expect(html).toMatch(new RegExp(`<label for="${id}"[^>]*>${label.replace(/[()]/g, '\\$&')}</label>`));
    }
    expect(tagWith(html, 'id', 'checkout-zip')).toContain('aria-describedby="checkout-zip-hint"');
    expect(html).toContain('<p id="checkout-zip-hint" class="');
    expect(html).toMatch(/id="checkout-zip-hint"[^>]*>V tvare XXX XX</);
    expect(tagWith(html, 'data-testid', 'terms-link')).toContain('href="/stranka/obchodne-podmienky"');
    expect(tagWith(html, 'data-testid', 'terms-link')).toContain('target="_blank"');
    expect(textsOf(html, 'terms-link')).toEqual(['obchodnými podmienkami (otvorí sa v novom okne)']);
  });

  it('shows the order beside the form with the api’s sums', async () => {
    const html = await render();
    const sum = (id: string) => new RegExp(`data-testid="${id}"><dt>([^<]*)</dt><dd>([^<]*)</dd>`).exec(html)?.slice(1);
    expect(sum('sum-goods')).toEqual(['Tovar s DPH', eur(5980)]);
    expect(sum('sum-delivery')).toEqual(['Doprava', eur(490)]);
    expect(sum('sum-payment-fee')).toEqual(['Poplatok za platbu', eur(150)]);
    expect(sum('sum-vat')).toEqual([`DPH 23 % zo základu ${eur(5382)}`, eur(1238)]);
    expect(sum('sum-total')).toEqual(['Spolu s DPH', eur(6620)]);
  });

  it('has nothing to deliver for an empty cart, and leads back to it', async () => {
    const empty = CheckoutSchema.parse({ ...CHECKOUT, cart: { ...CHECKOUT.cart, count: 0, items: [] } });
    const html = await render(empty);
    expect(html).toContain('data-testid="checkout-empty"');
    expect(html).toContain('href="/kosik"');
    expect(html).not.toContain('data-testid="delivery-form"');
  });

  it('offers no delivery for a cart of gift vouchers only, and only the payments the api allows it', async () => {
    const vouchersOnly = CheckoutSchema.parse({
      ...CHECKOUT,
      deliveries: [],
      payments: [
        { kind: 'card', fee: money(0), deliveries: [] },
        { kind: 'bank_transfer', fee: money(0), deliveries: [] },
      ],
      choice: { delivery: null, payment: null, place: null },
      deliveryNeeded: false,
      cart: {
        ...CHECKOUT.cart,
        count: 1,
        items: [],
        giftVouchers: [
          { id: 3, value: money(5000), design: 'road', dedication: 'Pre Janku', recipient: null, sendOn: null },
        ],
      },
    });
    const html = await render(vouchersOnly);
    expect(html).not.toContain('data-testid="free-delivery-note"');
    expect(html).not.toContain('data-testid="delivery-courier"');
    expect(textsOf(html, 'no-delivery-note')).toEqual(['Darčekové poukazy posielame e-mailom, doprava sa neplatí.']);
    // The payments come without a delivery chosen first: card and bank transfer, nothing on delivery.
    expect(html).toContain('data-testid="payment-card"');
    expect(html).toContain('data-testid="payment-bank_transfer"');
    expect(html).not.toContain('data-testid="payment-cash_on_delivery"');
    expect(textsOf(html, 'checkout-aside-gift-voucher')).toEqual([`Darčekový poukaz ${eur(5000)} ${eur(5000)}`]);
  });
});
