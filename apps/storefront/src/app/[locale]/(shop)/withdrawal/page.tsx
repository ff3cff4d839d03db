import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { PERSONAL_PAGE_ROBOTS } from '@/components/checkout/checkout-links';
import { PageTexts } from '@/components/common/page-texts';
import { WithdrawalScreen } from '@/components/withdrawal/withdrawal-screen';
import { resolveLocale } from '@/i18n/locale-param';

// A buyer's own request about their order: rendered for each request, never cached.
export const dynamic = 'force-dynamic';

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'withdrawal' });
  return { title: t('title'), robots: PERSONAL_PAGE_ROBOTS };
}

/**
 * Withdrawal from the contract (`/odstupenie-od-zmluvy`, cz `/odstoupeni-od-smlouvy`, hu `/elallas`),
 * linked from every footer and the order e-mail: with the shop's full header and footer.
 */
export default async function WithdrawalPage({ params }: PageProps) {
  // Before the first translation: a page renders beside its layout and must register the locale itself.
  const locale = await resolveLocale(params);
  const messages = await getMessages();
  return (
    <PageTexts locale={locale} messages={{ withdrawal: messages.withdrawal, validation: messages.validation }}>
      <WithdrawalScreen />
    </PageTexts>
  );
}
