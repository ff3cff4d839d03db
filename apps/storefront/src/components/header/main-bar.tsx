import type { Category, PageLink } from '@stride/contract';
import { getTranslations } from 'next-intl/server';
import { Logo } from '@/components/common/logo';
import { MobileMenu } from '@/components/menu/mobile-menu';
import { Link } from '@/i18n/navigation';
import { getWebInstance } from '@/lib/api/catalog';
import { AccountLink } from './account-link';
import { AppsDropdown } from './apps-dropdown';
import { HeaderCounters } from './header-counters';
import styles from './main-bar.module.css';
import { SearchForm } from './search-form';

type MainBarProps = {
  categories: Category[];
  pagesHeader: PageLink[];
  phone: string;
};

/** Logo, search, blog, apps, login, wishlist and cart. */
export async function MainBar({ categories, pagesHeader, phone }: MainBarProps) {
  // The search box's empty-field panel shows the shop's contacts; the read is the layout's cached one.
  const [t, webInstance] = await Promise.all([getTranslations('header'), getWebInstance()]);
  const contacts = { phone, adminEmail: webInstance.adminEmail, pages: pagesHeader };

  return (
    <div className={styles.bar}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.start}>
          <MobileMenu categories={categories} pagesHeader={pagesHeader} phone={phone} />
          <Logo />
        </div>
        <div className={styles.search}>
          <SearchForm contacts={contacts} />
        </div>
        <nav className={styles.links} aria-label={t('secondaryNavLabel')}>
          <Link href="/blog" className={styles.textLink}>
            {t('blog')}
          </Link>
          <AppsDropdown />
        </nav>
        <div className={styles.actions}>
          <AccountLink />
          <HeaderCounters />
        </div>
      </div>
    </div>
  );
}
