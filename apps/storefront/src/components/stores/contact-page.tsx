import type { PageDetail, ShopStore } from '@stride/contract';
import type { Locale } from '@stride/i18n';
import { getLocale, getTranslations } from 'next-intl/server';
import { MailIcon, PhoneIcon } from '@/components/common/icons';
import { getPath } from '@/components/common/link';
import { ContactForm } from '@/components/contact/contact-form';
import { contactFormTexts } from '@/components/contact/contact-texts';
import { getWebInstance } from '@/lib/api/catalog';
import { getShopStores } from '@/lib/api/content';
import { telHref } from '@/lib/format/phone';
import pageStyles from '../content/static-page.module.css';
import { storeStockLink } from './stock-link';
import { StoreDetails } from './store-details';
import { getStoreTexts } from './store-texts';
import styles from './stores.module.css';
import { StoresMap } from './stores-map';

/**
 * The contact page (issue 15 §2): the advisors' phone and the shop's e-mail, the company's details
 * (the page's own HTML), every store with its hours and links, the stores on our own map, and the
 * contact form (the support widget's, components/contact).
 */
export async function ContactPage({ page }: { page: PageDetail }) {
  const locale = (await getLocale()) as Locale;
  const [t, ts, tf, tv, texts, path, webInstance, stores] = await Promise.all([
    getTranslations('contact'),
    getTranslations('stores'),
    getTranslations('contactForm'),
    getTranslations('validation'),
    getStoreTexts(),
    getPath(),
    getWebInstance(),
    getShopStores(),
  ]);
  const phone = webInstance.globalSettings.phone;
  const email = webInstance.adminEmail;
  const pageHrefOf = (store: ShopStore) =>
    store.page ? path({ pathname: '/page/[urlTitle]', params: { urlTitle: store.page.urlTitle } }) : null;
  const stockLinks = await Promise.all(stores.map((store) => storeStockLink(store, locale, path, texts)));
  return (
    <article className={`container ${pageStyles.page}`} data-testid="contact-page" aria-labelledby="page-title">
      <header className={pageStyles.header}>
        <p className={pageStyles.eyebrow}>{t('eyebrow')}</p>
        <h1 id="page-title" className={`display ${pageStyles.title}`}>
          {page.title}
        </h1>
        <p className={styles.lead}>{t('lead')}</p>
      </header>

      <div className={styles.contactGrid}>
        <section className={styles.card} aria-labelledby="contact-reach">
          <h2 id="contact-reach" className={styles.sectionTitle}>
            {t('reach')}
          </h2>
          <dl className={styles.reach}>
            <div>
              <dt>{t('phone')}</dt>
              <dd>
                <a className={styles.line} href={telHref(phone)} data-testid="contact-phone">
                  <PhoneIcon size={18} />
                  {phone}
                </a>
              </dd>
            </div>
            <div>
              <dt>{t('email')}</dt>
              <dd>
                <a className={styles.line} href={`mailto:${email}`} data-testid="contact-email">
                  <MailIcon size={18} />
                  {email}
                </a>
              </dd>
            </div>
          </dl>
        </section>
        <section className={styles.card} aria-labelledby="contact-company">
          <h2 id="contact-company" className={styles.sectionTitle}>
            {t('company')}
          </h2>
          <div
            className={pageStyles.prose}
            data-testid="page-content"
            // HTML sanitized by the api (decision 19): rendered as it is.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized
            dangerouslySetInnerHTML={{ __html: page.content }}
          />
        </section>
      </div>

      <section className={styles.storesSection} aria-labelledby="contact-stores">
        <h2 id="contact-stores" className={styles.sectionTitle}>
          {t('stores')}
        </h2>
        <StoresMap
          stores={stores}
          hrefOf={pageHrefOf}
          texts={{
            title: t('map'),
            description: t('mapDescription'),
            pin: (store) => t('pin', { name: store.name, town: store.town.name }),
            countries: {
              cz: ts('countries.cz'),
              sk: ts('countries.sk'),
              hu: ts('countries.hu'),
            },
          }}
        />
        <ul className={styles.storeList} data-testid="contact-stores">
          {stores.map((store, index) => (
            <li key={store.id} className={styles.card} data-testid="contact-store" data-store-id={store.id}>
              <h3 className={styles.storeName}>{store.name}</h3>
              <StoreDetails
                store={store}
                texts={texts}
                locale={locale}
                pageHref={pageHrefOf(store)}
                stock={stockLinks[index] ?? null}
              />
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.card} aria-labelledby="contact-form-title">
        <h2 id="contact-form-title" className={styles.sectionTitle}>
          {t('form')}
        </h2>
        <ContactForm texts={contactFormTexts(tf, tv)} />
      </section>
    </article>
  );
}
