import type { ProductDetail as ProductDetailData } from '@stride/contract';
import { getTranslations } from 'next-intl/server';
import { ProductAvailability } from '@/components/product/product-availability';
import { ProductBadges } from '@/components/product/product-badges';
import { ProductListSection } from '@/components/product/product-list-section';
import { ProductPrice } from '@/components/product/product-price';
import { sanitizeHtml } from '@/lib/content/sanitize-html';
import { ProductBreadcrumbs } from './product-breadcrumbs';
import styles from './product-detail.module.css';
import { ProductGallery } from './product-gallery';
import { ProductJsonLd } from './product-json-ld';
import { ProductParameters } from './product-parameters';
import { SizeSelector } from './size-selector';

/** The sanitized description as one line of text, for structured data. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The product detail screen: breadcrumbs, gallery, brand, name, labels, price and sizes; then the
 * description, card parameters and related products. A retired model says so and shows the
 * alternatives; a product not on sale says so; neither offers sizes to buy.
 */
export async function ProductDetail({ detail }: { detail: ProductDetailData }) {
  const t = await getTranslations('productDetail');
  const { product } = detail;
  const photos = product.gallery.length > 0 ? product.gallery : [product.photo];
  const description = sanitizeHtml(detail.description);

  return (
    <div data-testid="product-detail" data-status={product.status}>
      <div className="container">
        <ProductBreadcrumbs crumbs={detail.breadcrumbs} productName={product.name} />
      </div>
      <div className={`container ${styles.top}`}>
        <div className={styles.media}>
          <ProductGallery photos={photos} name={product.name} />
          <ProductBadges product={product} size="detail" />
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
              <ProductAvailability storeStatus={product.storeStatus} className={styles.availability} />
              <SizeSelector sizes={detail.sizes} />
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
              // Stored HTML; sanitizeHtml rebuilds it from an allow-list before it gets here.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized above
              dangerouslySetInnerHTML={{ __html: description }}
            />
          </section>
        )}
        <ProductParameters parameters={detail.cardParameters} />
      </div>
      <ProductListSection id="product-related" title={t('related')} products={detail.related} />
      <ProductJsonLd product={product} description={plainText(description) || product.name} />
    </div>
  );
}
