import type { Currency, Locale } from '@stride/contract';
import {
  alias,
  and,
  blogArticles,
  categories,
  categoryTranslations,
  type Executor,
  eq,
  inArray,
  isNull,
  or,
  pages,
  parameterValues,
  parameterValueTranslations,
  prices,
  productTranslations,
  sql,
  webInstances,
} from '@stride/db';

/**
 * The same thing in every shop, each shop's urlTitle of it. Each lookup is one statement that finds
 * the thing by the asking shop's urlTitle and, through what ties the shops' copies together, the
 * urlTitles of the shops that show it. No row when the asking shop does not show it either.
 */
export type AlternateRow = { locale: Locale; urlTitle: string };

/** A product is in a shop when the shop prices it (its detail page's own rule). */
export function selectProductAlternates(
  db: Executor,
  webInstanceId: number,
  locale: Locale,
  urlTitle: string,
): Promise<AlternateRow[]> {
  const asked = db
    .select({ id: productTranslations.productId })
    .from(productTranslations)
    .innerJoin(
      prices,
      and(eq(prices.productId, productTranslations.productId), eq(prices.webInstanceId, webInstanceId)),
    )
    .where(and(eq(productTranslations.locale, locale), eq(productTranslations.urlTitle, urlTitle)));
  return db
    .select({ locale: productTranslations.locale, urlTitle: productTranslations.urlTitle })
    .from(productTranslations)
    .innerJoin(webInstances, eq(webInstances.locale, productTranslations.locale))
    .innerJoin(
      prices,
      and(eq(prices.productId, productTranslations.productId), eq(prices.webInstanceId, webInstances.id)),
    )
    .where(inArray(productTranslations.productId, asked));
}

/**
 * A category's row also names its shop's web instance and currency: a filtered listing's counterpart
 * is resolved in that shop as its own listing resolves it.
 */
export type CategoryAlternateRow = AlternateRow & { webInstanceId: number; currency: Currency };

/** The category tree is every shop's; a hidden category or one that links out has no page. */
export function selectCategoryAlternates(
  db: Executor,
  locale: Locale,
  urlName: string,
): Promise<CategoryAlternateRow[]> {
  const asked = db
    .select({ id: categoryTranslations.categoryId })
    .from(categoryTranslations)
    .where(and(eq(categoryTranslations.locale, locale), eq(categoryTranslations.urlName, urlName)));
  return db
    .select({
      locale: categoryTranslations.locale,
      urlTitle: categoryTranslations.urlName,
      webInstanceId: webInstances.id,
      currency: webInstances.currency,
    })
    .from(categoryTranslations)
    .innerJoin(webInstances, eq(webInstances.locale, categoryTranslations.locale))
    .innerJoin(categories, eq(categories.id, categoryTranslations.categoryId))
    .where(
      and(
        inArray(categoryTranslations.categoryId, asked),
        eq(categories.visible, true),
        isNull(categories.externalUrl),
      ),
    );
}

/**
 * A product parameter's value in every locale: the values of the parameter whose URL value in
 * `locale` is `urlValue`, and each locale's URL value of them (`teren` in Slovak is `terep` in
 * Hungarian). The parameter itself is the same in every shop (its id); only the words differ.
 */
export function selectParameterValueAlternates(
  db: Executor,
  parameterId: number,
  locale: Locale,
  urlValue: string,
): Promise<{ locale: Locale; urlValue: string }[]> {
  const asked = db
    .select({ id: parameterValueTranslations.parameterValueId })
    .from(parameterValueTranslations)
    .innerJoin(
      parameterValues,
      and(
        eq(parameterValues.id, parameterValueTranslations.parameterValueId),
        eq(parameterValues.parameterId, parameterId),
      ),
    )
    .where(and(eq(parameterValueTranslations.locale, locale), eq(parameterValueTranslations.urlValue, urlValue)));
  return db
    .selectDistinct({ locale: parameterValueTranslations.locale, urlValue: parameterValueTranslations.urlValue })
    .from(parameterValueTranslations)
    .where(inArray(parameterValueTranslations.parameterValueId, asked));
}

const askedArticle = alias(blogArticles, 'asked_article');

/** The copies of an article share its story; only published copies have a page. */
export function selectArticleAlternates(
  db: Executor,
  webInstanceId: number,
  urlTitle: string,
): Promise<AlternateRow[]> {
  return db
    .select({ locale: webInstances.locale, urlTitle: blogArticles.urlTitle })
    .from(askedArticle)
    .innerJoin(blogArticles, or(eq(blogArticles.id, askedArticle.id), eq(blogArticles.story, askedArticle.story)))
    .innerJoin(webInstances, eq(webInstances.id, blogArticles.webInstanceId))
    .where(
      and(
        eq(askedArticle.webInstanceId, webInstanceId),
        eq(askedArticle.urlTitle, urlTitle),
        sql`${askedArticle.publishedAt} <= now()`,
        sql`${blogArticles.publishedAt} <= now()`,
      ),
    );
}

const askedPage = alias(pages, 'asked_page');

/** A store's pages share the store; any other page is the shop's page of its kind (delivery, contact…). */
export function selectPageAlternates(db: Executor, webInstanceId: number, urlTitle: string): Promise<AlternateRow[]> {
  return db
    .select({ locale: webInstances.locale, urlTitle: pages.urlTitle })
    .from(askedPage)
    .innerJoin(
      pages,
      or(
        eq(pages.id, askedPage.id),
        eq(pages.operationUnitId, askedPage.operationUnitId),
        and(isNull(askedPage.operationUnitId), isNull(pages.operationUnitId), eq(pages.kind, askedPage.kind)),
      ),
    )
    .innerJoin(webInstances, eq(webInstances.id, pages.webInstanceId))
    .where(and(eq(askedPage.webInstanceId, webInstanceId), eq(askedPage.urlTitle, urlTitle)));
}
