import { getAccountLinks } from '@/components/account/account-links';
import {
  AccountTexts,
  accountPageMetadata,
  getSocialProviders,
  screenHeading,
} from '@/components/account/account-page';
import { LoginScreen } from '@/components/account/login-screen';
import { resolveLocale } from '@/i18n/locale-param';

// The visitor's own page (cart, account, sign-in): rendered for each request, never cached.
export const dynamic = 'force-dynamic';

type PageProps = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: PageProps) => accountPageMetadata(params, { screen: 'login' });

/** Login (`/prihlasenie`, cz `/prihlaseni`, hu `/bejelentkezes`); a logged-in visitor goes on to the profile. */
export default async function LoginPage({ params }: PageProps) {
  // Before the first translation: a page renders beside its layout and must register the locale itself.
  const locale = await resolveLocale(params);
  const [links, heading, providers] = await Promise.all([
    getAccountLinks(),
    screenHeading('login'),
    getSocialProviders(),
  ]);
  return (
    <AccountTexts locale={locale}>
      <LoginScreen links={links} heading={heading} providers={providers} />
    </AccountTexts>
  );
}
