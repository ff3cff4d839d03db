import type { BankTransfer } from '@stride/rules';

/** What of an order and its shop a bank transfer needs. */
export type OrderToTransfer = { orderNumber: string; toPay: number; currency: 'EUR' | 'CZK' | 'HUF' };
export type ShopAccount = { iban: string; bic: string; name: string };

/**
 * The bank transfer that pays an order: what is left to pay, to the shop's account, with the order
 * number as variable symbol / reference. The thank-you page and the order e-mail draw the same one.
 */
export function orderTransfer(order: OrderToTransfer, shop: ShopAccount, message: string): BankTransfer {
  return {
    iban: shop.iban,
    bic: shop.bic,
    beneficiary: shop.name,
    amountMinor: order.toPay,
    currency: order.currency,
    reference: order.orderNumber,
    message,
  };
}
