/**
 * The shop type of the site settings (type_of_shop, spec §1, §4), B2C and its variants: which prices
 * show VAT (showsPricesWithVat). The contract's schema takes them from here.
 */
export const SHOP_TYPES = [1, 2, 3, 4] as const;
export type ShopType = (typeof SHOP_TYPES)[number];

/** The part of a signed-in buyer's company that decides price display. */
export type VatCompany = { vatNumber?: string | null };

/**
 * Spec §4: shop types 1 and 3 show prices with VAT, type 2 without; type 4 shows them with VAT only
 * when the buyer's company has a (non-blank) VAT number, and without VAT otherwise.
 */
export function showsPricesWithVat(shopType: ShopType, company?: VatCompany | null): boolean {
  switch (shopType) {
    case 1:
    case 3:
      return true;
    case 2:
      return false;
    case 4:
      return (company?.vatNumber ?? '').trim() !== '';
  }
}

/** The fields of a price pair (the contract's PriceData) that display needs; PriceData fits it. */
export type PriceAmounts = {
  price: number;
  priceFormatted: string;
  priceWithoutVat: number;
  priceWithoutVatFormatted: string;
};

export type DisplayedPrice = { amount: number; formatted: string; withVat: boolean };

/** The amount (minor units) and text to show of a price, gross or net as showsPricesWithVat decided. */
export function displayedPrice(priceData: PriceAmounts, showWithVat: boolean): DisplayedPrice {
  return showWithVat
    ? { amount: priceData.price, formatted: priceData.priceFormatted, withVat: true }
    : { amount: priceData.priceWithoutVat, formatted: priceData.priceWithoutVatFormatted, withVat: false };
}
