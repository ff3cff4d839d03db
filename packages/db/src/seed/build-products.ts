import * as s from '../schema';
import type { ParameterValues, ReferenceIds } from './build-reference';
import { BRANDS } from './data/brands';
import { CATEGORIES, type CategoryCode } from './data/categories';
import { FLAVORS } from './data/nutrition-electronics';
import { COLOR_FAMILIES, type Palette } from './data/palettes';
import { STORES } from './data/stores';
import { WEB_INSTANCES } from './data/web-instances';
import { daysBefore } from './dates';
import type { Colors, Shape, View } from './draw';
import type { PhotoCatalog } from './photo-catalog';
import { priceSteps, shopPrice } from './pricing';
import { type PlannedProduct, planProducts } from './product-candidates';
import {
  apparelDescription,
  apparelName,
  electronicsDescription,
  electronicsName,
  nutritionDescription,
  nutritionName,
  PACK_COUNTS,
  shoeDescription,
  shoeName,
} from './product-texts';
import { Random } from './random';
import { rowsOf, type TableRows } from './table-rows';
import { type Localized, localized, SEED_LOCALES, slugify } from './text';

const SHOE_SIZES = {
  men: ['40', '40.5', '41', '42', '42.5', '43', '44', '44.5', '45', '46', '47', '48'],
  women: ['36', '36.5', '37', '37.5', '38', '38.5', '39', '40', '40.5', '41', '42'],
} as const;
const APPAREL_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const ONE_SIZE = ['one size'];

const WAREHOUSE_ID = STORES.find((store) => !store.retail)?.id ?? 5;
const ONLINE_STORE_IDS = new Set(STORES.filter((store) => store.shipsOnline).map((store) => store.id));

interface Described {
  name: Localized;
  description: Localized;
  /** Text appended to the urlTitle (colour), so colourways get distinct URLs. */
  urlSuffix: Localized;
  sizes: readonly string[];
  standardEuros: number;
  isNew: boolean;
  retiredModel: boolean;
  shape: Shape;
  views: View[];
  colorKey: string;
  colors: Colors;
  colorName: Localized;
  values: number[];
  tags: string[];
  extraCategories: CategoryCode[];
}

function apparelSizes(type: string): readonly string[] {
  if (type === 'bra') return ['XS', 'S', 'M', 'L', 'XL'];
  if (type === 'socks') return ['35-38', '39-42', '43-46'];
  if (type === 'headwear') return ONE_SIZE;
  if (type === 'gloves') return ['S', 'M', 'L', 'XL'];
  if (type === 'vest') return ['XS/S', 'M/L', 'XL/XXL'];
  return APPAREL_SIZES;
}

const CATEGORY_NAME = new Map(CATEGORIES.map((c) => [c.code, c.name]));

function describe(plan: PlannedProduct, values: ParameterValues, random: Random): Described {
  const { candidate, repetition } = plan;
  const colorValue = (palette: Palette) => values.id('color', palette.family, COLOR_FAMILIES[palette.family]);
  const gender = (code: string) => values.id('gender', code, localized(code, code, code));
  if (candidate.kind === 'shoes') {
    const { model, palette } = candidate;
    const weight = Math.round((candidate.gender === 'women' ? model.weight * 0.85 : model.weight) / 5) * 5;
    const tags: string[] = [];
    if (model.type === 'racing' || model.price >= 220) tags.push('carbon-plate', 'marathon');
    if (model.type === 'trail' && model.cushioning === 'max') tags.push('ultra');
    // Every shoe says what it is made for (the shoe finder scores by it): a carbon plate races, low
    // cushioning (or a speed model) does tempo work, every other road and trail shoe trains daily.
    if (model.type !== 'racing' && model.cushioning !== 'low') tags.push('daily-trainer');
    if (model.cushioning === 'low' || /speed|rebel|boston|tempo|flash/i.test(model.model)) tags.push('tempo');
    if (model.type === 'road' && model.price <= 140) tags.push('beginner');
    const mm = (n: number, unit: string) => localized(`${n} ${unit}`, `${n} ${unit}`, `${n} ${unit}`);
    return {
      name: shoeName(model, candidate.gender),
      description: shoeDescription(model, candidate.gender, palette.name, weight, random),
      urlSuffix: palette.name,
      sizes: SHOE_SIZES[candidate.gender],
      standardEuros: model.price,
      isNew: model.isNew === true && repetition === 0,
      retiredModel: model.retired === true,
      shape: `shoe-${model.type}` as Shape,
      views: ['side', 'pair'],
      colorKey: palette.code,
      colors: palette,
      colorName: palette.name,
      values: [
        values.id('surface', model.type === 'trail' ? 'trail' : 'road', localized('', '', '')),
        values.id('support', model.support, localized('', '', '')),
        gender(candidate.gender),
        values.id('drop', String(model.drop), mm(model.drop, 'mm'), model.drop),
        values.id('weight', String(weight), mm(weight, 'g'), weight),
        values.id('cushioning', model.cushioning, localized('', '', '')),
        colorValue(palette),
      ],
      tags,
      extraCategories: [candidate.gender === 'men' ? 'men-shoes' : 'women-shoes'],
    };
  }
  if (candidate.kind === 'apparel') {
    const { model, palette } = candidate;
    const tags: string[] = [];
    if (['jacket', 'midlayer', 'gloves', 'tights'].includes(model.type) || /hat|thermal|wool|warm/i.test(model.model))
      tags.push('winter');
    if (/waterproof|hurricane/i.test(model.model)) tags.push('waterproof');
    if (model.type === 'vest') tags.push('ultra');
    return {
      name: apparelName(model, candidate.gender),
      description: apparelDescription(model, palette.name),
      urlSuffix: palette.name,
      sizes: apparelSizes(model.type),
      standardEuros: model.price,
      isNew: model.isNew && repetition === 0,
      retiredModel: false,
      shape: model.type === 'headwear' ? 'headwear' : (model.type as Shape),
      views: ['front'],
      colorKey: palette.code,
      colors: palette,
      colorName: palette.name,
      values: [gender(candidate.gender), colorValue(palette)],
      tags,
      extraCategories: [],
    };
  }
  if (candidate.kind === 'nutrition') {
    const { model, flavor } = candidate;
    const flavorDef = FLAVORS[flavor];
    const packCount = PACK_COUNTS[repetition % PACK_COUNTS.length] ?? 1;
    const flavorName = flavor === 'neutral' ? null : flavorDef.name;
    const brandSlug = slugify(model.brand);
    return {
      name: nutritionName(model, flavorName, packCount),
      description: nutritionDescription(model, flavorName),
      urlSuffix: localized('', '', ''),
      sizes: ONE_SIZE,
      standardEuros: packCount === 1 ? model.price : model.price * packCount * 0.92,
      isNew: model.isNew && repetition === 0,
      retiredModel: false,
      shape: model.type,
      views: ['front'],
      colorKey: `${brandSlug}-${flavor}`,
      colors: { main: flavorDef.color, second: '#ffffff', accent: brandSlug === 'maurten' ? '#1d1d1f' : '#e4002b' },
      colorName: flavorDef.name,
      values: [
        values.id('flavor', flavor, flavorDef.name),
        values.id('caffeine', model.caffeine ? 'yes' : 'no', localized('', '', '')),
      ],
      tags: model.type === 'gel' ? ['marathon'] : [],
      extraCategories: [],
    };
  }
  const { model, palette } = candidate;
  return {
    name: electronicsName(model),
    description: electronicsDescription(model, palette.name),
    urlSuffix: palette.name,
    sizes: ONE_SIZE,
    standardEuros: model.price,
    isNew: model.isNew && repetition === 0,
    retiredModel: model.retired,
    shape: model.type,
    views: ['front'],
    colorKey: palette.code,
    colors: palette,
    colorName: palette.name,
    values: [colorValue(palette)],
    tags: model.price >= 500 ? ['ultra'] : [],
    extraCategories: [],
  };
}

/** Pieces per size in each store; more of the middle sizes, as a real shop would stock. */
function stockFor(
  sizes: readonly string[],
  kind: string,
  availability: 'normal' | 'sold_out' | 'store_only',
  random: Random,
): number[][] {
  return sizes.map((_, index) => {
    if (availability === 'sold_out') return STORES.map(() => 0);
    const centre = (sizes.length - 1) / 2;
    const popularity = sizes.length === 1 ? 1 : 1 - Math.abs(index - centre) / (centre + 1);
    return STORES.map((store) => {
      if (availability === 'store_only' && store.shipsOnline) return 0;
      if (store.id === WAREHOUSE_ID) {
        if (kind === 'nutrition') return random.int(20, 240);
        if (!random.chance(0.45 + popularity * 0.45)) return 0;
        return random.int(1, Math.max(1, Math.round(popularity * 14)));
      }
      const p = availability === 'store_only' ? 0.5 : store.shipsOnline ? 0.4 : 0.22;
      return random.chance(p) ? random.int(1, kind === 'nutrition' ? 30 : 3) : 0;
    });
  });
}

/** A product as the blog seed sees it: what it looks like, and whether a reader could buy it. */
export interface MentionableProduct {
  id: number;
  shape: Shape;
  modelCode: string;
  /** On sale with stock online. */
  buyable: boolean;
}

export interface ProductBuild {
  tables: TableRows[];
  productCount: number;
  /** Every product, for the blog articles that mention some (build-content.ts). */
  mentionable: MentionableProduct[];
}

export function buildProducts(
  count: number,
  seed: number,
  today: string,
  ids: ReferenceIds,
  values: ParameterValues,
  photos: PhotoCatalog,
): ProductBuild {
  const random = new Random('products', seed);
  const plans = planProducts(count, new Random('plan', seed));
  const products: (typeof s.products.$inferInsert)[] = [];
  const translations: (typeof s.productTranslations.$inferInsert)[] = [];
  const productCategories: (typeof s.productCategories.$inferInsert)[] = [];
  const productPhotos: (typeof s.productPhotos.$inferInsert)[] = [];
  const sizes: (typeof s.productSizes.$inferInsert)[] = [];
  const stock: (typeof s.stock.$inferInsert)[] = [];
  const prices: (typeof s.prices.$inferInsert)[] = [];
  const history: (typeof s.priceHistory.$inferInsert)[] = [];
  const productValues: (typeof s.productParameterValues.$inferInsert)[] = [];
  const productTags: (typeof s.productTags.$inferInsert)[] = [];
  const productLabels: (typeof s.productLabels.$inferInsert)[] = [];
  const usedUrlTitles = new Map<string, Set<string>>(SEED_LOCALES.map((l) => [l, new Set<string>()]));
  const brandCode = new Map<string, string>(BRANDS.map((b) => [b.name, b.code]));
  const todayMs = Date.parse(`${today}T12:00:00Z`);
  const mentionable: MentionableProduct[] = [];
  let sizeId = 0;
  let historyId = 0;

  plans.forEach((plan, index) => {
    const id = index + 1;
    const { candidate } = plan;
    const kind = candidate.kind;
    const d = describe(plan, values, random);
    const brand = candidate.model.brand;
    // A few fixed positions guarantee every catalog, even a tiny test one, shows each state.
    const forcedRetired = index === 11;
    const forcedSoldOut = index === 7;
    let status: 'on_sale' | 'not_on_sale' | 'retired' = 'on_sale';
    const statusRoll = random.float();
    if (d.retiredModel || forcedRetired || statusRoll < 0.015) status = 'retired';
    else if (statusRoll < 0.03) status = 'not_on_sale';
    const availabilityRoll = random.float();
    const availability: 'normal' | 'sold_out' | 'store_only' =
      status !== 'on_sale' || forcedSoldOut || availabilityRoll < 0.05
        ? 'sold_out'
        : availabilityRoll < 0.08
          ? 'store_only'
          : 'normal';
    const discounted = status !== 'retired' && random.chance(kind === 'electronics' ? 0.2 : 0.3);
    const isNew = d.isNew && random.chance(0.85);
    const createdAt = new Date(todayMs - (isNew ? random.int(1, 40) : random.int(61, 900)) * 86_400_000);

    // Stock first: the recommended score depends on whether the product can be bought online.
    const perSize = stockFor(d.sizes, kind, availability, random);
    let online = 0;
    d.sizes.forEach((name, position) => {
      sizeId++;
      sizes.push({ id: sizeId, productId: id, name, position, ean: `85${String(sizeId).padStart(11, '0')}` });
      perSize[position]?.forEach((quantity, storeIndex) => {
        const store = STORES[storeIndex];
        if (!store || quantity <= 0) return;
        stock.push({ sizeId, operationUnitId: store.id, quantity });
        if (ONLINE_STORE_IDS.has(store.id)) online += quantity;
      });
    });
    if (status === 'on_sale' && availability === 'normal' && online === 0) {
      // Every "normal" product has at least one size online.
      const middle = sizeId - Math.floor(d.sizes.length / 2);
      stock.push({ sizeId: middle, operationUnitId: WAREHOUSE_ID, quantity: 2 });
      online = 2;
    }
    const buyable = status === 'on_sale' && online > 0;
    // Buyable products always outrank the others, so each category's top product can be bought.
    const recommendedScore = buyable ? 100_000 + random.int(0, 899_999) : random.int(0, 99_999);

    const categoryTitle = CATEGORY_NAME.get(candidate.leaf)?.sk ?? '';
    const photoIds = d.views.map((view) =>
      photos.product(d.shape, view, d.colorKey, d.colors, `${categoryTitle} – ${d.colorName.sk}`),
    );
    mentionable.push({ id, shape: d.shape, modelCode: slugify(`${brand} ${candidate.model.model}`), buyable });
    products.push({
      id,
      brandId: ids.brandId.get(brand) as number,
      kind,
      status,
      modelCode: slugify(`${brand} ${candidate.model.model}`),
      code: `${brandCode.get(brand) ?? 'XX'}${String(id).padStart(6, '0')}`,
      isNew,
      earnsCredits: kind !== 'electronics',
      mainPhotoId: photoIds[0] ?? null,
      recommendedScore,
      createdAt,
    });
    photoIds.forEach((photoId, position) => {
      productPhotos.push({ productId: id, photoId, position });
    });

    for (const locale of SEED_LOCALES) {
      const used = usedUrlTitles.get(locale) as Set<string>;
      let urlTitle = slugify(`${d.name[locale]} ${d.urlSuffix[locale]}`);
      if (used.has(urlTitle)) urlTitle = `${urlTitle}-${slugify(`${brandCode.get(brand)}${id}`)}`;
      used.add(urlTitle);
      translations.push({ productId: id, locale, name: d.name[locale], urlTitle, description: d.description[locale] });
    }

    const categories = new Set<CategoryCode>([candidate.leaf, ...d.extraCategories]);
    if (discounted) categories.add(kind === 'shoes' ? 'sale-shoes' : kind === 'apparel' ? 'sale-apparel' : 'sale');
    if (isNew) categories.add('new');
    for (const code of categories) {
      productCategories.push({
        productId: id,
        categoryId: ids.categoryId.get(code) as number,
        isMain: code === candidate.leaf,
      });
    }
    for (const valueId of new Set(d.values)) productValues.push({ productId: id, parameterValueId: valueId });
    for (const tag of new Set(d.tags)) productTags.push({ productId: id, tagId: ids.tagId.get(tag) as number });

    const steps = priceSteps(d.standardEuros, random, discounted);
    for (const instance of WEB_INSTANCES) {
      const standardPrice = shopPrice(d.standardEuros, instance.currency, instance.perEuro);
      let last = -1;
      for (const step of steps) {
        const price = shopPrice(step.euros, instance.currency, instance.perEuro);
        if (price === last) continue;
        last = price;
        historyId++;
        history.push({
          id: historyId,
          productId: id,
          webInstanceId: instance.id,
          finalPrice: price,
          validFrom: daysBefore(today, step.daysAgo),
        });
      }
      prices.push({ productId: id, webInstanceId: instance.id, finalPrice: last, standardPrice });
    }

    const labels: string[] = [];
    if (isNew) labels.push('new');
    if (discounted) labels.push('sale');
    if (recommendedScore >= 950_000) labels.push('bestseller');
    if (buyable && online <= 3 && (kind === 'shoes' || kind === 'apparel')) labels.push('last-pieces');
    if (kind === 'electronics') labels.push('no-credits');
    for (const label of labels) productLabels.push({ productId: id, labelId: ids.labelId.get(label) as number });
  });

  return {
    productCount: products.length,
    mentionable,
    tables: [
      rowsOf(s.products, products),
      rowsOf(s.productTranslations, translations),
      rowsOf(s.productCategories, productCategories),
      rowsOf(s.productPhotos, productPhotos),
      rowsOf(s.productSizes, sizes),
      rowsOf(s.stock, stock),
      rowsOf(s.prices, prices),
      rowsOf(s.priceHistory, history),
      rowsOf(s.productParameterValues, productValues),
      rowsOf(s.productTags, productTags),
      rowsOf(s.productLabels, productLabels),
    ],
  };
}
