import { type ReactNode, Suspense } from 'react';

/**
 * A part of the page the browser hydrates on its own. React hydrates the page's root in one task,
 * but each Suspense boundary inside it in a task of its own, yielding between them, so a listing's
 * cards, its filters, the mega menu and the footer do not add up to one long task that holds the
 * main thread (Lighthouse's Total Blocking Time). Around client components only: their HTML is
 * ready when the server reaches them, so the boundary never shows a fallback, in a cached page or
 * a streamed one.
 */
export function HydrationUnit({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
