'use client';

import { useId, useRef, useState } from 'react';
import { AppleIcon, ChevronDownIcon, GiftIcon, ShoeIcon } from '@/components/common/icons';
import { ShopLink } from '@/components/common/shop-link';
import { useCloseWhenFocusLeaves, useDismiss } from '@/lib/hooks/use-dismiss';
import styles from './apps-dropdown.module.css';

/** One app of the dropdown: its name, what it does and its localized path. */
type App = { title: string; text: string; href: string };

/** "Apps" in the header: the shoe picker, the nutrition picker and the gift voucher to buy. */
export function AppsDropdown({
  label,
  shoePicker,
  nutrition,
  giftVoucher,
}: {
  label: string;
  shoePicker: App;
  nutrition: App;
  giftVoucher: App;
}) {
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
        {label}
        <ChevronDownIcon size={16} className={styles.chevron} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <ul>
          {[
            { app: shoePicker, icon: <ShoeIcon size={22} /> },
            { app: nutrition, icon: <AppleIcon size={22} /> },
            { app: giftVoucher, icon: <GiftIcon size={22} /> },
          ].map(({ app, icon }) => (
            <li key={app.href}>
              <ShopLink href={app.href} className={styles.item} onClick={() => setOpen(false)}>
                <span className={styles.icon}>{icon}</span>
                <span>
                  <strong>{app.title}</strong>
                  <small>{app.text}</small>
                </span>
              </ShopLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
