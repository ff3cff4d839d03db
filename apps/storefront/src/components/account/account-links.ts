import { getPath } from '@/components/common/link';
import { pathSlot } from '@/components/common/slots';

/** Where the account's pages lead, localized on the server; `order` has `:id` open. */
export type AccountLinks = {
  home: string;
  login: string;
  registration: string;
  logout: string;
  forgottenPassword: string;
  profile: string;
  settings: string;
  orders: string;
  order: string;
  credits: string;
  /** The cart, where a coupon made from credits is used. */
  cart: string;
};

export async function getAccountLinks(): Promise<AccountLinks> {
  const path = await getPath();
  return {
    home: path('/'),
    login: path('/login'),
    registration: path('/registration'),
    logout: path('/logout'),
    forgottenPassword: path('/forgotten-password'),
    profile: path('/account/profile'),
    settings: path('/account/settings'),
    orders: path('/account/orders'),
    order: path({ pathname: '/account/orders/[id]', params: { id: pathSlot('id') } }),
    credits: path('/account/credits'),
    cart: path('/cart'),
  };
}
