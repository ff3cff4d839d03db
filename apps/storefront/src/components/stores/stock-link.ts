import type { ShopStore } from '@stride/contract';
import type { Locale } from '@stride/i18n';
import type { Href } from '@/i18n/navigation';
import { getCategoryTree } from '@/lib/api/catalog';
import { categoryHref, DEFAULT_SORT } from '@/lib/listing/listing-url';
import { storeStockFilterPath } from '@/lib/stores/store-stock-path';
import type { StoreTexts } from './store-texts';

/**
 * The link to a store's stock: the shop's lead category (the first of the menu, running shoes)
 * narrowed by the store-location filter. Null for a store the shop's filter does not offer (another
 * country's), or a shop whose menu has no listing to lead with.
 */
export async function storeStockLink(
  store: ShopStore,
  locale: Locale,
  path: (href: Href) => string,
  texts: StoreTexts,
): Promise<{ href: string; label: string } | null> {
  if (store.stockFilterValue === null) return null;
  const lead = (await getCategoryTree()).find((category) => !category.externalUrl);
  if (!lead) return null;
  return {
    href: path(categoryHref(lead.urlName, storeStockFilterPath(locale, store.stockFilterValue), DEFAULT_SORT)),
    label: texts.stock(lead.name),
  };
}
