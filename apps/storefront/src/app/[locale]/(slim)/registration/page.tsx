import { getTranslations } from 'next-intl/server';
import { getAccountLinks } from '@/components/account/account-links';
import {
  AccountTexts,
  accountPageMetadata,
  getSocialProviders,
  screenHeading,
} from '@/components/account/account-page';
import { RegistrationScreen } from '@/components/account/registration-screen';
import { SlimChrome } from '@/components/common/slim-chrome';
import { resolveLocale } from '@/i18n/locale-param';

// The visitor's own page (cart, account, sign-in): rendered for each request, never cached.
export const dynamic = 'force-dynamic';

type PageProps = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: PageProps) => accountPageMetadata(params, { screen: 'registration' });

/**
 * Registration (`/registracia`, cz `/registrace`, hu `/regisztracio`), with the slim header and footer
 * and no wishlist icon (spec §2). The shop's country is the form's first choice of country.
 */
export default async function RegistrationPage({ params }: PageProps) {
  // Before the first translation: a page renders beside its layout and must register the locale itself.
  const locale = await resolveLocale(params);
  const [t, links, heading, providers] = await Promise.all([
    getTranslations('screens.registration'),
    getAccountLinks(),
    screenHeading('registration'),
    getSocialProviders(),
  ]);
  return (
    <SlimChrome showWishlist={false}>
      <AccountTexts locale={locale} withCheckout>
        <RegistrationScreen
          links={links}
          heading={heading}
          loginText={t('action')}
          providers={providers}
          country={locale}
        />
      </AccountTexts>
    </SlimChrome>
  );
}
