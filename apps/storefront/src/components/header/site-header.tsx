import type { Locale } from '@stride/i18n';
import { getLocale, getTranslations } from 'next-intl/server';
import { getPath } from '@/components/common/link';
import { pathSlot, textSlot } from '@/components/common/slots';
import { MegaMenu } from '@/components/menu/mega-menu';
import { menuCategories } from '@/components/menu/menu-categories';
import { getCategoryTree, getFooter, getHeaderStore, getWebInstance } from '@/lib/api/catalog';
import { MainBar } from './main-bar';
import { TopBar } from './top-bar';

/** The full header of spec §2: top bar, main bar and the two-level category menu. */
export async function SiteHeader() {
  const locale = (await getLocale()) as Locale;
  const [webInstance, store, categories, footer, path, t, tPrices, tCommon] = await Promise.all([
    getWebInstance(),
    getHeaderStore(),
    getCategoryTree(),
    getFooter(),
    getPath(),
    getTranslations('menu'),
    getTranslations('prices'),
    getTranslations('common'),
  ]);
  const pageLists = [webInstance.pagesHeader, footer.statics01, footer.statics02];
  // One copy for the drawer and the mega menu: the RSC payload refers to it the second time.
  const menu = menuCategories(categories, path);

  return (
    <header data-testid="site-header">
      <TopBar
        locale={locale}
        webInstance={webInstance}
        store={store}
        pageLists={pageLists}
        creditsHref={path('/account/credits')}
      />
      <MainBar menu={menu} pagesHeader={webInstance.pagesHeader} phone={webInstance.globalSettings.phone} />
      <MegaMenu
        categories={menu}
        texts={{
          label: t('label'),
          showSubcategories: t('showSubcategories', { name: textSlot('name') }),
          all: t('all', { name: textSlot('name') }),
          topProduct: t('topProduct'),
          withoutVat: tPrices('withoutVat'),
          externalLink: tCommon('externalLink'),
        }}
        productPath={path({ pathname: '/product/[urlTitle]', params: { urlTitle: pathSlot('urlTitle') } })}
      />
    </header>
  );
}
