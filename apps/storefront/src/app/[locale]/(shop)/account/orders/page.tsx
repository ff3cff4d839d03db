import { accountPageMetadata, accountScreenPage } from '@/components/account/account-page';
import { OrdersScreen } from '@/components/account/orders-screen';

// The visitor's own page (cart, account, sign-in): rendered for each request, never cached.
export const dynamic = 'force-dynamic';

type PageProps = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: PageProps) => accountPageMetadata(params, { account: 'orders' });

/** The account's orders (`/ucet/objednavky`, hu `/fiok/rendelesek`), read in the browser. */
export default accountScreenPage(OrdersScreen);
