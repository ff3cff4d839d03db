'use client';

import { createContext, type ReactNode, useContext } from 'react';

/** The texts of the error screen (app/[locale]/error.tsx), translated on the server. */
export type ErrorTexts = { title: string; text: string; retry: string; home: string };

const ErrorTextsContext = createContext<ErrorTexts | null>(null);

/**
 * Hands the error screen its texts. No client component reads next-intl's messages (their
 * formatter would be in every page's first JavaScript), and the error boundary gets no props from
 * its page, so the document provides these four.
 */
export function ErrorTextsProvider({ texts, children }: { texts: ErrorTexts; children: ReactNode }) {
  return <ErrorTextsContext.Provider value={texts}>{children}</ErrorTextsContext.Provider>;
}

/** The error screen's texts by key, as `useTranslations('error')` gave them. */
export function useErrorTexts(): (key: keyof ErrorTexts) => string {
  const texts = useContext(ErrorTextsContext);
  if (!texts) throw new Error('useErrorTexts needs an ErrorTextsProvider above it (see LocaleDocument)');
  return (key) => texts[key];
}
