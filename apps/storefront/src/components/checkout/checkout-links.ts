import { getPath } from '@/components/common/link';
import { pathSlot } from '@/components/common/slots';
import { getFooter, getWebInstance } from '@/lib/api/catalog';
import { findPage } from '@/lib/content/pages';

/** Where the checkout's pages lead, localized on the server; `thankYou` has `:token` open. */
export type CheckoutLinks = {
  home: string;
  cart: string;
  delivery: string;
  summary: string;
  thankYou: string;
  withdrawal: string;
  /** The shop's terms page, when it has one. */
  terms: string | null;
};

export async function getCheckoutLinks(): Promise<CheckoutLinks> {
  const [path, footer, webInstance] = await Promise.all([getPath(), getFooter(), getWebInstance()]);
  const terms = findPage([footer.statics01, footer.statics02, webInstance.pagesHeader], 'terms');
  return {
    home: path('/'),
    cart: path('/cart'),
    delivery: path('/shipping-and-payment'),
    summary: path('/summary'),
    thankYou: path({ pathname: '/order/thank-you/[token]', params: { token: pathSlot('token') } }),
    withdrawal: path('/withdrawal'),
    terms: terms ? path({ pathname: '/page/[urlTitle]', params: { urlTitle: terms.urlTitle } }) : null,
  };
}

/** The checkout's pages are the buyer's own: never in a search engine's index. */
export const PERSONAL_PAGE_ROBOTS = { index: false, follow: false } as const;
