import { getAccountLinks } from '@/components/account/account-links';
import { AccountTexts, accountPageMetadata, screenHeading } from '@/components/account/account-page';
import { LogoutScreen } from '@/components/account/logout-screen';
import { resolveLocale } from '@/i18n/locale-param';

// The visitor's own page (cart, account, sign-in): rendered for each request, never cached.
export const dynamic = 'force-dynamic';

type PageProps = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: PageProps) => accountPageMetadata(params, { screen: 'logout' });

/** Logout (`/odhlasenie`, cz `/odhlaseni`, hu `/kijelentkezes`): logs the visitor out in the browser. */
export default async function LogoutPage({ params }: PageProps) {
  // Before the first translation: a page renders beside its layout and must register the locale itself.
  const locale = await resolveLocale(params);
  const [links, heading] = await Promise.all([getAccountLinks(), screenHeading('logout')]);
  return (
    <AccountTexts locale={locale}>
      <LogoutScreen links={links} heading={heading} />
    </AccountTexts>
  );
}
