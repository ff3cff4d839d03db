import type { RequestContext } from '../../context';
import type { FeedItem, ItemDelivery } from './feed-items';

/** What a format's writer knows of the shop besides an item. */
export type FeedShopContext = { ctx: RequestContext; origin: string };

/**
 * One feed format: its opening, one item (a size) with what delivering it costs, and its closing,
 * each as XML text whose every value is escaped (lib/xml-text.ts). The writer streams them in order.
 */
export type FeedFormat = {
  contentType: string;
  /** Whether the format lists this item at all. */
  lists: (item: FeedItem) => boolean;
  head: (shop: FeedShopContext) => string;
  item: (item: FeedItem, context: FeedShopContext & { deliveries: readonly ItemDelivery[] }) => string;
  tail: (shop: FeedShopContext) => string;
};
