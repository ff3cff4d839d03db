import type { PageLink } from '@stride/contract';
import type { Locale } from '@stride/i18n';
import { getLocale, getTranslations } from 'next-intl/server';
import { BenefitList } from '@/components/common/benefit-list';
import { FacebookIcon, InstagramIcon, MailIcon, PhoneIcon, YoutubeIcon } from '@/components/common/icons';
import { Logo } from '@/components/common/logo';
import { CategoryLink } from '@/components/menu/category-link';
import { Link } from '@/i18n/navigation';
import { getFooter, getHeaderStore, getReviews } from '@/lib/api/catalog';
import { telHref } from '@/lib/format/phone';
import { FooterReviews } from './footer-reviews';
import { NewsletterForm } from './newsletter-form';
import styles from './site-footer.module.css';
import { StoreBlock } from './store-block';

function PageColumn({ title, pages, testId }: { title: string; pages: PageLink[]; testId: string }) {
  if (pages.length === 0) return null;
  return (
    <div className={styles.column} data-testid={testId}>
      <h2 className={styles.columnTitle}>{title}</h2>
      <ul>
        {pages.map((page) => (
          <li key={page.id}>
            <Link href={{ pathname: '/page/[urlTitle]', params: { urlTitle: page.urlTitle } }}>{page.title}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The full footer of spec §2. */
export async function SiteFooter() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('footer');
  const tn = await getTranslations('newsletter');
  const [footer, reviews, store] = await Promise.all([getFooter(), getReviews(), getHeaderStore()]);
  const { webinstance: webInstance } = footer;
  const settings = webInstance.globalSettings;
  const socials = [
    { key: 'facebook', href: settings.facebook_link, label: 'Facebook', icon: <FacebookIcon size={20} /> },
    { key: 'instagram', href: settings.instagram_link, label: 'Instagram', icon: <InstagramIcon size={20} /> },
    { key: 'youtube', href: settings.youtube_link, label: 'YouTube', icon: <YoutubeIcon size={20} /> },
  ].filter((social) => social.href.trim() !== '');

  return (
    <footer className={styles.footer} data-testid="site-footer">
      <FooterReviews reviews={reviews} />

      <section className={styles.benefits} aria-label={t('benefitsLabel')}>
        <div className="container">
          <BenefitList locale={locale} webInstance={webInstance} variant="band" />
        </div>
      </section>

      <section className={styles.newsletterBand} aria-labelledby="newsletter-title">
        <div className={`container ${styles.newsletterInner}`}>
          <div>
            <h2 id="newsletter-title" className={styles.newsletterTitle}>
              {tn('title')}
            </h2>
            <p className={styles.newsletterText}>{tn('text')}</p>
          </div>
          <NewsletterForm conditionsLink={settings.conditions_for_processing_personal_data_link} />
        </div>
      </section>

      <div className={styles.main}>
        <div className={`container ${styles.grid}`}>
          <div className={styles.brand}>
            <Logo />
            <p className={styles.tagline}>{t('tagline')}</p>
            {store && <StoreBlock store={store} locale={locale} />}
          </div>
          <nav className={styles.columns} aria-label={t('linksLabel')}>
            <PageColumn title={t('shopping')} pages={footer.statics01} testId="footer-statics01" />
            <PageColumn title={t('information')} pages={footer.statics02} testId="footer-statics02" />
            {footer.categories.length > 0 && (
              <div className={styles.column} data-testid="footer-categories">
                <h2 className={styles.columnTitle}>{t('categories')}</h2>
                <ul>
                  {footer.categories.map((category) => (
                    <li key={category.id}>
                      <CategoryLink category={category} />
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </nav>
          <div className={styles.contact} data-testid="footer-contact">
            <h2 className={styles.columnTitle}>{t('contact')}</h2>
            <ul className={styles.contactList}>
              <li>
                <a href={telHref(settings.phone)} data-testid="footer-phone">
                  <PhoneIcon size={18} />
                  {settings.phone}
                </a>
              </li>
              <li>
                <a href={`mailto:${webInstance.adminEmail}`} data-testid="footer-email">
                  <MailIcon size={18} />
                  {webInstance.adminEmail}
                </a>
              </li>
            </ul>
            {socials.length > 0 && (
              <>
                <h2 className={styles.columnTitle}>{t('follow')}</h2>
                <ul className={styles.socials} data-testid="footer-social">
                  {socials.map((social) => (
                    <li key={social.key}>
                      <a href={social.href} rel="noopener" aria-label={social.label}>
                        {social.icon}
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </div>
      </div>

      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p>{t('copyright', { year: new Date().getFullYear() })}</p>
          {settings.conditions_for_processing_personal_data_link !== '' && (
            <a href={settings.conditions_for_processing_personal_data_link}>{t('personalData')}</a>
          )}
        </div>
      </div>
    </footer>
  );
}
