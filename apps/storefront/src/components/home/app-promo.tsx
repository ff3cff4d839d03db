import { getTranslations } from 'next-intl/server';
import { ArrowRightIcon, CheckIcon } from '@/components/common/icons';
import { Link } from '@/components/common/link';
import styles from './home.module.css';

/** The promo block that sends runners to the shoe-choosing app (spec §2). */
export async function AppPromo() {
  const t = await getTranslations('home');
  const points = [t('promoPoint1'), t('promoPoint2'), t('promoPoint3'), t('promoPoint4')];
  return (
    <section className={`container ${styles.section}`} aria-labelledby="app-promo-title" data-testid="app-promo">
      <div className={styles.promo}>
        <div className={styles.promoCopy}>
          <p className={styles.promoEyebrow}>{t('promoEyebrow')}</p>
          <h2 id="app-promo-title" className={`display ${styles.promoTitle}`}>
            {t('promoTitle')}
          </h2>
          <p className={styles.promoLead}>{t('promoLead')}</p>
          <ul className={styles.promoPoints}>
            {points.map((point) => (
              <li key={point}>
                <CheckIcon size={18} />
                {point}
              </li>
            ))}
          </ul>
          <Link href="/app" className="button button-volt">
            {t('promoCta')}
            <ArrowRightIcon size={20} />
          </Link>
        </div>
        <div className={styles.promoArt} aria-hidden="true">
          <svg viewBox="0 0 320 320" className={styles.footprint} aria-hidden="true" focusable="false">
            <circle cx="160" cy="160" r="150" className={styles.ring} />
            <circle cx="160" cy="160" r="112" className={styles.ringInner} />
            <path
              className={styles.sole}
              d="M164 52c30 0 46 30 44 66-2 30-14 46-16 70-2 22 8 40 4 62-4 22-22 34-42 32-22-2-34-20-32-44 2-22 10-36 8-58-2-24-16-40-14-68 2-34 20-60 48-60z"
            />
            <path className={styles.strike} d="M118 232c30 10 60 10 88-2" />
            <path className={styles.strike} d="M126 118c24-8 52-8 76 2" />
          </svg>
        </div>
      </div>
    </section>
  );
}
