'use client';

import { useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import { CloseIcon } from '@/components/common/icons';
import styles from './search-box.module.css';
import { SuggestionGroup } from './suggestion-group';
import type { SuggestionSection } from './suggestion-sections';

/** What the panel says above the options besides them. */
export type PanelNotice = { kind: 'loading' } | { kind: 'error' } | { kind: 'no-results'; term: string } | null;

type SuggestionPanelProps = {
  open: boolean;
  listboxId: string;
  optionId: (key: string) => string;
  sections: SuggestionSection[];
  activeKey: string | null;
  notice: PanelNotice;
  onClose: () => void;
};

// Pressing on an option must not take focus from the field: the field would blur, the panel could
// close before the click lands (Safari does not focus links), and the arrow keys would stop working.
function keepFocusInField(event: MouseEvent) {
  if (!(event.target instanceof Element) || !event.target.closest('button')) event.preventDefault();
}

/** The dropdown under the field: a close button, a notice, and the listbox of grouped options. */
export function SuggestionPanel({
  open,
  listboxId,
  optionId,
  sections,
  activeKey,
  notice,
  onClose,
}: SuggestionPanelProps) {
  const t = useTranslations('searchBox');
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only keeps focus in the field; the options themselves are links
    <div className={styles.panel} hidden={!open} onMouseDown={keepFocusInField} data-testid="search-panel">
      <div className={styles.panelHead}>
        {notice && (
          <p className={styles.notice} data-testid={`search-notice-${notice.kind}`}>
            {notice.kind === 'no-results' ? t('noResults', { term: notice.term }) : t(notice.kind)}
          </p>
        )}
        <button type="button" className={styles.close} onClick={onClose} data-testid="search-close">
          <CloseIcon size={20} />
          <span className="visually-hidden">{t('close')}</span>
        </button>
      </div>
      <div role="listbox" id={listboxId} aria-label={t('panelLabel')} className={styles.listbox}>
        {sections.map((section) => (
          <SuggestionGroup key={section.kind} section={section} optionId={optionId} activeKey={activeKey} />
        ))}
      </div>
    </div>
  );
}
