import type { PriceAmounts } from '@stride/rules/browser';
import { fillText } from '@/components/common/slots';
import { formatLabelledPrice, formatPrice, type PriceDisplay } from '@/lib/prices/price-display';
import { ByVatMode } from './by-vat-mode';
import type { ShownReduction } from './price-reduction';
import styles from './product-price.module.css';

/** The price block's texts, translated on the server (`{price}` is filled here). */
export type PriceTexts = { price: string; originalPrice: string; lowestPrice30Days: string; withoutVat: string };

/**
 * Final price, and with a reduction (price-reduction.ts decides, for the badge too) the struck
 * standard price and the prior price — the lowest of the 30 days before — which EU law (Omnibus
 * directive) requires beside any price reduction. Every amount is gross or net as the shop type
 * decides (spec §4); net prices say so. No hooks: the server's ProductPrice and the client's product
 * card draw the same block.
 */
export function PriceBlock({
  finalPriceData,
  reduction,
  size,
  display,
  texts,
}: {
  finalPriceData: PriceAmounts;
  reduction: ShownReduction | undefined;
  size: 'card' | 'detail';
  display: PriceDisplay;
  texts: PriceTexts;
}) {
  const prior = reduction?.prior;
  return (
    <div className={`${styles.block} ${styles[size]}`}>
      <p className={styles.prices} data-testid="product-price">
        <span className="visually-hidden">{`${texts.price}: `}</span>
        <strong className={reduction ? styles.finalSale : styles.final}>
          <ByVatMode display={display} draw={(mode) => formatPrice(finalPriceData, mode)} />
        </strong>
        {reduction && (
          <>
            <span className="visually-hidden">{`, ${texts.originalPrice}: `}</span>
            <s className={styles.standard}>
              <ByVatMode display={display} draw={(mode) => formatPrice(reduction.standardPriceData, mode)} />
            </s>
          </>
        )}
        <ByVatMode
          display={display}
          draw={(mode) =>
            !mode.withVat && (
              <span className={styles.vatNote} data-testid="price-vat-note">
                {texts.withoutVat}
              </span>
            )
          }
        />
      </p>
      {prior && (
        <p className={styles.lowest} data-testid="lowest-price-30-days">
          <ByVatMode
            display={display}
            draw={(mode) =>
              fillText(texts.lowestPrice30Days, { price: formatLabelledPrice(prior, mode, texts.withoutVat) })
            }
          />
        </p>
      )}
    </div>
  );
}
