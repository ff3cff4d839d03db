import type { DeliveryKind, LocaleCode, PaymentKind } from '../../schema';

/**
 * What each shop offers at checkout (issue 12 §1), prices in minor units of its currency with VAT.
 * The parcel pickup point is the cheapest delivery, the cart's estimate (web instance `deliveryFrom`);
 * store pickup is free; cash on delivery carries a fee. Goods above the free-shipping threshold ship
 * free whatever the delivery.
 */
export type CheckoutOffer = {
  delivery: readonly { kind: DeliveryKind; price: number }[];
  payment: readonly { kind: PaymentKind; price: number }[];
};

export const CHECKOUT_OFFERS: Record<LocaleCode, CheckoutOffer> = {
  sk: {
    delivery: [
      { kind: 'pickup_point', price: 2_99 },
      { kind: 'courier', price: 4_90 },
      { kind: 'store', price: 0 },
    ],
    payment: [
      { kind: 'card', price: 0 },
      { kind: 'bank_transfer', price: 0 },
      { kind: 'cash_on_delivery', price: 1_50 },
      { kind: 'in_store', price: 0 },
    ],
  },
  cz: {
    delivery: [
      { kind: 'pickup_point', price: 79_00 },
      { kind: 'courier', price: 129_00 },
      { kind: 'store', price: 0 },
    ],
    payment: [
      { kind: 'card', price: 0 },
      { kind: 'bank_transfer', price: 0 },
      { kind: 'cash_on_delivery', price: 39_00 },
      { kind: 'in_store', price: 0 },
    ],
  },
  hu: {
    delivery: [
      { kind: 'pickup_point', price: 1290_00 },
      { kind: 'courier', price: 1990_00 },
      { kind: 'store', price: 0 },
    ],
    payment: [
      { kind: 'card', price: 0 },
      { kind: 'bank_transfer', price: 0 },
      { kind: 'cash_on_delivery', price: 490_00 },
      { kind: 'in_store', price: 0 },
    ],
  },
};

/**
 * The shops' bank accounts for transfers (well-formed, checksummed demo accounts of each country's
 * format): IBAN, BIC, the holder, and the account as the country writes it.
 */
export const BANK_ACCOUNTS: Record<LocaleCode, { iban: string; bic: string; name: string; local: string }> = {
  sk: {
    iban: 'SK3112000000198742637541',
    bic: 'SUBASKBX',
    name: 'Stride s.r.o.',
    local: 'SK31 1200 0000 1987 4263 7541',
  },
  cz: { iban: 'CZ6508000000192000145399', bic: 'GIBACZPX', name: 'Stride CZ s.r.o.', local: '19-2000145399/0800' },
  hu: {
    iban: 'HU42117730161111101800000000',
    bic: 'OTPVHUHB',
    name: 'Stride Hungary Kft.',
    local: '11773016-11111018-00000000',
  },
};
