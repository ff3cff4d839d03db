'use client';

import { menuColumnSpan } from '@stride/rules/browser';
import { ArrowRightIcon } from '@/components/common/icons';
import { fillText } from '@/components/common/slots';
import { ProductImage } from '@/components/product/product-image';
import { CategoryAnchor } from './category-anchor';
import type { MegaMenuTexts } from './mega-menu';
import styles from './mega-panel.module.css';
import type { MenuCategory } from './menu-categories';
import { TopProductTeaser } from './top-product-teaser';

/** An open mega-menu panel: the children in columns, "All …" and the category's top product. */
export default function MegaPanel({
  category,
  open,
  texts,
  productPath,
}: {
  category: MenuCategory;
  open: boolean;
  texts: MegaMenuTexts;
  productPath: string;
}) {
  const span = menuColumnSpan(category.children.length);
  return (
    <div className={`container ${styles.panelInner}`}>
      <div className={styles.panelMain}>
        <ul className={styles.columns}>
          {category.children.map((child) => (
            <li key={child.id} className={styles.column} style={{ gridColumn: `span ${span}` }}>
              <CategoryAnchor link={child.link} externalLabel={texts.externalLink} className={styles.childLink}>
                {child.photo && <ProductImage photo={child.photo} size="thumb" alt="" className={styles.childPhoto} />}
                <span>{child.name}</span>
              </CategoryAnchor>
            </li>
          ))}
        </ul>
        <CategoryAnchor
          link={category.link}
          externalLabel={texts.externalLink}
          className={styles.allLink}
          data-testid="menu-all"
        >
          {fillText(texts.all, { name: category.name })}
          <ArrowRightIcon size={18} />
        </CategoryAnchor>
      </div>
      <div className={styles.panelAside}>
        {open && (
          <TopProductTeaser
            categoryUrlName={category.urlName}
            texts={{ topProduct: texts.topProduct, withoutVat: texts.withoutVat }}
            productPath={productPath}
          />
        )}
      </div>
    </div>
  );
}
