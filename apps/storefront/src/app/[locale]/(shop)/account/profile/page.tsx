import { getAccountLinks } from '@/components/account/account-links';
import { AccountTexts, accountPageMetadata, screenHeading } from '@/components/account/account-page';
import { ProfileScreen } from '@/components/account/profile-screen';
import { resolveLocale } from '@/i18n/locale-param';

// The visitor's own page (cart, account, sign-in): rendered for each request, never cached.
export const dynamic = 'force-dynamic';

type PageProps = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: PageProps) => accountPageMetadata(params, { screen: 'profile' });

/**
 * The profile (`/ucet/profil`, hu `/fiok/profil`). The page is the same for everyone; the profile is
 * read in the browser, and a visitor who is not logged in is sent to the login.
 */
export default async function ProfilePage({ params }: PageProps) {
  // Before the first translation: a page renders beside its layout and must register the locale itself.
  const locale = await resolveLocale(params);
  const [links, heading] = await Promise.all([getAccountLinks(), screenHeading('profile')]);
  return (
    <AccountTexts locale={locale} withCheckout>
      <ProfileScreen links={links} heading={heading} shopCountry={locale} />
    </AccountTexts>
  );
}
