import { INTL_LOCALE, LOCALE_CURRENCY, type Locale } from '@stride/i18n';
import { shopDateOf } from '@stride/rules';
import { getMessages, getTranslations } from 'next-intl/server';
import { getPath } from '@/components/common/link';
import { PageTexts } from '@/components/common/page-texts';
import { getGiftVoucherOffer } from '@/lib/api/gift-vouchers';
import styles from './gift-voucher.module.css';
import { GiftVoucherForm } from './gift-voucher-form';

/** The shop currency's own sign (€, Kč, Ft), for the custom value's label. */
function currencySign(locale: Locale): string {
  const parts = new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'currency',
    currency: LOCALE_CURRENCY[locale],
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? LOCALE_CURRENCY[locale];
}

/**
 * The gift-voucher purchase page's body: the offer read from the api (the same for every visitor,
 * so the page is cached like a catalog page), and the form that puts a voucher into the cart.
 */
export async function GiftVoucherScreen({ locale }: { locale: Locale }) {
  const [t, messages, path, offer] = await Promise.all([
    getTranslations('giftVoucher'),
    getMessages(),
    getPath(),
    getGiftVoucherOffer(),
  ]);
  return (
    <div className={`container ${styles.page}`} data-testid="gift-voucher-page">
      <h1 className={`display ${styles.title}`}>{t('title')}</h1>
      <p className={styles.lead}>{t('lead', { months: offer.validMonths })}</p>
      <PageTexts locale={locale} messages={{ giftVoucher: messages.giftVoucher, validation: messages.validation }}>
        <GiftVoucherForm
          offer={offer}
          currency={LOCALE_CURRENCY[locale]}
          currencySign={currencySign(locale)}
          initialToday={shopDateOf(new Date())}
          cartHref={path('/cart')}
        />
      </PageTexts>
    </div>
  );
}
