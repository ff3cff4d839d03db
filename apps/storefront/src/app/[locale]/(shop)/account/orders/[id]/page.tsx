import { getAccountLinks } from '@/components/account/account-links';
import { AccountTexts, accountPageMetadata } from '@/components/account/account-page';
import { OrderDetailScreen } from '@/components/account/order-detail-screen';
import { resolveLocale } from '@/i18n/locale-param';

// The visitor's own page (cart, account, sign-in): rendered for each request, never cached.
export const dynamic = 'force-dynamic';

type PageProps = { params: Promise<{ locale: string; id: string }> };

export const generateMetadata = ({ params }: PageProps) => accountPageMetadata(params, { account: 'orders' });

/**
 * One of the account's orders (`/ucet/objednavky/{id}`), read in the browser with the session: the
 * server's answer holds nothing of it.
 */
export default async function OrderPage({ params }: PageProps) {
  // Before the first translation: a page renders beside its layout and must register the locale itself.
  const locale = await resolveLocale(params);
  const [{ id }, links] = await Promise.all([params, getAccountLinks()]);
  return (
    <AccountTexts locale={locale} withCheckout>
      <OrderDetailScreen links={links} id={id} />
    </AccountTexts>
  );
}
