'use client';

import type { ZoneClock } from '@stride/i18n';
import type { DayHours } from '@stride/rules/browser';
import { useEffect, useState } from 'react';
import { type OpenNowTexts, openNowText } from '@/lib/stores/open-now-text';
import styles from './stores.module.css';

/** How often the line is read again while the page stays open: a store may open or close meanwhile. */
const REFRESH_MS = 30_000;

/** `clock`: the store's zone, worked out by the server, so the browser reads the time with no Intl zone data. */
type OpenNowProps = { week: readonly DayHours[]; clock: ZoneClock; texts: OpenNowTexts };

/**
 * "Open now, closes at …" of a store, from the browser's clock (decision 8: the page is cached, so the
 * server cannot know "now"). Empty until the page runs its script; the line keeps its height, so
 * nothing moves when it fills in.
 */
export function OpenNow({ week, clock, texts }: OpenNowProps) {
  const [state, setState] = useState<{ open: boolean; text: string } | null>(null);
  useEffect(() => {
    const update = () => setState(openNowText(week, new Date(), clock, texts));
    update();
    const timer = setInterval(update, REFRESH_MS);
    return () => clearInterval(timer);
  }, [week, clock, texts]);
  return (
    <p
      className={styles.openNow}
      data-testid="store-open-now"
      data-open={state === null ? undefined : String(state.open)}
      aria-live="polite"
    >
      {state && (
        <>
          <span className={state.open ? styles.dotOpen : styles.dotClosed} aria-hidden="true" />
          {state.text}
        </>
      )}
    </p>
  );
}
