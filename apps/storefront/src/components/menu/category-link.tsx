'use client';

import type { Category } from '@stride/contract';
import { useTranslations } from 'next-intl';
import type { ComponentProps, ReactNode } from 'react';
import { ExternalIcon } from '@/components/common/icons';
import { Link } from '@/i18n/navigation';

type CategoryLinkProps = Omit<ComponentProps<'a'>, 'href' | 'children'> & {
  category: Pick<Category, 'name' | 'urlName' | 'externalUrl'>;
  children?: ReactNode;
};

/** A link to a category listing, or out to its external URL when it has one (spec §2). */
export function CategoryLink({ category, children, ...rest }: CategoryLinkProps) {
  const t = useTranslations('common');
  if (category.externalUrl) {
    return (
      <a href={category.externalUrl} rel="noopener" data-external="true" {...rest}>
        {children ?? category.name}
        <ExternalIcon size={14} style={{ display: 'inline-block', marginLeft: 6, verticalAlign: '-1px' }} />
        <span className="visually-hidden"> {t('externalLink')}</span>
      </a>
    );
  }
  return (
    <Link
      href={{
        pathname: '/category/[category]/[[...parameters]]',
        params: { category: category.urlName, parameters: undefined },
      }}
      {...rest}
    >
      {children ?? category.name}
    </Link>
  );
}
