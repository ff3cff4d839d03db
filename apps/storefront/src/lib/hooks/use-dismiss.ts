'use client';

import { usePathname } from 'next/navigation';
import { type RefObject, useEffect, useRef } from 'react';

/**
 * Closes an open popup the ways a visitor expects: Escape (focus goes back to its trigger), a
 * click or tap outside it, and a route change.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  container: RefObject<HTMLElement | null>,
  trigger: RefObject<HTMLElement | null>,
) {
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      closeRef.current();
      trigger.current?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !container.current?.contains(event.target)) closeRef.current();
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, container, trigger]);

  useCloseOnRouteChange(close);
}

/** Calls `close` whenever the path changes (not on the first render). */
export function useCloseOnRouteChange(close: () => void) {
  const pathname = usePathname();
  const closeRef = useRef(close);
  closeRef.current = close;
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    closeRef.current();
  }, [pathname]);
}

/** Tabbing out of an open popup closes it. */
export function useCloseWhenFocusLeaves(open: boolean, close: () => void, container: RefObject<HTMLElement | null>) {
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    const root = container.current;
    if (!open || !root) return;
    function onFocusOut(event: FocusEvent) {
      if (!(event.relatedTarget instanceof Node) || !root?.contains(event.relatedTarget)) closeRef.current();
    }
    root.addEventListener('focusout', onFocusOut);
    return () => root.removeEventListener('focusout', onFocusOut);
  }, [open, container]);
}
