'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * The question as the page's heading. It takes the focus when it appears after a navigation (the
 * previous question answered, the back button), so a keyboard or screen reader user hears the new
 * question and tabs on into its choices. Not on the page's first load: there the browser's own
 * focus order (the skip link first) stays.
 */
export function QuestionHeading({ id, describedBy, children }: { id: string; describedBy: string; children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // True only while hydrating the server's HTML (React reads the server snapshot then); a heading
  // rendered in the browser by a navigation reads the client snapshot.
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const appearedByNavigation = useRef(!hydrating);
  useEffect(() => {
    if (appearedByNavigation.current) heading.current?.focus();
  }, []);
  return (
    <h1 id={id} ref={heading} tabIndex={-1} aria-describedby={describedBy} className="section-title">
      {children}
    </h1>
  );
}
