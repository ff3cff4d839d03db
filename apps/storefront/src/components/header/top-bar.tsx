import type { OperationUnit, PageLink, WebInstance } from '@stride/contract';
import { formatOpeningHours, type Locale } from '@stride/i18n';
import { getTranslations } from 'next-intl/server';
import { ClockIcon, PhoneIcon } from '@/components/common/icons';
import { Link } from '@/components/common/link';
import { textSlot } from '@/components/common/slots';
import { findPage, type PageKind } from '@/lib/content/pages';
import { formatClaimAmount } from '@/lib/format/money';
import { saturdayHours, weekdayHours } from '@/lib/format/opening-hours';
import { telHref } from '@/lib/format/phone';
import { CreditsMessage } from './credits-message';
import styles from './top-bar.module.css';

type TopBarProps = {
  locale: Locale;
  webInstance: WebInstance;
  store: OperationUnit | null;
  /** Every page list the shop has, for finding the benefit pages by role. */
  pageLists: PageLink[][];
  /** The credits page, which a member's credits message leads to. */
  creditsHref: string;
};

/**
 * The dark strip above the header: advisor phone and hours, a member's credits, three benefits, the
 * header pages.
 */
export async function TopBar({ locale, webInstance, store, pageLists, creditsHref }: TopBarProps) {
  const t = await getTranslations('header');
  const tb = await getTranslations('benefits');
  const phone = webInstance.globalSettings.phone;
  const weekdays = store ? weekdayHours(store.openingHours) : null;
  const saturday = store ? saturdayHours(store.openingHours) : null;
  const benefits: { kind: PageKind; text: string }[] = [
    {
      kind: 'delivery',
      text: tb('freeShippingShort', {
        amount: formatClaimAmount(webInstance.freeShippingFrom, webInstance.currency, locale),
      }),
    },
    { kind: 'returns-30-days', text: tb('returnsShort') },
    { kind: 'order-by-14', text: tb('dispatchShort') },
  ];

  return (
    <div className={styles.bar}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.contact}>
          <a className={styles.phone} href={telHref(phone)} data-testid="topbar-phone">
            <PhoneIcon size={16} />
            <span className={styles.phoneLabel}>{t('advisor')}</span>
            <strong>{phone}</strong>
          </a>
          {weekdays && (
            <p className={styles.hours} data-testid="topbar-hours">
              <ClockIcon size={16} />
              <span className="visually-hidden">{t('hoursLabel')}: </span>
              <span>{t('hoursWeekdays', { hours: formatOpeningHours(weekdays.from, weekdays.to, locale) })}</span>
              {saturday && (
                <span className={styles.saturday}>
                  {t('hoursSaturday', { hours: formatOpeningHours(saturday.from, saturday.to, locale) })}
                </span>
              )}
            </p>
          )}
          <CreditsMessage
            texts={{
              balance: t('credits', { amount: textSlot('amount') }),
              none: t('creditsNone', { percent: textSlot('percent') }),
            }}
            href={creditsHref}
          />
        </div>
        <ul className={styles.benefits} aria-label={t('benefitsLabel')}>
          {benefits.map(({ kind, text }) => {
            const page = findPage(pageLists, kind);
            return (
              <li key={kind}>
                {page ? (
                  <Link href={{ pathname: '/page/[urlTitle]', params: { urlTitle: page.urlTitle } }}>{text}</Link>
                ) : (
                  text
                )}
              </li>
            );
          })}
        </ul>
        {webInstance.pagesHeader.length > 0 && (
          <nav className={styles.pages} aria-label={t('headerPagesLabel')}>
            <ul>
              {webInstance.pagesHeader.map((page) => (
                <li key={page.id}>
                  <Link href={{ pathname: '/page/[urlTitle]', params: { urlTitle: page.urlTitle } }}>{page.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </div>
  );
}
