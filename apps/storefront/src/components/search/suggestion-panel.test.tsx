import { AutosuggestResponseSchema } from '@stride/contract';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '@/i18n/messages';
import { PriceDisplayProvider } from '@/lib/prices/price-display-context';
import { SuggestionPanel } from './suggestion-panel';
import { emptyTermSections, resultSections } from './suggestion-sections';

const NBSP = '\u00a0';
const price = {
  price: 13999,
  priceFormatted: `139,99${NBSP}€`,
  priceWithoutVat: 11381,
  priceWithoutVatFormatted: `113,81${NBSP}€`,
  currency: 'EUR',
  vatRate: 23,
};
const response = AutosuggestResponseSchema.parse({
  blogs: [{ id: 8, title: 'Test: Nike Pegasus 41', urlTitle: 'test-nike-pegasus-41', photo: null }],
  products: [
    {
      id: 1170,
      name: 'Nike Pegasus 41 dámska bežecká obuv',
      urlTitle: 'nike-pegasus-41-damska',
      photo: { path: 'products/shoe.jpg', updateTime: 1, title: '', description: '' },
      brand: { id: 1, name: 'Nike', urlName: 'nike' },
      finalPriceData: price,
      standardPriceData: price,
      storeStatus: 'in_stock',
    },
  ],
  brands: [{ id: 20, name: '361°', urlName: '361' }],
  matchedBrands: [],
  categories: [{ id: 1, name: 'Bežecká obuv', urlName: 'bezecka-obuv', externalUrl: null }],
  matchedCategories: [],
});

async function render(element: ReactElement, withVat: boolean): Promise<string> {
  const stream = await renderToReadableStream(
    <NextIntlClientProvider locale="sk" messages={messagesFor('sk')} timeZone="Europe/Bratislava">
      <PriceDisplayProvider value={{ withVat }}>{element}</PriceDisplayProvider>
    </NextIntlClientProvider>,
  );
  await stream.allReady;
  return new Response(stream).text();
}

const optionId = (key: string) => `s-${key}`;

function panel(sections: ReturnType<typeof resultSections>, activeKey: string | null) {
  return (
    <SuggestionPanel
      open
      listboxId="s-listbox"
      optionId={optionId}
      sections={sections}
      activeKey={activeKey}
      notice={null}
      onClose={() => {}}
    />
  );
}

describe('SuggestionPanel', () => {
  it('is a listbox of labelled groups whose options are the links themselves', async () => {
    const html = await render(panel(resultSections(response, 'pegasus'), 'p1170'), true);
    expect(html).toContain('role="listbox" id="s-listbox" aria-label="Návrhy vyhľadávania"');
    expect(html.match(/role="group" aria-labelledby="s-title-[a-z-]+"/g)).toHaveLength(5);
    const options = [...html.matchAll(/<a [^>]*role="option"[^>]*>/g)].map((m) => m[0]);
    expect(options.map((tag) => /id="([^"]+)"/.exec(tag)?.[1])).toEqual(['s-c1', 's-b8', 's-p1170', 's-r361', 's-all']);
    expect(options.filter((tag) => tag.includes('aria-selected="true"'))).toHaveLength(1);
    expect(options[2]).toContain('aria-selected="true"');
    expect(options.every((tag) => tag.includes('tabindex="-1"'))).toBe(true);
    // Localized routes: product, category, blog, brand and "show all" to the encoded search term.
    expect(html).toContain('href="/produkt/nike-pegasus-41-damska"');
    expect(html).toContain('href="/kategoria/bezecka-obuv"');
    expect(html).toContain('href="/blog/test-nike-pegasus-41"');
    expect(html).toContain('href="/vyhladavanie/361%C2%B0"');
    expect(html).toContain('href="/vyhladavanie/pegasus"');
  });

  it('shows the price gross or net by the shop type, net with its label', async () => {
    const sections = resultSections(response, 'pegasus');
    expect(await render(panel(sections, null), true)).toContain(`139,99${NBSP}€`);
    const net = await render(panel(sections, null), false);
    expect(net).toContain(`113,81${NBSP}€`);
    expect(net).toContain('bez DPH');
    expect(net).not.toContain(`139,99${NBSP}€`);
  });

  it('links the contacts as tel: without spaces and mailto:, and the info pages', async () => {
    const sections = emptyTermSections(
      {
        phone: '+421 2 3456 7890',
        adminEmail: 'info@stride.sk',
        pages: [{ id: 1, title: 'Doprava a platba', href: '/stranka/doprava-a-platba' }],
      },
      response.products,
    );
    const html = await render(panel(sections, null), true);
    expect(html).toContain('href="tel:+421234567890"');
    expect(html).toContain('href="mailto:info@stride.sk"');
    expect(html).toContain('href="/stranka/doprava-a-platba"');
  });
});
