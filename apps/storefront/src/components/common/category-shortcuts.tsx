import type { Category } from '@stride/contract';
import { getTranslations } from 'next-intl/server';
import { CategoryLink } from '@/components/menu/category-link';
import { getCategoryTree } from '@/lib/api/catalog';
import styles from './category-shortcuts.module.css';

/** Chips to the shop's categories (or the given ones), so no screen is a dead end. */
export async function CategoryShortcuts({
  categories,
  title,
}: {
  categories?: Pick<Category, 'id' | 'name' | 'urlName' | 'externalUrl'>[];
  title?: string;
}) {
  const t = await getTranslations('common');
  const shown = categories ?? (await getCategoryTree());
  if (shown.length === 0) return null;
  return (
    <nav className={styles.shortcuts} aria-label={title ?? t('browseCategories')}>
      <p className={styles.title}>{title ?? t('browseCategories')}</p>
      <ul>
        {shown.map((category) => (
          <li key={category.id}>
            <CategoryLink category={category} className={styles.chip} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
