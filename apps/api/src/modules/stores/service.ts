import type { Locale, OperationUnit, ShopStore } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import type { ReservedFilter } from '@stride/rules';
import type { RequestContext } from '../../context';
import { NotFoundError } from '../../errors';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { referenceDataCache } from '../../lib/ttl-cache';
import { slugOf } from '../listing/slug';
import { loadAllOperationUnits, type OperationUnitRows } from './queries';

const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * Every store in every language, built once from the stores' rows: a store page is a map lookup,
 * and an unknown id a 404 without a query.
 */
class StoreDirectory {
  private readonly built = new Map<string, OperationUnit>();

  constructor(private readonly rows: OperationUnitRows) {}

  /** Every store's id in the stores' order (position, then id). */
  ids(): number[] {
    return this.rows.units.map((unit) => unit.id);
  }

  /** A store with exactly seven opening-hours entries, Monday … Sunday; a missing day is closed. */
  find(id: number, locale: Locale): OperationUnit | undefined {
    const key = `${id}|${locale}`;
    const known = this.built.get(key);
    if (known) return known;
    const unit = this.rows.units.find((row) => row.id === id);
    if (!unit) return undefined;
    const texts = this.rows.translations.find((row) => row.operationUnitId === id && row.locale === locale);
    const byDay = new Map(this.rows.hours.filter((row) => row.operationUnitId === id).map((row) => [row.day, row]));
    const store: OperationUnit = {
      id: unit.id,
      name: texts?.name ?? unit.name,
      // Sanitized once per store and language: the directory keeps what it built.
      description: sanitizeHtml(texts?.description ?? unit.description),
      street: unit.street,
      zip: unit.zip,
      town: { name: unit.town },
      district: { name: unit.district },
      phone: unit.phone,
      email: unit.email,
      country: unit.country,
      position:
        unit.latitude !== null && unit.longitude !== null
          ? { latitude: unit.latitude, longitude: unit.longitude }
          : null,
      openingHours: WEEK.map((day) => ({
        day,
        from: byDay.get(day)?.opensAt ?? null,
        to: byDay.get(day)?.closesAt ?? null,
      })),
      parameters: this.rows.parameters
        .filter((row) => row.operationUnitId === id)
        .map(({ hash, value }) => ({ hash, value })),
    };
    // Bounded: only stores that exist get an entry, one per locale.
    this.built.set(key, store);
    return store;
  }

  /**
   * A store as one shop shows it: its page there, and the store-location filter value that lists its
   * stock. The filter offers the stores of the shop's country (listing/filter-reference.ts), named by
   * the slug of the store's base name, so the value is that slug, and only for those stores.
   */
  inShop(id: number, ctx: RequestContext, disabledFilters: readonly ReservedFilter[]): ShopStore | undefined {
    const store = this.find(id, ctx.locale);
    const unit = this.rows.units.find((row) => row.id === id);
    if (!store || !unit) return undefined;
    const page = this.rows.storePages.find(
      (row) => row.operationUnitId === id && row.webInstanceId === ctx.webInstanceId,
    );
    const filterOffersIt = unit.country === ctx.locale && !disabledFilters.includes('store-location');
    return {
      ...store,
      page: page ? { id: page.id, title: page.title, urlTitle: page.urlTitle, kind: page.kind } : null,
      stockFilterValue: filterOffersIt ? slugOf(unit.name) : null,
    };
  }
}

const directories = referenceDataCache<'all', StoreDirectory>();

function directoryOf(database: DatabaseHandle): Promise<StoreDirectory> {
  return directories(database).get('all', async () => new StoreDirectory(await loadAllOperationUnits(database.db)));
}

/** A store in the web instance's language; answers are shared between requests: do not change them. */
export async function getOperationUnit(
  database: DatabaseHandle,
  ctx: RequestContext,
  id: number,
): Promise<OperationUnit> {
  const unit = (await directoryOf(database)).find(id, ctx.locale);
  if (!unit) throw new NotFoundError('operation_unit_not_found', { value: id }, 'id');
  return unit;
}

/** A store as the request's shop presents it, or undefined when there is no such store. */
export async function findShopStore(
  database: DatabaseHandle,
  ctx: RequestContext,
  id: number,
  disabledFilters: readonly ReservedFilter[],
): Promise<ShopStore | undefined> {
  return (await directoryOf(database)).inShop(id, ctx, disabledFilters);
}

/** Every store as the request's shop presents it, in the stores' order (the contact page, its map). */
export async function listShopStores(
  database: DatabaseHandle,
  ctx: RequestContext,
  disabledFilters: readonly ReservedFilter[],
): Promise<ShopStore[]> {
  const directory = await directoryOf(database);
  return directory.ids().flatMap((id) => directory.inShop(id, ctx, disabledFilters) ?? []);
}
