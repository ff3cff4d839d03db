'use client';

import type { OrderGiftVoucher } from '@stride/contract';
import { formatDate, type Locale } from '@stride/i18n';
import { useLocale, useTranslations } from 'next-intl';

/**
 * What a bought gift voucher is, under its title: design, dedication, who receives it and when. The
 * cart's voucher lines and an order's (thank-you page, account order detail) say it alike. Its texts
 * are `giftVoucherLines` and `api.giftVoucherDesigns`: the page passes both.
 */
export function GiftVoucherDetails({ voucher, className }: { voucher: OrderGiftVoucher; className?: string }) {
  const t = useTranslations('giftVoucherLines');
  const tDesigns = useTranslations('api.giftVoucherDesigns');
  const locale = useLocale() as Locale;
  return (
    <>
      <p className={className} data-testid="gift-voucher-line-design">
        {t('design', { design: tDesigns(voucher.design) })}
      </p>
      <p className={className} data-testid="gift-voucher-line-dedication">
        {t('dedication', { text: voucher.dedication })}
      </p>
      <p className={className} data-testid="gift-voucher-line-recipient">
        {voucher.recipient ? t('recipient', voucher.recipient) : t('recipientMe')}
      </p>
      <p className={className} data-testid="gift-voucher-line-send-on">
        {voucher.sendOn ? t('sendOn', { date: formatDate(voucher.sendOn, locale) }) : t('sendPaid')}
      </p>
    </>
  );
}
