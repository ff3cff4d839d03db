import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/common/link';
import { SimpleScreen, simpleScreenMetadata } from '@/components/common/simple-screen';
import { SlimChrome } from '@/components/common/slim-chrome';
import { resolveLocale } from '@/i18n/locale-param';

// The visitor's own page (cart, account, sign-in): rendered for each request, never cached.
export const dynamic = 'force-dynamic';

type PageProps = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: PageProps) => simpleScreenMetadata(params, 'registration');

/** Registration, with the slim header and footer and no wishlist icon (spec §2). */
export default async function RegistrationPage({ params }: PageProps) {
  // Before the first translation: a page renders beside its layout and must register the locale itself.
  await resolveLocale(params);
  const t = await getTranslations('screens.registration');
  return (
    <SlimChrome showWishlist={false}>
      <SimpleScreen
        params={params}
        screen="registration"
        actions={
          <Link href="/login" className="button button-dark">
            {t('action')}
          </Link>
        }
        shortcuts={false}
      />
    </SlimChrome>
  );
}
