import type { Category } from '@stride/contract';
import { getTranslations } from 'next-intl/server';
import type { ComponentProps, ReactNode } from 'react';
import { getPath } from '@/components/common/link';
import { CategoryAnchor } from './category-anchor';
import { categoryTarget } from './category-target';

type CategoryLinkProps = Omit<ComponentProps<'a'>, 'href' | 'children'> & {
  category: Pick<Category, 'name' | 'urlName' | 'externalUrl'>;
  children?: ReactNode;
};

/** A link to a category listing, or out to its external URL when it has one (spec §2). */
export async function CategoryLink({ category, children, ...rest }: CategoryLinkProps) {
  const [t, path] = await Promise.all([getTranslations('common'), getPath()]);
  return (
    <CategoryAnchor link={categoryTarget(category, path)} externalLabel={t('externalLink')} {...rest}>
      {children ?? category.name}
    </CategoryAnchor>
  );
}
