import type { PageDetail, ShopStore } from '@stride/contract';
import { type Locale, SITE_NAME } from '@stride/i18n';
import { getLocale, getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/common/json-ld';
import { getPath } from '@/components/common/link';
import { publicOrigin } from '@/i18n/host-locale';
import { localBusinessStructuredData } from '@/lib/seo/structured-data';
import pageStyles from '../content/static-page.module.css';
import { storeStockLink } from './stock-link';
import { StoreDetails } from './store-details';
import { getStoreTexts } from './store-texts';
import styles from './stores.module.css';

/**
 * A store's page (decision 20): its description, then how to reach it — address, hours with "open
 * now" from the browser's clock, its map link — and the listing of what it has in stock.
 */
export async function StorePage({ page, store }: { page: PageDetail; store: ShopStore }) {
  const locale = (await getLocale()) as Locale;
  const [t, texts, path] = await Promise.all([getTranslations('stores'), getStoreTexts(), getPath()]);
  const stock = await storeStockLink(store, locale, path, texts);
  const origin = publicOrigin(locale);
  return (
    <article className={`container ${pageStyles.page}`} data-testid="store-page" aria-labelledby="page-title">
      <header className={pageStyles.header}>
        <p className={pageStyles.eyebrow}>{t('eyebrow')}</p>
        <h1 id="page-title" className={`display ${pageStyles.title}`}>
          {page.title}
        </h1>
      </header>
      <div className={styles.storeLayout}>
        <section aria-labelledby="store-about">
          <h2 id="store-about" className={styles.sectionTitle}>
            {t('about')}
          </h2>
          <div
            className={pageStyles.prose}
            data-testid="store-description"
            // HTML sanitized by the api (decision 19): rendered as it is.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized
            dangerouslySetInnerHTML={{ __html: `${store.description}${page.content}` }}
          />
        </section>
        <section className={styles.card} aria-labelledby="store-visit">
          <h2 id="store-visit" className={styles.sectionTitle}>
            {store.name}
          </h2>
          <StoreDetails store={store} texts={texts} locale={locale} stock={stock} />
          {store.stockFilterValue === null && (
            <p className={styles.note}>{t('otherCountry', { country: t(`countries.${store.country}`) })}</p>
          )}
        </section>
      </div>
      <JsonLd
        data={localBusinessStructuredData({
          store,
          url: `${origin}${path({ pathname: '/page/[urlTitle]', params: { urlTitle: page.urlTitle } })}`,
          shopName: SITE_NAME[locale],
          image: `${origin}/icon.svg`,
        })}
      />
    </article>
  );
}
