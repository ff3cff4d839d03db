import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { resolveLocale } from '@/i18n/locale-param';
import { CategoryShortcuts } from './category-shortcuts';
import { Screen } from './screen';

/** The screens whose full version a later issue builds; each says so in the page's language. */
export type SimpleScreenKey = 'wishlist' | 'cart';

export async function simpleScreenMetadata(
  params: Promise<{ locale: string }>,
  key: SimpleScreenKey,
): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'screens' });
  return { title: t(`${key}.title`) };
}

type SimpleScreenProps = {
  params: Promise<{ locale: string }>;
  screen: SimpleScreenKey;
  actions?: ReactNode;
  /** Category chips under the text, so the visitor can keep shopping. */
  shortcuts?: boolean;
};

export async function SimpleScreen({ params, screen, actions, shortcuts = true }: SimpleScreenProps) {
  await resolveLocale(params);
  const t = await getTranslations('screens');
  return (
    <Screen
      eyebrow={t(`${screen}.eyebrow`)}
      title={t(`${screen}.title`)}
      lead={t(`${screen}.text`)}
      actions={actions}
      testId={`screen-${screen}`}
    >
      {shortcuts && <CategoryShortcuts />}
    </Screen>
  );
}
