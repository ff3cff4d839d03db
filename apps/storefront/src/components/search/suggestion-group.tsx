'use client';

import { useTranslations } from 'next-intl';
import styles from './search-box.module.css';
import { SuggestionOption } from './suggestion-option';
import type { SectionKind, SuggestionSection } from './suggestion-sections';

const TITLE_KEYS = {
  categories: 'categories',
  blogs: 'blogs',
  products: 'products',
  brands: 'brands',
  'show-all': 'showAll',
  contacts: 'contacts',
  'info-pages': 'infoPages',
  'suggested-products': 'suggestedProducts',
} as const satisfies Record<SectionKind, string>;

type SuggestionGroupProps = {
  section: SuggestionSection;
  /** The DOM id of an option key. */
  optionId: (key: string) => string;
  activeKey: string | null;
};

/** A titled group of options inside the listbox; products lay out in two columns. */
export function SuggestionGroup({ section, optionId, activeKey }: SuggestionGroupProps) {
  const t = useTranslations('searchBox');
  const titleId = optionId(`title-${section.kind}`);
  const products = section.kind === 'products' || section.kind === 'suggested-products';
  return (
    // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role=group; a fieldset groups form controls
    <div
      role="group"
      aria-labelledby={titleId}
      className={`${styles.group} ${styles[`group-${section.kind}`] ?? ''}`}
      data-testid={`search-group-${section.kind}`}
    >
      {/* "Show all" needs no title of its own on screen: its option says it all. */}
      <div id={titleId} className={section.kind === 'show-all' ? 'visually-hidden' : styles.groupTitle}>
        {t(TITLE_KEYS[section.kind])}
      </div>
      <div className={products ? styles.productGrid : styles.optionList}>
        {section.options.map((option) => (
          <SuggestionOption
            key={option.key}
            option={option}
            id={optionId(option.key)}
            active={option.key === activeKey}
          />
        ))}
      </div>
    </div>
  );
}
