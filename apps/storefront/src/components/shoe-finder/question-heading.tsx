'use client';

import { useEffect, useRef } from 'react';

/**
 * The question as the page's heading. It takes the focus when it appears, so a keyboard or screen
 * reader user who answered the previous question hears the new one and tabs on into its choices.
 */
export function QuestionHeading({ id, describedBy, children }: { id: string; describedBy: string; children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <h1 id={id} ref={heading} tabIndex={-1} aria-describedby={describedBy} className="section-title">
      {children}
    </h1>
  );
}
