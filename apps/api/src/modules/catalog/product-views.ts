import type { Product } from '@stride/contract';
import type { ListingIndex } from '../listing-index/listing-index';

/**
 * Product views (cards and whole products) of one catalog generation: the listing index they were
 * read with. Every visitor of a web instance sees the same card, so a view is read once per
 * generation instead of on every page; a catalog change builds a new index, and with it an empty
 * cache, so a card is exactly as fresh as the listing that shows it. Bounded: the oldest views go
 * first when a generation holds more than MAX_VIEWS.
 */
export const MAX_VIEWS = 20_000;

const generations = new WeakMap<ListingIndex, Map<string, Product>>();

export class ProductViews {
  private readonly views: Map<string, Product>;

  /** `variant` names which lookups the views were built with (a card carries less than a product page). */
  constructor(
    index: ListingIndex,
    private readonly variant: string,
  ) {
    let views = generations.get(index);
    if (!views) {
      views = new Map();
      generations.set(index, views);
    }
    this.views = views;
  }

  get(id: number): Product | undefined {
    return this.views.get(`${this.variant}|${id}`);
  }

  set(id: number, product: Product): void {
    this.views.set(`${this.variant}|${id}`, product);
    if (this.views.size > MAX_VIEWS) {
      const oldest = this.views.keys().next();
      if (!oldest.done) this.views.delete(oldest.value);
    }
  }
}
