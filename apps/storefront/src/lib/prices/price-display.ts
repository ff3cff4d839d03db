import type { GlobalSettings } from '@stride/contract';
import { displayedPrice, type PriceAmounts, showsPricesWithVat, type VatCompany } from '@stride/rules/browser';

/**
 * How every price of one page render shows: with VAT (gross) or without (net), spec §4. In a type-4
 * shop the buyer decides (`buyerDecides`): the page is the same for everyone, so it carries both
 * amounts, net shown, and the browser switches to gross for a buyer whose company has a VAT number
 * (components/layout/buyer-vat-mode.tsx).
 */
export type PriceDisplay = { withVat: boolean; buyerDecides?: boolean };

/** The part of the web instance answer that decides price display. */
export type PriceDisplaySettings = { globalSettings: Pick<GlobalSettings, 'type_of_shop'> };

/**
 * The one decision for a page render: shop types 1 and 3 show prices with VAT, type 2 without,
 * type 4 with VAT only for a signed-in buyer whose company has a VAT number. Anonymous visitors
 * have no company (no `company` argument), so a type-4 shop shows them net prices.
 */
export function priceDisplay(webInstance: PriceDisplaySettings, company?: VatCompany | null): PriceDisplay {
  const shopType = webInstance.globalSettings.type_of_shop;
  const display: PriceDisplay = { withVat: showsPricesWithVat(shopType, company) };
  return shopType === 4 ? { ...display, buyerDecides: true } : display;
}

/** The text of a price as this render shows it: the api's gross or net formatted amount. */
export function formatPrice(priceData: PriceAmounts, display: PriceDisplay): string {
  return displayedPrice(priceData, display.withVat).formatted;
}

/**
 * A price in running text ("73,09 € bez DPH"): a net price carries the translated label so nobody
 * reads it as the final amount; a gross price stands alone, as shops print them.
 */
export function formatLabelledPrice(priceData: PriceAmounts, display: PriceDisplay, withoutVatLabel: string): string {
  const text = formatPrice(priceData, display);
  return display.withVat ? text : `${text} ${withoutVatLabel}`;
}
