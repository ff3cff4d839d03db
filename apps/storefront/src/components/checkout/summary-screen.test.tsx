import { CheckoutSchema } from '@stride/contract';
import type { Locale } from '@stride/i18n';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_PATH } from '@/lib/api/checkout-api';
import { CHECKOUT, eur, renderPage, tagWith, textsOf } from './checkout.fixtures';
import { SummaryScreen } from './summary-screen';

/**
 * The summary as the browser first draws it over a checkout answer written by hand: each part with
 * its way back, the sums with VAT, the pre-contract information and the order button's words.
 */

const LINKS = {
  cart: '/kosik',
  delivery: '/doprava-a-platba',
  thankYou: '/objednavka/dakujeme/:token',
  withdrawal: '/odstupenie-od-zmluvy',
  terms: '/stranka/obchodne-podmienky',
};

const render = (checkout = CHECKOUT, locale: Locale = 'sk') =>
  renderPage(<SummaryScreen links={LINKS} />, {
    locale,
    cache: { [CHECKOUT_PATH]: checkout },
    namespaces: ['checkout', 'prices'],
  });

describe('SummaryScreen', () => {
  it('shows the lines, the delivery to the other address, the payment and the company buyer, each with its edit link', async () => {
    const html = await render();
    expect(textsOf(html, 'summary-line')).toEqual([`Nike Pegasus 41 Veľkosť 42.5 · 2 kusy ${eur(5980)}`]);
    expect(textsOf(html, 'summary-delivery-address')).toEqual(['Eva Malá Nová 3, 917 01 Trnava, Slovensko']);
    expect(textsOf(html, 'summary-delivery')[0]).toContain(`Kuriér na adresu – ${eur(490)} Adresa doručenia`);
    expect(textsOf(html, 'summary-payment')[0]).toContain(`Dobierka – + ${eur(150)}`);
    expect(textsOf(html, 'summary-billing')).toEqual([
      'Jana Nováková Bežec s.r.o. IČO: 50123456 DIČ: 2120123456 IČ DPH: SK2120123456 nakup@bezec.sk +421 903 123 456',
    ]);
    expect(textsOf(html, 'summary-note')).toEqual(['Poznámka Zvoňte dvakrát']);
    expect(tagWith(html, 'data-testid', 'summary-lines-edit')).toContain('href="/kosik"');
    expect(tagWith(html, 'data-testid', 'summary-lines-edit')).toContain('aria-label="Upraviť košík"');
    for (const part of ['delivery', 'payment', 'contact']) {
      expect(tagWith(html, 'data-testid', `summary-${part}-edit`)).toContain('href="/doprava-a-platba"');
    }
  });

  it('names the pickup point for a parcel pickup', async () => {
    const html = await render(
      CheckoutSchema.parse({
        ...CHECKOUT,
        choice: {
          delivery: 'pickup_point',
          payment: 'bank_transfer',
          place: { id: 24502, name: 'Papiernictvo Obchodná', street: 'Obchodná 93', city: 'Bratislava', zip: '811 01' },
        },
      }),
    );
    expect(textsOf(html, 'summary-place')).toEqual(['Papiernictvo Obchodná Obchodná 93, 811 01 Bratislava']);
    expect(html).not.toContain('data-testid="summary-delivery-address"');
  });

  it('totals with VAT as the api priced them', async () => {
    const html = await render();
    const sum = (id: string) => new RegExp(`data-testid="${id}"><dt>([^<]*)</dt><dd>([^<]*)</dd>`).exec(html)?.slice(1);
    expect(sum('sum-goods')).toEqual(['Tovar s DPH', eur(5980)]);
    expect(sum('sum-delivery')).toEqual(['Doprava', eur(490)]);
    expect(sum('sum-payment-fee')).toEqual(['Poplatok za platbu', eur(150)]);
    expect(sum('sum-vat')).toEqual([`DPH 23 % zo základu ${eur(5382)}`, eur(1238)]);
    expect(sum('sum-total-net')).toEqual(['Spolu bez DPH', eur(5382)]);
    expect(sum('sum-total')).toEqual(['Spolu s DPH', eur(6620)]);
  });

  it('tells the right to withdraw within 14 days with its page, before the order button', async () => {
    const html = await render();
    expect(textsOf(html, 'pre-contract')[0]).toContain(
      'Od zmluvy môžete odstúpiť bez udania dôvodu do 14 dní od prevzatia tovaru.',
    );
    expect(tagWith(html, 'data-testid', 'withdrawal-link')).toContain('href="/odstupenie-od-zmluvy"');
    expect(html.indexOf('data-testid="pre-contract"')).toBeLessThan(html.indexOf('data-testid="place-order"'));
  });

  it.each([
    ['sk', 'Objednávka s povinnosťou platby'],
    ['cz', 'Objednávka zavazující k platbě'],
    ['hu', 'Fizetési kötelezettséggel járó megrendelés'],
  ] as const)('says in %s that the order obliges to pay', async (locale, words) => {
    const html = await render(CHECKOUT, locale);
    expect(textsOf(html, 'place-order')).toEqual([words]);
    expect(tagWith(html, 'data-testid', 'place-order')).not.toContain('disabled');
  });

  it('offers no order for a checkout that lacks something, and says it goes back', async () => {
    const html = await render(CheckoutSchema.parse({ ...CHECKOUT, complete: false }));
    expect(html).not.toContain('data-testid="place-order"');
    expect(textsOf(html, 'summary-incomplete')).toEqual([
      'Objednávke ešte chýbajú údaje. Vraciame vás na dopravu a platbu…',
    ]);
  });
});
