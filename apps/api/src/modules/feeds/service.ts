import { join } from 'node:path';
import type { DatabaseHandle } from '@stride/db';
import { LOWEST_PRICE_DAYS } from '@stride/rules';
import type { RequestContext } from '../../context';
import {
  downloadOf,
  type FileDownload,
  type GeneratedFile,
  GeneratedFiles,
  type Validators,
} from '../../lib/generated-files';
import { methodsOf } from '../checkout/queries';
import { catalogState } from '../listing/catalog-state';
import { categoryCatalog } from '../product-views/category-catalog';
import { loadProductRows } from '../product-views/product-queries';
import { productReference } from '../product-views/product-reference';
import { productView } from '../product-views/product-view';
import type { FeedFormat, FeedShopContext } from './feed-format';
import { type FeedItem, feedItemsOf, itemDeliveries, type ShopDeliveries } from './feed-items';
import { googleFeed } from './google-feed';
import { heurekaFeed } from './heureka-feed';
import { selectFeedExtras, selectFeedProductIds } from './queries';

/**
 * The product feeds of each shop (issue 16 §2): Heureka's XML and Google Merchant's RSS, written as
 * the catalog is read, a page of products at a time, into a file kept until the catalog moves.
 */

export const FEED_FORMATS = { heureka: heurekaFeed, google: googleFeed } as const satisfies Record<string, FeedFormat>;
export type FeedFormatName = keyof typeof FEED_FORMATS;

/** Products read per query: a page's rows, cards and XML stay a few hundred kilobytes whatever the catalog's size. */
export const FEED_PAGE_SIZE = 500;

/** What the shop charges for shipping, from checkout's own reads (prices as the cart charges them). */
async function shopDeliveries(database: DatabaseHandle, ctx: RequestContext): Promise<ShopDeliveries> {
  const { deliveries, payments } = await methodsOf(database.db, ctx.webInstanceId);
  const cashOnDelivery = payments.find((payment) => payment.kind === 'cash_on_delivery');
  return {
    deliveries,
    cashOnDeliveryFee: cashOnDelivery ? cashOnDelivery.priceMinor : null,
    freeShippingFrom: ctx.webInstance.freeShippingFrom,
  };
}

/**
 * The shop's feed items, a page of products at a time, in product id order. Cards are read with
 * product-views' query and shaped by its productView, as the shop's pages show them, but not kept
 * in its per-generation cache: a feed reads the whole catalog once and would push out the cards
 * the pages need.
 */
export async function* feedItemPages(database: DatabaseHandle, shop: FeedShopContext): AsyncGenerator<FeedItem[]> {
  const { ctx } = shop;
  const [categories, reference] = await Promise.all([categoryCatalog(database), productReference(database)]);
  const needs = {
    priorPriceDays: LOWEST_PRICE_DAYS,
    categories: true,
    gallery: false,
    labels: false,
    cardParameters: false,
    sizes: { onlineUnitIds: reference.onlineUnitIds },
  };
  let after = 0;
  for (;;) {
    const ids = await selectFeedProductIds(database.db, ctx.webInstanceId, ctx.locale, after, FEED_PAGE_SIZE);
    const last = ids.at(-1);
    if (last === undefined) return;
    after = last;
    const [rows, extras] = await Promise.all([
      loadProductRows(database.db, ids, ctx.webInstanceId, ctx.locale, needs),
      selectFeedExtras(database.db, ids, ctx.locale),
    ]);
    rows.sort((a, b) => a.id - b.id);
    yield rows.flatMap((row) => {
      const product = productView(row, { categories, reference }, ctx);
      const main = product.categories[0];
      return feedItemsOf(product, shop, {
        descriptionHtml: extras.descriptions.get(row.id) ?? '',
        eans: extras.eans,
        categoryPath: main ? categories.pathOf(ctx.locale, main.id) : [],
      });
    });
  }
}

/** Streams one shop's feed in a format: head, every listed item with its deliveries, tail. */
export async function* feedChunks(
  database: DatabaseHandle,
  format: FeedFormat,
  shop: FeedShopContext,
): AsyncGenerator<string> {
  const deliveries = await shopDeliveries(database, shop.ctx);
  yield format.head(shop);
  for await (const items of feedItemPages(database, shop)) {
    let chunk = '';
    for (const item of items) {
      if (format.lists(item)) chunk += format.item(item, { ...shop, deliveries: itemDeliveries(item, deliveries) });
    }
    yield chunk;
  }
  yield format.tail(shop);
}

/**
 * The shop's feed file for the catalog as committed now: the one built at this catalog version
 * (decision 9) when there is one, else a new one built now. Only a catalog change (or a new day,
 * which moves the Omnibus window a reduction is checked against) builds a feed again.
 */
export async function currentFeed(
  files: GeneratedFiles,
  database: DatabaseHandle,
  name: FeedFormatName,
  shop: FeedShopContext,
): Promise<GeneratedFile> {
  const { version } = await catalogState(database);
  const format = FEED_FORMATS[name];
  return files.get(`${name}-${shop.ctx.locale}`, `${version}|${new Date().toISOString().slice(0, 10)}`, () =>
    feedChunks(database, format, shop),
  );
}

/**
 * The feed files of an api process, in the data directory's `feeds/`. Stored as they are sent:
 * the comparison sites' fetchers are not known to take gzip, so nothing is gained by storing it.
 */
export function feedFilesIn(dataDir: string): GeneratedFiles {
  return new GeneratedFiles({ directory: join(dataDir, 'feeds'), extension: '.xml', gzip: false });
}

/** A feed to answer with: what validates it, its type and, unless the asker's copy is current, its bytes. */
export type FeedDownload = FileDownload & { contentType: string };

/**
 * The shop's current feed to send. `fresh` says whether the asker already holds this feed (a
 * conditional request): then there is no body.
 */
export async function feedDownload(
  files: GeneratedFiles,
  database: DatabaseHandle,
  name: FeedFormatName,
  shop: FeedShopContext,
  fresh: (feed: Validators) => boolean,
): Promise<FeedDownload> {
  const download = await downloadOf(() => currentFeed(files, database, name, shop), { acceptsGzip: false, fresh });
  return { ...download, contentType: FEED_FORMATS[name].contentType };
}
