import type { OperationUnit, PageLink, Review } from '@stride/contract';
import { formatOpeningHours, type Locale } from '@stride/i18n';
import { reviewPercent, reviewStars, visibleReviews } from '@stride/rules';
import { getLocale, getTranslations } from 'next-intl/server';
import { getBenefitItems } from '@/components/common/benefit-list';
import { getPath } from '@/components/common/link';
import { categoryTarget } from '@/components/menu/category-target';
import { getFooter, getHeaderStore, getReviews } from '@/lib/api/catalog';
import { saturdayHours, weekdayHours } from '@/lib/format/opening-hours';
import { storeMapLink } from '@/lib/format/store';
import { FooterContent, type FooterView } from './footer-content';
import type { ReviewsView } from './footer-reviews';
import styles from './site-footer.module.css';
import type { StoreView } from './store-block';

async function reviewsView(reviews: readonly Review[]): Promise<ReviewsView | null> {
  const shown = visibleReviews(reviews);
  if (shown.length === 0) return null;
  const t = await getTranslations('reviews');
  return {
    title: t('title'),
    lead: t('lead'),
    items: shown.map((review) => {
      const stars = reviewStars(review.data.total_rating);
      const percent = reviewPercent(review.data.total_rating);
      const pros = review.data.pros.trim();
      return {
        key: review.foreignKey,
        stars,
        percent,
        summary: review.data.summary,
        ...(pros !== '' && { pros: { label: t('pros'), text: review.data.pros } }),
        ratingLabel: t('ratingLabel', { stars, percent }),
        source: t('source', { source: review.data.source }),
      };
    }),
  };
}

async function storeView(store: OperationUnit, locale: Locale): Promise<StoreView> {
  const [t, tc] = await Promise.all([getTranslations('store'), getTranslations('common')]);
  const hoursOf = (range: { from: string; to: string } | null) =>
    range ? formatOpeningHours(range.from, range.to, locale) : t('closed');
  const mapLink = storeMapLink(store);
  return {
    eyebrow: t('eyebrow'),
    name: store.name,
    street: store.street,
    town: `${store.zip} ${store.town.name}`,
    hours: [
      { label: t('weekdays'), value: hoursOf(weekdayHours(store.openingHours)) },
      { label: t('saturday'), value: hoursOf(saturdayHours(store.openingHours)) },
    ],
    map: mapLink ? { href: mapLink, label: t('map'), externalLabel: tc('externalLink') } : null,
  };
}

/** The full footer of spec §2: its view built here, drawn by a client component (footer-content.tsx). */
export async function SiteFooter() {
  const locale = (await getLocale()) as Locale;
  const [t, tn, th, tc, tw, tv, tcs, path, footer, reviews, store] = await Promise.all([
    getTranslations('footer'),
    getTranslations('newsletter'),
    getTranslations('header'),
    getTranslations('common'),
    getTranslations('withdrawal'),
    getTranslations('giftVoucher'),
    getTranslations('consent'),
    getPath(),
    getFooter(),
    getReviews(),
    getHeaderStore(),
  ]);
  const { webinstance: webInstance } = footer;
  const settings = webInstance.globalSettings;
  const conditions = settings.conditions_for_processing_personal_data_link;
  const pagesOf = (pages: PageLink[]) =>
    pages.map((page) => ({
      id: page.id,
      title: page.title,
      href: path({ pathname: '/page/[urlTitle]', params: { urlTitle: page.urlTitle } }),
    }));
  const socials = (
    [
      { key: 'facebook', href: settings.facebook_link, label: 'Facebook' },
      { key: 'instagram', href: settings.instagram_link, label: 'Instagram' },
      { key: 'youtube', href: settings.youtube_link, label: 'YouTube' },
    ] as const
  ).filter((social) => social.href.trim() !== '');

  const view: FooterView = {
    reviews: await reviewsView(reviews),
    benefits: { label: t('benefitsLabel'), items: await getBenefitItems(locale, webInstance) },
    newsletter: {
      title: tn('title'),
      text: tn('text'),
      form: {
        texts: {
          label: tn('label'),
          placeholder: tn('placeholder'),
          submit: tn('submit'),
          sending: tn('sending'),
          success: tn('success'),
          invalid: tn('invalid'),
          error: tn('error'),
        },
        consent: conditions !== '' && (
          <p className={styles.newsletterConsent}>
            {tn.rich('consent', { link: (chunks) => <a href={conditions}>{chunks}</a> })}
          </p>
        ),
      },
    },
    brand: {
      logo: { href: path('/'), label: th('logoLabel') },
      tagline: t('tagline'),
      store: store && (await storeView(store, locale)),
    },
    links: {
      label: t('linksLabel'),
      columns: [
        { title: t('shopping'), testId: 'footer-statics01', pages: pagesOf(footer.statics01) },
        { title: t('information'), testId: 'footer-statics02', pages: pagesOf(footer.statics02) },
      ],
      categories:
        footer.categories.length > 0
          ? {
              title: t('categories'),
              externalLabel: tc('externalLink'),
              items: footer.categories.map((category) => ({
                id: category.id,
                name: category.name,
                link: categoryTarget(category, path),
              })),
            }
          : null,
    },
    contact: {
      title: t('contact'),
      phone: settings.phone,
      email: webInstance.adminEmail,
      follow: t('follow'),
      socials: socials.map(({ key, href, label }) => ({ key, href, label })),
    },
    bottom: {
      copyright: t('copyright', { year: new Date().getFullYear() }),
      personalData: conditions !== '' ? { href: conditions, text: t('personalData') } : null,
      withdrawal: { href: path('/withdrawal'), text: tw('link') },
      giftVoucher: { href: path('/gift-voucher'), text: tv('link') },
      consentSettings: tcs('settingsLink'),
    },
  };

  return (
    <footer className={styles.footer} data-testid="site-footer">
      <FooterContent view={view} />
    </footer>
  );
}
