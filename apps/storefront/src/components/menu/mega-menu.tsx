'use client';

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { ChevronDownIcon } from '@/components/common/icons';
import { fillText } from '@/components/common/slots';
import { useDismiss } from '@/lib/hooks/use-dismiss';
import { CategoryAnchor } from './category-anchor';
import styles from './mega-menu.module.css';
import { hasChildLevel, type MenuCategory } from './menu-categories';

const HOVER_OPEN_MS = 120;
const HOVER_CLOSE_MS = 250;

/** The texts of the menu, translated on the server (`{name}` is filled here). */
export type MegaMenuTexts = {
  label: string;
  showSubcategories: string;
  all: string;
  topProduct: string;
  withoutVat: string;
  externalLink: string;
};

// A panel's content is drawn the first time it opens, from a chunk of its own: the page's HTML and
// first JavaScript carry only the top row. Hovering or focusing the menu starts loading it early.
const loadPanel = () => import('./mega-panel');
const MegaPanel = lazy(loadPanel);

/**
 * The desktop category menu: top categories in a row; hovering one, or pressing its toggle button,
 * opens a panel with its children in columns (fewer than 4 share the row equally, otherwise 3 of 12
 * each — `menuColumnSpan`), an "All …" link and the category's top product.
 */
export function MegaMenu({
  categories,
  texts,
  productPath,
}: {
  categories: MenuCategory[];
  texts: MegaMenuTexts;
  /** The localized product route with `:urlTitle` open, for the top product. */
  productPath: string;
}) {
  const [openId, setOpenId] = useState<number | null>(null);
  // Panels once drawn stay drawn, so reopening one does not load or lay it out again.
  const [drawn, setDrawn] = useState<ReadonlySet<number>>(() => new Set());
  const nav = useRef<HTMLElement>(null);
  const openTrigger = useRef<HTMLButtonElement | null>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const close = useCallback(() => setOpenId(null), []);
  useDismiss(openId !== null, close, nav, openTrigger);
  useEffect(() => () => clearTimeout(hoverTimer.current), []);
  useEffect(() => {
    if (openId !== null && !drawn.has(openId)) setDrawn((ids) => new Set(ids).add(openId));
  }, [openId, drawn]);

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
    <nav
      ref={nav}
      className={styles.nav}
      aria-label={texts.label}
      data-testid="menu"
      onMouseLeave={() => hoverTo(null)}
      onPointerEnter={() => void loadPanel()}
      onFocus={() => void loadPanel()}
    >
      <div className="container">
        <ul className={styles.list}>
          {categories.map((category) => {
            const open = openId === category.id;
            const panelId = `mega-panel-${category.id}`;
            const hasPanel = hasChildLevel(category);
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
                <CategoryAnchor
                  link={category.link}
                  externalLabel={texts.externalLink}
                  className={styles.topLink}
                  aria-current={open ? 'true' : undefined}
                >
                  {category.name}
                </CategoryAnchor>
                {hasPanel && (
                  <>
                    <button
                      type="button"
                      className={styles.toggle}
                      aria-expanded={open}
                      aria-controls={panelId}
                      aria-label={fillText(texts.showSubcategories, { name: category.name })}
                      onClick={(event) => toggle(category.id, event.currentTarget)}
                      data-testid="menu-toggle"
                    >
                      <ChevronDownIcon size={16} />
                    </button>
                    <div id={panelId} className={styles.panel} data-open={open} data-testid="mega-panel">
                      {(open || drawn.has(category.id)) && (
                        <Suspense>
                          <MegaPanel category={category} open={open} texts={texts} productPath={productPath} />
                        </Suspense>
                      )}
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
