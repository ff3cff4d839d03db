'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { analyticsLoaded, loadAnalytics, removeAnalyticsCookies } from '@/lib/consent/analytics-script';
import { onConsentSettingsOpened, useConsent } from '@/lib/consent/consent-store';
import type { ConsentTexts } from './consent-texts';

// The banner (its form and styles) is a chunk of its own: a returning visitor who has chosen never
// fetches it, and a first visit fetches it after the page's first paint (decision 12).
const ConsentBanner = lazy(() => import('./consent-banner'));

/**
 * The cookie banner's keeper in every page (issue 16 §3): shows the banner while no current choice
 * stands or when the footer's link asks for it, and loads the analytics script once the visitor
 * agreed to analytics and the shop has a measurement id. The cached HTML has none of this: the
 * choice is the visitor's, read from their cookie in the browser (decision 8).
 */
export function ConsentManager({ texts, analyticsId }: { texts: ConsentTexts; analyticsId: string | null }) {
  const consent = useConsent();
  const [mounted, setMounted] = useState(false);
  const [reopened, setReopened] = useState(false);

  useEffect(() => {
    setMounted(true);
    return onConsentSettingsOpened(() => setReopened(true));
  }, []);

  const analytics = consent?.analytics === true;
  useEffect(() => {
    if (analytics && analyticsId) {
      loadAnalytics(analyticsId);
      return;
    }
    if (consent && !analytics) {
      removeAnalyticsCookies();
      // gtag.js cannot be unloaded: a page that has it starts afresh without it.
      if (analyticsLoaded()) window.location.reload();
    }
  }, [analytics, analyticsId, consent]);

  const open = mounted && (consent === null || reopened);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner texts={texts} current={consent} focusOnOpen={reopened} onDone={() => setReopened(false)} />
    </Suspense>
  );
}
