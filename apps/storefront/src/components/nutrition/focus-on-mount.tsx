'use client';

import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A region that takes the focus when the page shows it: the form's error summary, so a keyboard or
 * screen-reader user who submitted the form lands on what to fix and hears it read out.
 */
export function FocusOnMount({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} id={id} className={className} role="alert" tabIndex={-1} data-testid="nutrition-errors">
      {children}
    </div>
  );
}
