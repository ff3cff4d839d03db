import type { PageLink } from '@stride/contract';
import { getTranslations } from 'next-intl/server';
import { getPath, Link } from '@/components/common/link';
import { Logo } from '@/components/common/logo';
import { textSlot } from '@/components/common/slots';
import type { MenuCategory } from '@/components/menu/menu-categories';
import { MobileMenu } from '@/components/menu/mobile-menu';
import { getWebInstance } from '@/lib/api/catalog';
import { AccountLink } from './account-link';
import { AppsDropdown } from './apps-dropdown';
import { HeaderCounters } from './header-counters';
import { getHeaderCountersProps } from './header-texts';
import styles from './main-bar.module.css';
import { SearchForm } from './search-form';

type MainBarProps = {
  menu: MenuCategory[];
  pagesHeader: PageLink[];
  phone: string;
};

/** Logo, search, blog, apps, login, wishlist and cart. */
export async function MainBar({ menu, pagesHeader, phone }: MainBarProps) {
  // The search box's empty-field panel shows the shop's contacts; the read is the layout's cached one.
  const [t, tm, tc, tv, path, webInstance, counters] = await Promise.all([
    getTranslations('header'),
    getTranslations('menu'),
    getTranslations('common'),
    getTranslations('giftVoucher'),
    getPath(),
    getWebInstance(),
    getHeaderCountersProps(),
  ]);
  // One array for the drawer and the search box's contacts: the RSC payload refers to it the second time.
  const pages = pagesHeader.map((page) => ({
    id: page.id,
    title: page.title,
    href: path({ pathname: '/page/[urlTitle]', params: { urlTitle: page.urlTitle } }),
  }));
  const contacts = { phone, adminEmail: webInstance.adminEmail, pages };
  const apps = {
    shoePicker: { title: t('appsShoePicker'), text: t('appsShoePickerText'), href: path('/app') },
    nutrition: { title: t('appsNutrition'), text: t('appsNutritionText'), href: path('/app/food') },
    giftVoucher: { title: tv('link'), text: tv('linkText'), href: path('/gift-voucher') },
  };

  return (
    <div className={styles.bar}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.start}>
          <MobileMenu
            categories={menu}
            links={{
              blog: path('/blog'),
              shoePicker: apps.shoePicker.href,
              nutrition: apps.nutrition.href,
              giftVoucher: apps.giftVoucher.href,
              pages,
              phone,
            }}
            texts={{
              open: tm('open'),
              title: tm('title'),
              close: tm('close'),
              back: tm('back'),
              all: tm('all', { name: textSlot('name') }),
              showSubcategories: tm('showSubcategories', { name: textSlot('name') }),
              blog: t('blog'),
              shoePicker: apps.shoePicker.title,
              nutrition: apps.nutrition.title,
              giftVoucher: apps.giftVoucher.title,
              advisor: t('advisor'),
              externalLink: tc('externalLink'),
            }}
          />
          <Logo />
        </div>
        <div className={styles.search}>
          <SearchForm contacts={contacts} />
        </div>
        <nav className={styles.links} aria-label={t('secondaryNavLabel')}>
          <Link href="/blog" className={styles.textLink}>
            {t('blog')}
          </Link>
          <AppsDropdown label={t('apps')} {...apps} />
        </nav>
        <div className={styles.actions}>
          <AccountLink
            texts={{ login: t('login'), accountOf: t('accountOf', { name: textSlot('name') }) }}
            hrefs={{ login: path('/login'), profile: path('/account/profile') }}
          />
          <HeaderCounters {...counters} />
        </div>
      </div>
    </div>
  );
}
