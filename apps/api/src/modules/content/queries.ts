import type { PageDetail, Review, WebInstance } from '@stride/contract';
import { and, asc, desc, type Executor, eq, pageLists, pages, photos, reviews, webInstances } from '@stride/db';
import type { DomainMap } from '@stride/i18n';
import { photoColumns, toPhoto } from '../../lib/photo-queries';

const pageLinkColumns = { id: pages.id, title: pages.title, urlTitle: pages.urlTitle, kind: pages.kind };

/** Every page list (header, statics01, statics02) of every web instance, each in its order. */
export async function loadAllPageLinks(db: Executor) {
  return db
    .select({ webInstanceId: pageLists.webInstanceId, list: pageLists.list, ...pageLinkColumns })
    .from(pageLists)
    .innerJoin(pages, eq(pages.id, pageLists.pageId))
    .orderBy(asc(pageLists.webInstanceId), asc(pageLists.list), asc(pageLists.position), asc(pages.id));
}

/**
 * Every web instance in the contract's shape, read at start and after catalog changes. The domain is the configured one
 * (SK_DOMAIN…), not the seeded one, so links and the Host lookup agree in every environment.
 */
export async function loadWebInstances(db: Executor, domains: DomainMap): Promise<WebInstance[]> {
  const [rows, pageLinks] = await Promise.all([
    db
      .select({ instance: webInstances, placeholder: photoColumns() })
      .from(webInstances)
      .leftJoin(photos, eq(photos.id, webInstances.placeholderPhotoId))
      .orderBy(asc(webInstances.id)),
    loadAllPageLinks(db),
  ]);
  const headerPages = pageLinks.filter((link) => link.list === 'header');
  return rows.map(({ instance: w, placeholder }) => ({
    id: w.id,
    domain: domains[w.locale],
    webInstanceToken: w.token,
    locale: w.locale,
    currency: w.currency,
    vatRate: w.vatRate,
    freeShippingFrom: w.freeShippingFrom,
    deliveryFrom: w.deliveryFrom,
    isicDiscountPercent: w.isicDiscountPercent,
    adminEmail: w.adminEmail,
    bankAccount: { iban: w.bankIban, bic: w.bankBic, name: w.bankAccountName, local: w.bankAccountLocal },
    placeholderPhoto: toPhoto(placeholder) ?? { path: '', updateTime: 0, title: '', description: '' },
    pagesHeader: headerPages
      .filter((page) => page.webInstanceId === w.id)
      .map(({ id, title, urlTitle, kind }) => ({ id, title, urlTitle, kind })),
    globalSettings: {
      phone: w.phone,
      type_of_shop: w.typeOfShop,
      facebook_login_enabled: w.facebookLoginEnabled,
      google_login_enabled: w.googleLoginEnabled,
      facebook_link: w.facebookLink,
      instagram_link: w.instagramLink,
      youtube_link: w.youtubeLink,
      conditions_for_processing_personal_data_link: w.conditionsForProcessingPersonalDataLink,
    },
  }));
}

/** All reviews of a web instance, newest first; the display rule is the storefront's. */
export async function listReviews(db: Executor, webInstanceId: number): Promise<Review[]> {
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.webInstanceId, webInstanceId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map((row) => ({
    data: {
      summary: row.summary,
      recommends: row.recommends,
      total_rating: row.totalRating,
      source: row.source,
      pros: row.pros,
    },
    foreignKey: row.foreignKey,
  }));
}

/** A static page of one web instance by its urlTitle (unique per instance), with the store it presents. */
export async function findPage(
  db: Executor,
  webInstanceId: number,
  urlTitle: string,
): Promise<(Omit<PageDetail, 'store'> & { operationUnitId: number | null }) | undefined> {
  const [row] = await db
    .select({ ...pageLinkColumns, content: pages.body, operationUnitId: pages.operationUnitId })
    .from(pages)
    .where(and(eq(pages.webInstanceId, webInstanceId), eq(pages.urlTitle, urlTitle)));
  return row;
}
