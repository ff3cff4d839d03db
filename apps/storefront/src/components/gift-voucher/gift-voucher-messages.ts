import type { Messages } from 'next-intl';

/**
 * The texts a page needs to list gift vouchers (the cart, the checkout, the thank-you page, the
 * account's order): the lines' words and the designs' names, which the api names too.
 */
export function giftVoucherLineMessages(messages: Messages) {
  return {
    giftVoucherLines: messages.giftVoucherLines,
    api: { giftVoucherDesigns: messages.api.giftVoucherDesigns },
  };
}
