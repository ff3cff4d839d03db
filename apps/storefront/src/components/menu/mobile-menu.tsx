'use client';

import { MENU_TRANSITION_MS } from '@stride/rules/browser';
import { useEffect, useReducer, useRef } from 'react';
import { MenuIcon } from '@/components/common/icons';
import { useCloseOnRouteChange } from '@/lib/hooks/use-dismiss';
import { useScrollLock } from '@/lib/hooks/use-scroll-lock';
import { DRAWER_CLOSED, drawerReducer, locksScroll } from '@/lib/menu/drawer-state';
import type { DrawerLinks, DrawerTexts } from './drawer-content';
import type { MenuCategory } from './menu-categories';
import { loadDrawerContent, MenuDrawer } from './menu-drawer';
import styles from './mobile-menu.module.css';

type MobileMenuProps = {
  categories: MenuCategory[];
  links: DrawerLinks;
  texts: DrawerTexts & { open: string };
};

const DRAWER_ID = 'menu-drawer';

function transitionMs(): number {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : MENU_TRANSITION_MS;
}

/** The hamburger and its slide-in drawer (phones and tablets). */
export function MobileMenu({ categories, links, texts }: MobileMenuProps) {
  const [state, dispatch] = useReducer(drawerReducer, DRAWER_CLOSED);
  const trigger = useRef<HTMLButtonElement>(null);

  useScrollLock(locksScroll(state));
  useCloseOnRouteChange(() => dispatch({ type: 'route-changed' }));

  // Once the drawer has slid out it is emptied (spec §4), so it opens at the top level next time.
  useEffect(() => {
    if (state.phase !== 'closing') return;
    const timer = setTimeout(() => dispatch({ type: 'closed' }), transitionMs());
    return () => clearTimeout(timer);
  }, [state.phase]);

  function close() {
    dispatch({ type: 'close' });
    trigger.current?.focus();
  }

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-expanded={state.phase === 'open'}
        aria-controls={DRAWER_ID}
        onClick={() => dispatch({ type: 'open' })}
        // The drawer's content loads while the finger or pointer is on its way.
        onPointerDown={() => void loadDrawerContent()}
        onFocus={() => void loadDrawerContent()}
        data-testid="menu-trigger"
      >
        <MenuIcon size={26} />
        <span className="visually-hidden">{texts.open}</span>
      </button>
      <MenuDrawer
        id={DRAWER_ID}
        state={state}
        categories={categories}
        links={links}
        texts={texts}
        onEnter={(categoryId) => dispatch({ type: 'enter', categoryId })}
        onBack={() => dispatch({ type: 'back' })}
        onClose={close}
      />
    </>
  );
}
