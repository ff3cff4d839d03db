import type { Locale } from '@stride/i18n';
import { catalogFor } from '@stride/i18n/catalog';
import type { BankTransfer } from '@stride/rules';

/** What of an order and its shop a bank transfer needs. */
export type OrderToTransfer = { orderNumber: string; toPay: number; currency: 'EUR' | 'CZK' | 'HUF' };
export type ShopAccount = { iban: string; bic: string; name: string };

/**
 * The bank transfer that pays an order: what is left to pay, to the shop's account, with the order
 * number as variable symbol / reference and in the note ("Objednávka 10000042", in the shop's
 * language). The thank-you page and the order e-mail draw their QR codes from this one transfer.
 */
export function orderTransfer(order: OrderToTransfer, shop: ShopAccount, locale: Locale): BankTransfer {
  return {
    iban: shop.iban,
    bic: shop.bic,
    beneficiary: shop.name,
    amountMinor: order.toPay,
    currency: order.currency,
    reference: order.orderNumber,
    message: catalogFor(locale).api.orderTexts.transferMessage.replace('{number}', order.orderNumber),
  };
}
