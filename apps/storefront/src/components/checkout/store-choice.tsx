'use client';

import type { PickupStore } from '@stride/contract';
import { useTranslations } from 'next-intl';
import form from '@/components/common/form.module.css';
import { describedBy, errorIdOf, FieldMessage } from '@/components/common/form-field';
import { normalizeTime } from '@/lib/format/opening-hours';
import styles from './checkout.module.css';
import { checkoutFieldId } from './contact-form-model';
import { compactWeek, type WeekTexts } from './pickup-point-picker-model';

type StoreChoiceProps = {
  /** Only our stores that hold every line of the cart: the api offers no other. */
  stores: readonly PickupStore[];
  value: number | null;
  onChange: (storeId: number) => void;
  error: string | undefined;
};

/** A store's week as the pickup points' week reads it: "HH:mm–HH:mm" a day, empty when closed. */
function weekOf(store: PickupStore) {
  return store.openingHours.map((entry) => {
    const from = normalizeTime(entry.from);
    const to = normalizeTime(entry.to);
    return { day: entry.day, hours: from && to ? `${from}–${to}` : '' };
  });
}

/** The stores to collect the order in, each with its address and opening hours. */
export function StoreChoice({ stores, value, onChange, error }: StoreChoiceProps) {
  const t = useTranslations('checkout.delivery');
  const tWeek = useTranslations('pickupPoints');
  const groupId = checkoutFieldId('storeId');
  const week: WeekTexts = {
    weekday: (day) => tWeek(`weekdays.${day as 1 | 2 | 3 | 4 | 5 | 6 | 7}`),
    closed: tWeek('closed'),
    nonstop: tWeek('nonstop'),
  };

  return (
    <fieldset
      className={`${form.group} ${styles.picker}`}
      aria-describedby={describedBy(Boolean(error) && errorIdOf(groupId))}
      data-testid="store-choice"
    >
      <legend className={form.subLegend}>{t('storesLegend')}</legend>
      <div className={styles.options}>
        {stores.map((store, index) => {
          const id = index === 0 ? groupId : `${groupId}-${store.id}`;
          const addressId = `${groupId}-${store.id}-address`;
          return (
            <div key={store.id} className={styles.option} data-testid="store-option">
              <input
                id={id}
                type="radio"
                name="storeId"
                value={store.id}
                checked={value === store.id}
                onChange={() => onChange(store.id)}
                aria-describedby={describedBy(addressId, Boolean(error) && errorIdOf(groupId))}
              />
              <label htmlFor={id} className={styles.optionLabel}>
                <span className={styles.optionName}>{store.name}</span>
              </label>
              <p id={addressId} className={styles.storeAddress}>
                {store.street}, {store.zip} {store.town}
              </p>
              <div className={styles.storeHours} data-testid="store-hours">
                <p className={styles.muted}>{t('storeHours')}</p>
                <dl>
                  {compactWeek(weekOf(store), week).map((group) => (
                    <div key={group.days} className={styles.rowContents}>
                      <dt>{group.days}</dt>
                      <dd>{group.hours}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            </div>
          );
        })}
      </div>
      <FieldMessage id={groupId} message={error} />
    </fieldset>
  );
}
