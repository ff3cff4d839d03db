import type { DomainMap } from '@stride/i18n';
import { seedWebInstanceToken } from '@stride/rules/webinstance-token';
import * as s from '../schema';
import { LABELS, PARAMETER_VALUES, PARAMETERS, TAGS } from './data/attributes';
import { BRANDS } from './data/brands';
import { CATEGORIES, type CategoryCode } from './data/categories';
import { BANK_ACCOUNTS, CHECKOUT_OFFERS } from './data/checkout';
import { PALETTES } from './data/palettes';
import { STORES, storeMapLink } from './data/stores';
import { WEB_INSTANCES } from './data/web-instances';
import type { Shape } from './draw';
import type { PhotoCatalog } from './photo-catalog';
import { rowsOf, type TableRows } from './table-rows';
import { type Localized, SEED_LOCALES, slugify } from './text';

/** Ids of the reference rows, for the product generator. */
export interface ReferenceIds {
  brandId: Map<string, number>;
  categoryId: Map<CategoryCode, number>;
  parameterId: Map<string, number>;
  /** `${parameterCode}:${valueCode}` → value id; values are added on demand. */
  valueId: Map<string, number>;
  tagId: Map<string, number>;
  labelId: Map<string, number>;
}

/** Parameter values collected while generating products (drop 8 mm, weight 280 g, colours…). */
export class ParameterValues {
  readonly rows: (typeof s.parameterValues.$inferInsert)[] = [];
  readonly translations: (typeof s.parameterValueTranslations.$inferInsert)[] = [];
  constructor(private readonly ids: ReferenceIds) {}

  id(parameter: string, code: string, name: Localized, numericValue: number | null = null): number {
    const key = `${parameter}:${code}`;
    const known = this.ids.valueId.get(key);
    if (known) return known;
    const parameterId = this.ids.parameterId.get(parameter);
    if (!parameterId) throw new Error(`unknown parameter ${parameter}`);
    const id = this.rows.length + 1;
    this.ids.valueId.set(key, id);
    this.rows.push({ id, parameterId, code, numericValue, position: numericValue ?? this.rows.length });
    for (const locale of SEED_LOCALES) {
      const urlValue = numericValue !== null ? code : slugify(name[locale]);
      this.translations.push({ parameterValueId: id, locale, value: name[locale], urlValue });
    }
    return id;
  }
}

/** The seed's token of a locale's web instance (one rule, shared with the storefront's default). */
export const webInstanceToken = seedWebInstanceToken;

export function buildReference(
  domains: DomainMap,
  photos: PhotoCatalog,
): { tables: TableRows[]; ids: ReferenceIds; values: ParameterValues } {
  const placeholderPhotoId = photos.placeholder();
  const webInstances = WEB_INSTANCES.map((w) => ({
    id: w.id,
    locale: w.locale,
    name: w.name,
    domain: domains[w.locale],
    token: webInstanceToken(w.locale),
    currency: w.currency,
    vatRate: w.vatRate,
    freeShippingFrom: w.freeShippingFrom,
    isicDiscountPercent: w.isicDiscountPercent,
    deliveryFrom: w.deliveryFrom,
    adminEmail: w.adminEmail,
    bankIban: BANK_ACCOUNTS[w.locale].iban,
    bankBic: BANK_ACCOUNTS[w.locale].bic,
    bankAccountName: BANK_ACCOUNTS[w.locale].name,
    bankAccountLocal: BANK_ACCOUNTS[w.locale].local,
    placeholderPhotoId,
    titleSuffix: w.titleSuffix,
    phone: w.phone,
    typeOfShop: w.typeOfShop,
    facebookLoginEnabled: w.facebookLoginEnabled,
    googleLoginEnabled: w.googleLoginEnabled,
    facebookLink: w.facebookLink,
    instagramLink: w.instagramLink,
    youtubeLink: w.youtubeLink,
    conditionsForProcessingPersonalDataLink: w.conditionsLink,
    createdAt: new Date('2009-03-01T00:00:00Z'),
  }));

  const deliveryMethods = WEB_INSTANCES.flatMap((w) =>
    CHECKOUT_OFFERS[w.locale].delivery.map((offer, index) => ({ webInstanceId: w.id, ...offer, position: index })),
  ).map((row, index) => ({ id: index + 1, ...row }));
  const paymentMethods = WEB_INSTANCES.flatMap((w) =>
    CHECKOUT_OFFERS[w.locale].payment.map((offer, index) => ({ webInstanceId: w.id, ...offer, position: index })),
  ).map((row, index) => ({ id: index + 1, ...row }));

  const stores = STORES.map((store, index) => ({
    id: store.id,
    country: store.country,
    name: store.name,
    description: store.description.sk,
    street: store.street,
    zip: store.zip,
    town: store.town,
    district: store.district,
    phone: store.phone,
    email: store.email,
    shipsOnline: store.shipsOnline,
    position: index,
    latitude: store.latitude,
    longitude: store.longitude,
  }));
  const storeTranslations = STORES.flatMap((store) =>
    SEED_LOCALES.map((locale) => ({
      operationUnitId: store.id,
      locale,
      name: store.names[locale],
      description: store.description[locale],
    })),
  );
  const hours = STORES.flatMap((store) =>
    store.hours.map((span, index) => ({
      operationUnitId: store.id,
      day: index + 1,
      opensAt: span?.[0] ?? null,
      closesAt: span?.[1] ?? null,
    })),
  );
  const storeParameters = STORES.flatMap((store) => [
    { operationUnitId: store.id, hash: 'map_link', value: storeMapLink(store) },
    { operationUnitId: store.id, hash: 'in_store_purchase', value: store.retail ? '1' : '0' },
  ]);

  const brandId = new Map<string, number>();
  const brands = BRANDS.map((brand, index) => {
    brandId.set(brand.name, index + 1);
    return { id: index + 1, name: brand.name, urlName: slugify(brand.name), position: index };
  });

  const categoryId = new Map<CategoryCode, number>();
  CATEGORIES.forEach((category, index) => {
    categoryId.set(category.code, index + 1);
  });
  const categories = CATEGORIES.map((category, index) => {
    const palette = PALETTES[index % PALETTES.length] as (typeof PALETTES)[number];
    const mainPhotoId = photos.product(category.shape as Shape, 'side', palette.code, palette, category.name.sk);
    return {
      id: index + 1,
      parentId: category.parent ? (categoryId.get(category.parent) ?? null) : null,
      position: index,
      externalUrl: category.externalUrl ?? null,
      mainPhotoId,
      visible: true,
    };
  });
  const categoryTranslations = CATEGORIES.flatMap((category, index) =>
    SEED_LOCALES.map((locale) => ({
      categoryId: index + 1,
      locale,
      name: category.name[locale],
      urlName: category.urlName?.[locale] ?? slugify(category.name[locale]),
      description: '',
    })),
  );

  const parameterId = new Map<string, number>();
  const parameters = PARAMETERS.map((parameter, index) => {
    parameterId.set(parameter.code, index + 1);
    return {
      id: index + 1,
      code: parameter.code,
      filterKind: parameter.filterKind,
      filterable: parameter.filterable,
      onCard: parameter.onCard,
      priority: parameter.priority,
      unit: parameter.unit,
    };
  });
  const parameterTranslations = PARAMETERS.flatMap((parameter, index) =>
    SEED_LOCALES.map((locale) => ({
      parameterId: index + 1,
      locale,
      name: parameter.name[locale],
      urlName: parameter.urlName[locale],
    })),
  );

  const tagId = new Map<string, number>();
  const tags = TAGS.map((tag, index) => {
    tagId.set(tag.code, index + 1);
    return { id: index + 1, code: tag.code };
  });
  const tagTranslations = TAGS.flatMap((tag, index) =>
    SEED_LOCALES.map((locale) => ({
      tagId: index + 1,
      locale,
      name: tag.name[locale],
      urlName: slugify(tag.name[locale]),
    })),
  );

  const labelId = new Map<string, number>();
  const labels = LABELS.map((label, index) => {
    labelId.set(label.code, index + 1);
    return { id: index + 1, code: label.code, color: label.color, position: index };
  });
  const labelTranslations = LABELS.flatMap((label, index) =>
    SEED_LOCALES.map((locale) => ({ labelId: index + 1, locale, name: label.name[locale] })),
  );

  const ids: ReferenceIds = { brandId, categoryId, parameterId, valueId: new Map(), tagId, labelId };
  const values = new ParameterValues(ids);
  // The fixed list values first, so their ids and order do not depend on the products.
  for (const [parameter, list] of Object.entries(PARAMETER_VALUES)) {
    for (const value of list) values.id(parameter, value.code, value.name);
  }

  const tables = [
    rowsOf(s.webInstances, webInstances),
    rowsOf(s.deliveryMethods, deliveryMethods),
    rowsOf(s.paymentMethods, paymentMethods),
    rowsOf(s.operationUnits, stores),
    rowsOf(s.operationUnitTranslations, storeTranslations),
    rowsOf(s.openingHours, hours),
    rowsOf(s.operationUnitParameters, storeParameters),
    rowsOf(s.brands, brands),
    rowsOf(s.categories, categories),
    rowsOf(s.categoryTranslations, categoryTranslations),
    rowsOf(s.parameters, parameters),
    rowsOf(s.parameterTranslations, parameterTranslations),
    rowsOf(s.tags, tags),
    rowsOf(s.tagTranslations, tagTranslations),
    rowsOf(s.labels, labels),
    rowsOf(s.labelTranslations, labelTranslations),
  ];
  return { tables, ids, values };
}
