import type { Locale } from '@stride/i18n';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { SearchCombobox, type SuggestionMessages } from '@/components/search/search-combobox';
import type { ShopContacts } from '@/components/search/suggestion-sections';

/**
 * The header search field: the autosuggest combobox (components/search). Submitting opens the
 * localized search route with the encoded term.
 */
export async function SearchForm({ contacts }: { contacts: ShopContacts }) {
  const [t, tb, locale, messages] = await Promise.all([
    getTranslations('header'),
    getTranslations('searchBox'),
    getLocale(),
    getMessages(),
  ]);
  // The panel formats its texts in the browser (counts, the term): it gets the messages it reads.
  const { searchBox, product, prices, common } = messages;
  const suggestionMessages: SuggestionMessages = { searchBox, product, prices, common };
  return (
    <SearchCombobox
      contacts={contacts}
      texts={{
        label: t('searchLabel'),
        placeholder: t('searchPlaceholder'),
        submit: t('searchSubmit'),
        panel: tb('panelLabel'),
      }}
      locale={locale as Locale}
      messages={suggestionMessages}
    />
  );
}
