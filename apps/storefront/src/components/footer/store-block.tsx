import { ClockIcon, PinIcon } from '@/components/common/icons';
import styles from './site-footer.module.css';

/** Our physical store as the footer shows it, its texts already translated (site-footer.tsx). */
export type StoreView = {
  eyebrow: string;
  name: string;
  street: string;
  /** Zip and town. */
  town: string;
  hours: { label: string; value: string }[];
  map: { href: string; label: string; externalLabel: string } | null;
};

/** Our physical store (operation unit 4): address, hours and a map link. */
export function StoreBlock({ view }: { view: StoreView }) {
  return (
    <section className={styles.store} aria-labelledby="footer-store-title" data-testid="footer-store">
      <p className={styles.eyebrow}>{view.eyebrow}</p>
      <h2 id="footer-store-title" className={styles.storeName}>
        {view.name}
      </h2>
      <address className={styles.address}>
        <PinIcon size={18} />
        <span>
          {view.street}
          <br />
          {view.town}
        </span>
      </address>
      <div className={styles.storeHours}>
        <ClockIcon size={18} />
        <dl>
          {view.hours.map((day) => (
            <div key={day.label}>
              <dt>{day.label}</dt>
              <dd>{day.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {view.map && (
        <a
          className={`button button-volt ${styles.mapButton}`}
          href={view.map.href}
          rel="noopener"
          data-testid="store-map-link"
        >
          {view.map.label}
          <span className="visually-hidden"> {view.map.externalLabel}</span>
        </a>
      )}
    </section>
  );
}
