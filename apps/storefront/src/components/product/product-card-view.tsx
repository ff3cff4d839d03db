'use client';

import type { Photo, Product } from '@stride/contract';
import type { ComponentProps } from 'react';
import { ShopLink } from '@/components/common/shop-link';
import { usePriceDisplay } from '@/lib/prices/price-display-context';
import { type PackedAmounts, type PackedReduction, unpackAmounts, unpackReduction } from './card-amounts';
import { FavouriteHeart, type FavouriteTexts } from './favourite-heart';
import { PriceBlock, type PriceTexts } from './price-block';
import { ProductAvailability } from './product-availability';
import { ProductBadges } from './product-badges';
import styles from './product-card.module.css';
import { ProductImage } from './product-image';

/** A product as its card draws it (product-card.tsx builds it from the api's product). */
export type CardData = {
  id: number;
  name: string;
  brand: string;
  /** The localized product path. */
  href: string;
  photo: Pick<Photo, 'path' | 'updateTime'>;
  /** The photo's own title, when it has one (else the product's name describes it). */
  photoTitle?: string;
  finalPriceData: PackedAmounts;
  reduction?: PackedReduction;
  isNew?: true;
  /** Where the product is not in stock online (ProductAvailability says so); none when it is. */
  storeStatus?: Exclude<Product['storeStatus'], 'in_stock'>;
  /** The sizes in stock, as a listing lists them under the card. */
  sizes?: string;
};

/** The card's texts, translated on the server; one object shared by every card of the page. */
export type CardTexts = {
  price: PriceTexts;
  favourite: FavouriteTexts;
  new: string;
  inStoreOnly: string;
  soldOut: string;
  sizesInStock: string;
};

/**
 * A product in a listing: photo, brand, name, final price, the struck standard price, the discount and
 * the favourite heart. Drawn in the browser from the card's data: a page of cards carries each
 * product's data once in its RSC payload, not every card's markup besides the HTML.
 */
export function ProductCardView({
  card,
  texts,
  priority,
  imageSizes,
}: {
  card: CardData;
  texts: CardTexts;
  priority: boolean;
  /** How wide the list draws a card's photo (ProductImage's `sizes`); none: offered by density. */
  imageSizes?: string;
}) {
  const display = usePriceDisplay();
  return (
    <>
      <article className={styles.card} data-testid="product-card">
        <ShopLink href={card.href} className={styles.link}>
          <div className={styles.media}>
            <ProductImage
              photo={card.photo}
              size="card"
              alt={card.photoTitle ?? card.name}
              priority={priority}
              sizes={imageSizes}
            />
            <ProductBadges
              percent={card.reduction?.percent}
              isNew={card.isNew === true}
              newLabel={texts.new}
              size="card"
            />
          </div>
          <div className={styles.body}>
            <p>{card.brand}</p>
            <h3>{card.name}</h3>
            <PriceBlock
              finalPriceData={unpackAmounts(card.finalPriceData)}
              reduction={card.reduction && unpackReduction(card.reduction)}
              size="card"
              display={display}
              texts={texts.price}
            />
            <ProductAvailability
              storeStatus={card.storeStatus ?? 'in_stock'}
              className={styles.availability}
              texts={texts}
            />
          </div>
        </ShopLink>
        {/* Beside the link, not in it: a button inside a link is not operable on its own. */}
        <FavouriteHeart productId={card.id} name={card.name} texts={texts.favourite} />
      </article>
      {card.sizes && (
        <p className={styles.sizes} data-testid="card-sizes">
          <span className="visually-hidden">{`${texts.sizesInStock}: `}</span>
          {card.sizes}
        </p>
      )}
    </>
  );
}

/** A list of cards: its own list element's props, and how many of the first cards load their image first. */
export type CardListProps = Omit<ComponentProps<'ul'>, 'children'> & {
  cards: CardData[];
  texts: CardTexts;
  priority?: number;
  imageSizes?: string;
  'data-testid'?: string;
};

/** Cards in a list, each in an item that carries its price (`data-price`, for the sort order). */
export function ProductCardListView({ cards, texts, priority = 0, imageSizes, ...list }: CardListProps) {
  return (
    <ul {...list}>
      {cards.map((card, index) => (
        <li key={card.id} data-price={unpackAmounts(card.finalPriceData).price}>
          <ProductCardView card={card} texts={texts} priority={index < priority} imageSizes={imageSizes} />
        </li>
      ))}
    </ul>
  );
}
