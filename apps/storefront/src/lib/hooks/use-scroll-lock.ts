'use client';

import { useEffect } from 'react';

/** While `locked`, the page behind an overlay cannot scroll (overflow hidden on html and body). */
export function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const { documentElement: html, body } = document;
    const previous = { html: html.style.overflow, body: body.style.overflow };
    html.style.overflow = 'hidden';
    body.style.overflow = 'hidden';
    return () => {
      html.style.overflow = previous.html;
      body.style.overflow = previous.body;
    };
  }, [locked]);
}
