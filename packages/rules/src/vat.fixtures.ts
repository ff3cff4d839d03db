import type { ShopType, VatCompany } from './vat';

/**
 * Spec §4 written out by hand, for tests that check the VAT rule end to end (the api's prices, the
 * storefront's price display): the three kinds of buyer, and per shop type whether each of them
 * (in VAT_BUYERS order) sees prices with VAT. Written apart from `showsPricesWithVat`, so a test
 * comparing the two can fail.
 */
export const VAT_BUYERS: readonly { name: string; company: VatCompany | undefined }[] = [
  { name: 'no company', company: undefined },
  { name: 'a company without a VAT number', company: { vatNumber: null } },
  { name: 'a company with a VAT number', company: { vatNumber: 'SK2020123456' } },
];

export const WITH_VAT: Record<ShopType, readonly [boolean, boolean, boolean]> = {
  1: [true, true, true],
  2: [false, false, false],
  3: [true, true, true],
  4: [false, false, true],
};
