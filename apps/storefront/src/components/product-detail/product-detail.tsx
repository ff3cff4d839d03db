import type { ProductDetail as ProductDetailData, ProductDetailSize } from '@stride/contract';
import { getTranslations } from 'next-intl/server';
import { textSlot } from '@/components/common/slots';
import { FavouriteHeart } from '@/components/product/favourite-heart';
import { shownReduction } from '@/components/product/price-reduction';
import { ProductAvailability } from '@/components/product/product-availability';
import { ProductBadges } from '@/components/product/product-badges';
import { ProductListSection } from '@/components/product/product-list-section';
import { ProductPrice } from '@/components/product/product-price';
import { ProductBreadcrumbs } from './product-breadcrumbs';
import styles from './product-detail.module.css';
import { ProductGallery } from './product-gallery';
import { ProductJsonLd } from './product-json-ld';
import { ProductParameters } from './product-parameters';
import { type SizeChoice, SizeSelector } from './size-selector';
import { getSizeSelectorTexts } from './size-selector-texts';

type Translate = Awaited<ReturnType<typeof getTranslations<'productDetail'>>>;

/** A size with where it is, in words: pieces online, pieces only in (these) stores, or nothing. */
function sizeChoice(size: ProductDetailSize, t: Translate): SizeChoice {
  const availability =
    size.online > 0
      ? t('sizeOnline')
      : size.stores.length > 0
        ? t('sizeInStores', { stores: size.stores.map((store) => store.name).join(', ') })
        : t('sizeSoldOut');
  return { id: size.id, name: size.name, soldOut: size.soldOut, orderable: size.online > 0, availability };
}

/**
 * The product detail screen: breadcrumbs, gallery, brand, name, labels, price and sizes; then the
 * description, card parameters and related products. A retired model says so and shows the
 * alternatives; a product not on sale says so; neither offers sizes to buy.
 */
export async function ProductDetail({ detail }: { detail: ProductDetailData }) {
  const [t, tProduct, sizeSelectorTexts] = await Promise.all([
    getTranslations('productDetail'),
    getTranslations('product'),
    getSizeSelectorTexts(),
  ]);
  const { product } = detail;
  const photos = product.gallery.length > 0 ? product.gallery : [product.photo];
  const description = detail.description;

  return (
    <div data-testid="product-detail" data-status={product.status}>
      <div className="container">
        <ProductBreadcrumbs crumbs={detail.breadcrumbs} productName={product.name} productUrlTitle={product.urlTitle} />
      </div>
      <div className={`container ${styles.top}`}>
        <div className={styles.media}>
          <ProductGallery
            photos={photos}
            name={product.name}
            texts={{
              gallery: t('gallery'),
              openPhoto: t('openPhoto', { number: textSlot('number'), total: photos.length }),
              showPhoto: t('showPhoto', { number: textSlot('number'), total: photos.length }),
              lightbox: {
                label: t('lightbox', { name: product.name }),
                close: t('close'),
                photoOf: t('photoOf', { number: textSlot('number'), total: photos.length }),
                previous: t('previous'),
                next: t('next'),
              },
            }}
          />
          <ProductBadges
            percent={shownReduction(product)?.percent}
            isNew={product.new}
            newLabel={tProduct('new')}
            size="detail"
          />
          {/* The visitor's own state, filled in the browser: the cached page draws it empty (decision 0008). */}
          <FavouriteHeart
            productId={product.id}
            name={product.name}
            texts={{ label: tProduct('favourite', { name: product.name }) }}
          />
        </div>
        <div className={styles.info}>
          <p className={styles.brand} data-testid="product-brand">
            {product.brand.name}
          </p>
          <h1 className={styles.name}>{product.name}</h1>
          {product.labels.length > 0 && (
            <ul className={styles.labels} data-testid="product-labels">
              {product.labels.map((label) => (
                <li key={label.code} style={{ borderColor: label.color }}>
                  {label.name}
                </li>
              ))}
            </ul>
          )}
          <ProductPrice product={product} size="detail" />
          {product.status === 'retired' && (
            <p className={styles.notice} role="note" data-testid="product-retired">
              {t('retired')}
            </p>
          )}
          {product.status === 'not_on_sale' && (
            <p className={styles.notice} role="note" data-testid="product-not-on-sale">
              {t('notOnSale')}
            </p>
          )}
          {product.status === 'on_sale' && (
            <>
              <ProductAvailability
                storeStatus={product.storeStatus}
                className={styles.availability}
                texts={{ inStoreOnly: tProduct('inStoreOnly'), soldOut: tProduct('soldOut') }}
              />
              <SizeSelector
                productId={product.id}
                sizes={detail.sizes.map((size) => sizeChoice(size, t))}
                texts={sizeSelectorTexts}
              />
            </>
          )}
        </div>
      </div>
      <ProductListSection id="product-alternatives" title={t('alternatives')} products={detail.alternatives} />
      <div className={`container ${styles.details}`}>
        {description.trim() !== '' && (
          <section className={styles.section} aria-labelledby="product-description-title">
            <h2 id="product-description-title" className={styles.sectionTitle}>
              {t('description')}
            </h2>
            <div
              className={styles.description}
              data-testid="product-description"
              // The api sanitizes the description where it reads it (apps/api/src/lib/sanitize-html.ts).
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the api
              dangerouslySetInnerHTML={{ __html: description }}
            />
          </section>
        )}
        <ProductParameters parameters={detail.cardParameters} />
      </div>
      <ProductListSection id="product-related" title={t('related')} products={detail.related} />
      <ProductJsonLd detail={detail} />
    </div>
  );
}
