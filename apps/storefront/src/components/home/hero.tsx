import type { Category } from '@stride/contract';
import { getTranslations } from 'next-intl/server';
import { ArrowRightIcon } from '@/components/common/icons';
import { Link } from '@/components/common/link';
import { CategoryLink } from '@/components/menu/category-link';
import { ByVatMode } from '@/components/product/by-vat-mode';
import { ProductImage } from '@/components/product/product-image';
import type { ProductCardData } from '@/lib/api/product-card-schema';
import { getPriceDisplay } from '@/lib/prices/get-price-display';
import { formatLabelledPrice } from '@/lib/prices/price-display';
import styles from './hero.module.css';

type HeroProps = { shoes: Category | undefined; featured: ProductCardData | undefined };

/** The home page's opening: the headline and the way into the shoes. */
export async function Hero({ shoes, featured }: HeroProps) {
  const [t, tPrices, display] = await Promise.all([
    getTranslations('home'),
    getTranslations('prices'),
    getPriceDisplay(),
  ]);
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.stripes} aria-hidden="true" />
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{t('heroEyebrow')}</p>
          <h1 id="hero-title" className={`display ${styles.title}`}>
            {t('heroTitleLine1')}
            <br />
            <span className={styles.accent}>{t('heroTitleLine2')}</span>
          </h1>
          <p className={styles.lead}>{t('heroLead')}</p>
          <div className={styles.actions}>
            {shoes && (
              <CategoryLink category={shoes} className="button button-volt" data-testid="hero-cta">
                {t('heroCta')}
                <ArrowRightIcon size={20} />
              </CategoryLink>
            )}
            <Link href="/app" className="button button-outline-light">
              {t('heroSecondary')}
            </Link>
          </div>
        </div>
        {featured && (
          <div className={styles.visual}>
            <div className={styles.disc} aria-hidden="true" />
            <ProductImage
              photo={featured.photo}
              size="detail"
              alt={featured.name}
              priority
              // hero.module.css: 80 % of the column up to 420 px on a phone, at most 560 px beside the copy.
              sizes="(max-width: 860px) min(80vw, 420px), 560px"
              className={styles.photo}
            />
            <p className={styles.tag}>
              <span>{featured.brand.name}</span>
              <strong>
                <ByVatMode
                  display={display}
                  draw={(mode) => formatLabelledPrice(featured.finalPriceData, mode, tPrices('withoutVat'))}
                />
              </strong>
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
