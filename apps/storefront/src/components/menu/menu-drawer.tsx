'use client';

import { type KeyboardEvent, lazy, Suspense, useId, useRef } from 'react';
import type { DrawerState } from '@/lib/menu/drawer-state';
import type { DrawerNavigation } from './drawer-content';
import styles from './menu-drawer.module.css';

type MenuDrawerProps = DrawerNavigation & { id: string; state: DrawerState };

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What the drawer shows comes in a chunk of its own when it first opens (MobileMenu preloads it). */
export const loadDrawerContent = () => import('./drawer-content');
const DrawerContent = lazy(loadDrawerContent);

/** The slide-in category drawer: a modal dialog with one level of back navigation. */
export function MenuDrawer({ id, state, categories, links, texts, onEnter, onBack, onClose }: MenuDrawerProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const open = state.phase === 'open';

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
          <Suspense>
            <DrawerContent
              panel={panel}
              titleId={titleId}
              state={state}
              categories={categories}
              links={links}
              texts={texts}
              onEnter={onEnter}
              onBack={onBack}
              onClose={onClose}
            />
          </Suspense>
        )}
      </div>
    </>
  );
}
