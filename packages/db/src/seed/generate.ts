import { type DomainMap, domainsFromEnv } from '@stride/i18n';
import * as s from '../schema';
import { buildContent } from './build-content';
import { buildNutritionFacts } from './build-nutrition-facts';
import { buildProducts } from './build-products';
import { buildReference } from './build-reference';
import { todayUtc } from './dates';
import { PhotoCatalog, type PhotoEntry } from './photo-catalog';
import { rowsOf, type TableRows } from './table-rows';

export const DEFAULT_PRODUCT_COUNT = 1_500;

export interface GenerateOptions {
  /** Number of products (default 1,500). */
  products?: number;
  /** PRNG seed; the same options give the same rows. */
  seed?: number;
  /** The day the 60-day price history ends (YYYY-MM-DD, default today in UTC). */
  today?: string;
  /** Host names of the web instances (default from SK_DOMAIN, CZ_DOMAIN, HU_DOMAIN). */
  domains?: DomainMap;
}

export interface SeedData {
  /** Tables in foreign-key order. */
  tables: TableRows[];
  photos: readonly PhotoEntry[];
  productCount: number;
  rowCount: number;
}

export function resolveGenerateOptions(options: GenerateOptions): Required<GenerateOptions> {
  return {
    products: options.products ?? DEFAULT_PRODUCT_COUNT,
    seed: options.seed ?? 1,
    today: options.today ?? todayUtc(),
    domains: options.domains ?? domainsFromEnv(process.env),
  };
}

const cache = new Map<string, SeedData>();

/** Builds every seed row in memory. Cached per process: tests seed many databases from one build. */
export function generateSeedData(options: GenerateOptions = {}): SeedData {
  const resolved = resolveGenerateOptions(options);
  const key = JSON.stringify(resolved);
  const cached = cache.get(key);
  if (cached) return cached;
  const data = buildSeedData(resolved);
  cache.set(key, data);
  return data;
}

/** The uncached build behind generateSeedData. */
export function buildSeedData(options: GenerateOptions = {}): SeedData {
  const resolved = resolveGenerateOptions(options);
  if (!Number.isInteger(resolved.products) || resolved.products < 1)
    throw new Error(`products must be a positive integer, got ${resolved.products}`);

  const photos = new PhotoCatalog();
  const reference = buildReference(resolved.domains, photos);
  const catalog = buildProducts(
    resolved.products,
    resolved.seed,
    resolved.today,
    reference.ids,
    reference.values,
    photos,
  );
  const content = buildContent(resolved.seed, resolved.today, photos, catalog.mentionable);
  const tables: TableRows[] = [
    rowsOf(s.photos, photos.rows),
    ...reference.tables,
    rowsOf(s.parameterValues, reference.values.rows),
    rowsOf(s.parameterValueTranslations, reference.values.translations),
    ...catalog.tables,
    buildNutritionFacts(resolved.products, resolved.seed),
    ...content,
  ];
  return {
    tables,
    photos: photos.entries,
    productCount: catalog.productCount,
    rowCount: tables.reduce((sum, t) => sum + t.rows.length, 0),
  };
}
