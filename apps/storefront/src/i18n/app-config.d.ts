import type { Locale } from '@stride/i18n';
import type sk from '@stride/i18n/messages/sk.json';

// Typed message keys and locales for useTranslations/getTranslations.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof sk;
  }
}
