import { getTranslations } from 'next-intl/server';
import { PhoneIcon } from '@/components/common/icons';
import { Logo } from '@/components/common/logo';
import { getWebInstance } from '@/lib/api/catalog';
import { telHref } from '@/lib/format/phone';
import { HeaderCounters } from './header-counters';
import { getHeaderCountersProps } from './header-texts';
import mainBar from './main-bar.module.css';
import styles from './slim-header.module.css';

/**
 * The header of the cart and registration routes (spec §2): the logo, help by phone and the
 * counters only, so nothing pulls the shopper away. Registration hides the wishlist.
 */
export async function SlimHeader({ showWishlist }: { showWishlist: boolean }) {
  const [t, webInstance, counters] = await Promise.all([
    getTranslations('header'),
    getWebInstance(),
    getHeaderCountersProps(),
  ]);
  const phone = webInstance.globalSettings.phone;

  return (
    <header className={styles.header} data-testid="slim-header">
      <div className={`container ${styles.inner}`}>
        <Logo />
        <a className={styles.help} href={telHref(phone)} data-testid="topbar-phone">
          <PhoneIcon size={18} />
          <span>
            <small>{t('advisor')}</small>
            <strong>{phone}</strong>
          </span>
        </a>
        <div className={`${mainBar.actions} ${styles.actions}`}>
          <HeaderCounters {...counters} showWishlist={showWishlist} />
        </div>
      </div>
    </header>
  );
}
