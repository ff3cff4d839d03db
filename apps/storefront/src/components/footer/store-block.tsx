import type { OperationUnit } from '@stride/contract';
import { formatOpeningHours, type Locale } from '@stride/i18n';
import { getTranslations } from 'next-intl/server';
import { ClockIcon, PinIcon } from '@/components/common/icons';
import { saturdayHours, weekdayHours } from '@/lib/format/opening-hours';
import { storeMapLink } from '@/lib/format/store';
import styles from './site-footer.module.css';

/** Our physical store (operation unit 4): address, hours and a map link. */
export async function StoreBlock({ store, locale }: { store: OperationUnit; locale: Locale }) {
  const t = await getTranslations('store');
  const tc = await getTranslations('common');
  const weekdays = weekdayHours(store.openingHours);
  const saturday = saturdayHours(store.openingHours);
  const mapLink = storeMapLink(store);

  return (
    <section className={styles.store} aria-labelledby="footer-store-title" data-testid="footer-store">
      <p className={styles.eyebrow}>{t('eyebrow')}</p>
      <h2 id="footer-store-title" className={styles.storeName}>
        {store.name}
      </h2>
      <address className={styles.address}>
        <PinIcon size={18} />
        <span>
          {store.street}
          <br />
          {store.zip} {store.town.name}
        </span>
      </address>
      <div className={styles.storeHours}>
        <ClockIcon size={18} />
        <dl>
          <div>
            <dt>{t('weekdays')}</dt>
            <dd>{weekdays ? formatOpeningHours(weekdays.from, weekdays.to, locale) : t('closed')}</dd>
          </div>
          <div>
            <dt>{t('saturday')}</dt>
            <dd>{saturday ? formatOpeningHours(saturday.from, saturday.to, locale) : t('closed')}</dd>
          </div>
        </dl>
      </div>
      {mapLink && (
        <a
          className={`button button-volt ${styles.mapButton}`}
          href={mapLink}
          rel="noopener"
          data-testid="store-map-link"
        >
          {t('map')}
          <span className="visually-hidden"> {tc('externalLink')}</span>
        </a>
      )}
    </section>
  );
}
