'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import page from '@/components/common/personal-page.module.css';
import { fillPath } from '@/components/common/slots';
import { cardOf } from '@/components/product/card-data';
import { type CardTexts, ProductCardView } from '@/components/product/product-card-view';
import { SizeSelector, type SizeSelectorTexts } from '@/components/product-detail/size-selector';
import { useWishlist } from '@/lib/api/use-visitor';
import { useWishlistActions } from '@/lib/api/use-wishlist-actions';
import { useWishlistProducts, type WishlistProduct } from '@/lib/api/use-wishlist-products';
import styles from './wishlist.module.css';

/** The texts the server translates once for every item (the cards', the size selector's). */
export type WishlistTexts = {
  card: CardTexts;
  sizes: SizeSelectorTexts;
  /** A size with pieces online, as the product page says it. */
  sizeOnline: string;
  retired: string;
  notOnSale: string;
};

type WishlistContentProps = {
  texts: WishlistTexts;
  /** The localized product path with `:urlTitle` open. */
  productPath: string;
  /** The empty wishlist's screen, drawn on the server. */
  empty: ReactNode;
};

/**
 * The wishlist page's body: every wishlisted product as its card, with its sizes in stock to put into
 * the cart and a button that takes it off the wishlist. The wishlist and its products are read in the
 * browser; the list follows the shared wishlist, so a heart clicked here or the api's pruning of a
 * product that is gone shows at once, with the header's count.
 */
export function WishlistContent({ texts, productPath, empty }: WishlistContentProps) {
  const t = useTranslations('wishlist');
  const { data: wishlist, isLoading } = useWishlist();
  const {
    data: products,
    error: productsError,
    isLoading: productsLoading,
  } = useWishlistProducts(wishlist?.productIds);
  const actions = useWishlistActions();
  const heading = useRef<HTMLHeadingElement>(null);
  const announcement = useRemovalAnnouncement(wishlist?.productIds, products, heading);

  if (wishlist === undefined && isLoading) return <Loading text={t('loading')} />;
  // A wishlist that could not be read is logged only (spec §8) and shown as the empty one.
  if (!wishlist || wishlist.count === 0) return <Emptied announcement={announcement} empty={empty} />;
  if (products === undefined) {
    if (productsLoading) return <Loading text={t('loading')} />;
    if (productsError) console.error('wishlist: its products were not read', productsError);
    return (
      <div className={`container ${page.page}`}>
        <p role="alert" data-testid="wishlist-failed">
          {t('failed')}
        </p>
      </div>
    );
  }

  const byId = new Map(products.map((product) => [product.id, product]));
  // The wishlist's order; a product the catalog did not answer for (gone meanwhile) is not drawn.
  const shown = wishlist.items.flatMap((item) => byId.get(item.product.id) ?? []);
  if (shown.length === 0) return <Emptied announcement={announcement} empty={empty} />;

  return (
    <div className={`container ${page.page}`} data-testid="wishlist">
      <h1 ref={heading} tabIndex={-1} className={`display ${page.title}`}>
        {t('title')} <span className={page.count}>{t('count', { count: wishlist.count })}</span>
      </h1>
      <p className="visually-hidden" role="status" data-testid="wishlist-announcement">
        {announcement}
      </p>
      <ul className={styles.items} data-testid="wishlist-items">
        {shown.map((product) => (
          <li key={product.id} className={styles.item} data-testid="wishlist-item" data-product-id={product.id}>
            <ProductCardView
              card={cardOf({ ...product, sizes: undefined }, (urlTitle) => fillPath(productPath, { urlTitle }))}
              texts={texts.card}
              priority={false}
            />
            <Purchase product={product} texts={texts} />
            <button
              type="button"
              className={`button button-outline ${styles.remove}`}
              aria-label={t('remove', { name: product.name })}
              onClick={() => void actions.remove(product.id)}
              data-testid="wishlist-remove"
            >
              {t('removeText')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The way into the cart: the sizes with pieces online, or why there is none (the card says sold out). */
function Purchase({ product, texts }: { product: WishlistProduct; texts: WishlistTexts }) {
  if (product.status === 'retired') return <p className={styles.notice}>{texts.retired}</p>;
  if (product.status === 'not_on_sale') return <p className={styles.notice}>{texts.notOnSale}</p>;
  const inStock = product.sizes.filter((size) => size.stock > 0);
  if (inStock.length === 0) return null;
  return (
    <SizeSelector
      productId={product.id}
      sizes={inStock.map((size) => ({
        id: size.id,
        name: size.name,
        soldOut: false,
        orderable: true,
        availability: texts.sizeOnline,
      }))}
      texts={texts.sizes}
    />
  );
}

function Loading({ text }: { text: string }) {
  return (
    <div className={`container ${page.loading}`} aria-busy="true" data-testid="wishlist-loading">
      <p role="status">{text}</p>
    </div>
  );
}

function Emptied({ announcement, empty }: { announcement: string; empty: ReactNode }) {
  return (
    <>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {empty}
    </>
  );
}

/**
 * What a removal says to a screen reader, whichever way it came (this page's button or heart): the
 * removed product's name. When the removed item held the focus, focus goes to the heading rather than
 * to the top of the document.
 */
function useRemovalAnnouncement(
  productIds: readonly number[] | undefined,
  products: readonly WishlistProduct[] | undefined,
  heading: React.RefObject<HTMLHeadingElement | null>,
): string {
  // next-intl keeps one `t` per namespace: the effect below runs only when the wishlist or its products change.
  const t = useTranslations('wishlist');
  const [announcement, setAnnouncement] = useState('');
  const before = useRef<{ ids: readonly number[]; names: Map<number, string> } | null>(null);
  useEffect(() => {
    const names = new Map(before.current?.names);
    for (const product of products ?? []) names.set(product.id, product.name);
    const previous = before.current?.ids;
    before.current = { ids: productIds ?? [], names };
    if (!previous || !productIds) return;
    const removed = previous.filter((id) => !productIds.includes(id)).flatMap((id) => names.get(id) ?? []);
    if (removed.length === 0) return;
    setAnnouncement(removed.map((name) => t('removed', { name })).join(' '));
    if (document.activeElement === document.body || document.activeElement === null) heading.current?.focus();
  }, [productIds, products, heading, t]);
  return announcement;
}
