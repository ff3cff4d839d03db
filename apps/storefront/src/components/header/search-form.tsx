import { SearchCombobox } from '@/components/search/search-combobox';
import type { ShopContacts } from '@/components/search/suggestion-sections';

/**
 * The header search field: the autosuggest combobox (components/search). Submitting opens the
 * localized search route with the encoded term.
 */
export function SearchForm({ contacts }: { contacts: ShopContacts }) {
  return <SearchCombobox contacts={contacts} />;
}
