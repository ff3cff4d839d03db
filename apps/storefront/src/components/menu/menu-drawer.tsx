'use client';

import type { Category, PageLink } from '@stride/contract';
import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import {
  AppleIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  PhoneIcon,
  ShoeIcon,
} from '@/components/common/icons';
import { Link } from '@/i18n/navigation';
import { telHref } from '@/lib/format/phone';
import type { DrawerState } from '@/lib/menu/drawer-state';
import { CategoryLink } from './category-link';
import styles from './menu-drawer.module.css';

type MenuDrawerProps = {
  id: string;
  state: DrawerState;
  categories: Category[];
  pagesHeader: PageLink[];
  phone: string;
  onEnter: (categoryId: number) => void;
  onBack: () => void;
  onClose: () => void;
};

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The slide-in category drawer: a modal dialog with one level of back navigation. */
export function MenuDrawer({ id, state, categories, pagesHeader, phone, onEnter, onBack, onClose }: MenuDrawerProps) {
  const t = useTranslations('menu');
  const th = useTranslations('header');
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const cameFrom = useRef<number | null>(null);
  const open = state.phase === 'open';
  const current = state.phase === 'closed' ? undefined : categories.find((c) => c.id === state.categoryId);

  useEffect(() => {
    if (state.phase === 'closed') cameFrom.current = null;
  }, [state.phase]);

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
  }, [open, state]);

  function trapFocus(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function enter(categoryId: number) {
    cameFrom.current = categoryId;
    onEnter(categoryId);
  }

  return (
    <>
      <div className={styles.overlay} data-state={state.phase} onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        id={id}
        className={styles.drawer}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-state={state.phase}
        data-testid="drawer"
        inert={!open}
        onKeyDown={trapFocus}
      >
        {state.phase !== 'closed' && (
          <>
            <div className={styles.head}>
              <h2 id={titleId} className={styles.title}>
                {current ? current.name : t('title')}
              </h2>
              <button type="button" className={styles.close} onClick={onClose} data-drawer-close>
                <CloseIcon size={24} />
                <span className="visually-hidden">{t('close')}</span>
              </button>
            </div>
            {current ? (
              <div className={`${styles.level} ${styles.levelIn}`} key={current.id}>
                <button type="button" className={styles.back} onClick={onBack} data-testid="drawer-back">
                  <ChevronLeftIcon size={20} />
                  {t('back')}
                </button>
                <ul className={styles.items}>
                  <li>
                    <CategoryLink
                      category={current}
                      className={`${styles.row} ${styles.all}`}
                      data-testid="drawer-all"
                      onClick={onClose}
                    >
                      {t('all', { name: current.name })}
                    </CategoryLink>
                  </li>
                  {current.children.map((child) => (
                    <li key={child.id}>
                      <CategoryLink
                        category={child}
                        className={styles.row}
                        data-testid="drawer-child"
                        onClick={onClose}
                      />
                    </li>
                  ))}
                </ul>
              </div>
            ) : (
              <div className={`${styles.level} ${cameFrom.current !== null ? styles.levelBack : ''}`} key="top">
                <ul className={styles.items}>
                  {categories.map((category) => (
                    <li key={category.id} data-testid="drawer-item" data-category={category.urlName}>
                      {category.children.length > 0 && !category.externalUrl ? (
                        <button
                          type="button"
                          className={styles.row}
                          onClick={() => enter(category.id)}
                          data-category-id={category.id}
                          aria-label={t('showSubcategories', { name: category.name })}
                        >
                          {category.name}
                          <ChevronRightIcon size={20} />
                        </button>
                      ) : (
                        <CategoryLink category={category} className={styles.row} onClick={onClose} />
                      )}
                    </li>
                  ))}
                </ul>
                <ul className={styles.extra}>
                  <li>
                    <Link href="/blog" onClick={onClose}>
                      {th('blog')}
                    </Link>
                  </li>
                  <li>
                    <Link href="/app" onClick={onClose}>
                      <ShoeIcon size={18} />
                      {th('appsShoePicker')}
                    </Link>
                  </li>
                  <li>
                    <Link href="/app/food" onClick={onClose}>
                      <AppleIcon size={18} />
                      {th('appsNutrition')}
                    </Link>
                  </li>
                  {pagesHeader.map((page) => (
                    <li key={page.id}>
                      <Link
                        href={{ pathname: '/page/[urlTitle]', params: { urlTitle: page.urlTitle } }}
                        onClick={onClose}
                      >
                        {page.title}
                      </Link>
                    </li>
                  ))}
                </ul>
                <a className={styles.phone} href={telHref(phone)}>
                  <PhoneIcon size={18} />
                  <span>
                    <small>{th('advisor')}</small>
                    <strong>{phone}</strong>
                  </span>
                </a>
              </div>
            )}
          </>
        )}
      </div>
    </>
  );
}
