'use client';

import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import {
  type AnchorHTMLAttributes,
  type FocusEvent,
  type MouseEvent,
  type Ref,
  type TouchEvent,
  useContext,
} from 'react';

export type ShopLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; ref?: Ref<HTMLAnchorElement> };

/** A click the browser should handle itself: a new tab or window, a download, another frame. */
function browserHandles(event: MouseEvent<HTMLAnchorElement>, props: ShopLinkProps): boolean {
  if (event.defaultPrevented || event.button !== 0) return true;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return true;
  if ((props.target && props.target !== '_self') || props.download !== undefined) return true;
  return new URL(props.href, window.location.href).origin !== window.location.origin;
}

/**
 * The storefront's link: a plain `<a href>` that navigates in the app (router.push) and fetches the
 * next page when the shopper shows interest in it (pointer over it, focus, touch), not when it
 * scrolls into view. Why not next/link: it costs ~3 KB of first-load JavaScript on every page, and
 * it prefetches every link in view, dozens of page payloads per listing. Without JavaScript it is
 * just a link.
 */
export function ShopLink(props: ShopLinkProps) {
  const { href, onClick, onMouseEnter, onFocus, onTouchStart, ...rest } = props;
  // The app router's context, as next/link reads it; outside one (a unit render) a plain link.
  const router = useContext(AppRouterContext);
  const prefetch = () => {
    if (router && href.startsWith('/')) router.prefetch(href);
  };
  return (
    <a
      href={href}
      {...rest}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event);
        prefetch();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        prefetch();
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        prefetch();
      }}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!router || browserHandles(event, props)) return;
        event.preventDefault();
        router.push(href);
      }}
    />
  );
}
