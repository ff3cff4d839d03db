import type { WebInstance } from '@stride/contract';
import type { Locale } from '@stride/i18n';
import { getTranslations } from 'next-intl/server';
import { formatClaimAmount } from '@/lib/format/money';
import { type BenefitItem, BenefitItems } from './benefit-items';

type ClaimSettings = Pick<WebInstance, 'freeShippingFrom' | 'currency'>;

/** The shop's four claims (spec §1): free shipping over the threshold, 30-day returns, 24 h dispatch, since 2009. */
export async function getBenefitItems(locale: Locale, webInstance: ClaimSettings): Promise<BenefitItem[]> {
  const t = await getTranslations('benefits');
  const amount = formatClaimAmount(webInstance.freeShippingFrom, webInstance.currency, locale);
  return [
    { key: 'shipping', title: t('freeShippingTitle', { amount }), text: t('freeShippingText') },
    { key: 'returns', title: t('returnsTitle'), text: t('returnsText') },
    { key: 'dispatch', title: t('dispatchTitle'), text: t('dispatchText') },
    { key: 'since', title: t('sinceTitle'), text: t('sinceText') },
  ];
}

type BenefitListProps = {
  locale: Locale;
  webInstance: ClaimSettings;
  /** `band`: a compact icon row (footer); `cards`: the home page's tiles. */
  variant: 'band' | 'cards';
  headingLevel?: 'h2' | 'h3';
};

/** The shop's four claims, drawn on the server (the home page's tiles). */
export async function BenefitList({ locale, webInstance, variant, headingLevel }: BenefitListProps) {
  return (
    <BenefitItems items={await getBenefitItems(locale, webInstance)} variant={variant} headingLevel={headingLevel} />
  );
}
