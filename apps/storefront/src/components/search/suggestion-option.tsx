'use client';

import { useLocale, useTranslations } from 'next-intl';
import { MailIcon, PhoneIcon } from '@/components/common/icons';
import { ShopLink } from '@/components/common/shop-link';
import { CategoryAnchor } from '@/components/menu/category-anchor';
import { categoryTarget } from '@/components/menu/category-target';
import { getPathname, type Href } from '@/i18n/navigation';
import { telHref } from '@/lib/format/phone';
import { searchHref } from '@/lib/listing/listing-url';
import { ProductSuggestion } from './product-suggestion';
import styles from './search-box.module.css';
import type { SuggestionOption as Option } from './suggestion-sections';

type SuggestionOptionProps = { option: Option; id: string; active: boolean };

/**
 * One option of the listbox. It is the link itself (role=option on an <a> is allowed), so a click,
 * a tap and Enter on the active option all follow the same href. tabIndex -1: the arrow keys in
 * the field move through the options (aria-activedescendant), Tab does not stop on each.
 */
export function SuggestionOption({ option, id, active }: SuggestionOptionProps) {
  const t = useTranslations('searchBox');
  const tCommon = useTranslations('common');
  const locale = useLocale();
  const path = (href: Href) => getPathname({ locale, href });
  const props = {
    id,
    role: 'option',
    'aria-selected': active,
    tabIndex: -1,
    className: `${styles.option} ${option.kind === 'product' ? styles.productOption : ''} ${active ? styles.active : ''}`,
    'data-testid': `search-option-${option.kind}`,
  } as const;

  switch (option.kind) {
    case 'category':
      return (
        <CategoryAnchor link={categoryTarget(option.category, path)} externalLabel={tCommon('externalLink')} {...props}>
          {option.category.name}
        </CategoryAnchor>
      );
    case 'blog':
      return (
        <ShopLink href={path({ pathname: '/blog/[urlTitle]', params: { urlTitle: option.blog.urlTitle } })} {...props}>
          {option.blog.title}
        </ShopLink>
      );
    case 'product':
      return (
        <ShopLink
          href={path({ pathname: '/product/[urlTitle]', params: { urlTitle: option.product.urlTitle } })}
          {...props}
        >
          <ProductSuggestion product={option.product} />
        </ShopLink>
      );
    case 'brand':
      return (
        <ShopLink href={path(searchHref(option.brand.name))} {...props}>
          {option.brand.name}
        </ShopLink>
      );
    case 'show-all':
      return (
        <ShopLink href={path(searchHref(option.term))} {...props} className={`${props.className} ${styles.showAll}`}>
          {t('showAllFor', { term: option.term })}
        </ShopLink>
      );
    case 'phone':
      return (
        <a href={telHref(option.phone)} {...props}>
          <PhoneIcon size={18} />
          <span>
            {t('callUs')}: <strong>{option.phone}</strong>
          </span>
        </a>
      );
    case 'email':
      return (
        <a href={`mailto:${option.email}`} {...props}>
          <MailIcon size={18} />
          <span>
            {t('writeUs')}: <strong>{option.email}</strong>
          </span>
        </a>
      );
    case 'page':
      return (
        <ShopLink href={option.page.href} {...props}>
          {option.page.title}
        </ShopLink>
      );
  }
}
