'use client';

import type { ReactNode } from 'react';
import { type BenefitItem, BenefitItems } from '@/components/common/benefit-items';
import { FacebookIcon, InstagramIcon, MailIcon, PhoneIcon, YoutubeIcon } from '@/components/common/icons';
import { LogoMark } from '@/components/common/logo-mark';
import { ShopLink } from '@/components/common/shop-link';
import { ConsentSettingsButton } from '@/components/consent/consent-settings-button';
import { CategoryAnchor } from '@/components/menu/category-anchor';
import type { CategoryTarget } from '@/components/menu/category-target';
import { telHref } from '@/lib/format/phone';
import { FooterReviews, type ReviewsView } from './footer-reviews';
import { NewsletterForm, type NewsletterFormProps } from './newsletter-form';
import styles from './site-footer.module.css';
import { StoreBlock, type StoreView } from './store-block';

type Social = 'facebook' | 'instagram' | 'youtube';

const SOCIAL_ICONS: Record<Social, ReactNode> = {
  facebook: <FacebookIcon size={20} />,
  instagram: <InstagramIcon size={20} />,
  youtube: <YoutubeIcon size={20} />,
};

/** A column of page links (the footer's two page lists). */
type PageColumn = { title: string; testId: string; pages: { id: number; title: string; href: string }[] };

/** Everything the footer shows, translated and localized on the server (site-footer.tsx). */
export type FooterView = {
  reviews: ReviewsView | null;
  benefits: { label: string; items: BenefitItem[] };
  newsletter: { title: string; text: string; form: NewsletterFormProps };
  brand: { logo: { href: string; label: string }; tagline: string; store: StoreView | null };
  links: {
    label: string;
    columns: PageColumn[];
    categories: {
      title: string;
      externalLabel: string;
      items: { id: number; name: string; link: CategoryTarget }[];
    } | null;
  };
  contact: {
    title: string;
    phone: string;
    email: string;
    follow: string;
    socials: { key: Social; href: string; label: string }[];
  };
  bottom: {
    copyright: string;
    personalData: { href: string; text: string } | null;
    /** The EU withdrawal function, in every shop's footer. */
    withdrawal: { href: string; text: string };
    /** Gift vouchers to buy. */
    giftVoucher: { href: string; text: string };
    /** Opens the cookie banner again, to change the choice. */
    consentSettings: string;
  };
};

function PageColumnList({ column }: { column: PageColumn }) {
  if (column.pages.length === 0) return null;
  return (
    <div className={styles.column} data-testid={column.testId}>
      <h2 className={styles.columnTitle}>{column.title}</h2>
      <ul>
        {column.pages.map((page) => (
          <li key={page.id}>
            <ShopLink href={page.href}>{page.title}</ShopLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The footer's content (spec §2), drawn from its view: a client component so that the page's RSC
 * payload carries the view, not the footer's markup a second time besides the HTML.
 */
export function FooterContent({ view }: { view: FooterView }) {
  const { brand, links, contact, bottom } = view;
  const { categories } = links;
  return (
    <>
      {view.reviews && <FooterReviews view={view.reviews} />}

      <section className={styles.benefits} aria-label={view.benefits.label}>
        <div className="container">
          <BenefitItems items={view.benefits.items} variant="band" />
        </div>
      </section>

      <section className={styles.newsletterBand} aria-labelledby="newsletter-title">
        <div className={`container ${styles.newsletterInner}`}>
          <div>
            <h2 id="newsletter-title" className={styles.newsletterTitle}>
              {view.newsletter.title}
            </h2>
            <p className={styles.newsletterText}>{view.newsletter.text}</p>
          </div>
          <NewsletterForm {...view.newsletter.form} />
        </div>
      </section>

      <div className={styles.main}>
        <div className={`container ${styles.grid}`}>
          <div className={styles.brand}>
            <LogoMark href={brand.logo.href} label={brand.logo.label} />
            <p className={styles.tagline}>{brand.tagline}</p>
            {brand.store && <StoreBlock view={brand.store} />}
          </div>
          <nav className={styles.columns} aria-label={links.label}>
            {links.columns.map((column) => (
              <PageColumnList key={column.testId} column={column} />
            ))}
            {categories && (
              <div className={styles.column} data-testid="footer-categories">
                <h2 className={styles.columnTitle}>{categories.title}</h2>
                <ul>
                  {categories.items.map((category) => (
                    <li key={category.id}>
                      <CategoryAnchor link={category.link} externalLabel={categories.externalLabel}>
                        {category.name}
                      </CategoryAnchor>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </nav>
          <div className={styles.contact} data-testid="footer-contact">
            <h2 className={styles.columnTitle}>{contact.title}</h2>
            <ul className={styles.contactList}>
              <li>
                <a href={telHref(contact.phone)} data-testid="footer-phone">
                  <PhoneIcon size={18} />
                  {contact.phone}
                </a>
              </li>
              <li>
                <a href={`mailto:${contact.email}`} data-testid="footer-email">
                  <MailIcon size={18} />
                  {contact.email}
                </a>
              </li>
            </ul>
            {contact.socials.length > 0 && (
              <>
                <h2 className={styles.columnTitle}>{contact.follow}</h2>
                <ul className={styles.socials} data-testid="footer-social">
                  {contact.socials.map((social) => (
                    <li key={social.key}>
                      <a href={social.href} rel="noopener" aria-label={social.label}>
                        {SOCIAL_ICONS[social.key]}
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
          <p>{bottom.copyright}</p>
          <ShopLink href={bottom.giftVoucher.href} data-testid="footer-gift-voucher">
            {bottom.giftVoucher.text}
          </ShopLink>
          <ShopLink href={bottom.withdrawal.href} data-testid="footer-withdrawal">
            {bottom.withdrawal.text}
          </ShopLink>
          {bottom.personalData && <a href={bottom.personalData.href}>{bottom.personalData.text}</a>}
          <ConsentSettingsButton label={bottom.consentSettings} className={styles.settingsLink} />
        </div>
      </div>
    </>
  );
}
