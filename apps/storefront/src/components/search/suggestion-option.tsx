'use client';

import { useTranslations } from 'next-intl';
import { MailIcon, PhoneIcon } from '@/components/common/icons';
import { CategoryLink } from '@/components/menu/category-link';
import { Link } from '@/i18n/navigation';
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
      return <CategoryLink category={option.category} {...props} />;
    case 'blog':
      return (
        <Link href={{ pathname: '/blog/[urlTitle]', params: { urlTitle: option.blog.urlTitle } }} {...props}>
          {option.blog.title}
        </Link>
      );
    case 'product':
      return (
        <Link href={{ pathname: '/product/[urlTitle]', params: { urlTitle: option.product.urlTitle } }} {...props}>
          <ProductSuggestion product={option.product} />
        </Link>
      );
    case 'brand':
      return (
        <Link href={searchHref(option.brand.name)} {...props}>
          {option.brand.name}
        </Link>
      );
    case 'show-all':
      return (
        <Link href={searchHref(option.term)} {...props} className={`${props.className} ${styles.showAll}`}>
          {t('showAllFor', { term: option.term })}
        </Link>
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
        <Link href={{ pathname: '/page/[urlTitle]', params: { urlTitle: option.page.urlTitle } }} {...props}>
          {option.page.title}
        </Link>
      );
  }
}
