import type { Category, PageLink } from '@stride/contract';
import { getTranslations } from 'next-intl/server';
import { UserIcon } from '@/components/common/icons';
import { Logo } from '@/components/common/logo';
import { MobileMenu } from '@/components/menu/mobile-menu';
import { Link } from '@/i18n/navigation';
import { getWebInstance } from '@/lib/api/catalog';
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
          {/* Named by aria-label too: below 1024 px the text label is hidden and only the icon shows. */}
          <Link href="/login" className={styles.action} aria-label={t('login')} data-testid="login-link">
            <span className={styles.iconWrap}>
              <UserIcon size={22} />
            </span>
            <span className={styles.actionLabel}>{t('login')}</span>
          </Link>
          <HeaderCounters />
        </div>
      </div>
    </div>
  );
}
