'use client';

import { useEffect } from 'react';
import { useErrorTexts } from '@/components/layout/error-texts';

/** Something failed while rendering (e.g. the api is down): say so in the shop's language. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useErrorTexts();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main" className="container" style={{ paddingBlock: 'clamp(48px, 10vw, 120px)', maxWidth: 720 }}>
      <p className="section-title" style={{ fontSize: '4rem' }} aria-hidden="true">
        Ups!
      </p>
      <h1 style={{ marginTop: 16, fontSize: '1.75rem' }}>{t('title')}</h1>
      <p style={{ marginTop: 12, color: 'var(--muted)' }}>{t('text')}</p>
      <div style={{ display: 'flex', gap: 12, marginTop: 28, flexWrap: 'wrap' }}>
        <button type="button" className="button button-dark" onClick={reset}>
          {t('retry')}
        </button>
        {/* A plain link: the home page is what failed to render client-side state from. */}
        <a className="button button-outline" href="/">
          {t('home')}
        </a>
      </div>
    </main>
  );
}
