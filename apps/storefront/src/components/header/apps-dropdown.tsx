'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { AppleIcon, ChevronDownIcon, ShoeIcon } from '@/components/common/icons';
import { Link } from '@/i18n/navigation';
import { useCloseWhenFocusLeaves, useDismiss } from '@/lib/hooks/use-dismiss';
import styles from './apps-dropdown.module.css';

/** "Apps" in the header: the shoe picker and the nutrition picker. */
export function AppsDropdown() {
  const t = useTranslations('header');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useDismiss(open, () => setOpen(false), container, trigger);
  useCloseWhenFocusLeaves(open, () => setOpen(false), container);

  return (
    <div ref={container} className={styles.dropdown}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        data-testid="apps-trigger"
      >
        {t('apps')}
        <ChevronDownIcon size={16} className={styles.chevron} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <ul>
          <li>
            <Link href="/app" className={styles.item} onClick={() => setOpen(false)}>
              <span className={styles.icon}>
                <ShoeIcon size={22} />
              </span>
              <span>
                <strong>{t('appsShoePicker')}</strong>
                <small>{t('appsShoePickerText')}</small>
              </span>
            </Link>
          </li>
          <li>
            <Link href="/app/food" className={styles.item} onClick={() => setOpen(false)}>
              <span className={styles.icon}>
                <AppleIcon size={22} />
              </span>
              <span>
                <strong>{t('appsNutrition')}</strong>
                <small>{t('appsNutritionText')}</small>
              </span>
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
