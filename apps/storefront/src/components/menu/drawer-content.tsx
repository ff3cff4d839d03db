'use client';

import { type RefObject, useEffect, useRef } from 'react';
import {
  AppleIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  GiftIcon,
  PhoneIcon,
  ShoeIcon,
} from '@/components/common/icons';
import { ShopLink } from '@/components/common/shop-link';
import { fillText } from '@/components/common/slots';
import { telHref } from '@/lib/format/phone';
import type { DrawerState } from '@/lib/menu/drawer-state';
import { CategoryAnchor } from './category-anchor';
import styles from './drawer-content.module.css';
import { hasChildLevel, type MenuCategory } from './menu-categories';

/** The drawer's texts, translated on the server (`{name}` is filled here). */
export type DrawerTexts = {
  title: string;
  close: string;
  back: string;
  all: string;
  showSubcategories: string;
  blog: string;
  shoePicker: string;
  nutrition: string;
  giftVoucher: string;
  advisor: string;
  externalLink: string;
};

/** The drawer's other links, localized on the server, and the advisor's phone. */
export type DrawerLinks = {
  blog: string;
  shoePicker: string;
  nutrition: string;
  giftVoucher: string;
  pages: { id: number; title: string; href: string }[];
  phone: string;
};

/** What the drawer shows and how it moves between levels: the drawer and its content share it. */
export type DrawerNavigation = {
  categories: MenuCategory[];
  links: DrawerLinks;
  texts: DrawerTexts;
  onEnter: (categoryId: number) => void;
  onBack: () => void;
  onClose: () => void;
};

type DrawerContentProps = DrawerNavigation & {
  /** The drawer's dialog element, where focus is moved. */
  panel: RefObject<HTMLDivElement | null>;
  titleId: string;
  state: Exclude<DrawerState, { phase: 'closed' }>;
};

/** The open drawer's title, close button and its level: the top categories, or one category's children. */
export default function DrawerContent({
  panel,
  titleId,
  state,
  categories,
  links,
  texts,
  onEnter,
  onBack,
  onClose,
}: DrawerContentProps) {
  const cameFrom = useRef<number | null>(null);
  const open = state.phase === 'open';
  const current = categories.find((c) => c.id === state.categoryId);

  // Focus follows the level: the back button one level down, the category we came from back up.
  useEffect(() => {
    if (!open) return;
    const root = panel.current;
    if (!root) return;
    const target =
      state.categoryId !== null
        ? root.querySelector<HTMLElement>('[data-testid="drawer-back"]')
        : cameFrom.current !== null
          ? root.querySelector<HTMLElement>(`[data-category-id="${cameFrom.current}"]`)
          : root.querySelector<HTMLElement>('[data-drawer-close]');
    target?.focus();
  }, [open, state, panel]);

  function enter(categoryId: number) {
    cameFrom.current = categoryId;
    onEnter(categoryId);
  }

  return (
    <>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {current ? current.name : texts.title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} data-drawer-close>
          <CloseIcon size={24} />
          <span className="visually-hidden">{texts.close}</span>
        </button>
      </div>
      {current ? (
        <div className={`${styles.level} ${styles.levelIn}`} key={current.id}>
          <button type="button" className={styles.back} onClick={onBack} data-testid="drawer-back">
            <ChevronLeftIcon size={20} />
            {texts.back}
          </button>
          <ul className={styles.items}>
            <li>
              <CategoryAnchor
                link={current.link}
                externalLabel={texts.externalLink}
                className={`${styles.row} ${styles.all}`}
                data-testid="drawer-all"
                onClick={onClose}
              >
                {fillText(texts.all, { name: current.name })}
              </CategoryAnchor>
            </li>
            {current.children.map((child) => (
              <li key={child.id}>
                <CategoryAnchor
                  link={child.link}
                  externalLabel={texts.externalLink}
                  className={styles.row}
                  data-testid="drawer-child"
                  onClick={onClose}
                >
                  {child.name}
                </CategoryAnchor>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <div className={`${styles.level} ${cameFrom.current !== null ? styles.levelBack : ''}`} key="top">
          <ul className={styles.items}>
            {categories.map((category) => (
              <li key={category.id} data-testid="drawer-item" data-category={category.urlName}>
                {hasChildLevel(category) ? (
                  <button
                    type="button"
                    className={styles.row}
                    onClick={() => enter(category.id)}
                    data-category-id={category.id}
                    aria-label={fillText(texts.showSubcategories, { name: category.name })}
                  >
                    {category.name}
                    <ChevronRightIcon size={20} />
                  </button>
                ) : (
                  <CategoryAnchor
                    link={category.link}
                    externalLabel={texts.externalLink}
                    className={styles.row}
                    onClick={onClose}
                  >
                    {category.name}
                  </CategoryAnchor>
                )}
              </li>
            ))}
          </ul>
          <ul className={styles.extra}>
            <li>
              <ShopLink href={links.blog} onClick={onClose}>
                {texts.blog}
              </ShopLink>
            </li>
            <li>
              <ShopLink href={links.shoePicker} onClick={onClose}>
                <ShoeIcon size={18} />
                {texts.shoePicker}
              </ShopLink>
            </li>
            <li>
              <ShopLink href={links.nutrition} onClick={onClose}>
                <AppleIcon size={18} />
                {texts.nutrition}
              </ShopLink>
            </li>
            <li>
              <ShopLink href={links.giftVoucher} onClick={onClose} data-testid="drawer-gift-voucher">
                <GiftIcon size={18} />
                {texts.giftVoucher}
              </ShopLink>
            </li>
            {links.pages.map((page) => (
              <li key={page.id}>
                <ShopLink href={page.href} onClick={onClose}>
                  {page.title}
                </ShopLink>
              </li>
            ))}
          </ul>
          <a className={styles.phone} href={telHref(links.phone)}>
            <PhoneIcon size={18} />
            <span>
              <small>{texts.advisor}</small>
              <strong>{links.phone}</strong>
            </span>
          </a>
        </div>
      )}
    </>
  );
}
