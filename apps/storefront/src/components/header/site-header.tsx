import type { Locale } from '@stride/i18n';
import { getLocale } from 'next-intl/server';
import { MegaMenu } from '@/components/menu/mega-menu';
import { getCategoryTree, getFooter, getHeaderStore, getWebInstance } from '@/lib/api/catalog';
import { MainBar } from './main-bar';
import { TopBar } from './top-bar';

/** The full header of spec §2: top bar, main bar and the two-level category menu. */
export async function SiteHeader() {
  const locale = (await getLocale()) as Locale;
  const [webInstance, store, categories, footer] = await Promise.all([
    getWebInstance(),
    getHeaderStore(),
    getCategoryTree(),
    getFooter(),
  ]);
  const pageLists = [webInstance.pagesHeader, footer.statics01, footer.statics02];

  return (
    <header data-testid="site-header">
      <TopBar locale={locale} webInstance={webInstance} store={store} pageLists={pageLists} />
      <MainBar categories={categories} pagesHeader={webInstance.pagesHeader} phone={webInstance.globalSettings.phone} />
      <MegaMenu categories={categories} />
    </header>
  );
}
