import { getTranslations } from 'next-intl/server';
import { getPath } from './link';
import { LogoMark } from './logo-mark';

/** The Stride wordmark, linking home. */
export async function Logo({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const [t, path] = await Promise.all([getTranslations('header'), getPath()]);
  return <LogoMark href={path('/')} label={t('logoLabel')} tone={tone} />;
}
