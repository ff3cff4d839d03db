import { SHOP_TIME_ZONE } from '@stride/i18n';
import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { messagesFor } from './messages';
import { routing } from './routing';

// Money and dates are formatted by our own helpers with the Intl tags (sk-SK, cs-CZ, hu-HU), not by
// next-intl's formatter: its locale is the spec's code, and `cz` is no Intl language.
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: messagesFor(locale),
    timeZone: SHOP_TIME_ZONE[locale],
  };
});
