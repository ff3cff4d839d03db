import type { WebInstance } from '@stride/contract';
import type { Locale } from '@stride/i18n';
import { getTranslations } from 'next-intl/server';
import { formatClaimAmount } from '@/lib/format/money';
import styles from './benefit-list.module.css';
import { BoltIcon, MedalIcon, ReturnIcon, TruckIcon } from './icons';

type BenefitListProps = {
  locale: Locale;
  webInstance: Pick<WebInstance, 'freeShippingFrom' | 'currency'>;
  /** `band`: a compact icon row (footer); `cards`: the home page's tiles. */
  variant: 'band' | 'cards';
  headingLevel?: 'h2' | 'h3';
};

/** The shop's four claims (spec §1): free shipping over the threshold, 30-day returns, 24 h dispatch, since 2009. */
export async function BenefitList({ locale, webInstance, variant, headingLevel = 'h3' }: BenefitListProps) {
  const t = await getTranslations('benefits');
  const Heading = headingLevel;
  const amount = formatClaimAmount(webInstance.freeShippingFrom, webInstance.currency, locale);
  const items = [
    {
      key: 'shipping',
      icon: <TruckIcon size={28} />,
      title: t('freeShippingTitle', { amount }),
      text: t('freeShippingText'),
    },
    { key: 'returns', icon: <ReturnIcon size={28} />, title: t('returnsTitle'), text: t('returnsText') },
    { key: 'dispatch', icon: <BoltIcon size={28} />, title: t('dispatchTitle'), text: t('dispatchText') },
    { key: 'since', icon: <MedalIcon size={28} />, title: t('sinceTitle'), text: t('sinceText') },
  ];

  return (
    <ul className={`${styles.list} ${styles[variant]}`} data-testid={`benefits-${variant}`}>
      {items.map((item) => (
        <li key={item.key} className={styles.item}>
          <span className={styles.icon}>{item.icon}</span>
          <span>
            <Heading className={styles.title}>{item.title}</Heading>
            <p className={styles.text}>{item.text}</p>
          </span>
        </li>
      ))}
    </ul>
  );
}
