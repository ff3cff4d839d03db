import type { ShopStore } from '@stride/contract';
import { formatOpeningHours, type Locale, SHOP_TIME_ZONE, zoneClock } from '@stride/i18n';
import { ArrowRightIcon, ClockIcon, MailIcon, PhoneIcon, PinIcon } from '@/components/common/icons';
import { ShopLink } from '@/components/common/shop-link';
import { type HoursRange, saturdayHours, sundayHours, weekdayHours } from '@/lib/format/opening-hours';
import { telHref } from '@/lib/format/phone';
import { storeMapLink } from '@/lib/format/store';
import { OpenNow } from './open-now';
import type { StoreTexts } from './store-texts';
import styles from './stores.module.css';

/**
 * How far ahead the "open now" line's zone clock reaches: further than a cached page lives. A page
 * kept longer still tells the right time, through Intl (zonedPartsBy).
 */
const CLOCK_DAYS = 400;

type StoreDetailsProps = {
  store: ShopStore;
  texts: StoreTexts;
  locale: Locale;
  /** The store's page, where the details are not on it already (the contact page). */
  pageHref?: string | null;
  /** The listing of the store's stock, when this shop's filter offers the store. */
  stock?: { href: string; label: string } | null;
};

/**
 * A store's address, phone, e-mail, hours (Monday–Friday, Saturday, Sunday; HH:mm), whether it is
 * open now (in the browser), its map link and where to go next: the store page and contact page share it.
 */
export function StoreDetails({ store, texts, locale, pageHref = null, stock = null }: StoreDetailsProps) {
  const hoursOf = (range: HoursRange | null) =>
    range ? formatOpeningHours(range.from, range.to, locale) : texts.closed;
  const mapLink = storeMapLink(store);
  return (
    <div className={styles.details} data-testid="store-details">
      <address className={styles.lines}>
        <span className={styles.line} data-testid="store-address">
          <PinIcon size={18} />
          <span>
            <span className="visually-hidden">{texts.address}: </span>
            {store.street}
            <br />
            {store.zip} {store.town.name}
          </span>
        </span>
        <a className={styles.line} href={telHref(store.phone)}>
          <PhoneIcon size={18} />
          <span>
            <span className="visually-hidden">{texts.phone}: </span>
            {store.phone}
          </span>
        </a>
        <a className={styles.line} href={`mailto:${store.email}`}>
          <MailIcon size={18} />
          <span>
            <span className="visually-hidden">{texts.email}: </span>
            {store.email}
          </span>
        </a>
      </address>
      <div className={styles.hours}>
        <p className={styles.hoursTitle}>
          <ClockIcon size={18} />
          {texts.hours}
        </p>
        <dl data-testid="store-hours">
          <div>
            <dt>{texts.weekdays}</dt>
            <dd>{hoursOf(weekdayHours(store.openingHours))}</dd>
          </div>
          <div>
            <dt>{texts.saturday}</dt>
            <dd>{hoursOf(saturdayHours(store.openingHours))}</dd>
          </div>
          <div>
            <dt>{texts.sunday}</dt>
            <dd>{hoursOf(sundayHours(store.openingHours))}</dd>
          </div>
        </dl>
        <OpenNow
          week={store.openingHours}
          clock={zoneClock(SHOP_TIME_ZONE[store.country], new Date(), CLOCK_DAYS)}
          texts={texts.openNow}
        />
      </div>
      <div className={styles.actions}>
        {mapLink && (
          <a className="button button-volt" href={mapLink} rel="noopener" data-testid="store-map-link">
            {texts.map}
            <span className="visually-hidden"> {texts.externalLink}</span>
          </a>
        )}
        {stock && (
          <ShopLink className={styles.more} href={stock.href} data-testid="store-stock-link">
            {stock.label}
            <ArrowRightIcon size={16} />
          </ShopLink>
        )}
        {pageHref && (
          <ShopLink className={styles.more} href={pageHref} data-testid="store-page-link">
            {texts.storePage(store.name)}
            <ArrowRightIcon size={16} />
          </ShopLink>
        )}
      </div>
    </div>
  );
}
