'use client';

import type { Category } from '@stride/contract';
import { menuColumnSpan } from '@stride/rules';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ArrowRightIcon, ChevronDownIcon } from '@/components/common/icons';
import { ProductImage } from '@/components/product/product-image';
import { useDismiss } from '@/lib/hooks/use-dismiss';
import { CategoryLink } from './category-link';
import styles from './mega-menu.module.css';
import { TopProductTeaser } from './top-product-teaser';

const HOVER_OPEN_MS = 120;
const HOVER_CLOSE_MS = 250;

/**
 * The desktop category menu: top categories in a row; hovering one, or pressing its toggle button,
 * opens a panel with its children in columns (fewer than 4 share the row equally, otherwise 3 of 12
 * each — `menuColumnSpan`), an "All …" link and the category's top product.
 */
export function MegaMenu({ categories }: { categories: Category[] }) {
  const t = useTranslations('menu');
  const [openId, setOpenId] = useState<number | null>(null);
  const nav = useRef<HTMLElement>(null);
  const openTrigger = useRef<HTMLButtonElement | null>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const close = useCallback(() => setOpenId(null), []);
  useDismiss(openId !== null, close, nav, openTrigger);
  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  function hoverTo(id: number | null) {
    clearTimeout(hoverTimer.current);
    if (id !== null) openTrigger.current = null;
    hoverTimer.current = setTimeout(() => setOpenId(id), id === null ? HOVER_CLOSE_MS : HOVER_OPEN_MS);
  }

  function toggle(id: number, trigger: HTMLButtonElement) {
    clearTimeout(hoverTimer.current);
    openTrigger.current = trigger;
    setOpenId((current) => (current === id ? null : id));
  }

  return (
    <nav ref={nav} className={styles.nav} aria-label={t('label')} data-testid="menu" onMouseLeave={() => hoverTo(null)}>
      <div className="container">
        <ul className={styles.list}>
          {categories.map((category) => {
            const open = openId === category.id;
            const panelId = `mega-panel-${category.id}`;
            const hasPanel = category.children.length > 0 && !category.externalUrl;
            return (
              <li
                key={category.id}
                className={styles.item}
                data-testid="menu-item"
                data-category={category.urlName}
                onMouseEnter={() => hoverTo(hasPanel ? category.id : null)}
                onBlur={(event) => {
                  // Tabbing past the last link of an open panel closes it.
                  if (open && !event.currentTarget.contains(event.relatedTarget)) close();
                }}
              >
                <CategoryLink category={category} className={styles.topLink} aria-current={open ? 'true' : undefined} />
                {hasPanel && (
                  <>
                    <button
                      type="button"
                      className={styles.toggle}
                      aria-expanded={open}
                      aria-controls={panelId}
                      aria-label={t('showSubcategories', { name: category.name })}
                      onClick={(event) => toggle(category.id, event.currentTarget)}
                      data-testid="menu-toggle"
                    >
                      <ChevronDownIcon size={16} />
                    </button>
                    <div id={panelId} className={styles.panel} data-open={open} data-testid="mega-panel">
                      <div className={`container ${styles.panelInner}`}>
                        <div className={styles.panelMain}>
                          <ul className={styles.columns}>
                            {category.children.map((child) => (
                              <li
                                key={child.id}
                                className={styles.column}
                                style={{ gridColumn: `span ${menuColumnSpan(category.children.length)}` }}
                              >
                                <CategoryLink category={child} className={styles.childLink}>
                                  {child.mainPhoto && (
                                    <ProductImage
                                      photo={child.mainPhoto}
                                      size="thumb"
                                      alt=""
                                      className={styles.childPhoto}
                                    />
                                  )}
                                  <span>{child.name}</span>
                                </CategoryLink>
                              </li>
                            ))}
                          </ul>
                          <CategoryLink category={category} className={styles.allLink} data-testid="menu-all">
                            {t('all', { name: category.name })}
                            <ArrowRightIcon size={18} />
                          </CategoryLink>
                        </div>
                        <div className={styles.panelAside}>
                          {open && <TopProductTeaser categoryUrlName={category.urlName} />}
                        </div>
                      </div>
                    </div>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
