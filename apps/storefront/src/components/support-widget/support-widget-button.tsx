'use client';

import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { PhoneIcon } from '@/components/common/icons';
import type { SupportData, SupportMessages } from './support-panel-data';
import styles from './support-widget.module.css';

// The panel (its dialog, the opening-hours rule, the contact form with its rules, SWR and the message
// formatter) is a chunk of its own, fetched when the button is first pointed at, focused or pressed:
// a catalog page's first JavaScript carries only this button.
const loadPanel = () => import('./support-panel');
const SupportPanel = lazy(loadPanel);

export const SUPPORT_PANEL_ID = 'support-panel';

/**
 * The corner button. Pressing it opens the panel, a modal dialog: focus moves into it, Escape or
 * its close button closes it, and focus comes back here. Once opened, the panel stays in the page
 * (closed), so a half-written message is still there when it opens again.
 */
export function SupportWidgetButton({
  label,
  data,
  messages,
}: {
  label: string;
  data: SupportData;
  messages: SupportMessages;
}) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Each press is a request to open, counted, so a press always reaches the panel: the browser may
  // run the key press before the task that fires the previous close's `close` event (input comes
  // first), and a boolean that went true → true would then not re-run the panel's effect.
  const [openRequests, setOpenRequests] = useState(0);
  // "Now" for the line's status: the moment of opening, in the browser (a cached page has no now).
  const [openedAt, setOpenedAt] = useState<Date | null>(null);
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  const prefetch = () => void loadPanel();

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={openedAt ? SUPPORT_PANEL_ID : undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setOpenedAt(new Date());
          setOpen(true);
          setOpenRequests((count) => count + 1);
        }}
        data-testid="support-widget-button"
      >
        <PhoneIcon size={18} />
        <span>{label}</span>
      </button>
      {openedAt && (
        <Suspense fallback={null}>
          <SupportPanel
            id={SUPPORT_PANEL_ID}
            openRequests={openRequests}
            now={openedAt}
            onClose={close}
            data={data}
            messages={messages}
          />
        </Suspense>
      )}
    </>
  );
}
